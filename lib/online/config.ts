// The game an online table plays: the same config /partida builds for two decks, a seed and a variant, so a
// finished table's record opens in /partida's replay viewer; recorded under the engine's version like every record. Pure.
import type { Deck } from '../decks/model'
import { normalizeDeck } from '../decks/model'
import { ENGINE_VERSION, gameSeed, type GameConfig, type Variant } from '../engine'

export function tableConfig(decks: [Deck, Deck], seed: number, variant: Variant): GameConfig {
  const masters = decks.map((d) => {
    const { relicId, startingDalmaId, entries } = normalizeDeck(d)
    return { deck: { relicId, startingDalmaId, entries } }
  })
  return { seed: gameSeed(seed, 0), mode: 'duel', masters, variant, engineVersion: ENGINE_VERSION }
}
