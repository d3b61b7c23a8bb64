// Duelo de Masters' seeded randomness. The generator itself (sfc32, 128-bit seeds, gameSeed) is game-blind and lives
// in lib/random, shared with the second game; what stays here is this game's one-way streams (their domain).
import { deriveStream, type RngState } from '../random/rng'

export {
  createRng, createRng128, gameSeed, nextInt, nextUint32, parseSeed, SEED128_PATTERN, seed128Of, seedFromString, shuffleInPlace, type RngState,
} from '../random/rng'

const DERIVE_DOMAIN = 'duelo-de-masters/rng/v1'

/**
 * A generator for `purpose` (a bot's seat and decision, a determinization…) made from the game's seed
 * through SHA-256, so that holding it, or anything drawn from it, gives back neither the seed nor the
 * game's generator (and so nothing of the deal). Seeding such streams with createRng(seed ^ k) or
 * gameSeed(seed, k) would not do: sfc32 and those mixers are bijections, walked back in microseconds.
 * Different purposes give unrelated streams. Costs one hash (a couple of microseconds): call it once
 * per bot decision or per game, never per random number.
 */
export function deriveRng(seed: number, purpose: string): RngState {
  return deriveStream(DERIVE_DOMAIN, seed, purpose)
}

/**
 * The generator of the bot that plays `seat` in the game dealt from `seed`: for its decision number
 * `decision` (/partida seeds each decision afresh, so the same position gives the same move), or for
 * the whole game when omitted (self-play). One-way (deriveRng): the bot learns nothing of the deal.
 */
export function botRng(seed: number, seat: 0 | 1, decision?: number): RngState {
  return deriveRng(seed, decision === undefined ? `bot/${seat}` : `bot/${seat}/${decision}`)
}
