// Deck rules whose only other citations are built at run time (table titles): Soldados (R2.3) and
// the shields' copy limit (RUL-25), stated here with literal IDs for the rule-coverage test.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureCatalogue as catalogue } from './fixtures/catalogue'
import { parseDeckText } from './text'
import { validateDeck } from './validate'

const read = (file: string) => readFileSync(path.join(__dirname, 'fixtures', 'decks', file), 'utf8')
const validate = (text: string) => {
  const parsed = parseDeckText(text, catalogue)
  expect(parsed.errors).toEqual([])
  return validateDeck(parsed.deck, catalogue)
}
/** The legal base list with the Escudo de madera line set to `count`. */
const withShields = (count: number) => read('soldier-not-allowed.legal.txt').replace(/^\d+ Escudo de madera$/m, `${count} Escudo de madera`)

describe('deck rules (§2, RUL-25)', () => {
  it('R2.3 RUL-10 a Soldado is outside standard play: the same list is legal without it and illegal with it', () => {
    expect(validate(read('soldier-not-allowed.legal.txt')).legal).toBe(true)
    const illegal = validate(read('soldier-not-allowed.illegal.txt'))
    expect(illegal.legal).toBe(false)
    expect(illegal.problems.map((p) => p.code)).toEqual(['SOLDIER_NOT_ALLOWED'])
  })

  it('RUL-25 R5.5 a shield has the weapons\' limit of 4 copies, not the 2 of traps or 3 of spells', () => {
    expect(withShields(4)).toMatch(/^4 Escudo de madera$/m)
    expect(validate(withShields(4)).problems).toEqual([])
    expect(validate(withShields(5)).problems).toEqual([expect.objectContaining({ code: 'TOO_MANY_COPIES', cardId: 'escudo-de-madera', limit: 4, rule: 'RUL-25' })])
  })
})
