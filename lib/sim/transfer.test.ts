import { describe, expect, it } from 'vitest'
import { mergeAccumulators, type BatchAccumulator } from './aggregate'
import { accumulateGoldfishBatch } from './batch'
import { mergeTypeTallies, summarizeBatch, trackedFigures } from './report'
import { packForPage, transferablesOf } from './transfer'
import { simCatalogue, simDeck } from './testing/fixtures'

const base = { deck: simDeck(), catalogue: simCatalogue, seed: 31337, turns: 3 }

async function range(firstGame: number, games: number): Promise<BatchAccumulator> {
  const r = await accumulateGoldfishBatch({ ...base, firstGame, games })
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

describe('packForPage (what a batch worker sends)', () => {
  it('RUL-13 two workers\' packed halves give the same report and tracked figures as one run of every game', async () => {
    const whole = await range(0, 60)
    const a = packForPage(await range(0, 25), simCatalogue)
    const b = packForPage(await range(25, 35), simCatalogue)
    // The accumulators travel without their hands: only histograms, whatever the games.
    expect(a.accumulator.hands).toEqual([])
    expect(a.hands[0]?.opening).toBeInstanceOf(Int16Array)
    expect(a.hands[0]?.opening.length).toBe(25 * 5)
    expect(transferablesOf(a)).toHaveLength(2)

    const merged = mergeAccumulators(a.accumulator, b.accumulator)
    if (!merged.ok) throw new Error('merge')
    const context = { deck: base.deck, catalogue: simCatalogue }
    const split = { ...context, hands: [...a.hands, ...b.hands], typeTallies: mergeTypeTallies(a.typeTallies, b.typeTallies) }
    const expected = summarizeBatch(whole, context)
    const got = summarizeBatch(merged.value, split)
    expect(got).toEqual(expected)
    if (!got.ok) throw new Error('report')
    expect(got.value.openingHand.byType.length).toBeGreaterThan(1)

    const ids = ['hacha', 'capitana']
    expect(trackedFigures(merged.value, split, ids)).toEqual(trackedFigures(whole, context, ids))
  })

  it('RUL-13 tallies given by the worker are what the summary reads (not recounted from the hands)', async () => {
    const acc = await range(0, 20)
    const packed = packForPage(acc, simCatalogue)
    const tallies = { ...packed.typeTallies, dalma: { opening: { 5: 20 }, afterReplacement: { 5: 20 } } }
    const report = summarizeBatch(packed.accumulator, { deck: base.deck, catalogue: simCatalogue, hands: packed.hands, typeTallies: tallies })
    if (!report.ok) throw new Error('report')
    const dalmas = report.value.openingHand.byType.find((t) => t.type === 'dalma')
    expect(dalmas?.opening.mean.simulated).toBe(5)
  })
})
