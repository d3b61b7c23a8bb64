// Read-only questions about a state: who is active, what a character's stats are, how many casts
// remain. Shared by legalActions, apply, the bots and the UI.
import { CASTER_PROFESSIONS, toSilver, type Card, type CardOf, type Catalogue, type Effect } from '../catalogue/model'
import type { CardFacts, HalveLearning } from './card-facts'
import { defOf, defOfInstance, factsOfInstance } from './draft'
import type { InstanceId, Seat } from './ids'
import type { ActiveEffect, CardInstance, CharacterStats, GameState } from './state'

export const HAND_LIMIT = 10 // R5.10
export const MASTER_ACTIONS_PER_TURN = 5 // R8.1
export const DALMA_REVEAL_SILVER = 50 // R8.4
export const ENEMY_REVEAL_SILVER = 30 // R8.5
export const INN_SILVER = 10 // R7.8, RUL-16
export const INCOME_SILVER = 30 // R7.12
export const STARTING_SILVER = 50 // R6.10
export const ENEMY_REST_HEAL = 3 // R7.6
export const OPENING_HAND = 5 // R6.6
export const MAX_REPLACEMENT = 5 // R6.7
export const BASE_CASTS = 2 // R12.2
export const BASE_SKILL_USES = 1 // R13.3

/** A monotonic count of the game's turns (both Masters'), to tell "another turn" apart (R22.6). */
export const gameTurn = (state: GameState): number => state.masters[0].turn + state.masters[1].turn

export function instanceOf(state: GameState, id: InstanceId): CardInstance {
  const c = state.cards[id]
  if (c === undefined) throw new Error(`engine: no card instance ${id}`)
  return c
}

export const cardOf = (state: GameState, catalogue: Catalogue, id: InstanceId): Card =>
  defOfInstance(catalogue, instanceOf(state, id))

/** The effects a card carries as data (empty for types without effects). */
export function effectsOf(card: Card): readonly Effect[] {
  return 'effects' in card ? card.effects : []
}

export const isCasterCard = (card: Card): boolean =>
  card.type === 'dalma' && CASTER_PROFESSIONS.includes(card.profession)

/** Active Dalmas (R4.1): revealed and in the Zona de Juego or the Zona de Combate. */
export function activeDalmas(state: GameState, catalogue: Catalogue, seat: Seat): InstanceId[] {
  const m = state.masters[seat]
  const out: InstanceId[] = []
  const play = m.playZone
  for (let i = 0; i < play.length; i++) {
    const id = play[i] as InstanceId
    const c = instanceOf(state, id)
    if (c.faceUp && factsOfInstance(catalogue, c).type === 'dalma') out.push(id)
  }
  const combat = m.combatZone
  for (let i = 0; i < combat.length; i++) out.push(combat[i] as InstanceId)
  return out
}

export function isActiveDalma(state: GameState, catalogue: Catalogue, id: InstanceId): boolean {
  const c = state.cards[id]
  if (c === undefined || !c.faceUp || factsOfInstance(catalogue, c).type !== 'dalma') return false
  const m = state.masters[c.owner]
  return m.playZone.includes(id) || m.combatZone.includes(id)
}

/** Revealed enemies still defending (R8.5), neither face down nor defeated. */
export function revealedEnemies(state: GameState, seat: Seat): InstanceId[] {
  const enemies = state.masters[seat].relicZone.enemies
  const out: InstanceId[] = []
  for (let i = 0; i < enemies.length; i++) {
    const id = enemies[i] as InstanceId
    const c = instanceOf(state, id)
    if (c.faceUp && !c.defeated) out.push(id)
  }
  return out
}

/** Whether the Master has an active Dalma (R4.1), without listing them. */
export function hasActiveDalma(state: GameState, catalogue: Catalogue, seat: Seat): boolean {
  const m = state.masters[seat]
  if (m.combatZone.length > 0) return true
  const play = m.playZone
  for (let i = 0; i < play.length; i++) {
    const c = instanceOf(state, play[i] as InstanceId)
    if (c.faceUp && factsOfInstance(catalogue, c).type === 'dalma') return true
  }
  return false
}

export function isRevealedEnemy(state: GameState, id: InstanceId): boolean {
  const c = state.cards[id]
  return c !== undefined && c.faceUp && !c.defeated && state.masters[c.owner].relicZone.enemies.includes(id)
}

/** Cards whose data effects are "on" for their Master: equipped ones, revealed Emblemas, revealed non-equippable objects. */
export function activeSourceCards(state: GameState, catalogue: Catalogue, seat: Seat): InstanceId[] {
  const m = state.masters[seat]
  const out: InstanceId[] = []
  for (const id of m.playZone) {
    const c = instanceOf(state, id)
    if (!c.faceUp) continue
    const card = defOfInstance(catalogue, c)
    if (card.type === 'dalma') out.push(...c.equipment)
    else if (card.type === 'emblem' || (card.type === 'object' && !card.equippable)) out.push(id)
  }
  for (const id of m.combatZone) out.push(...instanceOf(state, id).equipment)
  for (const id of m.relicZone.enemies) {
    const c = instanceOf(state, id)
    if (c.faceUp && !c.defeated) out.push(...c.equipment)
  }
  return out
}

/**
 * Whether `test(facts, arg)` holds for one of the cards `activeSourceCards` lists, visiting them in the same order
 * without building the list, and asking each card's facts (card-facts.ts): the hand-limit check runs at every draw
 * and learningCost for every learn candidate. `arg` is passed through so that callers need no closure.
 */
function someActiveFacts<T>(state: GameState, catalogue: Catalogue, seat: Seat, test: (facts: CardFacts, arg: T) => boolean, arg: T): boolean {
  const m = state.masters[seat]
  const play = m.playZone
  for (let i = 0; i < play.length; i++) {
    const c = instanceOf(state, play[i] as InstanceId)
    if (!c.faceUp) continue
    const facts = factsOfInstance(catalogue, c)
    if (facts.type === 'dalma') {
      if (someWornFacts(state, catalogue, c, test, arg)) return true
    } else if (facts.activeInPlay && test(facts, arg)) {
      return true
    }
  }
  const combat = m.combatZone
  for (let i = 0; i < combat.length; i++) if (someWornFacts(state, catalogue, instanceOf(state, combat[i] as InstanceId), test, arg)) return true
  const enemies = m.relicZone.enemies
  for (let i = 0; i < enemies.length; i++) {
    const c = instanceOf(state, enemies[i] as InstanceId)
    if (c.faceUp && !c.defeated && someWornFacts(state, catalogue, c, test, arg)) return true
  }
  return false
}

/** Whether one piece of the character's equipment passes `test` (an indexed loop: see characterStats). */
function someWornFacts<T>(state: GameState, catalogue: Catalogue, c: CardInstance, test: (facts: CardFacts, arg: T) => boolean, arg: T): boolean {
  const equipment = c.equipment
  for (let i = 0; i < equipment.length; i++) if (test(factsOfInstance(catalogue, instanceOf(state, equipment[i] as InstanceId)), arg)) return true
  return false
}

const liftsHandLimit = (facts: CardFacts): boolean => facts.liftsHandLimit

/** R5.10, RUL-12: Saco sin fondo (effect liftHandLimit) lifts the limit while it is active. */
export function handLimitLifted(state: GameState, catalogue: Catalogue, seat: Seat): boolean {
  return someActiveFacts(state, catalogue, seat, liftsHandLimit, undefined)
}

/** R8.2, RUL-7: drawing needs a card in the deck and room in the hand (or the limit lifted). */
export function canDraw(state: GameState, catalogue: Catalogue, seat: Seat): boolean {
  const m = state.masters[seat]
  return m.deck.length > 0 && (m.hand.length < HAND_LIMIT || handLimitLifted(state, catalogue, seat))
}

/**
 * A character's stats with equipment bonuses, permanent equipment effects and its running effects (not "next attack" ones).
 * A bow's bonuses count only for its own shot (`bowShot`): never in melee (R19.11, R19.12).
 */
export function characterStats(state: GameState, catalogue: Catalogue, id: InstanceId, bowShot: InstanceId | null = null): CharacterStats {
  const c = instanceOf(state, id)
  const facts = factsOfInstance(catalogue, c)
  if (!facts.character) throw new Error(`engine: ${c.cardId} is not a character`)
  // Indexed loops, not for…of, here and in the other queries the bots call at every decision: V8 did
  // not inline the array iterator at these sites, and each step allocated an iterator result (issue 15).
  // The card's numbers come from its facts (card-facts.ts): one object shape, where the cards have many.
  const o = c.statOverride
  const stats = o === undefined
    ? { strength: facts.strength, resistance: facts.resistance, initiative: facts.initiative, maxLife: facts.life }
    : { strength: o.strength ?? facts.strength, resistance: o.resistance ?? facts.resistance, initiative: o.initiative ?? facts.initiative, maxLife: o.life ?? facts.life }
  const equipment = c.equipment
  for (let i = 0; i < equipment.length; i++) {
    const eid = equipment[i] as InstanceId
    const w = factsOfInstance(catalogue, instanceOf(state, eid))
    if (w.bow && eid !== bowShot) continue
    stats.strength += w.wornStrength
    stats.resistance += w.wornResistance
    stats.initiative += w.wornInitiative
    stats.maxLife += w.wornLife
  }
  const running = c.effects
  for (let i = 0; i < running.length; i++) { const a = running[i] as (typeof running)[number]; if (a.effect.kind === 'modifyStat' && a.until !== 'nextAttack') stats[a.effect.stat] += a.effect.amount }
  if (facts.type === 'dalma') {
    // R15.7: a revealed Emblema affects every Dalma of its Master (its permanent effects are its worn numbers).
    const play = state.masters[c.owner].playZone
    for (let i = 0; i < play.length; i++) {
      const e = instanceOf(state, play[i] as InstanceId)
      if (!e.faceUp) continue
      const emblem = factsOfInstance(catalogue, e)
      if (emblem.type !== 'emblem') continue
      stats.strength += emblem.wornStrength
      stats.resistance += emblem.wornResistance
      stats.initiative += emblem.wornInitiative
    }
  }
  return { strength: stats.strength, resistance: stats.resistance, initiative: stats.initiative, maxLife: stats.maxLife, life: stats.maxLife - c.damage }
}

/** R12.2, R12.10: casts left before the next Posada (0 for non-casters). */
export function castsLeft(state: GameState, catalogue: Catalogue, dalmaId: InstanceId): number {
  const c = instanceOf(state, dalmaId)
  if (!factsOfInstance(catalogue, c).caster) return 0
  let cap = BASE_CASTS
  const equipment = c.equipment
  for (let i = 0; i < equipment.length; i++) cap += factsOfInstance(catalogue, instanceOf(state, equipment[i] as InstanceId)).extraCasts
  let used = 0
  const learned = c.learned
  for (let i = 0; i < learned.length; i++) {
    const l = instanceOf(state, learned[i] as InstanceId)
    if (factsOfInstance(catalogue, l).type === 'spell') used += l.useCounters
  }
  return Math.max(0, cap - used)
}

/** R13.3: one skill use between Posada rests; any use counter on a known skill blocks them all. */
export function skillUsesLeft(state: GameState, catalogue: Catalogue, dalmaId: InstanceId): number {
  const learned = instanceOf(state, dalmaId).learned
  for (let i = 0; i < learned.length; i++) {
    const l = instanceOf(state, learned[i] as InstanceId)
    if (l.useCounters > 0 && factsOfInstance(catalogue, l).type === 'skill') return 0
  }
  return BASE_SKILL_USES
}

/** Whether a Posada would restore anything: lost Vida, use counters on known cards, or a used extraCast (Anillo Sumador). */
export function needsInnRest(state: GameState, catalogue: Catalogue, dalmaId: InstanceId): boolean {
  const c = instanceOf(state, dalmaId)
  if (c.damage > 0) return true
  if (c.learned.some((l) => instanceOf(state, l).useCounters > 0)) return true
  return c.equipment.some((e) => instanceOf(state, e).useCounters > 0 && effectsOf(cardOf(state, catalogue, e)).some((x) => x.kind === 'extraCast'))
}

/**
 * R11.4, R11.7, RUL-26: the money a Dalma pays to learn a card. Halved (once, however many sources)
 * by a matching halveLearningCost effect equipped on that Dalma, or one of scope allDalmas active
 * for its Master (Emblema del Gremio). Exact in silver (RUL-9 keeps halvable costs even).
 */
export function learningCost(state: GameState, catalogue: Catalogue, dalmaId: InstanceId, cardId: InstanceId): { silver: number; halved: boolean } {
  const card = cardOf(state, catalogue, cardId)
  if (card.type !== 'spell' && card.type !== 'skill') return { silver: 0, halved: false }
  const full = toSilver(card.learnCost)
  const dalma = instanceOf(state, dalmaId)
  // The sources' halving effects are read from their facts (card-facts.ts), where nearly every card has none.
  const halved = someWornFacts(state, catalogue, dalma, halvesEquipped, card) ||
    someActiveFacts(state, catalogue, dalma.owner, halvesAllDalmas, card)
  // RUL-9: content keeps halvable costs even; rounding up only guards against a stray odd one.
  return { silver: halved ? Math.ceil(full / 2) : full, halved }
}

type Learned = CardOf<'spell'> | CardOf<'skill'>

/** Whether a card with these facts carries a halveLearningCost effect of this scope for `learned`'s profession and type. */
function halves(source: CardFacts, learned: Learned, scope: HalveLearning['scope']): boolean {
  const h = source.halvings
  for (let i = 0; i < h.length; i++) {
    const e = h[i] as HalveLearning
    if (e.scope === scope && e.profession === learned.profession && e.cardType === learned.type) return true
  }
  return false
}
const halvesEquipped = (source: CardFacts, learned: Learned): boolean => halves(source, learned, 'equipped')
const halvesAllDalmas = (source: CardFacts, learned: Learned): boolean => halves(source, learned, 'allDalmas')

/** Every instance a Master owns in a zone, attached cards included: for invariant checks and the UI. */
export function ownedInstanceIds(state: GameState, seat: Seat): InstanceId[] {
  const m = state.masters[seat]
  const out: InstanceId[] = []
  for (const zone of [m.deck, m.hand, m.playZone, m.combatZone, m.discard, m.relicZone.enemies]) for (const id of zone) visitAttached(state, id, out)
  if (m.relicZone.relic !== null) out.push(m.relicZone.relic)
  return out
}

function visitAttached(state: GameState, id: InstanceId, out: InstanceId[]): void {
  out.push(id)
  const c = instanceOf(state, id)
  for (const e of c.equipment) visitAttached(state, e, out)
  for (const l of c.learned) visitAttached(state, l, out)
}

/** A Dalma standing in a Zona de Combate (explorers, attackers). */
export function isDalmaInCombatZone(state: GameState, id: InstanceId): boolean {
  const c = state.cards[id]
  return c !== undefined && state.masters[c.owner].combatZone.includes(id)
}

/** RUL-14: targets "in the Zona de Combate": Dalmas standing in it, and revealed enemies on its border. */
export function isInCombatZoneAsTarget(state: GameState, id: InstanceId): boolean {
  return isDalmaInCombatZone(state, id) || isRevealedEnemy(state, id)
}

/** Every character a Mago spell or a bow shot may aim at (RUL-14), both sides. */
export function combatZoneCharacters(state: GameState): InstanceId[] {
  const out: InstanceId[] = []
  for (let seat = 0; seat < 2; seat++) {
    const m = state.masters[seat as Seat]
    const zone = m.combatZone
    for (let i = 0; i < zone.length; i++) out.push(zone[i] as InstanceId)
    const enemies = m.relicZone.enemies
    for (let i = 0; i < enemies.length; i++) {
      const id = enemies[i] as InstanceId
      const c = instanceOf(state, id)
      if (c.faceUp && !c.defeated) out.push(id)
    }
  }
  return out
}

/** Whether a character has its action (no marker). */
export const hasAction = (state: GameState, id: InstanceId): boolean => !instanceOf(state, id).actionMarker

/** R12.11, RUL-17: an unused Poción de Thal activation on this Dalma for a card of this PRI. */
export function hasExtraActivation(state: GameState, dalmaId: InstanceId, pri: number): boolean {
  const effects = instanceOf(state, dalmaId).effects
  for (let i = 0; i < effects.length; i++) {
    const e = (effects[i] as ActiveEffect).effect
    if (e.kind === 'extraActivation' && e.pri === pri) return true
  }
  return false
}

/** Whether a character is a Dalma or an enemy still in play (not discarded, not defeated). */
export function isAliveCharacter(state: GameState, catalogue: Catalogue, id: InstanceId): boolean {
  return isActiveDalma(state, catalogue, id) || isRevealedEnemy(state, id)
}
