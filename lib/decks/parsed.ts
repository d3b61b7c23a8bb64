// What reading a deck list finds that the Deck type itself cannot hold: every relic line (the
// Deck keeps one relicId, R5.3) and the names that matched no card. validateDeck turns these into
// MORE_THAN_ONE_RELIC, NOT_A_RELIC and UNKNOWN_CARD problems, so a deck read from text is judged
// on everything its author wrote.
import type { Deck } from './model'
import type { CardRole } from './problems'

export type NamedRelic = { line: number; cardId: string | null }

export type UnresolvedName = {
  line: number
  /** The name as written. */
  name: string
  /** Copies asked for (1 for relic and starting-Dalma lines). */
  count: number
  role: CardRole
  /** Closest card ids, best first. */
  suggestions: string[]
}

export type ParseFindings = {
  /** Every `Reliquia:` line in order; cardId null when the name matched no card. */
  relics: NamedRelic[]
  /** Line of the `Dalma inicial:` line, if any. */
  startingDalmaLine?: number
  unresolved: UnresolvedName[]
}

/** A deck read from text: the Deck (first relic named, resolved cards) plus what the reading found. */
export type ParsedDeck = Deck & { parse: ParseFindings }
