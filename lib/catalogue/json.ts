// Cards as plain JSON for the CLI and the API: a stable, flat shape per type that clients can rely
// on without knowing the zod schemas. Pure.
import {
  copyLimitOf, spellTargetOf, TYPE_LABELS,
  type Card, type CardOf, type CardType, type Catalogue, type Effect, type Money, type Profession, type Race, type SpellTarget,
} from './schema'
import { cardHash } from './version'

type MoneyJson = { gold: number; silver: number }
type BonusesJson = { strength?: number; resistance?: number; initiative?: number; life?: number }

export type CardJsonBase = {
  id: string
  name: string
  type: CardType
  /** Spanish label of the type ("Hechizo"). */
  typeLabel: string
  text: string
  flavor?: string
  source: Card['source']
  typeNote?: string
  /** True when any value of the card is invented (a listed field, or the whole card). */
  provisional: boolean
  provisionalFields: string[]
  /** Copies allowed in a deck, or null for cards that never go in one. */
  copyLimit: number | null
  /** Hash of this card's content, to tell which cards of a saved deck changed. */
  hash: string
}

type FighterJson = { strength: number; resistance: number; initiative: number; life: number }
type LearnableJson = { profession: Profession; pri: number; learnCost: MoneyJson; effects: Effect[] }

export type CardJson = CardJsonBase & (
  | ({ type: 'dalma'; profession: Profession; race: Race; startingCards: [string, string] } & FighterJson)
  | ({ type: 'enemy'; rank: 'common' | 'leader'; abilities: { name: string; text: string; trigger: string; effects: Effect[] }[] } & FighterJson)
  | { type: 'relic'; enemies: { id: string; count: number }[] }
  | ({ type: 'spell'; target: SpellTarget | null } & LearnableJson)
  | ({ type: 'skill' } & LearnableJson)
  | { type: 'weapon'; cost: MoneyJson; weaponKind: CardOf<'weapon'>['weaponKind']; hands: 1 | 2; metal: boolean; arrowCost?: MoneyJson; charges?: number; bonuses: BonusesJson; effects: Effect[] }
  | { type: 'shield'; cost: MoneyJson; hands: 0 | 1; metal: boolean; bonuses: BonusesJson; effects: Effect[] }
  | { type: 'armor'; cost: MoneyJson; metal: boolean; bonuses: BonusesJson; effects: Effect[] }
  | { type: 'object'; cost: MoneyJson; charges?: number; equippable: boolean; bonuses: BonusesJson; effects: Effect[] }
  | { type: 'accessory'; cost: MoneyJson; slot: CardOf<'accessory'>['slot']; helmet: boolean; metal: boolean; bonuses: BonusesJson; effects: Effect[] }
  | { type: 'emblem' | 'potion' | 'poison' | 'trap'; cost: MoneyJson; effects: Effect[] }
  | { type: 'treasure'; effects: Effect[] }
  | ({ type: 'soldier'; cost: MoneyJson } & FighterJson)
)

const money = (m: Money): MoneyJson => ({ gold: m.gold, silver: m.silver })
const fighter = (c: FighterJson): FighterJson => ({ strength: c.strength, resistance: c.resistance, initiative: c.initiative, life: c.life })

export function toCardJson(card: Card): CardJson {
  const provisionalFields = [...card.provisional]
  const base: CardJsonBase = {
    id: card.id,
    name: card.name,
    type: card.type,
    typeLabel: TYPE_LABELS[card.type].singular,
    text: card.text,
    ...(card.flavor === undefined ? {} : { flavor: card.flavor }),
    source: card.source,
    ...(card.typeNote === undefined ? {} : { typeNote: card.typeNote }),
    // an invented card is provisional as a whole even if its list names only some fields
    provisional: provisionalFields.length > 0 || card.source === 'inventada',
    provisionalFields,
    copyLimit: copyLimitOf(card.type)?.limit ?? null,
    hash: cardHash(card),
  }
  switch (card.type) {
    case 'dalma':
      return { ...base, type: 'dalma', profession: card.profession, race: card.race, ...fighter(card), startingCards: [card.startingCards[0], card.startingCards[1]] }
    case 'enemy':
      return {
        ...base, type: 'enemy', ...fighter(card), rank: card.rank,
        abilities: card.abilities.map((a) => ({ name: a.name, text: a.text, trigger: a.trigger, effects: a.effects })),
      }
    case 'relic':
      return { ...base, type: 'relic', enemies: card.enemies.map((e) => ({ id: e.id, count: e.count })) }
    case 'spell':
      return { ...base, type: 'spell', profession: card.profession, pri: card.pri, learnCost: money(card.learnCost), target: spellTargetOf(card), effects: card.effects }
    case 'skill':
      return { ...base, type: 'skill', profession: card.profession, pri: card.pri, learnCost: money(card.learnCost), effects: card.effects }
    case 'weapon':
      return {
        ...base, type: 'weapon', cost: money(card.cost), weaponKind: card.weaponKind, hands: card.hands, metal: card.metal,
        ...(card.arrowCost === undefined ? {} : { arrowCost: money(card.arrowCost) }),
        ...(card.charges === undefined ? {} : { charges: card.charges }),
        bonuses: { ...card.bonuses }, effects: card.effects,
      }
    case 'shield':
      return { ...base, type: 'shield', cost: money(card.cost), hands: card.hands, metal: card.metal, bonuses: { ...card.bonuses }, effects: card.effects }
    case 'armor':
      return { ...base, type: 'armor', cost: money(card.cost), metal: card.metal, bonuses: { ...card.bonuses }, effects: card.effects }
    case 'object':
      return {
        ...base, type: 'object', cost: money(card.cost), equippable: card.equippable,
        ...(card.charges === undefined ? {} : { charges: card.charges }),
        bonuses: { ...card.bonuses }, effects: card.effects,
      }
    case 'accessory':
      return { ...base, type: 'accessory', cost: money(card.cost), slot: card.slot, helmet: card.helmet, metal: card.metal, bonuses: { ...card.bonuses }, effects: card.effects }
    case 'emblem': case 'potion': case 'poison': case 'trap':
      return { ...base, type: card.type, cost: money(card.cost), effects: card.effects }
    case 'treasure':
      return { ...base, type: 'treasure', effects: card.effects }
    case 'soldier':
      return { ...base, type: 'soldier', cost: money(card.cost), ...fighter(card) }
  }
}

export type CatalogueJson = { version: string; cards: CardJson[]; tombstones: Catalogue['tombstones'] }

/** The whole catalogue for an API response or `dm cards --json`. */
export function toCatalogueJson(catalogue: Catalogue): CatalogueJson {
  return { version: catalogue.version, cards: catalogue.cards.map(toCardJson), tombstones: [...catalogue.tombstones] }
}
