import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureCatalogue as catalogue } from './fixtures/catalogue'
import type { Deck } from './model'
import { DECK_PROBLEM_CODES, describeProblem, describeWarning, type DeckProblem, type DeckProblemCode } from './problems'
import { parseDeckText } from './text'
import { earliestTurnWithGold, validateDeck } from './validate'

const fixtureDir = path.join(__dirname, 'fixtures', 'decks')
const readFixture = (file: string) => readFileSync(path.join(fixtureDir, file), 'utf8')

function validateText(text: string) {
  const parsed = parseDeckText(text, catalogue)
  expect(parsed.errors).toEqual([])
  return validateDeck(parsed.deck, catalogue)
}

/** The legal base deck of the fixture catalogue, as counts, to vary one thing at a time. */
const BASE: Record<string, number> = {
  aria: 1, bruno: 1, ciro: 1, dana: 1, elia: 1,
  'bola-de-fuego': 3, 'escudo-arcano': 3, 'control-mental': 2, 'lectura-mental': 2,
  'golpe-brutal': 2, ganzua: 2, sigilo: 2, rastrear: 2, 'tiro-certero': 2,
  daga: 4, 'espada-larga': 4, 'escudo-de-madera': 2,
  'pocion-de-vida': 2, 'trampa-de-foso': 1, 'cofre-de-oro': 1, cuerda: 1,
}

function deckOf(changes: Record<string, number> = {}, opts: Partial<Pick<Deck, 'relicId' | 'startingDalmaId'>> = {}): Deck {
  const counts = { ...BASE, ...changes }
  return {
    relicId: opts.relicId === undefined ? 'corona-perdida' : opts.relicId,
    startingDalmaId: opts.startingDalmaId === undefined ? 'aria' : opts.startingDalmaId,
    entries: Object.entries(counts).filter(([, n]) => n > 0).map(([cardId, count]) => ({ cardId, count })),
  }
}

const codes = (problems: readonly DeckProblem[]) => [...new Set(problems.map((p) => p.code))]
function only<C extends DeckProblemCode>(problems: readonly DeckProblem[], code: C): Extract<DeckProblem, { code: C }>[] {
  expect(codes(problems)).toEqual([code])
  return problems.filter((p): p is Extract<DeckProblem, { code: C }> => p.code === code)
}

describe('fixture twins: one legal and one illegal deck list per problem code', () => {
  const twins: [string, DeckProblemCode, string][] = [
    ['deck-too-small', 'DECK_TOO_SMALL', 'R5.1'],
    ['too-many-dalmas', 'TOO_MANY_DALMAS', 'R5.2'],
    ['duplicate-dalma', 'DUPLICATE_DALMA', 'R5.2'],
    ['no-relic', 'NO_RELIC', 'R5.3'],
    ['more-than-one-relic', 'MORE_THAN_ONE_RELIC', 'R5.3'],
    ['not-a-relic', 'NOT_A_RELIC', 'R5.3'],
    ['relic-in-deck', 'RELIC_IN_DECK', 'R5.3'],
    ['enemy-in-deck', 'ENEMY_IN_DECK', 'R5.4'],
    ['too-many-copies', 'TOO_MANY_COPIES', 'R5.6'],
    ['no-starting-dalma', 'NO_STARTING_DALMA', 'RUL-2'],
    ['starting-dalma-not-in-deck', 'STARTING_DALMA_NOT_IN_DECK', 'RUL-2'],
    ['missing-starting-cards', 'MISSING_STARTING_CARDS', 'R5.9'],
    ['soldier-not-allowed', 'SOLDIER_NOT_ALLOWED', 'RUL-10'],
    ['unknown-card', 'UNKNOWN_CARD', 'catálogo'],
  ]

  it('covers every problem code', () => {
    expect(new Set(twins.map(([, code]) => code))).toEqual(new Set(DECK_PROBLEM_CODES))
  })

  for (const [file, code, rule] of twins) {
    it(`${rule} ${code}: the legal twin passes, the illegal twin fails with exactly that code`, () => {
      const legal = validateText(readFixture(`${file}.legal.txt`))
      expect(legal.problems).toEqual([])
      expect(legal.legal).toBe(true)
      const illegal = validateText(readFixture(`${file}.illegal.txt`))
      expect(illegal.legal).toBe(false)
      expect(codes(illegal.problems)).toEqual([code])
      for (const p of illegal.problems) expect(p.rule).toBe(rule === 'catálogo' ? null : rule)
    })
  }
})

describe('deck size', () => {
  it('R5.1 40 cards is legal, 39 is DECK_TOO_SMALL with the count and the minimum', () => {
    expect(validateDeck(deckOf(), catalogue).problems).toEqual([])
    const [p] = only(validateDeck(deckOf({ cuerda: 0 }), catalogue).problems, 'DECK_TOO_SMALL')
    expect(p).toEqual({ code: 'DECK_TOO_SMALL', rule: 'R5.1', count: 39, minimum: 40 })
  })

  it('R5.1 R5.3 R5.4 a relic or an enemy in the list does not count toward the 40', () => {
    const v = validateDeck(deckOf({ cuerda: 0, trasgo: 1, 'caliz-de-ambar': 1 }), catalogue)
    expect(codes(v.problems).sort()).toEqual(['DECK_TOO_SMALL', 'ENEMY_IN_DECK', 'RELIC_IN_DECK'])
    expect(v.problems.find((p) => p.code === 'DECK_TOO_SMALL')).toMatchObject({ count: 39 })
    expect(v.stats.cards).toBe(39)
  })

  it('R5.1 no maximum: a 71-card deck is legal with a DECK_OVER_70 warning', () => {
    const v = validateDeck(deckOf({ cuerda: 2, 'cota-de-malla': 4, 'botas-ligeras': 4, rayo: 3, 'veneno-de-sierpe': 4, 'arco-corto': 4, 'emblema-del-gremio': 4, 'escudo-de-madera': 4, 'cofre-de-oro': 4, 'pocion-de-vida': 4 }), catalogue)
    expect(v.stats.cards).toBe(71)
    expect(v.legal).toBe(true)
    expect(v.warnings.filter((w) => w.code === 'DECK_OVER_70')).toEqual([{ code: 'DECK_OVER_70', rule: 'R5.1', count: 71, recommended: 70 }])
    const seventy = validateDeck(deckOf({ cuerda: 1, 'cota-de-malla': 4, 'botas-ligeras': 4, rayo: 3, 'veneno-de-sierpe': 4, 'arco-corto': 4, 'emblema-del-gremio': 4, 'escudo-de-madera': 4, 'cofre-de-oro': 4, 'pocion-de-vida': 4 }), catalogue)
    expect(seventy.stats.cards).toBe(70)
    expect(seventy.warnings.map((w) => w.code)).not.toContain('DECK_OVER_70')
  })
})

describe('Dalmas', () => {
  it('R5.2 six distinct Dalmas is TOO_MANY_DALMAS listing all six', () => {
    const [p] = only(validateDeck(deckOf({ fenix: 1 }), catalogue).problems, 'TOO_MANY_DALMAS')
    expect(p).toMatchObject({ rule: 'R5.2', count: 6, limit: 5 })
    expect(p?.cardIds.sort()).toEqual(['aria', 'bruno', 'ciro', 'dana', 'elia', 'fenix'])
  })

  it('R5.2 one DUPLICATE_DALMA per Dalma with more than one copy', () => {
    const problems = only(validateDeck(deckOf({ bruno: 2, ciro: 3 }), catalogue).problems, 'DUPLICATE_DALMA')
    expect(problems).toEqual([
      { code: 'DUPLICATE_DALMA', rule: 'R5.2', cardId: 'bruno', count: 2, limit: 1 },
      { code: 'DUPLICATE_DALMA', rule: 'R5.2', cardId: 'ciro', count: 3, limit: 1 },
    ])
  })

  it('R5.2 repeated entries of one Dalma add up to a duplicate', () => {
    const deck = deckOf()
    deck.entries.push({ cardId: 'dana', count: 1 })
    expect(only(validateDeck(deck, catalogue).problems, 'DUPLICATE_DALMA')).toMatchObject([{ cardId: 'dana', count: 2 }])
  })
})

describe('relic', () => {
  it('R5.3 a deck without a relic is NO_RELIC', () => {
    expect(only(validateDeck(deckOf({}, { relicId: null }), catalogue).problems, 'NO_RELIC')).toEqual([{ code: 'NO_RELIC', rule: 'R5.3' }])
  })

  it('R5.3 two relic lines are MORE_THAN_ONE_RELIC with both relics and their lines', () => {
    const text = readFixture('more-than-one-relic.illegal.txt')
    const [p] = only(validateText(text).problems, 'MORE_THAN_ONE_RELIC')
    expect(p).toMatchObject({ rule: 'R5.3', count: 2, cardIds: ['corona-perdida', 'caliz-de-ambar'] })
    const lines = text.split('\n')
    for (const line of p?.lines ?? []) expect(lines[line - 1]).toMatch(/^Reliquia:/)
  })

  it('R5.3 a weapon named as relic is NOT_A_RELIC with its type and line', () => {
    const [p] = only(validateText(readFixture('not-a-relic.illegal.txt')).problems, 'NOT_A_RELIC')
    expect(p).toMatchObject({ rule: 'R5.3', cardId: 'daga', cardType: 'weapon', line: 3 })
  })

  it('R5.3 a Deck whose relicId is no relic is NOT_A_RELIC too (JSON, share codes)', () => {
    expect(only(validateDeck(deckOf({}, { relicId: 'aria' }), catalogue).problems, 'NOT_A_RELIC')).toMatchObject([{ cardId: 'aria', cardType: 'dalma' }])
  })

  it('R5.3 the relic listed among the cards is RELIC_IN_DECK', () => {
    expect(only(validateDeck(deckOf({ 'corona-perdida': 1 }), catalogue).problems, 'RELIC_IN_DECK'))
      .toEqual([{ code: 'RELIC_IN_DECK', rule: 'R5.3', cardId: 'corona-perdida', count: 1 }])
  })

  it('R5.4 enemies listed among the cards are ENEMY_IN_DECK, one per enemy', () => {
    expect(only(validateDeck(deckOf({ trasgo: 5, 'jefe-trasgo': 1 }), catalogue).problems, 'ENEMY_IN_DECK')).toEqual([
      { code: 'ENEMY_IN_DECK', rule: 'R5.4', cardId: 'trasgo', count: 5 },
      { code: 'ENEMY_IN_DECK', rule: 'R5.4', cardId: 'jefe-trasgo', count: 1 },
    ])
  })
})

describe('copy limits', () => {
  const cases: [string, string, string, number][] = [
    ['R5.5', 'daga', 'weapon', 4],
    ['R5.5', 'pocion-de-vida', 'potion', 4],
    ['R5.5', 'cofre-de-oro', 'treasure', 4],
    ['R5.5', 'emblema-del-gremio', 'emblem', 4],
    ['R5.6', 'bola-de-fuego', 'spell', 3],
    ['R5.7', 'ganzua', 'skill', 2],
    ['R5.8', 'trampa-de-foso', 'trap', 2],
    ['RUL-25', 'escudo-de-madera', 'shield', 4],
  ]
  for (const [rule, cardId, cardType, limit] of cases) {
    it(`${rule} ${cardType}: ${limit} copies are legal, ${limit + 1} are TOO_MANY_COPIES`, () => {
      expect(validateDeck(deckOf({ [cardId]: limit }), catalogue).problems).toEqual([])
      expect(only(validateDeck(deckOf({ [cardId]: limit + 1 }), catalogue).problems, 'TOO_MANY_COPIES'))
        .toEqual([{ code: 'TOO_MANY_COPIES', rule, cardId, cardType, count: limit + 1, limit }])
    })
  }

  it('R5.5 R5.6 every card over its limit is reported, not just the first', () => {
    const problems = only(validateDeck(deckOf({ daga: 6, 'bola-de-fuego': 5, sigilo: 3 }), catalogue).problems, 'TOO_MANY_COPIES')
    expect(problems.map((p) => p.cardId).sort()).toEqual(['bola-de-fuego', 'daga', 'sigilo'])
  })
})

describe('starting Dalma', () => {
  it('RUL-2 a deck naming no starting Dalma is NO_STARTING_DALMA', () => {
    expect(only(validateDeck(deckOf({}, { startingDalmaId: null }), catalogue).problems, 'NO_STARTING_DALMA')).toEqual([{ code: 'NO_STARTING_DALMA', rule: 'RUL-2' }])
  })

  it('RUL-2 a starting Dalma with no copy in the list is STARTING_DALMA_NOT_IN_DECK (notInDeck)', () => {
    const [p] = only(validateDeck(deckOf({ aria: 0, cuerda: 2 }), catalogue).problems, 'STARTING_DALMA_NOT_IN_DECK')
    expect(p).toMatchObject({ rule: 'RUL-2', cardId: 'aria', reason: 'notInDeck' })
  })

  it('RUL-2 a starting "Dalma" that is a spell is STARTING_DALMA_NOT_IN_DECK (notADalma)', () => {
    const [p] = only(validateDeck(deckOf({}, { startingDalmaId: 'bola-de-fuego' }), catalogue).problems, 'STARTING_DALMA_NOT_IN_DECK')
    expect(p).toMatchObject({ rule: 'RUL-2', cardId: 'bola-de-fuego', reason: 'notADalma', cardType: 'spell' })
  })

  it('R5.9 each missing starting card of the starting Dalma is MISSING_STARTING_CARDS', () => {
    const problems = only(validateDeck(deckOf({ 'bola-de-fuego': 0, 'escudo-arcano': 0, rayo: 3, cuerda: 4 }), catalogue).problems, 'MISSING_STARTING_CARDS')
    expect(problems).toEqual([
      { code: 'MISSING_STARTING_CARDS', rule: 'R5.9', dalmaId: 'aria', cardId: 'bola-de-fuego', required: 1, count: 0 },
      { code: 'MISSING_STARTING_CARDS', rule: 'R5.9', dalmaId: 'aria', cardId: 'escudo-arcano', required: 1, count: 0 },
    ])
  })

  it('R5.9 a Dalma starting with two copies of one card needs both in the deck', () => {
    expect(validateDeck(deckOf({}, { startingDalmaId: 'bruno' }), catalogue).problems).toEqual([])
    const problems = only(validateDeck(deckOf({ 'golpe-brutal': 1, cuerda: 2 }, { startingDalmaId: 'bruno' }), catalogue).problems, 'MISSING_STARTING_CARDS')
    expect(problems).toEqual([{ code: 'MISSING_STARTING_CARDS', rule: 'R5.9', dalmaId: 'bruno', cardId: 'golpe-brutal', required: 2, count: 1 }])
  })

  it('R5.9 starting cards count toward copy limits: a fourth Bola de fuego is still too many', () => {
    expect(only(validateDeck(deckOf({ 'bola-de-fuego': 4 }), catalogue).problems, 'TOO_MANY_COPIES')).toMatchObject([{ cardId: 'bola-de-fuego', limit: 3 }])
  })

  it('RUL-2 R5.9 only the starting Dalma is checked for its cards, not the others', () => {
    // Fénix needs Grito de guerra, absent; Fénix is in the deck but not starting.
    const v = validateDeck(deckOf({ ciro: 0, ganzua: 0, sigilo: 0, fenix: 1, cuerda: 4, rayo: 2 }), catalogue)
    expect(v.problems).toEqual([])
  })
})

describe('soldiers and unknown cards', () => {
  it('RUL-10 a Soldado in the list is SOLDIER_NOT_ALLOWED', () => {
    expect(only(validateDeck(deckOf({ 'soldado-de-la-guardia': 2 }), catalogue).problems, 'SOLDIER_NOT_ALLOWED'))
      .toEqual([{ code: 'SOLDIER_NOT_ALLOWED', rule: 'RUL-10', cardId: 'soldado-de-la-guardia', count: 2 }])
  })

  it('an unknown id is UNKNOWN_CARD, counts toward the deck size, and is illegal', () => {
    const v = validateDeck(deckOf({ cuerda: 0, 'cuerda-larga': 1 }), catalogue)
    const [p] = only(v.problems, 'UNKNOWN_CARD')
    expect(p).toMatchObject({ rule: null, role: 'card', cardId: 'cuerda-larga', count: 1 })
    expect(p?.suggestions).toContain('cuerda')
    expect(v.stats).toMatchObject({ cards: 40, unknown: 1 })
  })

  it('an id of a removed card names what it was (tombstone)', () => {
    const [p] = only(validateDeck(deckOf({ cuerda: 0, 'espada-oxidada': 1 }), catalogue).problems, 'UNKNOWN_CARD')
    expect(p?.removed).toEqual({ name: 'Espada oxidada', removedIn: '2', reason: 'sustituida por la Espada larga' })
    expect(describeProblem(p as DeckProblem, catalogue)).toContain('retirada en la versión 2')
  })

  it('an unknown relic or starting Dalma id is UNKNOWN_CARD with its role, not also "missing"', () => {
    const v = validateDeck(deckOf({}, { relicId: 'corona-rota', startingDalmaId: 'zora' }), catalogue)
    expect(only(v.problems, 'UNKNOWN_CARD').map((p) => [p.role, p.cardId])).toEqual([['relic', 'corona-rota'], ['startingDalma', 'zora']])
  })

  it('unknown names from a text list carry their line and suggestions', () => {
    const [p] = only(validateText(readFixture('unknown-card.illegal.txt')).problems, 'UNKNOWN_CARD')
    expect(p).toMatchObject({ role: 'card', name: 'Querda', count: 1 })
    expect(p?.suggestions[0]).toBe('cuerda')
    expect(readFixture('unknown-card.illegal.txt').split('\n')[(p?.line ?? 0) - 1]).toBe('1 Querda')
  })
})

describe('every problem at once', () => {
  it('R5.1 R5.2 R5.3 R5.4 R5.6 R5.9 RUL-2 RUL-10 a deck breaking many rules gets one problem per card and code', () => {
    const deck: Deck = {
      relicId: null,
      startingDalmaId: 'fenix',
      entries: [
        { cardId: 'aria', count: 2 }, { cardId: 'bruno', count: 1 }, { cardId: 'ciro', count: 1 },
        { cardId: 'dana', count: 1 }, { cardId: 'elia', count: 1 }, { cardId: 'bola-de-fuego', count: 4 },
        { cardId: 'trasgo', count: 1 }, { cardId: 'soldado-de-la-guardia', count: 1 }, { cardId: 'nada', count: 1 },
      ],
    }
    const v = validateDeck(deck, catalogue)
    expect(v.legal).toBe(false)
    expect(v.problems.map((p) => p.code).sort()).toEqual([
      'DECK_TOO_SMALL', 'DUPLICATE_DALMA', 'ENEMY_IN_DECK', 'MISSING_STARTING_CARDS', 'MISSING_STARTING_CARDS',
      'NO_RELIC', 'SOLDIER_NOT_ALLOWED', 'STARTING_DALMA_NOT_IN_DECK', 'TOO_MANY_COPIES', 'UNKNOWN_CARD',
    ])
    for (const p of v.problems) expect(describeProblem(p, catalogue).length).toBeGreaterThan(10)
  })
})

describe('warnings', () => {
  it('R11.2 a spell no Dalma of the deck can learn is UNLEARNABLE_CARD, and the deck stays legal', () => {
    // Without Élia (Mentalista) her two spells have no one to learn them.
    const v = validateDeck(deckOf({ elia: 0, cuerda: 2 }), catalogue)
    expect(v.legal).toBe(true)
    expect(v.warnings.filter((w) => w.code === 'UNLEARNABLE_CARD')).toEqual([
      { code: 'UNLEARNABLE_CARD', rule: 'R11.2', cardId: 'control-mental', cardType: 'spell', profession: 'mentalista', count: 2 },
      { code: 'UNLEARNABLE_CARD', rule: 'R11.2', cardId: 'lectura-mental', cardType: 'spell', profession: 'mentalista', count: 2 },
    ])
    expect(v.stats.learnableByProfession.mentalista).toEqual({ covered: false, spells: 4, skills: 0 })
  })

  it('R8.4 R6.10 R7.12 revealing four more Dalmas (20 gold) is possible on turn 6 as first Master, 5 as second', () => {
    const v = validateDeck(deckOf(), catalogue)
    expect(v.warnings.filter((w) => w.code === 'SLOW_DALMA_REVEAL')).toEqual([
      { code: 'SLOW_DALMA_REVEAL', rule: 'R8.4', paidDalmas: 4, goldNeeded: 20, earliestTurn: { asFirstMaster: 6, asSecondMaster: 5 } },
    ])
    const text = describeWarning(v.warnings.find((w) => w.code === 'SLOW_DALMA_REVEAL')!, catalogue)
    expect(text).toContain('turno 6')
    expect(text).toContain('20 oros')
  })

  it('R6.9 R8.4 one Dalma beside the starting one costs 5 gold, covered by the starting gold: no warning', () => {
    const v = validateDeck(deckOf({ ciro: 0, dana: 0, elia: 0, ganzua: 0, sigilo: 0, rastrear: 0, 'tiro-certero': 0, 'control-mental': 0, 'lectura-mental': 0, cuerda: 4, 'pocion-de-vida': 4, 'cofre-de-oro': 4, 'cota-de-malla': 4, 'botas-ligeras': 4, 'arco-corto': 3 }), catalogue)
    expect(v.stats.dalmaReveal).toEqual({ paidDalmas: 1, goldNeeded: 5, earliestTurn: { asFirstMaster: 1, asSecondMaster: 1 } })
    expect(v.warnings.map((w) => w.code)).not.toContain('SLOW_DALMA_REVEAL')
  })

  it('R6.10 R7.12 RUL-5 income: 5 gold at the start, 3 per Cobro, none on the first Master\'s first turn', () => {
    // Gold in hand at the Fase Principal of own turn n: first Master 5+3(n-1), second 5+3n.
    for (let gold = 0; gold <= 40; gold++) {
      const { asFirstMaster, asSecondMaster } = earliestTurnWithGold(gold)
      expect(5 + 3 * (asFirstMaster - 1)).toBeGreaterThanOrEqual(gold)
      if (asFirstMaster > 1) expect(5 + 3 * (asFirstMaster - 2)).toBeLessThan(gold)
      expect(5 + 3 * asSecondMaster).toBeGreaterThanOrEqual(gold)
      if (asSecondMaster > 1) expect(5 + 3 * (asSecondMaster - 1)).toBeLessThan(gold)
    }
  })
})

describe('stats', () => {
  it('counts cards by type and by price bucket', () => {
    const { stats } = validateDeck(deckOf(), catalogue)
    expect(stats.cards).toBe(40)
    expect(stats.byType).toMatchObject({ dalma: 5, spell: 10, skill: 10, weapon: 8, shield: 2, potion: 2, trap: 1, treasure: 1, object: 1, relic: 0 })
    expect(Object.values(stats.byType).reduce((a, b) => a + b, 0)).toBe(40)
    expect(Object.values(stats.byCost).reduce((a, b) => a + b, 0)).toBe(40)
    // Dalmas cost 5 gold to reveal (R8.4); the treasure is free; Cuerda (5 silver) rounds up to 1.
    expect(stats.byCost['5']).toBe(5)
    expect(stats.byCost['0']).toBe(1)
  })

  it('R6.3 R6.9 R8.4 R11.4 money leaves out the free starting Dalma and its two cards', () => {
    const { stats } = validateDeck(deckOf(), catalogue)
    const reveal = 4 * 50 + 4 * 10 + 4 * 30 + 2 * 20 + 5 + 2 * 10 + 10
    const learn = (3 - 1) * 20 + (3 - 1) * 10 + 2 * 40 + 2 * 20 + 2 * 10 + 2 * 10 + 2 * 10 + 2 * 10 + 2 * 20
    expect(stats.money).toEqual({ revealSilver: reveal, learnSilver: learn, totalSilver: reveal + learn })
  })

  it('lists the professions the Dalmas cover, in catalogue order', () => {
    expect(validateDeck(deckOf({ elia: 0, dana: 0, cuerda: 3 }), catalogue).stats.professions).toEqual(['mago', 'ladron', 'guerrero'])
  })
})
