// Playing a shard of a laboratory spec: every arm plays the same game indices (game i has the seed
// gameSeed(S, i) in every arm, and deck A sits first on even games), and each game index is added
// to the tally on all arms at once, so the paired sums see the same game under each arm. Pure: the
// browser's workers, the server's worker threads and `dm lab worker` all run this.
import type { IssueDescriber } from '../catalogue/override'
import type { Catalogue } from '../catalogue/schema'
import { DEFAULT_BUDGET } from '../bots'
import { addGame, emptyTally, type LabTally } from './lab-tally'
import { armCatalogue, armDecks, armsOf, pairsOf, specSeed, type Arm, type LabSpec } from './lab-spec'
import { playSelfplayGame, type GameRecord, type SelfplaySetup } from './selfplay'

export type PreparedArm = { arm: Arm; setup: SelfplaySetup }

/** Each arm's setup (catalogue with its what-if applied), or every problem of the what-ifs. */
export function prepareArms(spec: LabSpec, catalogue: Catalogue, describe?: IssueDescriber): { ok: true; arms: PreparedArm[] } | { ok: false; errors: string[] } {
  const seed = specSeed(spec)
  const errors: string[] = []
  const arms: PreparedArm[] = []
  for (const arm of armsOf(spec)) {
    const cat = armCatalogue(catalogue, arm, describe)
    if (!cat.ok) {
      for (const e of cat.errors) if (!errors.includes(e)) errors.push(arm.role === 'value' ? `valor ${arm.value}: ${e}` : e)
      continue
    }
    arms.push({ arm, setup: { decks: armDecks(spec, arm), bots: spec.bots, seed, variant: spec.variant, maxTurns: spec.maxTurns, budget: DEFAULT_BUDGET, catalogue: cat.catalogue } })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, arms }
}

/**
 * Plays game indices [from, to) on every arm and returns their tally. `onGame` hears how many
 * game indices are done (each counts once, however many arms it was played on) and the tally so far,
 * which a queued shard saves as its checkpoint (it goes on changing: copy it to keep it).
 */
export function playShard(spec: LabSpec, arms: readonly PreparedArm[], range: readonly [number, number], onGame?: (done: number, tally: LabTally) => void): LabTally {
  const tally = emptyTally(arms.length, pairsOf(spec))
  for (let i = range[0]; i < range[1]; i++) {
    const records: GameRecord[] = arms.map((a) => playSelfplayGame(a.setup, i))
    addGame(tally, records)
    onGame?.(i - range[0] + 1, tally)
  }
  return tally
}
