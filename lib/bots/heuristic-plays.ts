// When the heuristic plays a card, worked out as a player would (issue 29): what the play changes in
// the fight it is for, in Vida either side is expected to lose, rather than a fixed score per kind of
// effect. Kept apart from the rules that call it (heuristic-main, heuristic-answers, heuristic-combat)
// so the card rules can be read, and measured, as one piece.
//
// - A fight's length decides what a boost is worth: an exploration is one round (R16.1, R19.3), an
//   offensive lasts until one side is dead (R17.6), so Fuerza or Resistencia for the turn counts once
//   per attack still to come, a next-attack bonus (R14.2, Carga de Kaalbhart) once, damage once.
// - A Dalma has one skill use between two Posada rests (R13.3) and a caster two casts (R12.2): a second
//   skill on one Dalma adds only what it does better than the first, or the choice it gives.
// - An Emblema works for every Dalma of its Master while revealed, one at a time (R15.7).
import type { Card } from '../catalogue/schema'
import { opponentsOf } from '../engine/combat-queries'
import { activeDalmas, effectsOf } from '../engine/queries'
import type { InstanceId, Seat } from '../engine/state'
import { fighterOf, learnedWorth, type Fighter } from './fight'
import type { Knowledge } from './knowledge'
import { TUNING } from './heuristic-tuning'
import { attackOdds } from './odds'

/** Expected Vida one attack of `a` takes from `b` (its first-attack riders counted when `first`). */
const hit = (a: Fighter, b: Fighter, bonus = 0): number => attackOdds(a.strength + bonus, b.resistance, b.life).damage

/**
 * Attacks `me` can still expect to make against `foe` in this combat: one in an exploration (R19.3);
 * in an offensive, the rounds until one of the two would fall at the expected pace, one to four.
 */
export function attacksLeft(k: Knowledge, me: Fighter, foe: Fighter): number {
  if (k.state.combat?.kind !== 'offensive') return 1
  const mine = hit(me, foe), theirs = hit(foe, me)
  const rounds = Math.min(foe.life / Math.max(0.5, mine), me.life / Math.max(0.5, theirs))
  return Math.max(1, Math.min(4, Math.ceil(rounds)))
}

/** The rival fighter `fighterId` faces (the one it would most likely kill when it faces several), or null. */
function foeOf(k: Knowledge, fighterId: InstanceId, me: Fighter): Fighter | null {
  const combat = k.state.combat
  if (combat === null) return null
  let out: Fighter | null = null, top = -1
  for (const id of opponentsOf(combat, fighterId)) {
    const f = fighterOf(k, id, true)
    if (f === null) continue
    const v = attackOdds(me.strength, f.resistance, f.life).kill + f.strength / 100
    if (v > top) { top = v; out = f }
  }
  return out
}

/** What `amount` more Fuerza or Resistencia is worth to `ally` over `times` attacks against `foe`, in Vida. */
function boostWorth(ally: Fighter, foe: Fighter, stat: 'strength' | 'resistance', amount: number, times: number): number {
  if (stat === 'strength') return times * (hit(ally, foe, amount) - hit(ally, foe)) + (attackOdds(ally.strength + amount, foe.resistance, foe.life).kill - attackOdds(ally.strength, foe.resistance, foe.life).kill) * 2
  return times * (attackOdds(foe.strength, ally.resistance, ally.life).damage - attackOdds(foe.strength, ally.resistance + amount, ally.life).damage)
}

/** The strongest living rival fighter of this combat other than `foe` (the next one met when `foe` falls), or null. */
function nextFoe(k: Knowledge, foe: Fighter): Fighter | null {
  const combat = k.state.combat
  if (combat === null) return null
  const rivals = combat.attackerSeat === k.seat ? combat.defenders : combat.attackers
  let out: Fighter | null = null
  for (const id of rivals) {
    if (id === foe.id) continue
    const f = fighterOf(k, id, true)
    if (f !== null && (out === null || f.strength + f.life / 3 > out.strength + out.life / 3)) out = f
  }
  return out
}

/** The chance `ini` strikes before `other` in melee (R19.5 step 5; a tie is a die roll, R19.8). */
const firstChance = (ini: number, other: number): number => ini > other ? 1 : ini === other ? 0.5 : 0

/**
 * What `amount` more Iniciativa for the turn is worth to `ally`, in Vida (issue 29, session 7). Striking
 * first changes an exchange of blows only where one of them kills: the own blow that kills first spares
 * the foe's (R19.5 step 5, R19.19: a dead fighter strikes no more), and a foe's blow that kills first
 * takes the own one away. So for each rival whose first strike it changes (one at the ally's Iniciativa
 * or up to `amount` above it; a tie is a die roll, R19.8) it counts the ally's chance of killing `foe`
 * over the attacks to come times the blow that spares, and the rival's chance of killing the ally times
 * the ally's blow it would take away; for `foe`, for every other rival engaged with the ally, and in an
 * offensive, where the boost lasts the turn, for the rival met once `foe` falls (R19.16, R17.6).
 * 0 wherever the ally strikes first already, or still second after it (nothing for a Dalma that outpaces
 * every rival, as Aelis does Caja 1's).
 */
function initiativeWorth(k: Knowledge, ally: Fighter, foe: Fighter, amount: number, times: number): number {
  const ini = ally.initiative
  // Against `f` over `n` attacks, the ally's blow going at `target`.
  const duel = (f: Fighter, n: number, target: Fighter): number => {
    const gain = firstChance(ini + amount, f.initiative) - firstChance(ini, f.initiative)
    if (gain <= 0) return 0
    const kills = f === target ? 1 - (1 - attackOdds(ally.strength, f.resistance, f.life).kill) ** n : 0
    const dies = 1 - (1 - attackOdds(f.strength, ally.resistance, ally.life).kill) ** n
    return gain * (kills * hit(f, ally) + dies * hit(ally, target))
  }
  let worth = duel(foe, times, foe)
  const combat = k.state.combat
  if (combat === null) return worth
  // The other rivals of its engagement strike at it too (R19.15 reinforcements).
  for (const id of opponentsOf(combat, ally.id)) {
    if (id === foe.id) continue
    const f = fighterOf(k, id, true)
    if (f !== null) worth += duel(f, times, foe)
  }
  if (combat.kind === 'offensive') {
    const next = nextFoe(k, foe)
    if (next !== null) {
      const falls = 1 - (1 - attackOdds(ally.strength, foe.resistance, foe.life).kill) ** times
      worth += falls * duel(next, attacksLeft(k, ally, next), next)
    }
  }
  return worth
}

/**
 * What playing `card` now (a spell or skill in a combat window, R19.5, or on itself as an answer to an
 * exploration aimed at it) is worth to `fighterId`'s side, in Vida: damage taken from a rival (and the
 * blows a kill spares), Fuerza or Resistencia over the attacks still to come, Vida healed that the fight
 * would take, Iniciativa when it lets the fighter strike first, a marker that takes the rival's Instant.
 * `targetId` is the card's target (null: the fighter itself). 0 when it changes nothing.
 */
export function fightPlayWorth(k: Knowledge, card: Card, fighterId: InstanceId, targetId: InstanceId | null, foeHint?: Fighter | null): number {
  const me = fighterOf(k, fighterId, true)
  if (me === null) return 0
  const target = targetId ?? fighterId
  const own = k.state.cards[target]?.owner === k.seat
  const foe = foeHint ?? (own ? foeOf(k, target === fighterId ? fighterId : target, me) : fighterOf(k, target, true))
  const ally = own ? (target === fighterId ? me : fighterOf(k, target, true)) : me
  if (ally === null) return 0
  let worth = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'damage' && !own) {
      const t = fighterOf(k, target, true)
      if (t === null) continue
      // The share of it the fighter's own blow would not take this round anyway (R19.5: the skill and
      // spell windows come before melee): Vida taken from a foe about to die is wasted.
      const combat = k.state.combat
      const spare = TUNING.windowOverkill && combat !== null && opponentsOf(combat, fighterId).includes(target) ? 1 - attackOdds(me.strength + me.firstStrength, t.resistance, t.life).kill : 1
      worth += Math.min(e.amount, t.life) * spare
      // A rival that dies before the blows strikes none of its own (whatever its Iniciativa, when the own blow might miss).
      if (e.amount >= t.life) worth += (hit(t, ally) * attacksLeft(k, ally, t) + 1) * (t.initiative >= me.initiative ? 1 : spare)
    } else if (e.kind === 'modifyStat' && own && e.amount > 0 && foe !== null) {
      const times = e.duration === 'nextAttack' ? 1 : attacksLeft(k, ally, foe)
      if (e.stat === 'strength' || e.stat === 'resistance') {
        worth += boostWorth(ally, foe, e.stat, e.amount, times)
        // In an offensive a boost for the turn also serves against the rival met once this foe falls
        // (R19.16 reassigns the survivors; R17.6 the fight goes on until one side is dead).
        if (TUNING.windowNextFoe && e.duration === 'turn' && k.state.combat?.kind === 'offensive') {
          const next = nextFoe(k, foe)
          if (next !== null) {
            const falls = 1 - (1 - attackOdds(ally.strength, foe.resistance, foe.life).kill) ** times
            worth += falls * boostWorth(ally, next, e.stat, e.amount, attacksLeft(k, ally, next))
          }
        }
      } else if (e.stat === 'initiative') {
        if (TUNING.windowInitiative) {
          worth += initiativeWorth(k, ally, foe, e.amount, times)
          continue
        }
        // Striking first (R19.5 step 5; a tie is a die roll, R19.8): the blow that kills spares the one
        // that would have come back, in whichever round of the fight it falls (issue 29: counting only
        // a first round and a clear overtake, Rastro de Aradin was played at 1 window in 14).
        const first = (ini: number) => ini > foe.initiative ? 1 : ini === foe.initiative ? 0.5 : 0
        const gain = first(ally.initiative + e.amount) - first(ally.initiative)
        const kill = 1 - (1 - attackOdds(ally.strength, foe.resistance, foe.life).kill) ** times
        if (gain > 0) worth += gain * kill * hit(foe, ally)
      }
    } else if (e.kind === 'modifyStat' && !own && e.amount < 0) {
      const t = fighterOf(k, target, true)
      if (t === null) continue
      const times = attacksLeft(k, ally, t)
      if (e.stat === 'strength') worth += times * (hit(t, ally) - attackOdds(t.strength + e.amount, ally.resistance, ally.life).damage)
      else if (e.stat === 'resistance') worth += times * (attackOdds(ally.strength, t.resistance + e.amount, t.life).damage - hit(ally, t))
      else if (e.stat === 'initiative') worth += 0.2
    } else if (e.kind === 'heal' && own) {
      const c = k.state.cards[target]
      const lost = c?.damage ?? 0
      // Healing counts for the Vida this fight would otherwise take down to death.
      const threat = foe === null ? 0 : hit(foe, ally) * attacksLeft(k, ally, foe)
      worth += Math.min(lost, e.amount === 'all' ? lost : e.amount, threat + 1)
    } else if (e.kind === 'actionMarker' && !own) {
      // The rival loses its Instant in this fight (R17.3 gave attackers theirs back; R19.6 needs no marker).
      const t = fighterOf(k, target, true)
      if (t !== null && !k.state.cards[target]?.actionMarker) worth += 0.3 + t.spellDamage + 0.5 * t.spellStrength
    }
  }
  return worth
}

/**
 * What learning `card` adds to a Dalma that already knows `known` (R13.3: one skill use between rests;
 * R12.2: two casts): for a skill, what it does better than the best skill known plus a third of the
 * lesser (the choice between them); for a spell, the casts make a second one worth more.
 */
export function learnMarginal(card: Card, known: readonly (Card | null)[], value: (c: Card) => number): number {
  const v = value(card)
  let best = 0, same = 0
  for (const c of known) {
    if (c === null || c.type !== card.type) continue
    same++
    best = Math.max(best, value(c))
  }
  if (same === 0) return v
  const share = card.type === 'skill' ? 0.3 : 0.6
  return Math.max(0, v - best) + share * Math.min(v, best) / same
}

/**
 * An Emblema's worth to `seat` now (R15.7: it works for all its Dalmas while revealed): a permanent
 * stat for each Dalma it has or will reveal soon, halved learning (R11.7) for each Dalma of that
 * profession with such cards still to learn in sight.
 */
export function emblemWorth(k: Knowledge, seat: Seat, card: Card): number {
  if (card.type !== 'emblem') return 0
  const s = k.state
  const m = s.masters[seat]
  const dalmas = activeDalmas(s, k.catalogue, seat)
  let coming = 0
  for (const id of [...m.hand, ...m.playZone]) { if (!s.cards[id]?.faceUp && k.card(id)?.type === 'dalma') coming++ }
  const count = dalmas.length + 0.5 * coming
  let worth = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'modifyStat' && e.duration === 'permanent' && e.amount > 0) worth += count * e.amount * (e.stat === 'strength' ? 1.2 : e.stat === 'resistance' ? 1 : 0.3)
    else if (e.kind === 'halveLearningCost') {
      let learners = 0
      for (const d of dalmas) { const c = k.card(d); if (c?.type === 'dalma' && c.profession === e.profession) learners++ }
      let toLearn = 0
      for (const id of [...m.hand, ...m.playZone]) { const c = k.card(id); if (c !== null && c.type === (e.cardType ?? c.type) && (c.type === 'spell' || c.type === 'skill') && c.profession === e.profession) toLearn++ }
      worth += 0.4 * Math.min(learners, 2) * (1 + toLearn)
    }
  }
  return worth
}

/** A learned card's fight worth (the learn rule's own measure, fight.ts). */
export const fightValue = (c: Card): number => { const w = learnedWorth(c); return w.damage + 0.8 * w.strength + 0.6 * w.resistance + 0.4 * w.heal }
