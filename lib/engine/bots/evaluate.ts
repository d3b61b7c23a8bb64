// The search bot's static evaluation: how well `seat` stands, in [0, 1] (1 = won).
import type { Catalogue } from '../../catalogue/schema'
import { defOf } from '../draft'
import { activeDalmas, characterStats, instanceOf } from '../queries'
import { other, type GameState, type Seat } from '../state'

/** Material of one Master: fighting Dalmas and what they carry, undefeated enemies, money and cards to come. */
function material(s: GameState, cat: Catalogue, seat: Seat): number {
  const m = s.masters[seat]
  let score = 0
  for (const id of activeDalmas(s, cat, seat)) {
    const st = characterStats(s, cat, id)
    const c = instanceOf(s, id)
    score += 4 + st.strength + st.resistance + 1.5 * Math.max(0, st.life) + 1.5 * c.learned.length + 0.5 * c.equipment.length
  }
  for (const id of m.relicZone.enemies) {
    const c = instanceOf(s, id)
    if (c.defeated) continue
    const card = defOf(cat, c.cardId)
    if (card.type !== 'enemy') continue
    score += 0.6 * (card.strength + card.resistance + Math.max(0, card.life - c.damage))
  }
  for (const id of m.playZone) {
    const c = instanceOf(s, id)
    if (!c.faceUp && defOf(cat, c.cardId).type === 'dalma') score += 4
  }
  return score + m.silver / 30 + 0.3 * m.hand.length + 0.1 * m.deck.length
}

export function evaluate(s: GameState, cat: Catalogue, seat: Seat): number {
  const r = s.result
  if (r !== null) {
    if (r.kind === 'defeat') return r.loser === seat ? 0 : 1
    return 0.5
  }
  const diff = material(s, cat, seat) - material(s, cat, other(seat))
  return 1 / (1 + Math.exp(-diff / 12))
}
