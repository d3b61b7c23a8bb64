// The end of a game in words (issue 17): who won, seen from the player («¡Has ganado!», «Has
// perdido») or, in hot seat, naming the Master; why (describeResult); and the game in figures: turns,
// deaths on each side, offensives and how each ended. Pure.
import { describeResult, type GameEvent, type GameResult, type GameState, type Seat } from '@/lib/engine'
import { voiceOf, type Speakers } from '@/lib/engine/describe'
import type { DuelMode } from './setup-options'

export type Ending = {
  headline: string
  /** For the player against the bot: won, lost or neither; in hot seat always null. */
  outcome: 'won' | 'lost' | 'draw' | null
  reason: string
  facts: string[]
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The winner of a result, or null (a draw, a turn limit). */
export function winnerOf(result: GameResult): Seat | null {
  return result.kind === 'defeat' ? (result.loser === 0 ? 1 : 0) : null
}

export function ending(state: GameState, events: readonly GameEvent[], mode: DuelMode, seatNames: readonly [string, string]): Ending | null {
  const result = state.result
  if (result === null) return null
  const winner = winnerOf(result)
  // Against the bot the player is «tú» (LocalGame's seatNamesFor); two players sharing a screen are named.
  const speakers: Speakers = { names: seatNames, you: mode === 'bot' ? 0 : null }
  const voice = (seat: Seat) => voiceOf(speakers, seat)
  const outcome = mode === 'bot' ? (winner === null ? 'draw' : winner === 0 ? 'won' : 'lost') : null
  const headline = mode === 'bot'
    ? outcome === 'won' ? '¡Has ganado!' : outcome === 'lost' ? 'Has perdido' : 'Tablas'
    : winner === null ? 'Tablas' : `¡Gana ${voice(winner).after}!`

  const deaths: [number, number] = [0, 0]
  const offensives: [{ total: number; captured: number; failed: number }, { total: number; captured: number; failed: number }] = [
    { total: 0, captured: 0, failed: 0 }, { total: 0, captured: 0, failed: 0 },
  ]
  for (const e of events) {
    if (e.type === 'died') {
      const owner = state.cards[e.characterId]?.owner
      if (owner !== undefined) deaths[owner]++
    } else if (e.type === 'offensiveDeclared') offensives[e.seat].total++
    else if (e.type === 'relicCaptured') offensives[e.seat].captured++
    else if (e.type === 'offensiveFailed') offensives[e.seat].failed++
  }
  const turns = state.masters[0].turn + state.masters[1].turn
  const facts = [
    `${plural(turns, 'turno', 'turnos')} en total (${state.masters[0].turn} ${voice(0).of}, ${state.masters[1].turn} ${voice(1).of}).`,
    ...([0, 1] as const).map((s) => {
      const o = offensives[s]
      const how = o.total === 0 ? 'ninguna ofensiva' : `${plural(o.total, 'ofensiva', 'ofensivas')} (${o.captured} con captura, ${o.failed} fracasada${o.failed === 1 ? '' : 's'})`
      return `${voice(s).subject}: ${plural(deaths[s], 'personaje muerto', 'personajes muertos')}; ${how}.`
    }),
  ]
  return { headline, outcome, reason: describeResult(result, speakers), facts }
}
