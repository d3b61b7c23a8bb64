// How a fight is likely to go, for the heuristic's offensive test (R17.1) and its explorations
// (R16.1): everything that decides one counts, each by its expectation under RUL-1's exact die law
// (odds.ts) — Fuerza, Resistencia and Vida with equipment; the Instant each attacker recovers
// (R17.3) spent on its best spell or skill; poisons and next-attack bonuses riding weapons; loaded
// bows; the potions it can still drink before the fight; the traps that may wait face down
// (R14.3, weighed by the pools the view allows).
import type { Card } from '../../catalogue/schema'
import { castsLeft, effectsOf, hasExtraActivation, isCasterCard, skillUsesLeft } from '../../engine/queries'
import type { GameState, InstanceId } from '../../engine/state'
import type { Knowledge } from './knowledge'
import { attackOdds } from '../odds'

/** One fighter as the estimate sees it. */
export type Fighter = {
  id: InstanceId
  strength: number
  resistance: number
  life: number
  initiative: number
  /** Fuerza and Vida added to its first attack only (poisons, next-attack skills and arrows). */
  firstStrength: number
  firstDamage: number
  /** A loaded bow's shot in the first round's bow window (R19.7): its Fuerza, or null. */
  shot: number | null
  /** Expected Vida its spells and skills take from the other side, and Fuerza they add to its side, over the fight. */
  spellDamage: number
  spellStrength: number
}

/** A learned card's worth in a fight: Vida it takes from the rivals, Fuerza and Resistencia it adds to its side. */
export function learnedWorth(card: Card): { damage: number; strength: number; resistance: number; heal: number } {
  let damage = 0, strength = 0, resistance = 0, heal = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'damage') damage += e.amount
    else if (e.kind === 'heal') heal += e.amount === 'all' ? 6 : e.amount
    else if (e.kind === 'actionMarker') damage += 0.5
    else if (e.kind === 'modifyStat') {
      if (e.stat === 'strength') (e.amount > 0 ? (strength += e.amount) : (damage += -e.amount * 0.6))
      else if (e.stat === 'resistance') (e.amount > 0 ? (resistance += e.amount) : (damage += -e.amount * 0.5))
    }
  }
  return { damage, strength, resistance, heal }
}

/** learnedWorth, read once per card (the estimate weighs every learned card of every fighter at most decisions); never mutated. */
const worths = new WeakMap<Card, ReturnType<typeof learnedWorth>>()
function worthOf(card: Card): ReturnType<typeof learnedWorth> {
  let w = worths.get(card)
  if (w === undefined) { w = learnedWorth(card); worths.set(card, w) }
  return w
}

type Effects = GameState['cards'][number]['effects']

// Hot loops here and in the queries the estimate calls index their arrays instead of using for…of:
// V8 did not inline the array iterator at these sites, and each step allocated an iterator result
// (a tenth of everything a heuristic game allocated; heap sampling, issue 15).

/** Fuerza and Vida riding the next attack (poisons, next-attack skills, arrows: R14.2, R15.9). */
function riderStrength(effects: Effects): number {
  let t = 0
  for (let i = 0; i < effects.length; i++) { const e = effects[i] as Effects[number]; if (e.until === 'nextAttack' && e.effect.kind === 'modifyStat' && e.effect.stat === 'strength') t += e.effect.amount }
  return t
}
function riderDamage(effects: Effects): number {
  let t = 0
  for (let i = 0; i < effects.length; i++) { const e = effects[i] as Effects[number]; if (e.until === 'nextAttack' && e.effect.kind === 'damage') t += e.effect.amount }
  return t
}

/** What a character can bring to a fight, from what its Master may see of it (worked out once per decision). */
export function fighterOf(k: Knowledge, id: InstanceId, inCombat: boolean): Fighter | null {
  // Small integers (an id, or -1 - id in combat): a fractional key was a heap number to allocate and hash at every call.
  const key = inCombat ? -1 - id : id
  const known = k.memo.get(key) as Fighter | null | undefined
  if (known !== undefined) return known
  const f = computeFighter(k, id, inCombat)
  k.memo.set(key, f)
  return f
}

function computeFighter(k: Knowledge, id: InstanceId, inCombat: boolean): Fighter | null {
  const st = k.stats(id)
  if (st === null || st.life <= 0) return null
  const s = k.state
  const c = s.cards[id]
  if (c === undefined) return null
  let firstStrength = riderStrength(c.effects), firstDamage = riderDamage(c.effects), shot: number | null = null
  const equipment = c.equipment
  for (let i = 0; i < equipment.length; i++) {
    const w = equipment[i] as InstanceId
    const wc = k.card(w)
    if (wc?.type !== 'weapon') continue
    const inst = s.cards[w]
    if (inst === undefined) continue
    if (wc.weaponKind === 'bow') {
      if (inst.loaded) shot = st.strength + (wc.bonuses.strength ?? 0) + riderStrength(inst.effects)
    } else {
      firstStrength += riderStrength(inst.effects)
      firstDamage += riderDamage(inst.effects)
    }
  }
  // The one Instant it has in the fight (R17.3 gives attackers theirs back) and Poción de Thal's extra one.
  let spellDamage = 0, spellStrength = 0, heal = 0
  const card = k.card(id)
  // (A Dalma that knows nothing has no Instant to weigh: its casts and skill uses are not counted.)
  if (card?.type === 'dalma' && c.learned.length > 0) {
    let best: ReturnType<typeof learnedWorth> | null = null, bestValue = 0
    const casts = isCasterCard(card) ? castsLeft(s, k.catalogue, id) : 0
    const skills = skillUsesLeft(s, k.catalogue, id)
    const thal = hasExtraActivation(s, id, 1)
    const learned = c.learned
    for (let i = 0; i < learned.length; i++) {
      const lc = k.card(learned[i] as InstanceId)
      if (lc === null) continue
      // R12.9: Mentalista spells are never cast in a Fase de Combate; Mago spells are, in the spell window.
      if (lc.type === 'spell' && (casts <= 0 || lc.profession === 'mentalista')) continue
      if (lc.type === 'skill' && skills <= 0 && !(thal && lc.pri === 1)) continue
      const w = worthOf(lc)
      const value = w.damage + 0.8 * w.strength + 0.6 * w.resistance + 0.4 * w.heal
      if (value > bestValue) { bestValue = value; best = w }
    }
    // Attackers get their action back for the fight (R17.3); a defender has it if unmarked.
    if (best !== null && (inCombat || !c.actionMarker || thal)) {
      spellDamage = best.damage
      spellStrength = best.strength + 0.8 * best.resistance
      heal = best.heal
    }
  }
  return { id, strength: st.strength, resistance: st.resistance, life: st.life + Math.min(heal, st.maxLife - st.life + 2), initiative: st.initiative, firstStrength, firstDamage, shot, spellDamage, spellStrength }
}

/**
 * What the potions loose in `seat`'s Zona de Juego can still add before a fight: each of these
 * fighters, if it has its action, drinks at most one (R9.9), the best for it — Fuerza for the turn,
 * or the Vida it has lost.
 */
export function potionBoost(k: Knowledge, seat: 0 | 1, fighters: readonly Fighter[]): { strength: number; heal: number } {
  const offers: { strength: number; heal: number }[] = []
  for (const id of k.state.masters[seat].playZone) {
    const c = k.state.cards[id]
    const card = k.card(id)
    if (c === undefined || !c.faceUp || card?.type !== 'potion') continue
    let strength = 0, heal = 0
    for (const e of card.effects) {
      if (e.kind === 'heal') heal += e.amount === 'all' ? 99 : e.amount
      else if (e.kind === 'modifyStat' && e.stat === 'strength' && e.amount > 0) strength += e.amount
    }
    if (strength > 0 || heal > 0) offers.push({ strength, heal })
  }
  let strength = 0, heal = 0
  if (offers.length === 0) return { strength, heal }
  for (let d = 0; d < fighters.length; d++) {
    const f = fighters[d] as Fighter
    if (k.state.cards[f.id]?.actionMarker) continue
    const lost = Math.max(0, (k.stats(f.id)?.maxLife ?? f.life) - f.life)
    let best = -1, value = 0
    for (let i = 0; i < offers.length; i++) { const o = offers[i] as (typeof offers)[number]; const v = 1.5 * o.strength + Math.min(lost, o.heal); if (v > value) { value = v; best = i } }
    const o = offers[best]
    if (o === undefined) continue
    strength += o.strength
    heal += Math.min(lost, o.heal)
    offers.splice(best, 1)
  }
  return { strength, heal }
}

export type FightOptions = {
  /** Vida the attackers lose before the fight (traps sprung on them), on average. */
  attackerLoss?: number
  /** Fuerza the attackers add (potions drunk before), spread over them. */
  attackerStrength?: number
  /** Vida the attackers recover first (healing potions). */
  attackerHeal?: number
}

/** Expected Vida one side takes from the other in one round of attacks on the average opponent. */
function roundDamage(att: readonly Fighter[], def: readonly Fighter[], bonus: number, first: boolean): number {
  const res = def.reduce((t, f) => t + f.resistance, 0) / def.length
  const life = def.reduce((t, f) => t + f.life, 0) / def.length
  let total = 0
  for (const f of att) {
    const o = attackOdds(f.strength + bonus + (first ? f.firstStrength : 0), res, life)
    total += o.damage + (first && o.damage > 0 ? f.firstDamage * (1 - o.kill) : 0)
    if (first && f.shot !== null) total += attackOdds(f.shot + bonus, res, life).damage
  }
  return total
}

/** Rounds to take `life` at `first` Vida in the first round and `steady` after. */
const rounds = (life: number, first: number, steady: number): number => (life <= first ? life / Math.max(first, 1e-6) : 1 + (life - first) / Math.max(steady, 1e-6))

/**
 * The chance that `att` (the attacking side) kills every fighter of `def` before dying out, for a
 * fight to the death (R17.6), from how many rounds each side needs at its expected rate. Two rounds
 * are counted apart (the first carries poisons, bows and spells), the rest at the steady rate.
 */
export function fightToTheDeath(att: readonly Fighter[], def: readonly Fighter[], options: FightOptions = {}): number {
  if (def.length === 0) return 1
  if (att.length === 0) return 0
  const attBonus = (options.attackerStrength ?? 0) / att.length + att.reduce((t, f) => t + f.spellStrength, 0) / att.length
  const defBonus = def.reduce((t, f) => t + f.spellStrength, 0) / def.length
  const lifeA = Math.max(0.1, att.reduce((t, f) => t + f.life, 0) + (options.attackerHeal ?? 0) - (options.attackerLoss ?? 0) - def.reduce((t, f) => t + f.spellDamage, 0))
  const lifeD = Math.max(0.1, def.reduce((t, f) => t + f.life, 0) - att.reduce((t, f) => t + f.spellDamage, 0))
  const tA = rounds(lifeD, roundDamage(att, def, attBonus, true), roundDamage(att, def, attBonus, false))
  const tD = rounds(lifeA, roundDamage(def, att, defBonus, true), roundDamage(def, att, defBonus, false))
  // The attacking side strikes at the same time as the defence: whoever needs fewer rounds wins,
  // with the uncertainty of a few dice (steepness fitted by eye against the engine's own fights).
  return 1 / (1 + Math.pow(tA / tD, 3))
}

/**
 * One round of an exploration (R16.1, R19.3): the chance the explorer survives it, the Vida it
 * expects to take from the target, and the chance it kills it. The faster one strikes first (R19.8);
 * a trap may wait for the explorer on its way in (`trapDamage`, expected).
 */
export function exploreRound(me: Fighter, target: Fighter, trapDamage: number): { survive: number; damage: number; kill: number } {
  const myLife = me.life - trapDamage - target.spellDamage
  if (myLife <= 0) return { survive: 0, damage: 0, kill: 0 }
  const mine = attackOdds(me.strength + me.firstStrength + me.spellStrength, target.resistance, Math.max(0.1, target.life - me.spellDamage))
  const theirs = attackOdds(target.strength + target.firstStrength, me.resistance, myLife)
  const iStrikeFirst = me.initiative >= target.initiative
  const kill = Math.min(1, mine.kill + (me.spellDamage >= target.life ? 1 : 0))
  const hitBack = iStrikeFirst ? theirs.kill * (1 - kill) : theirs.kill
  return { survive: 1 - hitBack, damage: Math.min(target.life, mine.damage + me.firstDamage + me.spellDamage), kill }
}
