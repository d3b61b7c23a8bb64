// What the bot at /partida is told of the player's deck, in one place for the bot (bot-move.ts) and for the
// set-up form, which says it to the player before the game (issue 29): a boxed deck's list is public (R2.1), so
// the bot guesses the player's hidden cards from that list; any other list is the player's own, and the bot
// guesses over every card the format allows (R5.5–R5.8), as a player facing an unknown deck would.
import { isPublicList, type Deck } from '@/lib/decks/model'

export type BotListKnowledge = 'public' | 'private'

export const botListKnowledge = (deck: Deck, publicDecks: readonly Deck[]): BotListKnowledge =>
  isPublicList(deck, publicDecks) ? 'public' : 'private'

/** The sentence the set-up shows under the player's deck in a game against the bot, and the rule it rests on. */
export const BOT_LIST_NOTES: Readonly<Record<BotListKnowledge, { text: string; rule: string }>> = {
  public: {
    text: 'El bot conoce la lista de este mazo, porque las listas de los mazos de la caja son públicas; no ve tu mano, tu mazo ni tus cartas boca abajo.',
    rule: 'R2.1',
  },
  private: {
    text: 'El bot no conoce esta lista: solo sabe lo que muestres en la mesa y qué cartas permite el reglamento.',
    rule: 'R5.5',
  },
}
