// What a process keeps of its tables in memory, for any game: the latest rebuilt state per table (a bounded map, the
// oldest forgotten first) and the last steps' events for streams catching up. Both table services use it.

/** Steps whose events a process keeps per table, for streams catching up. */
export const RECENT_STEPS = 64
/** Tables whose game state a process keeps in memory. */
export const LIVE_MAX = 500

/**
 * Keeps `live` as its table's latest state, unless memory already holds a later step (two rebuilds of one table may
 * finish out of order), and forgets the least recently kept tables beyond LIVE_MAX. Answers what it was given.
 */
export function rememberLatest<L extends { id: string; step: number }>(lives: Map<string, L>, live: L): L {
  const kept = lives.get(live.id)
  if (kept && kept.step > live.step) return live
  lives.delete(live.id)
  lives.set(live.id, live)
  while (lives.size > LIVE_MAX) lives.delete(lives.keys().next().value as string)
  return live
}

/** The last RECENT_STEPS entries with `entry` added, as a new list (the old one may be read by a stream meanwhile). */
export function pushRecent<E>(recent: readonly E[], entry: E): E[] {
  const out = recent.length >= RECENT_STEPS ? recent.slice(recent.length - RECENT_STEPS + 1) : recent.slice()
  out.push(entry)
  return out
}
