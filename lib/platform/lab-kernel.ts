// What the laboratory's job queue needs of a game (issue 31): a kernel per kind of work. The queue (lib/server/lab)
// stores a spec, plans its game indices into shards, has workers play shards, merges their tallies and keeps the
// report, under one set of rules for owners, quotas, leases and fair shares. It never looks inside a spec or a tally:
// it asks the kernel. Duelo de Masters' runs and leagues (lib/sim/lab-kernel.ts) and Duelo de alientos' sweeps
// (lib/alientos/lab/kernel.ts) implement it; neither game imports the other. Game-blind and pure.

/** A problem of an untrusted spec: the field (dot path inside the spec) and the reason, in Spanish. */
export type KernelProblem = { field: string; message: string }

/**
 * What a kernel may need from where it runs, loaded only when asked: Duelo de Masters plays on the card catalogue
 * (the server's, or one loaded from a content folder by a worker thread); Duelo de alientos needs nothing.
 */
export type KernelEnv = {
  /** The card catalogue of Duelo de Masters, as the host has it (typed `unknown` here: the platform is game-blind). */
  catalogue(): unknown
  /** Turns a schema issue into field and reason (Masters' card overrides); optional. */
  describe?: unknown
}

export type LabKernel<Spec, Tally, Report> = {
  /** The game and kind it plays, e.g. "masters" or "alientos-sweep": the job's `kind` column. */
  id: string
  /** Whether a stored or sent spec (untrusted JSON) is this kernel's. */
  owns(raw: unknown): boolean
  /** The job's kind as stored and shown ("run", "matches", "alientos-sweep"…). */
  kind(spec: Spec): string
  /** Reads an untrusted spec: its shape and bounds, and whatever the game checks before a game is played. */
  parseSpec(raw: unknown, env: KernelEnv): { ok: true; spec: Spec } | { ok: false; errors: KernelProblem[] }
  /** Reads a spec stored by this server (checked when queued; read leniently, so an old job stays readable). */
  readStored(raw: unknown): Spec
  /** The version of what a shard is played with (a catalogue's, a rules engine's): a worker with another refuses it. */
  version(env: KernelEnv): string
  /** Game indices of the spec: what shards split. */
  games(spec: Spec): number
  /** Games played in all (every arm of every index): what the job says it plays. */
  plays(spec: Spec): number
  /** Expected CPU seconds of one game index: sizes shards by time and bounds what an asker may queue. */
  indexSeconds(spec: Spec): number
  /** Plays game indices [from, to); `onGame` hears how many are done and, when it can, the tally so far. */
  playShard(spec: Spec, range: readonly [number, number], env: KernelEnv, onGame?: (done: number, sofar?: Tally) => void): Tally
  /** Two tallies of one spec over disjoint ranges, added exactly (any order, any split). */
  merge(a: Tally, b: Tally): Tally
  /** A shard's tally as untrusted JSON (a worker's answer, a checkpoint), checked against the spec. */
  parseTally(spec: Spec, raw: unknown): Tally
  /** The report kept with the job once every shard is in: a pure function of the merged tally. */
  report(spec: Spec, tally: Tally): Report
}

/**
 * A kernel as a registry of several games holds it, its own types erased. Its members are methods, which TypeScript
 * compares both ways, so any game's kernel fits here; the registry hands a kernel only specs that kernel `owns`.
 */
export type AnyLabKernel = LabKernel<unknown, unknown, unknown>
