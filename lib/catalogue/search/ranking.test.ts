// Search ranking on the real catalogue (content/), not the fixture: an exact name first, then the names
// with a word starting with the query (accents folded), then the fuzzy matches (issue 9). Expectations
// are drawn from the catalogue itself, so new cards do not break them while the order holds.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../load'
import { fold, foldedWords } from './normalize'
import { createSearchIndex } from './search'

const catalogue = loadCatalogue(fileURLToPath(new URL('../../../content', import.meta.url)))
const index = createSearchIndex(catalogue.cards)
const names = (query: string): string[] => {
  const r = index.search(query)
  if (!r.ok) throw new Error(r.error.message)
  return r.cards.map((c) => c.name)
}
const hasWordStarting = (name: string, query: string): boolean => foldedWords(name).some((w) => w.startsWith(fold(query)))

/** The results open with every card whose name has a word starting with the query, and only those. */
function expectWordStartsFirst(query: string): string[] {
  const result = names(query)
  const starting = catalogue.cards.filter((c) => hasWordStarting(c.name, query)).map((c) => c.name)
  expect(starting.length, `cartas con una palabra que empieza por «${query}»`).toBeGreaterThan(0)
  expect(result.slice(0, starting.length).sort(), query).toEqual([...starting].sort())
  return result
}

describe('search ranking on the real catalogue', () => {
  it('espada puts the Espadas first, above fuzzy matches such as Emboscada', () => {
    const result = expectWordStartsFirst('espada')
    expect(result.filter((n) => n.startsWith('Espada')).length).toBeGreaterThanOrEqual(2)
    for (const n of result.slice(0, result.findIndex((x) => !hasWordStarting(x, 'espada')))) expect(n).toMatch(/^Espada/)
    expect(result.length).toBeGreaterThan(result.filter((n) => hasWordStarting(n, 'espada')).length) // fuzzy ones exist, below
  })

  it('daga puts the card named exactly Daga first, then the other Dagas', () => {
    const result = expectWordStartsFirst('daga')
    expect(result[0]).toBe('Daga')
    expect(result[1]).toMatch(/^Daga /)
  })

  it('thal puts Poción de Thal first (a word of the name starts with the query)', () => {
    const result = expectWordStartsFirst('thal')
    expect(result[0]).toBe('Poción de Thal')
  })

  it('pocion, without its accent, puts the Pociones first', () => {
    const result = expectWordStartsFirst('pocion')
    const potions = result.filter((n) => n.startsWith('Poción'))
    expect(potions.length).toBeGreaterThanOrEqual(2)
    expect(result.slice(0, potions.length)).toEqual(potions)
  })

  it('an exact name outranks names that only start with it, whatever the accents or case', () => {
    expect(names('DAGA')[0]).toBe('Daga')
    expect(names('pocion de thal')[0]).toBe('Poción de Thal')
  })
})
