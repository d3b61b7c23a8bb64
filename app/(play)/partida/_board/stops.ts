// Which decisions a Master is asked and which happen by themselves (issue 17), as MTG Arena's
// stops: per Master, for each optional window, whether to be asked. Pure and shared by every driver
// of the board (the local game on /partida, online tables): given the state a seat sees and its
// legal actions, it names the action taken for the player, and why, or null when the player decides.
//
// What happens by itself, whatever the stops say:
// - a decision with one legal action (the only attacker left to add, «Pasar el turno» when no
//   offensive is allowed, the last melee target…): nothing to choose;
// - the Posada when no Dalma of the Master has lost Vida or spent a use (R7.8): resting changes nothing.
// The stops (defaults: ask only where some answer could change something):
// - answers to a declared action (R9.12): by default only when it aims at one of the Master's cards
//   and one of the Master's possible answers involves that card or the one acting (an answer
//   elsewhere on the table cannot change that action), or when it is the Master's own action that
//   the rival answered;
// - traps (R14.3) and the combat windows (R19.5 spells and skills, R19.13 throws): asked by default,
//   since the engine offers them only when something can be sprung, cast or thrown;
// - the deferred replacement (R6.8, RUL-4): asked in the first own Cobro where it can be used;
//   later the right is kept without asking unless the stop says «en cada Cobro».
import { pendingDecision, type Action, type GameState, type InstanceId, type Seat } from '@/lib/engine'

export type AnswerStop = 'always' | 'relevant' | 'never'
export type WindowStop = 'always' | 'never'
export type DeferredStop = 'every' | 'first' | 'never'

export type Stops = {
  /** R9.12: answers to a declared character action. */
  answers: AnswerStop
  /** R14.3: springing a face-down trap on a rival Dalma entering the Zona de Combate. */
  traps: WindowStop
  /** R19.5, R19.13: a fighter's spell, skill or throw window in combat. */
  combat: WindowStop
  /** R6.8: the deferred replacement in an own Fase de Cobro. */
  deferred: DeferredStop
}

export const DEFAULT_STOPS: Stops = { answers: 'relevant', traps: 'always', combat: 'always', deferred: 'first' }

export const STOP_CHOICES = {
  answers: [
    { value: 'relevant', label: 'Solo si apuntan a mis cartas y puedo intervenir' },
    { value: 'always', label: 'Siempre' },
    { value: 'never', label: 'Nunca' },
  ],
  traps: [
    { value: 'always', label: 'Siempre que pueda activar una' },
    { value: 'never', label: 'Nunca' },
  ],
  combat: [
    { value: 'always', label: 'Siempre que pueda hacer algo' },
    { value: 'never', label: 'Nunca' },
  ],
  deferred: [
    { value: 'first', label: 'En la primera Fase de Cobro' },
    { value: 'every', label: 'En cada Fase de Cobro' },
    { value: 'never', label: 'Nunca' },
  ],
} as const satisfies Record<keyof Stops, readonly { value: string; label: string }[]>

export const STOP_LABELS: Record<keyof Stops, { label: string; rule: string }> = {
  answers: { label: 'Responder a acciones del rival', rule: 'R9.12' },
  traps: { label: 'Activar trampas', rule: 'R14.3' },
  combat: { label: 'Hechizos, habilidades y armas arrojadizas en combate', rule: 'R19.5' },
  deferred: { label: 'Reemplazo diferido', rule: 'R6.8' },
}

export type Automatic = { action: Action; reason: string }

const DECLINE: Action = { type: 'decline' }

/** Whether a Dalma of `seat` has something the Posada restores: lost Vida or a spent use (R7.8). */
export function innChangesSomething(state: GameState, seat: Seat, legal: readonly Action[]): boolean {
  const dalmas = new Set<InstanceId>()
  for (const a of legal) if (a.type === 'innRest') for (const id of a.dalmaIds) dalmas.add(id)
  for (const id of dalmas) {
    const c = state.cards[id]
    if (c === undefined || c.owner !== seat) continue
    if (c.damage > 0) return true
    if (c.learned.some((l) => (state.cards[l]?.useCounters ?? 0) > 0)) return true
  }
  return false
}

/** The card a declared action aims at, if it has one. */
function declaredTarget(act: Extract<ReturnType<typeof pendingDecision>, { kind: 'answers' }>['declared']['act']): InstanceId | null {
  switch (act.kind) {
    case 'explore': case 'shoot': return act.targetId
    case 'cast': case 'useSkill': case 'lente': return act.targetId
    default: return null
  }
}

/** Whether some answer other than declining names one of `ids` (as the one acting or as its target). */
function answersInvolve(legal: readonly Action[], ids: readonly InstanceId[]): boolean {
  return legal.some((a) => {
    if (a.type === 'decline') return false
    const r = a as Record<string, unknown>
    return ['dalmaId', 'targetId'].some((k) => typeof r[k] === 'number' && ids.includes(r[k] as number))
  })
}

/** The first Fase de Cobro of `seat`: its first turn, or its second when it began the game (RUL-5). */
function firstIncome(state: GameState, seat: Seat): boolean {
  return state.masters[seat].turn <= (state.firstSeat === seat ? 2 : 1)
}

/**
 * The action taken for `seat` without asking, and why (one line for the summary), or null when
 * `seat` must decide. `state` may be the seat's view: only what the seat may know is read.
 */
export function automaticChoice(state: GameState, seat: Seat, legal: readonly Action[], stops: Stops): Automatic | null {
  if (state.result !== null || legal.length === 0) return null
  const only = legal.length === 1 ? legal[0] : undefined
  if (only !== undefined) return { action: only, reason: 'era la única opción' }
  const pending = pendingDecision(state)
  if (pending === null || pending.seat !== seat) return null
  const canDecline = legal.some((a) => a.type === 'decline')
  switch (pending.kind) {
    case 'innRest':
      return innChangesSomething(state, seat, legal) ? null : { action: { type: 'innRest', dalmaIds: [] }, reason: 'ningún Dalma tuyo ha perdido Vida ni gastado usos: la Posada no cambiaría nada' }
    case 'deferredReplacement':
      if (stops.deferred === 'every' || (stops.deferred === 'first' && firstIncome(state, seat))) return null
      return { action: { type: 'deferredReplacement', instanceIds: [] }, reason: 'conservas el reemplazo diferido sin que se pregunte (paradas)' }
    case 'answers': {
      if (!canDecline || stops.answers === 'always') return null
      if (stops.answers === 'relevant') {
        if (pending.declared.seat === seat) return null // the rival answered your own action
        const target = declaredTarget(pending.declared.act)
        // Aimed at one of your cards, and one of your answers involves that card or the one acting.
        if (target !== null && state.cards[target]?.owner === seat && answersInvolve(legal, [target, pending.declared.actorId])) return null
      }
      return { action: DECLINE, reason: stops.answers === 'never' ? 'no respondes a acciones (paradas)' : 'la acción del rival no toca tus cartas: no respondes (paradas)' }
    }
    case 'traps':
      return canDecline && stops.traps === 'never' ? { action: DECLINE, reason: 'no activas trampas (paradas)' } : null
    case 'combatWindow': case 'throw':
      return canDecline && stops.combat === 'never' ? { action: DECLINE, reason: 'no se pregunta por hechizos, habilidades ni lanzamientos en combate (paradas)' } : null
    default:
      return null
  }
}

/** Stops read back from storage: anything unknown falls back to the default. */
export function readStops(raw: unknown): Stops {
  const out: Stops = { ...DEFAULT_STOPS }
  if (typeof raw !== 'object' || raw === null) return out
  const r = raw as Record<string, unknown>
  for (const key of Object.keys(STOP_CHOICES) as (keyof Stops)[]) {
    const value = r[key]
    if (STOP_CHOICES[key].some((c) => c.value === value)) (out as Record<keyof Stops, string>)[key] = value as string
  }
  return out
}
