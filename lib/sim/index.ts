// Goldfish batch statistics and exact opening-hand probabilities. Pure: runs in a worker, the
// browser, the server and the CLI alike.
export {
  batchAccumulatorSchema, describeMergeError, emptyAccumulator, HAND_SLOTS, MAX_DALMAS, mergeAccumulators,
  type AccumulatorKey, type BatchAccumulator, type HandBlock, type MergeError, type TurnAccumulator,
} from './aggregate'
export {
  accumulateGoldfishBatch, DEFAULT_POLICY, deckSignature, LIMITS, POLICIES, prepareBatch, runGoldfishGames,
  type BatchOptions, type BatchProgress, type BatchSetup, type GoldfishPolicy, type SimError,
} from './batch'
export {
  afterReplacementExact, afterReplacementPmf, atLeast, atLeastExact, binomial, exactHandLaw, expectedReplaced, fractionToNumber,
  hypergeometricExact, hypergeometricPmf, pmfMean, splitFor, type DeckSlot, type ExactHandLaw, type Fraction, type ReplacementSplit,
} from './exact'
export {
  AT_LEAST_KS, describeReportError, describeSimError, mergeTypeTallies, summarizeBatch, tallyHandsByType, trackedFigures,
  type AtLeastRow, type HandSlots, type TypeTallies, type BatchReport, type DalmaRow, type ExhaustionReport, type HandFigures, type HandQuestion, type ReportContext,
  type ReportError, type TrackedRow, type TurnRow, type TypeRow,
} from './report'
export {
  histAdd, histCount, histEntries, histMean, histMerge, histQuantile, histVariance, meanMargin, proportion, summarize, Z95,
  type Histogram, type Proportion, type Summary,
} from './stats'
export { runGoldfishBatch, type BatchResult, type GoldfishBatchOptions } from './run'
export { packForPage, transferablesOf, type PackedHands, type WorkerResult } from './transfer'
export {
  DEFAULT_MAX_TURNS, MAX_ACTIONS_PER_GAME, playSelfplayGame, summarizeSelfplay,
  type Counters, type GameRecord, type MeanCI, type SelfplayReport, type SelfplaySetup, type Timings,
} from './selfplay'
