// The laboratory's kinds of work, behind one small interface (issue 30): a lab spec (run, compare, sweep;
// issue 16) and a league of decks (ratings, a generation of evolve, a step of balance). Whoever plays
// shards (the CLI's threads, the server's threads, a queue worker) asks this module how many game indices
// a spec has, plays a range of them, and merges tallies; it never needs to know which kind it holds.
import type { IssueDescriber } from '../catalogue/override'
import type { Catalogue } from '../catalogue/schema'
import { playShard, prepareArms } from './lab-run'
import { labSpecSchema, type LabSpec } from './lab-spec'
import { labTallySchema, mergeTallies, type LabTally } from './lab-tally'
import { matchGames, matchSpecSchema, matchTallySchema, mergeMatchTallies, playMatchShard, prepareMatches, type MatchSpec, type MatchTally } from './matches'

export type WorkSpec = LabSpec | MatchSpec
export type WorkTally = LabTally | MatchTally
export type TallyOf<S extends WorkSpec> = S extends MatchSpec ? MatchTally : LabTally

export const isMatchSpec = (spec: WorkSpec): spec is MatchSpec => spec.kind === 'matches'

/** Game indices of a spec: what shards split. */
export const workGames = (spec: WorkSpec): number => (isMatchSpec(spec) ? matchGames(spec) : spec.games)

/** Plays game indices [from, to) of a spec; `onGame` hears how many are done and the tally so far. */
export function playWork(spec: WorkSpec, catalogue: Catalogue, range: readonly [number, number], onGame?: (done: number, sofar?: WorkTally) => void, describe?: IssueDescriber): WorkTally {
  if (isMatchSpec(spec)) {
    const p = prepareMatches(spec, catalogue, describe)
    if (!p.ok) throw new Error(`la prueba de diseño no sirve: ${p.errors.join('; ')}`)
    return playMatchShard(p.prepared, range, onGame)
  }
  const arms = prepareArms(spec, catalogue, describe)
  if (!arms.ok) throw new Error(`la prueba de diseño no sirve: ${arms.errors.join('; ')}`)
  return playShard(spec, arms.arms, range, onGame)
}

export function mergeWork<T extends WorkTally>(a: T, b: T): T {
  if (a.format === 'dm-match-tally' && b.format === 'dm-match-tally') return mergeMatchTallies(a, b) as T
  if (a.format === 'dm-lab-tally' && b.format === 'dm-lab-tally') return mergeTallies(a, b) as T
  throw new Error('las dos tandas no son de la misma clase de prueba')
}

/** The spec as untrusted JSON, either kind. */
export function parseWorkSpec(raw: unknown): WorkSpec {
  const kind = raw !== null && typeof raw === 'object' ? (raw as { kind?: unknown }).kind : undefined
  return kind === 'matches' ? matchSpecSchema.parse(raw) as MatchSpec : labSpecSchema.parse(raw) as LabSpec
}

/** A shard's tally as untrusted JSON, checked against the kind of its spec. */
export function parseWorkTally(spec: WorkSpec, raw: unknown): WorkTally {
  return isMatchSpec(spec) ? matchTallySchema.parse(raw) as MatchTally : labTallySchema.parse(raw) as LabTally
}
