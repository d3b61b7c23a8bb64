import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { validateDeck } from '../decks/validate'
import type { Deck } from '../decks/model'
import { cellOf, evolve, scoreRate, styleMap, type EvaluationRequest, type Evaluator } from './evolve'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')
const against = [{ name: 'Caja 1', deck: caja1 }, { name: 'Caja 2', deck: caja2 }]

/** A fake oracle: a deck wins the share of its cards that are weapons, times three (capped), of its games. */
const weaponShare = (deck: Deck) => {
  let w = 0, n = 0
  for (const e of deck.entries) { n += e.count; if (catalogue.byId.get(e.cardId)?.type === 'weapon') w += e.count }
  return w / n
}
function oracle(calls: { requests: readonly EvaluationRequest[]; firstGame: number }[]): Evaluator {
  return async (requests, round) => {
    calls.push({ requests, firstGame: round.firstGame })
    return requests.map((r) => {
      const wins = Math.round(Math.min(1, 3 * weaponShare(r.candidate.deck)) * round.games)
      return { wins, draws: 0, games: round.games }
    })
  }
}

describe('dm lab evolve\'s algorithm with a fake win-rate oracle (issue 30)', () => {
  it('selection climbs the oracle: the best deck holds more weapons than the first generation did, and every deck is legal', async () => {
    const calls: { requests: readonly EvaluationRequest[]; firstGame: number }[] = []
    const result = await evolve(catalogue, oracle(calls), { against, population: 10, generations: 6, games: 4, seed: 1 })
    const first = result.archive.filter((i) => i.born === 0)
    const meanFirst = first.reduce((n, i) => n + weaponShare(i.deck), 0) / first.length
    expect(weaponShare(result.best.deck)).toBeGreaterThan(meanFirst + 0.05)
    for (const ind of result.archive) expect(validateDeck(ind.deck, catalogue).problems, `mazo ${ind.id}`).toEqual([])
    // Each generation plays new deals, the same for every candidate; the gauntlet grows by the champions.
    expect(calls.map((c) => c.firstGame)).toEqual([0, 4, 8, 12, 16, 20])
    expect(calls[0]?.requests).toHaveLength(10 * 2)
    expect(calls[1]?.requests.length).toBeGreaterThan(10 * 2)
    expect(result.history).toHaveLength(6)
    // The best deck's record is against the given decks only, over every generation it lived.
    expect(result.best.vsAgainst.games % 4).toBe(0)
    expect(result.best.winRate.estimate).toBeCloseTo(result.best.vsAgainst.wins / result.best.vsAgainst.games, 12)
  })

  it('seeded: the same options give the same decks', async () => {
    const a = await evolve(catalogue, oracle([]), { against, population: 4, generations: 2, games: 2, seed: 9 })
    const b = await evolve(catalogue, oracle([]), { against, population: 4, generations: 2, games: 2, seed: 9 })
    expect(a.best.code).toBe(b.best.code)
    expect(a.archive.map((i) => i.code)).toEqual(b.archive.map((i) => i.code))
  })

  it('the map keeps the best deck of each cell, its edges at the quantiles of the decks tried', async () => {
    const result = await evolve(catalogue, oracle([]), { against, population: 8, generations: 3, games: 2, seed: 4, grid: 3 })
    const { axes, cells } = styleMap(result.archive, 3)
    expect(axes[0].edges).toHaveLength(2)
    expect(axes[0].edges[0]).toBeLessThanOrEqual(axes[0].edges[1] as number)
    const keys = cells.map((c) => `${c.x}:${c.y}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const c of cells) {
      expect(c.x).toBeGreaterThanOrEqual(0)
      expect(c.x).toBeLessThan(3)
      // No deck of the same cell has a better Wilson lower bound.
      const low = (x: { wins: number; draws: number; games: number }) => scoreRate(x).ci95?.[0] ?? -1
      const same = result.archive.filter((i) => i.vsAgainst.games > 0 && cellOf(axes, i.style).x === c.x && cellOf(axes, i.style).y === c.y)
      expect(same.length).toBeGreaterThan(0)
      for (const r of same) expect(low(r.vsAgainst)).toBeLessThanOrEqual(low(result.archive.find((i) => i.id === c.id)?.vsAgainst ?? { wins: 0, draws: 0, games: 0 }))
    }
    expect(result.map.length).toBeGreaterThan(1)
  })
})
