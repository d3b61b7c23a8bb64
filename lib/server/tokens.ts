// Bearer tokens the server hands out and keeps only as hashes: online tables' seat tokens and the laboratory's
// anonymous owner tokens (issue 28: a queued job is cancelled only by whoever asked for it).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * `bytes` random bytes in base64url, drawn again while they start with '-': a command line reads such a word as an
 * option (`dm table state -x…`, `--token -x…`), which failed one table in 64. The first character keeps 63 values.
 */
export function randomWord(bytes: number): string {
  for (;;) {
    const word = randomBytes(bytes).toString('base64url')
    if (!word.startsWith('-')) return word
  }
}

/** 256 random bits, 43 characters of base64url. */
export const newBearerToken = (): string => randomWord(32)

/** What is stored of a token: its SHA-256, in hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Equal hashes, compared in constant time. */
export function sameHash(a: string | null, b: string): boolean {
  if (a === null || a.length !== b.length) return false
  return timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
