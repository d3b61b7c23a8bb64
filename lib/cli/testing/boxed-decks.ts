// The two boxed decks of content/decks with the real catalogue, read from disk once per test worker (Node only:
// kept out of lib/engine, which stays pure; the duel property tests import it).
import path from 'node:path'
import { loadCatalogue } from '../../catalogue/load'
import { readPlayableDeck } from '../deck-file'
import type { BoxedDecks } from '../../bots/testing/random-duel-suite'

let loaded: BoxedDecks | undefined

export function boxedDecks(): BoxedDecks {
  if (loaded !== undefined) return loaded
  const catalogue = loadCatalogue()
  const read = (file: string) => {
    const r = readPlayableDeck(path.resolve(process.cwd(), 'content/decks', file), catalogue)
    if (!r.ok) throw new Error(`${file}: ${r.message}`)
    return r.deck
  }
  loaded = { decks: [read('caja-1-marcha-de-la-montana.txt'), read('caja-2-corsarios-de-arathan.txt')], catalogue }
  return loaded
}
