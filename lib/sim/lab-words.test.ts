// The sentence every laboratory result opens with (issue 30): short, plain, from the side of the deck that
// holds the card the designer changed, and honest about noise. The two problems a player's walkthrough
// reported (a 90-word sentence; a sweep of Túlkar's Vida, a Caja 1 card, told from Caja 2's side with no
// caveat though its p was 0.625) are tested here as they were reported.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import type { Estimate } from './inference'
import type { LabReport } from './lab-report'
import type { LabSpec } from './lab-spec'
import { botsWords, deckHolds, diffCi, labDetails, labVerdict, numCi, ppCi, shortCardName, type CardLookup } from './lab-words'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')
const cardOf: CardLookup = (id) => catalogue.byId.get(id) as ReturnType<CardLookup>

const common = {
  decks: { A: { name: 'Caja 1 — La marcha de la montaña', deck: caja1 }, B: { name: 'Caja 2 — Los corsarios de Árathan', deck: caja2 } },
  bots: { A: 'heuristic', B: 'heuristic' } as const, seed: '777', variant: 'none' as const, maxTurns: 200, mirror: false,
}
const rate = (estimate: number): Estimate => ({ estimate, ci95: [Math.max(0, estimate - 0.05), Math.min(1, estimate + 0.05)] })
const balance = {
  equalBots: true, winRateA: rate(0.9), began: { A: 0, B: 300 }, onlyOneBegan: 'B', winAWhenABegan: rate(0), winAWhenBBegan: rate(0.9),
  mirror: null, forcedGames: rate(0.01), forcedTurn: { estimate: null, ci95: null }, verdict: 'favoursA',
} as const
const envelope = (games: number) => ({
  format: 'dm-lab-report', version: 1, decks: { A: common.decks.A.name, B: common.decks.B.name }, bots: common.bots,
  seed: { text: '777', value: 777 }, games, rulesVariant: 'none', maxTurns: 200, ranges: [[0, games]], balance,
})
const arm = (a: number, b: number, games: number) => ({ role: 'baseline', games, wins: { A: Math.round(a * games), B: Math.round(b * games) }, draws: 0, winRate: { A: rate(a), B: rate(b) }, figures: [], cardUse: null })
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length

describe('botsWords', () => {
  it('names one bot once when it played both seats, and both when they differ', () => {
    expect(botsWords({ A: 'heuristic', B: 'heuristic' })).toBe('bot heurístico en los dos asientos')
    expect(botsWords({ A: 'search', B: 'random' })).toBe('bots búsqueda y aleatorio')
    expect(botsWords({ A: 'heuristic-v1', B: 'heuristic' })).toBe('bots heuristic-v1 y heurístico')
  })
})

describe('laboratory verdicts (issue 30)', () => {
  it('a what-if on Lisko\'s Vida reads from Caja 2\'s side, as the issue\'s example', () => {
    const spec: LabSpec = { ...common, games: 300, kind: 'compare', override: { 'lisko-de-arathan': { life: 30 } } }
    const report = {
      ...envelope(300), kind: 'compare', override: spec.override, baseline: arm(0.91, 0.09, 300), variant: arm(0.71, 0.29, 300),
      winRateA: { baseline: 0.91, variant: 0.71, difference: rate(-0.2), p: 1e-7, pHolm: 1e-6, test: 'mcnemar' },
      rows: [
        { id: 'winA', kind: 'share', baseline: rate(0.91), variant: rate(0.71), difference: rate(-0.2), p: 1e-7, pHolm: 1e-6, test: 'mcnemar' },
        { id: 'winB', kind: 'share', baseline: rate(0.09), variant: rate(0.29), difference: rate(0.2), p: 1e-7, pHolm: 1e-6, test: 'mcnemar' },
      ],
    } as unknown as LabReport
    const v = labVerdict(spec, report, cardOf)
    expect(v.sentence).toBe('Con Vida 30, Lisko gana más: Caja 2 pasa de 9 % a 29 % (diferencia clara).')
    expect(v.notes).toContain('Caja 2 empezó todas las partidas (R6.11): mazo y turno no se separan.')
    expect(labDetails(spec, report, cardOf).join(' ')).toMatch(/McNemar exacto sobre las mismas 300 partidas/)
  })

  it('the Túlkar sweep as reported (p = 0,625, Holm 1): Caja 1\'s card, told from Caja 1\'s side, with its sample size and no claim', () => {
    const spec: LabSpec = { ...common, games: 100, kind: 'sweep', sweep: { card: 'tulkar-lider-de-la-montana', field: 'life', values: [6, 14] } }
    const report = {
      ...envelope(100), kind: 'sweep', card: 'tulkar-lider-de-la-montana', field: 'life', arms: [],
      rows: [
        { value: 6, games: 100, wins: { A: 80, B: 20 }, draws: 0, winRateA: rate(0.8), winRateB: rate(0.2), vsPrevious: null },
        { value: 14, games: 100, wins: { A: 81, B: 19 }, draws: 0, winRateA: rate(0.81), winRateB: rate(0.188), vsPrevious: { difference: rate(0.01), p: 0.625, pHolm: 1, test: 'mcnemar' } },
      ],
      byDeck: {
        A: { steps: [{ difference: rate(0.01), p: 0.625, pHolm: 1 }], ends: { from: 6, to: 14, difference: rate(0.01), p: 0.625 } },
        B: { steps: [{ difference: rate(-0.012), p: 0.625, pHolm: 1 }], ends: { from: 6, to: 14, difference: rate(-0.012), p: 0.625 } },
      },
    } as unknown as LabReport
    expect(labVerdict(spec, report, cardOf).sentence).toBe('No hay diferencia clara entre 6 y 14 de Vida para Túlkar (con 100 partidas por valor).')
    // With a clear difference, still Caja 1's side.
    const clear = { ...report, byDeck: { ...(report as { byDeck: object }).byDeck, A: { steps: [{ difference: rate(0.2), p: 0.001, pHolm: 0.001 }], ends: { from: 6, to: 14, difference: rate(0.2), p: 0.001 } } },
      rows: [{ ...(report as { rows: object[] }).rows[0], winRateA: rate(0.4) }, { ...(report as { rows: object[] }).rows[1], winRateA: rate(0.6) }] } as unknown as LabReport
    expect(labVerdict(spec, clear, cardOf).sentence).toBe('Con más Vida, Túlkar gana más: Caja 1 pasa de 40 % con 6 a 60 % con 14 (diferencia clara).')
  })

  it('every verdict is one short sentence (the reported one had about 90 words)', () => {
    const run = { ...envelope(200), kind: 'run', report: arm(0.885, 0.115, 200) } as unknown as LabReport
    const v = labVerdict({ ...common, games: 200, kind: 'run' }, run, cardOf)
    expect(v.sentence).toBe('Caja 1 gana más que Caja 2: el 89 % de 200 partidas (diferencia clara).')
    expect(words(v.sentence)).toBeLessThanOrEqual(25)
    expect(v.sentence.match(/[.;]/g)).toHaveLength(1)
    const even = { ...run, balance: { ...balance, verdict: 'even' }, report: arm(0.52, 0.48, 100), games: 100 } as unknown as LabReport
    expect(labVerdict({ ...common, games: 100, kind: 'run' }, even, cardOf).sentence).toBe('No hay diferencia clara entre Caja 1 y Caja 2: Caja 1 gana el 52 % (con 100 partidas).')
    const bots = { ...run, bots: { A: 'random', B: 'heuristic' }, balance: { ...balance, equalBots: false, verdict: 'botSkill' } } as unknown as LabReport
    const b = labVerdict({ ...common, bots: { A: 'random', B: 'heuristic' }, games: 200, kind: 'run' }, bots, cardOf)
    expect(b.sentence).toBe('Con bots distintos, Caja 1 gana el 89 % de 200 partidas contra Caja 2: mide sobre todo a los bots.')
    expect(words(b.sentence)).toBeLessThanOrEqual(25)
  })

  it('a what-if that changes nothing says so; one without a clear difference gives the games it rests on', () => {
    const spec: LabSpec = { ...common, games: 100, kind: 'compare', override: { 'lisko-de-arathan': { life: 8 } } }
    const same = {
      ...envelope(100), kind: 'compare', override: spec.override, baseline: arm(0.9, 0.1, 100), variant: arm(0.9, 0.1, 100),
      rows: [{ id: 'winB', kind: 'share', baseline: rate(0.1), variant: rate(0.1), difference: { estimate: 0, ci95: [0, 0] }, p: 1, pHolm: 1, test: 'mcnemar' }],
    } as unknown as LabReport
    expect(labVerdict(spec, same, cardOf).sentence).toBe('Con Vida 8, nada cambia: Caja 2 gana el 10 % en las mismas 100 partidas.')
    const noisy = { ...same, override: { 'lisko-de-arathan': { life: 9 } }, variant: arm(0.88, 0.12, 100), rows: [{ id: 'winB', kind: 'share', baseline: rate(0.1), variant: rate(0.12), difference: rate(0.02), p: 0.5, pHolm: 1, test: 'mcnemar' }] } as unknown as LabReport
    expect(labVerdict({ ...spec, override: { 'lisko-de-arathan': { life: 9 } } }, noisy, cardOf).sentence).toBe('No hay diferencia clara con Vida 9 para Lisko: Caja 2 pasa de 10 % a 12 % (con 100 partidas).')
  })

  it('a deck holds the cards of its list, its relic and its relic\'s enemies; characters go by their short names', () => {
    expect(deckHolds(caja1, 'tulkar-lider-de-la-montana', cardOf)).toBe(true)
    expect(deckHolds(caja2, 'tulkar-lider-de-la-montana', cardOf)).toBe(false)
    expect(deckHolds(caja2, 'lisko-de-arathan', cardOf)).toBe(true)
    const name = (id: string) => shortCardName(cardOf(id) as NonNullable<ReturnType<CardLookup>>)
    expect(name('lisko-de-arathan')).toBe('Lisko')
    expect(name('thagra-la-bahaluk')).toBe('Thagra')
    expect(name('elen-del-espino-rojo')).toBe('Elen')
    expect(name('tulkar-lider-de-la-montana')).toBe('Túlkar')
    expect(name('hombre-de-las-montanas')).toBe('Hombre de las Montañas')
    expect(name('pocion-de-thal')).toBe('Poción de Thal')
  })

  it('a negative figure is written with the minus sign (U+2212), never a hyphen, in the estimate and both bounds', () => {
    expect(ppCi({ estimate: -0.05, ci95: null })).toBe('\u22125,0 pp')
    expect(ppCi({ estimate: -0.151, ci95: [-0.2, -0.1] })).toBe('\u221215,1 pp [\u221220,0 – \u221210,0]')
    expect(ppCi({ estimate: 0.05, ci95: [-0.01, 0.11] })).toBe('+5,0 pp [\u22121,0 – 11,0]')
    expect(diffCi({ estimate: -0.5, ci95: [-1.1, 0.1] })).toBe('\u22120,50 [\u22121,10 – 0,10]')
    expect(numCi({ estimate: -2, ci95: [-3, -1] }, 1)).toBe('\u22122,0 [\u22123,0–\u22121,0]')
    for (const text of [ppCi({ estimate: -0.3, ci95: [-0.4, -0.2] }), diffCi({ estimate: -3, ci95: [-4, -2] })]) expect(text).not.toContain('-')
  })
})
