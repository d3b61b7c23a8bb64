// Candidate character actions: a superset of what a character might do now, built from where its
// cards stand. `legalActions` keeps the candidates that `checkAct` (acts.ts, the one legality check)
// accepts, so the candidates never decide legality themselves: they only keep the list finite.
import { spellTargetOf, type Card, type CardOf, type Catalogue } from '../catalogue/model'
import { checkAct, FLECHAS_ID, LENTE_ID, spellTargetOk, type Timing } from './act-check'
import { defOf, defOfInstance } from './draft'
import { canEverEquip, checkEquip, isEquippable, minimalReplacements } from './equipment'
import { combatZoneCharacters, instanceOf } from './queries'
import { EMPTY_IDS } from './empty'
import { other, type InstanceId, type Seat } from './ids'
import type { DeclaredAct, GameState } from './state'
import { targetKindOf } from './targeting'

/**
 * The revealed cards loose in a Master's Zona de Juego, with their definitions: what its characters
 * may drink, apply, learn or equip. One look per listing serves every actor of that Master.
 */
export type LooseCards = { ids: InstanceId[]; cards: Card[]; equippable: boolean[] }

export function looseCards(state: GameState, catalogue: Catalogue, seat: Seat): LooseCards {
  const ids: InstanceId[] = [], cards: Card[] = [], equippable: boolean[] = []
  for (const id of state.masters[seat].playZone) {
    const c = instanceOf(state, id)
    if (!c.faceUp) continue
    const card = defOfInstance(catalogue, c)
    if (card.type === 'dalma') continue
    ids.push(id)
    cards.push(card)
    equippable.push(isEquippable(card))
  }
  return { ids, cards, equippable }
}

/** Every legal act of one character in this timing. */
export function legalActsOf(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing, loose?: LooseCards): DeclaredAct[] {
  const out: DeclaredAct[] = []
  visitCandidates(state, catalogue, actorId, timing, loose, (act) => {
    if (checkAct(state, catalogue, actorId, act, timing) === null) out.push(act)
    return false
  })
  return out
}

/**
 * Whether the character has any legal act: the same candidates and the same check, visited lazily
 * and stopping at the first legal one (equipment, whose replacement sets are the dearest to list, last).
 */
export function hasLegalAct(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing, loose?: LooseCards): boolean {
  return visitCandidates(state, catalogue, actorId, timing, loose, (act) => checkAct(state, catalogue, actorId, act, timing) === null)
}

/**
 * Visits the candidates, without listing them first, until `visit` returns true; returns whether it
 * stopped early. The order is the listing order of `legalActions`.
 */
function visitCandidates(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing, given: LooseCards | undefined, visit: (act: DeclaredAct) => boolean): boolean {
  const actor = instanceOf(state, actorId)
  if (actor.actionMarker && !actor.effects.some((e) => e.effect.kind === 'extraActivation')) return false // checkAct refuses all: R7.15
  const seat = actor.owner
  const actorCard = defOfInstance(catalogue, actor)
  const isEnemy = actorCard.type === 'enemy'
  const principal = timing === 'principal' || timing === 'controlled'
  const instants = timing !== 'spellWindow' && timing !== 'skillWindow'
  const loose = principal || (instants && timing === 'answer') ? given ?? looseCards(state, catalogue, seat) : null
  if (loose !== null) {
    for (let i = 0; i < loose.ids.length; i++) {
      const id = loose.ids[i] as InstanceId
      const card = loose.cards[i] as Card
      if (loose.equippable[i] === true) {
        continue // equipment comes last
      } else if (principal && !isEnemy && (card.type === 'spell' || card.type === 'skill')) {
        if (actorCard.type === 'dalma' && card.profession === actorCard.profession && visit({ kind: 'learn', instanceId: id })) return true
      } else if (card.type === 'potion') {
        if (visit({ kind: 'drinkPotion', instanceId: id })) return true
      } else if (card.type === 'poison') {
        for (const weaponId of actor.equipment) {
          if (defOfInstance(catalogue, instanceOf(state, weaponId)).type === 'weapon' && visit({ kind: 'applyPoison', instanceId: id, weaponId })) return true
        }
      }
    }
  }
  if (principal) {
    for (const weaponId of actor.equipment) {
      const bow = instanceOf(state, weaponId)
      const card = defOfInstance(catalogue, bow)
      if (card.type !== 'weapon' || card.weaponKind !== 'bow') continue
      if (!bow.loaded) {
        if (visit({ kind: 'reloadBow', weaponId, arrowId: null })) return true
        for (const arrowId of actor.equipment) {
          if (instanceOf(state, arrowId).cardId === FLECHAS_ID && visit({ kind: 'reloadBow', weaponId, arrowId })) return true
        }
      } else {
        for (const targetId of combatZoneCharacters(state)) if (instanceOf(state, targetId).owner !== seat && visit({ kind: 'shoot', weaponId, targetId })) return true
      }
    }
    if (!isEnemy) {
      const rival = state.masters[other(seat)]
      for (const targetId of rival.relicZone.enemies) {
        const t = instanceOf(state, targetId)
        if (t.faceUp && !t.defeated && visit({ kind: 'explore', targetId })) return true
      }
      for (const targetId of rival.combatZone) if (visit({ kind: 'explore', targetId })) return true
    }
  }
  if (!isEnemy) {
    for (const l of actor.learned) {
      const card = defOfInstance(catalogue, instanceOf(state, l))
      if (card.type === 'spell' && (timing !== 'skillWindow')) {
        for (const targetId of spellTargets(state, catalogue, actorId, card)) if (visit({ kind: 'cast', spellId: l, targetId, extra: false })) return true
      } else if (card.type === 'skill' && timing !== 'spellWindow') {
        for (const targetId of targetsFor(state, catalogue, actorId, targetKindOf(card))) if (visit({ kind: 'useSkill', skillId: l, targetId, extra: false })) return true
      }
    }
    if (instants) {
      for (const objectId of actor.equipment) {
        if (instanceOf(state, objectId).cardId !== LENTE_ID) continue
        if (visit({ kind: 'lente', objectId, targetId: null, reveal: false })) return true
        for (const id of state.masters[other(seat)].playZone) {
          if (instanceOf(state, id).faceUp) continue
          if (visit({ kind: 'lente', objectId, targetId: id, reveal: false }) || visit({ kind: 'lente', objectId, targetId: id, reveal: true })) return true
        }
      }
    }
  }
  if (!principal || loose === null) return false
  for (let i = 0; i < loose.ids.length; i++) {
    const id = loose.ids[i] as InstanceId
    if (loose.equippable[i] !== true || !canEverEquip(state, catalogue, actorId, id)) continue
    // The no-replacement equip when it fits (checkAct would refuse it otherwise, by the same checkEquip);
    // when it fits, no replacement set is minimal, so none is listed.
    if (checkEquip(state, catalogue, actorId, id, EMPTY_IDS).ok) {
      if (visit({ kind: 'equip', instanceId: id, replaceIds: [] })) return true
      continue
    }
    for (const replaceIds of minimalReplacements(state, catalogue, actorId, id)) if (visit({ kind: 'equip', instanceId: id, replaceIds })) return true
  }
  return false
}

/** Possible targets of a spell: characters where its target data points (checkAct decides which are legal). */
function spellTargets(state: GameState, catalogue: Catalogue, actorId: InstanceId, card: CardOf<'spell'>): InstanceId[] {
  const want = spellTargetOf(card)
  if (want === null) return []
  const seat = instanceOf(state, actorId).owner
  const out: InstanceId[] = []
  if (want.zone === 'combatZone') {
    for (const id of combatZoneCharacters(state)) if (spellTargetOk(state, catalogue, seat, want, id)) out.push(id)
  } else {
    for (const s of [0, 1] as const) for (const id of state.masters[s].playZone) if (spellTargetOk(state, catalogue, seat, want, id)) out.push(id)
  }
  return out
}

/** Possible targets of a spell or skill by its target kind (checkAct decides which are legal). */
function targetsFor(state: GameState, catalogue: Catalogue, actorId: InstanceId, kind: ReturnType<typeof targetKindOf>): (InstanceId | null)[] {
  switch (kind) {
    case 'none': return [null]
    case 'self': return [null]
    case 'combatCharacter': return combatZoneCharacters(state)
    case 'combatDalma': return [...state.masters[0].combatZone, ...state.masters[1].combatZone]
    case 'rivalPlayDalma': {
      const rival = other(instanceOf(state, actorId).owner)
      return state.masters[rival].playZone.filter((id) => instanceOf(state, id).faceUp && defOfInstance(catalogue, instanceOf(state, id)).type === 'dalma')
    }
    case 'pairedRival': {
      const combat = state.combat
      if (combat === null) return []
      for (const g of combat.engagements) {
        if (g.a.includes(actorId)) return g.d
        if (g.d.includes(actorId)) return g.a
      }
      return []
    }
  }
}
