import { describe, expect, it } from 'vitest'
import { toCardJson, toCatalogueJson } from './json'
import { cardSchema, makeCatalogue, type Card } from './schema'
import { cardHash } from './version'

const card = (raw: Record<string, unknown>): Card => cardSchema.parse({ source: 'manual', ...raw })

describe('toCardJson', () => {
  it('a Dalma carries profession, race, stats and its two starting card ids', () => {
    const json = toCardJson(card({
      id: 'nira', name: 'Nira', type: 'dalma', source: 'inventada', provisional: ['name', 'life'], text: 'Mentalista élfica.',
      race: 'elfo', profession: 'mentalista', strength: 1, resistance: 2, initiative: 5, life: 7,
      startingCards: ['confusion', 'control-mental'],
    }))
    expect(json).toEqual({
      id: 'nira', name: 'Nira', type: 'dalma', typeLabel: 'Dalma', text: 'Mentalista élfica.', source: 'inventada',
      provisional: true, provisionalFields: ['name', 'life'], copyLimit: 1, hash: expect.stringMatching(/^[0-9a-f]{12}$/),
      profession: 'mentalista', race: 'elfo', strength: 1, resistance: 2, initiative: 5, life: 7,
      startingCards: ['confusion', 'control-mental'],
    })
  })

  it('R11.4 a spell carries profession, PRI and its learning cost in gold and silver', () => {
    const json = toCardJson(card({ id: 'confusion', name: 'Confusión', type: 'spell', profession: 'mentalista', pri: 2, learnCost: { gold: 1, silver: 4 } }))
    expect(json).toMatchObject({ type: 'spell', typeLabel: 'Hechizo', profession: 'mentalista', pri: 2, learnCost: { gold: 1, silver: 4 }, copyLimit: 3, effects: [] })
    expect(json).not.toHaveProperty('cost')
    expect(json.provisional).toBe(false)
    expect(json.provisionalFields).toEqual([])
  })

  it('R12.8 R12.9 a spell carries its target, or its profession\'s reach when the card states none', () => {
    const stated = toCardJson(card({
      id: 'lectura', name: 'Lectura', type: 'spell', profession: 'mentalista', pri: 2, learnCost: { gold: 1, silver: 6 },
      target: { zone: 'playZone', side: 'rival', kind: 'dalma' },
    }))
    expect(stated).toMatchObject({ target: { zone: 'playZone', side: 'rival', kind: 'dalma' } })
    const mage = toCardJson(card({ id: 'dardo', name: 'Dardo', type: 'spell', profession: 'mago', pri: 1, learnCost: { gold: 1, silver: 0 } }))
    expect(mage).toMatchObject({ target: { zone: 'combatZone', side: 'any', kind: 'character' } })
    const odd = toCardJson(card({ id: 'grito', name: 'Grito', type: 'spell', profession: 'guerrero', pri: 1, learnCost: { gold: 1, silver: 0 } }))
    expect(odd).toMatchObject({ target: null })
  })

  it('a skill has the skill copy limit (R5.7)', () => {
    expect(toCardJson(card({ id: 'golpe', name: 'Golpe', type: 'skill', profession: 'guerrero', pri: 1, learnCost: { gold: 1, silver: 0 } })).copyLimit).toBe(2)
  })

  it('R5.4 a relic lists its enemies as id and count and has no copy limit', () => {
    const json = toCardJson(card({ id: 'luz-de-rosa', name: 'Luz de Rosa', type: 'relic', enemies: [{ id: 'siervo-de-aman', count: 5 }, { id: 'lider-del-bastion', count: 1 }] }))
    expect(json).toMatchObject({ type: 'relic', enemies: [{ id: 'siervo-de-aman', count: 5 }, { id: 'lider-del-bastion', count: 1 }], copyLimit: null })
  })

  it('an enemy carries its stats, rank and abilities', () => {
    const json = toCardJson(card({
      id: 'altamir', name: 'Altamir, almirante pirata', type: 'enemy', rank: 'leader', strength: 4, resistance: 2, initiative: 4, life: 10,
      abilities: [{ name: 'Abordaje', text: 'Ataca primero.', trigger: 'onAttack' }],
    }))
    expect(json).toMatchObject({
      type: 'enemy', rank: 'leader', strength: 4, resistance: 2, initiative: 4, life: 10,
      abilities: [{ name: 'Abordaje', text: 'Ataca primero.', trigger: 'onAttack', effects: [] }],
    })
  })

  it('equipment carries its price and data fields', () => {
    const bow = toCardJson(card({
      id: 'arco-largo', name: 'Arco largo', type: 'weapon', cost: { gold: 2, silver: 5 }, weaponKind: 'bow', hands: 2,
      arrowCost: { gold: 0, silver: 0 }, bonuses: { strength: 1 },
    }))
    expect(bow).toMatchObject({ type: 'weapon', cost: { gold: 2, silver: 5 }, weaponKind: 'bow', hands: 2, metal: false, arrowCost: { gold: 0, silver: 0 }, bonuses: { strength: 1 } })
    expect(bow).not.toHaveProperty('charges')

    const helmet = toCardJson(card({ id: 'yelmo-de-forja', name: 'Yelmo de forja', type: 'accessory', cost: { gold: 1, silver: 0 }, slot: 'cabeza', helmet: true, metal: true }))
    expect(helmet).toMatchObject({ type: 'accessory', slot: 'cabeza', helmet: true, metal: true, cost: { gold: 1, silver: 0 }, bonuses: {} })

    const armor = toCardJson(card({ id: 'cota', name: 'Cota de malla', type: 'armor', cost: { gold: 3, silver: 0 }, metal: true, bonuses: { resistance: 2, initiative: -1 } }))
    expect(armor).toMatchObject({ type: 'armor', metal: true, bonuses: { resistance: 2, initiative: -1 } })

    const arrows = toCardJson(card({ id: 'flechas-perforadoras', name: 'Flechas perforadoras', type: 'object', cost: { gold: 1, silver: 0 }, charges: 10 }))
    expect(arrows).toMatchObject({ type: 'object', charges: 10, equippable: true })
  })

  it('other priced cards carry cost; treasures carry none', () => {
    expect(toCardJson(card({ id: 'red', name: 'Red', type: 'trap', cost: { gold: 0, silver: 6 } }))).toMatchObject({ cost: { gold: 0, silver: 6 }, copyLimit: 2 })
    const treasure = toCardJson(card({ id: 'cofre', name: 'Cofre', type: 'treasure', effects: [{ kind: 'gainMoney', amount: { gold: 3, silver: 0 } }] }))
    expect(treasure).not.toHaveProperty('cost')
    expect(treasure).toMatchObject({ effects: [{ kind: 'gainMoney', amount: { gold: 3, silver: 0 } }] })
  })

  it('an invented card is provisional even when its list is empty', () => {
    expect(toCardJson(card({ id: 'red', name: 'Red', type: 'trap', source: 'inventada', cost: { gold: 0, silver: 6 } })).provisional).toBe(true)
  })

  it('is plain JSON: a round trip through JSON.stringify changes nothing', () => {
    const json = toCardJson(card({ id: 'cota', name: 'Cota', type: 'armor', cost: { gold: 3, silver: 0 }, metal: true, flavor: 'Pesada.' }))
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
    expect(json.hash).toBe(cardHash(card({ id: 'cota', name: 'Cota', type: 'armor', cost: { gold: 3, silver: 0 }, metal: true, flavor: 'Pesada.' })))
  })
})

describe('toCatalogueJson', () => {
  it('keeps the version, every card and the tombstones', () => {
    const cards = [card({ id: 'red', name: 'Red', type: 'trap', cost: { gold: 0, silver: 6 } })]
    const json = toCatalogueJson(makeCatalogue(cards, 'v1', [{ id: 'x', name: 'X', removedIn: 'v0', reason: 'r' }]))
    expect(json.version).toBe('v1')
    expect(json.cards.map((c) => c.id)).toEqual(['red'])
    expect(json.tombstones).toEqual([{ id: 'x', name: 'X', removedIn: 'v0', reason: 'r' }])
  })
})
