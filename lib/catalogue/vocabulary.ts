// The catalogue's words: card types, professions, races, body slots and stats. Imported by the zod
// schemas (card-schema.ts) and by model.ts alike, so neither needs the other's values.

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
