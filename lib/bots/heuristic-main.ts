// The heuristic in the Master's own turn: set-up and phase choices, Master actions (§8), enemy
// actions (R10.2), Dalma actions (§9) and the end-of-turn decision (R17.1). Each rule builds the
// action it wants; `decide` (heuristic.ts) keeps it only if the engine allows it.
import { revealCostSilver, type Card } from '../catalogue/model'
import type { Action, MasterAction } from '../engine/actions'
import { checkEquip, isEquippable, minimalReplacements } from '../engine/equipment'
import { attackerCandidates } from '../engine/offensive'
import {
  activeDalmas, canDraw, castsLeft, DALMA_REVEAL_SILVER, effectsOf, ENEMY_REVEAL_SILVER, hasExtraActivation, INCOME_SILVER, INN_SILVER,
  isCasterCard, learningCost, revealedEnemies, skillUsesLeft,
} from '../engine/queries'
import { other, type Decision, type InstanceId, type Seat } from '../engine/state'
import { chooseAction as goldfishChoice, keepInOpeningHand } from './goldfish'
import { equipValue, learnValue } from './card-values'
import { emblemWorth, learnMarginal } from './heuristic-plays'
import { clockMargin, turnsLeft } from './clock'
import { exploreRound, fighterOf, fightToTheDeath, potionBoost, type Fighter } from './fight'
import type { Knowledge } from './knowledge'
import type { LegalMoves } from './legal-moves'
import { TUNING } from './heuristic-tuning'
import { attackOdds } from './odds'

type ChoiceDecision = Extract<Decision, { kind: 'initialReplacement' | 'chooseProtectingEnemy' | 'innRest' | 'deferredReplacement' | 'discardToLimit' | 'keepEmblem' }>

const FLECHAS = 'flechas-perforadoras'
const LENTE = 'lente-de-vision-precisa'

/** Set-up and phase choices: the goldfish policy's, but the Posada rests a caster only once its casts are spent (R12.2), so a third cast with the Anillo Sumador (R12.10) can come. */
export function chooseChoice(k: Knowledge, top: ChoiceDecision): Action {
  const s = k.state
  if (top.kind === 'innRest') {
    const m = s.masters[top.seat]
    const ids = activeDalmas(s, k.catalogue, top.seat).filter((id) => restPays(k, id))
    return { type: 'innRest', dalmaIds: ids.slice(0, Math.floor(m.silver / INN_SILVER)) }
  }
  if (top.kind === 'initialReplacement') {
    // The goldfish rule, plus the cards this deck plays face down or keeps: traps and poisons too.
    const m = s.masters[top.seat]
    const keep = (c: Card | null) => c !== null && (keepInOpeningHand(c) || c.type === 'trap')
    return { type: 'initialReplacement', instanceIds: m.hand.filter((id) => !keep(k.card(id))).slice(0, 5) }
  }
  return goldfishChoice(s, k.catalogue)
}

function restPays(k: Knowledge, id: InstanceId): boolean {
  const s = k.state
  const c = s.cards[id]
  if (c === undefined) return false
  // A small wound is not worth a gold (R7.8) unless the Dalma is left weak by it.
  if (c.damage > 0 && (c.damage >= TUNING.restDamage || (k.stats(id)?.life ?? 0) <= TUNING.restLife)) return true
  let spells = false, spellUsed = false
  for (const l of c.learned) {
    const lc = k.card(l)
    const used = (s.cards[l]?.useCounters ?? 0) > 0
    if (lc?.type === 'skill' && used) return true
    if (lc?.type === 'spell') { spells = true; spellUsed ||= used }
  }
  return spells && spellUsed && castsLeft(s, k.catalogue, id) <= 0
}

// ---- Master actions (§8) ----------------------------------------------------------------------

/**
 * Master actions, first that applies (RUL-7): use a treasure; reveal a face-down Dalma; reveal what an
 * own Dalma would equip, a potion, or a poison for an armed character (keeping 5 gold while a Dalma
 * waits face down); place a Dalma; reveal a spell or skill an own Dalma can learn; place what an own
 * Dalma can use soon, and traps (they work face down, R14.3); draw; place the rest; reveal any spell
 * or skill (free, and one more action before exhaustion, R18.1); reveal what can be paid; an enemy
 * last. A trap is never revealed by a Master action (R14.5 would discard it).
 */
export function chooseMasterAction(k: Knowledge, legal: LegalMoves): MasterAction {
  const s = k.state
  const seat = k.seat
  const m = s.masters[seat]
  for (const id of m.hand) if ((k.card(id) as Card).type === 'treasure') return { type: 'useTreasure', instanceId: id }
  // R8.5, R17.5: a relic with no enemy standing, or one the rival could take next turn, gets another enemy first.
  if (m.silver >= ENEMY_REVEAL_SILVER) {
    const enemy = strongestHiddenEnemy(k, seat)
    // The threat is read at the turn's first Master action only: nothing the rival has changes within them.
    if (enemy !== null && (revealedEnemies(s, seat).length === 0 || (m.masterActions === 0 && threatToRelic(k) >= 0.1) || (TUNING.enemyThreat < 1 && threatToRelic(k) >= TUNING.enemyThreat))) return { type: 'revealEnemy', instanceId: enemy }
  }
  let waiting = false
  for (const id of m.playZone) {
    if (s.cards[id]?.faceUp) continue
    const c = k.card(id) as Card
    if (c.type !== 'dalma') continue
    if (DALMA_REVEAL_SILVER <= m.silver) return { type: 'reveal', instanceId: id }
    waiting = true
  }
  const dalmas = activeDalmas(s, k.catalogue, seat)
  const armed = dalmas.some((d) => hasWeapon(k, d)) || revealedEnemies(s, seat).some((e) => hasWeapon(k, e))
  const professions = new Set<string>()
  for (const d of dalmas) { const c = k.card(d) as Card; if (c.type === 'dalma') professions.add(c.profession) }
  for (const id of m.playZone) {
    if (s.cards[id]?.faceUp) continue
    const c = k.card(id) as Card
    const cost = revealCostSilver(c) ?? Infinity
    if (cost > m.silver || (waiting && m.silver - cost < DALMA_REVEAL_SILVER)) continue
    const wanted = c.type === 'potion' || (c.type === 'poison' && armed) || (c.type === 'emblem' && !emblemShown(k, seat) && emblemWorth(k, seat, c) >= EMBLEM_BAR())
      || (isEquippable(c) && (dalmas.length === 0 || bestWearers(k, dalmas, [{ id, card: c }]).has(id)))
    if (wanted) return { type: 'reveal', instanceId: id }
  }
  for (const id of m.hand) if ((k.card(id) as Card).type === 'dalma') return { type: 'place', instanceId: id }
  const emblem = emblemToPlace(k, seat)
  if (emblem !== null) return { type: 'place', instanceId: emblem }
  for (const id of m.playZone) if (!s.cards[id]?.faceUp && learnable(k.card(id) as Card, professions)) return { type: 'reveal', instanceId: id }
  for (const id of m.hand) if (learnable(k.card(id) as Card, professions) || (k.card(id) as Card).type === 'trap') return { type: 'place', instanceId: id }
  for (const id of m.hand) {
    const c = k.card(id) as Card
    if ((isEquippable(c) || c.type === 'potion' || c.type === 'poison') && dalmas.length > 0 && (revealCostSilver(c) ?? Infinity) <= m.silver) return { type: 'place', instanceId: id }
  }
  if (canDraw(s, k.catalogue, seat)) return { type: 'draw' }
  for (const id of m.hand) if (isEquippable(k.card(id) as Card)) return { type: 'place', instanceId: id }
  const first = m.hand[0]
  if (first !== undefined) return { type: 'place', instanceId: first }
  for (const id of m.playZone) {
    if (s.cards[id]?.faceUp) continue
    const t = (k.card(id) as Card).type
    if (t === 'spell' || t === 'skill') return { type: 'reveal', instanceId: id }
  }
  for (const id of m.playZone) {
    if (s.cards[id]?.faceUp || (k.card(id) as Card).type === 'trap') continue
    const cost = revealCostSilver(k.card(id) as Card) ?? Infinity
    if (cost <= m.silver) return { type: 'reveal', instanceId: id }
  }
  if (m.silver >= ENEMY_REVEAL_SILVER) {
    for (const id of m.relicZone.enemies) { const c = s.cards[id]; if (c !== undefined && !c.faceUp && !c.defeated) return { type: 'revealEnemy', instanceId: id } }
  }
  // Nothing else: whatever is legal, a trap's reveal only if it is all there is.
  const all = legal.all() as MasterAction[]
  return all.find((a) => a.type !== 'reveal' || (k.card(a.instanceId) as Card).type !== 'trap') ?? (all[0] as MasterAction)
}

/** The own face-down enemy (R8.5) with the most Fuerza, Resistencia and Vida. */
function strongestHiddenEnemy(k: Knowledge, seat: Seat): InstanceId | null {
  let best: InstanceId | null = null, top = -1
  for (const id of k.state.masters[seat].relicZone.enemies) {
    const c = k.state.cards[id], card = k.card(id)
    if (c === undefined || c.faceUp || c.defeated || card?.type !== 'enemy') continue
    const v = card.strength + card.resistance + card.life
    if (v > top) { top = v; best = id }
  }
  return best
}

const hasWeapon = (k: Knowledge, id: InstanceId): boolean => (k.state.cards[id]?.equipment ?? []).some((e) => k.card(e)?.type === 'weapon')

/** A spell or skill one of these professions can learn. */
const learnable = (c: Card, professions: ReadonlySet<string>): boolean => (c.type === 'spell' || c.type === 'skill') && professions.has(c.profession)

/** The least worth (heuristic-plays' emblemWorth) for which an Emblema is put down and paid for. */
const EMBLEM_BAR = (): number => TUNING.emblemBar

/**
 * The Emblema in hand worth placing face down to reveal soon (R8.3, R8.4): one that works for all the
 * Dalmas (R15.7), when none is revealed or waiting face down already (a second would be discarded).
 */
function emblemToPlace(k: Knowledge, seat: Seat): InstanceId | null {
  const s = k.state
  const m = s.masters[seat]
  if (m.playZone.some((id) => k.card(id)?.type === 'emblem')) return null
  let best: InstanceId | null = null, top = EMBLEM_BAR()
  for (const id of m.hand) {
    const c = k.card(id)
    if (c?.type !== 'emblem') continue
    const w = emblemWorth(k, seat, c)
    if (w >= top) { top = w; best = id }
  }
  return best
}

function emblemShown(k: Knowledge, seat: Seat): boolean {
  return k.state.masters[seat].playZone.some((id) => k.state.cards[id]?.faceUp && k.card(id)?.type === 'emblem')
}

// ---- equipment and learning (§11, §15) -----------------------------------------------------------

type EquipChoice = { replaceIds: InstanceId[]; gain: number }

/** The best way for `wearer` to take `itemId`: free, or replacing pieces worth less (R9.2); null if it gains nothing. */
function bestEquip(k: Knowledge, wearer: InstanceId, itemId: InstanceId): EquipChoice | null {
  const s = k.state
  const item = k.card(itemId)
  if (item === null || !isEquippable(item)) return null
  const wearerCard = k.card(wearer)
  const wearsBow = (s.cards[wearer]?.equipment ?? []).some((e) => { const c = k.card(e); return c?.type === 'weapon' && c.weaponKind === 'bow' })
  const value = equipValue(item, wearerCard, wearsBow || (item.type === 'weapon' && item.weaponKind === 'bow'))
  if (value <= 0.2) return null
  if (checkEquip(s, k.catalogue, wearer, itemId, []).ok) return { replaceIds: [], gain: value }
  let best: EquipChoice | null = null
  for (const r of minimalReplacements(s, k.catalogue, wearer, itemId)) {
    const lost = r.reduce((t, id) => { const c = k.card(id); return t + (c === null ? 0 : equipValue(c, wearerCard, wearsBow)) }, 0)
    const gain = value - lost - 0.3
    if (gain > 0 && (best === null || gain > best.gain)) best = { replaceIds: r, gain }
  }
  return best
}

/**
 * For each loose piece of equipment, the free Dalma it is worth most to (by its value alone): only
 * that one is then checked for room (R9.2, §15), which is the dear part.
 */
function bestWearers(k: Knowledge, dalmas: readonly InstanceId[], looseCards: readonly { id: InstanceId; card: Card }[]): Map<InstanceId, InstanceId> {
  const out = new Map<InstanceId, InstanceId>()
  // What each Dalma wears is read once, not once per loose piece.
  let wearers: { id: InstanceId; card: Card | null; wearsBow: boolean; pieces: number }[] | null = null
  for (const { id, card } of looseCards) {
    if (!isEquippable(card)) continue
    wearers ??= dalmas.map((d) => ({
      id: d, card: k.card(d), pieces: k.state.cards[d]?.equipment.length ?? 0,
      wearsBow: (k.state.cards[d]?.equipment ?? []).some((e) => { const c = k.card(e); return c?.type === 'weapon' && c.weaponKind === 'bow' }),
    }))
    let top = 0.2
    for (const w of wearers) {
      const v = equipValue(card, w.card, w.wearsBow) - 0.1 * w.pieces
      if (v > top) { top = v; out.set(id, w.id) }
    }
  }
  return out
}

/** Loose revealed cards of `seat` (what its characters may drink, apply, learn or equip), with their cards. */
function loose(k: Knowledge, seat: Seat): { id: InstanceId; card: Card }[] {
  const out: { id: InstanceId; card: Card }[] = []
  for (const id of k.state.masters[seat].playZone) {
    const c = k.state.cards[id]
    if (c === undefined || !c.faceUp) continue
    const card = k.card(id)
    if (card !== null && card.type !== 'dalma') out.push({ id, card })
  }
  return out
}

// ---- the offensive (R17.1) -------------------------------------------------------------------

/**
 * The relic's defence as the attacker would meet it (R17.5): revealed enemies and the defender's
 * Dalmas in its Zona de Juego (those standing in the Zona de Combate cannot be added), less `away`.
 */
function defence(k: Knowledge, defender: Seat, away: readonly InstanceId[] = []): Fighter[] {
  const s = k.state
  const out: Fighter[] = []
  const enemies = revealedEnemies(s, defender)
  for (let i = 0; i < enemies.length; i++) { const f = fighterOf(k, enemies[i] as InstanceId, false); if (f !== null) out.push(f) }
  const play = s.masters[defender].playZone
  const dalmas = activeDalmas(s, k.catalogue, defender)
  for (let i = 0; i < dalmas.length; i++) {
    const id = dalmas[i] as InstanceId
    if (!play.includes(id) || away.includes(id)) continue
    const f = fighterOf(k, id, false)
    if (f !== null) out.push(f)
  }
  return out
}

/** Traps `attacker`'s Dalmas may meet on entering (R17.4, R14.3): the defender's face-down cards, one per unmarked defending Dalma, the worst first. */
function trapLoss(k: Knowledge, defender: Seat): number {
  const s = k.state
  const springers = activeDalmas(s, k.catalogue, defender).filter((id) => !s.cards[id]?.actionMarker).length
  if (springers === 0) return 0
  const threats: number[] = []
  for (const id of s.masters[defender].playZone) {
    if (s.cards[id]?.faceUp) continue
    const t = k.trapThreat(id)
    threats.push(t.damage + 1.5 * t.strength + 0.3 * t.initiative)
  }
  threats.sort((a, b) => b - a)
  // The worst `springers` of them, summed worst first.
  let loss = 0
  for (let i = 0; i < springers && i < threats.length; i++) loss += threats[i] as number
  return loss
}

/** The chance the offensive captures the relic (R17.6), with the potions still drinkable counted when `withPotions`. */
export function offensiveChance(k: Knowledge, withPotions: boolean): number {
  // Asked for by wantsOffensive with and without potions and by offensiveInSight: worked out once per decision each.
  const key = withPotions ? 'odds+' : 'odds'
  const known = k.memo.get(key) as number | undefined
  if (known !== undefined) return known
  const base = offensiveBase(k)
  let p = 0
  if (base !== null) {
    const potions = withPotions ? potionBoost(k, k.seat, base.attackers) : { strength: 0, heal: 0 }
    p = fightToTheDeath(base.attackers, base.def, { attackerLoss: base.traps, attackerStrength: potions.strength, attackerHeal: potions.heal })
  }
  k.memo.set(key, p)
  return p
}

/** What both offensive odds rest on (the own attackers, the rival's defence and traps), once per decision; null: no attacker. */
function offensiveBase(k: Knowledge): { attackers: Fighter[]; def: Fighter[]; traps: number } | null {
  const known = k.memo.get('oddsBase') as { attackers: Fighter[]; def: Fighter[]; traps: number } | null | undefined
  if (known !== undefined) return known
  const seat = k.seat
  const attackers = attackerCandidates(k.state, k.catalogue, seat).map((id) => fighterOf(k, id, true)).filter((f): f is Fighter => f !== null)
  const base = attackers.length === 0 ? null : { attackers, def: defence(k, other(seat)), traps: trapLoss(k, other(seat)) }
  k.memo.set('oddsBase', base)
  return base
}

/**
 * The chance the rival captures the own relic in its next turn (R17.6) if it attacks with every
 * active Dalma, against the revealed enemies and the own Dalmas left in the Zona de Juego (`away`:
 * Dalmas about to leave it, explorers stay in the Zona de Combate through the rival's turn, R7.2).
 */
export function threatToRelic(k: Knowledge, away: readonly InstanceId[] = []): number {
  const key = away.length === 0 ? 'threat' : `threat${away.join(',')}`
  const known = k.memo.get(key) as number | undefined
  if (known !== undefined) return known
  const t = computeThreat(k, away)
  k.memo.set(key, t)
  return t
}

function computeThreat(k: Knowledge, away: readonly InstanceId[]): number {
  const base = threatBase(k)
  const def = defence(k, k.seat, away)
  const now = rivalChance(base.attackers, def, base.traps, base.potions)
  if (base.extra === null) return now
  return (1 - base.extra.chance) * now + base.extra.chance * rivalChance(base.extra.fighters, def, base.traps, base.extra.potions)
}

type ThreatBase = {
  attackers: Fighter[]
  traps: number
  potions: { strength: number; heal: number }
  /** The attackers with the Dalma the rival may still reveal and attack with, and the chance it holds one. */
  extra: { chance: number; fighters: Fighter[]; potions: { strength: number; heal: number } } | null
}

/**
 * What the relic's threat rests on besides the own Dalmas left at home: the rival's attackers, the
 * own traps, their potions and the Dalma it may reveal. The Dalma scorings ask for the threat with
 * each candidate away, so this is worked out once per decision.
 */
function threatBase(k: Knowledge): ThreatBase {
  const known = k.memo.get('threatBase') as ThreatBase | undefined
  if (known !== undefined) return known
  const rival = other(k.seat)
  const attackers = activeDalmas(k.state, k.catalogue, rival).map((id) => fighterOf(k, id, true)).filter((f): f is Fighter => f !== null)
  const traps = trapLoss(k, k.seat)
  const potions = attackers.length === 0 ? NO_BOOST : potionBoost(k, rival, attackers)
  // A Dalma it holds can be placed and revealed in its next Fase Principal and attack at once (R8.4 after its Cobro, R7.12).
  const hidden = k.state.masters[rival].silver + INCOME_SILVER >= DALMA_REVEAL_SILVER ? k.hiddenDalma(rival) : null
  let extra: ThreatBase['extra'] = null
  if (hidden !== null && hidden.card.type === 'dalma') {
    const c = hidden.card
    const fighters = [...attackers, { id: -1, strength: c.strength, resistance: c.resistance, life: c.life, initiative: c.initiative, firstStrength: 0, firstDamage: 0, shot: null, spellDamage: 0, spellStrength: 0 }]
    extra = { chance: hidden.chance, fighters, potions: potionBoost(k, rival, fighters) }
  }
  const base: ThreatBase = { attackers, traps, potions, extra }
  k.memo.set('threatBase', base)
  return base
}

const NO_BOOST = Object.freeze({ strength: 0, heal: 0 })

/** The chance these rival fighters capture the own relic (R17.6) against `def`, their potions counted. */
function rivalChance(fighters: readonly Fighter[], def: readonly Fighter[], traps: number, potions: { strength: number; heal: number }): number {
  if (fighters.length === 0) return 0
  return fightToTheDeath(fighters, def, { attackerLoss: traps, attackerStrength: potions.strength, attackerHeal: potions.heal })
}

/**
 * R17.1, R18.1: go for the relic when the odds clear a bar set by the exhaustion clock. The Master
 * that will run out of Master actions first must attack anyway (R18.2) and loses if that fails
 * (R18.4), so its bar falls as its last turns come; the one that will outlast its rival can wait
 * for the rival's forced offensive and asks for near certainty.
 */
export function wantsOffensive(k: Knowledge, withPotions: boolean): boolean {
  const key = withPotions ? 'attack+' : 'attack'
  const known = k.memo.get(key) as boolean | undefined
  if (known !== undefined) return known
  const want = offensiveBar(k, offensiveChance(k, withPotions))
  k.memo.set(key, want)
  return want
}

function offensiveBar(k: Knowledge, p: number): boolean {
  if (p <= 0) return false
  const margin = clockMargin(k, k.seat)
  const mine = turnsLeft(k, k.seat)
  let bar = TUNING.attackBar
  if (margin < -0.1) bar = mine <= 1.2 ? 0.05 : mine <= 3 ? 0.3 : 0.5
  else if (margin > 0.6) bar = TUNING.attackBarAhead
  return p >= bar
}

// ---- Dalma actions (§9) ----------------------------------------------------------------------

type Candidate = { action: Action; score: number }

/** A candidate worth anything (a score of zero or less is none). */
export function addCandidate(candidates: Candidate[], action: Action, score: number): void {
  if (score > 0) candidates.push({ action, score })
}

/** How many of its ranked alternatives a decision hands the search (the first is its own choice). */
export const RANKED = 5

/**
 * The best allowed candidate, or `fallback`; with `ranked`, also the next allowed ones in order (the
 * search bot tries these before any others).
 */
export function pickRanked(candidates: Candidate[], legal: LegalMoves, fallback: Action, ranked?: Action[]): Action {
  candidates.sort((a, b) => b.score - a.score)
  if (ranked === undefined) {
    for (const c of candidates) if (legal.allows(c.action)) return c.action
    return fallback
  }
  for (const c of candidates) {
    if (ranked.length >= RANKED) break
    if (legal.allows(c.action)) ranked.push(c.action)
  }
  return ranked[0] ?? fallback
}

/** A Dalma action by the rules of the module comment in README.md, the highest score first. */
export function chooseDalmaAction(k: Knowledge, legal: LegalMoves, ranked?: Action[]): Action {
  const s = k.state
  const seat = k.seat
  const rival = other(seat)
  const dalmas = activeDalmas(s, k.catalogue, seat)
  const free = dalmas.filter((id) => !s.cards[id]?.actionMarker || hasExtraActivation(s, id, 1))
  if (free.length === 0) return { type: 'endDalmaActions' }
  const looseCards = loose(k, seat)
  // Whether the offensive comes this turn: worked out only when a rule asks (it is the dearest question here).
  const attack = wantsOffensive.bind(null, k, true)
  const candidates: Candidate[] = []
  const equipsWanted = bestWearers(k, free, looseCards)

  for (const d of free) {
    const c = s.cards[d]
    const dCard = k.card(d)
    if (c === undefined || dCard === null) continue
    const marked = c.actionMarker
    const me = fighterOf(k, d, false)
    // Loaded bows shoot where they most likely kill (R9.4).
    if (!marked) {
      for (const w of c.equipment) {
        const wc = k.card(w)
        if (wc?.type !== 'weapon' || wc.weaponKind !== 'bow' || !s.cards[w]?.loaded || c.flags.reloaded) continue
        for (const t of rivalTargetsInCombatZone(k, rival)) {
          const f = fighterOf(k, t, false)
          if (f === null) continue
          const st = k.stats(d)
          const bonus = (wc.bonuses.strength ?? 0) + (s.cards[w]?.effects.reduce((x, e) => x + (e.until === 'nextAttack' && e.effect.kind === 'modifyStat' && e.effect.stat === 'strength' ? e.effect.amount : 0), 0) ?? 0)
          const o = attackOdds((st?.strength ?? 0) + bonus, f.resistance, f.life)
          addCandidate(candidates, { type: 'shoot', dalmaId: d, weaponId: w, targetId: t }, 50 + 30 * o.kill + 5 * o.damage / Math.max(1, f.life))
        }
      }
    }
    // Spells and skills it knows (a PRI 1 one also through Poción de Thal's extra activation, RUL-17).
    for (const l of c.learned) {
      const lc = k.card(l)
      if (lc === null || (lc.type !== 'spell' && lc.type !== 'skill')) continue
      if (marked && !(lc.pri === 1 && hasExtraActivation(s, d, 1))) continue
      for (const [action, score] of learnedUses(k, d, l, lc, attack)) addCandidate(candidates, action, score)
    }
    if (marked) continue
    // Potions, poisons, learning, equipment, bows, the Lente.
    for (const { id, card } of looseCards) {
      if (card.type === 'potion') addCandidate(candidates, { type: 'drinkPotion', dalmaId: d, instanceId: id }, potionScore(k, d, card, attack))
      else if (card.type === 'poison') {
        // A poison waits on its weapon until the next valid attack (R14.2, RUL-46): the strongest arm takes it.
        for (const w of c.equipment) if (k.card(w)?.type === 'weapon' && !poisoned(k, w)) addCandidate(candidates, { type: 'applyPoison', dalmaId: d, instanceId: id, weaponId: w }, 18 + (me?.strength ?? 0))
      } else if ((card.type === 'spell' || card.type === 'skill') && dCard.type === 'dalma' && card.profession === dCard.profession) {
        const cost = learningCost(s, k.catalogue, d, id).silver
        const reserve = waitingDalma(k, seat) ? DALMA_REVEAL_SILVER : 0
        // What it adds to what this Dalma knows (one skill use between rests, R13.3; two casts, R12.2).
        if (cost + reserve <= s.masters[seat].silver) addCandidate(candidates, { type: 'learn', dalmaId: d, instanceId: id }, 20 + 6 * learnMarginal(card, c.learned.map((l) => k.card(l)), learnValue) - cost / 20)
      } else if (isEquippable(card) && equipsWanted.get(id) === d) {
        const e = bestEquip(k, d, id)
        if (e !== null) addCandidate(candidates, { type: 'equip', dalmaId: d, instanceId: id, replaceIds: e.replaceIds }, 18 + 5 * e.gain)
      }
    }
    for (const w of c.equipment) {
      const wc = k.card(w)
      if (wc?.type === 'weapon' && wc.weaponKind === 'bow' && !s.cards[w]?.loaded) {
        const arrow = c.equipment.find((e) => s.cards[e]?.cardId === FLECHAS && (s.cards[e]?.useCounters ?? 10) < 10)
        addCandidate(candidates, { type: 'reloadBow', dalmaId: d, weaponId: w, ...(arrow === undefined ? {} : { arrowId: arrow }) }, 16)
      }
      if (s.cards[w]?.cardId === LENTE) { const a = lenteUse(k, d, w, attack); if (a !== null) addCandidate(candidates, a.action, a.score) }
    }
  }
  // Explore a target it beats in one round (R16.1, R19.3), with the traps that may wait counted, when
  // nothing above is clearly better. An explorer stays in the Zona de Combate through the rival's turn
  // and cannot defend (R17.5), nor attack this turn (R16.6). Whether the offensive comes is asked
  // last, once a target is worth it: most Fases Principales find none, and the question is dear.
  const bestSoFar = candidates.reduce((m, c) => Math.max(m, c.score), 0)
  // The trap on entry and the targets are the same for every explorer: worked out once, for the first that may go.
  let trap = -1
  let targets: InstanceId[] | null = null
  for (const d of bestSoFar >= 32 ? [] : free) {
    const c = s.cards[d]
    const me = fighterOf(k, d, false)
    if (c !== undefined && !c.actionMarker && me !== null && !c.flags.explored && !c.flags.fought) {
      if (trap < 0) trap = trapOnEntry(k, rival)
      let leavesRelicOpen: boolean | null = null
      for (const t of (targets ??= exploreTargets(k, rival))) {
        const f = fighterOf(k, t, false)
        if (f === null) continue
        const r = exploreRound(me, f, trap)
        const worth = r.kill * (4 + f.strength + f.life / 2) + r.damage - (1 - r.survive) * (8 + me.strength + me.life)
        if (r.survive <= TUNING.exploreSurvive || worth <= 1.5) continue
        // It stays in the Zona de Combate, hurt, through the rival's turn.
        const hurt = trap + attackOdds(f.strength + f.firstStrength, me.resistance, me.life).damage * (1 - r.kill)
        if (dangerInCombatZone(k, me, hurt) > TUNING.exploreDanger) continue
        if (attack()) break
        leavesRelicOpen ??= threatToRelic(k, [d]) >= 0.25
        if (!leavesRelicOpen) addCandidate(candidates, { type: 'explore', dalmaId: d, targetId: t }, 10 + worth)
      }
    }
  }
  return pickRanked(candidates, legal, { type: 'endDalmaActions' }, ranked)
}

/** Whether the weapon already carries a poison waiting for its next attack (R14.2). */
const poisoned = (k: Knowledge, weaponId: InstanceId): boolean => (k.state.cards[weaponId]?.effects ?? []).some((e) => e.until === 'nextAttack')

const waitingDalma = (k: Knowledge, seat: Seat): boolean => k.state.masters[seat].playZone.some((id) => !k.state.cards[id]?.faceUp && k.card(id)?.type === 'dalma')

/** Rival characters a Mago spell or a bow shot can reach (RUL-14): its Dalmas in the Zona de Combate and its revealed enemies. */
function rivalTargetsInCombatZone(k: Knowledge, rival: Seat): InstanceId[] {
  return [...k.state.masters[rival].combatZone, ...revealedEnemies(k.state, rival)]
}

function exploreTargets(k: Knowledge, rival: Seat): InstanceId[] {
  const s = k.state
  return [...revealedEnemies(s, rival), ...s.masters[rival].combatZone.filter((id) => !s.cards[id]?.flags.fought)]
}

/** The worst trap one explorer may meet on entering: the rival's most threatening face-down card, if an unmarked rival Dalma can spring it. */
function trapOnEntry(k: Knowledge, rival: Seat): number {
  const s = k.state
  if (!activeDalmas(s, k.catalogue, rival).some((id) => !s.cards[id]?.actionMarker)) return 0
  let worst = 0
  for (const id of s.masters[rival].playZone) if (!s.cards[id]?.faceUp) worst = Math.max(worst, k.trapThreat(id).damage)
  return worst
}

/** Whether the offensive comes: known, or asked only when a rule needs it (it is the dearest question). */
const asked = (attacking: boolean | (() => boolean)): boolean => (typeof attacking === 'boolean' ? attacking : attacking())

/** When a potion is worth its drinker's action (R9.9): healing that is needed, a Fuerza or Iniciativa potion before the offensive, Poción de Thal for a PRI 1 card it will use again (RUL-17). */
export function potionScore(k: Knowledge, dalmaId: InstanceId, card: Card, attacking: boolean | (() => boolean)): number {
  const s = k.state
  const c = s.cards[dalmaId]
  if (c === undefined) return 0
  let score = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'heal') {
      const amount = e.amount === 'all' ? c.damage : e.amount
      if (c.damage >= Math.min(3, amount) || (c.damage > 0 && asked(attacking))) score += 25 + 3 * Math.min(c.damage, amount)
    } else if (e.kind === 'modifyStat' && e.amount > 0 && e.duration === 'turn') {
      if (asked(attacking)) score += 28 + 2 * e.amount * (e.stat === 'initiative' ? 0.5 : 1)
    } else if (e.kind === 'extraActivation') {
      score += thalPays(k, dalmaId, e.pri, attacking) ? 27 : 0
    }
  }
  return score
}

/** Poción de Thal pays when its drinker knows a card of that PRI it can use again: in the offensive it is about to make, or now, its cap spent. */
function thalPays(k: Knowledge, dalmaId: InstanceId, pri: number, attacking: boolean | (() => boolean)): boolean {
  const s = k.state
  const c = s.cards[dalmaId]
  if (c === undefined || hasExtraActivation(s, dalmaId, pri)) return false
  const dCard = k.card(dalmaId)
  for (const l of c.learned) {
    const lc = k.card(l)
    if ((lc?.type !== 'spell' && lc?.type !== 'skill') || lc.pri !== pri) continue
    const combatUse = lc.type === 'skill' || (lc.type === 'spell' && lc.profession === 'mago')
    if (combatUse && asked(attacking)) return true
    const spent = lc.type === 'spell' ? dCard !== null && isCasterCard(dCard) && castsLeft(s, k.catalogue, dalmaId) <= 0 : skillUsesLeft(s, k.catalogue, dalmaId) <= 0
    if (spent && lc.type === 'spell' && learnedUses(k, dalmaId, l, lc, () => false).length > 0) return true
  }
  return false
}

/**
 * The uses of a known spell or skill worth making in the own Fase Principal: damage on a rival (a
 * kill first), a Mentalista's Fuerza or Resistencia loss, or Confusión, on a rival defender before the
 * offensive; Mano ligera when its Dalma is safe in the Zona de Combate it steps into (R13.2).
 */
function learnedUses(k: Knowledge, dalmaId: InstanceId, learnedId: InstanceId, card: Card, attacking: () => boolean): [Action, number][] {
  const s = k.state
  const seat = k.seat
  const rival = other(seat)
  const out: [Action, number][] = []
  if (card.type === 'spell') {
    const targets = card.profession === 'mentalista'
      ? activeDalmas(s, k.catalogue, rival).filter((id) => s.masters[rival].playZone.includes(id))
      : rivalTargetsInCombatZone(k, rival)
    for (const t of targets) {
      const score = harmScore(k, card, t, attacking)
      if (score > 0) out.push([{ type: 'cast', dalmaId, spellId: learnedId, targetId: t }, score])
    }
    return out
  }
  if (card.type === 'skill' && effectsOf(card).some((e) => e.kind === 'gainMoney')) {
    const inPlay = k.state.masters[seat].playZone.includes(dalmaId)
    if (safeInCombatZone(k, dalmaId) && (!inPlay || threatToRelic(k, [dalmaId]) < 0.2)) out.push([{ type: 'useSkill', dalmaId, skillId: learnedId, targetId: null }, 9])
  }
  return out
}

/** Worth of aiming a harmful spell at a rival character now (0: not worth it). */
export function harmScore(k: Knowledge, card: Card, targetId: InstanceId, attacking: boolean | (() => boolean)): number {
  const f = k.stats(targetId)
  if (f === null) return 0
  const tc = k.card(targetId)
  const isEnemy = tc?.type === 'enemy'
  let score = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'damage') {
      if (e.amount >= f.life) score += 60 + f.strength
      // An enemy heals 3 in its Master's Descanso (R7.6) and a Dalma all of it at the Posada for a gold
      // (R7.8): hurting one is worth it when the wound will still be there for a fight (damageLasts).
      else if (damageLasts(k, targetId, isEnemy, attacking, card)) score += 30 + 2 * e.amount + f.strength
    } else if (e.kind === 'modifyStat' && e.amount < 0) {
      if (asked(attacking)) score += 24 + f.strength
    } else if (e.kind === 'scripted' && (card.id === 'confusion' || card.id === 'control-mental')) {
      // R22.5: a marked Dalma springs no trap (R14.4) and answers nothing while the offensive goes in.
      if (!k.state.cards[targetId]?.actionMarker && asked(attacking)) score += 22
    } else if (e.kind === 'drawCards') {
      if (k.state.masters[k.seat].hand.length <= 6) score += 12
    }
  }
  return score
}

/**
 * Whether Vida taken from a rival character now will still be missing when a fight comes (issue 29: the
 * heuristic cast Punzada mental at every chance, 15 times a game, and the rival healed it all at the
 * Posada for a gold, R7.8). In the own turn, only for the offensive about to be made: the rival's
 * Descanso (its Posada, an enemy's 3 Vida, R7.6) comes before it can be attacked again. In the rival's
 * turn a Dalma's wound lasts through the own next turn, so it counts when an offensive is in sight then.
 */
function damageLasts(k: Knowledge, targetId: InstanceId, isEnemy: boolean, attacking: boolean | (() => boolean), card: Card): boolean {
  // (`attacking` also stands for a fight the target is about to have: the exploration an answer meets.)
  if (asked(attacking) || !TUNING.woundsLast) return true
  if (!TUNING.woundsLastMago && (card.type !== 'spell' || card.profession !== 'mentalista')) return true
  if (TUNING.woundsBroke && !isEnemy && k.state.masters[other(k.seat)].silver < INN_SILVER) return true
  if (!TUNING.woundsLastEnemy && isEnemy) return true
  // A first wound on a Dalma costs its Master a gold at the Posada (R7.8) or lasts; a second one before it rests costs it nothing more.
  if (TUNING.firstWound && !isEnemy && (k.state.cards[targetId]?.damage ?? 0) === 0 && (!TUNING.firstWoundRival || k.state.activeSeat !== k.seat)) return true
  return k.state.activeSeat !== k.seat && !isEnemy && (!TUNING.woundsInSight || offensiveInSight(k))
}

/** Whether the own next offensive is in sight: its chance of capture now is not far below the bar (R17.1). */
export function offensiveInSight(k: Knowledge): boolean {
  const known = k.memo.get('inSight') as boolean | undefined
  if (known !== undefined) return known
  const out = offensiveChance(k, true) >= OFFENSIVE_IN_SIGHT
  k.memo.set('inSight', out)
  return out
}
const OFFENSIVE_IN_SIGHT = 0.3

/**
 * Whether a Dalma standing in the Zona de Combate would survive the rival's best exploration of it (R16.1).
 * `busy`: in the rival's own turn, the rival Dalma whose declared action is being answered; it and the
 * rival Dalmas already marked cannot explore before the Dalma is back (R7.2 returns it at its own Descanso).
 */
export function safeInCombatZone(k: Knowledge, dalmaId: InstanceId, busy?: InstanceId): boolean {
  const me = fighterOf(k, dalmaId, false)
  return me !== null && me.life >= 5 && dangerInCombatZone(k, me, 0, busy) <= 0.12
}

/**
 * The chance an own Dalma standing in the Zona de Combate through the rival's turn (R7.2) dies there,
 * having lost `lost` Vida: the rival's likeliest kill by exploring it (R16.1) or by a Mago's spell (R12.8).
 */
function dangerInCombatZone(k: Knowledge, me: Fighter, lost: number, busy?: InstanceId): number {
  const after: Fighter = { ...me, life: me.life - lost }
  if (after.life <= 0) return 1
  let worst = 0
  for (const id of activeDalmas(k.state, k.catalogue, other(k.seat))) {
    if (busy !== undefined && (id === busy || k.state.cards[id]?.actionMarker)) continue
    const f = fighterOf(k, id, false)
    if (f === null) continue
    worst = Math.max(worst, exploreRound(f, after, 0).kill, f.spellDamage >= after.life ? 0.8 : 0)
  }
  return worst
}

/**
 * Lente de Visión Precisa (R22.6, RUL-28): in a later turn than its counter, look at the rival's
 * face-down card most likely a trap and reveal it (a trap is discarded, R14.5), first of all before
 * an offensive; without a counter, put one when the Dalma has nothing better to do.
 */
function lenteUse(k: Knowledge, dalmaId: InstanceId, lenteId: InstanceId, attacking: () => boolean): Candidate | null {
  const s = k.state
  const lens = s.cards[lenteId]
  if (lens === undefined) return null
  if (lens.counterTurn === null) return { action: { type: 'activateLente', dalmaId, objectId: lenteId, targetId: null, reveal: false }, score: 3 }
  let best: InstanceId | null = null, threat = -1
  for (const id of s.masters[other(k.seat)].playZone) {
    if (s.cards[id]?.faceUp) continue
    const t = k.trapThreat(id)
    const v = t.damage + t.strength + t.initiative
    if (v > threat) { threat = v; best = id }
  }
  if (best === null) return null
  // Worth the action before an offensive (the trap it finds is discarded, R14.5), otherwise only when idle.
  return { action: { type: 'activateLente', dalmaId, objectId: lenteId, targetId: best, reveal: true }, score: attacking() ? 40 : TUNING.lenteInSight ? 2 : 8 }
}

// ---- enemy actions (R10.2) ----------------------------------------------------------------------

/** Enemy actions: shoot where a kill is likeliest, equip the best free piece, poison a weapon, reload, drink when hurt. */
export function chooseEnemyAction(k: Knowledge, legal: LegalMoves, ranked?: Action[]): Action {
  const s = k.state
  const seat = k.seat
  const rival = other(seat)
  const candidates: Candidate[] = []
  const looseCards = loose(k, seat)
  const dalmas = activeDalmas(s, k.catalogue, seat)
  for (const e of revealedEnemies(s, seat)) {
    const c = s.cards[e]
    if (c === undefined || c.actionMarker) continue
    for (const w of c.equipment) {
      const wc = k.card(w)
      if (wc?.type !== 'weapon' || wc.weaponKind !== 'bow') continue
      if (!s.cards[w]?.loaded) {
        // R10.2, R15.9: an enemy's reload takes a piercing arrow when it wears some, as a Dalma's does.
        const arrow = c.equipment.find((x) => s.cards[x]?.cardId === FLECHAS && (s.cards[x]?.useCounters ?? 10) < 10)
        candidates.push({ action: { type: 'enemyReloadBow', enemyId: e, weaponId: w, ...(arrow === undefined ? {} : { arrowId: arrow }) }, score: 12 })
        continue
      }
      const st = k.stats(e)
      for (const t of rivalTargetsInCombatZone(k, rival)) {
        const f = k.stats(t)
        if (f === null || st === null) continue
        const o = attackOdds(st.strength + (wc.bonuses.strength ?? 0), f.resistance, f.life)
        candidates.push({ action: { type: 'enemyShoot', enemyId: e, weaponId: w, targetId: t }, score: 40 + 30 * o.kill + 5 * o.damage / Math.max(1, f.life) })
      }
    }
    for (const { id, card } of looseCards) {
      if (isEquippable(card)) {
        // The Dalmas act after the enemies (R7.13): a piece one of them would wear is left for it.
        if (dalmas.some((d) => bestEquip(k, d, id) !== null)) continue
        const best = bestEquip(k, e, id)
        if (best !== null) candidates.push({ action: { type: 'enemyEquip', enemyId: e, instanceId: id, replaceIds: best.replaceIds }, score: 20 + 5 * best.gain })
      } else if (card.type === 'poison') {
        for (const w of c.equipment) if (k.card(w)?.type === 'weapon' && !poisoned(k, w)) candidates.push({ action: { type: 'enemyApplyPoison', enemyId: e, instanceId: id, weaponId: w }, score: 10 })
      } else if (card.type === 'potion' && effectsOf(card).some((x) => x.kind === 'heal') && c.damage >= 3) {
        candidates.push({ action: { type: 'enemyDrinkPotion', enemyId: e, instanceId: id }, score: 8 })
      }
    }
  }
  return pickRanked(candidates, legal, { type: 'endEnemyActions' }, ranked)
}
