// Combat (§16, §17, §19): explorations (one round) and relic offensives (to the death), as a
// resumable state machine. `stepCombat` does the automatic part of the current step and either
// moves on or pushes the decision the step needs; `resume` (flow.ts) calls it again once that
// decision is answered. Everything it needs to carry on lives in `state.combat`.
import { checkAct } from './acts'
import type { Draft } from './draft'
import { isAlive, performShot, settleDeaths } from './fighting'
import {
  activeDalmas, characterStats, instanceOf, isCasterCard, revealedEnemies,
} from './queries'
import { other, type Combat, type Engagement, type InstanceId, type Seat } from './state'
import { pushDecision } from './stack'
import { openTrapWindow } from './traps'
import { endGame, endTurn, reenterMain } from './turn'
import { enterCombatZoneMany } from './zones'
import { defOf } from './draft'
import type { Catalogue } from '../catalogue/model'
import type { GameState } from './state'
import { toSilver } from '../catalogue/model'

const setCombat = (d: Draft, patch: Partial<Combat>): void => {
  const c = d.s.combat
  if (c === null) return
  d.s.combat = { ...c, ...patch }
}

/** The side of a fighter in the current combat. */
export const sideOf = (combat: Combat, id: InstanceId): 'a' | 'd' | null =>
  combat.attackers.includes(id) ? 'a' : combat.defenders.includes(id) ? 'd' : null

/** The opponents a fighter faces: the other side of its engagement (RUL-20: it picks one to attack). */
export function opponentsOf(combat: Combat, id: InstanceId): InstanceId[] {
  for (const g of combat.engagements) {
    if (g.a.includes(id)) return g.d
    if (g.d.includes(id)) return g.a
  }
  return []
}

/** Fighters not yet in any engagement, per side. */
export function unplaced(combat: Combat): { a: InstanceId[]; d: InstanceId[] } {
  const placed = new Set<InstanceId>()
  for (const g of combat.engagements) for (const id of [...g.a, ...g.d]) placed.add(id)
  return { a: combat.attackers.filter((id) => !placed.has(id)), d: combat.defenders.filter((id) => !placed.has(id)) }
}

const seatOfSide = (combat: Combat, side: 'a' | 'd'): Seat => (side === 'a' ? combat.attackerSeat : other(combat.attackerSeat))

/** R19.2: every combatant has now been in a melee combat phase this turn. */
function markFought(d: Draft, ids: readonly InstanceId[]): void {
  for (const id of ids) {
    const c = d.get(id)
    if (!c.flags.fought) d.card(id).flags = { ...c.flags, fought: true }
  }
}

/** R16.1, R19.3: an exploration's one-round combat. */
export function startExploreCombat(d: Draft, explorerId: InstanceId, targetId: InstanceId): void {
  const seat = d.get(explorerId).owner
  const phase = d.s.phase
  d.s.combat = {
    kind: 'explore', attackerSeat: seat, forced: false, round: 0, step: 'roundStart',
    attackers: [explorerId], defenders: [targetId], engagements: [{ a: [explorerId], d: [targetId] }],
    queue: [], threw: [], pairedBefore: [], returnStep: phase.name === 'main' ? phase.step : 'dalmaActions',
  }
  d.s.phase = { name: 'combat' }
  markFought(d, [explorerId, targetId])
  d.emit({ type: 'combatStarted', kind: 'explore', attackerSeat: seat, attackers: [explorerId], defenders: [targetId], rule: 'R16.1' })
}

/**
 * R17.3, R17.4, RUL-36: the offensive begins: attackers recover their action, advance into the
 * Zona de Combate (the defender's traps may answer the entry), then the defender adds Dalmas.
 */
export function startOffensive(d: Draft, seat: Seat, attackers: InstanceId[], forced: boolean): void {
  for (const id of attackers) {
    const c = d.card(id)
    c.actionMarker = false
    c.flags = { ...c.flags, recovered: true }
  }
  d.emit({ type: 'offensiveDeclared', seat, attackers: attackers.slice(), forced, rule: forced ? 'R18.2' : 'R17.1' })
  d.emit({ type: 'actionsRecovered', dalmaIds: attackers.slice(), rule: 'R17.3' })
  const entering = attackers.filter((id) => d.s.masters[seat].playZone.includes(id))
  enterCombatZoneMany(d, seat, entering)
  d.s.combat = {
    kind: 'offensive', attackerSeat: seat, forced, round: 0, step: 'defenders',
    attackers: attackers.slice(), defenders: revealedEnemies(d.s, other(seat)), engagements: [],
    queue: [], threw: [], pairedBefore: [], returnStep: null,
  }
  d.s.phase = { name: 'combat' }
  if (entering.length > 0) openTrapWindow(d, other(seat), entering, null) // R17.4, RUL-36
}

/** R17.5: the Dalmas the defender may still add: active, in its Zona de Juego (R13.4), a marker does not matter. */
export function availableDefenders(state: GameState, catalogue: Catalogue): InstanceId[] {
  const combat = state.combat
  if (combat === null || combat.kind !== 'offensive') return []
  const seat = other(combat.attackerSeat)
  return activeDalmas(state, catalogue, seat).filter((id) => state.masters[seat].playZone.includes(id) && !combat.defenders.includes(id))
}

/** Adds one defender (R17.5). */
export function addDefender(d: Draft, dalmaId: InstanceId): void {
  const combat = d.s.combat
  if (combat === null) return
  setCombat(d, { defenders: [...combat.defenders, dalmaId] })
  d.emit({ type: 'defenderAdded', seat: d.get(dalmaId).owner, dalmaId, rule: 'R17.5' })
}

/** Does the automatic part of the current step: moves on, or pushes the decision the step needs. */
export function stepCombat(d: Draft): void {
  const combat = d.s.combat
  if (combat === null) return
  switch (combat.step) {
    case 'defenders': {
      setCombat(d, { step: 'pairings' })
      const defenderSeat = other(combat.attackerSeat)
      if (!d.s.masters[defenderSeat].inert && availableDefenders(d.s, d.catalogue).length > 0) pushDecision(d, { kind: 'defenders', seat: defenderSeat })
      return
    }
    case 'pairings': {
      if (combat.round === 0 && combat.engagements.length === 0) {
        if (combat.defenders.length === 0) {
          // RUL-22: nobody defends: the relic is captured at once.
          captureRelic(d, 'RUL-22')
          return
        }
        markFought(d, [...combat.attackers, ...combat.defenders])
      }
      const free = unplaced(combat)
      if (free.a.length > 0 && free.d.length > 0) {
        pushDecision(d, { kind: 'pairings', seat: combat.attackerSeat }) // R19.14, R19.18
        return
      }
      setCombat(d, { step: 'reinforce' })
      return
    }
    case 'reinforce': {
      const free = unplaced(combat)
      if (free.a.length > 0 && free.d.length > 0) {
        setCombat(d, { step: 'pairings' })
        return
      }
      const side = free.a.length > 0 ? 'a' : free.d.length > 0 ? 'd' : null
      if (side === null || combat.engagements.length === 0) {
        setCombat(d, { step: 'roundStart' })
        return
      }
      pushDecision(d, { kind: 'reinforce', seat: seatOfSide(combat, side) }) // R19.15, R19.16, RUL-20
      return
    }
    case 'roundStart': {
      const round = combat.round + 1
      d.emit({ type: 'roundStarted', round, rule: 'R19.5' })
      setCombat(d, { round, threw: [], step: 'spellAttacker', queue: windowQueue(d, combat.attackerSeat, 'spell') })
      return
    }
    case 'spellAttacker': case 'spellDefender': case 'skillAttacker': case 'skillDefender': {
      const window = combat.step.startsWith('spell') ? 'spell' : 'skill'
      const seat = combat.step.endsWith('Attacker') ? combat.attackerSeat : other(combat.attackerSeat)
      const queue = combat.queue.slice()
      while (queue.length > 0) {
        const fighterId = queue[0] as InstanceId
        if (hasWindowAct(d, fighterId, window)) {
          setCombat(d, { queue })
          pushDecision(d, { kind: 'combatWindow', seat, window, fighterId })
          return
        }
        queue.shift()
      }
      const next = nextWindowStep(combat.step)
      const nextSeat = next === 'spellDefender' || next === 'skillDefender' ? other(combat.attackerSeat) : combat.attackerSeat
      const nextQueue = next === 'bows' ? [] : windowQueue(d, nextSeat, next.startsWith('spell') ? 'spell' : 'skill')
      setCombat(d, { step: next, queue: nextQueue })
      return
    }
    case 'bows': {
      shootLoadedBows(d)
      if (d.s.combat === null || d.s.result !== null) return
      const c = d.s.combat
      setCombat(d, { step: 'throws', queue: c.round === 1 ? byInitiative(d, [...c.attackers, ...c.defenders]).filter((id) => throwingWeapons(d, id).length > 0) : [] })
      return
    }
    case 'throws': {
      const queue = combat.queue.filter((id) => isAlive(d, id) && throwingWeapons(d, id).length > 0 && opponentsOf(combat, id).length > 0)
      if (queue.length > 0) {
        const fighterId = queue[0] as InstanceId
        setCombat(d, { queue })
        pushDecision(d, { kind: 'throw', seat: d.get(fighterId).owner, fighterId }) // R19.13, RUL-33
        return
      }
      setCombat(d, { step: 'meleeOrder', queue: [] })
      return
    }
    case 'meleeOrder': {
      const fighters = [...combat.attackers, ...combat.defenders].filter((id) => !combat.threw.includes(id))
      setCombat(d, { step: 'melee', queue: meleeOrder(d, fighters) })
      return
    }
    case 'melee': {
      const queue = combat.queue.slice()
      while (queue.length > 0) {
        const fighterId = queue[0] as InstanceId
        if (isAlive(d, fighterId) && opponentsOf(d.s.combat as Combat, fighterId).length > 0) {
          setCombat(d, { queue })
          pushDecision(d, { kind: 'melee', seat: d.get(fighterId).owner, fighterId }) // R19.5 (5)
          return
        }
        queue.shift()
      }
      setCombat(d, { queue: [], step: 'roundEnd' })
      return
    }
    case 'roundEnd':
      endRound(d)
      return
  }
}

function nextWindowStep(step: Combat['step']): Combat['step'] {
  switch (step) {
    case 'spellAttacker': return 'spellDefender'
    case 'spellDefender': return 'skillAttacker'
    case 'skillAttacker': return 'skillDefender'
    default: return 'bows'
  }
}

/**
 * RUL-24, R19.6: who a window is offered to, in Iniciativa order: spells to the side's Magos (from either
 * zone, R12.8), skills to the side's fighters.
 */
function windowQueue(d: Draft, seat: Seat, window: 'spell' | 'skill'): InstanceId[] {
  const combat = d.s.combat
  if (combat === null || d.s.masters[seat].inert) return []
  const side = seat === combat.attackerSeat ? combat.attackers : combat.defenders
  const pool = window === 'spell'
    ? activeDalmas(d.s, d.catalogue, seat).filter((id) => { const c = d.def(id); return c.type === 'dalma' && c.profession === 'mago' })
    : side.filter((id) => d.def(id).type === 'dalma')
  return byInitiative(d, pool)
}

/** Whether a fighter has a legal cast (spell window) or skill (skill window) now. */
function hasWindowAct(d: Draft, fighterId: InstanceId, window: 'spell' | 'skill'): boolean {
  const c = d.get(fighterId)
  if (!isAlive(d, fighterId)) return false
  const timing = window === 'spell' ? 'spellWindow' : 'skillWindow'
  for (const l of c.learned) {
    const card = d.def(l)
    if (window === 'spell' ? card.type !== 'spell' : card.type !== 'skill') continue
    for (const targetId of windowTargets(d, fighterId)) {
      const act = window === 'spell' ? { kind: 'cast' as const, spellId: l, targetId, extra: false } : { kind: 'useSkill' as const, skillId: l, targetId, extra: false }
      if (checkAct(d.s, d.catalogue, fighterId, act, timing) === null) return true
    }
  }
  return false
}

/** Candidate targets for window acts: none, the fighter itself, and every character in play. */
export function windowTargets(d: Draft, fighterId: InstanceId): (InstanceId | null)[] {
  const out: (InstanceId | null)[] = [null, fighterId]
  for (const seat of [0, 1] as const) {
    out.push(...d.s.masters[seat].combatZone, ...revealedEnemies(d.s, seat))
    for (const id of d.s.masters[seat].playZone) if (d.get(id).faceUp && d.def(id).type === 'dalma') out.push(id)
  }
  return out
}

const initiativeOf = (d: Draft, id: InstanceId): number => characterStats(d.s, d.catalogue, id).initiative

/** Iniciativa high to low, stable (window offers; no dice). */
function byInitiative(d: Draft, ids: readonly InstanceId[]): InstanceId[] {
  return ids.slice().sort((x, y) => initiativeOf(d, y) - initiativeOf(d, x))
}

/**
 * R19.5 (5), R19.8, RUL-35: melee order, Iniciativa high to low; tied characters roll 1d6 each (the
 * attacking side first, each side in its pairing order), highest first, rolling again while tied.
 */
export function meleeOrder(d: Draft, ids: readonly InstanceId[]): InstanceId[] {
  const combat = d.s.combat
  const pairingRank = (id: InstanceId): number => {
    if (combat === null) return 0
    const side = sideOf(combat, id)
    const list = side === 'a' ? combat.attackers : combat.defenders
    return (side === 'a' ? 0 : 1000) + list.indexOf(id)
  }
  const groups = new Map<number, InstanceId[]>()
  for (const id of ids) {
    const ini = initiativeOf(d, id)
    groups.set(ini, [...(groups.get(ini) ?? []), id])
  }
  const out: InstanceId[] = []
  for (const ini of [...groups.keys()].sort((a, b) => b - a)) {
    const group = (groups.get(ini) ?? []).slice().sort((x, y) => pairingRank(x) - pairingRank(y))
    out.push(...breakTies(d, group))
  }
  return out
}

function breakTies(d: Draft, group: InstanceId[]): InstanceId[] {
  if (group.length <= 1) return group
  const rolls = group.map((id) => ({ id, roll: d.rollD6() }))
  d.emit({ type: 'initiativeTie', rolls: rolls.map((r) => [r.id, r.roll] as [InstanceId, number]), rule: 'RUL-35' })
  const byRoll = new Map<number, InstanceId[]>()
  for (const r of rolls) byRoll.set(r.roll, [...(byRoll.get(r.roll) ?? []), r.id])
  const out: InstanceId[] = []
  for (const roll of [...byRoll.keys()].sort((a, b) => b - a)) out.push(...breakTies(d, byRoll.get(roll) ?? []))
  return out
}

/** R19.7, R19.11, RUL-37: every loaded bow among the fighters shoots, deaths settled together. */
function shootLoadedBows(d: Draft): void {
  const combat = d.s.combat
  if (combat === null) return
  const killers = new Map<InstanceId, InstanceId>()
  const hit: InstanceId[] = []
  for (const shooter of [...combat.attackers, ...combat.defenders]) {
    const opponents = opponentsOf(combat, shooter).filter((id) => isAlive(d, id))
    if (opponents.length === 0) continue
    for (const bowId of d.get(shooter).equipment) {
      const bow = d.def(bowId)
      if (bow.type !== 'weapon' || bow.weaponKind !== 'bow' || !d.get(bowId).loaded) continue
      const seat = d.get(shooter).owner
      if (d.s.masters[seat].silver < 2) {
        d.emit({ type: 'shotNotPaid', shooterId: shooter, weaponId: bowId, rule: 'RUL-37' })
        continue
      }
      d.master(seat).silver -= 2
      d.emit({ type: 'moneyPaid', seat, silver: 2, rule: 'RUL-37' })
      // NOTE-38: facing several opponents, a shot goes to the first of them in pairing order.
      const target = opponents[0] as InstanceId
      performShot(d, shooter, bowId, target, 'R19.11', true)
      killers.set(target, shooter)
      hit.push(target)
    }
  }
  settleDeaths(d, hit, killers)
  afterDeaths(d)
}

/** Throwing weapons a fighter has equipped (R19.13). */
export function throwingWeapons(d: Draft, id: InstanceId): InstanceId[] {
  return d.get(id).equipment.filter((e) => { const c = d.def(e); return c.type === 'weapon' && c.weaponKind === 'throwing' })
}

/** RUL-38: the reload offer exists only in the fighter's first paired round. */
export function reloadOffer(state: GameState, catalogue: Catalogue, fighterId: InstanceId): InstanceId[] {
  const combat = state.combat
  if (combat === null || combat.pairedBefore.includes(fighterId)) return []
  const c = instanceOf(state, fighterId)
  const silver = state.masters[c.owner].silver
  return c.equipment.filter((e) => {
    const card = defOf(catalogue, instanceOf(state, e).cardId)
    return card.type === 'weapon' && card.weaponKind === 'bow' && !instanceOf(state, e).loaded && toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) <= silver
  })
}

/** After any death: a combat whose side is emptied ends at the end of this action (checked in roundEnd), but a game may be over already. */
export function afterDeaths(d: Draft): void {
  const combat = d.s.combat
  if (combat === null || d.s.result !== null) return
  // Engagements keep their shape; empty sides are cleaned at the end of the round (R19.16).
}

/** R19.3, R19.16, R17.6, RUL-32: the round ends; the combat ends or freed fighters are reassigned. */
function endRound(d: Draft): void {
  const combat = d.s.combat
  if (combat === null) return
  const paired = new Set(combat.pairedBefore)
  for (const g of combat.engagements) for (const id of [...g.a, ...g.d]) paired.add(id)
  const engagements: Engagement[] = combat.engagements.filter((g) => g.a.length > 0 && g.d.length > 0)
  d.emit({ type: 'roundEnded', round: combat.round, rule: 'R19.5' })
  if (combat.kind === 'explore') {
    endCombat(d)
    return
  }
  if (combat.attackers.length === 0) {
    // R17.6, RUL-32: every attacker dead (even together with the last defender): the offensive fails.
    failOffensive(d)
    return
  }
  if (combat.defenders.length === 0) {
    captureRelic(d, 'R17.6')
    return
  }
  setCombat(d, { engagements, pairedBefore: [...paired], threw: [], queue: [], step: 'reinforce' })
}

function captureRelic(d: Draft, rule: string): void {
  const combat = d.s.combat
  if (combat === null) return
  const loser = other(combat.attackerSeat)
  d.emit({ type: 'relicCaptured', seat: combat.attackerSeat, rule: 'R21.1' })
  d.s.combat = null
  endGame(d, { kind: 'defeat', loser, reason: 'capture', turn: d.s.masters[combat.attackerSeat].turn }, rule)
}

function failOffensive(d: Draft): void {
  const combat = d.s.combat
  if (combat === null) return
  d.emit({ type: 'offensiveFailed', seat: combat.attackerSeat, forced: combat.forced, rule: combat.forced ? 'R18.4' : 'R17.6' })
  d.s.combat = null
  if (combat.forced) {
    endGame(d, { kind: 'defeat', loser: combat.attackerSeat, reason: 'forcedOffensiveFailed', turn: d.s.masters[combat.attackerSeat].turn }, 'R18.4')
    return
  }
  endTurn(d, combat.attackerSeat)
}

/** The combat is over: an exploration returns to the Fase Principal (R19.1); an offensive ends the turn. */
function endCombat(d: Draft): void {
  const combat = d.s.combat
  if (combat === null) return
  d.s.combat = null
  d.emit({ type: 'combatEnded', kind: combat.kind, rule: 'R19.1' })
  if (combat.returnStep !== null) reenterMain(d, combat.returnStep)
  else endTurn(d, combat.attackerSeat)
}

/** Whether the caster profession may cast in the spell window (R19.5: Magos only). */
export const isMago = (d: Draft, id: InstanceId): boolean => { const c = d.def(id); return isCasterCard(c) && c.type === 'dalma' && c.profession === 'mago' }
