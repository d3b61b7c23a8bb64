// The search bot's static evaluation: how well `seat` stands, in [0, 1] (1 = won).
import type { Catalogue } from '../../catalogue/schema'
import { defOf } from '../draft'
import { activeDalmas, characterStats, instanceOf } from '../queries'
import { other, type GameState, type Seat } from '../state'

/** Silver up to which money counts fully: a Dalma's reveal (5 gold, R8.4) and a learning or two. */
export const MONEY_CAP_SILVER = 150

/**
 * What money is worth to the evaluation. Past the cap, a tenth: the heuristic's own play leaves 20 to
 * 60 gold unspent by the end of a game, so more gold rarely buys anything, and valuing it in full made
 * the search pay for it with its Dalmas' safety (Mano ligera used as an answer for 2 gold moves the
 * Dalma into the Zona de Combate, R13.2, where the rival's warriors explore it to death).
 */
export function moneyValue(silver: number): number {
  return silver <= MONEY_CAP_SILVER ? silver / 30 : MONEY_CAP_SILVER / 30 + (silver - MONEY_CAP_SILVER) / 300
}

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
  return score + moneyValue(m.silver) + 0.3 * m.hand.length + 0.1 * m.deck.length
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
