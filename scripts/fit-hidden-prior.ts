// Fits the search bot's prior on the rival's hidden cards and writes lib/bots/hidden-prior-weights.ts.
//   npx tsx scripts/fit-hidden-prior.ts [games per pairing, default 150] [seed, default 31]
// Heuristic against heuristic, each boxed deck in both mirrors and against the other in both seats.
// At every tenth decision, each of the rival's hidden instances (as the deciding Master's view hides
// them) is counted by card type and place: face down in its Zona de Juego, in its hand, or anywhere
// hidden (its deck too). A place's weight for a type is how much likelier the type is there than among
// all the hidden cards: (count there + 1) / (cards there + types) over the same for all hidden ones (1 for a type never seen
// hidden, and never under 0.01).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { CARD_TYPES, type CardType } from '../lib/catalogue/vocabulary'
import { boxedDecks } from '../lib/cli/testing/boxed-decks'
import { deckCardIds, normalizeDeck, type Deck } from '../lib/decks/model'
import { apply, createGame, gameSeed, type Seat } from '../lib/engine'
import type { Action } from '../lib/engine/actions'
import { botFor, DEFAULT_BUDGET, legalMoves } from '../lib/bots'
import { botRng } from '../lib/engine/rng'
import { topDecision } from '../lib/engine/stack'
import { createViewMemo, HIDDEN_CARD, viewFor } from '../lib/engine/view'

const games = Number(process.argv[2] ?? 150)
const seed = Number(process.argv[3] ?? 31)
const { decks: [A, B], catalogue } = boxedDecks()
const pairings: (readonly [Deck, Deck])[] = [[A, A], [B, B], [A, B], [B, A]]
const listOf = (d: Deck) => deckCardIds(normalizeDeck(d))
type Place = 'play' | 'hand' | 'all'
const counts: Record<Place, Map<CardType, number>> = { play: new Map(), hand: new Map(), all: new Map() }
const add = (place: Place, t: CardType) => counts[place].set(t, (counts[place].get(t) ?? 0) + 1)

pairings.forEach((decks, p) => {
  for (let g = 0; g < games; g++) {
    const gs = gameSeed(gameSeed(seed, p), g)
    const created = createGame({ seed: gs, mode: 'duel', masters: [{ deck: decks[0] }, { deck: decks[1] }], variant: 'none' }, catalogue)
    if (!created.ok) throw new Error(created.error.code)
    let s = created.value
    const rngs = [botRng(gs, 0), botRng(gs, 1)] as const
    const memos = [createViewMemo(), createViewMemo()] as const
    const lists = [listOf(decks[1]), listOf(decks[0])] as const
    const log: Action[] = []
    for (let n = 0; s.result === null && n < 20_000; n++) {
      const seat: Seat = topDecision(s)?.seat ?? s.activeSeat
      const view = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat], memo: memos[seat], log })
      if (n % 10 === 0) {
        const rival = s.masters[seat === 0 ? 1 : 0]
        const enemies = new Set(rival.relicZone.enemies)
        const inPlay = new Set(rival.playZone), inHand = new Set(rival.hand)
        for (const c of view.state.cards) {
          if (c.owner === seat || c.cardId !== HIDDEN_CARD || enemies.has(c.id)) continue
          const t = catalogue.byId.get(s.cards[c.id]?.cardId ?? '')?.type
          if (t === undefined) continue
          add('all', t)
          if (inPlay.has(c.id)) add('play', t)
          else if (inHand.has(c.id)) add('hand', t)
        }
      }
      const action = botFor('heuristic')(view, legalMoves(s, catalogue), DEFAULT_BUDGET, rngs[seat], catalogue)
      const r = apply(s, action, catalogue, { log: false })
      if (!r.ok) throw new Error(r.error.code)
      log.push(action)
      s = r.state
    }
  }
})

const types = CARD_TYPES.filter((t) => t !== 'relic' && t !== 'enemy')
const total = (place: Place) => [...counts[place].values()].reduce((a, b) => a + b, 0)
const share = (place: Place, t: CardType) => ((counts[place].get(t) ?? 0) + 1) / (total(place) + types.length)
// A type never seen hidden has no evidence either way (1); none is ruled out (at least 0.01: any hand card may be put face down, R8.3).
const ratio = (place: Place, t: CardType) => (counts.all.get(t) ?? 0) === 0 ? 1 : Math.max(0.01, share(place, t) / share('all', t))
const table = (place: 'play' | 'hand') => Object.fromEntries(types.map((t) => [t, Number(ratio(place, t).toFixed(3))]))
const weights = { play: table('play'), hand: table('hand') }
console.error(`muestras: ${total('play')} boca abajo en juego, ${total('hand')} en mano, ${total('all')} ocultas en total`)
console.error(JSON.stringify(weights, null, 1))
const out = path.resolve('lib/bots/hidden-prior-weights.ts')
writeFileSync(out, `// How much likelier each card type is at a rival's hidden card, by place, than among all its hidden
// cards (hidden-prior.ts). Written by scripts/fit-hidden-prior.ts; edit by running it again, not by hand.
// Fitted with: npx tsx scripts/fit-hidden-prior.ts ${games} ${seed} (heuristic against heuristic, boxed decks,
// ${games} games per pairing; ${total('play')} face-down cards in play, ${total('hand')} in hand, ${total('all')} hidden in all).
export const HIDDEN_PRIOR_WEIGHTS: { readonly play: Readonly<Record<string, number>>; readonly hand: Readonly<Record<string, number>> } = ${JSON.stringify(weights)}
`)
console.error(`escrito ${out}`)
