// What an online table says in words (issue 27), in one place for the table's page, its replay and the tab title.
// One naming: a player reads «Tú» and «Rival» on the header, the clock, the board, the log and the result; a spectator
// (and a replay, which anyone may open) reads «Master A» and «Master B» everywhere. Pure.
import type { Seat } from '../engine'
import { voiceOf, type Speakers } from '../engine/describe'
import { otherSeat, seatIndex, type SeatName, type TableResult } from './view'

/** The names of the two seats, in seat order (A, B), as `viewer` reads them. */
export function tableSeatNames(viewer: SeatName | null): [string, string] {
  if (viewer === null) return ['Master A', 'Master B']
  return viewer === 'A' ? ['Tú', 'Rival'] : ['Rival', 'Tú']
}

/** The names, and the seat addressed as «tú» (none for a spectator). */
export function tableSpeakers(viewer: SeatName | null): Speakers {
  return { names: tableSeatNames(viewer), you: viewer === null ? null : seatIndex(viewer) }
}

/** Why a table ended, in a few words: the engine's reasons (describeResult's) and the table's own. */
export const END_REASONS: Record<string, string> = {
  capture: 'captura de la reliquia', allDalmasLost: 'sin Dalmas', exhaustedWithoutDalma: 'agotamiento sin Dalmas activos',
  forcedOffensiveFailed: 'ofensiva obligatoria fallida', resign: 'rendición', time: 'se agotó el reloj', expired: 'la mesa caducó',
  stepLimit: 'límite de acciones de la mesa', draw: 'límite de turnos', exhaustion: 'agotamiento', bothLost: 'los dos pierden a la vez',
  turnLimit: 'límite de turnos',
}

/** The result as a heading for `viewer`: «¡Has ganado! (rendición)», «Gana el Master A (rendición).», «Tablas (…).». */
export function resultHeadline(result: TableResult | null, viewer: SeatName | null): string {
  if (result === null) return 'Partida terminada.'
  const why = END_REASONS[result.reason] ?? result.reason
  if (result.winner === null) return `Tablas (${why}).`
  if (viewer === null) return `Gana el Master ${result.winner} (${why}).`
  return result.winner === viewer ? `¡Has ganado! (${why})` : `Has perdido (${why}).`
}

/**
 * An end the table's own rules gave (a resignation, the clock, the table's age or its step limit), as a sentence with
 * the page's names: «El Master B se rinde: gana el Master A.». The engine's ends are describeResult's.
 */
export function tableEndSentence(result: TableResult, speakers: Speakers): string {
  const winner = result.winner === null ? null : voiceOf(speakers, seatIndex(result.winner))
  const loserSeat: Seat | null = result.winner === null ? null : seatIndex(otherSeat(result.winner))
  const loser = loserSeat === null ? null : voiceOf(speakers, loserSeat)
  const wins = winner === null ? 'tablas.' : winner.you ? 'ganas tú.' : `gana ${winner.after}.`
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  switch (result.reason) {
    case 'resign': return loser === null ? `Rendición: ${wins}` : `${cap(loser.you ? 'te rindes' : `${loser.after} se rinde`)}: ${wins}`
    case 'time': return loser === null ? `Se agotó el reloj: ${wins}` : `Se agotó el reloj ${loser.you ? 'tuyo' : loser.of}: ${wins}`
    case 'expired': return `La mesa caducó antes del final: ${wins}`
    case 'stepLimit': return `La mesa llegó a su límite de acciones: ${wins}`
    default: return `${cap(END_REASONS[result.reason] ?? result.reason)}: ${wins}`
  }
}

