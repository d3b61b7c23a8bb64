import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cardSchema, makeCatalogue, type Card } from '@/lib/catalogue/schema'
import { boxedDecksUsing, loadBoxedDecks, readBoxedDeck } from './boxed-decks'

const card = (raw: Record<string, unknown>): Card => cardSchema.parse({ source: 'inventada', ...raw })
const catalogue = makeCatalogue([
  card({ id: 'aria', name: 'Aria', type: 'dalma', race: 'elfo', profession: 'mago', strength: 1, resistance: 1, initiative: 3, life: 6, startingCards: ['bola-de-fuego', 'bola-de-fuego'] }),
  card({ id: 'bola-de-fuego', name: 'Bola de fuego', type: 'spell', profession: 'mago', pri: 1, learnCost: { gold: 1, silver: 0 } }),
  card({ id: 'daga', name: 'Daga', type: 'weapon', cost: { gold: 1, silver: 0 }, weaponKind: 'oneHanded', hands: 1 }),
  card({ id: 'luz-de-rosa', name: 'Luz de Rosa', type: 'relic', enemies: [{ id: 'siervo', count: 6 }] }),
], 'test')

const BOX = `# Caja 9 — Prueba
# Un mazo pequeño para probar.
# Segunda línea de descripción.

Reliquia: Luz de Rosa
Dalma inicial: Aria
1 Aria
3 Bola de fuego
2 Daga
1 daga
`

const dir = mkdtempSync(path.join(tmpdir(), 'boxed-decks-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('readBoxedDeck', () => {
  it('takes the title and description from the opening comments', () => {
    const boxed = readBoxedDeck('caja-9', BOX, catalogue)
    expect(boxed.name).toBe('Caja 9 — Prueba')
    expect(boxed.description).toBe('Un mazo pequeño para probar. Segunda línea de descripción.')
    expect(boxed.errors).toEqual([])
    expect(boxed.deck.relicId).toBe('luz-de-rosa')
    expect(boxed.deck.startingDalmaId).toBe('aria')
  })

  it('prefers a "# Mazo:" name', () => {
    expect(readBoxedDeck('x', '# Mazo: Furia\n1 Daga\n', catalogue).name).toBe('Furia')
  })

  it('falls back to the slug and reports unreadable lines', () => {
    const boxed = readBoxedDeck('sin-titulo', '1 Daga\nesto no es una línea\n', catalogue)
    expect(boxed.name).toBe('sin-titulo')
    expect(boxed.errors.map((e) => e.line)).toEqual([2])
  })
})

describe('boxedDecksUsing', () => {
  const decks = [readBoxedDeck('caja-9', BOX, catalogue), readBoxedDeck('otra', '# Otra\n4 Daga\n', catalogue)]

  it('adds up repeated lines of a card', () => {
    expect(boxedDecksUsing('daga', decks)).toEqual([
      { slug: 'caja-9', name: 'Caja 9 — Prueba', count: 3, asRelic: false, asStartingDalma: false },
      { slug: 'otra', name: 'Otra', count: 4, asRelic: false, asStartingDalma: false },
    ])
  })

  it('R5.3 lists a relic named by a deck although it is not counted', () => {
    expect(boxedDecksUsing('luz-de-rosa', decks)).toEqual([
      { slug: 'caja-9', name: 'Caja 9 — Prueba', count: 0, asRelic: true, asStartingDalma: false },
    ])
  })

  it('RUL-2 marks the starting Dalma', () => {
    expect(boxedDecksUsing('aria', decks)[0]).toMatchObject({ count: 1, asStartingDalma: true })
    expect(boxedDecksUsing('nadie', decks)).toEqual([])
  })
})

describe('loadBoxedDecks', () => {
  it('reads every .txt of the decks folder in file order', () => {
    mkdirSync(path.join(dir, 'decks'))
    writeFileSync(path.join(dir, 'decks', 'b.txt'), '# B\n1 Daga\n')
    writeFileSync(path.join(dir, 'decks', 'a.txt'), BOX)
    writeFileSync(path.join(dir, 'decks', 'notas.md'), '# no es un mazo\n')
    expect(loadBoxedDecks(dir, catalogue).map((d) => d.slug)).toEqual(['a', 'b'])
  })

  it('returns nothing when there is no decks folder', () => {
    expect(loadBoxedDecks(path.join(dir, 'nada'), catalogue)).toEqual([])
  })
})
