// Seeded random numbers whose whole state lives inside a game's state (boardgame.io style), so a
// game is a pure function of its seed and its actions. Game-blind: both games (lib/engine, lib/alientos)
// and the platform use it (docs/platform-games.md). sfc32 (Chris Doty-Humphrey's Small Fast
// Chaotic generator): 128 bits of state as four uint32, passes PractRand far beyond our needs and
// costs a handful of 32-bit operations per number.
import { sha256 } from '@noble/hashes/sha2.js'

/** The generator's state: four uint32. Plain JSON; copy it before stepping a shared state. */
export type RngState = [number, number, number, number]

/** A fresh generator from a uint32 seed. The first outputs are dropped so close seeds diverge. */
export function createRng(seed: number): RngState {
  const rng: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0]
  for (let i = 0; i < 15; i++) nextUint32(rng)
  return rng
}

/** The words createRng puts before a uint32 seed: a 32-bit seed is the 128-bit seed `9e3779b9243f6a88b7e15162` + its 8 digits. */
const SEED_PREFIX = '9e3779b9243f6a88b7e15162'

/** A 128-bit seed as configs carry it: 32 lowercase hexadecimal digits. */
export const SEED128_PATTERN = /^[0-9a-f]{32}$/

/**
 * A fresh generator from a 128-bit seed (32 lowercase hex digits, the generator's four words big-end first),
 * warmed up like createRng: no seed can then be searched by trying them all. A uint32 seed `s` is the
 * 128-bit seed `seed128Of(s)`, so both paths deal the same game for it. Null when the text is not such a seed.
 */
export function createRng128(seed128: string): RngState | null {
  if (!SEED128_PATTERN.test(seed128)) return null
  const word = (i: number) => Number.parseInt(seed128.slice(8 * i, 8 * i + 8), 16) >>> 0
  const rng: RngState = [word(0), word(1), word(2), word(3)]
  for (let i = 0; i < 15; i++) nextUint32(rng)
  return rng
}

/** The 128-bit seed that deals what the uint32 seed `seed` deals. */
export function seed128Of(seed: number): string {
  return SEED_PREFIX + (seed >>> 0).toString(16).padStart(8, '0')
}

/** Steps `rng` in place and returns a uniform uint32. Callers own the array they pass. */
export function nextUint32(rng: RngState): number {
  let a = rng[0], b = rng[1], c = rng[2], d = rng[3]
  const t = (((a + b) | 0) + d) | 0
  d = (d + 1) | 0
  a = b ^ (b >>> 9)
  b = (c + (c << 3)) | 0
  c = (c << 21) | (c >>> 11)
  c = (c + t) | 0
  rng[0] = a; rng[1] = b; rng[2] = c; rng[3] = d
  return t >>> 0
}

const TWO_32 = 4294967296

/**
 * A uniform integer in [0, n) for 1 ≤ n ≤ 2^32, exact: the draws that would make the lower values
 * more likely (the last incomplete block of 2^32 mod n values) are rejected and drawn again.
 */
export function nextInt(rng: RngState, n: number): number {
  const limit = TWO_32 - (TWO_32 % n)
  let x = nextUint32(rng)
  while (x >= limit) x = nextUint32(rng)
  return x % n
}

/**
 * Fisher–Yates from the front, in place: after step i, position i holds a uniform pick among the
 * cards not yet placed. Running only the first `steps` steps therefore fixes the first `steps`
 * positions exactly as the full shuffle would (the opening-hand sampler relies on this).
 */
export function shuffleInPlace<T>(items: T[], rng: RngState, steps: number = items.length - 1): void {
  const n = items.length
  const last = Math.min(steps, n - 1)
  for (let i = 0; i < last; i++) {
    const j = i + nextInt(rng, n - i)
    if (j !== i) {
      const tmp = items[i] as T
      items[i] = items[j] as T
      items[j] = tmp
    }
  }
}

/** FNV-1a (32 bits) over the UTF-16 code units of `text`: a text seed becomes a uint32. */
export function seedFromString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A seed as people type it: a decimal uint32 is taken as is, anything else is hashed. */
export function parseSeed(input: string | number): number {
  if (typeof input === 'number') return input >>> 0
  const trimmed = input.trim()
  if (/^\d{1,10}$/.test(trimmed)) {
    const n = Number(trimmed)
    if (n <= 0xffffffff) return n
  }
  return seedFromString(trimmed)
}

/** murmur3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function fmix32(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * The seed of game `gameIndex` of a batch or listing started from `baseSeed`. Every place that
 * deals games from a seed uses this (the /probar table, `dm hands`, the batch), so game 0 of seed S
 * is the same deal everywhere.
 */
export function gameSeed(baseSeed: number, gameIndex: number): number {
  return fmix32((fmix32(baseSeed >>> 0) + Math.imul(gameIndex >>> 0, 0x9e3779b9)) >>> 0)
}

const utf8 = new TextEncoder()

/**
 * A generator for `purpose` within `domain` (a game's name and version of its streams), made from a seed through
 * SHA-256, so that holding it, or anything drawn from it, gives back neither the seed nor the game's generator.
 * Seeding such streams with createRng(seed ^ k) or gameSeed(seed, k) would not do: sfc32 and those mixers are
 * bijections, walked back in microseconds. Different domains or purposes give unrelated streams. Costs one hash (a
 * couple of microseconds): call it once per bot decision or per game, never per random number.
 */
export function deriveStream(domain: string, seed: number, purpose: string): RngState {
  const digest = sha256(utf8.encode(`${domain}\u0000${seed >>> 0}\u0000${purpose}`))
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength)
  return [view.getUint32(0, true), view.getUint32(4, true), view.getUint32(8, true), view.getUint32(12, true)]
}
