// Issue 29: what the set-up says of the player's list is what the bot is told of it, since both read bot-list.ts.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import type { Deck } from '@/lib/decks/model'
import { encodeShareCode } from '@/lib/decks/share-code'
import { BOT_LIST_NOTES, botListKnowledge } from './bot-list'
import { botView } from './bot-move'
import { legalActions, type Action } from '@/lib/engine'
import { decider, playDuel, startDuel, type Duel, type DuelSetup } from './duel'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
const PUBLIC: readonly Deck[] = [caja1, caja2]

/** Caja 1 as a player pasted it: the same cards, in another order and split over more lines, under another name. */
const retyped: Deck = { ...caja1, name: 'Mi Caja 1', entries: [...caja1.entries].reverse().flatMap((e) => Array.from({ length: e.count }, () => ({ cardId: e.cardId, count: 1 }))) }
/** Caja 1 with one Hallazgo inusual less: a list of the player's own. */
const own: Deck = { ...caja1, entries: caja1.entries.map((e) => (e.cardId === 'hallazgo-inusual' ? { ...e, count: e.count - 1 } : e)) }

function botViewAgainst(playerDeck: Deck) {
  const setup: DuelSetup = { seed: 3, variant: 'none', mode: 'bot', bot: 'heuristic', codes: [encodeShareCode(playerDeck), encodeShareCode(caja2)] }
  const started = startDuel(setup, [playerDeck, caja2], [], catalogue)
  if (!started.ok) throw new Error(started.error.code)
  // The player's first choices, until the bot decides.
  let d: Duel = started.duel
  for (let i = 0; i < 50 && decider(d.state) !== 1; i++) {
    const next = playDuel(d, legalActions(d.state, catalogue)[0] as Action, catalogue)
    if (next === null) throw new Error('refused')
    d = next
  }
  expect(decider(d.state)).toBe(1)
  return botView(d, catalogue, PUBLIC)
}

describe('what the bot knows of the player\'s list, said before the game (issue 29)', () => {
  it('R2.1 a boxed list is public however it was typed: the set-up says the bot knows it, and the bot is told it', () => {
    expect(botListKnowledge(caja1, PUBLIC)).toBe('public')
    expect(botListKnowledge(retyped, PUBLIC)).toBe('public')
    expect(BOT_LIST_NOTES.public.text).toContain('conoce la lista')
    expect(BOT_LIST_NOTES.public.rule).toBe('R2.1')
    expect(botViewAgainst(retyped).rivalStartingDalma).toBe(caja1.startingDalmaId)
  })

  it('R5.5 a list of the player\'s own is private: the set-up says the bot does not know it, and the bot is not told it', () => {
    expect(botListKnowledge(own, PUBLIC)).toBe('private')
    expect(BOT_LIST_NOTES.private.text).toContain('no conoce esta lista')
    expect(botViewAgainst(own).rivalStartingDalma).toBeUndefined()
  })
})
