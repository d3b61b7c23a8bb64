// `dm lab compare` and `dm lab sweep` answer the JSON contract of issue 16; a what-if that changes
// nothing gives a difference of exactly 0 and p = 1; local threads change no number; bad arguments
// are refused with the option and the reason.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { runCli } from '../run'

const ROOT = process.cwd()
const A = path.join(ROOT, 'content/decks/caja-1-marcha-de-la-montana.txt')
const B = path.join(ROOT, 'content/decks/caja-2-corsarios-de-arathan.txt')
// Small and quick: random against heuristic, games cut at 30 turns (a draw there).
const QUICK = ['--games', '4', '--seed', 'ux1', '--bots', 'random,heuristic', '--max-turns', '30']

async function dm(...args: string[]) {
  const io = memoryIO(ROOT)
  const code = await runCli(['lab', ...args], io, registry)
  return { code, ...io.text() }
}

describe('dm lab (issue 16)', () => {
  it('compare --json: baseline and variant reports, winRateA with the paired difference, p and "mcnemar"; nothing changed → 0 and p = 1', async () => {
    const r = await dm('compare', A, B, '--override', '{"lisko-de-arathan": {"life": 8}}', ...QUICK, '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j.baseline.games).toBe(4)
    expect(j.variant.games).toBe(4)
    expect(j.winRateA).toEqual({ baseline: j.baseline.winRate.A.estimate, variant: j.variant.winRate.A.estimate, difference: { estimate: 0, ci95: [0, 0] }, p: 1, pHolm: 1, test: 'mcnemar' })
    expect(j.seed).toEqual({ text: 'ux1', value: expect.any(Number) })
    for (const row of j.rows) if (row.p !== null) expect(row.p).toBe(1)
  }, 60_000)

  it('the same numbers with two local threads as with one', async () => {
    const one = await dm('compare', A, B, '--override', '{"lisko-de-arathan": {"life": 1}}', ...QUICK, '--json')
    const two = await dm('compare', A, B, '--override', '{"lisko-de-arathan": {"life": 1}}', ...QUICK, '--json', '--workers', '2')
    expect(two.code).toBe(0)
    expect(two.out).toBe(one.out)
  }, 120_000)

  it('sweep --json: one row per value with games, wins, draws and winRateA { estimate, ci95 }', async () => {
    const r = await dm('sweep', A, B, '--card', 'lisko-de-arathan', '--field', 'life', '--values', '1,30', ...QUICK, '--json')
    expect(r.code).toBe(0)
    const { rows } = JSON.parse(r.out)
    expect(rows.map((x: { value: number }) => x.value)).toEqual([1, 30])
    for (const row of rows) {
      expect(row.games).toBe(4)
      expect(row.wins.A + row.wins.B + row.draws).toBe(4)
      expect(row.winRateA.estimate).toBe(row.wins.A / 4)
      expect(row.winRateA.ci95[0]).toBeLessThanOrEqual(row.winRateA.estimate)
      expect(row.winRateA.ci95[1]).toBeGreaterThanOrEqual(row.winRateA.estimate)
    }
  }, 60_000)

  it('refuses what cannot run, naming the option and the reason', async () => {
    const field = await dm('sweep', A, B, '--card', 'lisko-de-arathan', '--field', 'vida', '--values', '1')
    expect(field.code).toBe(2)
    expect(field.err).toContain('no tiene el campo «vida»; puede ser strength, resistance, initiative, life')
    const value = await dm('sweep', A, B, '--card', 'lisko-de-arathan', '--field', 'life', '--values', '1,40')
    expect(value.err).toContain('40 no vale para Vida de Lisko de Árathan (enteros desde 1 hasta 30)')
    const nan = await dm('sweep', A, B, '--card', 'lisko-de-arathan', '--field', 'life', '--values', '1,x')
    expect(nan.err).toContain('«x» no es un número')
    const override = await dm('compare', A, B, '--override', '{"lisko-de-arathan": {"life": "mucha"}}')
    expect(override.code).toBe(2)
    expect(override.err).toMatch(/lisko-de-arathan\.life: /)
    const missing = await dm('compare', A, B)
    expect(missing.err).toContain('--override')
    const sub = await dm('barrer')
    expect(sub.code).toBe(2)
    expect(sub.err).toContain('no existe el subcomando «barrer»')
  }, 60_000)
})
