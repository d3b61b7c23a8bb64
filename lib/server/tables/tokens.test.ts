// Table ids and seat tokens travel on command lines (dm table) as well as in links.
import { describe, expect, it } from 'vitest'
import { newSeatToken, newTableId } from './service'

describe('table ids and seat tokens', () => {
  it('never start with "-", which a command line would take for an option (one in 64 did)', () => {
    const words = Array.from({ length: 2000 }, (_, i) => (i % 2 === 0 ? newTableId() : newSeatToken()))
    expect(words.filter((w) => w.startsWith('-'))).toEqual([])
    // Still the same alphabet and lengths: 96-bit ids, 256-bit tokens.
    expect(words.every((w) => /^[A-Za-z0-9_-]+$/.test(w))).toBe(true)
    expect(new Set(words.filter((_, i) => i % 2 === 0).map((w) => w.length))).toEqual(new Set([16]))
    expect(new Set(words.filter((_, i) => i % 2 === 1).map((w) => w.length))).toEqual(new Set([43]))
  })
})
