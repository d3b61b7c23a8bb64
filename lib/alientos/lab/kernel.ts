// Duelo de alientos' sweeps as a kind of laboratory job (issue 31): the kernel the job queue (lib/server/lab) asks to
// read a spec, plan and play its shards, merge their tallies and report, exactly as it asks Duelo de Masters' (the
// interface is game-blind: lib/platform/lab-kernel.ts). A sweep's game index is one paired deal on every arm (bot ×
// pairing of mixes); shards merge exactly (sweep.ts), so a queued sweep's report is a local run's. Pure.
import { z } from 'zod'
import type { KernelProblem, LabKernel } from '../../platform/lab-kernel'
import type { AlientosBotLevel } from '../bots/types'
import { ALIENTOS_VERSION } from '../version'
import { armsOf, mergeSweepTallies, playSweepShard, sweepReport, sweepSpecSchema, type SweepReport, type SweepSpec, type SweepTally } from './sweep'

export const ALIENTOS_SWEEP_KIND = 'alientos-sweep'

/** The report a queued sweep keeps: the figures of sweep.ts with what they came from. */
export type AlientosSweepResult = { format: 'dm-alientos-sweep-report'; version: number; report: SweepReport }

/**
 * Expected CPU seconds of one duel between two bots of a level, from `npm run bench alientos` on this machine (random
 * 620 duels a CPU second, greedy 70, strong 7.2 at 10,000 nodes; the strong bot's time grows with its node budget).
 */
export const ALIENTOS_DUEL_SECONDS: Readonly<Record<AlientosBotLevel, number>> = { random: 1 / 600, greedy: 1 / 70, strong: 1 / 7 }
const NODES_MEASURED = 10_000

const count = z.number().int().nonnegative()
const sums = z.object({
  games: count, winsA: count, winsB: count, draws: count, aFirstWins: count, aSecondWins: count, aFirstGames: count, rounds: count, roundLimits: count,
}).strict()
const tallySchema = z.object({
  format: z.literal('dm-alientos-sweep-tally'),
  version: z.literal(ALIENTOS_VERSION),
  ranges: z.array(z.tuple([count, count])),
  arms: z.array(sums),
}).strict()

const SPANISH = z.locales.es().localeError
const isAlientos = (raw: unknown): boolean => raw !== null && typeof raw === 'object' && (raw as { game?: unknown }).game === 'alientos'

export const alientosSweepKernel: LabKernel<SweepSpec, SweepTally, AlientosSweepResult> = {
  id: ALIENTOS_SWEEP_KIND,
  owns: isAlientos,
  kind: () => ALIENTOS_SWEEP_KIND,
  parseSpec(raw) {
    const parsed = sweepSpecSchema.safeParse(raw, { error: SPANISH })
    if (parsed.success) return { ok: true, spec: parsed.data }
    const errors: KernelProblem[] = parsed.error.issues.slice(0, 20).map((i) => ({ field: i.path.map(String).join('.') || 'spec', message: i.message }))
    return { ok: false, errors }
  },
  readStored: (raw) => {
    const parsed = sweepSpecSchema.safeParse(raw)
    return parsed.success ? parsed.data : (raw as SweepSpec)
  },
  version: () => `alientos-${ALIENTOS_VERSION}`,
  games: (spec) => spec.games,
  plays: (spec) => spec.games * armsOf(spec).length,
  indexSeconds: (spec) => spec.bots.reduce((s, bot) => s + ALIENTOS_DUEL_SECONDS[bot] * (bot === 'strong' ? spec.nodes / NODES_MEASURED : 1), 0) * (armsOf(spec).length / spec.bots.length),
  playShard: (spec, range, _env, onGame) => playSweepShard(spec, range, onGame),
  merge: mergeSweepTallies,
  parseTally: (spec, raw) => {
    const tally = tallySchema.parse(raw)
    if (tally.arms.length !== armsOf(spec).length) throw new Error(`la tanda trae ${tally.arms.length} series y el barrido tiene ${armsOf(spec).length}`)
    return tally
  },
  report: (spec, tally) => ({ format: 'dm-alientos-sweep-report', version: ALIENTOS_VERSION, report: sweepReport(spec, tally) }),
}
