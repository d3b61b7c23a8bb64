import { describe, expect, it } from 'vitest'
import { createRng, createRng128, gameSeed, nextInt, nextUint32, parseSeed, seed128Of, seedFromString, shuffleInPlace } from './rng'

describe('rng', () => {
  it('is a pure function of its seed and its state is plain JSON', () => {
    const a = createRng(123), b = createRng(123)
    const seqA = Array.from({ length: 50 }, () => nextUint32(a))
    const seqB = Array.from({ length: 50 }, () => nextUint32(b))
    expect(seqA).toEqual(seqB)
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
    const c = createRng(124)
    expect(Array.from({ length: 50 }, () => nextUint32(c))).not.toEqual(seqA)
    for (const x of seqA) expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true)
  })

  it('nextInt stays in range and hits every value', () => {
    const rng = createRng(9)
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const x = nextInt(rng, 7)
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(7)
      seen.add(x)
    }
    expect(seen.size).toBe(7)
  })

  it('a partial shuffle fixes the same first positions as the full one', () => {
    const items = Array.from({ length: 60 }, (_, i) => i)
    const full = items.slice(), partial = items.slice()
    shuffleInPlace(full, createRng(5))
    shuffleInPlace(partial, createRng(5), 5)
    expect(partial.slice(0, 5)).toEqual(full.slice(0, 5))
    expect(full.slice().sort((x, y) => x - y)).toEqual(items)
  })

  it('seeds: decimal text is the number, other text is hashed, game seeds differ per game and per base', () => {
    expect(parseSeed('42')).toBe(42)
    expect(parseSeed(' 4294967295 ')).toBe(4294967295)
    expect(parseSeed('4294967296')).toBe(seedFromString('4294967296'))
    expect(parseSeed('hola')).toBe(seedFromString('hola'))
    expect(seedFromString('hola')).not.toBe(seedFromString('hola!'))
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => gameSeed(7, i)))
    expect(seeds.size).toBe(1000)
    expect(gameSeed(7, 0)).not.toBe(gameSeed(8, 0))
    expect(gameSeed(7, 3)).toBe(gameSeed(7, 3))
  })

  it('128-bit seeds: the generator starts from all four words; a uint32 seed is the 128-bit seed seed128Of(seed)', () => {
    for (const seed of [0, 1, 123, 0xffffffff]) expect(createRng128(seed128Of(seed))).toEqual(createRng(seed))
    const run = (hex: string) => {
      const rng = createRng128(hex)
      if (rng === null) throw new Error(hex)
      return Array.from({ length: 8 }, () => nextUint32(rng))
    }
    const seen = new Set<string>()
    for (const hex of ['0'.repeat(32), '8' + '0'.repeat(31), '0'.repeat(8) + '1' + '0'.repeat(23), '0'.repeat(16) + '1' + '0'.repeat(15), '0'.repeat(31) + '1']) {
      seen.add(run(hex).join(','))
      expect(run(hex)).toEqual(run(hex))
    }
    expect(seen.size).toBe(5)
    for (const bad of ['', 'g'.repeat(32), 'A'.repeat(32), '0'.repeat(31), '0'.repeat(33)]) expect(createRng128(bad)).toBeNull()
  })
})
