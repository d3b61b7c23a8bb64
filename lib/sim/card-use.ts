// How the bots used each card of a deck (the bots issue computes it; the laboratory adds it up and
// flags the cards no bot ever played). In one game, `drawn` is 0 or 1; over a run it counts the
// games in which the card was drawn. `usable` counts the decisions at which playing it was legal,
// `played` the times it was played. Integers, so shards add up exactly.

export type CardUse = { drawn: number; usable: number; played: number }
export type CardUseTable = Record<string, CardUse>
/** Per deck of the run. */
export type CardUseByDeck = { A: CardUseTable; B: CardUseTable }

/** A new table with both tables' counts added (neither input changes). */
export function addCardUse(a: CardUseTable, b: CardUseTable): CardUseTable {
  const out: CardUseTable = {}
  for (const t of [a, b]) {
    for (const [id, u] of Object.entries(t)) {
      const o = out[id] ?? { drawn: 0, usable: 0, played: 0 }
      out[id] = { drawn: o.drawn + u.drawn, usable: o.usable + u.usable, played: o.played + u.played }
    }
  }
  return out
}

export type CardUseFlag = 'neverDrawn' | 'neverUsable' | 'neverPlayed' | 'played'

/** Why a card counts as unused: never drawn, drawn but never legal to play, legal but never played. */
export function cardUseFlag(u: CardUse | undefined): CardUseFlag {
  if (u === undefined || u.drawn === 0) return 'neverDrawn'
  if (u.usable === 0) return 'neverUsable'
  if (u.played === 0) return 'neverPlayed'
  return 'played'
}
