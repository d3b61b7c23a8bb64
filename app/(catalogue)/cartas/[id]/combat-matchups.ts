// The card page's "against…" table: every Dalma (without equipment, at full Vida) attacking every
// enemy, from the side of the card shown. Computed on the server at build time with the same
// `calculate` as /calculadora and `dm odds`.
import type { Catalogue } from '@/lib/catalogue/schema'
import { calculate } from '@/lib/sim/calculator'

export type Matchup = {
  dalmaId: string
  enemyId: string
  /** The other card of the row (the enemy on a Dalma's page, the Dalma on an enemy's). */
  rivalId: string
  rivalName: string
  pHurt: number
  pKill: number
  expectedAttacksToKill: number
  pDalmaWins: number
  expectedRounds: number
}

/** Rows for a Dalma (against every enemy) or an enemy (against every Dalma); empty for other cards. */
export function matchupsFor(cardId: string, catalogue: Catalogue): Matchup[] {
  const card = catalogue.byId.get(cardId)
  if (!card || (card.type !== 'dalma' && card.type !== 'enemy')) return []
  const rivals = catalogue.cards.filter((c) => c.type === (card.type === 'dalma' ? 'enemy' : 'dalma'))
  const rows: Matchup[] = []
  for (const rival of rivals) {
    const dalma = card.type === 'dalma' ? card : rival
    const enemy = card.type === 'dalma' ? rival : card
    const side = (id: string) => ({ kind: 'card' as const, id, equipment: [], potions: [], poisons: [] })
    const r = calculate({ attacker: side(dalma.id), defender: side(enemy.id), fight: 'death' }, catalogue)
    if (!r.ok || !r.value.fight) continue
    rows.push({
      dalmaId: dalma.id, enemyId: enemy.id, rivalId: rival.id, rivalName: rival.name,
      pHurt: r.value.attack.pHurt, pKill: r.value.attack.pKill, expectedAttacksToKill: r.value.attack.expectedAttacksToKill,
      pDalmaWins: r.value.fight.pAttackerWins, expectedRounds: r.value.fight.expectedRounds,
    })
  }
  return rows
}
