// What a seat may know: everything but the generator and the forced faces (A5: once the dice are rolled, the duel
// is open; the generator would tell the next re-roll). Spectators see the same.
import type { AlientosState } from './state'

export type AlientosView = Omit<AlientosState, 'rng' | 'forced'> & {
  /** Who is looking (null: a spectator). */
  viewer: number | null
}

export function viewOf(state: AlientosState, viewer: number | null): AlientosView {
  const { rng: _rng, forced: _forced, ...open } = state
  void _rng
  void _forced
  return { ...open, viewer }
}
