// The prebuilt decks of the commercial box (R2.1), read from content/decks/*.txt with the deck
// text parser. Node only (reads disk); pages and the API get plain data from here. No
// `import 'server-only'`, so tests and the CLI can load it outside Next.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Catalogue } from '@/lib/catalogue/schema'
import { DEFAULT_CONTENT_DIR, getCatalogue } from '@/lib/catalogue/load'
import type { Deck } from '@/lib/decks/model'
import { parseDeckText, toDeck, type DeckParseError } from '@/lib/decks/text'

export type BoxedDeck = {
  /** The file name without `.txt` ("caja-1-marcha-de-la-montana"): stable, usable in URLs. */
  slug: string
  /** `# Mazo: …` if the file has one, else its first comment line, else the slug. */
  name: string
  /** The file's opening comment lines after the title, joined: what the deck is about. */
  description: string
  deck: Deck
  /** Lines the parser could not read (content checks should keep this empty). */
  errors: DeckParseError[]
}

/** Where a card appears in a boxed deck: as its relic, its starting Dalma, or counted copies. */
export type BoxedDeckUse = { slug: string; name: string; count: number; asRelic: boolean; asStartingDalma: boolean }

const COMMENT_LINE = /^\s*#\s?(.*)$/

/** Title and description from the comment block that opens a deck file. */
function header(text: string): { title: string | null; description: string } {
  const comments: string[] = []
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const m = COMMENT_LINE.exec(line)
    if (!m) break
    comments.push((m[1] ?? '').trim())
  }
  const [title = null, ...rest] = comments.filter((c) => c !== '')
  return { title, description: rest.join(' ') }
}

/** Parses one deck file's text. Pure apart from its arguments. */
export function readBoxedDeck(slug: string, text: string, catalogue: Catalogue): BoxedDeck {
  const parsed = parseDeckText(text, catalogue)
  const { title, description } = header(text)
  const deck = toDeck(parsed.deck)
  const name = deck.name ?? title?.replace(/^mazo\s*:\s*/i, '') ?? slug
  return { slug, name, description, deck: { ...deck, name }, errors: parsed.errors }
}

/** Every boxed deck in `dir/decks`, sorted by file name; none if the folder is missing. */
export function loadBoxedDecks(dir: string = DEFAULT_CONTENT_DIR, catalogue: Catalogue = getCatalogue()): BoxedDeck[] {
  const decksDir = path.join(/*turbopackIgnore: true*/ dir, 'decks')
  if (!existsSync(/*turbopackIgnore: true*/ decksDir)) return []
  return readdirSync(/*turbopackIgnore: true*/ decksDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readBoxedDeck(f.slice(0, -'.txt'.length), readFileSync(path.join(/*turbopackIgnore: true*/ decksDir, f), 'utf8'), catalogue))
}

let cached: BoxedDeck[] | undefined
/** The boxed decks of the running process, read once. */
export function getBoxedDecks(): BoxedDeck[] {
  cached ??= loadBoxedDecks()
  return cached
}

/** The boxed decks that use a card, with how (a relic or a starting Dalma is named, not only counted). */
export function boxedDecksUsing(cardId: string, decks: readonly BoxedDeck[] = getBoxedDecks()): BoxedDeckUse[] {
  return decks.flatMap((d) => {
    const count = d.deck.entries.filter((e) => e.cardId === cardId).reduce((n, e) => n + e.count, 0)
    const asRelic = d.deck.relicId === cardId
    const asStartingDalma = d.deck.startingDalmaId === cardId
    return count > 0 || asRelic || asStartingDalma ? [{ slug: d.slug, name: d.name, count, asRelic, asStartingDalma }] : []
  })
}
