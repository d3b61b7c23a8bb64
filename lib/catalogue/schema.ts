// The catalogue's data model: zod schemas for every file in content/, with each field described,
// and the TypeScript types the rest of the code trusts once content has been parsed.
// Pure: no Node API here, so the browser, the engine and the CLI share these types.
import { z } from 'zod'

export const CARD_TYPES = [
  'dalma', 'enemy', 'relic', 'weapon', 'shield', 'armor', 'object', 'accessory',
  'emblem', 'spell', 'skill', 'potion', 'poison', 'trap', 'treasure', 'soldier',
] as const
export type CardType = (typeof CARD_TYPES)[number]

/** Professions as lower-case slugs without accents (`ladron`, not `Ladrón`). */
export const PROFESSIONS = ['mago', 'mentalista', 'rastreador', 'ladron', 'guerrero'] as const
export type Profession = (typeof PROFESSIONS)[number]
/** Hechiceros (R12.7, glossary): the professions that cast spells. */
export const CASTER_PROFESSIONS: readonly Profession[] = ['mago', 'mentalista']

export const RACES = ['humano', 'elfo', 'bahaluk', 'hacedor', 'mestizo'] as const
export type Race = (typeof RACES)[number]

/** Body slots for accessories (R15.5: never two accessories on one slot). */
export const BODY_SLOTS = ['cabeza', 'cuello', 'orejas', 'espalda', 'cintura', 'muneca', 'dedos', 'tobillo', 'pies'] as const
export type BodySlot = (typeof BODY_SLOTS)[number]

export const STATS = ['strength', 'resistance', 'initiative'] as const
export type Stat = (typeof STATS)[number]

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'debe ser un slug en minúsculas sin acentos (p. ej. "pocion-de-thal")')

/** A price as printed: gold and silver (10 silver = 1 gold, R2.2). Held in silver inside the engine (RUL-8). */
export const moneySchema = z.object({
  gold: z.number().int().min(0).describe('Monedas de oro'),
  silver: z.number().int().min(0).describe('Monedas de plata (10 platas = 1 oro)'),
}).strict()
export type Money = z.infer<typeof moneySchema>
export const toSilver = (m: Money): number => m.gold * 10 + m.silver
export const fromSilver = (silver: number): Money => ({ gold: Math.floor(silver / 10), silver: silver % 10 })

/**
 * What a card does, as data the engine can execute. Anything a card does that these cannot say
 * lives in lib/engine/cards/<card-id>.ts and the card carries `{ kind: 'scripted' }`.
 */
export const effectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gainMoney'), amount: moneySchema.describe('Dinero que recibe el Master') }).strict(),
  z.object({ kind: z.literal('drawCards'), count: z.number().int().min(1).max(5).describe('Cartas que roba el Master') }).strict(),
  z.object({ kind: z.literal('heal'), amount: z.union([z.number().int().min(1), z.literal('all')]).describe('Vida recuperada, o "all" para toda') }).strict(),
  z.object({
    kind: z.literal('modifyStat'),
    stat: z.enum(STATS).describe('Atributo modificado'),
    amount: z.number().int().min(-5).max(5).describe('Modificador (negativo resta)'),
    duration: z.enum(['turn', 'nextAttack', 'permanent']).describe('turn: hasta el fin del turno; nextAttack: el siguiente ataque válido; permanent: mientras esté equipado'),
  }).strict(),
  z.object({ kind: z.literal('damage'), amount: z.number().int().min(1).max(10).describe('Vida que pierde el objetivo') }).strict(),
  z.object({ kind: z.literal('extraActivation'), pri: z.number().int().min(1).max(3).describe('PRI impreso que debe tener la carta activada (Poción de Thal: 1)') }).strict(),
  z.object({
    kind: z.literal('halveLearningCost'),
    profession: z.enum(PROFESSIONS).describe('Profesión cuyas cartas cuestan la mitad'),
    cardType: z.enum(['spell', 'skill']).describe('Hechizos o habilidades'),
    scope: z.enum(['equipped', 'allDalmas']).describe('equipped: solo el Dalma que lo lleva; allDalmas: todos los Dalmas del Master (Emblema)'),
  }).strict(),
  z.object({ kind: z.literal('extraCast'), count: z.number().int().min(1).max(2).describe('Lanzamientos extra entre descansos (Anillo Sumador: 1)') }).strict(),
  z.object({ kind: z.literal('liftHandLimit') }).strict(),
  z.object({ kind: z.literal('actionMarker'), description: z.string().optional() }).strict(),
  z.object({ kind: z.literal('scripted'), description: z.string().describe('Qué hace el código de lib/engine/cards/<id>.ts') }).strict(),
])
export type Effect = z.infer<typeof effectSchema>

/** Fields every card has. `provisional` lists the fields whose value is invented (not printed in a rulebook). */
const base = {
  id: slug.describe('Identificador estable: se crea una vez a partir del primer nombre y nunca cambia'),
  name: z.string().min(1).describe('Nombre impreso, con la ortografía del reglamento cuando la nombra'),
  text: z.string().default('').describe('Texto de reglas en español, redactado para este sitio'),
  flavor: z.string().optional().describe('Texto de ambientación opcional'),
  provisional: z.array(z.string()).default([]).describe('Campos con valor inventado, pendientes de los dueños del juego ("name" si el nombre también lo es)'),
  source: z.enum(['reglamento', 'manual', 'inventada']).describe('De dónde sale la carta: nombrada en el reglamento, en el manual de Dalmas y Reliquias, o inventada'),
  typeNote: z.string().optional().describe('Por qué se eligió este tipo cuando los reglamentos no lo dicen'),
}
const fighter = {
  strength: z.number().int().min(0).max(10).describe('Fuerza'),
  resistance: z.number().int().min(0).max(10).describe('Resistencia'),
  initiative: z.number().int().min(0).max(10).describe('Iniciativa'),
  life: z.number().int().min(1).max(30).describe('Vida'),
}
const priced = { cost: moneySchema.describe('Precio para revelarla (R8.4)') }
const bonuses = {
  bonuses: z.object({
    strength: z.number().int().optional(),
    resistance: z.number().int().optional(),
    initiative: z.number().int().optional(),
    life: z.number().int().optional(),
  }).strict().default({}).describe('Modificadores permanentes mientras esté equipada'),
}
const effects = { effects: z.array(effectSchema).default([]).describe('Efectos que el motor aplica') }

export const abilitySchema = z.object({
  name: z.string().min(1),
  text: z.string().min(1),
  trigger: z.enum(['permanent', 'onReveal', 'onAttack', 'onDefend', 'onDeath', 'onRest']).describe('Cuándo actúa (R10.3: permanentes o disparadas)'),
  effects: z.array(effectSchema).default([]),
}).strict()

export const dalmaSchema = z.object({
  ...base, type: z.literal('dalma'), ...fighter,
  race: z.enum(RACES).describe('Raza'),
  profession: z.enum(PROFESSIONS).describe('Profesión'),
  startingCards: z.tuple([slug, slug]).describe('Las dos cartas de hechizo o habilidad que conoce desde la preparación (R6.3)'),
}).strict()

export const enemySchema = z.object({
  ...base, type: z.literal('enemy'), ...fighter,
  rank: z.enum(['common', 'leader']).describe('common: los cinco de una clase; leader: líder o guardián'),
  abilities: z.array(abilitySchema).default([]).describe('Habilidades impresas, permanentes o disparadas (R10.3)'),
}).strict()

export const relicSchema = z.object({
  ...base, type: z.literal('relic'),
  enemies: z.array(z.object({ id: slug, count: z.number().int().min(1).max(6) }).strict()).min(1).describe('Sus enemigos asociados y cuántos de cada uno (R20: seis en total)'),
}).strict()

export const weaponSchema = z.object({
  ...base, type: z.literal('weapon'), ...priced, ...bonuses, ...effects,
  weaponKind: z.enum(['oneHanded', 'twoHanded', 'bow', 'throwing']).describe('A una mano, a dos manos, arco o arrojadiza (R15.1)'),
  hands: z.union([z.literal(1), z.literal(2)]).describe('Manos que ocupa (un arco ocupa las dos, R12.6)'),
  metal: z.boolean().default(false),
  arrowCost: moneySchema.optional().describe('Solo arcos: coste de recargar (flechas normales 0, R9.3)'),
  charges: z.number().int().min(1).optional().describe('Usos limitados, contados con contadores (R7.17)'),
}).strict()

export const shieldSchema = z.object({
  ...base, type: z.literal('shield'), ...priced, ...bonuses, ...effects,
  hands: z.union([z.literal(0), z.literal(1)]).describe('Manos que ocupa (R15.2)'),
  metal: z.boolean().default(false),
}).strict()

export const armorSchema = z.object({
  ...base, type: z.literal('armor'), ...priced, ...bonuses, ...effects,
  metal: z.boolean().describe('Armadura metálica: vedada a los hechiceros (R12.7)'),
}).strict()

export const objectSchema = z.object({
  ...base, type: z.literal('object'), ...priced, ...bonuses, ...effects,
  charges: z.number().int().min(1).optional().describe('Usos limitados (R7.17), p. ej. Flechas perforadoras: 10'),
  equippable: z.boolean().default(true).describe('false para objetos que no se equipan a un Dalma'),
}).strict()

export const accessorySchema = z.object({
  ...base, type: z.literal('accessory'), ...priced, ...bonuses, ...effects,
  slot: z.enum(BODY_SLOTS).describe('Espacio corporal (R15.5)'),
  helmet: z.boolean().default(false).describe('Yelmo: vedado a los hechiceros (R12.7)'),
  metal: z.boolean().default(false),
}).strict()

export const emblemSchema = z.object({ ...base, type: z.literal('emblem'), ...priced, ...effects }).strict()

const learnable = {
  profession: z.enum(PROFESSIONS).describe('Profesión cuyo símbolo lleva (R11.2)'),
  pri: z.number().int().min(1).max(5).describe('PRI impreso (R4.5)'),
  learnCost: moneySchema.describe('Coste de aprendizaje (R11.4); par en platas si puede reducirse a la mitad (RUL-9)'),
  ...effects,
}
/**
 * Who a spell may target (R12.8, R12.9). Every spell in content/ states it (the content check insists,
 * and that Mago spells reach the Zona de Combate and Mentalista spells the rival's Zona de Juego);
 * in-memory catalogues may leave it out and get their profession's reach from `spellTargetOf`.
 */
export const spellTargetSchema = z.object({
  zone: z.enum(['combatZone', 'playZone']).describe('Zona donde debe estar el objetivo al lanzar: combatZone (Zona de Combate, Mago, R12.8) o playZone (Zona de Juego, Mentalista, R12.9)'),
  side: z.enum(['own', 'rival', 'any']).describe('De qué Master es el objetivo: own (del que lanza), rival, o any (de cualquiera de los dos)'),
  kind: z.enum(['dalma', 'character']).describe('dalma: un Dalma; character: un Dalma o un enemigo (un personaje)'),
}).strict()
export type SpellTarget = z.infer<typeof spellTargetSchema>

export const spellSchema = z.object({
  ...base, type: z.literal('spell'), ...learnable,
  target: spellTargetSchema.optional().describe('Objetivo que exige el hechizo (R12.8, R12.9); obligatorio en content/'),
}).strict()

/** The reach each casting profession's spells must keep to (R12.8 Mago, R12.9 Mentalista). */
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
export const skillSchema = z.object({ ...base, type: z.literal('skill'), ...learnable }).strict()

export const potionSchema = z.object({ ...base, type: z.literal('potion'), ...priced, ...effects }).strict()
export const poisonSchema = z.object({ ...base, type: z.literal('poison'), ...priced, ...effects }).strict()
export const trapSchema = z.object({ ...base, type: z.literal('trap'), ...priced, ...effects }).strict()
export const treasureSchema = z.object({ ...base, type: z.literal('treasure'), ...effects }).strict()
export const soldierSchema = z.object({ ...base, type: z.literal('soldier'), ...fighter, ...priced }).strict()

export const cardSchema = z.discriminatedUnion('type', [
  dalmaSchema, enemySchema, relicSchema, weaponSchema, shieldSchema, armorSchema, objectSchema,
  accessorySchema, emblemSchema, spellSchema, skillSchema, potionSchema, poisonSchema, trapSchema,
  treasureSchema, soldierSchema,
])
export type Card = z.infer<typeof cardSchema>
export type CardOf<T extends CardType> = Extract<Card, { type: T }>
export type Dalma = CardOf<'dalma'>
export type Enemy = CardOf<'enemy'>
export type Relic = CardOf<'relic'>
export type LearnableCard = CardOf<'spell'> | CardOf<'skill'>

/** A content file holds a list of cards. */
export const cardFileSchema = z.object({ cards: z.array(z.unknown()) }).strict()

/** Removed cards leave a tombstone so saved decks and share codes still resolve (CONTENT-GUIDE). */
export const tombstoneSchema = z.object({
  id: slug, name: z.string(), removedIn: z.string().describe('Versión del catálogo en que se retiró'), reason: z.string(),
}).strict()
export type Tombstone = z.infer<typeof tombstoneSchema>

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
