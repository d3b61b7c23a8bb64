// The catalogue's data model: zod schemas for every file in content/, with each field described,
// and the TypeScript types the rest of the code trusts once content has been parsed.
// Pure: no Node API here, so the browser, the engine and the CLI share these types. The constants,
// labels and helpers live in model.ts so browser code can skip zod; schema.ts exports both.
import { z } from 'zod'
import { BODY_SLOTS, PROFESSIONS, RACES, STATS, type CardType } from './vocabulary'

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'debe ser un slug en minúsculas sin acentos (p. ej. "pocion-de-thal")')

/** A price as printed: gold and silver (10 silver = 1 gold, R2.2). Held in silver inside the engine (RUL-8). */
export const moneySchema = z.object({
  gold: z.number().int().min(0).describe('Monedas de oro'),
  silver: z.number().int().min(0).describe('Monedas de plata (10 platas = 1 oro)'),
}).strict()
export type Money = z.infer<typeof moneySchema>

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
