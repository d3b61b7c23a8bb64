// Content hashes: the catalogue version a saved deck records, and one hash per card so a deck can
// tell which of its cards changed since it was built. Pure and deterministic: the same parsed
// content gives the same hash in the browser, the server and the CLI.
import type { Card } from './schema'

/** JSON with object keys sorted at every depth, so key order in the YAML never changes a hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // undefined inside arrays becomes null, like JSON.stringify
    return JSON.stringify(value) ?? 'null'
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

const utf8 = new TextEncoder()
const TWO_32 = 0x1_0000_0000

/**
 * FNV-1a, 64 bits, over the UTF-8 bytes of `text`; 16 lower-case hex digits. The 64-bit state is
 * kept as two 32-bit halves (BigInt was several times slower): the prime is 2^40 + 0x1b3, so
 * multiplying adds the low half shifted by 40 bits to the product by 0x1b3.
 */
export function fnv1a64(text: string): string {
  let hi = 0xcbf29ce4
  let lo = 0x84222325
  for (const byte of utf8.encode(text)) {
    lo ^= byte
    const low = (lo >>> 0) * 0x1b3 // < 2^41: exact in a double
    const carry = Math.floor(low / TWO_32)
    hi = (hi * 0x1b3 + carry + ((lo << 8) >>> 0)) >>> 0
    lo = low >>> 0
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0')
}

/** Length of the hashes shown to people and stored with decks (48 bits: ample for a few hundred cards). */
export const HASH_LENGTH = 12

/** Hash of one parsed card (defaults filled in), stable under YAML key order. */
export function cardHash(card: Card): string {
  return fnv1a64(canonicalJson(card)).slice(0, HASH_LENGTH)
}

/**
 * The catalogue version: a hash over every card sorted by id, so reordering cards or files
 * changes nothing while any edited value, added or removed card does.
 */
export function catalogueVersion(cards: readonly Card[]): string {
  const sorted = [...cards].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return fnv1a64(canonicalJson(sorted)).slice(0, HASH_LENGTH)
}

/** Ids of the deck's cards whose hash differs from the one recorded (or that are gone). */
export function changedCardIds(
  recorded: Readonly<Record<string, string>>,
  byId: ReadonlyMap<string, Card>,
): string[] {
  return Object.entries(recorded)
    .filter(([id, hash]) => {
      const card = byId.get(id)
      return card === undefined || cardHash(card) !== hash
    })
    .map(([id]) => id)
    .sort()
}
