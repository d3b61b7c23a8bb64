// What the replay viewer (/alientos/repeticion) reads: a duel's record (lib/platform/record.ts) from a file, a paste
// or the duel just finished on /alientos, turned into the position after every move; or the reason it cannot be
// shown, with the field at fault (`moves.12`, `version`, `config.pools.1`). Pure but for the hand-off's storage.
import type { AlientosAction } from '@/lib/alientos/actions'
import type { AlientosConfig } from '@/lib/alientos/apply'
import type { AlientosEvent } from '@/lib/alientos/events'
import { alientosGame } from '@/lib/alientos/platform'
import type { AlientosState } from '@/lib/alientos/state'
import { makeRecord, RECORD_LIMITS, replayRecord, type GameRecordFile, type RecordMove, type ReplayFrame } from '@/lib/platform/record'
import type { StoredDuel } from './store'

export type AlientosRecord = GameRecordFile<AlientosConfig, AlientosAction>
export type OpenedReplay =
  | { ok: true; frames: ReplayFrame<AlientosState, AlientosEvent>[]; moves: RecordMove<AlientosAction>[] }
  | { ok: false; field: string; message: string }

/** The duel of /alientos (its config and actions) as the platform's record. */
export function recordOfDuel(duel: Pick<StoredDuel, 'config' | 'actions'>, state: AlientosState): AlientosRecord {
  const moves = duel.actions.map((a): RecordMove<AlientosAction> => (a.type === 'resign' ? { resign: a.seat } : { action: a }))
  return makeRecord(alientosGame, duel.config, moves, state)
}

/** A record's text (a file or a paste): every position, or why it is refused, naming the field. */
export function openReplay(text: string): OpenedReplay {
  // Counted in UTF-16 units, a bound of the same order as the bytes; the file input checks the bytes first.
  if (text.length > RECORD_LIMITS.maxBytes) return { ok: false, field: '(archivo)', message: `Es demasiado grande: como mucho ${RECORD_LIMITS.maxBytes} bytes.` }
  if (text.trim() === '') return { ok: false, field: '(archivo)', message: 'Está vacío.' }
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch (err) {
    return { ok: false, field: '(archivo)', message: `No es JSON válido (${err instanceof Error ? err.message : 'no se entiende'}).` }
  }
  const r = replayRecord(alientosGame, input)
  if (!r.ok) return { ok: false, field: r.error.field || '(raíz)', message: r.error.message }
  return { ok: true, frames: r.frames, moves: r.record.moves }
}

/** sessionStorage key under which /alientos hands its finished duel's record to the viewer (one tab, one duel). */
export const REPLAY_HANDOFF_KEY = 'alientos.repeticion.v1'
/** The viewer's address when it opens the duel handed over from /alientos. */
export const REPLAY_FROM_DUEL_HREF = '/alientos/repeticion?desde=duelo'
