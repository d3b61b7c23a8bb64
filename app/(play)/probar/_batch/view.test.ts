import { beforeAll, describe, expect, it } from 'vitest'
import { batchAccumulatorSchema, packForPage, proportion, accumulateGoldfishBatch, summarizeBatch, type BatchReport } from '@/lib/sim'
import { simCatalogue, simDeck } from '@/lib/sim/testing/fixtures'
import { fromWorkerSchema, toWorkerSchema } from './messages'
import { atLeastRows, compositionRows, dalmaRows, exhaustionRows, formatShare, moneyRows, splitGames, workerCount } from './view'

describe('splitting games among workers', () => {
  it('covers [0, games) with consecutive, non-empty, near-equal ranges', () => {
    for (const [games, workers] of [[2000, 3], [7, 4], [1, 4], [10, 10], [5, 8]] as const) {
      const ranges = splitGames(games, workers)
      expect(ranges.reduce((s, r) => s + r.games, 0)).toBe(games)
      ranges.forEach((r, i) => {
        expect(r.games).toBeGreaterThan(0)
        expect(r.firstGame).toBe(i === 0 ? 0 : (ranges[i - 1]?.firstGame ?? 0) + (ranges[i - 1]?.games ?? 0))
      })
      const sizes = ranges.map((r) => r.games)
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
    }
  })
  it('leaves a core to the page and uses one worker for small batches', () => {
    expect(workerCount(2000, 2)).toBe(1)
    expect(workerCount(2000, 8)).toBe(4)
    expect(workerCount(150, 8)).toBe(1)
    expect(workerCount(2000, undefined)).toBe(1)
  })
})

describe('formatting shares', () => {
  it('shows the margin, or the Wilson interval where the margin would claim certainty', () => {
    expect(formatShare(proportion(450, 1000))).toMatch(/^45,0 % ± 3,1$/)
    expect(formatShare(proportion(0, 200))).toMatch(/^0,0 % \(95 %: 0,0–1,9 %\)$/)
  })
})

describe('chart rows from a report', () => {
  let r: BatchReport
  beforeAll(async () => {
    const acc = await accumulateGoldfishBatch({ deck: simDeck(), catalogue: simCatalogue, games: 60, turns: 30, seed: 9 })
    if (!acc.ok) throw new Error('batch')
    const report = summarizeBatch(acc.value, { deck: simDeck(), catalogue: simCatalogue, track: [['hacha'], ['capitana']] })
    if (!report.ok) throw new Error('report')
    r = report.value
  })

  it('one composition row per type of the shuffled deck', () => {
    const rows = compositionRows(r, 'opening')
    expect(rows.map((x) => x.type)).toEqual(r.openingHand.byType.map((t) => t.type))
    expect(rows.find((x) => x.type === 'weapon')?.label).toBe('Armas')
  })
  it('"at least k" rows in percent, dropping k above the copies', () => {
    const hacha = r.openingHand.tracked[0]
    if (hacha === undefined) throw new Error('tracked')
    const rows = atLeastRows(hacha)
    expect(rows.map((x) => x.k)).toEqual([1, 2, 3, 4])
    expect(rows[0]?.openingExact).toBeCloseTo(100 * (hacha.opening.atLeast[0]?.exact ?? 0), 10)
    // The starting Dalma is never in the shuffled deck: only k = 1 is kept, at 0 %.
    const capitana = r.openingHand.tracked[1]
    if (capitana === undefined) throw new Error('tracked')
    expect(capitana.copies).toBe(0)
    expect(atLeastRows(capitana).map((x) => [x.k, x.openingExact])).toEqual([[1, 0]])
  })
  it('money in gold, one row per turn', () => {
    const rows = moneyRows(r)
    expect(rows).toHaveLength(30)
    expect(rows[0]?.available).toBe(5)
  })
  it('Dalma columns per k and exhaustion bars from the first exhausted turn to the last turn', () => {
    expect(Object.keys(dalmaRows(r)[0] ?? {})).toEqual(['turn', 'dalma2', 'dalma3', 'dalma4'])
    const bars = exhaustionRows(r)
    if (r.exhaustion.exhausted.successes > 0) {
      expect(bars.at(-1)?.turn).toBe(30)
      expect(bars.reduce((s, b) => s + b.games, 0)).toBe(r.exhaustion.exhausted.successes)
    } else {
      expect(bars).toEqual([])
    }
  })
})

describe('worker messages', () => {
  it('accept a start message with real cards and refuse a malformed one', () => {
    const start = {
      type: 'start', runId: 1, deck: simDeck(), cards: simCatalogue.cards, catalogueVersion: 'v', policy: 'goldfish-default',
      seed: 1, turns: 5, firstGame: 0, games: 10, chunkSize: 5,
    }
    expect(toWorkerSchema.safeParse(start).success).toBe(true)
    expect(toWorkerSchema.safeParse({ ...start, games: 0 }).success).toBe(false)
    expect(toWorkerSchema.safeParse({ ...start, deck: { entries: 'x' } }).success).toBe(false)
  })
  it('carry a packed result back intact through structured clone, as postMessage does', async () => {
    const acc = await accumulateGoldfishBatch({ deck: simDeck(), catalogue: simCatalogue, games: 4, turns: 2, seed: 3 })
    if (!acc.ok) throw new Error('batch')
    const packed = packForPage(acc.value, simCatalogue)
    const parsed = fromWorkerSchema.parse(structuredClone({ type: 'done', runId: 2, ...packed }))
    if (parsed.type !== 'done') throw new Error('type')
    expect(parsed.accumulator).toEqual(batchAccumulatorSchema.parse(packed.accumulator))
    expect(Array.from(parsed.hands[0]?.opening ?? [])).toEqual(acc.value.hands[0]?.opening)
    expect(parsed.typeTallies).toEqual(packed.typeTallies)
    // Hands as plain arrays (the old, heavy form) or of mismatched lengths are refused.
    expect(fromWorkerSchema.safeParse({ type: 'done', runId: 2, ...packed, hands: acc.value.hands }).success).toBe(false)
    const short = { ...packed.hands[0], opening: new Int16Array(3) }
    expect(fromWorkerSchema.safeParse({ type: 'done', runId: 2, ...packed, hands: [short] }).success).toBe(false)
  })
})
