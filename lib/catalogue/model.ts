// The catalogue without its zod schemas: the vocabulary (vocabulary.ts), labels, money arithmetic
// and the catalogue shape. Apart from the schemas (card-schema.ts) so browser code (the card
// browser, the builder, the engine in a worker) gets these few constants without shipping zod's
// validators, which only the loader, the API and the CLI need. schema.ts re-exports all of it.
import type { Card, CardOf, Money, SpellTarget, Tombstone } from './card-schema'
import type { CardType, Profession, Race } from './vocabulary'

export type {
  Card, CardOf, Dalma, Effect, Enemy, LearnableCard, Money, Relic, SpellTarget, Tombstone,
} from './card-schema'
export * from './vocabulary'


export const toSilver = (m: Money): number => m.gold * 10 + m.silver
export const fromSilver = (silver: number): Money => ({ gold: Math.floor(silver / 10), silver: silver % 10 })

/** Copy-limit category, which follows from the type (R5.5–R5.8, RUL-25). */
export type CopyLimit = { limit: number; rule: string }
export function copyLimitOf(type: CardType): CopyLimit | null {
  switch (type) {
    case 'dalma': return { limit: 1, rule: 'R5.2' }
    case 'spell': return { limit: 3, rule: 'R5.6' }
    case 'skill': return { limit: 2, rule: 'R5.7' }
    case 'trap': return { limit: 2, rule: 'R5.8' }
    case 'shield': return { limit: 4, rule: 'RUL-25' }
    case 'weapon': case 'armor': case 'object': case 'accessory': case 'emblem':
    case 'potion': case 'poison': case 'treasure': return { limit: 4, rule: 'R5.5' }
    case 'relic': case 'enemy': case 'soldier': return null // never in a standard deck (R5.3, R5.4, RUL-10)
  }
}

/** The price to reveal (R8.4): Dalmas 5 gold, spells and skills free, others as printed. Null if never revealed from hand. */
export function revealCostSilver(card: Card): number | null {
  switch (card.type) {
    case 'dalma': return 50
    case 'spell': case 'skill': return 0
    case 'weapon': case 'shield': case 'armor': case 'object': case 'accessory': case 'emblem':
    case 'potion': case 'poison': case 'trap': case 'soldier': return toSilver(card.cost)
    case 'enemy': return 30 // R8.5
    case 'treasure': case 'relic': return null
  }
}

export const TYPE_LABELS: Record<CardType, { singular: string; plural: string }> = {
  dalma: { singular: 'Dalma', plural: 'Dalmas' },
  enemy: { singular: 'Enemigo', plural: 'Enemigos' },
  relic: { singular: 'Reliquia', plural: 'Reliquias' },
  weapon: { singular: 'Arma', plural: 'Armas' },
  shield: { singular: 'Escudo', plural: 'Escudos' },
  armor: { singular: 'Armadura', plural: 'Armaduras' },
  object: { singular: 'Objeto', plural: 'Objetos' },
  accessory: { singular: 'Accesorio', plural: 'Accesorios' },
  emblem: { singular: 'Emblema', plural: 'Emblemas' },
  spell: { singular: 'Hechizo', plural: 'Hechizos' },
  skill: { singular: 'Habilidad', plural: 'Habilidades' },
  potion: { singular: 'Poción', plural: 'Pociones' },
  poison: { singular: 'Veneno', plural: 'Venenos' },
  trap: { singular: 'Trampa', plural: 'Trampas' },
  treasure: { singular: 'Tesoro', plural: 'Tesoros' },
  soldier: { singular: 'Soldado', plural: 'Soldados' },
}

export const PROFESSION_LABELS: Record<Profession, string> = {
  mago: 'Mago', mentalista: 'Mentalista', rastreador: 'Rastreador', ladron: 'Ladrón', guerrero: 'Guerrero',
}
export const RACE_LABELS: Record<Race, string> = {
  humano: 'Humano', elfo: 'Elfo', bahaluk: 'Bahaluk', hacedor: 'Hacedor', mestizo: 'Mestizo',
}

/** The catalogue as loaded: cards by id plus its version (a hash of content/), used by saved decks. */
export type Catalogue = {
  version: string
  cards: readonly Card[]
  byId: ReadonlyMap<string, Card>
  tombstones: readonly Tombstone[]
}
export function makeCatalogue(cards: readonly Card[], version: string, tombstones: readonly Tombstone[] = []): Catalogue {
  return { version, cards, byId: new Map(cards.map((c) => [c.id, c])), tombstones }
}

export const SPELL_REACH: Readonly<Record<'mago' | 'mentalista', { zone: SpellTarget['zone']; side: SpellTarget['side'] | null; rule: string }>> = {
  mago: { zone: 'combatZone', side: null, rule: 'R12.8' },
  mentalista: { zone: 'playZone', side: 'rival', rule: 'R12.9' },
}

/**
 * The spell's target as the engine should read it: the card's own `target`, or, for a catalogue built
 * in memory without one, the widest target its profession allows (R12.8: any character in the Zona
 * de Combate; R12.9: a Dalma in the rival's Zona de Juego). Null for a profession that casts no spells.
 */
export function spellTargetOf(spell: CardOf<'spell'>): SpellTarget | null {
  if (spell.target !== undefined) return spell.target
  switch (spell.profession) {
    case 'mago': return { zone: 'combatZone', side: 'any', kind: 'character' }
    case 'mentalista': return { zone: 'playZone', side: 'rival', kind: 'dalma' }
    default: return null
  }
}
