// Combat (§16, §17, §19): explorations (one round) and relic offensives (to the death), as a
// resumable state machine in `state.combat`. `stepCombat` does the automatic part of the current
// step and either moves on, pushes the decision the step needs, or returns what the driver runs
// next once the combat is over. The answers to its decisions (pairings, shots, throws, attacks) are
// the other exported steps. Deaths, the capture and a forced offensive's failure are the standing
// checks' (checks.ts, RUL-44, RUL-45): the machine only sees fighters leave.
import { toSilver } from '../catalogue/model'
import { hasLegalAct } from './candidates'
import { arrowOnBow, spendArrow } from './cards/flechas-perforadoras'
import { availableDefenders, loadedBows, opponentsOf, sideOf, seatOfSide, throwingWeapons, unplaced } from './combat-queries'
import type { Draft } from './draft'
import { discardThrown, isAlive, performShot, resolveAttack, returnThrown, unequip } from './fighting'
import { other, type InstanceId, type Seat } from './ids'
import { activeDalmas, characterStats, revealedEnemies } from './queries'
import { popDecision, pushDecision } from './stack'
import type { Combat, Engagement, MainStep, Next } from './state'
import { enterCombatZone, pay } from './zones'

const SHOT_SILVER = 2 // RUL-37: every bow shot costs 2 silver, in combat too

const setCombat = (d: Draft, patch: Partial<Combat>): void => {
  const c = d.s.combat
  if (c === null) return
  // Field by field, then the patch: one object shape for every combat (this runs at every combat step).
  const next: { [K in keyof Combat]-?: Combat[K] } = {
    kind: c.kind, attackerSeat: c.attackerSeat, forced: c.forced, round: c.round, step: c.step, attackers: c.attackers,
    defenders: c.defenders, engagements: c.engagements, queue: c.queue, threw: c.threw, pairedBefore: c.pairedBefore,
    shots: c.shots, returnStep: c.returnStep,
  }
  d.s.combat = Object.assign(next, patch)
}

/** R19.2: every combatant has now been in a melee combat phase this turn. */
function markFought(d: Draft, ids: readonly InstanceId[]): void {
  for (const id of ids) {
    const c = d.get(id)
    if (!c.flags.fought) d.card(id).flags = { ...c.flags, fought: true }
  }
}

// ---- opening a combat ---------------------------------------------------------------------------

/** R16.1, R19.3: an exploration's one-round combat. */
export function startExploreCombat(d: Draft, explorerId: InstanceId, targetId: InstanceId): void {
  const seat = d.get(explorerId).owner
  const phase = d.s.phase
  const returnStep: MainStep = phase.name === 'main' ? phase.step : 'dalmaActions'
  d.s.combat = {
    kind: 'explore', attackerSeat: seat, forced: false, round: 0, step: 'roundStart',
    attackers: [explorerId], defenders: [targetId], engagements: [{ a: [explorerId], d: [targetId] }],
    queue: [], threw: [], pairedBefore: [], shots: [], returnStep,
  }
  d.s.phase = { name: 'combat' }
  markFought(d, [explorerId, targetId])
  d.emit({ type: 'combatStarted', kind: 'explore', attackerSeat: seat, attackers: [explorerId], defenders: [targetId], rule: 'R16.1' })
}

/**
 * R17.3, R17.4, RUL-36: the offensive begins: attackers recover their action, advance into the
 * Zona de Combate (the defender's traps may answer the entry, RUL-43), then the defender adds Dalmas.
 */
export function startOffensive(d: Draft, seat: Seat, attackers: readonly InstanceId[], forced: boolean): void {
  for (const id of attackers) {
    const c = d.card(id)
    c.actionMarker = false
    c.flags = { ...c.flags, recovered: true }
  }
  d.emit({ type: 'offensiveDeclared', seat, attackers: attackers.slice(), forced, rule: forced ? 'R18.2' : 'R17.1' })
  d.emit({ type: 'actionsRecovered', dalmaIds: attackers.slice(), rule: 'R17.3' })
  const entering = attackers.filter((id) => d.s.masters[seat].playZone.includes(id))
  enterCombatZone(d, seat, entering, 'R17.4')
  d.s.combat = {
    kind: 'offensive', attackerSeat: seat, forced, round: 0, step: 'defenders',
    attackers: attackers.slice(), defenders: revealedEnemies(d.s, other(seat)), engagements: [],
    queue: [], threw: [], pairedBefore: [], shots: [], returnStep: null,
  }
  d.s.phase = { name: 'combat' }
  const defender = other(seat)
  if (entering.length > 0 && !d.s.masters[defender].inert) pushDecision(d, { kind: 'traps', seat: defender, entering, then: null }) // R17.4, RUL-36
}

/** Adds one defender (R17.5); it advances to the Zona de Combate, where every fighter stands (RUL-48). */
export function addDefender(d: Draft, dalmaId: InstanceId): void {
  const combat = d.s.combat
  if (combat === null) return
  const seat = d.get(dalmaId).owner
  setCombat(d, { defenders: [...combat.defenders, dalmaId] })
  d.emit({ type: 'defenderAdded', seat, dalmaId, rule: 'R17.5' })
  enterCombatZone(d, seat, [dalmaId], 'RUL-48')
}

/** The defender adds no more Dalmas: the defence is settled (RUL-36) and the pairings come next. */
export function closeDefence(d: Draft): void {
  popDecision(d)
  setCombat(d, { step: 'pairings' })
}

// ---- the machine ----------------------------------------------------------------------------------

/** Does the automatic part of the current step: moves on, pushes the decision the step needs, or says what follows the combat. */
export function stepCombat(d: Draft): Next | null {
  const combat = d.s.combat
  if (combat === null) return null
  // R17.6, RUL-32: every attacker dead: the offensive fails at once (a forced one has already lost, R18.4).
  if (combat.kind === 'offensive' && combat.attackers.length === 0) return failOffensive(d, combat)
  switch (combat.step) {
    case 'defenders': {
      const defenderSeat = other(combat.attackerSeat)
      if (!d.s.masters[defenderSeat].inert && availableDefenders(d.s, d.catalogue).length > 0) pushDecision(d, { kind: 'defenders', seat: defenderSeat })
      else setCombat(d, { step: 'pairings' })
      return null
    }
    case 'pairings': {
      if (combat.round === 0 && combat.engagements.length === 0) markFought(d, [...combat.attackers, ...combat.defenders])
      const free = unplaced(combat)
      if (free.a.length > 0 && free.d.length > 0) pushDecision(d, { kind: 'pairings', seat: combat.attackerSeat }) // R19.14, R19.18
      else setCombat(d, { step: 'reinforce' })
      return null
    }
    case 'reinforce': {
      const free = unplaced(combat)
      if (free.a.length > 0 && free.d.length > 0) {
        setCombat(d, { step: 'pairings' })
        return null
      }
      const side = free.a.length > 0 ? 'a' : free.d.length > 0 ? 'd' : null
      if (side === null || combat.engagements.length === 0) setCombat(d, { step: 'roundStart' })
      else pushDecision(d, { kind: 'reinforce', seat: seatOfSide(combat, side) }) // R19.15, R19.16, RUL-20
      return null
    }
    case 'roundStart': {
      const round = combat.round + 1
      d.emit({ type: 'roundStarted', round, rule: 'R19.5' })
      setCombat(d, { round, threw: [], shots: [], step: 'spellAttacker', queue: spellQueue(d, combat.attackerSeat) })
      return null
    }
    case 'spellAttacker': case 'spellDefender': case 'skills': {
      const window = combat.step === 'skills' ? 'skill' : 'spell'
      const queue = combat.queue.slice()
      while (queue.length > 0) {
        const fighterId = queue[0] as InstanceId
        if (hasWindowAct(d, fighterId, window)) {
          setCombat(d, { queue })
          // Each offer is decided by the character's own Master (in the skill window, either side: RUL-53).
          pushDecision(d, { kind: 'combatWindow', seat: d.get(fighterId).owner, window, fighterId })
          return null
        }
        queue.shift()
      }
      // RUL-24: the spell window splits by side; then one skill window for both (RUL-53); then the bows.
      if (combat.step === 'spellAttacker') setCombat(d, { step: 'spellDefender', queue: spellQueue(d, other(combat.attackerSeat)) })
      else if (combat.step === 'spellDefender') setCombat(d, { step: 'skills', queue: skillQueue(d) })
      else setCombat(d, { step: 'aimBows', queue: bowQueue(d, combat) })
      return null
    }
    case 'aimBows': {
      // R19.11, RUL-37, RUL-47: each loaded bow is aimed (its Master paying the shot) before any is shot.
      const queue = combat.queue.slice()
      while (queue.length > 0) {
        const shooterId = queue[0] as InstanceId
        const bowId = isAlive(d, shooterId) && opponentsOf(combat, shooterId).length > 0 ? loadedBows(d.s, d.catalogue, shooterId)[0] : undefined
        if (bowId !== undefined) {
          const seat = d.get(shooterId).owner
          if (d.s.masters[seat].silver >= SHOT_SILVER) {
            setCombat(d, { queue })
            pushDecision(d, { kind: 'bow', seat, fighterId: shooterId })
            return null
          }
          d.emit({ type: 'shotNotPaid', shooterId, weaponId: bowId, rule: 'RUL-37' })
        }
        queue.shift()
      }
      setCombat(d, { step: 'bows', queue: [] })
      return null
    }
    case 'bows': {
      // R19.7, RUL-47: every shot aimed happens, whatever the dice; the deaths come at the check after them all.
      for (const shot of combat.shots) performShot(d, shot.shooterId, shot.bowId, shot.targetId, 'R19.11', 'R19.7')
      setCombat(d, { step: 'throwOrder', shots: [] })
      return null
    }
    case 'throwOrder': {
      // R19.13: first round only; ties in the window roll 1d6 as in melee (R19.8, RUL-35, RUL-47).
      const throwers = combat.round === 1 ? [...combat.attackers, ...combat.defenders].filter((id) => throwingWeapons(d.s, d.catalogue, id).length > 0 && opponentsOf(combat, id).length > 0) : []
      setCombat(d, { step: 'throws', queue: initiativeOrder(d, throwers) })
      return null
    }
    case 'throws': {
      const queue = combat.queue.filter((id) => isAlive(d, id) && throwingWeapons(d.s, d.catalogue, id).length > 0 && opponentsOf(combat, id).length > 0)
      if (queue.length > 0) {
        const fighterId = queue[0] as InstanceId
        setCombat(d, { queue })
        pushDecision(d, { kind: 'throw', seat: d.get(fighterId).owner, fighterId }) // R19.13, RUL-33
        return null
      }
      setCombat(d, { step: 'meleeOrder', queue: [] })
      return null
    }
    case 'meleeOrder': {
      const fighters = [...combat.attackers, ...combat.defenders].filter((id) => !combat.threw.includes(id))
      setCombat(d, { step: 'melee', queue: initiativeOrder(d, fighters) })
      return null
    }
    case 'melee': {
      const queue = combat.queue.slice()
      while (queue.length > 0) {
        const fighterId = queue[0] as InstanceId
        if (isAlive(d, fighterId) && opponentsOf(combat, fighterId).length > 0) {
          setCombat(d, { queue })
          pushDecision(d, { kind: 'melee', seat: d.get(fighterId).owner, fighterId }) // R19.5 (5)
          return null
        }
        queue.shift()
      }
      setCombat(d, { queue: [], step: 'roundEnd' })
      return null
    }
    case 'roundEnd':
      return endRound(d, combat)
  }
}

/** RUL-24, R12.8, NOTE-43: one side's spell window, offered to its Magos (from either zone) by Iniciativa (RUL-53). */
function spellQueue(d: Draft, seat: Seat): InstanceId[] {
  if (d.s.masters[seat].inert) return []
  const magos = activeDalmas(d.s, d.catalogue, seat).filter((id) => { const c = d.def(id); return c.type === 'dalma' && c.profession === 'mago' })
  return windowOrder(d, magos, (id) => hasWindowAct(d, id, 'spell'))
}

/**
 * R19.6, RUL-53: the skill window, one for both sides: every Dalma standing in the Zona de Combate,
 * fighting or not (whether it may act, unmarked or with the recovered action, is checkAct's), by Iniciativa.
 */
function skillQueue(d: Draft): InstanceId[] {
  const combat = d.s.combat
  if (combat === null) return []
  const pool: InstanceId[] = []
  for (const seat of [combat.attackerSeat, other(combat.attackerSeat)]) if (!d.s.masters[seat].inert) pool.push(...d.s.masters[seat].combatZone)
  return windowOrder(d, pool, (id) => hasWindowAct(d, id, 'skill'))
}

/** R19.7, R19.11, RUL-37, RUL-53: the loaded bows facing a rival, aimed and paid by Iniciativa (a Master short of silver pays the first ones). */
function bowQueue(d: Draft, combat: Combat): InstanceId[] {
  const shooters = [...combat.attackers, ...combat.defenders].filter((id) => isAlive(d, id) && opponentsOf(combat, id).length > 0 && loadedBows(d.s, d.catalogue, id).length > 0)
  return windowOrder(d, shooters, () => true)
}

/** Whether a fighter has a legal cast (spell window) or skill (skill window) now: the candidates of legalActions, checked lazily. */
function hasWindowAct(d: Draft, fighterId: InstanceId, window: 'spell' | 'skill'): boolean {
  return isAlive(d, fighterId) && hasLegalAct(d.s, d.catalogue, fighterId, window === 'spell' ? 'spellWindow' : 'skillWindow')
}

const initiativeOf = (d: Draft, id: InstanceId): number => characterStats(d.s, d.catalogue, id).initiative

/**
 * RUL-35: the order in which tied characters roll: the attacking side first, each side in its
 * pairing order; a character of a side that is not fighting (a Mago casting from the Zona de Juego,
 * a Dalma standing in the Zona de Combate) after that side's fighters.
 */
function rollRank(d: Draft, id: InstanceId): number {
  const combat = d.s.combat
  if (combat === null) return 0
  const seat = d.get(id).owner
  const fighters = seat === combat.attackerSeat ? combat.attackers : combat.defenders
  const i = fighters.indexOf(id)
  return (seat === combat.attackerSeat ? 0 : 100_000) + (i >= 0 ? i : 50_000 + d.s.masters[seat].combatZone.indexOf(id))
}

/**
 * R19.5 (4, 5), R19.8, RUL-35: the order of the throwing window and of melee, Iniciativa high to low;
 * tied characters roll 1d6 each (rollRank's order), highest first, rolling again while tied.
 */
function initiativeOrder(d: Draft, ids: readonly InstanceId[]): InstanceId[] {
  const groups = new Map<number, InstanceId[]>()
  for (const id of ids) {
    const ini = initiativeOf(d, id)
    groups.set(ini, [...(groups.get(ini) ?? []), id])
  }
  const out: InstanceId[] = []
  for (const ini of [...groups.keys()].sort((a, b) => b - a)) {
    const group = (groups.get(ini) ?? []).slice().sort((x, y) => rollRank(d, x) - rollRank(d, y))
    out.push(...breakTies(d, group, 'RUL-35'))
  }
  return out
}

/**
 * R19.8, RUL-53, NOTE-53: the order of a window's offers (spells, skills, bows), Iniciativa high to low.
 * Tied characters that can act when the window opens roll 1d6 each as in RUL-35; a tied one that
 * cannot act then rolls nothing and comes after them (the lazy offer still asks it, and passes it by).
 */
function windowOrder(d: Draft, ids: readonly InstanceId[], canAct: (id: InstanceId) => boolean): InstanceId[] {
  if (ids.length <= 1) return ids.slice()
  // Each Iniciativa computed once (characterStats walks the equipment), then a stable sort.
  const ranked = ids.map((id) => ({ id, ini: initiativeOf(d, id) }))
  ranked.sort((x, y) => y.ini - x.ini)
  const out: InstanceId[] = []
  for (let i = 0; i < ranked.length;) {
    let j = i + 1
    while (j < ranked.length && ranked[j]?.ini === ranked[i]?.ini) j++
    if (j - i === 1) out.push((ranked[i] as { id: InstanceId }).id)
    else {
      const group = ranked.slice(i, j).map((r) => r.id)
      const acting = group.filter(canAct)
      out.push(...breakTies(d, acting.sort((x, y) => rollRank(d, x) - rollRank(d, y)), 'RUL-53'), ...group.filter((id) => !acting.includes(id)))
    }
    i = j
  }
  return out
}

function breakTies(d: Draft, group: InstanceId[], rule: 'RUL-35' | 'RUL-53'): InstanceId[] {
  if (group.length <= 1) return group
  const rolls = group.map((id) => ({ id, roll: d.rollD6() }))
  d.emit({ type: 'initiativeTie', rolls: rolls.map((r) => [r.id, r.roll] as [InstanceId, number]), rule })
  const byRoll = new Map<number, InstanceId[]>()
  for (const r of rolls) byRoll.set(r.roll, [...(byRoll.get(r.roll) ?? []), r.id])
  const out: InstanceId[] = []
  for (const roll of [...byRoll.keys()].sort((a, b) => b - a)) out.push(...breakTies(d, byRoll.get(roll) ?? [], rule))
  return out
}

/** R19.3, R19.16, R17.6, RUL-32: the round ends; the combat ends or freed fighters are reassigned. */
function endRound(d: Draft, combat: Combat): Next | null {
  const paired = new Set(combat.pairedBefore)
  for (const g of combat.engagements) for (const id of [...g.a, ...g.d]) paired.add(id)
  const engagements: Engagement[] = combat.engagements.filter((g) => g.a.length > 0 && g.d.length > 0)
  d.emit({ type: 'roundEnded', round: combat.round, rule: 'R19.5' })
  if (combat.kind === 'explore') {
    // R19.1, R19.3: an exploration lasts one round; play goes back to the Fase Principal.
    d.s.combat = null
    d.emit({ type: 'combatEnded', kind: combat.kind, rule: 'R19.1' })
    return { kind: 'returnToMain', step: combat.returnStep ?? 'dalmaActions' }
  }
  setCombat(d, { engagements, pairedBefore: [...paired], threw: [], queue: [], step: 'reinforce' })
  return null
}

/** R17.6: a voluntary offensive with no attacker left fails and the turn ends (a forced one lost already, R18.4). */
function failOffensive(d: Draft, combat: Combat): Next {
  d.emit({ type: 'offensiveFailed', seat: combat.attackerSeat, forced: combat.forced, rule: 'R17.6' })
  d.s.combat = null
  d.emit({ type: 'combatEnded', kind: combat.kind, rule: 'R19.1' })
  return { kind: 'endTurn', seat: combat.attackerSeat }
}

// ---- the answers to the combat's decisions ------------------------------------------------------------

/** The window's current fighter is done: it leaves the queue and the frame closes (the combat offers the next). */
export function closeWindowTurn(d: Draft): void {
  popDecision(d)
  const combat = d.s.combat
  if (combat !== null && combat.queue.length > 0) setCombat(d, { queue: combat.queue.slice(1) })
}

/** R19.14: one initial pair. */
export function pair(d: Draft, attackerId: InstanceId, defenderId: InstanceId): void {
  const combat = d.s.combat
  if (combat === null) return
  setCombat(d, { engagements: [...combat.engagements, { a: [attackerId], d: [defenderId] }] })
  d.emit({ type: 'paired', attackerId, defenderId, rule: combat.round === 0 ? 'R19.14' : 'R19.18' })
  popDecision(d)
}

/** R19.7, RUL-37, RUL-47: a loaded bow is aimed at one of its rivals; its Master pays the shot now. */
export function aimBow(d: Draft, shooterId: InstanceId, bowId: InstanceId, targetId: InstanceId): void {
  const combat = d.s.combat
  if (combat === null) return
  const seat = d.get(shooterId).owner
  pay(d, seat, SHOT_SILVER, 'RUL-37')
  setCombat(d, { shots: [...combat.shots, { shooterId, bowId, targetId }] })
  closeWindowTurn(d)
}

/** R19.13, RUL-19, NOTE-47: the weapon leaves the hand; a kill brings it back revealed, a miss discards it. */
export function throwWeapon(d: Draft, fighterId: InstanceId, weaponId: InstanceId, targetId: InstanceId): void {
  closeWindowTurn(d)
  const combat = d.s.combat
  if (combat !== null) setCombat(d, { threw: [...combat.threw, fighterId] })
  d.emit({ type: 'weaponThrown', fighterId, weaponId, targetId, rule: 'R19.13' })
  unequip(d, weaponId)
  const result = resolveAttack(d, fighterId, targetId, 'throw', weaponId, 'R19.13')
  if (result === 'killed') returnThrown(d, weaponId)
  else discardThrown(d, weaponId)
}

/** R19.5 (5), R19.9, RUL-20: the fighter's melee attack on the opponent it chose. */
export function meleeAttack(d: Draft, fighterId: InstanceId, targetId: InstanceId): void {
  closeWindowTurn(d)
  resolveAttack(d, fighterId, targetId, 'melee', null, 'R19.9')
}

/**
 * R19.12, RUL-33, NOTE-13: reloading replaces the attack; the arrow is paid, or a Flechas perforadoras
 * arrow is used (R15.9: a counter, and +2 on the next shot); no action is used.
 */
export function reloadInCombat(d: Draft, fighterId: InstanceId, weaponId: InstanceId, arrowId: InstanceId | null = null): void {
  closeWindowTurn(d)
  if (arrowId !== null) {
    spendArrow(d, arrowId)
    arrowOnBow(d, weaponId)
  } else {
    const card = d.def(weaponId)
    pay(d, d.get(fighterId).owner, card.type === 'weapon' ? toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) : 0, 'RUL-33')
  }
  d.card(weaponId).loaded = true
  d.emit({ type: 'reloadedInCombat', fighterId, weaponId, rule: 'R19.12' })
}
