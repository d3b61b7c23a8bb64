// The replay of a finished online table on /partida's replay viewer: the record (config and log) written as
// /partida's replay link, so the whole game can be stepped through in any browser.
import type { Catalogue } from '@/lib/catalogue/schema'
import { decodeShareCode } from '@/lib/decks/share-code'
import { apply, createGame, type GameState } from '@/lib/engine'
import { stepForAction, type LineStep } from '@/app/(play)/probar/_table/line'
import { duelConfig, replaySearch, TABLE_END_REASONS, type TableEnd, type TableEndReason } from '@/app/(play)/partida/_game/duel'
import type { TableRecord } from '@/lib/online/wire'

/** How the table ended, when its own rules ended it (a resignation, the clock…): the engine's log alone does not say. */
export function tableEnd(id: string, record: Pick<TableRecord, 'result'>): TableEnd {
  const r = record.result
  const own = r !== null && (TABLE_END_REASONS as readonly string[]).includes(r.reason)
  return { id, end: own && r !== null ? { winner: r.winner, reason: r.reason as TableEndReason } : null }
}

/**
 * `/partida?rep=1&…` for the record of table `id`, or null when it cannot be written (unreadable decks, a step /partida
 * cannot name). The link names the table and how it ended, so a game that ended by resignation replays as finished.
 */
export function replayHref(record: TableRecord, catalogue: Catalogue, id: string): string | null {
  const a = decodeShareCode(record.config.decks.A)
  const b = decodeShareCode(record.config.decks.B)
  if (!a.ok || !b.ok) return null
  const seed128 = record.config.seed128
  const created = createGame(duelConfig([a.deck, b.deck], record.config.seed, record.config.variant, record.config.engineVersion, seed128), catalogue)
  if (!created.ok) return null
  let state: GameState = created.value
  const steps: LineStep[] = []
  for (const action of record.log) {
    const step = stepForAction(state, catalogue, action)
    const next = step === null ? null : apply(state, action, catalogue)
    if (step === null || next === null || !next.ok) return null
    steps.push(step)
    state = next.state
  }
  const codes: [string, string] = [record.config.decks.A, record.config.decks.B]
  return `/partida${replaySearch({
    seed: record.config.seed, variant: record.config.variant, codes, steps, catalogueVersion: record.config.catalogueVersion,
    engineVersion: record.config.engineVersion, seed128: seed128 ?? null, table: tableEnd(id, record),
  })}`
}
