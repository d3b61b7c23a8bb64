// The games the laboratory's job queue plays (issue 31), one kernel per kind of work (lib/platform/lab-kernel.ts).
// Everything in lib/server/lab asks this registry, never a game's own modules: the job row, its shards, the claims,
// the threads and the report are the same for a Duelo de Masters run and a Duelo de alientos sweep, and so are the
// owner's quotas, the size bound and the fair share. The two games stay apart (depcruise games-apart-*): only this
// host module knows both.
import { alientosSweepKernel, type AlientosSweepResult } from '../../alientos/lab/kernel'
import type { SweepSpec, SweepTally } from '../../alientos/lab/sweep'
import type { AnyLabKernel, KernelEnv, LabKernel } from '../../platform/lab-kernel'
import { mastersKernel, type MastersReport } from '../../sim/lab-kernel'
import type { TallyOf, WorkSpec, WorkTally } from '../../sim/lab-work'

/** Any spec the queue holds, any tally a shard writes, any report a job keeps. */
export type QueuedSpec = WorkSpec | SweepSpec
export type QueuedTally = WorkTally | SweepTally
export type QueuedReport = MastersReport | AlientosSweepResult
/** The tally a spec's shards write. */
export type QueuedTallyOf<S extends QueuedSpec> = S extends SweepSpec ? SweepTally : S extends WorkSpec ? TallyOf<S> : QueuedTally

/** The other games first: Masters owns every spec without another game's mark. */
const KERNELS: readonly AnyLabKernel[] = [alientosSweepKernel, mastersKernel]

/** The kernel of a spec (stored, sent, or read back). */
export function kernelOf(raw: unknown): LabKernel<QueuedSpec, QueuedTally, QueuedReport> {
  const kernel = KERNELS.find((k) => k.owns(raw))
  if (kernel === undefined) throw new Error('ningún juego del laboratorio reconoce esta prueba')
  return kernel as LabKernel<QueuedSpec, QueuedTally, QueuedReport>
}

export const isAlientosSpec = (spec: QueuedSpec): spec is SweepSpec => alientosSweepKernel.owns(spec)
export const isMastersSpec = (spec: QueuedSpec): spec is WorkSpec => !isAlientosSpec(spec)

/** An environment whose catalogue is `catalogue` (the server's), made only when a Masters kernel asks. */
export const envWith = (catalogue: () => unknown, describe?: unknown): KernelEnv => {
  let loaded: unknown
  let done = false
  return { catalogue: () => { if (!done) { loaded = catalogue(); done = true } return loaded }, ...(describe === undefined ? {} : { describe }) }
}
