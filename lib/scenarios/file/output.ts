// The JSON a scenario run prints (SCENARIO-FORMAT.md "What comes out"), plus two documented
// extensions: each event's `step` (null before the first step) and each Master's `turn`.
import type { Catalogue } from '../../catalogue/schema'
import { describeEvent } from '../../engine/describe'
import { defOf } from '../../engine/draft'
import type { GameEvent } from '../../engine/events'
import { characterStats } from '../../engine/queries'
import type { GameResult, GameState, InstanceId, Phase, Seat } from '../../engine/state'
import { seatName } from './board'
import type { ScenarioRun, StepOutcome } from './run'

export type ZoneOut = 'deck' | 'hand' | 'play' | 'combat' | 'relic' | 'defeated' | 'equipped' | 'learned' | 'discard'
export type PhaseOut = 'setup' | 'turnStart' | 'rest' | 'income' | 'masterActions' | 'enemyActions' | 'dalmaActions' | 'endOfTurn' | 'combat' | 'gameOver'
export type ResultOut = { winner: 'A' | 'B' | null; reason: string; rule: string }
export type MasterOut = { money: number; hand: number; deck: number; masterActions: number; turn: number; discard: string[] }
export type CardOut = {
  card: string; owner: 'A' | 'B'; zone: ZoneOut; faceUp: boolean; damage: number; life: number | null; marker: boolean
  useCounters: number; loaded: boolean; equippedTo: string | null; learnedBy: string | null
}
export type EventOut = { type: string; rule: string | null; text: string; step: number | null }
export type ScenarioOutput = {
  steps: StepOutcome[]
  result: ResultOut | null
  active: 'A' | 'B'
  phase: PhaseOut
  turn: number
  masters: { A: MasterOut; B: MasterOut }
  cards: Record<string, CardOut>
  events: EventOut[]
}

export function phaseOut(phase: Phase): PhaseOut {
  return phase.name === 'main' ? phase.step : phase.name
}

const DEFEAT_RULES = { capture: 'R21.1', allDalmasLost: 'R21.2', forcedOffensiveFailed: 'R18.4', exhaustedWithoutDalma: 'R18.3' } as const

export function resultOut(result: GameResult | null): ResultOut | null {
  if (result === null) return null
  switch (result.kind) {
    case 'defeat': return { winner: seatName(result.loser === 0 ? 1 : 0), reason: result.reason, rule: DEFEAT_RULES[result.reason] }
    case 'turnLimit': return { winner: null, reason: 'turnLimit', rule: 'RUL-13' }
    case 'exhaustion': return { winner: null, reason: 'exhaustion', rule: 'RUL-13' }
    // RUL-45: both Masters lost in the same check; or a duel reached the file's maxTurns (an extension).
    case 'draw': return result.reason === 'bothLost' ? { winner: null, reason: 'bothLost', rule: 'RUL-45' } : { winner: null, reason: 'turnLimit', rule: 'R7.1' }
  }
}

function zoneOf(state: GameState, id: InstanceId): ZoneOut {
  const c = state.cards[id]
  if (c === undefined) return 'discard'
  if (c.equippedTo !== null) return 'equipped'
  if (c.learnedBy !== null) return 'learned'
  const m = state.masters[c.owner]
  if (m.relicZone.relic === id) return 'relic'
  if (m.relicZone.enemies.includes(id)) return c.defeated ? 'defeated' : 'relic'
  if (m.combatZone.includes(id)) return 'combat'
  if (m.playZone.includes(id)) return 'play'
  if (m.hand.includes(id)) return 'hand'
  if (m.deck.includes(id)) return 'deck'
  return 'discard'
}

function masterOut(state: GameState, seat: Seat): MasterOut {
  const m = state.masters[seat]
  return {
    money: m.silver, hand: m.hand.length, deck: m.deck.length, masterActions: m.masterActions, turn: m.turn,
    discard: m.discard.map((id) => state.cards[id]?.cardId ?? '?'),
  }
}

function lifeOf(state: GameState, catalogue: Catalogue, id: InstanceId): number | null {
  const c = state.cards[id]
  if (c === undefined) return null
  const type = defOf(catalogue, c.cardId).type
  if (type !== 'dalma' && type !== 'enemy' && type !== 'soldier') return null
  return characterStats(state, catalogue, id).life
}

export function eventOut(event: GameEvent, catalogue: Catalogue, step: number | null): EventOut {
  const described = describeEvent(event, catalogue)
  const rule = 'rule' in event && typeof event.rule === 'string' ? event.rule : described.rule ?? null
  return { type: event.type, rule, text: described.text, step }
}

export function scenarioOutput(run: ScenarioRun, catalogue: Catalogue): ScenarioOutput {
  const state = run.state
  const labelOf = new Map<InstanceId, string>()
  for (const [label, id] of run.labels) labelOf.set(id, label)
  // A holder without a label is named by its card id, so the field still says who holds it.
  const name = (id: InstanceId | null) => (id === null ? null : labelOf.get(id) ?? state.cards[id]?.cardId ?? null)
  const cards: Record<string, CardOut> = {}
  for (const [label, id] of run.labels) {
    const c = state.cards[id]
    if (c === undefined) continue
    cards[label] = {
      card: c.cardId, owner: seatName(c.owner), zone: zoneOf(state, id), faceUp: c.faceUp, damage: c.damage,
      life: lifeOf(state, catalogue, id), marker: c.actionMarker, useCounters: c.useCounters, loaded: c.loaded,
      equippedTo: name(c.equippedTo), learnedBy: name(c.learnedBy),
    }
  }
  const events: EventOut[] = run.setupEvents.map((e) => eventOut(e, catalogue, null))
  run.steps.forEach((s, i) => { for (const e of s.events) events.push(eventOut(e, catalogue, i + 1)) })
  return {
    steps: run.steps.map((s) => s.outcome),
    result: resultOut(state.result),
    active: seatName(state.activeSeat),
    phase: state.combat !== null && state.result === null ? 'combat' : phaseOut(state.phase),
    turn: state.masters[state.activeSeat].turn,
    masters: { A: masterOut(state, 0), B: masterOut(state, 1) },
    cards,
    events,
  }
}
