// `dm lab ratings`, `dm lab evolve` and `dm lab balance` answer the `--json` contracts of issue 30, and
// refuse what cannot run with the option and the reason. Small and quick: random bots, short games.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue/load'
import { parseDeckText, toDeck } from '../../decks/text'
import { validateDeck } from '../../decks/validate'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { runCli } from '../run'

const ROOT = process.cwd()
const A = path.join(ROOT, 'content/decks/caja-1-marcha-de-la-montana.txt')
const B = path.join(ROOT, 'content/decks/caja-2-corsarios-de-arathan.txt')
const QUICK = ['--seed', 'meta', '--bots', 'random,random', '--max-turns', '30']
const rate = { estimate: expect.any(Number), ci95: [expect.any(Number), expect.any(Number)] }
const maybeRate = (e: { estimate: number | null; ci95: [number, number] | null }) => {
  expect(Object.keys(e).sort()).toEqual(['ci95', 'estimate'])
  if (e.ci95 !== null) expect(e.ci95[0]).toBeLessThanOrEqual(e.ci95[1])
}

async function dm(...args: string[]) {
  const io = memoryIO(ROOT)
  const code = await runCli(['lab', ...args], io, registry)
  return { code, ...io.text() }
}

describe('dm lab ratings, evolve and balance (issue 30)', () => {
  it('ratings --json: { cards: [{ id, name, games, gihWr, ohWr, gdWr, gnsWr, iwd, playedWhenUsable }] }, each rate { estimate, ci95 }', async () => {
    const r = await dm('ratings', A, B, '--games', '4', ...QUICK, '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j.cards.length).toBeGreaterThan(40)
    for (const c of j.cards) {
      expect(typeof c.id).toBe('string')
      expect(typeof c.name).toBe('string')
      // Caja 1 and Caja 2 play 4 games: a card in one deck has 4 deck-games, in both 8.
      expect([4, 8]).toContain(c.games)
      for (const k of ['gihWr', 'ohWr', 'gdWr', 'gnsWr', 'iwd', 'playedWhenUsable']) maybeRate(c[k])
    }
    const durmak = j.cards.find((c: { id: string }) => c.id === 'durmak-de-ordor')
    expect(durmak.name).toBe('Durmak de Órdor')
    expect(durmak.ohWr.estimate).not.toBeNull()
    expect(durmak.gnsWr.estimate).toBeNull()
    expect(j.onePair).toBe(true)
    expect(j.bots).toEqual({ A: 'random', B: 'random' })
  }, 60_000)

  it('ratings in words writes the IWD band with the minus sign, not a hyphen: [−5,0 pp, +5,0 pp]', async () => {
    const r = await dm('ratings', A, '--games', '2', '--band', '-0.05,0.05', ...QUICK)
    expect(r.code).toBe(0)
    expect(r.out).toContain('de IWD [\u22125,0 pp, +5,0 pp]')
    expect(r.out).not.toMatch(/-\d+,\d pp/)
  }, 60_000)

  it('evolve --json with small settings: { best: { deck: <deck text>, fitness: { estimate, ci95 } }, map: [...] }, the deck legal', async () => {
    const r = await dm('evolve', '--against', `${A},${B}`, '--population', '3', '--generations', '2', '--games', '2', ...QUICK, '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j.best.fitness).toEqual(rate)
    const catalogue = loadCatalogue(path.join(ROOT, 'content'))
    const deck = toDeck(parseDeckText(j.best.deck, catalogue).deck)
    expect(validateDeck(deck, catalogue).problems).toEqual([])
    expect(Array.isArray(j.map)).toBe(true)
    for (const cell of j.map) expect(validateDeck(toDeck(parseDeckText(cell.deck, catalogue).deck), catalogue).legal).toBe(true)
    expect(r.err).toMatch(/generación 2 de 2/)
  }, 120_000)

  it('balance --json: { value, winRateA: { estimate, ci95 }, tried: [{ value, games, winRateA }], ruledOut: [...] }', async () => {
    const r = await dm('balance', A, B, '--card', 'lisko-de-arathan', '--field', 'life', '--target', '0.5', '--games', '2', '--min', '1', '--max', '4', '--max-games', '24', ...QUICK, '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j.value).toBeGreaterThanOrEqual(1)
    expect(j.value).toBeLessThanOrEqual(4)
    maybeRate(j.winRateA)
    expect(j.tried.length).toBeGreaterThanOrEqual(2)
    for (const t of j.tried) { expect(Object.keys(t).sort()).toEqual(['games', 'value', 'winRateA']); expect(t.games % 2).toBe(0) }
    expect(j.tried.map((t: { value: number }) => t.value)).toContain(j.value)
    expect(Array.isArray(j.ruledOut)).toBe(true)
    expect(j.games).toBeLessThanOrEqual(24)
    expect(typeof j.sentence).toBe('string')
  }, 120_000)

  it('refuses what cannot run, naming the option and the reason', async () => {
    const odd = await dm('ratings', A, '--games', '3')
    expect(odd.code).toBe(2)
    expect(odd.err).toContain('--games: debe ser par')
    const none = await dm('ratings')
    expect(none.err).toMatch(/<decks>|al menos un mazo/)
    const missing = await dm('ratings', A, 'no-existe.txt')
    expect(missing.err).toContain('«no-existe.txt»: no existe')
    const band = await dm('ratings', A, '--band', '0.1,-0.1')
    expect(band.err).toContain('--band: el primero menor que el segundo')
    const field = await dm('balance', A, B, '--card', 'lisko-de-arathan', '--field', 'vida')
    expect(field.code).toBe(2)
    expect(field.err).toContain('no tiene el campo «vida»')
    const card = await dm('balance', A, B, '--card', 'nadie', '--field', 'life')
    expect(card.err).toContain('no existe la carta «nadie»')
    const range = await dm('balance', A, B, '--card', 'lisko-de-arathan', '--field', 'life', '--max', '40')
    expect(range.err).toContain('de 1 a 40 no vale para Vida')
    const target = await dm('balance', A, B, '--card', 'lisko-de-arathan', '--field', 'life', '--target', '50')
    expect(target.err).toContain('--target: menor que 1')
    const against = await dm('evolve')
    expect(against.err).toContain('--against')
  }, 60_000)
})
