// Duelo de Masters' laboratory work as the job queue's kernel (issue 31; lib/platform/lab-kernel.ts): runs, what-ifs
// and sweeps (lab-spec.ts) and leagues of decks (matches.ts), read, played, merged and reported through lab-work.ts.
// The queue keeps one set of rules for every game; what is Masters' (a catalogue to play on, its version, card
// overrides) stays here.
import type { IssueDescriber } from '../catalogue/override'
import type { Catalogue } from '../catalogue/schema'
import type { KernelEnv, LabKernel } from '../platform/lab-kernel'
import { gameIndexSeconds } from './lab-cost'
import { checkWorkSpec } from './lab-check'
import { labReport, type LabReport } from './lab-report'
import { labSpecSchema, specPlays, type LabSpec } from './lab-spec'
import { isMatchSpec, mergeWork, parseWorkTally, playWork, workGames, type WorkSpec, type WorkTally } from './lab-work'
import { matchSpecSchema, type MatchTally } from './matches'

/**
 * The report of a league of decks (issue 30): its merged tally. Whoever reads it turns it into what it was for (card
 * ratings, a generation's scores, a balance step's outcomes) with its own catalogue for the names.
 */
export type MatchResult = { format: 'dm-match-result'; version: 1; tally: MatchTally }
export type MastersReport = LabReport | MatchResult

const catalogueOf = (env: KernelEnv): Catalogue => env.catalogue() as Catalogue
const describeOf = (env: KernelEnv): IssueDescriber | undefined => env.describe as IssueDescriber | undefined

export const mastersKernel: LabKernel<WorkSpec, WorkTally, MastersReport> = {
  id: 'masters',
  // Every spec without another game's mark: Duelo de Masters' were the only ones before issue 31.
  owns: (raw) => !(raw !== null && typeof raw === 'object' && 'game' in raw && (raw as { game?: unknown }).game !== 'masters'),
  kind: (spec) => spec.kind,
  parseSpec: (raw, env) => checkWorkSpec(raw, catalogueOf(env), describeOf(env)),
  // Checked when queued; a spec stored before a rule grew stricter (issue 28 refused control characters in names) is
  // still read as it was, rather than making its job unreadable or a worker fail on it.
  readStored: (raw) => {
    const kind = raw !== null && typeof raw === 'object' ? (raw as { kind?: unknown }).kind : undefined
    const parsed = kind === 'matches' ? matchSpecSchema.safeParse(raw) : labSpecSchema.safeParse(raw)
    return (parsed.success ? parsed.data : raw) as WorkSpec
  },
  version: (env) => catalogueOf(env).version,
  games: workGames,
  plays: (spec) => (isMatchSpec(spec) ? workGames(spec) : specPlays(spec as LabSpec)),
  indexSeconds: gameIndexSeconds,
  playShard: (spec, range, env, onGame) => playWork(spec, catalogueOf(env), range, onGame, describeOf(env)),
  merge: mergeWork,
  parseTally: parseWorkTally,
  report: (spec, tally) => (isMatchSpec(spec)
    ? { format: 'dm-match-result', version: 1, tally: tally as MatchTally }
    : labReport(spec, tally as Parameters<typeof labReport>[1])),
}
