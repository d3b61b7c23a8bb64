// The game an online table plays: the same config /partida builds for two decks, a seed and a variant, so a
// finished table's record opens in /partida's replay viewer; recorded under the engine's version like every record. Pure.
// Tables deal from a 128-bit seed (`seed128`, drawn by the server from crypto.randomBytes): with only the uint32
// `seed`, a player who knows the rival's list could try all 2^32 seeds against their own opening hand and learn
// the whole deal. Tables made before wider seeds have none and are dealt by `seed`, as they were.
import type { Deck } from '../decks/model'
import { normalizeDeck } from '../decks/model'
import { ENGINE_VERSION, gameSeed, type GameConfig, type Variant } from '../engine'

export function tableConfig(decks: [Deck, Deck], seed: number, variant: Variant, seed128: string | null = null): GameConfig {
  const masters = decks.map((d) => {
    const { relicId, startingDalmaId, entries } = normalizeDeck(d)
    return { deck: { relicId, startingDalmaId, entries } }
  })
  return { seed: gameSeed(seed, 0), ...(seed128 === null ? {} : { seed128 }), mode: 'duel', masters, variant, engineVersion: ENGINE_VERSION }
}
