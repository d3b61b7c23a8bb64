// Candidate character actions: a superset of what a character might do now, built from where its
// cards stand. `legalActions` keeps the candidates that `checkAct` (acts.ts, the one legality check)
// accepts, so the candidates never decide legality themselves: they only keep the list finite.
import { spellTargetOf, type Card, type CardOf, type Catalogue } from '../catalogue/model'
import { castRefusedForAnyTarget, checkAct, exploreRefusedForAnyTarget, FLECHAS_ID, LENTE_ID, skillRefusedForAnyTarget, spellTargetOk, type Timing } from './act-check'
import { defOfInstance, factsOfInstance } from './draft'
import { canEverEquip, minimalReplacements } from './equipment'
import { combatZoneCharacters, instanceOf } from './queries'
import { other, type InstanceId, type Seat } from './ids'
import type { EngineError } from './errors'
import type { ActiveEffect, DeclaredAct, GameState } from './state'
import type { TargetKind } from './targeting'

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
  const sink = new ActSink(state, catalogue, actorId, timing, [])
  visitCandidates(sink, loose)
  return sink.out as DeclaredAct[]
}

/**
 * Whether the character has any legal act: the same candidates and the same check, visited lazily
 * and stopping at the first legal one (equipment, whose replacement sets are the dearest to list, last).
 */
export function hasLegalAct(state: GameState, catalogue: Catalogue, actorId: InstanceId, timing: Timing, loose?: LooseCards): boolean {
  return visitCandidates(new ActSink(state, catalogue, actorId, timing, null), loose)
}

/**
 * Where the candidates go: each is checked by `checkAct`, the one check, and a legal one is listed (`out`)
 * or ends the visit (`out` null: any legal act will do). A class rather than a closure per visit (issue 26).
 */
class ActSink {
  constructor(readonly state: GameState, readonly catalogue: Catalogue, readonly actorId: InstanceId, readonly timing: Timing, readonly out: DeclaredAct[] | null) {}
  /** Checks a candidate; true when the visit should stop (a legal act found and only one was wanted). */
  offer(act: DeclaredAct): boolean {
    return this.accept(act, checkAct(this.state, this.catalogue, this.actorId, act, this.timing))
  }
  /** Lists a checked candidate; true when the visit should stop. */
  accept(act: DeclaredAct, error: EngineError | null): boolean {
    if (error !== null) return false
    if (this.out === null) return true
    this.out.push(act)
    return false
  }
}

/**
 * Visits the candidates, without listing them first, until the sink stops the visit; returns whether it
 * stopped early. The order is the listing order of `legalActions`. Where checkAct refuses a whole group of
 * candidates for a reason that does not depend on the target (an exploration after the Dalma explored, a
 * spell with no casts left), the group is skipped: `*RefusedForAnyTarget` in act-check.ts are checkAct's own
 * target-free parts, and a property test (candidates.test.ts) checks that the listing is exactly the acts
 * checkAct accepts.
 */
function visitCandidates(sink: ActSink, given: LooseCards | undefined): boolean {
  const { state, catalogue, actorId, timing } = sink
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
        if (actorCard.type === 'dalma' && card.profession === actorCard.profession && sink.offer({ kind: 'learn', instanceId: id })) return true
      } else if (card.type === 'potion') {
        if (sink.offer({ kind: 'drinkPotion', instanceId: id })) return true
      } else if (card.type === 'poison') {
        for (let j = 0; j < equipment.length; j++) {
          const weaponId = equipment[j] as InstanceId
          if (factsOfInstance(catalogue, instanceOf(state, weaponId)).type === 'weapon' && sink.offer({ kind: 'applyPoison', instanceId: id, weaponId })) return true
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
        if (sink.offer({ kind: 'reloadBow', weaponId, arrowId: null })) return true
        for (let k = 0; k < equipment.length; k++) {
          const arrowId = equipment[k] as InstanceId
          if (instanceOf(state, arrowId).cardId === FLECHAS_ID && sink.offer({ kind: 'reloadBow', weaponId, arrowId })) return true
        }
      } else {
        const targets = combatZoneCharacters(state)
        for (let k = 0; k < targets.length; k++) {
          const targetId = targets[k] as InstanceId
          if (instanceOf(state, targetId).owner !== seat && sink.offer({ kind: 'shoot', weaponId, targetId })) return true
        }
      }
    }
    if (!isEnemy && !exploreRefusedForAnyTarget(state, actorId)) {
      const rival = state.masters[other(seat)]
      const enemies = rival.relicZone.enemies
      for (let j = 0; j < enemies.length; j++) {
        const targetId = enemies[j] as InstanceId
        const t = instanceOf(state, targetId)
        if (t.faceUp && !t.defeated && sink.offer({ kind: 'explore', targetId })) return true
      }
      const fighters = rival.combatZone
      for (let j = 0; j < fighters.length; j++) if (sink.offer({ kind: 'explore', targetId: fighters[j] as InstanceId })) return true
    }
  }
  if (!isEnemy) {
    const learned = actor.learned
    for (let j = 0; j < learned.length; j++) {
      const l = learned[j] as InstanceId
      const card = defOfInstance(catalogue, instanceOf(state, l))
      if (card.type === 'spell' && (timing !== 'skillWindow')) {
        if (castRefusedForAnyTarget(state, catalogue, actorId, l, timing)) continue
        const targets = spellTargets(state, catalogue, actorId, card)
        for (let k = 0; k < targets.length; k++) if (sink.offer({ kind: 'cast', spellId: l, targetId: targets[k] as InstanceId, extra: false })) return true
      } else if (card.type === 'skill' && timing !== 'spellWindow') {
        if (skillRefusedForAnyTarget(state, catalogue, actorId, l, timing)) continue
        const targets = targetsFor(state, catalogue, actorId, factsOfInstance(catalogue, instanceOf(state, l)).targetKind)
        for (let k = 0; k < targets.length; k++) if (sink.offer({ kind: 'useSkill', skillId: l, targetId: targets[k] as InstanceId | null, extra: false })) return true
      }
    }
    if (instants) {
      for (let j = 0; j < equipment.length; j++) {
        const objectId = equipment[j] as InstanceId
        if (instanceOf(state, objectId).cardId !== LENTE_ID) continue
        if (sink.offer({ kind: 'lente', objectId, targetId: null, reveal: false })) return true
        const rivalPlay = state.masters[other(seat)].playZone
        for (let k = 0; k < rivalPlay.length; k++) {
          const id = rivalPlay[k] as InstanceId
          if (instanceOf(state, id).faceUp) continue
          if (sink.offer({ kind: 'lente', objectId, targetId: id, reveal: false }) || sink.offer({ kind: 'lente', objectId, targetId: id, reveal: true })) return true
        }
      }
    }
  }
  if (!principal || loose === null) return false
  for (let i = 0; i < loose.ids.length; i++) {
    const id = loose.ids[i] as InstanceId
    if (loose.equippable[i] !== true || !canEverEquip(state, catalogue, actorId, id)) continue
    // The equip that replaces nothing first. checkAct refuses it for the equipment limits exactly when it
    // does not fit (checkEquip), and only then are replacement sets minimal (R9.2); refused for any other
    // reason (the actor, the card), every set is refused for the same reason.
    const bare: DeclaredAct = { kind: 'equip', instanceId: id, replaceIds: [] }
    const error = checkAct(state, catalogue, actorId, bare, timing)
    if (sink.accept(bare, error)) return true
    if (error === null || error.code !== 'equipLimit') continue
    const sets = minimalReplacements(state, catalogue, actorId, id)
    for (let k = 0; k < sets.length; k++) if (sink.offer({ kind: 'equip', instanceId: id, replaceIds: sets[k] as InstanceId[] })) return true
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
function targetsFor(state: GameState, catalogue: Catalogue, actorId: InstanceId, kind: TargetKind): (InstanceId | null)[] {
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
