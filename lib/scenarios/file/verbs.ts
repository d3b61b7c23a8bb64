// The verbs of a scenario step (SCENARIO-FORMAT.md, "The steps"), apart from the zod schema so that what only plays steps
// (run.ts, the guided first game on /aprender) does not load zod.

export const STEP_VERBS = [
  'draw', 'place', 'reveal', 'revealEnemy', 'useTreasure',
  'equip', 'learn', 'drinkPotion', 'applyPoison', 'reloadBow', 'shoot', 'explore', 'cast', 'useSkill', 'activate', 'activateTrap',
  'throw', 'attack',
  'endEnemyActions', 'endDalmaActions', 'pass', 'offensive', 'defend', 'decline', 'pairings', 'reinforce', 'split',
  'innRest', 'keepEmblem', 'discardToLimit', 'replace', 'protectingEnemy',
] as const
export type StepVerb = (typeof STEP_VERBS)[number]

/** Verbs that a character performs: they need `by` (throw and attack find their fighter themselves). */
export const CHARACTER_VERBS: ReadonlySet<StepVerb> = new Set(['equip', 'learn', 'drinkPotion', 'applyPoison', 'shoot', 'explore', 'cast', 'useSkill', 'activate'])

/** The verbs present in a step: `replace` is a modifier of `equip`, a boolean `reveal` one of `activate`. */
export function stepVerbs(step: Readonly<Partial<Record<StepVerb, unknown>>>): StepVerb[] {
  return STEP_VERBS.filter((v) => {
    if (step[v] === undefined) return false
    if (v === 'replace' && step.equip !== undefined) return false
    if (v === 'reveal' && (step.activate !== undefined || typeof step.reveal === 'boolean')) return false
    return true
  })
}

