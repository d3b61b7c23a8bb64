// A small catalogue for engine tests, so they never depend on content/ numbers. Parsed through
// the real schemas so defaults are filled exactly as for content.
import { cardSchema, makeCatalogue, type Card, type Catalogue } from '../catalogue/schema'
import type { Deck } from '../decks/model'

const g = (gold: number, silver = 0) => ({ gold, silver })
const base = (id: string, name: string) => ({ id, name, source: 'inventada' as const })

const raw: unknown[] = [
  // Dalmas
  { ...base('guerrera', 'Guerrera'), type: 'dalma', strength: 3, resistance: 2, initiative: 3, life: 10, race: 'humano', profession: 'guerrero', startingCards: ['golpe', 'guardia'] },
  { ...base('maga', 'Maga'), type: 'dalma', strength: 1, resistance: 1, initiative: 5, life: 7, race: 'elfo', profession: 'mago', startingCards: ['dardo', 'escudo-arcano'] },
  { ...base('rastreador', 'Rastreador'), type: 'dalma', strength: 2, resistance: 1, initiative: 3, life: 8, race: 'mestizo', profession: 'rastreador', startingCards: ['tiro', 'huella'] },
  { ...base('ladron', 'Ladrón'), type: 'dalma', strength: 2, resistance: 1, initiative: 4, life: 8, race: 'humano', profession: 'ladron', startingCards: ['robo', 'sigilo'] },
  { ...base('mentalista', 'Mentalista'), type: 'dalma', strength: 1, resistance: 1, initiative: 2, life: 7, race: 'hacedor', profession: 'mentalista', startingCards: ['mente', 'calma'] },
  // Skills and spells
  { ...base('golpe', 'Golpe'), type: 'skill', profession: 'guerrero', pri: 1, learnCost: g(2) },
  { ...base('guardia', 'Guardia'), type: 'skill', profession: 'guerrero', pri: 2, learnCost: g(1) },
  { ...base('carga', 'Carga'), type: 'skill', profession: 'guerrero', pri: 1, learnCost: g(3) },
  { ...base('tiro', 'Tiro'), type: 'skill', profession: 'rastreador', pri: 1, learnCost: g(2) },
  { ...base('huella', 'Huella'), type: 'skill', profession: 'rastreador', pri: 1, learnCost: g(1, 4) },
  { ...base('robo', 'Robo'), type: 'skill', profession: 'ladron', pri: 1, learnCost: g(2, 2) },
  { ...base('sigilo', 'Sigilo'), type: 'skill', profession: 'ladron', pri: 1, learnCost: g(1) },
  { ...base('dardo', 'Dardo'), type: 'spell', profession: 'mago', pri: 1, learnCost: g(2), effects: [{ kind: 'damage', amount: 2 }] },
  { ...base('escudo-arcano', 'Escudo arcano'), type: 'spell', profession: 'mago', pri: 2, learnCost: g(1) },
  { ...base('llamarada', 'Llamarada'), type: 'spell', profession: 'mago', pri: 2, learnCost: g(3) },
  { ...base('mente', 'Mente'), type: 'spell', profession: 'mentalista', pri: 1, learnCost: g(2, 6) },
  { ...base('calma', 'Calma'), type: 'spell', profession: 'mentalista', pri: 1, learnCost: g(1) },
  // Weapons and shields
  { ...base('espada', 'Espada'), type: 'weapon', cost: g(1), bonuses: { strength: 1 }, weaponKind: 'oneHanded', hands: 1, metal: true },
  { ...base('daga', 'Daga'), type: 'weapon', cost: g(0, 5), bonuses: { strength: 1 }, weaponKind: 'oneHanded', hands: 1 },
  { ...base('mandoble', 'Mandoble'), type: 'weapon', cost: g(2), bonuses: { strength: 3 }, weaponKind: 'twoHanded', hands: 2, metal: true },
  { ...base('arco', 'Arco'), type: 'weapon', cost: g(1), bonuses: { strength: 1 }, weaponKind: 'bow', hands: 2, arrowCost: g(0) },
  { ...base('arco-largo', 'Arco largo'), type: 'weapon', cost: g(2), bonuses: { strength: 2 }, weaponKind: 'bow', hands: 2, arrowCost: g(0, 5) },
  { ...base('escudo', 'Escudo'), type: 'shield', cost: g(1), bonuses: { resistance: 1 }, hands: 1 },
  { ...base('broquel', 'Broquel'), type: 'shield', cost: g(0, 5), bonuses: { resistance: 1 }, hands: 0 },
  // Armour
  { ...base('cota', 'Cota'), type: 'armor', cost: g(2), bonuses: { resistance: 2 }, metal: true },
  { ...base('tunica', 'Túnica'), type: 'armor', cost: g(1), bonuses: { resistance: 1, life: 2 }, metal: false },
  // Objects
  { ...base('varita', 'Varita'), type: 'object', cost: g(1), effects: [{ kind: 'halveLearningCost', profession: 'mago', cardType: 'spell', scope: 'equipped' }] },
  { ...base('cinturon', 'Cinturón'), type: 'object', cost: g(1), effects: [{ kind: 'halveLearningCost', profession: 'rastreador', cardType: 'skill', scope: 'equipped' }] },
  { ...base('saco', 'Saco'), type: 'object', cost: g(2), effects: [{ kind: 'liftHandLimit' }] },
  { ...base('orbe', 'Orbe'), type: 'object', cost: g(1), bonuses: { initiative: 1 } },
  { ...base('runa', 'Runa'), type: 'object', cost: g(1), effects: [{ kind: 'modifyStat', stat: 'strength', amount: 1, duration: 'permanent' }] },
  { ...base('mapa', 'Mapa'), type: 'object', cost: g(0, 5), equippable: false },
  { ...base('flechas-perforadoras', 'Flechas perforadoras'), type: 'object', cost: g(1), charges: 10, effects: [{ kind: 'scripted', description: 'Flechas con contadores (R15.9).' }] },
  // Accessories
  { ...base('anillo', 'Anillo'), type: 'accessory', cost: g(3), slot: 'dedos', effects: [{ kind: 'extraCast', count: 1 }] },
  { ...base('sortija', 'Sortija'), type: 'accessory', cost: g(1), slot: 'dedos', bonuses: { initiative: 1 } },
  { ...base('yelmo', 'Yelmo'), type: 'accessory', cost: g(1), slot: 'cabeza', helmet: true, metal: true, bonuses: { resistance: 1 } },
  { ...base('collar', 'Collar'), type: 'accessory', cost: g(1), slot: 'cuello' },
  { ...base('pendiente', 'Pendiente'), type: 'accessory', cost: g(1), slot: 'orejas', bonuses: { strength: 1 } },
  { ...base('capa', 'Capa'), type: 'accessory', cost: g(1), slot: 'espalda' },
  { ...base('botas', 'Botas'), type: 'accessory', cost: g(1), slot: 'pies' },
  // Emblems
  { ...base('gremio', 'Gremio'), type: 'emblem', cost: g(1), effects: [{ kind: 'halveLearningCost', profession: 'ladron', cardType: 'skill', scope: 'allDalmas' }] },
  { ...base('estandarte', 'Estandarte'), type: 'emblem', cost: g(1), effects: [{ kind: 'modifyStat', stat: 'initiative', amount: 1, duration: 'permanent' }] },
  // Potions, poisons, traps, treasures
  { ...base('unguento', 'Ungüento'), type: 'potion', cost: g(0, 5), effects: [{ kind: 'heal', amount: 3 }] },
  { ...base('elixir', 'Elixir'), type: 'potion', cost: g(1), effects: [{ kind: 'heal', amount: 'all' }] },
  { ...base('brebaje', 'Brebaje'), type: 'potion', cost: g(1), effects: [{ kind: 'modifyStat', stat: 'strength', amount: 2, duration: 'turn' }] },
  { ...base('thal', 'Thal'), type: 'potion', cost: g(1, 5), effects: [{ kind: 'extraActivation', pri: 1 }] },
  { ...base('veneno', 'Veneno'), type: 'poison', cost: g(0, 5), effects: [{ kind: 'damage', amount: 2 }] },
  { ...base('trampa', 'Trampa'), type: 'trap', cost: g(1), effects: [{ kind: 'damage', amount: 3 }] },
  { ...base('cofre', 'Cofre'), type: 'treasure', effects: [{ kind: 'gainMoney', amount: g(3) }] },
  { ...base('bolsa', 'Bolsa'), type: 'treasure', effects: [{ kind: 'gainMoney', amount: g(0, 5) }] },
  { ...base('hallazgo', 'Hallazgo'), type: 'treasure', effects: [{ kind: 'drawCards', count: 3 }] },
  // Relic and enemies
  { ...base('bandido', 'Bandido'), type: 'enemy', strength: 2, resistance: 1, initiative: 2, life: 6, rank: 'common' },
  { ...base('jefe', 'Jefe'), type: 'enemy', strength: 4, resistance: 2, initiative: 3, life: 10, rank: 'leader' },
  { ...base('reliquia', 'Reliquia'), type: 'relic', enemies: [{ id: 'bandido', count: 5 }, { id: 'jefe', count: 1 }] },
]

export const fixtureCards: Card[] = raw.map((c) => cardSchema.parse(c))
export const fixtureCatalogue: Catalogue = makeCatalogue(fixtureCards, 'fixture')

/** A 40-card deck around the Guerrera, every type represented. */
export function fixtureDeck(overrides: Partial<Deck> = {}): Deck {
  return {
    relicId: 'reliquia',
    startingDalmaId: 'guerrera',
    entries: [
      { cardId: 'guerrera', count: 1 }, { cardId: 'maga', count: 1 }, { cardId: 'rastreador', count: 1 }, { cardId: 'ladron', count: 1 },
      { cardId: 'golpe', count: 2 }, { cardId: 'guardia', count: 2 }, { cardId: 'carga', count: 1 }, { cardId: 'dardo', count: 2 }, { cardId: 'escudo-arcano', count: 1 },
      { cardId: 'tiro', count: 1 }, { cardId: 'robo', count: 1 },
      { cardId: 'espada', count: 2 }, { cardId: 'daga', count: 2 }, { cardId: 'mandoble', count: 1 }, { cardId: 'arco-largo', count: 1 },
      { cardId: 'escudo', count: 2 }, { cardId: 'cota', count: 1 }, { cardId: 'tunica', count: 1 },
      { cardId: 'varita', count: 1 }, { cardId: 'saco', count: 1 }, { cardId: 'anillo', count: 1 }, { cardId: 'yelmo', count: 1 },
      { cardId: 'gremio', count: 1 }, { cardId: 'estandarte', count: 1 },
      { cardId: 'unguento', count: 2 }, { cardId: 'brebaje', count: 1 }, { cardId: 'thal', count: 1 }, { cardId: 'veneno', count: 1 },
      { cardId: 'trampa', count: 1 }, { cardId: 'cofre', count: 2 }, { cardId: 'hallazgo', count: 2 },
    ],
    ...overrides,
  }
}
