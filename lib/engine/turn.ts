// Turn structure (§7): Descanso, Cobro, the Fase Principal's three steps, the end-of-turn
// decision, exhaustion (§18) and the goldfish rival's empty turns (RUL-13). Each function moves a
// draft forward until the next decision a Master has to make, or returns what the driver runs
// next (another turn, the forced offensive, the end of a simulation).
import type { Draft } from './draft'
import { other, type InstanceId, type Seat } from './ids'
import { anyCharacterActionLegal, anyMasterActionLegal } from './legal'
import { activeDalmas, ENEMY_REST_HEAL, INCOME_SILVER, INN_SILVER, MASTER_ACTIONS_PER_TURN } from './queries'
import { pushDecision } from './stack'
import type { MainStep, Next, Phase } from './state'
import { NO_FLAGS } from './state'
import { fireAbilities } from './triggers'
import { gain } from './zones'

const REST: Phase = { name: 'rest' }
const INCOME: Phase = { name: 'income' }
const MASTER_STEP: Phase = { name: 'main', step: 'masterActions' }
const ENEMY_STEP: Phase = { name: 'main', step: 'enemyActions' }
const DALMA_STEP: Phase = { name: 'main', step: 'dalmaActions' }
const END_OF_TURN: Phase = { name: 'endOfTurn' }

/** R7.1, RUL-5: a Master's turn begins; the first Master skips Descanso and Cobro on its first turn only. */
export function beginTurn(d: Draft, seat: Seat): Next | null {
  const m = d.master(seat)
  m.turn += 1
  d.s.activeSeat = seat
  const skips = seat === d.s.firstSeat && m.turn === 1
  d.emit({ type: 'turnStarted', seat, turn: m.turn, skipsRestAndIncome: skips, rule: skips ? 'RUL-5' : 'R7.1' })
  if (m.inert) {
    // RUL-13: the goldfish rival makes no decision, but its Descanso still clears every Dalma's marker (R7.4).
    if (!skips) {
      restSteps(d, seat)
      gain(d, seat, INCOME_SILVER, 'R7.12')
    }
    return { kind: 'endTurn', seat }
  }
  if (skips) return enterMain(d)
  restSteps(d, seat)
  if (activeDalmas(d.s, d.catalogue, seat).length > 0 && m.silver >= INN_SILVER) {
    pushDecision(d, { kind: 'innRest', seat })
    return null
  }
  return income(d)
}

/** R7.2–R7.7: the automatic part of the Descanso (R7.11: no actions happen in it). */
function restSteps(d: Draft, seat: Seat): void {
  d.s.phase = REST
  d.emit({ type: 'phaseStarted', seat, phase: 'rest', rule: 'R7.2' })
  const m = d.s.masters[seat]
  if (m.combatZone.length > 0) {
    const back = m.combatZone.slice()
    d.master(seat).combatZone = []
    d.zone(seat, 'playZone').push(...back)
    d.emit({ type: 'returnedFromCombat', seat, dalmaIds: back, rule: 'R7.2' })
  }
  if (m.masterActions > 0) {
    d.emit({ type: 'relicCountersRemoved', seat, count: m.masterActions, rule: 'R7.3' })
    d.master(seat).masterActions = 0
  }
  // R7.4: markers leave the Dalmas of both Masters.
  const unmarked: InstanceId[] = []
  for (const s of [0, 1] as const) {
    for (const id of activeDalmas(d.s, d.catalogue, s)) {
      if (d.get(id).actionMarker) { d.card(id).actionMarker = false; unmarked.push(id) }
    }
  }
  if (unmarked.length > 0) d.emit({ type: 'actionMarkersRemoved', instanceIds: unmarked, rule: 'R7.4' })
  // R7.5, R7.6: the active Master's revealed enemies lose their markers and recover up to 3 Vida.
  const enemiesUnmarked: InstanceId[] = []
  for (const id of d.s.masters[seat].relicZone.enemies) {
    const c = d.get(id)
    if (!c.faceUp || c.defeated) continue
    if (c.actionMarker) { d.card(id).actionMarker = false; enemiesUnmarked.push(id) }
    if (c.damage > 0) {
      const amount = Math.min(ENEMY_REST_HEAL, c.damage)
      d.card(id).damage -= amount
      d.emit({ type: 'enemyHealed', enemyId: id, cardId: c.cardId, amount, rule: 'R7.6' })
    }
    fireAbilities(d, id, 'onRest') // R10.3: Líder del Bastión, Oso Azul heal more
  }
  if (enemiesUnmarked.length > 0) d.emit({ type: 'actionMarkersRemoved', instanceIds: enemiesUnmarked, rule: 'R7.5' })
  // R7.7: effects lasting "this turn" already ended with the turn that made them (endTurn).
}

/** R7.8, RUL-16: the paid Posada for the chosen Dalmas (validated by the caller). */
export function innRest(d: Draft, seat: Seat, dalmaIds: readonly InstanceId[]): Next | null {
  if (dalmaIds.length > 0) {
    d.master(seat).silver -= INN_SILVER * dalmaIds.length
    d.emit({ type: 'moneyPaid', seat, silver: INN_SILVER * dalmaIds.length, rule: 'R7.8' })
    for (const id of dalmaIds) {
      const dalma = d.card(id)
      dalma.damage = 0
      for (const l of dalma.learned) if (d.get(l).useCounters > 0) d.card(l).useCounters = 0
      // The Anillo Sumador's counter goes too; consumable counters (Flechas perforadoras) stay (R7.10).
      for (const e of dalma.equipment) {
        const card = d.def(e)
        if (d.get(e).useCounters > 0 && 'effects' in card && card.effects.some((x) => x.kind === 'extraCast')) d.card(e).useCounters = 0
      }
    }
    d.emit({ type: 'innRest', seat, dalmaIds: dalmaIds.slice(), rule: 'R7.8' })
  }
  return income(d)
}

/** R7.12: 3 gold, then the deferred replacement while the right is kept (RUL-4). */
function income(d: Draft): Next | null {
  const seat = d.s.activeSeat
  d.s.phase = INCOME
  d.emit({ type: 'phaseStarted', seat, phase: 'income', rule: 'R7.12' })
  gain(d, seat, INCOME_SILVER, 'R7.12')
  const m = d.s.masters[seat]
  if (!m.replacementUsed && m.hand.length >= 5) {
    pushDecision(d, { kind: 'deferredReplacement', seat })
    return null
  }
  return enterMain(d)
}

export function enterMain(d: Draft): Next | null {
  d.s.phase = MASTER_STEP
  d.emit({ type: 'phaseStarted', seat: d.s.activeSeat, phase: 'main', rule: 'R7.13' })
  return continueMasterActions(d)
}

/** R8.1, R18.1, RUL-7: after five Master actions the enemies act; short of five with none legal, exhaustion. */
function continueMasterActions(d: Draft): Next | null {
  const seat = d.s.activeSeat
  const m = d.s.masters[seat]
  if (m.masterActions >= MASTER_ACTIONS_PER_TURN) {
    enterEnemyStep(d)
    return null
  }
  if (anyMasterActionLegal(d.s, d.catalogue, seat)) return null
  d.emit({ type: 'exhaustion', seat, turn: m.turn, masterActions: m.masterActions, rule: 'R18.1' })
  const active = activeDalmas(d.s, d.catalogue, seat)
  // RUL-13: in goldfish the simulation stops and reports the turn of the forced offensive.
  if (d.s.mode === 'goldfish') return { kind: 'gameOver', result: { kind: 'exhaustion', seat, turn: m.turn, masterActions: m.masterActions, activeDalmas: active.length }, rule: 'RUL-13' }
  if (active.length === 0) return { kind: 'gameOver', result: { kind: 'defeat', loser: seat, reason: 'exhaustedWithoutDalma', turn: m.turn }, rule: 'R18.3' }
  // R18.1, R18.2, R18.5: the Fase Principal stops; every active Dalma goes for the relic, whatever the variant.
  return { kind: 'offensive', seat, attackers: active, forced: true }
}

/** After an exploration (R19.1): play goes back to the Fase Principal step it left. */
export function reenterMain(d: Draft, step: MainStep): void {
  d.s.phase = { name: 'main', step }
}

function enterEnemyStep(d: Draft): void {
  d.s.phase = ENEMY_STEP
  if (anyCharacterActionLegal(d.s, d.catalogue, true)) {
    d.emit({ type: 'stepStarted', seat: d.s.activeSeat, step: 'enemyActions', rule: 'R7.13' })
    d.enteredActingStep = true
    return
  }
  enterDalmaStep(d)
}

function continueEnemyActions(d: Draft): void {
  if (!anyCharacterActionLegal(d.s, d.catalogue, true)) enterDalmaStep(d)
}

export function enterDalmaStep(d: Draft): void {
  d.s.phase = DALMA_STEP
  if (anyCharacterActionLegal(d.s, d.catalogue, false)) {
    d.emit({ type: 'stepStarted', seat: d.s.activeSeat, step: 'dalmaActions', rule: 'R7.13' })
    d.enteredActingStep = true
    return
  }
  enterEndOfTurn(d)
}

function continueDalmaActions(d: Draft): void {
  if (!anyCharacterActionLegal(d.s, d.catalogue, false)) enterEndOfTurn(d)
}

export function enterEndOfTurn(d: Draft): void {
  d.s.phase = END_OF_TURN
  d.emit({ type: 'phaseStarted', seat: d.s.activeSeat, phase: 'endOfTurn', rule: 'R17.1' })
}

/** With no decision pending and no combat, the phase carries on (skipping steps with nothing to do). */
export function stepPhase(d: Draft): Next | null {
  const phase = d.s.phase
  if (phase.name !== 'main') return null
  if (phase.step === 'masterActions') return continueMasterActions(d)
  if (phase.step === 'enemyActions') continueEnemyActions(d)
  else continueDalmaActions(d)
  return null
}

/** The turn ends (R7.1): "this turn" effects end (R7.7), the turn limit is checked, the other Master begins. */
export function endTurn(d: Draft, seat: Seat): Next {
  const ended: InstanceId[] = []
  for (const c of d.s.cards) {
    if (c.effects.length > 0 && c.effects.some((e) => e.until === 'endOfTurn')) {
      d.card(c.id).effects = c.effects.filter((e) => e.until !== 'endOfTurn')
      d.watchVida(c.id)
      ended.push(c.id)
    }
    // The turn's facts (explored, fought, reloaded, recovered) end with it.
    const f = c.flags
    if (f !== NO_FLAGS && (f.explored || f.fought || f.reloaded || f.recovered)) d.card(c.id).flags = NO_FLAGS
  }
  if (ended.length > 0) d.emit({ type: 'temporaryEffectsEnded', instanceIds: ended, rule: 'R7.7' })
  const m = d.s.masters[seat]
  d.emit({ type: 'turnEnded', seat, turn: m.turn, rule: m.inert ? 'RUL-13' : 'R7.1' })
  if (d.s.maxTurns !== null && isLastSeatOfRound(d, seat) && m.turn >= d.s.maxTurns) {
    if (d.s.mode === 'goldfish') return { kind: 'gameOver', result: { kind: 'turnLimit', seat, turns: m.turn }, rule: 'RUL-13' }
    return { kind: 'gameOver', result: { kind: 'draw', turns: d.s.masters[0].turn + d.s.masters[1].turn, reason: 'turnLimit' }, rule: 'R7.1' }
  }
  return { kind: 'beginTurn', seat: other(seat) }
}

/** Whose finished turn completes the turn count: goldfish, the player (seat 0); duel, the second Master. */
function isLastSeatOfRound(d: Draft, seat: Seat): boolean {
  if (d.s.mode === 'goldfish') return seat === 0
  return d.s.firstSeat !== null && seat === other(d.s.firstSeat)
}
