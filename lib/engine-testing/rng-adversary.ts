// The adversary the hidden-information tests set against a bot's generator (issue 13): sfc32 is a
// bijection, so a generator made by createRng can be walked back to its seed.
import type { RngState } from '../engine/rng'

/** sfc32 one step back: the state that `nextUint32` turned into `rng`. */
function stepBack(rng: RngState): RngState {
  const [a1, b1, c1, d1] = rng
  const d = (d1 - 1) | 0
  const c = Math.imul(b1, 0x38e38e39) | 0 // b1 = 9c; 0x38e38e39 is 9's inverse mod 2^32
  const b = a1 ^ (a1 >>> 9) ^ (a1 >>> 18) ^ (a1 >>> 27) // undoes a1 = b ^ (b >>> 9)
  const t = (c1 - ((c << 21) | (c >>> 11))) | 0
  const a = (t - b - d) | 0
  return [a, b, c, d]
}

/**
 * The adversary against a bot's generator: if it is `createRng(x)` stepped n times (n ≤ 10,000), walk
 * back to createRng's fixed start and return x. Any seeding of the form createRng(f(gameSeed)) with f
 * cheap to invert (xor, multiply, gameSeed) hands the game's seed, and so the whole deal, to the bot.
 */
export function createRngInput(rng: RngState, maxSteps = 10_000): number | null {
  let s: RngState = [rng[0] | 0, rng[1] | 0, rng[2] | 0, rng[3] | 0]
  for (let n = 0; n <= maxSteps + 15; n++) {
    if (s[0] === (0x9e3779b9 | 0) && s[1] === (0x243f6a88 | 0) && s[2] === (0xb7e15162 | 0)) return s[3] >>> 0
    s = stepBack(s)
  }
  return null
}
