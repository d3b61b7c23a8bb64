// A small catalogue and a 40-card deck for the batch tests, so they never depend on content/
// values. Cards go through the real schema, so defaults are filled as for content.
import { cardSchema, makeCatalogue, type Card, type Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'

const g = (gold: number, silver = 0) => ({ gold, silver })
const base = (id: string, name: string) => ({ id, name, source: 'inventada' as const })

const raw: unknown[] = [
  { ...base('capitana', 'Capitana'), type: 'dalma', strength: 3, resistance: 2, initiative: 4, life: 10, race: 'humano', profession: 'guerrero', startingCards: ['tajo', 'aguante'] },
  { ...base('hechicera', 'Hechicera'), type: 'dalma', strength: 1, resistance: 1, initiative: 5, life: 7, race: 'elfo', profession: 'mago', startingCards: ['chispa', 'velo'] },
  { ...base('batidor', 'Batidor'), type: 'dalma', strength: 2, resistance: 1, initiative: 3, life: 8, race: 'mestizo', profession: 'rastreador', startingCards: ['rastro', 'flecha'] },
  { ...base('pillo', 'Pillo'), type: 'dalma', strength: 2, resistance: 1, initiative: 4, life: 8, race: 'humano', profession: 'ladron', startingCards: ['hurto', 'sombra'] },
  { ...base('tajo', 'Tajo'), type: 'skill', profession: 'guerrero', pri: 1, learnCost: g(2) },
  { ...base('aguante', 'Aguante'), type: 'skill', profession: 'guerrero', pri: 1, learnCost: g(1) },
  { ...base('embestida', 'Embestida'), type: 'skill', profession: 'guerrero', pri: 2, learnCost: g(1) },
  { ...base('chispa', 'Chispa'), type: 'spell', profession: 'mago', pri: 1, learnCost: g(1) },
  { ...base('velo', 'Velo'), type: 'spell', profession: 'mago', pri: 1, learnCost: g(1) },
  { ...base('rayo', 'Rayo'), type: 'spell', profession: 'mago', pri: 2, learnCost: g(2) },
  { ...base('rastro', 'Rastro'), type: 'skill', profession: 'rastreador', pri: 1, learnCost: g(1) },
  { ...base('flecha', 'Flecha'), type: 'skill', profession: 'rastreador', pri: 1, learnCost: g(2) },
  { ...base('hurto', 'Hurto'), type: 'skill', profession: 'ladron', pri: 1, learnCost: g(1) },
  { ...base('sombra', 'Sombra'), type: 'skill', profession: 'ladron', pri: 1, learnCost: g(1) },
  { ...base('hacha', 'Hacha'), type: 'weapon', cost: g(1), bonuses: { strength: 1 }, weaponKind: 'oneHanded', hands: 1 },
  { ...base('lanza', 'Lanza'), type: 'weapon', cost: g(2), bonuses: { strength: 2 }, weaponKind: 'twoHanded', hands: 2 },
  { ...base('rodela', 'Rodela'), type: 'shield', cost: g(1), bonuses: { resistance: 1 }, hands: 1 },
  { ...base('peto', 'Peto'), type: 'armor', cost: g(2), bonuses: { resistance: 2 }, metal: true },
  { ...base('tonico', 'Tónico'), type: 'potion', cost: g(0, 5), effects: [{ kind: 'heal', amount: 3 }] },
  { ...base('cepo', 'Cepo'), type: 'trap', cost: g(1), effects: [{ kind: 'damage', amount: 2 }] },
  { ...base('ponzona', 'Ponzoña'), type: 'poison', cost: g(0, 5), effects: [{ kind: 'damage', amount: 1 }] },
  { ...base('bolsa', 'Bolsa de monedas'), type: 'treasure', effects: [{ kind: 'gainMoney', amount: g(2) }] },
  { ...base('esbirro', 'Esbirro'), type: 'enemy', strength: 2, resistance: 1, initiative: 2, life: 6, rank: 'common' },
  { ...base('cabecilla', 'Cabecilla'), type: 'enemy', strength: 3, resistance: 2, initiative: 3, life: 9, rank: 'leader' },
  { ...base('idolo', 'Ídolo'), type: 'relic', enemies: [{ id: 'esbirro', count: 5 }, { id: 'cabecilla', count: 1 }] },
]

export const simCards: Card[] = raw.map((c) => cardSchema.parse(c))
export const simCatalogue: Catalogue = makeCatalogue(simCards, 'sim-fixture')

/** 40 cards (R5.1) around the Capitana; 37 are shuffled once she and her two skills are set aside. */
export function simDeck(): Deck {
  return {
    name: 'Mazo de prueba',
    relicId: 'idolo',
    startingDalmaId: 'capitana',
    entries: [
      { cardId: 'capitana', count: 1 }, { cardId: 'hechicera', count: 1 }, { cardId: 'batidor', count: 1 }, { cardId: 'pillo', count: 1 },
      { cardId: 'tajo', count: 2 }, { cardId: 'aguante', count: 1 }, { cardId: 'embestida', count: 2 },
      { cardId: 'chispa', count: 2 }, { cardId: 'velo', count: 1 }, { cardId: 'rayo', count: 2 },
      { cardId: 'rastro', count: 1 }, { cardId: 'flecha', count: 1 }, { cardId: 'hurto', count: 1 }, { cardId: 'sombra', count: 1 },
      { cardId: 'hacha', count: 4 }, { cardId: 'lanza', count: 2 }, { cardId: 'rodela', count: 2 }, { cardId: 'peto', count: 2 },
      { cardId: 'tonico', count: 4 }, { cardId: 'cepo', count: 2 }, { cardId: 'ponzona', count: 2 }, { cardId: 'bolsa', count: 4 },
    ],
  }
}
