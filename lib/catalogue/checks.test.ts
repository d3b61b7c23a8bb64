import { describe, expect, it } from 'vitest'
import {
  checkCatalogue, checkDeckNames, dominates, formatContentError, normalizeName, requiredMarks, sortByFile,
} from './checks'
import { CARD_TYPES, cardSchema, copyLimitOf, tombstoneSchema, type Card } from './schema'

// A small catalogue built in memory: one Mentalista Dalma, its two spells, a relic with its six.
const card = (raw: Record<string, unknown>): Card => cardSchema.parse({ source: 'manual', ...raw })
const spell = (id: string, extra: Record<string, unknown> = {}): Card =>
  card({ id, name: id, type: 'spell', profession: 'mentalista', pri: 1, learnCost: { gold: 1, silver: 0 }, target: { zone: 'playZone', side: 'rival', kind: 'dalma' }, ...extra })
const enemy = (id: string): Card =>
  card({ id, name: id, type: 'enemy', rank: 'common', strength: 2, resistance: 1, initiative: 2, life: 5 })
const dalma = (extra: Record<string, unknown> = {}): Card => card({
  id: 'nira', name: 'Nira', type: 'dalma', race: 'elfo', profession: 'mentalista',
  strength: 1, resistance: 1, initiative: 5, life: 7, startingCards: ['confusion', 'control-mental'], ...extra,
})
const relic = (enemies: { id: string; count: number }[]): Card =>
  card({ id: 'luz-de-rosa', name: 'Luz de Rosa', type: 'relic', enemies })
const base = (): Card[] => [
  dalma(), spell('confusion'), spell('control-mental'),
  relic([{ id: 'siervo-de-aman', count: 5 }, { id: 'lider-del-bastion', count: 1 }]),
  enemy('siervo-de-aman'), enemy('lider-del-bastion'),
]
const fields = (errors: { cardId?: string; field?: string }[]): string[] => errors.map((e) => `${e.cardId ?? ''}:${e.field ?? ''}`)

describe('checkCatalogue', () => {
  it('finds nothing wrong in a consistent catalogue', () => {
    expect(checkCatalogue(base(), [])).toEqual([])
  })

  it('names the file of each card from an id → file map', () => {
    const cards = [...base(), spell('confusion', { name: 'Otra confusión' })]
    const files = new Map([['confusion', 'cards/spell.yaml']])
    expect(checkCatalogue(cards, [], { files })).toEqual([
      { file: 'cards/spell.yaml', cardId: 'confusion', field: 'id', message: 'id repetido: ya lo usa «confusion» en cards/spell.yaml' },
    ])
  })

  it('with files given per card, a repeated id names both files', () => {
    const cards = [...base(), spell('confusion', { name: 'Otra confusión' })]
    const files = ['d.yaml', 's1.yaml', 's1.yaml', 'r.yaml', 'e.yaml', 'e.yaml', 's2.yaml']
    expect(checkCatalogue(cards, [], { files })).toEqual([
      { file: 's2.yaml', cardId: 'confusion', field: 'id', message: 'id repetido: ya lo usa «confusion» en s1.yaml' },
    ])
  })

  it('an id used by a tombstone and by a card is reported on the card', () => {
    const tomb = tombstoneSchema.parse({ id: 'confusion', name: 'Confusión', removedIn: 'abc', reason: 'x' })
    expect(fields(checkCatalogue(base(), [tomb]))).toEqual(['confusion:id'])
  })

  it('a reference to a retired card says so', () => {
    const tomb = tombstoneSchema.parse({ id: 'sueno', name: 'Sueño', removedIn: 'abc123', reason: 'x' })
    const cards = base().map((c) => (c.id === 'nira' ? dalma({ startingCards: ['confusion', 'sueno'] }) : c))
    expect(checkCatalogue(cards, [tomb])).toEqual([{
      file: '?', cardId: 'nira', field: 'startingCards.1', message: 'apunta a «Sueño» (sueno), una carta retirada en abc123',
    }])
  })

  it('repeated tombstones are reported in the tombstone file', () => {
    const tomb = tombstoneSchema.parse({ id: 'sueno', name: 'Sueño', removedIn: 'a', reason: 'x' })
    expect(checkCatalogue(base(), [tomb, tomb])).toEqual([
      { file: 'tombstones.yaml', cardId: 'sueno', field: 'id', message: expect.stringContaining('lápida repetida') },
    ])
  })

  it('R6.3 a starting card that is a skill of the same profession is fine', () => {
    const skill = card({ id: 'confusion', name: 'confusion', type: 'skill', profession: 'mentalista', pri: 1, learnCost: { gold: 1, silver: 0 } })
    const cards = base().map((c) => (c.id === 'confusion' ? skill : c))
    expect(checkCatalogue(cards, [])).toEqual([])
  })

  it('R11.2 a starting card of another profession is reported with both professions', () => {
    const cards = base().map((c) => (c.id === 'control-mental' ? spell('control-mental', { profession: 'mago', target: { zone: 'combatZone', side: 'any', kind: 'character' } }) : c))
    expect(checkCatalogue(cards, [])).toEqual([{
      file: '?', cardId: 'nira', field: 'startingCards.1',
      message: '«control-mental» es de Mago y este Dalma es Mentalista: no podría usarla (R11.2)',
    }])
  })

  it('references to cards that failed their schema are not reported again', () => {
    const cards = base().filter((c) => c.id !== 'confusion')
    expect(checkCatalogue(cards, [], { unparsedIds: new Set(['confusion']) })).toEqual([])
    expect(fields(checkCatalogue(cards, []))).toEqual(['nira:startingCards.0'])
  })

  it('R5.4 a relic with seven enemies, a repeated entry and a missing enemy', () => {
    const cards = base().map((c) => (c.type === 'relic'
      ? relic([{ id: 'siervo-de-aman', count: 5 }, { id: 'siervo-de-aman', count: 1 }, { id: 'guardia-perdido', count: 1 }])
      : c))
    const errors = checkCatalogue(cards, [])
    expect(fields(errors)).toEqual(['luz-de-rosa:enemies.1.id', 'luz-de-rosa:enemies.2.id', 'luz-de-rosa:enemies', 'lider-del-bastion:'])
    expect(errors[2]?.message).toBe('suma 7 enemigos y una reliquia trae exactamente 6 (R5.4, R20)')
  })

  it('R5.4 a partial catalogue skips the "every enemy has a relic" check', () => {
    const cards = base().filter((c) => c.type !== 'relic')
    expect(fields(checkCatalogue(cards, []))).toEqual(['siervo-de-aman:', 'lider-del-bastion:'])
    expect(checkCatalogue(cards, [], { partial: true })).toEqual([])
  })

  it('RUL-9 every learning cost must be even in silver, whether or not a card halves it today', () => {
    const odd = spell('confusion', { learnCost: { gold: 1, silver: 3 } })
    const cards = base().map((c) => (c.id === 'confusion' ? odd : c))
    const [error] = checkCatalogue(cards, [])
    expect(error).toMatchObject({ cardId: 'confusion', field: 'learnCost.silver' })
    expect(error?.message).toContain('13 platas')
    expect(error?.message).toContain('ninguna carta lo reduce hoy a la mitad')

    const crown = card({
      id: 'corona-de-mentalista', name: 'Corona de Mentalista', type: 'accessory', slot: 'cabeza', cost: { gold: 2, silver: 0 },
      effects: [{ kind: 'halveLearningCost', profession: 'mentalista', cardType: 'spell', scope: 'equipped' }],
    })
    const [withCrown] = checkCatalogue([...cards, crown], [])
    expect(withCrown?.message).toContain('«Corona de Mentalista» lo reduce a la mitad y quedaría media plata')
  })

  it('RUL-9 a halving effect on another profession does not count as halving this card', () => {
    const odd = spell('confusion', { learnCost: { gold: 0, silver: 7 } })
    const wand = card({
      id: 'varita-de-mago', name: 'Varita de Mago', type: 'object', cost: { gold: 2, silver: 0 },
      effects: [{ kind: 'halveLearningCost', profession: 'mago', cardType: 'spell', scope: 'equipped' }],
    })
    const errors = checkCatalogue([...base().map((c) => (c.id === 'confusion' ? odd : c)), wand], [])
    expect(errors[0]?.message).not.toContain('Varita')
  })

  it('RUL-9 an odd number of gold pieces is still an even number of silver (3 gold 8 silver = 38)', () => {
    const cards = base().map((c) => (c.id === 'confusion' ? spell('confusion', { learnCost: { gold: 3, silver: 8 } }) : c))
    expect(checkCatalogue(cards, [])).toEqual([])
  })

  it('R5.5 every type that goes in a deck has a copy-limit category', () => {
    const outside = new Set(['relic', 'enemy', 'soldier'])
    for (const type of CARD_TYPES) expect([type, copyLimitOf(type) !== null]).toEqual([type, !outside.has(type)])
  })

  it('R5.8 a typeNote claiming the trap limit on an object is inconsistent, on a trap it is fine', () => {
    const note = 'Se decidió trampa: solo dos copias.'
    const trap = card({ id: 'red-de-pinchos', name: 'Red de pinchos', type: 'trap', cost: { gold: 1, silver: 0 }, typeNote: note })
    const object = card({ id: 'red-de-pinchos', name: 'Red de pinchos', type: 'object', cost: { gold: 1, silver: 0 }, typeNote: note })
    expect(checkCatalogue([...base(), trap], [])).toEqual([])
    expect(checkCatalogue([...base(), object], [])).toEqual([{
      file: '?', cardId: 'red-de-pinchos', field: 'typeNote', message: 'habla de 2 copias, pero un Objeto admite 4 (R5.5); cambia el tipo o la nota',
    }])
  })

  it('provisional accepts existing dotted paths and array indexes, rejects the rest', () => {
    const good = dalma({ provisional: ['name', 'strength', 'startingCards.1'] })
    expect(checkCatalogue(base().map((c) => (c.id === 'nira' ? good : c)), [])).toEqual([])
    const bad = dalma({ provisional: ['strength', 'cost', 'startingCards.2', 'strength', 'provisional'] })
    expect(fields(checkCatalogue(base().map((c) => (c.id === 'nira' ? bad : c)), []))).toEqual([
      'nira:provisional.1', 'nira:provisional.2', 'nira:provisional.3', 'nira:provisional.4',
    ])
  })

  it('ids that are not slugs are rejected even when the cards did not come through the schema', () => {
    const loose = { ...spell('confusion'), id: 'Confusión' } as Card
    const cards = base().map((c) => (c.id === 'confusion' ? loose : c))
    expect(fields(checkCatalogue(cards, []))).toContain('Confusión:id')
  })

  it('passes the line of the card and field to the error when a locator is given', () => {
    const cards = [...base(), spell('confusion', { name: 'Otra' })]
    const errors = checkCatalogue(cards, [], { lineOf: (index, field) => index * 100 + (field === 'id' ? 1 : 0) })
    expect(errors).toEqual([expect.objectContaining({ line: 601, field: 'id' })])
  })
})

// Equipment built in memory for the dominance rule; `provisional` is left empty on purpose, the
// rule reads only numbers.
const weapon = (id: string, extra: Record<string, unknown> = {}): Card => card({
  id, name: id, type: 'weapon', weaponKind: 'oneHanded', hands: 1, metal: true, cost: { gold: 1, silver: 0 }, bonuses: { strength: 2 }, ...extra,
})
const gold = (g: number, s = 0) => ({ gold: g, silver: s })

describe('dominated equipment', () => {
  it('B dominates A when it costs less and gives as much; A never dominates B', () => {
    const a = weapon('a', { cost: gold(1, 5) })
    const b = weapon('b')
    expect([dominates(b, a), dominates(a, b)]).toEqual([true, false])
  })

  it('two identical cards dominate each other, and a card never dominates itself', () => {
    const a = weapon('a')
    const b = weapon('b')
    expect([dominates(a, b), dominates(b, a), dominates(a, a)]).toEqual([true, true, false])
  })

  it('a lower bonus in any one stat, or a dearer price, is a reason to exist', () => {
    const a = weapon('a', { bonuses: { strength: 2, initiative: 1 }, cost: gold(2) })
    expect(dominates(weapon('b', { bonuses: { strength: 3 } }), a)).toBe(false)
    expect(dominates(weapon('b', { bonuses: { strength: 2, initiative: 1 }, cost: gold(2, 2) }), a)).toBe(false)
    expect(dominates(weapon('b', { bonuses: { strength: 2, initiative: 1 }, cost: gold(2) }), a)).toBe(true)
  })

  it('a penalty counts as a lower bonus: −1 Iniciativa does not dominate 0', () => {
    const light = weapon('light', { cost: gold(1, 2) })
    const heavy = weapon('heavy', { bonuses: { strength: 2, initiative: -1 } })
    expect([dominates(heavy, light), dominates(light, heavy)]).toEqual([false, false])
  })

  it('R12.7 metal counts as a drawback: a metal card never dominates a non-metal one', () => {
    const leather = card({ id: 'cuero', name: 'cuero', type: 'armor', metal: false, cost: gold(2), bonuses: { resistance: 2 } })
    const mail = card({ id: 'malla', name: 'malla', type: 'armor', metal: true, cost: gold(1), bonuses: { resistance: 2 } })
    expect([dominates(mail, leather), dominates(leather, mail)]).toEqual([false, false])
    const cheapLeather = card({ id: 'cuero-barato', name: 'cuero-barato', type: 'armor', metal: false, cost: gold(1), bonuses: { resistance: 2 } })
    expect(dominates(cheapLeather, mail)).toBe(true)
  })

  it('R15.1 a one-handed weapon can dominate a two-handed one with the same numbers, never the reverse', () => {
    const greatsword = weapon('mandoble', { weaponKind: 'twoHanded', hands: 2, cost: gold(4), bonuses: { strength: 3, initiative: 1 } })
    const sword = weapon('espada', { cost: gold(4), bonuses: { strength: 3, initiative: 1 } })
    expect([dominates(sword, greatsword), dominates(greatsword, sword)]).toEqual([true, false])
  })

  it('RUL-33 a throwing weapon is a one-handed weapon with an extra option: it may dominate one, never be dominated by one', () => {
    const axe = weapon('hacha', { cost: gold(1, 2) })
    const thrown = weapon('hacha-arrojadiza', { weaponKind: 'throwing', cost: gold(1) })
    expect([dominates(thrown, axe), dominates(axe, thrown)]).toEqual([true, false])
    const cheaperAxe = weapon('hacha-barata', { cost: gold(0, 8) })
    expect(dominates(cheaperAxe, thrown)).toBe(false)
    const cheaperThrown = weapon('cuchillo', { weaponKind: 'throwing', cost: gold(0, 8) })
    expect(dominates(cheaperThrown, thrown)).toBe(true)
  })

  it('R19.11 bows compete only with bows', () => {
    const bow = weapon('arco', { weaponKind: 'bow', hands: 2, metal: false, cost: gold(1), bonuses: { strength: 2 } })
    const greataxe = weapon('gran-hacha', { weaponKind: 'twoHanded', hands: 2, metal: false, cost: gold(2), bonuses: { strength: 2 } })
    expect([dominates(bow, greataxe), dominates(greataxe, bow)]).toEqual([false, false])
    const dearBow = weapon('arco-caro', { weaponKind: 'bow', hands: 2, metal: false, cost: gold(2), bonuses: { strength: 2 } })
    expect(dominates(bow, dearBow)).toBe(true)
  })

  it('R15.2 a shield that takes no hand can dominate one that takes a hand, not the reverse', () => {
    const buckler = card({ id: 'broquel', name: 'broquel', type: 'shield', hands: 0, cost: gold(1), bonuses: { resistance: 1 } })
    const round = card({ id: 'rodela', name: 'rodela', type: 'shield', hands: 1, cost: gold(1), bonuses: { resistance: 1 } })
    expect([dominates(buckler, round), dominates(round, buckler)]).toEqual([true, false])
  })

  it('R15.5 accessories compete only on the same body slot, and a helmet is a drawback (R12.7)', () => {
    const ring = card({ id: 'anillo', name: 'anillo', type: 'accessory', slot: 'dedos', cost: gold(1), bonuses: { resistance: 1 } })
    const earring = card({ id: 'pendiente', name: 'pendiente', type: 'accessory', slot: 'orejas', cost: gold(2), bonuses: { resistance: 1 } })
    expect(dominates(ring, earring)).toBe(false)
    const hood = card({ id: 'capucha', name: 'capucha', type: 'accessory', slot: 'cabeza', cost: gold(2), bonuses: { resistance: 1 } })
    const helm = card({ id: 'yelmo', name: 'yelmo', type: 'accessory', slot: 'cabeza', helmet: true, cost: gold(1), bonuses: { resistance: 1 } })
    expect([dominates(helm, hood), dominates(hood, helm)]).toEqual([false, false])
  })

  it('effects, limited uses and arrow prices are part of the comparison; different types never compare', () => {
    const wand = card({ id: 'varita', name: 'varita', type: 'object', cost: gold(2), effects: [{ kind: 'halveLearningCost', profession: 'mago', cardType: 'spell', scope: 'equipped' }] })
    const orb = card({ id: 'orbe', name: 'orbe', type: 'object', cost: gold(1) })
    expect([dominates(orb, wand), dominates(wand, orb)]).toEqual([false, false])
    const sameWand = card({ id: 'varita-2', name: 'varita-2', type: 'object', cost: gold(1), effects: [{ scope: 'equipped', cardType: 'spell', profession: 'mago', kind: 'halveLearningCost' }] })
    expect(dominates(sameWand, wand)).toBe(true)
    const arrows = card({ id: 'flechas', name: 'flechas', type: 'object', cost: gold(1), charges: 10 })
    const quiver = card({ id: 'carcaj', name: 'carcaj', type: 'object', cost: gold(1, 5) })
    expect(dominates(arrows, quiver)).toBe(false)
    const bow = weapon('arco', { weaponKind: 'bow', hands: 2, metal: false, cost: gold(1), arrowCost: gold(0, 2) })
    const otherBow = weapon('arco-2', { weaponKind: 'bow', hands: 2, metal: false, cost: gold(2), arrowCost: gold(0, 0) })
    expect(dominates(bow, otherBow)).toBe(false)
    const shield = card({ id: 'escudo', name: 'escudo', type: 'shield', hands: 1, metal: true, cost: gold(1), bonuses: { strength: 2 } })
    expect(dominates(shield, weapon('a', { cost: gold(2) }))).toBe(false)
  })

  it('checkCatalogue reports the dominated card once, naming every card that dominates it', () => {
    const a = weapon('espada-vieja', { cost: gold(2) })
    const cards = [...base(), a, weapon('hacha'), weapon('maza', { cost: gold(1, 5), bonuses: { strength: 2, initiative: 1 } })]
    const errors = checkCatalogue(cards, [])
    expect(errors).toEqual([{
      file: '?', cardId: 'espada-vieja',
      message: expect.stringMatching(/^la dominan «hacha» \(hacha, 1 oro\), «maza» \(maza, 1 oro y 5 platas\): van en el mismo sitio.*\(esta, 2 oros\)/),
    }])
  })
})

describe('provisional marks that may not go missing', () => {
  it('R15.2 a named shield must mark its hands', () => {
    const shield = card({ id: 'escudo', name: 'Escudo', type: 'shield', hands: 1, cost: gold(1), provisional: ['cost'] })
    expect(requiredMarks(shield).map((m) => m.field)).toEqual(['hands'])
    expect(checkCatalogue([...base(), shield], [])).toEqual([{
      file: '?', cardId: 'escudo', field: 'provisional', message: expect.stringMatching(/^falta marcar como provisional "hands": R15\.2/),
    }])
    expect(checkCatalogue([...base(), { ...shield, provisional: ['hands', 'cost'] }], [])).toEqual([])
  })

  it('R15.5 R12.7 a named accessory marks its slot, and its helmet and metal when it has them', () => {
    const ring = card({ id: 'anillo', name: 'Anillo', type: 'accessory', slot: 'dedos', cost: gold(1) })
    const helm = card({ id: 'yelmo', name: 'Yelmo', type: 'accessory', slot: 'cabeza', helmet: true, metal: true, cost: gold(1) })
    expect(requiredMarks(ring).map((m) => m.field)).toEqual(['slot'])
    expect(requiredMarks(helm).map((m) => m.field)).toEqual(['slot', 'helmet', 'metal'])
  })

  it('R15.1 a named throwing weapon marks its hands; a plain one-handed weapon need not', () => {
    expect(requiredMarks(weapon('hacha-arrojadiza', { weaponKind: 'throwing' })).map((m) => m.field)).toEqual(['hands'])
    expect(requiredMarks(weapon('hacha'))).toEqual([])
  })

  it('an invented card marks every value it carries; a marked sub-field covers its field', () => {
    const invented = weapon('cuchillo', { source: 'inventada', provisional: ['name', 'cost', 'bonuses.strength', 'weaponKind', 'metal'] })
    expect(requiredMarks(invented).map((m) => m.field).sort()).toEqual(['bonuses', 'cost', 'hands', 'metal', 'name', 'weaponKind'])
    expect(checkCatalogue([...base(), invented], [])).toEqual([{
      file: '?', cardId: 'cuchillo', field: 'provisional', message: expect.stringMatching(/^falta marcar como provisional "hands": la carta es inventada/),
    }])
  })
})

describe('spell targets', () => {
  it('R12.9 a Mentalista spell must target the rival\'s Zona de Juego', () => {
    const own = spell('confusion', { target: { zone: 'playZone', side: 'own', kind: 'dalma' } })
    const combat = spell('confusion', { target: { zone: 'combatZone', side: 'rival', kind: 'dalma' } })
    expect(fields(checkCatalogue(base().map((c) => (c.id === 'confusion' ? own : c)), []))).toEqual(['confusion:target.side'])
    expect(fields(checkCatalogue(base().map((c) => (c.id === 'confusion' ? combat : c)), []))).toEqual(['confusion:target.zone'])
  })

  it('R12.8 a Mago spell may target any side, but only in the Zona de Combate', () => {
    const mage = dalma({ profession: 'mago', startingCards: ['dardo', 'escudo'] })
    const dart = spell('dardo', { profession: 'mago', target: { zone: 'combatZone', side: 'any', kind: 'character' } })
    const shield = spell('escudo', { profession: 'mago', target: { zone: 'combatZone', side: 'own', kind: 'dalma' } })
    const rest = base().filter((c) => c.type !== 'dalma' && c.type !== 'spell')
    expect(checkCatalogue([mage, dart, shield, ...rest], [])).toEqual([])
  })

  it('a spell without a target is reported', () => {
    const bare = card({ id: 'confusion', name: 'confusion', type: 'spell', profession: 'mentalista', pri: 1, learnCost: gold(1) })
    expect(checkCatalogue(base().map((c) => (c.id === 'confusion' ? bare : c)), [])).toEqual([{
      file: '?', cardId: 'confusion', field: 'target',
      message: expect.stringContaining('un hechizo de Mentalista apunta a la Zona de Juego del rival (R12.9)'),
    }])
  })
})

describe('boxed deck names', () => {
  const cards = base()
  it('reads the grammar of lib/decks: counts, headings, comments, relic and starting Dalma lines', () => {
    const text = '# c\nReliquia: Luz de Rosa\nDalma inicial: Nira\n\nHechizos:\n3 confusion  # nota\n2x Control-mental\n1 x nira'
    expect(checkDeckNames('decks/a.txt', text, cards)).toEqual([])
  })

  it('R5.3 names resolve ignoring case and accents, or by id; the relic line must name a relic', () => {
    const named = cards.map((c) => (c.id === 'confusion' ? { ...c, name: 'Confusión' } : c))
    expect(checkDeckNames('decks/a.txt', 'Reliquia: LUZ DE ROSA\n3 confusion\n2 control-mental\n1 NIRA', named)).toEqual([])
    expect(checkDeckNames('decks/a.txt', 'Reliquia: Nira\n1 Bola de fuego\nDalma inicial: Nirra', named)).toEqual([
      { file: 'decks/a.txt', line: 1, message: '«Nira» es un Dalma, no una Reliquia (R5.3)' },
      { file: 'decks/a.txt', line: 2, message: expect.stringMatching(/^no hay ninguna carta llamada «Bola de fuego»/) },
      { file: 'decks/a.txt', line: 3, message: 'no hay ningún Dalma llamado «Nirra»; ¿quizá «Nira»?' },
    ])
  })

  it('R5.3 a deck list without a relic line is reported', () => {
    expect(checkDeckNames('decks/a.txt', '1 Nira\nsin número', cards)).toEqual([
      { file: 'decks/a.txt', line: 2, message: expect.stringContaining('No se entiende la línea') },
      { file: 'decks/a.txt', message: expect.stringContaining('falta la línea «Reliquia: Nombre»') },
    ])
  })

  it('RUL-2 the starting Dalma line must name a Dalma', () => {
    expect(checkDeckNames('decks/a.txt', 'Reliquia: Luz de Rosa\nDalma inicial: confusion', cards)).toEqual([
      { file: 'decks/a.txt', line: 2, message: '«confusion» es un Hechizo, no un Dalma (RUL-2)' },
    ])
  })

  it('names of cards that failed their schema are not reported as unknown', () => {
    expect(checkDeckNames('decks/a.txt', 'Reliquia: Luz de Rosa\n2 Ráfaga', cards, { unparsedNames: new Set(['rafaga']) })).toEqual([])
  })
})

describe('helpers', () => {
  it('normalizeName drops accents, case and extra spaces', () => {
    expect(normalizeName('  Túlkar,  LÍDER de la  montaña ')).toBe('tulkar, lider de la montana')
  })

  it('formatContentError prints file · card · field: message and the line once', () => {
    expect(formatContentError({ file: 'cards/spell.yaml', line: 12, cardId: 'bola', field: 'learnCost.silver', message: 'impar' }, 'content/'))
      .toBe('content/cards/spell.yaml · bola · learnCost.silver: impar (línea 12)')
    expect(formatContentError({ file: 'cards/x.yaml', line: 3, message: 'sintaxis YAML no válida en la línea 3' }))
      .toBe('cards/x.yaml: sintaxis YAML no válida en la línea 3')
  })

  it('sortByFile groups by file and keeps the order inside each', () => {
    const sorted = sortByFile([{ file: 'b', message: '1' }, { file: 'a', message: '2' }, { file: 'b', message: '3' }, { file: 'a', message: '4' }])
    expect(sorted.map((e) => e.message)).toEqual(['2', '4', '1', '3'])
  })
})
