import { describe, expect, it } from 'vitest'
import { BASE_DECK_TEXT, fixtureCatalogue as catalogue } from './fixtures/catalogue'
import { DECK_JSON_FORMAT, deckToJson, parseDeckJson, parseDeckJsonText } from './json'
import { normalizeDeck } from './model'
import { parseDeckText, toDeck } from './text'

const base = toDeck(parseDeckText(BASE_DECK_TEXT, catalogue).deck)

describe('deck JSON', () => {
  it('exports the documented shape, one entry per card sorted by id', () => {
    const json = deckToJson({ name: ' Mi mazo ', relicId: 'corona-perdida', startingDalmaId: 'aria', entries: [{ cardId: 'daga', count: 2 }, { cardId: 'aria', count: 1 }, { cardId: 'daga', count: 1 }] })
    expect(json).toEqual({
      format: DECK_JSON_FORMAT, version: 1, name: 'Mi mazo', relic: 'corona-perdida', startingDalma: 'aria',
      cards: [{ id: 'aria', count: 1 }, { id: 'daga', count: 3 }],
    })
  })

  it('round-trips a deck through JSON text', () => {
    const back = parseDeckJsonText(JSON.stringify(deckToJson(base)))
    expect(back.ok).toBe(true)
    if (back.ok) expect(normalizeDeck(back.deck)).toEqual(normalizeDeck(base))
  })

  it('keeps a deck with no relic and no starting Dalma as nulls', () => {
    const back = parseDeckJson(deckToJson({ relicId: null, startingDalmaId: null, entries: [] }))
    expect(back).toEqual({ ok: true, deck: { relicId: null, startingDalmaId: null, entries: [] } })
  })

  it('names every failing field in Spanish', () => {
    const r = parseDeckJson({
      format: 'otro', version: 2, relic: 'Corona Perdida', startingDalma: 3,
      cards: [{ id: 'daga', count: 2 }, { id: 'cuerda', count: 0 }, { id: 'pocion', count: 1.5, extra: true }],
    })
    expect(r.ok).toBe(false)
    if (r.ok) return
    const fields = r.errors.map((e) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['format', 'version', 'relic', 'startingDalma', 'cards[1].count', 'cards[2].count', 'cards[2]']))
    expect(fields).not.toContain('cards[0].count')
    expect(r.errors.find((e) => e.field === 'relic')?.message).toContain('identificador de carta')
    expect(r.errors.find((e) => e.field === 'startingDalma')?.message).toMatch(/esperaba/)
  })

  it('a missing field and a non-object are reported, not thrown', () => {
    const r = parseDeckJson({ format: DECK_JSON_FORMAT, version: 1, relic: null, startingDalma: null })
    expect(r).toMatchObject({ ok: false, errors: [{ field: 'cards' }] })
    expect(parseDeckJson(null)).toMatchObject({ ok: false, errors: [{ field: '(documento)' }] })
    expect(parseDeckJsonText('{ "format": ')).toMatchObject({ ok: false, errors: [{ field: '(documento)' }] })
  })
})
