/**
 * The default goldfish policy: what the batch statistics and the bench play. Deterministic (no
 * randomness at all: ties go to the first candidate in legalActions order) and cheap.
 *
 * - Opening hand (R6.7): `keepInOpeningHand` keeps Dalmas, treasures, and equipment (weapon,
 *   shield, armour, object, accessory) or potions revealed for at most 1 gold; every other card goes
 *   to the bottom in hand order. Keeping everything means no replacement (RUL-3). A fixed per-card
 *   rule, so the exact probabilities of lib/sim apply to it.
 * - Protecting enemy (RUL-6): the strongest by Fuerza + Resistencia + Vida.
 * - Posada (R7.8): only Dalmas with lost Vida or used counters, while money lasts.
 * - Deferred replacement (R6.8): never. A fixed opening rule is what the exact math assumes, and a
 *   later replacement would mix two policies in the statistics.
 * - Master actions, first that applies: use a treasure; reveal a face-down Dalma if affordable;
 *   reveal face-down equipment a Dalma could wear without replacing anything, or a potion, if
 *   affordable while keeping 5 gold for a face-down Dalma still waiting; place a Dalma from hand;
 *   reveal a face-down spell or skill that an own active Dalma of its profession could learn (one
 *   deliberate addition to the brief's order: without it, drawing to 10 and placing keeps every
 *   spell face down for the whole game); place a spell or skill an own Dalma could learn, then
 *   equipment already affordable (so they reach play before the hand fills); draw; place another
 *   card (equipment first, then the rest); reveal any face-down spell or skill; any
 *   other legal action but an enemy; reveal an enemy only when nothing else is legal (R18.1).
 * - Enemies: no action. Nobody attacks the relic in goldfish, so equipment is kept for the Dalmas.
 * - Dalmas: learn the cheapest affordable spell or skill of its profession; else equip the best
 *   equipment needing no replacement (largest sum of bonuses); else the Dalma does nothing.
 * - End of turn: pass (RUL-13).
 */
import { revealCostSilver, type Card, type Catalogue } from '../catalogue/model'
import type { Action, ChoiceAction, MasterAction } from '../engine/actions'
import { defOf, defOfInstance } from '../engine/draft'
import { EMPTY_IDS } from '../engine/empty'
import { checkEquip, isEquippable } from '../engine/equipment'
import { legalActions, legalMasterActions } from '../engine/legal'
import { activeDalmas, canDraw, DALMA_REVEAL_SILVER, effectsOf, INN_SILVER, instanceOf, learningCost, needsInnRest } from '../engine/queries'
import type { GameState, InstanceId, PendingChoice, Seat } from '../engine/state'
import { pendingDecision } from '../engine/stack'

const KEEP_COST_SILVER = 10

const isEquipmentType = (card: Card): boolean =>
  card.type === 'weapon' || card.type === 'shield' || card.type === 'armor' || card.type === 'object' || card.type === 'accessory'

function cardAt(state: GameState, catalogue: Catalogue, id: InstanceId): Card {
  return defOfInstance(catalogue, instanceOf(state, id))
}

/** The fixed opening-hand rule (see the module comment). */
export function keepInOpeningHand(card: Card): boolean {
  if (card.type === 'dalma' || card.type === 'treasure') return true
  if (isEquipmentType(card) || card.type === 'potion') return (revealCostSilver(card) ?? Infinity) <= KEEP_COST_SILVER
  return false
}

/** How much the policy values equipment: its bonuses, plus one per passive effect (worked out once per card). */
export function equipmentScore(card: Card): number {
  let score = equipmentScores.get(card)
  if (score === undefined) { score = scoreOf(card); equipmentScores.set(card, score) }
  return score
}
const equipmentScores = new WeakMap<Card, number>()

function scoreOf(card: Card): number {
  let score = 0
  if ('bonuses' in card) for (const v of Object.values(card.bonuses)) score += v ?? 0
  for (const e of effectsOf(card)) score += e.kind === 'modifyStat' && e.duration === 'permanent' ? e.amount : 1
  return score
}

export function chooseAction(state: GameState, catalogue: Catalogue): Action {
  const pending = pendingDecision(state)
  if (pending !== null) {
    if (isChoice(pending)) return chooseForPending(state, catalogue, pending)
    // Windows and combat choices (never asked of the goldfish player: RUL-13), answered with the first option.
    const first = legalActions(state, catalogue)[0]
    if (first === undefined) throw new Error('goldfish bot: no legal action')
    return first
  }
  const phase = state.phase
  if (phase.name === 'endOfTurn') return { type: 'pass' }
  if (phase.name === 'main') {
    if (phase.step === 'masterActions') return chooseMasterAction(state, catalogue)
    if (phase.step === 'enemyActions') return { type: 'endEnemyActions' }
    return chooseDalmaAction(state, catalogue)
  }
  const any = legalActions(state, catalogue)[0]
  if (any === undefined) throw new Error('goldfish bot: no legal action')
  return any
}

type ChoiceDecision = Extract<PendingChoice, { kind: ChoiceAction['type'] }>
const CHOICE_KINDS = new Set(['initialReplacement', 'chooseProtectingEnemy', 'innRest', 'deferredReplacement', 'discardToLimit', 'keepEmblem'])
const isChoice = (p: PendingChoice): p is ChoiceDecision => CHOICE_KINDS.has(p.kind)

function chooseForPending(state: GameState, catalogue: Catalogue, pending: ChoiceDecision): ChoiceAction {
  const m = state.masters[pending.seat]
  const card = cardAt.bind(null, state, catalogue)
  switch (pending.kind) {
    case 'initialReplacement':
      return { type: 'initialReplacement', instanceIds: m.hand.filter((id) => !keepInOpeningHand(card(id))).slice(0, 5) }
    case 'deferredReplacement':
      return { type: 'deferredReplacement', instanceIds: [] }
    case 'chooseProtectingEnemy': {
      let best = m.relicZone.enemies[0] as InstanceId
      let bestScore = -Infinity
      for (const id of m.relicZone.enemies) {
        const c = card(id)
        const score = c.type === 'enemy' ? c.strength + c.resistance + c.life : 0
        if (score > bestScore) { best = id; bestScore = score }
      }
      return { type: 'chooseProtectingEnemy', instanceId: best }
    }
    case 'innRest': {
      const affordable = Math.floor(m.silver / INN_SILVER)
      const ids = activeDalmas(state, catalogue, pending.seat).filter((id) => needsInnRest(state, catalogue, id)).slice(0, affordable)
      return { type: 'innRest', dalmaIds: ids }
    }
    case 'discardToLimit': {
      const ranked = m.hand.map((id, i) => ({ id, i, v: handValue(state, catalogue, pending.seat, card(id)) }))
      ranked.sort((a, b) => a.v - b.v || a.i - b.i)
      // Staged (R5.10): the whole hand when it all goes, else the least valuable card; asked again
      // for the next one, the ranking (per card) picks the rest of the same set.
      if (pending.count === 0 || pending.count >= m.hand.length) return { type: 'discardToLimit', instanceIds: pending.count === 0 ? [] : [...m.hand] }
      return { type: 'discardToLimit', instanceIds: [(ranked[0] as (typeof ranked)[number]).id] }
    }
    case 'keepEmblem': {
      const [a, b] = pending.options
      return { type: 'keepEmblem', instanceId: effectsOf(card(b)).length > effectsOf(card(a)).length ? b : a }
    }
  }
}

/** What a hand card is worth to this policy when it must discard. */
function handValue(state: GameState, catalogue: Catalogue, seat: Seat, card: Card): number {
  switch (card.type) {
    case 'dalma': return 100
    case 'treasure': return 90
    case 'spell': case 'skill': return ownProfessions(state, catalogue, seat).has(card.profession) ? 40 : 5
    case 'potion': return 30
    default: return isEquipmentType(card) ? 50 : 10
  }
}

function ownProfessions(state: GameState, catalogue: Catalogue, seat: Seat): Set<string> {
  const out = new Set<string>()
  for (const id of activeDalmas(state, catalogue, seat)) {
    const c = defOfInstance(catalogue, instanceOf(state, id))
    if (c.type === 'dalma') out.add(c.profession)
  }
  return out
}

/** The professions of the seat's active Dalmas (a few at most: an array is cheaper to ask than a Set). */
function professionsOf(state: GameState, catalogue: Catalogue, dalmas: readonly InstanceId[]): string[] {
  const out: string[] = []
  for (let i = 0; i < dalmas.length; i++) {
    const c = cardAt(state, catalogue, dalmas[i] as InstanceId)
    if (c.type === 'dalma' && !out.includes(c.profession)) out.push(c.profession)
  }
  return out
}

const learnableBy = (c: Card, professions: readonly string[]): boolean => (c.type === 'spell' || c.type === 'skill') && professions.includes(c.profession)

/**
 * The Master-action priorities of the module comment, checked directly (the fallback uses legalMasterActions).
 * Each zone is read once into the first card of each kind the priorities ask for (issue 26); the priorities
 * are then taken in the module comment's order, so the choice is the one a pass per priority made.
 */
function chooseMasterAction(state: GameState, catalogue: Catalogue): MasterAction {
  const seat = state.activeSeat
  const m = state.masters[seat]
  const hand = m.hand, play = m.playZone
  for (let i = 0; i < hand.length; i++) { const id = hand[i] as InstanceId; if (cardAt(state, catalogue, id).type === 'treasure') return { type: 'useTreasure', instanceId: id } }

  let waitingDalma = false
  for (let i = 0; i < play.length; i++) {
    const id = play[i] as InstanceId
    if (instanceOf(state, id).faceUp) continue
    const c = cardAt(state, catalogue, id)
    if (c.type !== 'dalma') continue
    if ((revealCostSilver(c) ?? Infinity) <= m.silver) return { type: 'reveal', instanceId: id }
    waitingDalma = true
  }
  const dalmas = activeDalmas(state, catalogue, seat)
  for (let i = 0; i < play.length; i++) {
    const id = play[i] as InstanceId
    if (instanceOf(state, id).faceUp) continue
    const c = cardAt(state, catalogue, id)
    if (c.type !== 'potion' && !isEquipmentType(c)) continue
    const cost = revealCostSilver(c) ?? Infinity
    if (cost > m.silver || (waitingDalma && m.silver - cost < DALMA_REVEAL_SILVER)) continue
    if (c.type === 'potion' || dalmas.length === 0 || someWearer(state, catalogue, dalmas, id)) return { type: 'reveal', instanceId: id }
  }
  // The hand's cards the remaining priorities ask for, first of each kind in hand order.
  const professions = professionsOf(state, catalogue, dalmas)
  let dalmaInHand = -1, learnableInHand = -1, affordableEquipment = -1, equipmentInHand = -1
  for (let i = 0; i < hand.length; i++) {
    const c = cardAt(state, catalogue, hand[i] as InstanceId)
    if (c.type === 'dalma') { if (dalmaInHand < 0) dalmaInHand = i } else if (learnableBy(c, professions)) { if (learnableInHand < 0) learnableInHand = i } else if (isEquipmentType(c)) {
      if (equipmentInHand < 0) equipmentInHand = i
      if (affordableEquipment < 0 && dalmas.length > 0 && (revealCostSilver(c) ?? Infinity) <= m.silver) affordableEquipment = i
    }
  }
  if (dalmaInHand >= 0) return { type: 'place', instanceId: hand[dalmaInHand] as InstanceId }
  for (let i = 0; i < play.length; i++) {
    const id = play[i] as InstanceId
    if (!instanceOf(state, id).faceUp && learnableBy(cardAt(state, catalogue, id), professions)) return { type: 'reveal', instanceId: id }
  }
  // Before drawing more, put down what an own Dalma can use soon: a spell or skill of its profession,
  // then equipment the Master can already pay for. Drawing first fills the hand to 10 by turn 2 and
  // leaves these cards waiting in hand for many turns.
  if (learnableInHand >= 0) return { type: 'place', instanceId: hand[learnableInHand] as InstanceId }
  if (affordableEquipment >= 0) return { type: 'place', instanceId: hand[affordableEquipment] as InstanceId }
  if (canDraw(state, catalogue, seat)) return { type: 'draw' }

  if (equipmentInHand >= 0) return { type: 'place', instanceId: hand[equipmentInHand] as InstanceId }
  const first = hand[0]
  if (first !== undefined) return { type: 'place', instanceId: first }
  for (let i = 0; i < play.length; i++) {
    const id = play[i] as InstanceId
    if (instanceOf(state, id).faceUp) continue
    const t = cardAt(state, catalogue, id).type
    if (t === 'spell' || t === 'skill') return { type: 'reveal', instanceId: id }
  }
  const legal = legalMasterActions(state, catalogue)
  const choice = legal.find((a) => a.type !== 'revealEnemy') ?? legal[0]
  if (choice === undefined) throw new Error('goldfish bot: no legal Master action')
  return choice
}

/** Whether one of these Dalmas could wear the card without replacing anything (checkEquip, the rule itself). */
function someWearer(state: GameState, catalogue: Catalogue, dalmas: readonly InstanceId[], id: InstanceId): boolean {
  for (let i = 0; i < dalmas.length; i++) if (checkEquip(state, catalogue, dalmas[i] as InstanceId, id, EMPTY_IDS).ok) return true
  return false
}

/**
 * The first Dalma (table order) with something the policy wants: its cheapest affordable learn,
 * else its best equip that replaces nothing. Built directly rather than from legalDalmaActions
 * (which also lists every replacement), using the same checks apply uses.
 */
function chooseDalmaAction(state: GameState, catalogue: Catalogue): Action {
  const seat = state.activeSeat
  const m = state.masters[seat]
  for (const dalmaId of activeDalmas(state, catalogue, seat)) {
    if (instanceOf(state, dalmaId).actionMarker) continue
    const dalma = cardAt(state, catalogue, dalmaId)
    let learnId: InstanceId | null = null, learnSilver = Infinity
    let equipId: InstanceId | null = null, equipValue = -Infinity
    for (const id of m.playZone) {
      if (!instanceOf(state, id).faceUp) continue
      const c = cardAt(state, catalogue, id)
      if ((c.type === 'spell' || c.type === 'skill') && dalma.type === 'dalma' && c.profession === dalma.profession) {
        const cost = learningCost(state, catalogue, dalmaId, id).silver
        if (cost <= m.silver && cost < learnSilver) { learnId = id; learnSilver = cost }
      } else if (learnId === null && isEquippable(c) && checkEquip(state, catalogue, dalmaId, id, EMPTY_IDS).ok) {
        const value = equipmentScore(c)
        if (value > equipValue) { equipId = id; equipValue = value }
      }
    }
    if (learnId !== null) return { type: 'learn', dalmaId, instanceId: learnId }
    if (equipId !== null) return { type: 'equip', dalmaId, instanceId: equipId, replaceIds: [] }
  }
  return { type: 'endDalmaActions' }
}
