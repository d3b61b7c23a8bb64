// The whole batch in one call: play the games (chunked, with progress and cancel) and read the
// report, with the tracked card sets answered. Callers that merge ranges from several workers use
// accumulateGoldfishBatch and summarizeBatch separately.
import type { Result } from '../engine'
import { accumulateGoldfishBatch, type BatchOptions, type BatchProgress } from './batch'
import type { BatchAccumulator } from './aggregate'
import { summarizeBatch, type BatchReport, type ReportError } from './report'

export type GoldfishBatchOptions = BatchOptions & {
  /** Card sets (card ids) for "at least k copies" in the opening hand and after the replacement. */
  track?: readonly (readonly string[])[]
}

export type BatchResult = { accumulator: BatchAccumulator; report: BatchReport }

export async function runGoldfishBatch(
  options: GoldfishBatchOptions,
  onProgress?: (progress: BatchProgress) => void,
): Promise<Result<BatchResult, ReportError>> {
  const accumulated = await accumulateGoldfishBatch(options, onProgress)
  if (!accumulated.ok) return accumulated
  const { deck, catalogue, policy, track } = options
  const report = summarizeBatch(accumulated.value, { deck, catalogue, ...(policy ? { policy } : {}), ...(track ? { track } : {}) })
  if (!report.ok) return report
  return { ok: true, value: { accumulator: accumulated.value, report: report.value } }
}
