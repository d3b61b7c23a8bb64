// What an online table says to a player who is looking elsewhere (issue 27): the tab's title («¡Te toca!», «Tu rival se
// ha ido») and, for a player who asked for them, the browser's notifications. Also the table's details in words, as the
// join page and the lobby show them. Pure: the page calls these with each new state.
import type { Variant } from '@/lib/engine'
import { otherSeat, type SeatName } from '@/lib/online/view'
import type { ClockState, TableState } from '@/lib/online/wire'

/** The variants by the rulebook's names (R23.1–R23.3). */
export const VARIANT_WORDS: Record<Variant, string> = {
  none: 'Sin variante: partida completa', rapida: 'Aventura rápida', pensada: 'Aventura pensada', estrategica: 'Aventura estratégica',
}

/** The clock a table plays with: «15 min por Master + 5 s por decisión», or «Sin reloj». */
export function clockWords(clock: Pick<ClockState, 'initialMs' | 'incrementMs'> | null): string {
  if (clock === null) return 'Sin reloj'
  const minutes = Math.round(clock.initialMs / 60_000)
  const seconds = Math.round(clock.incrementMs / 1000)
  return `${minutes} min por Master${seconds > 0 ? ` + ${seconds} s por decisión` : ''}`
}

/** The seat a newcomer would take at a waiting table (the one nobody holds), or null when none is free. */
export function freeSeat(state: Pick<TableState, 'seats'>): SeatName | null {
  if (!state.seats.A.taken) return 'A'
  if (!state.seats.B.taken) return 'B'
  return null
}

type Seen = Pick<TableState, 'status' | 'seat' | 'decider' | 'result' | 'seats' | 'step'>

/** Whether it is `state`'s viewer's decision now. */
export const myTurn = (state: Seen): boolean => state.status === 'playing' && state.seat !== null && state.decider === state.seat

/** Whether the viewer's rival sat down and has no page open on the table now. */
export function rivalGone(state: Seen): boolean {
  if (state.seat === null || state.status !== 'playing') return false
  const rival = state.seats[otherSeat(state.seat)]
  return rival.taken && !rival.connected
}

/** The tab's title: what the player must know at a glance, then the table and the site (`base`). */
export function tabTitle(state: Seen | null, base: string): string {
  if (state === null) return base
  const parts: string[] = []
  if (state.status === 'waiting' && state.seat !== null) parts.push('Esperando rival')
  if (myTurn(state)) parts.push('¡Te toca!')
  if (rivalGone(state)) parts.push('Tu rival se ha ido')
  if (state.status === 'finished') {
    const winner = state.result?.winner ?? null
    parts.push(state.seat === null ? 'Partida terminada' : winner === null ? 'Tablas' : winner === state.seat ? 'Has ganado' : 'Has perdido')
  }
  return [...parts, base].join(' · ')
}

export type Notice = { title: string; body: string; tag: string }

/**
 * What deserves a notification between two states a player's page received: the game waits for them again, the rival
 * left or came back, the game ended. Null when nothing did (a spectator is never notified).
 */
export function noticeFor(before: Seen | null, after: Seen, table: string): Notice | null {
  if (after.seat === null || before === null) return null
  const tag = `mesa-${table}`
  if (after.status === 'finished' && before.status !== 'finished') {
    const winner = after.result?.winner ?? null
    return { title: winner === null ? 'Tablas' : winner === after.seat ? '¡Has ganado!' : 'Has perdido', body: 'La partida ha terminado.', tag }
  }
  if (after.status === 'playing' && before.status === 'waiting') return { title: 'Tu rival se ha sentado', body: myTurn(after) ? 'Empieza la partida: te toca.' : 'Empieza la partida.', tag }
  if (rivalGone(after) && !rivalGone(before)) return { title: 'Tu rival se ha ido', body: 'La partida le espera: puede volver con su enlace.', tag }
  if (!rivalGone(after) && rivalGone(before) && after.status === 'playing') return { title: 'Tu rival ha vuelto', body: myTurn(after) ? 'Te toca.' : 'La partida sigue.', tag }
  // Its turn again: the decision passed to this seat, or the rival's steps ended on another decision of this seat's.
  if (myTurn(after) && (!myTurn(before) || after.step > before.step + 1)) return { title: '¡Te toca!', body: 'La partida espera tu decisión.', tag }
  return null
}
