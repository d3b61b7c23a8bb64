import { describe, expect, it } from 'vitest'
import { canonicalJson, cardHash, catalogueVersion, changedCardIds, fnv1a64 } from './version'
import { cardSchema, type Card } from './schema'

const potion = (extra: Record<string, unknown> = {}): Card => cardSchema.parse({
  id: 'pocion-de-thal', name: 'Poción de Thal', type: 'potion', source: 'reglamento', cost: { gold: 1, silver: 0 },
  effects: [{ kind: 'extraActivation', pri: 1 }], ...extra,
})
const trap = (extra: Record<string, unknown> = {}): Card => cardSchema.parse({
  id: 'red-de-pinchos', name: 'Red de pinchos', type: 'trap', source: 'manual', cost: { gold: 0, silver: 6 }, ...extra,
})

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"e":2,"f":1}]},"b":1}')
  })
  it('drops undefined properties like JSON.stringify', () => {
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}')
  })
})

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325')
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c')
    expect(fnv1a64('foobar')).toBe('85944171f73967e8')
  })
  it('hashes UTF-8 bytes, so accented text differs from its plain spelling', () => {
    expect(fnv1a64('Órdor')).not.toBe(fnv1a64('Ordor'))
  })
})

describe('cardHash and catalogueVersion', () => {
  it('a card hash ignores key order but changes with any value', () => {
    const reordered = cardSchema.parse(JSON.parse(canonicalJson(potion())))
    expect(cardHash(reordered)).toBe(cardHash(potion()))
    expect(cardHash(potion({ cost: { gold: 1, silver: 2 } }))).not.toBe(cardHash(potion()))
    expect(cardHash(potion({ text: 'nuevo texto' }))).not.toBe(cardHash(potion()))
    expect(cardHash(potion())).toMatch(/^[0-9a-f]{12}$/)
  })

  it('a default written out explicitly does not change the hash', () => {
    expect(cardHash(potion({ text: '', provisional: [] }))).toBe(cardHash(potion()))
  })

  it('the version does not depend on card order but on every card', () => {
    expect(catalogueVersion([potion(), trap()])).toBe(catalogueVersion([trap(), potion()]))
    expect(catalogueVersion([potion(), trap({ cost: { gold: 0, silver: 8 } })])).not.toBe(catalogueVersion([potion(), trap()]))
    expect(catalogueVersion([potion()])).not.toBe(catalogueVersion([potion(), trap()]))
  })

  it('changedCardIds lists cards whose hash moved and cards that are gone', () => {
    const recorded = { 'pocion-de-thal': cardHash(potion()), 'red-de-pinchos': cardHash(trap()), 'daga-vieja': 'ffffffffffff' }
    const now = new Map<string, Card>([['pocion-de-thal', potion()], ['red-de-pinchos', trap({ text: 'cambiada' })]])
    expect(changedCardIds(recorded, now)).toEqual(['daga-vieja', 'red-de-pinchos'])
  })
})
