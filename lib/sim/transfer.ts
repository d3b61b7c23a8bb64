// What a worker sends back at the end of its range: the accumulator without its hands (histograms
// only, a few kilobytes whatever the games), the by-type hand tallies the summary needs, and the
// hands packed into typed arrays that move to the page without a copy (transferred, not cloned).
// The page then merges small histograms instead of parsing and walking ten numbers per game.
import type { Catalogue } from '../catalogue/schema'
import type { BatchAccumulator } from './aggregate'
import { tallyHandsByType, type TypeTallies } from './report'

export type PackedHands = { from: number; opening: Int16Array<ArrayBuffer>; afterReplacement: Int16Array<ArrayBuffer> }

export type WorkerResult = {
  /** The accumulator with `hands: []`. */
  accumulator: BatchAccumulator
  typeTallies: TypeTallies
  hands: PackedHands[]
}

export function packForPage(acc: BatchAccumulator, catalogue: Catalogue): WorkerResult {
  return {
    accumulator: { ...acc, hands: [] },
    typeTallies: tallyHandsByType(acc, catalogue),
    // Slots hold −1..cardIds.length − 1, and a deck has far fewer than 32,767 distinct cards.
    hands: acc.hands.map((b) => ({ from: b.from, opening: Int16Array.from(b.opening), afterReplacement: Int16Array.from(b.afterReplacement) })),
  }
}

/** The buffers to list in postMessage's transfer argument. */
export const transferablesOf = (result: WorkerResult): ArrayBuffer[] =>
  result.hands.flatMap((h) => [h.opening.buffer, h.afterReplacement.buffer])
