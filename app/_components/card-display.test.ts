import { describe, expect, it } from 'vitest'
import { cardSchema, type Card } from '@/lib/catalogue/schema'
import { cardFields, describeEffect, formatMoney, formatSilver, humanizeId, isProvisional, shortMoney, typeLineParts } from './card-display'

const card = (raw: Record<string, unknown>): Card => cardSchema.parse({ source: 'inventada', ...raw })

const bow = card({
  id: 'arco-largo', name: 'Arco largo', type: 'weapon', cost: { gold: 2, silver: 5 },
  weaponKind: 'bow', hands: 2, metal: false, bonuses: { strength: 2 }, provisional: ['cost', 'bonuses.strength'],
})
const dalma = card({
  id: 'elfa-maga', name: 'Elfa maga', type: 'dalma', race: 'elfo', profession: 'mago',
  strength: 1, resistance: 2, initiative: 4, life: 8, startingCards: ['bola-de-fuego', 'escudo-arcano'],
})
const relic = card({
  id: 'luz-de-rosa', name: 'Luz de Rosa', type: 'relic', source: 'reglamento',
  enemies: [{ id: 'siervo-de-aman', count: 5 }, { id: 'lider-del-bastion', count: 1 }],
})

describe('shortMoney', () => {
  it('R2.2 writes a price in the table strip\'s letters, gold before silver, each only when there is some', () => {
    expect([{ gold: 1, silver: 6 }, { gold: 4, silver: 0 }, { gold: 0, silver: 8 }, { gold: 0, silver: 0 }].map(shortMoney)).toEqual(['1 o 6 p', '4 o', '8 p', '0 p'])
  })
})

describe('formatMoney', () => {
  it('R2.2 shows gold and silver with singular and plural words', () => {
    expect(formatMoney({ gold: 1, silver: 0 })).toBe('1 oro')
    expect(formatMoney({ gold: 3, silver: 0 })).toBe('3 oros')
    expect(formatMoney({ gold: 0, silver: 1 })).toBe('1 plata')
    expect(formatMoney({ gold: 2, silver: 5 })).toBe('2 oros y 5 platas')
  })
  it('calls a zero price free', () => {
    expect(formatMoney({ gold: 0, silver: 0 })).toBe('Gratis')
  })
  it('RUL-8 converts a sum held in silver back to gold and silver', () => {
    expect(formatSilver(35)).toBe('3 oros y 5 platas')
    expect(formatSilver(10)).toBe('1 oro')
  })
})

describe('isProvisional', () => {
  it('matches a field, its children and its parent', () => {
    expect(isProvisional(bow, 'cost')).toBe(true)
    expect(isProvisional(bow, 'bonuses')).toBe(true)
    expect(isProvisional(bow, 'bonuses.strength')).toBe(true)
    expect(isProvisional(bow, 'name')).toBe(false)
    expect(isProvisional(bow, 'costs')).toBe(false)
  })
})

describe('typeLineParts', () => {
  it('names type, race and profession for a Dalma', () => {
    expect(typeLineParts(dalma)).toEqual(['Dalma', 'Elfo', 'Mago'])
  })
  it('R12.6 shows that a bow takes two hands', () => {
    expect(typeLineParts(bow)).toEqual(['Arma', 'Arco', '2 manos'])
  })
})

describe('cardFields', () => {
  it('lists stats for fighters and marks provisional fields', () => {
    const fields = cardFields(dalma)
    expect(fields.find((f) => f.key === 'initiative')?.text).toBe('4')
    expect(fields.find((f) => f.key === 'startingCards')?.refs).toEqual([{ id: 'bola-de-fuego' }, { id: 'escudo-arcano' }])
    const bowFields = cardFields(bow)
    expect(bowFields.find((f) => f.key === 'cost')).toMatchObject({ text: '2 oros y 5 platas', provisional: true })
    expect(bowFields.find((f) => f.key === 'bonuses')).toMatchObject({ text: '+2 Fuerza', provisional: true })
    expect(bowFields.find((f) => f.key === 'name')?.provisional).toBe(false)
    expect(bowFields.some((f) => f.key === 'strength')).toBe(false)
  })
  it('R12.9 shows a spell\'s target, marked provisional when the card marks it', () => {
    const reading = card({
      id: 'lectura', name: 'Lectura', type: 'spell', profession: 'mentalista', pri: 2, learnCost: { gold: 1, silver: 6 },
      target: { zone: 'playZone', side: 'rival', kind: 'dalma' }, provisional: ['name', 'target'],
    })
    expect(cardFields(reading).find((f) => f.key === 'target')).toMatchObject({ text: 'Un Dalma del rival en su Zona de Juego', provisional: true })
    const dart = card({ id: 'dardo', name: 'Dardo', type: 'spell', profession: 'mago', pri: 1, learnCost: { gold: 1, silver: 0 } })
    expect(cardFields(dart).find((f) => f.key === 'target')).toMatchObject({
      text: 'Un personaje (Dalma o enemigo) de cualquier Master en la Zona de Combate', provisional: false,
    })
    expect(cardFields(dalma).some((f) => f.key === 'target')).toBe(false)
  })
  it('R5.4 lists a relic\'s enemies with their counts', () => {
    expect(cardFields(relic).find((f) => f.key === 'enemies')?.refs).toEqual([
      { id: 'siervo-de-aman', count: 5 }, { id: 'lider-del-bastion', count: 1 },
    ])
  })
})

describe('describeEffect', () => {
  it('R11.7 describes cost halving with its scope', () => {
    expect(describeEffect({ kind: 'halveLearningCost', profession: 'ladron', cardType: 'skill', scope: 'allDalmas' }))
      .toBe('Mitad de coste al aprender habilidades de Ladrón (todos los Dalmas del Master)')
  })
  it('signs stat modifiers', () => {
    expect(describeEffect({ kind: 'modifyStat', stat: 'resistance', amount: -1, duration: 'turn' }))
      .toBe('-1 Resistencia hasta el fin del turno')
  })
})

it('humanizeId turns a slug into words', () => {
  expect(humanizeId('pocion-de-thal')).toBe('Pocion de thal')
})
