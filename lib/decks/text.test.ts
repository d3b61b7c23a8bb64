import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE_DECK_TEXT, fixtureCards, fixtureCatalogue as catalogue } from './fixtures/catalogue'
import { normalizeDeck, type Deck } from './model'
import { editDistance, nameWork, normalizeName, suggestCardIds } from './names'
import {
  andMore, countLines, formatDeckText, MAX_DECK_LINES, MAX_LINE_LENGTH, MAX_NAME_LENGTH, MAX_SUGGESTED_NAMES, parseDeckText, toDeck,
} from './text'
import { validateDeck } from './validate'

const parse = (text: string) => parseDeckText(text, catalogue)
const countOf = (deck: Deck, id: string) => deck.entries.filter((e) => e.cardId === id).reduce((n, e) => n + e.count, 0)

describe('parseDeckText', () => {
  it('reads the base list: relic, starting Dalma, name from "# Mazo:", 40 cards', () => {
    const r = parse(BASE_DECK_TEXT)
    expect(r.ok).toBe(true)
    expect(r.deck.name).toBe('Base de pruebas')
    expect(r.deck.relicId).toBe('corona-perdida')
    expect(r.deck.startingDalmaId).toBe('aria')
    expect(r.deck.entries.reduce((n, e) => n + e.count, 0)).toBe(40)
    expect(countOf(r.deck, 'elia')).toBe(1) // written «Élia»
  })

  it('accepts "4 Daga", "4x Daga", "4 x Daga", "4X Daga" and "4 × Daga", and repeated lines add up', () => {
    const r = parse('4 Daga\n4x Daga\n4 x Daga\n4X Daga\n4 × Daga\n')
    expect(r.errors).toEqual([])
    expect(r.deck.entries).toEqual([{ cardId: 'daga', count: 20 }])
  })

  it('matches names ignoring case, accents and extra spaces, and accepts card ids', () => {
    const r = parse('2   POCION  de   VIDA  \n1 elia\n1 escudo-de-madera\nreliquia:  CALIZ DE AMBAR \nDALMA INICIAL: élia')
    expect(r.errors).toEqual([])
    expect(r.deck.entries).toEqual([{ cardId: 'pocion-de-vida', count: 2 }, { cardId: 'elia', count: 1 }, { cardId: 'escudo-de-madera', count: 1 }])
    expect(r.deck.relicId).toBe('caliz-de-ambar')
    expect(r.deck.startingDalmaId).toBe('elia')
  })

  it('ignores comments (whole-line and trailing), blank lines and headings ending in ":"', () => {
    const r = parse('# lista\n\nArmas:\nDalmas (5):\n   \n4 Daga   # las baratas\n')
    expect(r.errors).toEqual([])
    expect(r.deck.entries).toEqual([{ cardId: 'daga', count: 4 }])
    expect(r.deck.name).toBeUndefined()
  })

  it('the starting Dalma line adds no copy: the Dalma is listed like any card', () => {
    const r = parse('Dalma inicial: Aria\n')
    expect(r.deck.startingDalmaId).toBe('aria')
    expect(r.deck.entries).toEqual([])
  })

  it('reports every unreadable line with its 1-based number and text, not just the first', () => {
    const r = parse('4 Daga\nesto no es una carta\n0 Daga\nDaga\n\n2 Cuerda\n-3 Cuerda\n')
    expect(r.ok).toBe(false)
    expect(r.errors.map((e) => [e.line, e.text, e.reason])).toEqual([
      [2, 'esto no es una carta', 'unreadable'],
      [3, '0 Daga', 'badCount'],
      [4, 'Daga', 'missingCount'],
      [7, '-3 Cuerda', 'unreadable'],
    ])
    for (const e of r.errors) expect(e.message.length).toBeGreaterThan(10)
    // What could be read is still there for an editor to show.
    expect(r.deck.entries).toEqual([{ cardId: 'daga', count: 4 }, { cardId: 'cuerda', count: 2 }])
  })

  it('line numbers count \\r\\n line endings once', () => {
    const r = parse('4 Daga\r\n\r\nbasura\r\n')
    expect(r.errors.map((e) => e.line)).toEqual([3])
  })

  it('a second, different starting Dalma line is a parse error pointing at the first', () => {
    const r = parse('Dalma inicial: Aria\nDalma inicial: aria\nDalma inicial: Bruno\n')
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatchObject({ line: 3, reason: 'secondStartingDalma' })
    expect(r.errors[0]?.message).toContain('línea 1')
    expect(r.deck.startingDalmaId).toBe('aria')
  })

  it('R5.3 keeps every relic line so validateDeck can see MORE_THAN_ONE_RELIC and NOT_A_RELIC', () => {
    const r = parse('Reliquia: Corona perdida\nReliquia: Daga\nReliquia: Corona de nadie\n')
    expect(r.errors).toEqual([])
    expect(r.deck.relicId).toBe('corona-perdida')
    expect(r.deck.parse.relics).toEqual([{ line: 1, cardId: 'corona-perdida' }, { line: 2, cardId: 'daga' }, { line: 3, cardId: null }])
    const codes = validateDeck(r.deck, catalogue).problems.map((p) => p.code)
    expect(codes).toEqual(expect.arrayContaining(['MORE_THAN_ONE_RELIC', 'NOT_A_RELIC', 'UNKNOWN_CARD']))
    expect(codes).not.toContain('NO_RELIC')
  })

  it('unknown names are kept with line, count (summed over lines) and the closest names', () => {
    const r = parse('2 Bola de fueog\n1 Rastrear\n1 bola de  FUEOG\nDalma inicial: Arya\n')
    expect(r.errors).toEqual([])
    expect(r.deck.parse.unresolved).toEqual([
      { line: 1, name: 'Bola de fueog', count: 3, role: 'card', suggestions: expect.arrayContaining(['bola-de-fuego']) },
      { line: 4, name: 'Arya', count: 1, role: 'startingDalma', suggestions: expect.arrayContaining(['aria']) },
    ])
    expect(r.deck.parse.unresolved[0]?.suggestions[0]).toBe('bola-de-fuego')
    const problems = validateDeck(r.deck, catalogue).problems
    expect(problems.filter((p) => p.code === 'UNKNOWN_CARD')).toHaveLength(2)
    expect(problems.map((p) => p.code)).not.toContain('NO_STARTING_DALMA')
  })

  it('the fixture twins all read without parse errors', () => {
    const dir = path.join(__dirname, 'fixtures', 'decks')
    const files = readdirSync(dir).filter((f) => f.endsWith('.txt'))
    expect(files.length).toBe(28)
    for (const f of files) expect(parse(readFileSync(path.join(dir, f), 'utf8')).errors, f).toEqual([])
  })
})

describe('names', () => {
  it('normalizeName drops accents, case and extra spaces', () => {
    expect(normalizeName('  Poción   DE Ámbar ')).toBe('pocion de ambar')
    expect(normalizeName('Ganzúa')).toBe(normalizeName('ganzua'))
  })

  it('editDistance counts insertions, deletions, substitutions and neighbour swaps', () => {
    expect(editDistance('daga', 'daga')).toBe(0)
    expect(editDistance('daga', 'dagas')).toBe(1)
    expect(editDistance('daga', 'dga')).toBe(1)
    expect(editDistance('daga', 'dava')).toBe(1)
    expect(editDistance('fuego', 'fueog')).toBe(1)
    expect(editDistance('', 'abc')).toBe(3)
  })

  it('suggests by whole name, by containment and word by word, at most three', () => {
    expect(suggestCardIds(catalogue, 'cuerda larga')[0]).toBe('cuerda')
    expect(suggestCardIds(catalogue, 'fuego bola')[0]).toBe('bola-de-fuego')
    expect(suggestCardIds(catalogue, 'escudo').length).toBeLessThanOrEqual(3)
    expect(suggestCardIds(catalogue, 'escudo')).toEqual(expect.arrayContaining(['escudo-de-madera', 'escudo-arcano']))
    expect(suggestCardIds(catalogue, 'zzzzzzzz')).toEqual([])
  })
})

/** Any deck over the fixture catalogue's cards (legal or not), for round trips. */
const arbitraryDeck = fc.record({
  name: fc.option(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/[\r\n\u2028\u2029\u0085]/.test(s) && s.trim() !== ''), { nil: undefined }),
  relicId: fc.option(fc.constantFrom(...fixtureCards.map((c) => c.id)), { nil: null }),
  startingDalmaId: fc.option(fc.constantFrom(...fixtureCards.map((c) => c.id)), { nil: null }),
  entries: fc.uniqueArray(
    fc.record({ cardId: fc.constantFrom(...fixtureCards.map((c) => c.id)), count: fc.integer({ min: 1, max: 12 }) }),
    { selector: (e) => e.cardId, maxLength: 30 },
  ),
}).map((d): Deck => ({ ...(d.name === undefined ? {} : { name: d.name }), relicId: d.relicId, startingDalmaId: d.startingDalmaId, entries: d.entries }))

describe('formatDeckText', () => {
  it('writes the name comment, the relic and starting Dalma lines, and type headings with counts', () => {
    const text = formatDeckText(parse(BASE_DECK_TEXT).deck, catalogue)
    expect(text.split('\n').slice(0, 5)).toEqual(['# Mazo: Base de pruebas', '# 40 cartas · lista de mazo de Duelo de Masters', '', 'Reliquia: Corona perdida', 'Dalma inicial: Aria'])
    expect(text).toContain('\nDalmas (5):\n1 Aria\n1 Bruno\n1 Ciro\n1 Dana\n1 Élia\n')
    expect(text).toContain('\nHechizos (10):\n3 Bola de fuego\n2 Control mental\n')
  })

  it('round-trips the base list through the parser', () => {
    const deck = toDeck(parse(BASE_DECK_TEXT).deck)
    const again = parse(formatDeckText(deck, catalogue))
    expect(again.errors).toEqual([])
    expect(normalizeDeck(toDeck(again.deck))).toEqual(normalizeDeck(deck))
  })

  it('round-trips every fixture list', () => {
    const dir = path.join(__dirname, 'fixtures', 'decks')
    for (const f of readdirSync(dir)) {
      const first = parse(readFileSync(path.join(dir, f), 'utf8')).deck
      if (first.parse.unresolved.length > 0 || first.parse.relics.length > 1) continue // not representable as a Deck
      const again = parse(formatDeckText(first, catalogue))
      expect(again.errors, f).toEqual([])
      expect(normalizeDeck(toDeck(again.deck)), f).toEqual(normalizeDeck(toDeck(first)))
    }
  })

  it('round-trips any deck of known cards, unknown ids too (written as ids)', () => {
    fc.assert(fc.property(arbitraryDeck, fc.boolean(), (deck, withUnknown) => {
      const d: Deck = withUnknown ? { ...deck, entries: [...deck.entries, { cardId: 'carta-perdida', count: 2 }] } : deck
      const again = parse(formatDeckText(d, catalogue))
      expect(again.errors).toEqual([])
      const unknown = again.deck.parse.unresolved.map((u) => ({ cardId: u.name, count: u.count }))
      expect(normalizeDeck({ ...toDeck(again.deck), entries: [...again.deck.entries, ...unknown] })).toEqual(normalizeDeck(d))
    }), { numRuns: 200 })
  })
})

describe('bounds on reading a list (the builder, /probar, the CLI and the API share them)', () => {
  it('counts lines in every line-ending style', () => {
    expect(countLines('')).toBe(1)
    expect(countLines('a\nb\r\nc\rd')).toBe(4)
    expect(countLines('a\r\n')).toBe(2)
  })

  it('refuses a list over MAX_DECK_LINES as one error, reading none of its lines', () => {
    const before = nameWork.lookups
    const r = parse(Array.from({ length: MAX_DECK_LINES + 1 }, () => '1 Espada larga').join('\n'))
    expect(r.ok).toBe(false)
    expect(r.errors).toEqual([expect.objectContaining({ reason: 'tooManyLines', line: MAX_DECK_LINES + 1 })])
    expect(r.errors[0]?.message).toMatch(new RegExp(`${MAX_DECK_LINES + 1} líneas y el máximo es ${MAX_DECK_LINES}`))
    expect(nameWork.lookups).toBe(before)
    // exactly at the cap it reads
    expect(parse(Array.from({ length: MAX_DECK_LINES }, () => '1 Espada larga').join('\n')).deck.entries).toHaveLength(1)
  })

  it('names a line over MAX_LINE_LENGTH and a name over MAX_NAME_LENGTH, quoting only the start of the line', () => {
    const long = parse(`1 ${'a'.repeat(MAX_LINE_LENGTH)}`)
    expect(long.errors[0]).toMatchObject({ line: 1, reason: 'lineTooLong' })
    expect(long.errors[0]?.text.length).toBeLessThanOrEqual(121)
    const name = parse(`Espada larga\n2 ${'b'.repeat(MAX_NAME_LENGTH + 1)}`)
    expect(name.errors.map((e) => [e.line, e.reason])).toEqual([[1, 'missingCount'], [2, 'nameTooLong']])
    expect(parse(`1 ${'c'.repeat(MAX_NAME_LENGTH)}`).ok).toBe(true)
  })

  it('suggests close names for the first unknown names only; repeats add up without another search', () => {
    const before = nameWork.suggestionRuns
    const lines = Array.from({ length: 40 }, (_, i) => `1 Espada lraga ${i}`)
    const r = parse([...lines, '2 Espada lraga 0'].join('\n'))
    expect(nameWork.suggestionRuns - before).toBe(MAX_SUGGESTED_NAMES)
    const unresolved = r.deck.parse.unresolved
    expect(unresolved).toHaveLength(40)
    expect(unresolved.filter((u) => u.suggestions.length > 0)).toHaveLength(MAX_SUGGESTED_NAMES)
    expect(unresolved[0]).toMatchObject({ count: 3, suggestions: expect.arrayContaining(['espada-larga']) })
  })

  it('says how many a capped list leaves out', () => {
    expect(andMore(4312)).toBe('y 4312 más')
  })
})
