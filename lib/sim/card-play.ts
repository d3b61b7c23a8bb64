// Card use in bot games (issue 15; the tables are card-use.ts): which card an action plays, and which
// cards the deciding Master could play at a decision.
//
// "Playing" a card is the action that puts its effect to work: revealing a Dalma or an Emblema
// (R8.4), using a treasure (R8.6), equipping (R9.2, R10.2), casting or using a known spell or skill
// (R12, R13), drinking a potion, applying a poison (§14), springing a trap (R14.3), activating the
// Lente (R22.6), reloading with Flechas perforadoras (R15.9) and throwing a weapon (R19.13).
// Placing, revealing what is then equipped or drunk, and learning prepare a card; they do not play it.
//
// `usableCardIds` answers "which cards could be played now" with the engine's own checks on the
// candidates of each play, without the full legal list (which costs several `apply`s in a busy Fase
// Principal); a property test proves it equals reading the list (card-use.test.ts).
import { spellTargetOf } from '../catalogue/model'
import type { Card, Catalogue } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import { checkAct, spellTargetOk, timingFor, FLECHAS_ID, LENTE_ID, type Timing } from '../engine/act-check'
import { opponentsOf } from '../engine/combat-queries'
import { defOfInstance } from '../engine/draft'
import { EMPTY_IDS } from '../engine/empty'
import { isEquippable, minimalReplacements } from '../engine/equipment'
import { legalDecisionActions, revealCost } from '../engine/legal'
import { activeDalmas, combatZoneCharacters, instanceOf, revealedEnemies } from '../engine/queries'
import { topDecision } from '../engine/stack'
import { other, type DeclaredAct, type GameState, type InstanceId, type Seat } from '../engine/state'
import { targetKindOf } from '../engine/targeting'
import { checkTrap } from '../engine/trap-check'

/** The instance an action plays (see the module comment), or null for actions that play no card. */
export function playedInstance(state: GameState, catalogue: Catalogue, action: Action): InstanceId | null {
  switch (action.type) {
    case 'reveal': {
      const t = defOfInstance(catalogue, instanceOf(state, action.instanceId)).type
      return t === 'dalma' || t === 'emblem' ? action.instanceId : null
    }
    case 'useTreasure': case 'equip': case 'enemyEquip': case 'drinkPotion': case 'enemyDrinkPotion':
    case 'applyPoison': case 'enemyApplyPoison':
      return action.instanceId
    case 'cast': return action.spellId
    case 'useSkill': return action.skillId
    case 'activateTrap': return action.trapId
    case 'activateLente': return action.objectId
    case 'reloadBow': case 'enemyReloadBow': case 'reloadInCombat': return action.arrowId ?? null // R15.9, in any reload (R10.2, R19.12)
    case 'throw': return action.weaponId
    default: return null
  }
}

/** An action as a kind, for tables of bot decisions: its type, with the card it plays or handles (a place, reveal or learn) where that says more. */
export function actionKind(state: GameState, catalogue: Catalogue, action: Action): string {
  const played = playedInstance(state, catalogue, action)
  if (played !== null) return `${action.type}:${state.cards[played]?.cardId ?? '?'}`
  if ('instanceId' in action) return `${action.type}:${state.cards[action.instanceId]?.cardId ?? '?'}`
  return action.type
}

/** The card ids a legal list can play: the reference `usableCardIds` must agree with. */
export function usableFromList(state: GameState, catalogue: Catalogue, legal: readonly Action[]): Set<string> {
  const out = new Set<string>()
  for (const a of legal) {
    const id = playedInstance(state, catalogue, a)
    if (id !== null) out.add(instanceOf(state, id).cardId)
  }
  return out
}

/** The card ids the deciding Master could play now (equal to `usableFromList` of the legal actions). */
export function usableCardIds(state: GameState, catalogue: Catalogue): Set<string> {
  const out = new Set<string>()
  if (state.result !== null) return out
  const top = topDecision(state)
  if (top === undefined) {
    const phase = state.phase
    if (phase.name !== 'main') return out
    const seat = state.activeSeat
    if (phase.step === 'masterActions') masterPlays(state, catalogue, seat, out)
    else if (phase.step === 'dalmaActions') characterPlays(state, catalogue, activeDalmas(state, catalogue, seat), 'principal', out)
    else characterPlays(state, catalogue, revealedEnemies(state, seat).filter((id) => !instanceOf(state, id).actionMarker), 'principal', out)
    return out
  }
  switch (top.kind) {
    case 'answers': characterPlays(state, catalogue, activeDalmas(state, catalogue, top.seat), 'answer', out); break
    case 'traps': {
      const m = state.masters[top.seat]
      for (const trapId of m.playZone) {
        const c = instanceOf(state, trapId)
        if (c.faceUp || out.has(c.cardId) || defOfInstance(catalogue, c).type !== 'trap') continue
        if (activeDalmas(state, catalogue, top.seat).some((d) => top.entering.some((t) => checkTrap(state, catalogue, d, trapId, t) === null))) out.add(c.cardId)
      }
      break
    }
    case 'combatWindow': case 'throw': case 'melee': case 'controlled':
      // One fighter's handful of options (a melee reload may load Flechas perforadoras, R19.12): read the list.
      for (const id of usableFromList(state, catalogue, legalDecisionActions(state, catalogue, top))) out.add(id)
      break
    default:
      break // set-up and phase choices, and staged combat choices, play no card
  }
  return out
}

/** §8: treasures in hand (R8.6) and face-down Dalmas and Emblemas it can pay to reveal (R8.4). */
function masterPlays(state: GameState, catalogue: Catalogue, seat: Seat, out: Set<string>): void {
  const m = state.masters[seat]
  for (const id of m.hand) { const c = instanceOf(state, id); if (defOfInstance(catalogue, c).type === 'treasure') out.add(c.cardId) }
  for (const id of m.playZone) {
    const c = instanceOf(state, id)
    if (c.faceUp || out.has(c.cardId)) continue
    const t = defOfInstance(catalogue, c).type
    if (t !== 'dalma' && t !== 'emblem') continue
    const cost = revealCost(state, catalogue, id)
    if (cost !== null && cost <= m.silver) out.add(c.cardId)
  }
}

/** The plays of these characters in this timing, each card id checked until one instance of it passes `checkAct`. */
function characterPlays(state: GameState, catalogue: Catalogue, actors: readonly InstanceId[], timing: Timing, out: Set<string>): void {
  const live: InstanceId[] = []
  for (let i = 0; i < actors.length; i++) if (timingFor(state, catalogue, actors[i] as InstanceId) === timing) live.push(actors[i] as InstanceId)
  if (live.length === 0) return
  const seat = instanceOf(state, live[0] as InstanceId).owner
  if (timing === 'principal' || timing === 'answer') {
    // Indexed loops over the zones (a for…of here allocated an iterator result per step: issue 15).
    const play = state.masters[seat].playZone
    for (let i = 0; i < play.length; i++) {
      const id = play[i] as InstanceId
      const c = instanceOf(state, id)
      if (!c.faceUp || out.has(c.cardId)) continue
      const card = defOfInstance(catalogue, c)
      // Plain loops (no closure per card): this runs at every decision of every bot game.
      let ok = false
      if (card.type === 'potion') {
        const act: DeclaredAct = { kind: 'drinkPotion', instanceId: id }
        for (let a = 0; a < live.length && !ok; a++) ok = actLegal(state, catalogue, timing, live[a] as InstanceId, act)
      } else if (card.type === 'poison') {
        for (let a = 0; a < live.length && !ok; a++) ok = poisonLegal(state, catalogue, timing, live[a] as InstanceId, id)
      } else if (timing === 'principal' && isEquippable(card)) {
        for (let a = 0; a < live.length && !ok; a++) ok = equipLegal(state, catalogue, live[a] as InstanceId, id)
      }
      if (ok) out.add(c.cardId)
    }
  }
  for (let a = 0; a < live.length; a++) {
    const actorId = live[a] as InstanceId
    const actor = instanceOf(state, actorId)
    // Enemies know no spells or skills, but their reloads may load Flechas perforadoras (R10.2).
    const learned = defOfInstance(catalogue, actor).type === 'dalma' ? actor.learned : EMPTY_IDS
    for (let i = 0; i < learned.length; i++) {
      const l = learned[i] as InstanceId
      const c = instanceOf(state, l)
      if (out.has(c.cardId)) continue
      const card = defOfInstance(catalogue, c)
      const ok = card.type === 'spell'
        ? someSpellTarget(state, catalogue, timing, actorId, card, (t) => ({ kind: 'cast', spellId: l, targetId: t, extra: false }))
        : card.type === 'skill' && someTarget(state, catalogue, timing, actorId, skillTargetIds(state, catalogue, actorId, card), (t) => ({ kind: 'useSkill', skillId: l, targetId: t, extra: false }))
      if (ok) out.add(c.cardId)
    }
    if (timing === 'spellWindow' || timing === 'skillWindow') continue
    const equipment = actor.equipment
    for (let i = 0; i < equipment.length; i++) {
      const e = equipment[i] as InstanceId
      const c = instanceOf(state, e)
      if (out.has(c.cardId)) continue
      if (c.cardId === LENTE_ID) {
        const targets: (InstanceId | null)[] = [null, ...state.masters[other(seat)].playZone.filter((id) => !instanceOf(state, id).faceUp)]
        if (targets.some((t) => actLegal(state, catalogue, timing, actorId, { kind: 'lente', objectId: e, targetId: t, reveal: t !== null }))) out.add(c.cardId)
      } else if (c.cardId === FLECHAS_ID && timing === 'principal') {
        if (weaponsOf(state, catalogue, actorId).some((w) => actLegal(state, catalogue, timing, actorId, { kind: 'reloadBow', weaponId: w, arrowId: e }))) out.add(c.cardId)
      }
    }
  }
}

/** Whether the engine allows this act now (module-level: a closure per call was named, and so paid for, at every call under tsx). */
const actLegal = (state: GameState, catalogue: Catalogue, timing: Timing, actorId: InstanceId, act: DeclaredAct): boolean => checkAct(state, catalogue, actorId, act, timing) === null

/**
 * Whether a spell or skill is legal on one of `targets`. Every check `checkAct` makes before the
 * target's own (actor, timing, marker, casts or uses left, free hand) reads no target, so a first
 * refusal for any reason other than the target (badTarget, notPaired) refuses every target alike:
 * the rest are not asked (a marked caster with eight possible targets cost eight full checks).
 * `aims` filters the targets as they come (a spell's target data).
 */
function someTarget(state: GameState, catalogue: Catalogue, timing: Timing, actorId: InstanceId, targets: readonly (InstanceId | null)[], act: (t: InstanceId | null) => DeclaredAct, aims?: (t: InstanceId) => boolean): boolean {
  for (const t of targets) {
    if (aims !== undefined && t !== null && !aims(t)) continue
    const e = checkAct(state, catalogue, actorId, act(t), timing)
    if (e === null) return true
    if (e.code !== 'illegal' || (e.reason !== 'badTarget' && e.reason !== 'notPaired')) return false
  }
  return false
}

/** Whether the actor may apply this poison to one of its weapons. */
function poisonLegal(state: GameState, catalogue: Catalogue, timing: Timing, actorId: InstanceId, poisonId: InstanceId): boolean {
  const equipment = instanceOf(state, actorId).equipment
  for (let i = 0; i < equipment.length; i++) {
    const w = equipment[i] as InstanceId
    if (defOfInstance(catalogue, instanceOf(state, w)).type === 'weapon' && actLegal(state, catalogue, timing, actorId, { kind: 'applyPoison', instanceId: poisonId, weaponId: w })) return true
  }
  return false
}

const weaponsOf = (state: GameState, catalogue: Catalogue, id: InstanceId): InstanceId[] =>
  instanceOf(state, id).equipment.filter((e) => defOfInstance(catalogue, instanceOf(state, e)).type === 'weapon')

/** An equip the legal list would hold: free, or with one of the minimal replacement sets when something must go (R9.2). */
function equipLegal(state: GameState, catalogue: Catalogue, actorId: InstanceId, itemId: InstanceId): boolean {
  const e = checkAct(state, catalogue, actorId, { kind: 'equip', instanceId: itemId, replaceIds: [] }, 'principal')
  if (e === null) return true
  // Only the equipment limits (checkEquip) read the replacements: any other refusal holds for every replacement set.
  if (e.code !== 'equipLimit' && e.code !== 'badReplacement') return false
  return minimalReplacements(state, catalogue, actorId, itemId).some((replaceIds) => equipAllowed(state, catalogue, actorId, itemId, replaceIds))
}

/**
 * `someTarget` over where a spell may aim (its target data, R12.8, R12.9; `checkAct` decides which
 * are legal), each place's target data read only when it comes up, in the same order: the first
 * check usually settles the spell (a caster with no cast left refuses every target).
 */
function someSpellTarget(state: GameState, catalogue: Catalogue, timing: Timing, actorId: InstanceId, card: Card, act: (t: InstanceId | null) => DeclaredAct): boolean {
  if (card.type !== 'spell') return false
  const want = spellTargetOf(card)
  if (want === null) return false
  const seat = instanceOf(state, actorId).owner
  const pool = want.zone === 'combatZone' ? combatZoneCharacters(state) : [...state.masters[0].playZone, ...state.masters[1].playZone]
  return someTarget(state, catalogue, timing, actorId, pool, act, (id) => spellTargetOk(state, catalogue, seat, want, id))
}

/** Where a skill may aim by its target kind (R13.5); `checkAct` decides which are legal. */
function skillTargetIds(state: GameState, catalogue: Catalogue, actorId: InstanceId, card: Card): (InstanceId | null)[] {
  switch (targetKindOf(card)) {
    case 'none': case 'self': return [null]
    case 'pairedRival': return state.combat === null ? [] : opponentsOf(state.combat, actorId)
    case 'combatCharacter': return combatZoneCharacters(state)
    case 'combatDalma': return [...state.masters[0].combatZone, ...state.masters[1].combatZone]
    case 'rivalPlayDalma': {
      const rival = other(instanceOf(state, actorId).owner)
      return state.masters[rival].playZone.filter((id) => instanceOf(state, id).faceUp && defOfInstance(catalogue, instanceOf(state, id)).type === 'dalma')
    }
  }
}

const equipAllowed = (state: GameState, catalogue: Catalogue, actorId: InstanceId, itemId: InstanceId, replaceIds: InstanceId[]): boolean =>
  checkAct(state, catalogue, actorId, { kind: 'equip', instanceId: itemId, replaceIds }, 'principal') === null
