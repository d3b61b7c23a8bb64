// Issue 29: the bot at /partida is told the player's deck list only when it is public (a boxed deck,
// R2.1). A saved or pasted list is the player's own: the bot must decide alike whatever its hidden
// cards are, and reason over the card pool instead of the list.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import { heuristicBot } from '@/lib/bots/heuristic'
import { listedMoves } from '@/lib/bots/legal-moves'
import { deckCardIds, type Deck } from '@/lib/decks/model'
import { encodeShareCode } from '@/lib/decks/share-code'
import { cardPoolList, HIDDEN_CARD, viewFor } from '@/lib/engine/view'
import { legalActions, type Action } from '@/lib/engine'
import { botAction, botView } from './bot-move'
import { decider, playDuel, startDuel, type Duel, type DuelSetup } from './duel'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
const PUBLIC: readonly Deck[] = [caja1, caja2]
const SWAP_FROM = new Set(['bomba-bahaluk', 'red-de-pinchos', 'trampa-de-ruido'])
const SWAP_TO = 'unguento-curativo'

/** The player's pasted deck: Caja 1 with one treasure less and one trap more, so it is no boxed list. */
const pasted: Deck = {
  ...caja1,
  entries: caja1.entries.map((e) => (e.cardId === 'hallazgo-inusual' ? { ...e, count: e.count - 1 } : e)).concat([{ cardId: 'trampa-de-ruido', count: 1 }]),
}

function start(playerDeck: Deck, seed: number, bot: DuelSetup['bot'] = 'heuristic'): Duel {
  const setup: DuelSetup = { seed, variant: 'none', mode: 'bot', bot, codes: [encodeShareCode(playerDeck), encodeShareCode(caja2)] }
  const started = startDuel(setup, [playerDeck, caja2], [], catalogue)
  if (!started.ok) throw new Error(started.error.code)
  return started.duel
}

/**
 * The same duel but for the player's (seat 0's) traps the bot has not seen, each turned into an
 * Ungüento curativo, in the game and in the list the player sat down with: a game the bot cannot
 * tell from the real one unless it was told the list.
 */
function withTrapsSwapped(duel: Duel): { duel: Duel; swapped: number } {
  const view = viewFor(duel.state, 1, catalogue)
  let swapped = 0
  const cards = duel.state.cards.map((c) => {
    if (c.owner !== 0 || !SWAP_FROM.has(c.cardId) || view.state.cards[c.id]?.cardId !== HIDDEN_CARD) return c
    swapped++
    return { ...c, cardId: SWAP_TO }
  })
  const list = deckCardIds(pasted)
  let left = swapped
  const entries = list.map((id) => (left > 0 && SWAP_FROM.has(id) ? (left--, SWAP_TO) : id))
  const deck: Deck = { ...pasted, entries: entries.map((cardId) => ({ cardId, count: 1 })) }
  const masters = duel.config.masters.map((m, seat) => (seat === 0 ? { ...m, deck } : m))
  return { duel: { ...duel, config: { ...duel.config, masters }, state: { ...duel.state, cards } }, swapped }
}

describe('the bot at /partida and the player\'s list (issue 29)', () => {
  it('a pasted list never reaches the bot: with the player\'s unseen traps turned into potions, in the game and in the list, no decision changes', () => {
    let compared = 0, withSwap = 0
    // Games until the sample is large enough (how long a game lasts moves with the bots' rules): seeds 5, 6, … up to 12.
    for (let seed = 5; seed <= 12 && (compared <= 200 || withSwap <= 100); seed++) {
      let duel = start(pasted, seed)
      for (let i = 0; i < 1500 && duel.state.result === null; i++) {
        const seat = decider(duel.state)
        let action: Action | null
        if (seat === 1) {
          action = botAction(duel, catalogue, PUBLIC)
          const twin = withTrapsSwapped(duel)
          if (twin.swapped > 0) withSwap++
          // Everything the bot is handed is the same (the view's state and pools), and so is its decision.
          const [v, w] = [botView(duel, catalogue, PUBLIC), botView(twin.duel, catalogue, PUBLIC)]
          expect({ state: w.state, pools: w.pools, enemyPools: w.enemyPools }).toEqual({ state: v.state, pools: v.pools, enemyPools: v.enemyPools })
          expect(botAction(twin.duel, catalogue, PUBLIC)).toEqual(action)
          compared++
        } else {
          // The player, played by the heuristic on its own view.
          action = heuristicBot(viewFor(duel.state, 0, catalogue), listedMoves(legalActions(duel.state, catalogue)), { playouts: 1 }, [seed, i, 1, 2], catalogue)
        }
        const next = action === null ? null : playDuel(duel, action, catalogue)
        if (next === null) throw new Error(`seed ${seed}: step ${i} refused`)
        duel = next
      }
    }
    expect(compared).toBeGreaterThan(200)
    expect(withSwap).toBeGreaterThan(100)
  }, 60_000)

  it('issue 29, R5 R6.2: the bot reasons over the card pool for a pasted list, and over the list and the starting Dalma it names for a boxed deck', () => {
    const within = (pool: readonly string[], list: readonly string[]) => { const left = [...list]; return pool.every((id) => { const i = left.indexOf(id); if (i < 0) return false; left.splice(i, 1); return true }) }
    const atBot = (duel: Duel): Duel => {
      let d = duel
      for (let i = 0; i < 50 && decider(d.state) !== 1; i++) {
        const next = playDuel(d, legalActions(d.state, catalogue)[0] as Action, catalogue)
        if (next === null) throw new Error('refused')
        d = next
      }
      return d
    }
    const ownView = botView(atBot(start(pasted, 9)), catalogue, PUBLIC)
    const own = ownView.poolOf?.(0) ?? []
    expect(within(own, cardPoolList(catalogue))).toBe(true)
    expect(within(own, deckCardIds(pasted))).toBe(false)
    expect(ownView.rivalStartingDalma).toBeUndefined()
    const boxedView = botView(atBot(start(caja1, 9)), catalogue, PUBLIC)
    const boxed = boxedView.poolOf?.(0) ?? []
    expect(within(boxed, deckCardIds(caja1))).toBe(true)
    expect(caja1.startingDalmaId).not.toBeNull()
    expect(boxedView.rivalStartingDalma).toBe(caja1.startingDalmaId)
  })
})
