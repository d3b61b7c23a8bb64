// Candidate character actions: a superset of what a character might do now, built from where its
// cards stand. `legalActions` keeps the candidates that `checkAct` (acts.ts, the one legality check)
// accepts, so the candidates never decide legality themselves: they only keep the list finite.
import { spellTargetOf, type Card, type CardOf, type Catalogue } from '../catalogue/model'
import { checkAct, FLECHAS_ID, LENTE_ID, spellTargetOk, type Timing } from './act-check'
import { defOf, defOfInstance, factsOfInstance } from './draft'
import { canEverEquip, checkEquip, isEquippable, minimalReplacements } from './equipment'
import { combatZoneCharacters, instanceOf } from './queries'
import { EMPTY_IDS } from './empty'
import { other, type InstanceId, type Seat } from './ids'
import type { ActiveEffect, DeclaredAct, GameState } from './state'
import { targetKindOf } from './targeting'

/**
 * The revealed cards loose in a Master's Zona de Juego, with their definitions: what its characters
 * may drink, apply, learn or equip. One look per listing serves every actor of that Master.
 */
export type LooseCards = { ids: InstanceId[]; cards: Card[]; equippable: boolean[] }

export function looseCards(state: GameState, catalogue: Catalogue, seat: Seat): LooseCards {
  const ids: InstanceId[] = [], cards: Card[] = [], equippable: boolean[] = []
  const play = state.masters[seat].playZone
  for (let i = 0; i < play.length; i++) {
    const id = play[i] as InstanceId
    const c = instanceOf(state, id)
    if (!c.faceUp) continue
    const facts = factsOfInstance(catalogue, c)
    if (facts.type === 'dalma') continue
    ids.push(id)
    cards.push(facts.card)
    equippable.push(facts.equippable)
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
  if (actor.actionMarker && !hasExtraActivationEffect(actor.effects)) return false // checkAct refuses all: R7.15
  const seat = actor.owner
  const actorCard = defOfInstance(catalogue, actor)
  const isEnemy = actorCard.type === 'enemy'
  const equipment = actor.equipment
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
        for (let j = 0; j < equipment.length; j++) {
          const weaponId = equipment[j] as InstanceId
          if (factsOfInstance(catalogue, instanceOf(state, weaponId)).type === 'weapon' && visit({ kind: 'applyPoison', instanceId: id, weaponId })) return true
        }
      }
    }
  }
  if (principal) {
    for (let j = 0; j < equipment.length; j++) {
      const weaponId = equipment[j] as InstanceId
      const bow = instanceOf(state, weaponId)
      if (!factsOfInstance(catalogue, bow).bow) continue
      if (!bow.loaded) {
        if (visit({ kind: 'reloadBow', weaponId, arrowId: null })) return true
        for (let k = 0; k < equipment.length; k++) {
          const arrowId = equipment[k] as InstanceId
          if (instanceOf(state, arrowId).cardId === FLECHAS_ID && visit({ kind: 'reloadBow', weaponId, arrowId })) return true
        }
      } else {
        const targets = combatZoneCharacters(state)
        for (let k = 0; k < targets.length; k++) {
          const targetId = targets[k] as InstanceId
          if (instanceOf(state, targetId).owner !== seat && visit({ kind: 'shoot', weaponId, targetId })) return true
        }
      }
    }
    if (!isEnemy) {
      const rival = state.masters[other(seat)]
      const enemies = rival.relicZone.enemies
      for (let j = 0; j < enemies.length; j++) {
        const targetId = enemies[j] as InstanceId
        const t = instanceOf(state, targetId)
        if (t.faceUp && !t.defeated && visit({ kind: 'explore', targetId })) return true
      }
      const fighters = rival.combatZone
      for (let j = 0; j < fighters.length; j++) if (visit({ kind: 'explore', targetId: fighters[j] as InstanceId })) return true
    }
  }
  if (!isEnemy) {
    const learned = actor.learned
    for (let j = 0; j < learned.length; j++) {
      const l = learned[j] as InstanceId
      const card = defOfInstance(catalogue, instanceOf(state, l))
      if (card.type === 'spell' && (timing !== 'skillWindow')) {
        const targets = spellTargets(state, catalogue, actorId, card)
        for (let k = 0; k < targets.length; k++) if (visit({ kind: 'cast', spellId: l, targetId: targets[k] as InstanceId, extra: false })) return true
      } else if (card.type === 'skill' && timing !== 'spellWindow') {
        const targets = targetsFor(state, catalogue, actorId, targetKindOf(card))
        for (let k = 0; k < targets.length; k++) if (visit({ kind: 'useSkill', skillId: l, targetId: targets[k] as InstanceId | null, extra: false })) return true
      }
    }
    if (instants) {
      for (let j = 0; j < equipment.length; j++) {
        const objectId = equipment[j] as InstanceId
        if (instanceOf(state, objectId).cardId !== LENTE_ID) continue
        if (visit({ kind: 'lente', objectId, targetId: null, reveal: false })) return true
        const rivalPlay = state.masters[other(seat)].playZone
        for (let k = 0; k < rivalPlay.length; k++) {
          const id = rivalPlay[k] as InstanceId
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

function hasExtraActivationEffect(effects: readonly ActiveEffect[]): boolean {
  for (let i = 0; i < effects.length; i++) if ((effects[i] as ActiveEffect).effect.kind === 'extraActivation') return true
  return false
}

/** Possible targets of a spell: characters where its target data points (checkAct decides which are legal). */
function spellTargets(state: GameState, catalogue: Catalogue, actorId: InstanceId, card: CardOf<'spell'>): InstanceId[] {
  const want = spellTargetOf(card)
  if (want === null) return []
  const seat = instanceOf(state, actorId).owner
  const out: InstanceId[] = []
  if (want.zone === 'combatZone') {
    const all = combatZoneCharacters(state)
    for (let i = 0; i < all.length; i++) { const id = all[i] as InstanceId; if (spellTargetOk(state, catalogue, seat, want, id)) out.push(id) }
  } else {
    for (let s = 0; s < 2; s++) {
      const play = state.masters[s as Seat].playZone
      for (let i = 0; i < play.length; i++) { const id = play[i] as InstanceId; if (spellTargetOk(state, catalogue, seat, want, id)) out.push(id) }
    }
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
