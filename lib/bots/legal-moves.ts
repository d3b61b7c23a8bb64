// What a bot may do now, without listing everything first. `legalActions` is the one list, but in
// a Fase Principal with four Dalmas and fifteen loose cards it costs 50 to 200 µs (every candidate
// goes through `checkAct`), several times an `apply`. A bot that builds its own candidates only
// needs to know whether each is legal; `allows` answers that with the same checks the listing uses
// (`checkAct`, `checkTrap`, the Master-action conditions) and falls back to the list where the list
// is cheap. A property test (legal-moves.test.ts) proves `allows(a)` is exactly "a is in the list".
import type { Catalogue } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import { checkAct, timingFor } from '../engine/act-check'
import { defOf, defOfInstance } from '../engine/draft'
import { minimalReplacements } from '../engine/equipment'
import { actOf, legalActions, revealCost } from '../engine/legal'
import { offensiveAllowed } from '../engine/offensive'
import { canDraw, ENEMY_REVEAL_SILVER, instanceOf } from '../engine/queries'
import { topDecision } from '../engine/stack'
import type { GameState, InstanceId } from '../engine/state'
import { checkTrap } from '../engine/trap-check'

/** The legal actions of one state: the whole list on demand (built once), or one action checked. */
export interface LegalMoves {
  all(): readonly Action[]
  allows(action: Action): boolean
}

/** Whether two actions are the same choice (key order, and an absent optional field against null, do not matter). */
export function sameAction(a: Action, b: Action): boolean {
  if (a === b) return true
  if (a.type !== b.type) return false
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>
  for (const k in x) if (!sameValue(x[k], y[k])) return false
  for (const k in y) if (!(k in x) && !sameValue(undefined, y[k])) return false
  return true
}

function sameValue(u: unknown, v: unknown): boolean {
  if (u === v || (u ?? null) === (v ?? null)) return true
  if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length) return false
  for (let i = 0; i < u.length; i++) if (u[i] !== v[i]) return false
  return true
}

export function legalMoves(state: GameState, catalogue: Catalogue): LegalMoves {
  return new CheckedMoves(state, catalogue)
}

/** A class rather than closures: one is made at every decision of every game. */
class CheckedMoves implements LegalMoves {
  private list: readonly Action[] | null = null
  constructor(private readonly state: GameState, private readonly catalogue: Catalogue) {}
  all(): readonly Action[] {
    return (this.list ??= legalActions(this.state, this.catalogue))
  }
  allows(action: Action): boolean {
    if (this.list === null) {
      const quick = quickCheck(this.state, this.catalogue, action)
      if (quick !== null) return quick
    }
    return inList(this.all(), action)
  }
}

class ListedMoves implements LegalMoves {
  constructor(private readonly list: readonly Action[]) {}
  all(): readonly Action[] { return this.list }
  allows(action: Action): boolean { return inList(this.list, action) }
}

function inList(list: readonly Action[], action: Action): boolean {
  for (const l of list) if (sameAction(l, action)) return true
  return false
}

/** A full list already in hand (the random bot's), as legal moves. */
export const listedMoves = (list: readonly Action[]): LegalMoves => new ListedMoves(list)

/**
 * The answer for the actions whose legality one check settles (true or false), or null where the
 * list itself is cheap enough to ask (staged combat choices, set-up choices).
 */
function quickCheck(state: GameState, catalogue: Catalogue, action: Action): boolean | null {
  if (state.result !== null) return false
  const top = topDecision(state)
  const phase = state.phase
  if (action.type === 'decline') {
    if (top === undefined) return false
    return top.kind === 'answers' || top.kind === 'traps' || top.kind === 'defenders' || top.kind === 'combatWindow' || top.kind === 'throw'
  }
  if (action.type === 'activateTrap') {
    return top?.kind === 'traps' && checkTrap(state, catalogue, action.dalmaId, action.trapId, action.targetId) === null
  }
  if (top !== undefined) {
    if (top.kind !== 'answers' && top.kind !== 'combatWindow') return null
    const declared = actOf(action)
    if (declared === null || action.type.startsWith('enemy')) return false
    if (top.kind === 'combatWindow' && declared.actorId !== top.fighterId) return false
    return characterActLegal(state, catalogue, action, declared.actorId, declared.act)
  }
  switch (action.type) {
    case 'draw': case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure':
      return phase.name === 'main' && phase.step === 'masterActions' && masterActionLegal(state, catalogue, action)
    case 'endEnemyActions': return phase.name === 'main' && phase.step === 'enemyActions'
    case 'endDalmaActions': return phase.name === 'main' && phase.step === 'dalmaActions'
    case 'pass': return phase.name === 'endOfTurn'
    case 'declareOffensive': return phase.name === 'endOfTurn' && offensiveAllowed(state, catalogue, state.activeSeat)
    default: {
      const declared = actOf(action)
      if (declared === null || phase.name !== 'main') return false
      const enemyStep = phase.step === 'enemyActions'
      if (action.type.startsWith('enemy') !== enemyStep || (!enemyStep && phase.step !== 'dalmaActions')) return false
      return characterActLegal(state, catalogue, action, declared.actorId, declared.act)
    }
  }
}

/** The listing's conditions for a Dalma or enemy act: the actor's kind, then `checkAct` in the state's timing. */
function characterActLegal(state: GameState, catalogue: Catalogue, action: Action, actorId: InstanceId, act: NonNullable<ReturnType<typeof actOf>>['act']): boolean {
  const actor = state.cards[actorId]
  if (actor === undefined) return false
  const isEnemy = defOfInstance(catalogue, actor).type === 'enemy'
  if (isEnemy !== action.type.startsWith('enemy')) return false
  const timing = timingFor(state, catalogue, actorId)
  if (timing === null || timing === 'controlled') return false
  if (checkAct(state, catalogue, actorId, act, timing) !== null) return false
  if (act.kind !== 'equip' || act.replaceIds.length === 0) return true
  // checkAct takes a minimal replacement set in any order; the list names each once, in equipment order.
  return minimalReplacements(state, catalogue, actorId, act.instanceId).some((r) => r.length === act.replaceIds.length && r.every((id, i) => act.replaceIds[i] === id))
}

/** §8, RUL-7: the conditions `legalMasterActions` lists by, for one action. */
function masterActionLegal(state: GameState, catalogue: Catalogue, action: Extract<Action, { type: 'draw' | 'place' | 'reveal' | 'revealEnemy' | 'useTreasure' }>): boolean {
  const seat = state.activeSeat
  const m = state.masters[seat]
  switch (action.type) {
    case 'draw': return canDraw(state, catalogue, seat)
    case 'place': return m.hand.includes(action.instanceId)
    case 'reveal': {
      if (!m.playZone.includes(action.instanceId)) return false
      const cost = revealCost(state, catalogue, action.instanceId)
      return cost !== null && cost <= m.silver
    }
    case 'revealEnemy': {
      if (m.silver < ENEMY_REVEAL_SILVER || !m.relicZone.enemies.includes(action.instanceId)) return false
      const c = instanceOf(state, action.instanceId)
      return !c.faceUp && !c.defeated
    }
    case 'useTreasure':
      return m.hand.includes(action.instanceId) && defOfInstance(catalogue, instanceOf(state, action.instanceId)).type === 'treasure'
  }
}
