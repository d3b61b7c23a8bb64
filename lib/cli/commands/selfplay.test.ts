// `dm selfplay` on the boxed decks: the JSON the issue asks for, the same output for any --workers,
// what-ifs checked by the card schema, and arguments refused with their name and reason.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { runCli } from '../run'

const ROOT = process.cwd()
const A = path.join(ROOT, 'content/decks/caja-1-marcha-de-la-montana.txt')
const B = path.join(ROOT, 'content/decks/caja-2-corsarios-de-arathan.txt')
let dir = ''

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dm-selfplay-'))
  writeFileSync(path.join(dir, 'mala.json'), JSON.stringify({ 'pocion-de-thal': { cost: { gold: 'mucho' } } }))
  writeFileSync(path.join(dir, 'desconocida.json'), JSON.stringify({ 'carta-que-no-existe': { life: 3 } }))
  writeFileSync(path.join(dir, 'buena.yaml'), 'pocion-de-thal:\n  cost:\n    gold: 2\n')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function dm(...args: string[]) {
  const io = memoryIO(ROOT)
  const code = await runCli(['selfplay', ...args], io, registry)
  return { code, ...io.text() }
}

describe('dm selfplay (issue 8)', () => {
  it('prints the JSON the issue specifies: games, wins A/B, draws, turns.mean, offensive totals', async () => {
    const r = await dm(A, B, '--games', '4', '--seed', '3', '--bots', 'heuristic,random', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j.games).toBe(4)
    expect(j.wins.A + j.wins.B + j.draws).toBe(4)
    // The heuristic (deck A here) beats random play.
    expect(j.wins.A).toBeGreaterThan(j.wins.B)
    expect(j.turns.mean).toBeGreaterThan(1)
    expect(Number.isInteger(j.offensives.voluntary) && Number.isInteger(j.offensives.forced)).toBe(true)
    // Every offensive is attributed to the deck that declared it.
    const { A: byA, B: byB } = j.offensives.byDeck
    expect(byA.voluntary + byB.voluntary).toBe(j.offensives.voluntary)
    expect(byA.forced + byB.forced).toBe(j.offensives.forced)
    expect(j.offensives.voluntary + j.offensives.forced).toBeGreaterThan(0)
    expect(j.actionsPerTurn.mean).toBeGreaterThan(1)
  }, 60_000)

  it('--timing reports each bot\'s CPU time per decision, all of them and the ones that ran playouts', async () => {
    const r = await dm(A, B, '--games', '1', '--seed', '3', '--bots', 'heuristic,search', '--playouts', '4', '--timing', '--json')
    expect(r.code).toBe(0)
    expect(r.err).toMatch(/tiempo de CPU por decisión \(search\): (\d+) decisiones · p50 [\d,]+ ms · p99 [\d,]+ ms · las de más de 1 ms: (\d+) · p50/)
    const [, all, thought] = /\(search\): (\d+) decisiones.*más de 1 ms: (\d+)/.exec(r.err) ?? []
    expect(Number(thought)).toBeLessThanOrEqual(Number(all))
    expect(r.err).toMatch(/\(heuristic\): \d+ decisiones/)
  }, 60_000)

  it('a game reaching --max-turns (both Masters counted) is a draw', async () => {
    const r = await dm(A, B, '--games', '2', '--seed', '3', '--max-turns', '2', '--json')
    const j = JSON.parse(r.out)
    expect(j.draws).toBe(2)
    expect(j.turns.mean).toBe(2)
  }, 60_000)

  it('the same output for any number of workers', async () => {
    const one = await dm(A, B, '--games', '3', '--seed', '9', '--json')
    const two = await dm(A, B, '--games', '3', '--seed', '9', '--json', '--workers', '2')
    expect(two.code).toBe(0)
    expect(two.out).toBe(one.out)
  }, 120_000)

  it('--override: a bad value gets the card schema error with card and field; an unknown card is named', async () => {
    const bad = await dm(A, B, '--games', '1', '--override', path.join(dir, 'mala.json'))
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/pocion-de-thal\.cost\.gold: /)
    const unknown = await dm(A, B, '--games', '1', '--override', path.join(dir, 'desconocida.json'))
    expect(unknown.code).toBe(2)
    expect(unknown.err).toContain('carta-que-no-existe: no existe esa carta')
    const good = await dm(A, B, '--games', '1', '--override', path.join(dir, 'buena.yaml'), '--json')
    expect(good.code).toBe(0)
    expect(JSON.parse(good.out).override).toContain('buena.yaml')
  }, 60_000)

  it('refuses bad arguments naming the argument and the reason', async () => {
    const bots = await dm(A, B, '--bots', 'heuristic,genio')
    expect(bots.code).toBe(2)
    expect(bots.err).toContain('«genio» no es un bot')
    const variant = await dm(A, B, '--variant', 'lenta')
    expect(variant.code).toBe(2)
    expect(variant.err).toMatch(/variant/)
    const timing = await dm(A, B, '--timing', '--workers', '2')
    expect(timing.code).toBe(2)
    expect(timing.err).toContain('--timing: el tiempo de CPU por decisión solo se mide con --workers 1')
    const missing = await dm(A, path.join(dir, 'no-existe.txt'))
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('no existe')
  })
})

describe('applyOverride (issue 8 what-ifs)', () => {
  it('changes only the named fields, merging one level deep, and marks the catalogue version', async () => {
    const { loadCatalogue, describeIssue, SPANISH } = await import('../../catalogue/load')
    const { applyOverride } = await import('../../catalogue/override')
    const base = loadCatalogue()
    const r = applyOverride(base, { 'pocion-de-thal': { cost: { gold: 2 } } }, describeIssue, SPANISH)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    const card = r.catalogue.byId.get('pocion-de-thal')
    expect(card && 'cost' in card ? card.cost : null).toEqual({ gold: 2, silver: 5 })
    expect(r.catalogue.version).not.toBe(base.version)
    const fixed = applyOverride(base, { 'pocion-de-thal': { type: 'weapon' } }, describeIssue, SPANISH)
    expect(fixed.ok).toBe(false)
  })
})
