import { describe, expect, it } from 'vitest'
import { normalizeDeck } from '@/lib/decks/model'
import { decodeShareCode, encodeShareCode } from '@/lib/decks/share-code'
import { fixtureCatalogue as catalogue, fixtureDeck } from '@/lib/engine-testing/fixtures'
import { deckFromCode, deckFromParsedText, readPastedDeck } from './deck-source'
import { readSavedDeckResponse } from './saved-deck-response'

const deck = fixtureDeck()

describe('pasted decks', () => {
  it('takes one word that decodes as a share code as that deck', () => {
    const code = encodeShareCode(deck)
    const read = readPastedDeck(`  ${code}\n`, catalogue)
    expect(read.kind).toBe('code')
    if (read.kind !== 'code') return
    expect(normalizeDeck(read.value.deck)).toEqual(normalizeDeck(deck))
    expect(read.value.ref).toEqual({ kind: 'code', code })
  })

  it('reads a list and numbers the lines it cannot read', () => {
    const text = 'Reliquia: Reliquia\nDalma inicial: Guerrera\n1 Guerrera\nesto no es una carta\n2 Golpe\nGuardia'
    const read = readPastedDeck(text, catalogue)
    expect(read.kind).toBe('text')
    if (read.kind !== 'text') return
    expect(read.errors.map((e) => [e.line, e.reason])).toEqual([[4, 'unreadable'], [6, 'missingCount']])
    expect(read.deck.entries).toEqual([{ cardId: 'guerrera', count: 1 }, { cardId: 'golpe', count: 2 }])
  })

  it('takes a single word that is no code as a (bad) list line', () => {
    const read = readPastedDeck('Guerrera', catalogue)
    expect(read).toMatchObject({ kind: 'text', errors: [{ line: 1, reason: 'missingCount' }] })
    expect(readPastedDeck(' \n ', catalogue)).toEqual({ kind: 'empty' })
  })

  it('gives a pasted list a share code for the URL that opens the same deck', () => {
    const read = readPastedDeck('# Mazo: Prueba\nReliquia: Reliquia\nDalma inicial: Guerrera\n1 Guerrera\n2 Golpe\n2 Guardia', catalogue)
    if (read.kind !== 'text') throw new Error('expected a list')
    const table = deckFromParsedText(read.deck)
    const decoded = decodeShareCode(table.code)
    expect(decoded.ok && normalizeDeck(decoded.deck)).toEqual(normalizeDeck({ name: 'Prueba', relicId: 'reliquia', startingDalmaId: 'guerrera', entries: read.deck.entries }))
    expect(table.name).toBe('Prueba')
  })

  it('says why a damaged code cannot be opened', () => {
    const code = encodeShareCode(deck)
    const damaged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`
    expect(deckFromCode(damaged)).toMatchObject({ ok: false, message: expect.stringContaining('dañado') })
  })
})

describe('saved decks (GET /api/decks/{id})', () => {
  const body = { deck: { id: 'clx1', name: 'Mi mazo', shareCode: 'x', deck: { relicId: deck.relicId, startingDalmaId: deck.startingDalmaId, entries: deck.entries }, extra: 1 } }

  it('keeps the saved id for the live URL and a share code for shared links', () => {
    const r = readSavedDeckResponse(200, body)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.ref).toEqual({ kind: 'saved', id: 'clx1' })
    expect(r.value.name).toBe('Mi mazo')
    const decoded = decodeShareCode(r.value.code)
    expect(decoded.ok && normalizeDeck(decoded.deck)).toEqual(normalizeDeck({ ...deck, name: 'Mi mazo' }))
  })

  it('explains a missing or private deck, passes on the API\'s own message, and refuses a strange answer', () => {
    expect(readSavedDeckResponse(404, null)).toMatchObject({ ok: false, message: expect.stringContaining('privado') })
    expect(readSavedDeckResponse(429, { error: { message: 'Demasiadas peticiones.' } })).toEqual({ ok: false, message: 'Demasiadas peticiones.' })
    expect(readSavedDeckResponse(500, 'html')).toEqual({ ok: false, message: 'El servidor respondió 500.' })
    expect(readSavedDeckResponse(200, { deck: { id: 'a' } })).toMatchObject({ ok: false })
  })
})
