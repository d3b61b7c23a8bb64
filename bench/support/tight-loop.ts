// The tight loop every engine speed figure is divided by (issue 26): a partial Fisher–Yates of 5 over a copy of a
// 40-card deck's ids, with the engine's own generator — the irreducible work of an opening hand, and nothing of the
// engine. The machine is shared and its pace swings from one second to the next; a figure divided by this loop,
// measured beside it in the same run, moves with the code rather than with the load. Both the engine and the bots
// suites time it with the same code, so their ratios compare, and with the baseline of bench/speed-baseline.json.
import { createRng, nextUint32, type RngState } from '../../lib/engine/rng'

/** CPU milliseconds this process has used: on a shared machine, the time it actually ran. */
export function cpuMs(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** One partial Fisher–Yates of 5 over a copy of `ids`: what any sampler has to do at least. */
export function baselineHand(ids: readonly string[], rng: RngState): string[] {
  const a = ids.slice()
  const n = a.length
  for (let i = 0; i < 5; i++) {
    const j = i + (nextUint32(rng) % (n - i))
    const t = a[i] as string; a[i] = a[j] as string; a[j] = t
  }
  return a.slice(0, 5)
}

/**
 * Calls per CPU second of `fn` over about `ms` CPU milliseconds, in doubling batches. CPU time, not
 * wall time: other processes on the 2 shared cores would otherwise count against the engine.
 */
export function rate(fn: () => unknown, ms: number): number {
  let calls = 0, batch = 4, sink = 0
  const start = cpuMs()
  let elapsed = 0
  while (elapsed < ms) {
    for (let i = 0; i < batch; i++) if (fn() !== undefined) sink++
    calls += batch
    batch *= 2
    elapsed = cpuMs() - start
  }
  if (sink < 0) console.log(sink)
  return (calls / elapsed) * 1000
}

/** The tight loop over `ids` (the bench deck's 40 cards less its starting Dalma's), as a function to time. */
export function tightLoop(ids: readonly string[]): () => string[] {
  const rng = createRng(1)
  return () => baselineHand(ids, rng)
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const n = s.length
  if (n === 0) return Number.NaN
  return n % 2 === 1 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2
}
