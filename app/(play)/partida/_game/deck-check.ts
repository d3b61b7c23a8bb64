// Whether a deck may be played on /partida (issue 17): it is read (a share code, a pasted list, a
// saved deck), named, and judged by the builder's own validateDeck. An illegal deck is refused
// with its problems, each with its rule, as the builder shows them; a list with unreadable lines is
// refused naming each line. Pure.
import type { Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { describeProblem } from '@/lib/decks/problems'
import { andMore, SHOWN_READ_ERRORS } from '@/lib/decks/text'
import { validateDeck } from '@/lib/decks/validate'
import { deckFromParsedText, readPastedDeck, type TableDeck } from '@/app/(play)/probar/_table/deck-source'

export type DeckProblemLine = { text: string; rule: string | null }

export type DeckCheck =
  | { kind: 'empty' }
  /** Read: its name, and either legal or the problems that make it illegal. */
  | { kind: 'read'; deck: TableDeck; legal: boolean; problems: DeckProblemLine[] }
  /** Lines that could not be read, each with its number. */
  | { kind: 'unreadable'; problems: DeckProblemLine[] }

/** A deck already read (boxed, saved, a code), judged. */
export function judgeDeck(deck: TableDeck, catalogue: Catalogue): Extract<DeckCheck, { kind: 'read' }> {
  const v = validateDeck(deck.deck, catalogue)
  return { kind: 'read', deck, legal: v.legal, problems: v.problems.map((p) => ({ text: describeProblem(p, catalogue), rule: p.rule })) }
}

/**
 * A list without «# Mazo: …» is called by the comment that opens it, if any (the boxed decks' files
 * open with their title): the first comment line before any other line.
 */
function openingComment(text: string): string | undefined {
  for (const line of text.split('\n', 50)) {
    const t = line.trim()
    if (t === '') continue
    const m = /^#\s*(\S.*)$/.exec(t)
    return m?.[1]?.slice(0, 100)
  }
  return undefined
}

/** What a pasted text holds: a share code or a list, read and judged. */
export function checkPastedDeck(text: string, catalogue: Catalogue): DeckCheck {
  const read = readPastedDeck(text, catalogue)
  if (read.kind === 'empty') return { kind: 'empty' }
  if (read.kind === 'code') return judgeDeck(read.value, catalogue)
  if (read.errors.length > 0) {
    const shown = read.errors.slice(0, SHOWN_READ_ERRORS).map((e) => ({ text: `Línea ${e.line} («${e.text.trim()}»): ${e.message}`, rule: null }))
    if (read.errors.length > SHOWN_READ_ERRORS) shown.push({ text: andMore(read.errors.length - SHOWN_READ_ERRORS), rule: null })
    return { kind: 'unreadable', problems: shown }
  }
  const title = read.deck.name ?? openingComment(text)
  return judgeDeck(deckFromParsedText(title ? { ...read.deck, name: title } : read.deck), catalogue)
}

/** The deck the engine plays: a read deck without what its reading found. */
export const playableDeck = (deck: TableDeck): Deck => deck.deck as Deck
