import { describe, expect, it } from 'vitest'
import { deckToJson } from '@/lib/decks/json'
import { normalizeDeck, type Deck } from '@/lib/decks/model'
import { encodeShareCode } from '@/lib/decks/share-code'
import { formatDeckText } from '@/lib/decks/text'
import { validateDeck } from '@/lib/decks/validate'
import { parseDeckJsonText } from '@/lib/decks/json'
import { codeFromUrl, detectImport, importedDeck, readImport as readWith } from './import-detect'

const readImport = (input: string, catalogue: Parameters<typeof readWith>[1]) => readWith(input, catalogue, parseDeckJsonText)
import { testCatalogue as catalogue } from './test-fixture'

const deck: Deck = {
  name: 'Manada',
  relicId: 'ambar-eterno',
  startingDalmaId: 'alda',
  entries: [{ cardId: 'alda', count: 1 }, { cardId: 'chispa', count: 2 }, { cardId: 'velo', count: 1 }, { cardId: 'hacha', count: 4 }],
}
const code = encodeShareCode(deck)

describe('detectImport', () => {
  it('tells a share code from a deck list', () => {
    expect(detectImport(code)).toEqual({ kind: 'code', code })
    expect(detectImport(`  ${code}\n`)).toEqual({ kind: 'code', code })
    expect(detectImport('4 Hacha').kind).toBe('text')
    expect(detectImport('Reliquia: Ámbar eterno\n1 Alda').kind).toBe('text')
  })

  it('joins a code broken over lines, which never holds a space', () => {
    const broken = `${code.slice(0, 7)}\n${code.slice(7)}`
    expect(detectImport(broken)).toEqual({ kind: 'code', code })
  })

  it('a single word that is not a version-1 code is read as text, so its error names the line', () => {
    expect(detectImport('Hacha').kind).toBe('text')
    expect(detectImport('2abcdef').kind).toBe('text')
    expect(detectImport('1ab').kind).toBe('text')
  })

  it('recognises share links with or without scheme and host, and the code parameter of other pages', () => {
    expect(detectImport(`https://duelo.example/mazos/compartir/${code}`)).toMatchObject({ kind: 'url', code })
    expect(detectImport(`duelo.example/mazos/compartir/${code}?x=1#arriba`)).toMatchObject({ kind: 'url', code })
    expect(detectImport(`localhost:3000/mazos/compartir/${code}`)).toMatchObject({ kind: 'url', code })
    expect(detectImport(`/mazos/compartir/${code}`)).toMatchObject({ kind: 'url', code })
    expect(detectImport(`http://localhost:3000/probar?code=${code}`)).toMatchObject({ kind: 'url', code })
    expect(detectImport('https://duelo.example/cartas/hacha')).toMatchObject({ kind: 'url', code: null })
  })

  it('recognises JSON by its opening brace', () => {
    expect(detectImport(' {"format": 1}').kind).toBe('json')
    expect(detectImport('').kind).toBe('empty')
    expect(detectImport(' \n\t').kind).toBe('empty')
  })

  it('codeFromUrl decodes an escaped path segment', () => {
    expect(codeFromUrl('/mazos/compartir/1A%2DB')).toBe('1A-B')
  })
})

describe('readImport', () => {
  it('reads the same deck from a code, a link, JSON and text', () => {
    const expected = normalizeDeck(deck)
    const fromCode = importedDeck(readImport(code, catalogue))
    const fromUrl = importedDeck(readImport(`https://x.example/mazos/compartir/${code}`, catalogue))
    const fromJson = importedDeck(readImport(JSON.stringify(deckToJson(deck)), catalogue))
    const fromText = importedDeck(readImport(formatDeckText(deck, catalogue), catalogue))
    for (const read of [fromCode, fromUrl, fromJson, fromText]) {
      expect(read).not.toBeNull()
      if (read) expect(normalizeDeck(read)).toEqual(expected)
    }
  })

  it('reports text errors with their line numbers and keeps what could be read', () => {
    const reading = readImport('Reliquia: Ámbar eterno\n2 Hacha\nesto no es una línea\n0 Foso', catalogue)
    expect(reading.kind).toBe('text')
    expect(reading.errors.map((e) => e.line)).toEqual([3, 4])
    expect(reading.errors[0]?.lineText).toBe('esto no es una línea')
    expect(importedDeck(reading)?.entries).toEqual([{ cardId: 'hacha', count: 2 }])
  })

  it('an unknown name comes back, through validateDeck, with its line and the closest names', () => {
    const reading = readImport('1 Alda\n3 Hacah', catalogue)
    expect(reading.errors).toEqual([])
    expect(reading.deck).not.toBeNull()
    if (!reading.deck) return
    const unknown = validateDeck(reading.deck, catalogue).problems.find((p) => p.code === 'UNKNOWN_CARD')
    expect(unknown).toMatchObject({ name: 'Hacah', line: 2, count: 3 })
    expect(unknown?.code === 'UNKNOWN_CARD' && unknown.suggestions[0]).toBe('hacha')
    // the imported deck itself leaves the unmatched name out
    expect(importedDeck(reading)?.entries).toEqual([{ cardId: 'alda', count: 1 }])
  })

  it('a damaged code or a link without a code reads nothing and says why', () => {
    const damaged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`
    const bad = readImport(damaged, catalogue)
    expect(bad.deck).toBeNull()
    expect(bad.errors[0]?.message).toMatch(/dañado|incompleto|válido/)
    expect(readImport('https://x.example/cartas/hacha', catalogue)).toMatchObject({ kind: 'url', deck: null })
  })

  it('names the failing JSON fields', () => {
    const reading = readImport('{"format":"duelo-de-masters/deck","version":1,"relic":null,"startingDalma":null,"cards":[{"id":"hacha","count":0}]}', catalogue)
    expect(reading.deck).toBeNull()
    expect(reading.errors.map((e) => e.field)).toContain('cards[0].count')
    expect(readImport('{ roto', catalogue).errors[0]?.field).toBe('(documento)')
  })

  it('text with nothing recognisable reads no deck', () => {
    const reading = readImport('hola\nadiós', catalogue)
    expect(reading.deck).toBeNull()
    expect(reading.errors).toHaveLength(2)
  })
})
