import { describe, expect, it } from 'vitest'
import {
  checkCatalogue, checkDeckNames, formatContentError, normalizeName, sortByFile,
} from './checks'
import { CARD_TYPES, cardSchema, copyLimitOf, tombstoneSchema, type Card } from './schema'

// A small catalogue built in memory: one Mentalista Dalma, its two spells, a relic with its six.
const card = (raw: Record<string, unknown>): Card => cardSchema.parse({ source: 'manual', ...raw })
const spell = (id: string, extra: Record<string, unknown> = {}): Card =>
  card({ id, name: id, type: 'spell', profession: 'mentalista', pri: 1, learnCost: { gold: 1, silver: 0 }, ...extra })
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
    const cards = base().map((c) => (c.id === 'confusion' ? card({ ...c, type: 'skill' }) : c))
    expect(checkCatalogue(cards, [])).toEqual([])
  })

  it('R11.2 a starting card of another profession is reported with both professions', () => {
    const cards = base().map((c) => (c.id === 'control-mental' ? spell('control-mental', { profession: 'mago' }) : c))
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
