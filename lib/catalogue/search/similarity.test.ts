import { describe, expect, it } from 'vitest'
import { editDistance, phraseSimilarity, wordSimilarity } from './similarity'

describe('similarity', () => {
  it('editDistance counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('control', 'control')).toBe(0)
    expect(editDistance('contrl', 'control')).toBe(1)
    expect(editDistance('orden', 'ordor')).toBe(2)
    expect(editDistance('mentla', 'mental')).toBe(1)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('abc', '')).toBe(3)
  })

  it('a word being typed is close to the word it starts, a little below the whole word', () => {
    expect(wordSimilarity('thal', 'thal')).toBe(1)
    expect(wordSimilarity('tha', 'thal')).toBeCloseTo(0.9)
    expect(wordSimilarity('orden', 'ordor')).toBeGreaterThan(wordSimilarity('orden', 'madera'))
  })

  it('phraseSimilarity takes each typed word against its best name word', () => {
    const thal = phraseSimilarity(['pocion', 'de', 'tal'], ['pocion', 'de', 'thal'])
    const curacion = phraseSimilarity(['pocion', 'de', 'tal'], ['pocion', 'de', 'curacion'])
    expect(thal).toBeGreaterThan(curacion)
    expect(phraseSimilarity(['mental', 'control'], ['control', 'mental'])).toBe(1)
    expect(phraseSimilarity([], ['x'])).toBe(0)
  })
})
