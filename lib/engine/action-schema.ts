// The engine's actions as untrusted JSON (an online table's request, a file): a zod schema beside the Action type
// (actions.ts), field by field, so a malformed action is refused where it arrives, naming the field, and `apply`
// only ever sees an Action (issue 28: `{"type":"initialReplacement","instanceIds":2147483648}` reached `apply`).
// It checks shape and bounds only; whether an action is legal now is `legalActions`' and `apply`'s business.
import { z } from 'zod'
import type { Action } from './actions'

/** Instance ids a game deals stay far below this (two decks and their tokens: a few hundred). */
export const MAX_INSTANCE_ID = 65_535
/** Cards one action may list (a hand discarded to its limit, the cards of a replacement). */
export const MAX_LISTED_INSTANCES = 200

const instanceId = z.number({ error: 'debe ser el número de una carta de la partida' })
  .int('debe ser un número entero').min(0, 'no puede ser negativo').max(MAX_INSTANCE_ID, `no es una carta de la partida (como máximo ${MAX_INSTANCE_ID})`)
const instanceIds = z.array(instanceId, { error: 'debe ser una lista de cartas de la partida' })
  .max(MAX_LISTED_INSTANCES, `como máximo ${MAX_LISTED_INSTANCES} cartas`)
const targetOrNull = instanceId.nullable()

const variant = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict()
const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) }).strict()

const schemas = [
  // ChoiceAction
  variant('initialReplacement', { instanceIds }),
  variant('chooseProtectingEnemy', { instanceId }),
  variant('innRest', { dalmaIds: instanceIds }),
  variant('deferredReplacement', { instanceIds }),
  variant('discardToLimit', { instanceIds }),
  variant('keepEmblem', { instanceId }),
  // MasterAction
  bare('draw'),
  variant('place', { instanceId }),
  variant('reveal', { instanceId }),
  variant('revealEnemy', { instanceId }),
  variant('useTreasure', { instanceId }),
  // DalmaAction
  variant('equip', { dalmaId: instanceId, instanceId, replaceIds: instanceIds }),
  variant('learn', { dalmaId: instanceId, instanceId }),
  variant('drinkPotion', { dalmaId: instanceId, instanceId }),
  variant('applyPoison', { dalmaId: instanceId, instanceId, weaponId: instanceId }),
  variant('reloadBow', { dalmaId: instanceId, weaponId: instanceId, arrowId: targetOrNull.optional() }),
  variant('shoot', { dalmaId: instanceId, weaponId: instanceId, targetId: instanceId }),
  variant('explore', { dalmaId: instanceId, targetId: instanceId }),
  variant('cast', { dalmaId: instanceId, spellId: instanceId, targetId: targetOrNull }),
  variant('useSkill', { dalmaId: instanceId, skillId: instanceId, targetId: targetOrNull }),
  variant('activateLente', { dalmaId: instanceId, objectId: instanceId, targetId: targetOrNull, reveal: z.boolean({ error: 'debe ser true o false' }) }),
  bare('endDalmaActions'),
  // EnemyAction
  variant('enemyEquip', { enemyId: instanceId, instanceId, replaceIds: instanceIds }),
  variant('enemyDrinkPotion', { enemyId: instanceId, instanceId }),
  variant('enemyApplyPoison', { enemyId: instanceId, instanceId, weaponId: instanceId }),
  variant('enemyReloadBow', { enemyId: instanceId, weaponId: instanceId }),
  variant('enemyShoot', { enemyId: instanceId, weaponId: instanceId, targetId: instanceId }),
  bare('endEnemyActions'),
  // EndOfTurnAction
  bare('pass'),
  bare('declareOffensive'),
  // WindowAction
  bare('decline'),
  variant('chooseAttacker', { dalmaId: instanceId }),
  bare('launchOffensive'),
  variant('addDefender', { dalmaId: instanceId }),
  variant('pair', { attackerId: instanceId, defenderId: instanceId }),
  variant('reinforce', { fighterId: instanceId, opponentId: instanceId }),
  variant('split', { fighterId: instanceId, opponentId: instanceId }),
  variant('activateTrap', { dalmaId: instanceId, trapId: instanceId, targetId: instanceId }),
  variant('aimBow', { fighterId: instanceId, weaponId: instanceId, targetId: instanceId }),
  variant('throw', { fighterId: instanceId, weaponId: instanceId, targetId: instanceId }),
  variant('attack', { fighterId: instanceId, targetId: instanceId }),
  variant('reloadInCombat', { fighterId: instanceId, weaponId: instanceId }),
] as const

/** Every action type, in the order above. */
export const ACTION_TYPES = schemas.map((s) => s.shape.type.value)

const byType = z.discriminatedUnion('type', schemas, { error: 'no es una acción del juego: las de ahora son las de «legal» en el estado de la mesa' })

/** An Action from untrusted JSON: its type one of the engine's, every field of it present, of its type and in bounds, no other field. */
export const actionSchema: z.ZodType<Action> = z.object({ type: z.string({ error: 'debe ser el nombre de la acción' }).max(40, 'es demasiado largo') }, { error: 'debe ser un objeto { type, … }' })
  .loose()
  .pipe(byType)

// Both ways: every Action the engine knows has its schema, and the schema gives nothing but Actions.
type Parsed = z.output<typeof byType>
type Covers = [Action] extends [Parsed] ? ([Parsed] extends [Action] ? true : false) : false
const covers: Covers = true
void covers
