// Reads a deck file for the commands that play it (hands, goldfish): a .json deck or the boxed-deck text
// format. Unlike `dm validate`, which reports every problem, these need a deck they can deal, so unknown
// cards or unreadable lines stop them with one message.
import { readFileSync, statSync } from 'node:fs'
import type { Catalogue } from '../catalogue/schema'
import { parseDeckJsonText } from '../decks/json'
import type { Deck } from '../decks/model'
import { parseDeckText, toDeck } from '../decks/text'

/** Largest deck file read, as the API's body cap: a deck list is a few KB, so anything bigger is refused unread. */
export const MAX_DECK_FILE_BYTES = 256 * 1024

/** The file's text; a file over the cap throws a Spanish reason, reported by callers like any read failure. */
export function readDeckFileText(file: string): string {
  const size = statSync(file).size
  if (size > MAX_DECK_FILE_BYTES) {
    throw new Error(`ocupa ${Math.ceil(size / 1024)} KB y el máximo para un mazo es ${MAX_DECK_FILE_BYTES / 1024} KB`)
  }
  return readFileSync(file, 'utf8')
}

export type DeckFileRead = { ok: true; deck: Deck } | { ok: false; message: string }

/** Throws only what the file system throws (missing file, no permission); callers report it as exit 2. */
export function readPlayableDeck(file: string, catalogue: Catalogue): DeckFileRead {
  const text = readDeckFileText(file)
  if (file.toLowerCase().endsWith('.json')) {
    const parsed = parseDeckJsonText(text)
    return parsed.ok ? { ok: true, deck: parsed.deck } : { ok: false, message: parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ') }
  }
  const parsed = parseDeckText(text, catalogue)
  if (!parsed.ok) return { ok: false, message: parsed.errors.map((e) => `línea ${e.line}: ${e.message}`).join('; ') }
  const unknown = parsed.deck.parse.unresolved
  if (unknown.length > 0) return { ok: false, message: `cartas desconocidas: ${unknown.map((u) => `«${u.name}» (línea ${u.line})`).join(', ')}` }
  return { ok: true, deck: toDeck(parsed.deck) }
}
