// The deals a screen plays (scripts/screen-search.ts, scripts/screen-rollout.ts): the catalogue, the two decks
// of a boxed mirror (a file of content/decks) or of the mixed pairing (`mixed`: Caja 1 against Caja 2), and the
// boxed lists as public, as `dm gauntlet` has them (issue 29). With SCREEN_PRIVATE=1 every list is private, as a
// player's own deck is at /partida, so each bot reasons over the card pool (cardPoolList) instead of its rival's
// list (issue 29, session 10), and with SCREEN_PUBLIC=1 every list is public; `key` tells them apart in the
// screens' caches.
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { publicListsOf } from '../lib/cli/selfplay-run'
import type { Deck } from '../lib/decks/model'

export function screenDeals(deckArg: string) {
  const catalogue = loadCatalogue()
  const read = (file: string): Deck => {
    const r = readPlayableDeck(path.resolve('content/decks', file), catalogue)
    if (!r.ok) throw new Error(r.message)
    return r.deck
  }
  const mixed = deckArg === 'mixed'
  const decks = mixed ? { A: read('caja-1-marcha-de-la-montana.txt'), B: read('caja-2-corsarios-de-arathan.txt') } : { A: read(deckArg), B: read(deckArg) }
  // SCREEN_PUBLIC=1 tells each bot its rival's list whatever the deck (as if its owner had shared it), for a
  // player's own deck read against the same deals with the list kept.
  const hidden = process.env.SCREEN_PRIVATE === '1', shared = process.env.SCREEN_PUBLIC === '1'
  if (hidden && shared) throw new Error('SCREEN_PRIVATE and SCREEN_PUBLIC both set')
  const publicLists = hidden ? { A: false, B: false } : shared ? { A: true, B: true } : publicListsOf('content', catalogue, decks)
  return { catalogue, decks, mixed, publicLists, key: hidden ? `${deckArg}|private` : shared ? `${deckArg}|public` : deckArg }
}
