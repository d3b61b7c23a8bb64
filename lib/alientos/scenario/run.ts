// Reading, building, running and reporting an alientos scenario file (docs/alientos-scenarios.md). Pure: `dm alientos
// play`, the rule tests and the /docs format page run a file through this one path.
import { parse as parseYaml } from 'yaml'
import { createRng } from '../../random/rng'
import type { AlientosAction } from '../actions'
import { applyAction, beginRecount, createDuel, DEFAULT_MAX_ROUNDS, resign } from '../apply'
import { parsePool, startOf, type PoolKind } from '../dice'
import { describeEvent, describeResult } from '../describe'
import type { AlientosEvent } from '../events'
import { deciderOf, isBlocked, counts, mansedumbreMap, sums } from '../queries'
import type { AlientosState, Die, Taumaturgo } from '../state'
import { ALIENTOS_VERSION } from '../version'
import { checkExpectations, type ExpectFailure, type StepOutcome } from './expect'
import { alientosScenarioSchema, SEAT_LETTERS, type AlientosScenario, type AlientosStep, type DieSpec, type SeatLetter } from './schema'

export const MAX_ALIENTOS_SCENARIO_BYTES = 200_000

export type ScenarioIssue = { path: string; message: string }

/** Where each label lies: seat and die index. */
export type Labels = Map<string, { seat: number; die: number }>

export type Board = { state: AlientosState; labels: Labels; events: AlientosEvent[] }

export type ReadAlientosScenario = { ok: true; file: AlientosScenario; board: Board } | { ok: false; issues: ScenarioIssue[] }

const letter = (seat: number): SeatLetter => SEAT_LETTERS[seat] as SeatLetter
const seatOf = (l: string): number => (SEAT_LETTERS as readonly string[]).indexOf(l)

function dieOf(spec: DieSpec): { die: Die; label?: string } {
  const s = typeof spec === 'string' ? { die: spec.split(/\s+/)[0] as PoolKind, value: Number(spec.split(/\s+/)[1]) } : spec
  const start = startOf(s.die)
  let kind = start.kind, umbra = start.umbra
  if ('turned' in s && s.turned && umbra !== null) {
    umbra = umbra === 'ofensa' ? 'defensa' : 'ofensa'
    if (kind === 'odio') kind = 'calma'
    else if (kind === 'calma') kind = 'odio'
  }
  const natural = 'natural' in s && s.natural !== undefined ? s.natural : s.value
  return { die: { base: s.die, kind, umbra, value: s.value, natural, out: 'out' in s && s.out === true }, label: 'as' in s ? s.as : undefined }
}

/** The state a file declares (and what happened getting there: an Evocación, the start of a Recuento). */
function buildBoard(file: AlientosScenario): { ok: true; board: Board } | { ok: false; issues: ScenarioIssue[] } {
  const issues: ScenarioIssue[] = []
  const letters = Object.keys(file.taumaturgos) as SeatLetter[]
  const n = letters.length
  if (n < 2) issues.push({ path: 'taumaturgos', message: 'un duelo es de 2 a 6 taumaturgos' })
  letters.forEach((l) => { if (seatOf(l) >= n) issues.push({ path: `taumaturgos.${l}`, message: `los asientos van seguidos desde A (hay ${n}: ${SEAT_LETTERS.slice(0, n).join(', ')})` }) })
  for (const key of ['beginner', 'turn'] as const) {
    const v = file[key]
    if (v !== undefined && seatOf(v) >= n) issues.push({ path: key, message: `no hay taumaturgo ${v}` })
  }
  if (issues.length > 0) return { ok: false, issues }
  const ordered = SEAT_LETTERS.slice(0, n).map((l) => file.taumaturgos[l] as NonNullable<AlientosScenario['taumaturgos'][SeatLetter]>)
  const labels: Labels = new Map()
  const events: AlientosEvent[] = []
  let state: AlientosState

  if (file.at === 'evocation') {
    const pools = ordered.map((t, i) => {
      if (t.pool === undefined) { issues.push({ path: `taumaturgos.${letter(i)}.pool`, message: 'con at: evocation, cada taumaturgo trae sus dados (pool)' }); return null }
      const r = parsePool(t.pool)
      if (!r.ok) { issues.push({ path: `taumaturgos.${letter(i)}.pool`, message: r.message }); return null }
      return r.pool
    })
    if (issues.length > 0) return { ok: false, issues }
    const created = createDuel({ pools: pools as NonNullable<(typeof pools)[number]>[], seed: file.seed, forced: file.dice, maxRounds: file.maxRounds, names: ordered.map((t, i) => t.name ?? letter(i)) })
    if (!created.ok) return { ok: false, issues: [{ path: 'taumaturgos', message: created.error.message }] }
    state = created.state
    events.push(...created.events)
  } else {
    const taumaturgos: Taumaturgo[] = ordered.map((t, i) => {
      if (t.dice === undefined) issues.push({ path: `taumaturgos.${letter(i)}.dice`, message: 'el tablero declara los dados de cada taumaturgo (dice)' })
      const dice = (t.dice ?? []).map((spec, k) => {
        const { die, label } = dieOf(spec)
        const name = label ?? `${letter(i).toLowerCase()}${k}`
        if (labels.has(name)) issues.push({ path: `taumaturgos.${letter(i)}.dice[${k}]`, message: `la etiqueta «${name}» ya está usada` })
        labels.set(name, { seat: i, die: k })
        return die
      })
      if (t.eliminated) for (const d of dice) d.out = true
      return { name: t.name ?? letter(i), pain: t.pain, eliminated: t.eliminated, dice }
    })
    if (issues.length > 0) return { ok: false, issues }
    const beginner = seatOf(file.beginner)
    state = {
      game: 'alientos', version: ALIENTOS_VERSION, round: file.round, phase: 'invocation', taumaturgos, beginner,
      turn: file.turn === undefined ? beginner : seatOf(file.turn), passes: file.passes, named: taumaturgos.map(() => null),
      maxRounds: file.maxRounds ?? DEFAULT_MAX_ROUNDS, rng: createRng(file.seed), forced: file.dice.slice(), result: null,
    }
    if (taumaturgos[state.turn]?.eliminated) return { ok: false, issues: [{ path: 'turn', message: 'le toca a un taumaturgo que ya no está en el duelo' }] }
    if (file.at === 'recount') {
      const r = beginRecount(state)
      if (!r.ok) return { ok: false, issues: [{ path: 'dice', message: r.error.message }] }
      state = r.state
      events.push(...r.events)
    }
  }
  if (file.at === 'evocation') state.taumaturgos.forEach((t, i) => t.dice.forEach((_d, k) => labels.set(`${letter(i).toLowerCase()}${k}`, { seat: i, die: k })))
  return { ok: true, board: { state, labels, events } }
}

/** Every label and seat a step names must exist (a typo is an invalid file, not a refused step). */
function checkSteps(file: AlientosScenario, board: Board): ScenarioIssue[] {
  const issues: ScenarioIssue[] = []
  const n = board.state.taumaturgos.length
  file.steps.forEach((s, i) => {
    const names = [...(s.attack ?? []), ...(s.target ? [s.target] : []), ...(s.support ? [s.support] : []), ...(s.dice ?? [])]
    for (const l of names) if (!board.labels.has(l)) issues.push({ path: `steps[${i}]`, message: `la etiqueta «${l}» no está en el tablero` })
    for (const l of [s.seat, s.name, s.resign]) if (l !== undefined && seatOf(l) >= n) issues.push({ path: `steps[${i}]`, message: `no hay taumaturgo ${l}` })
  })
  return issues
}

/** Parses YAML (JSON is YAML too), validates it and builds its board. */
export function readAlientosScenario(text: string): ReadAlientosScenario {
  if (text.length > MAX_ALIENTOS_SCENARIO_BYTES) return { ok: false, issues: [{ path: '(fichero)', message: `demasiado grande: como máximo ${MAX_ALIENTOS_SCENARIO_BYTES} caracteres` }] }
  let raw: unknown
  try {
    raw = parseYaml(text, { maxAliasCount: 50 })
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error)
    return { ok: false, issues: [{ path: '(fichero)', message: `YAML no válido: ${message}` }] }
  }
  if (raw === null || raw === undefined) return { ok: false, issues: [{ path: '(fichero)', message: 'el fichero está vacío' }] }
  const parsed = alientosScenarioSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path.length > 0 ? i.path.map(String).join('.') : '(fichero)', message: i.message })) }
  const built = buildBoard(parsed.data)
  if (!built.ok) return built
  const stepIssues = checkSteps(parsed.data, built.board)
  if (stepIssues.length > 0) return { ok: false, issues: stepIssues }
  return { ok: true, file: parsed.data, board: built.board }
}

export type { StepOutcome }

const refused = (code: string, message: string): StepOutcome => ({ ok: false, code, message })

/** The engine action a step stands for, or why it cannot be one. */
function actionOf(step: AlientosStep, state: AlientosState, labels: Labels): { action: AlientosAction } | { refusal: StepOutcome } {
  const at = (l: string) => labels.get(l) as { seat: number; die: number }
  if (step.pass) return { action: { type: 'pass' } }
  if (step.name !== undefined) return { action: { type: 'name', adversary: seatOf(step.name) } }
  if (step.attack !== undefined) {
    const own = step.attack.map(at)
    if (own.some((d) => d.seat !== state.turn)) return { refusal: refused('NOT_OWN_DIE', 'Se ataca con dados propios (A6.1).') }
    const t = at(step.target as string)
    return { action: { type: 'attack', dice: own.map((d) => d.die), target: t.seat, die: t.die } }
  }
  const source = at(step.support as string)
  if (source.seat !== state.turn) return { refusal: refused('NOT_OWN_DIE', 'El dado de apoyo es propio (A7.1).') }
  const chosen = (step.dice as string[]).map(at)
  const seats = new Set(chosen.map((d) => d.seat))
  if (seats.size > 1) return { refusal: refused('MIXED_SEATS', 'Los dados de un apoyo son de un solo taumaturgo (A7.1, ALI-5).') }
  const seat = chosen[0]?.seat ?? state.turn
  return { action: { type: 'support', die: source.die, seat, dice: chosen.map((d) => d.die), ...(step.shares !== undefined ? { shares: step.shares } : {}) } }
}

export type AlientosRun = { state: AlientosState; steps: StepOutcome[]; events: AlientosEvent[]; labels: Labels }

/** Plays the steps on the board; a refused step changes nothing and play goes on. */
export function runAlientosScenario(file: AlientosScenario, board: Board): AlientosRun {
  let state = board.state
  const steps: StepOutcome[] = []
  const events = board.events.slice()
  for (const step of file.steps) {
    if (step.resign !== undefined) {
      const r = resign(state, seatOf(step.resign))
      if (r.ok) { state = r.state; events.push(...r.events); steps.push({ ok: true }) } else steps.push(refused(r.error.code, r.error.message))
      continue
    }
    const decider = deciderOf(state)
    if (step.seat !== undefined && decider !== seatOf(step.seat)) {
      steps.push(refused(decider === null ? 'DUEL_OVER' : 'NOT_YOUR_DECISION', decider === null ? 'El duelo ha terminado.' : `Decide ${letter(decider)}, no ${step.seat}.`))
      continue
    }
    const made = actionOf(step, state, board.labels)
    if ('refusal' in made) { steps.push(made.refusal); continue }
    const r = applyAction(state, made.action)
    if (r.ok) { state = r.state; events.push(...r.events); steps.push({ ok: true }) } else steps.push(refused(r.error.code, r.error.message))
  }
  return { state, steps, events, labels: board.labels }
}

export type DieOut = { seat: SeatLetter; kind: Die['kind']; umbra: Die['umbra']; value: number; natural: number; out: boolean; blocked: boolean; counts: boolean }
export type TaumaturgoOut = { name: string; pain: number; eliminated: boolean; ofensa: number; defensa: number; named: SeatLetter | null }
export type AlientosScenarioOutput = {
  steps: StepOutcome[]
  result: null | { winners: SeatLetter[]; reason: string; rule: string; text: string }
  phase: AlientosState['phase']
  round: number
  turn: SeatLetter | null
  beginner: SeatLetter
  taumaturgos: Record<string, TaumaturgoOut>
  dice: Record<string, DieOut>
  events: (AlientosEvent & { text: string })[]
}

export function alientosOutput(run: AlientosRun): AlientosScenarioOutput {
  const { state } = run
  const map = mansedumbreMap(state.taumaturgos)
  const taumaturgos: Record<string, TaumaturgoOut> = {}
  state.taumaturgos.forEach((t, i) => {
    const s = sums(t, map)
    const named = state.named[i]
    taumaturgos[letter(i)] = { name: t.name, pain: t.pain, eliminated: t.eliminated, ofensa: s.ofensa, defensa: s.defensa, named: named === null || named === undefined ? null : letter(named) }
  })
  const dice: Record<string, DieOut> = {}
  for (const [label, { seat, die }] of run.labels) {
    const d = state.taumaturgos[seat]?.dice[die]
    if (d) dice[label] = { seat: letter(seat), kind: d.kind, umbra: d.umbra, value: d.value, natural: d.natural, out: d.out, blocked: isBlocked(d, map), counts: counts(d, map) }
  }
  const decider = deciderOf(state)
  return {
    steps: run.steps,
    result: state.result === null ? null : { winners: state.result.winners.map(letter), reason: state.result.reason, rule: state.result.rule, text: describeResult(state.result, state.taumaturgos) },
    phase: state.phase, round: state.round, turn: decider === null ? null : letter(decider), beginner: letter(state.beginner),
    taumaturgos, dice,
    events: run.events.map((e) => ({ ...e, text: describeEvent(e, state.taumaturgos) })),
  }
}

export type PlayedAlientosScenario = { file: AlientosScenario; output: AlientosScenarioOutput; failures: ExpectFailure[] }

/** Runs a read file and checks its `expect:` (no failures when it has none). */
export function playAlientosScenario(read: Extract<ReadAlientosScenario, { ok: true }>): PlayedAlientosScenario {
  const output = alientosOutput(runAlientosScenario(read.file, read.board))
  return { file: read.file, output, failures: read.file.expect === undefined ? [] : checkExpectations(read.file.expect, output) }
}
