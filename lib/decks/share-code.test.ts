import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE_DECK_TEXT, fixtureCards, fixtureCatalogue as catalogue } from './fixtures/catalogue'
import { normalizeDeck, type Deck } from './model'
import { buildPrefixCode, decodeShareCode, encodeShareCode, MAX_SHARE_CODE_LENGTH, SHARE_CODE_VERSION, V1_SYMBOLS } from './share-code'
import { parseDeckText, toDeck } from './text'

const URL_SAFE = /^[A-Za-z0-9_-]+$/
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const base = toDeck(parseDeckText(BASE_DECK_TEXT, catalogue).deck)

function roundTrip(deck: Deck): void {
  const code = encodeShareCode(deck)
  expect(code).toMatch(URL_SAFE)
  expect(code[0]).toBe(SHARE_CODE_VERSION)
  const back = decodeShareCode(code)
  expect(back).toEqual({ ok: true, deck: normalizeDeck(deck) })
}

const ids = fixtureCards.map((c) => c.id)
const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,4}$/)
const anyId = fc.oneof(fc.constantFrom(...ids), slug)
const arbitraryDeck = fc.record({
  name: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
  relicId: fc.option(anyId, { nil: null }),
  startingDalmaId: fc.option(anyId, { nil: null }),
  entries: fc.array(fc.record({ cardId: anyId, count: fc.integer({ min: 0, max: 300 }) }), { maxLength: 40 }),
}).map((d): Deck => ({ ...(d.name === undefined ? {} : { name: d.name }), relicId: d.relicId, startingDalmaId: d.startingDalmaId, entries: d.entries }))

describe('share codes', () => {
  it('round-trip every fixture deck made of known cards', () => {
    const dir = path.join(__dirname, 'fixtures', 'decks')
    let checked = 0
    for (const f of readdirSync(dir)) {
      const parsed = parseDeckText(readFileSync(path.join(dir, f), 'utf8'), catalogue).deck
      if (parsed.parse.unresolved.length > 0) continue
      roundTrip(toDeck(parsed))
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(26)
  })

  it('round-trip random decks (known and unknown ids, any counts, any names)', () => {
    fc.assert(fc.property(arbitraryDeck, (deck) => roundTrip(deck)), { numRuns: 300 })
  })

  it('round-trip ids outside the slug alphabet (raw bytes) and a starting Dalma missing from the list', () => {
    roundTrip({ name: 'Ñandú 🐉', relicId: 'Reliquía_Ω', startingDalmaId: 'fenix', entries: [{ cardId: 'daga', count: 1 }, { cardId: 'x y', count: 1000 }] })
  })

  it('equal decks get one code whatever the entry order or splitting', () => {
    const shuffled: Deck = { ...base, entries: [...base.entries].reverse().flatMap((e) => (e.count > 1 ? [{ ...e, count: 1 }, { ...e, count: e.count - 1 }] : [e])) }
    expect(encodeShareCode(shuffled)).toBe(encodeShareCode(base))
  })

  it('is compact: far shorter than the ids it carries, and a 70-card deck fits easily in a URL', () => {
    const code = encodeShareCode(base)
    const idChars = base.entries.reduce((n, e) => n + e.cardId.length, 0)
    expect(code.length).toBeLessThan(idChars)
    const seventy: Deck = { ...base, entries: [...base.entries, ...['cota-de-malla', 'botas-ligeras', 'veneno-de-sierpe', 'arco-corto', 'emblema-del-gremio', 'rayo', 'grito-de-guerra'].map((cardId) => ({ cardId, count: 4 }))] }
    expect(encodeShareCode(seventy).length).toBeLessThan(400)
  })

  it('any single changed character gives an error, never another deck', () => {
    const code = encodeShareCode(base)
    fc.assert(fc.property(fc.nat({ max: code.length - 1 }), fc.constantFrom(...ALPHABET), (at, ch) => {
      fc.pre(code[at] !== ch)
      const broken = code.slice(0, at) + ch + code.slice(at + 1)
      const r = decodeShareCode(broken)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10)
    }), { numRuns: 300 })
  })

  it('a cut code, a stray character, an unknown version and an empty code each say what is wrong', () => {
    const code = encodeShareCode(base)
    expect(decodeShareCode(code.slice(0, -5))).toMatchObject({ ok: false, error: { code: 'CHECKSUM' } })
    expect(decodeShareCode(code.slice(0, 3))).toMatchObject({ ok: false })
    expect(decodeShareCode(`${code.slice(0, 10)}!${code.slice(10)}`)).toMatchObject({ ok: false, error: { code: 'BAD_CHARACTER', position: 11 } })
    expect(decodeShareCode(`9${code.slice(1)}`)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_VERSION' } })
    expect(decodeShareCode('   ')).toMatchObject({ ok: false, error: { code: 'EMPTY' } })
    expect(decodeShareCode(`  ${code}\n`)).toMatchObject({ ok: true })
  })

  it('the version 1 symbol code is complete and prefix-free, with every letter and piece distinct', () => {
    const symbols = V1_SYMBOLS.flatMap(([, s]) => s)
    expect(new Set(symbols).size).toBe(symbols.length)
    for (const ch of 'abcdefghijklmnopqrstuvwxyz-') expect(symbols).toContain(ch)
    // Kraft: the lengths fill the code space exactly, so every bit string starts with some symbol.
    expect(V1_SYMBOLS.reduce((sum, [length, s]) => sum + s.length * 2 ** -length, 0)).toBe(1)
    const codes = [...buildPrefixCode(V1_SYMBOLS).encode.values()].map(({ code, length }) => code.toString(2).padStart(length, '0'))
    for (const a of codes) for (const b of codes) if (a !== b) expect(b.startsWith(a)).toBe(false)
  })

  it('version 1 codes are frozen: a code made when the format was defined still decodes to its deck', () => {
    // Changing the encoding would break every link already shared; this pins the wire format.
    const deck: Deck = { name: 'Prueba', relicId: 'corona-perdida', startingDalmaId: 'aria', entries: [{ cardId: 'aria', count: 1 }, { cardId: 'bola-de-fuego', count: 3 }, { cardId: 'daga-2', count: 4 }, { cardId: 'escudo-arcano', count: 2 }] }
    expect(decodeShareCode('11ALSIAYLMvozTFQg89__kGHHctA0UGCstDfWjRlEgDKDk6srEwgO2D')).toEqual({ ok: true, deck })
  })

  it('random strings never throw', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => {
      const r = decodeShareCode(`1${s}`)
      expect(typeof r.ok).toBe('boolean')
    }), { numRuns: 300 })
  })
})

describe('share codes: bounded decoding', () => {
  it('refuses a code over the length cap before decoding it', () => {
    const r = decodeShareCode(`1${'A'.repeat(MAX_SHARE_CODE_LENGTH)}`)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.message).toMatch(new RegExp(`${MAX_SHARE_CODE_LENGTH + 1} caracteres`))
  })
})
