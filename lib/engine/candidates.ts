// Candidate character actions: a superset of what a character might do now, built from where its
// cards stand. `legalActions` keeps the candidates that `checkAct` (acts.ts, the one legality check)
// accepts, so the candidates never decide legality themselves: they only keep the list finite.
import { spellTargetOf, type CardOf, type Catalogue } from '../catalogue/model'
import { FLECHAS_ID, LENTE_ID, checkAct, spellTargetOk, type Timing } from './acts'
import { defOf } from './draft'
import { canEverEquip, isEquippable, replacementOptions } from './equipment'
import { combatZoneCharacters, instanceOf, revealedEnemies } from './queries'
import type { DeclaredAct, GameState, InstanceId } from './state'
import { other } from './state'
import { targetKindOf } from './targeting'

/** Every legal act of one character in this timing. */
export function legalActsOf(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing): DeclaredAct[] {
  return candidateActs(state, catalogue, actorId, timing).filter((act) => checkAct(state, catalogue, actorId, act, timing) === null)
}

/**
 * Whether the character has any legal act: the same candidates and the same check, visited lazily
 * and stopping at the first legal one (equipment, whose replacement sets are the dearest to list, last).
 */
export function hasLegalAct(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing): boolean {
  let found = false
  visitCandidates(state, catalogue, actorId, timing, (act) => {
    found = checkAct(state, catalogue, actorId, act, timing) === null
    return found
  })
  return found
}

export function candidateActs(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing): DeclaredAct[] {
  const out: DeclaredAct[] = []
  visitCandidates(state, catalogue, actorId, timing, (act) => { out.push(act); return false })
  return out
}

/** Visits the candidates until `visit` returns true; returns whether it stopped early. */
function visitCandidates(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing, visit: (act: DeclaredAct) => boolean): boolean {
  const actor = instanceOf(state, actorId)
  if (actor.actionMarker && !actor.effects.some((e) => e.effect.kind === 'extraActivation')) return false // checkAct refuses all: R7.15
  for (const act of cheapCandidates(state, catalogue, actorId, timing)) if (visit(act)) return true
  if (timing !== 'principal' && timing !== 'controlled') return false
  const m = state.masters[actor.owner]
  for (const id of m.playZone) {
    const c = instanceOf(state, id)
    if (!c.faceUp || !isEquippable(defOf(catalogue, c.cardId)) || !canEverEquip(state, catalogue, actorId, id)) continue
    // The no-replacement equip first: when it is legal, listing every replacement set is not needed to know.
    if (visit({ kind: 'equip', instanceId: id, replaceIds: [] })) return true
    for (const replaceIds of replacementOptions(state, catalogue, actorId, id)) {
      if (replaceIds.length > 0 && visit({ kind: 'equip', instanceId: id, replaceIds })) return true
    }
  }
  return false
}

function cheapCandidates(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing): DeclaredAct[] {
  const actor = instanceOf(state, actorId)
  const seat = actor.owner
  const m = state.masters[seat]
  const actorCard = defOf(catalogue, actor.cardId)
  const isEnemy = actorCard.type === 'enemy'
  const out: DeclaredAct[] = []
  const principal = timing === 'principal' || timing === 'controlled'
  const instants = timing !== 'spellWindow' && timing !== 'skillWindow'
  const weapons: InstanceId[] = []
  const bows: InstanceId[] = []
  let lens: InstanceId | null = null
  const arrows: InstanceId[] = []
  for (const e of actor.equipment) {
    const c = instanceOf(state, e)
    const card = defOf(catalogue, c.cardId)
    if (card.type === 'weapon') {
      weapons.push(e)
      if (card.weaponKind === 'bow') bows.push(e)
    }
    if (c.cardId === LENTE_ID) lens = e
    if (c.cardId === FLECHAS_ID) arrows.push(e)
  }
  if (principal || (instants && timing === 'answer')) {
    for (const id of m.playZone) {
      const c = instanceOf(state, id)
      if (!c.faceUp) continue
      const card = defOf(catalogue, c.cardId)
      if (isEquippable(card)) {
        continue // equipment comes last (visitCandidates)
      } else if (principal && !isEnemy && (card.type === 'spell' || card.type === 'skill')) {
        if (actorCard.type === 'dalma' && card.profession === actorCard.profession) out.push({ kind: 'learn', instanceId: id })
      } else if (card.type === 'potion') {
        out.push({ kind: 'drinkPotion', instanceId: id })
      } else if (principal && card.type === 'poison') {
        for (const weaponId of weapons) out.push({ kind: 'applyPoison', instanceId: id, weaponId })
      }
    }
  }
  if (principal) {
    for (const weaponId of bows) {
      if (!instanceOf(state, weaponId).loaded) {
        out.push({ kind: 'reloadBow', weaponId, arrowId: null })
        for (const arrowId of arrows) out.push({ kind: 'reloadBow', weaponId, arrowId })
      } else {
        for (const targetId of combatZoneCharacters(state)) if (instanceOf(state, targetId).owner !== seat) out.push({ kind: 'shoot', weaponId, targetId })
      }
    }
    if (!isEnemy) {
      const rival = other(seat)
      for (const targetId of revealedEnemies(state, rival)) out.push({ kind: 'explore', targetId })
      for (const targetId of state.masters[rival].combatZone) out.push({ kind: 'explore', targetId })
    }
  }
  if (!isEnemy) {
    for (const l of actor.learned) {
      const card = defOf(catalogue, instanceOf(state, l).cardId)
      if (card.type === 'spell' && (timing !== 'skillWindow')) {
        for (const targetId of spellTargets(state, catalogue, actorId, card)) out.push({ kind: 'cast', spellId: l, targetId, extra: false })
      } else if (card.type === 'skill' && timing !== 'spellWindow') {
        for (const targetId of targetsFor(state, catalogue, actorId, targetKindOf(card))) out.push({ kind: 'useSkill', skillId: l, targetId, extra: false })
      }
    }
    if (lens !== null && instants) {
      const objectId = lens
      out.push({ kind: 'lente', objectId, targetId: null, reveal: false })
      for (const id of state.masters[other(seat)].playZone) {
        if (instanceOf(state, id).faceUp) continue
        out.push({ kind: 'lente', objectId, targetId: id, reveal: false }, { kind: 'lente', objectId, targetId: id, reveal: true })
      }
    }
  }
  return out
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
      return state.masters[rival].playZone.filter((id) => instanceOf(state, id).faceUp && defOf(catalogue, instanceOf(state, id).cardId).type === 'dalma')
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
