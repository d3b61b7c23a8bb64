// What the heuristic reads, and how it reads what it may not see. It decides on the Master's view
// (hidden instances carry HIDDEN_CARD) or, inside the search bot's playouts, on a sampled complete
// state; `Knowledge` hides that difference. Hidden cards are never read: where a hidden card
// matters (a face-down card that may be a trap, the rival's hand), its expectation over the pools
// the view allows stands in for it.
import type { Card, Catalogue } from '../../catalogue/schema'
import { toSilver } from '../../catalogue/model'
import { defOf } from '../draft'
import { characterStats, effectsOf } from '../queries'
import { other, type CharacterStats, type GameState, type InstanceId, type Seat } from '../state'
import { HIDDEN_CARD, type MasterView } from '../view'

/** A trap as the heuristic weighs it: the Vida it takes and the Fuerza and Iniciativa it removes. */
export type TrapThreat = { damage: number; strength: number; initiative: number; silver: number }

export type Knowledge = {
  readonly state: GameState
  readonly seat: Seat
  readonly catalogue: Catalogue
  /** The card of an instance, or null when this Master has not seen it. */
  card(id: InstanceId): Card | null
  /** Stats of a character it can see, else null. */
  stats(id: InstanceId): CharacterStats | null
  /** What one face-down card of `owner`'s Zona de Juego threatens as a trap, on average (zero for a card known not to be one). */
  trapThreat(id: InstanceId): TrapThreat
}

const NO_TRAP: TrapThreat = Object.freeze({ damage: 0, strength: 0, initiative: 0, silver: 0 })

/** A trap's threat read from its effects. */
export function trapThreatOf(card: Card): TrapThreat {
  if (card.type !== 'trap') return NO_TRAP
  let damage = 0, strength = 0, initiative = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'damage') damage += e.amount
    else if (e.kind === 'modifyStat' && e.amount < 0 && e.stat === 'strength') strength -= e.amount
    else if (e.kind === 'modifyStat' && e.amount < 0 && e.stat === 'initiative') initiative -= e.amount
  }
  return { damage, strength, initiative, silver: toSilver(card.cost) }
}

function build(state: GameState, seat: Seat, catalogue: Catalogue, pools: (() => readonly (readonly string[])[]) | null): Knowledge {
  const statsCache = new Map<InstanceId, CharacterStats | null>()
  const card = (id: InstanceId): Card | null => {
    const c = state.cards[id]
    return c === undefined || c.cardId === HIDDEN_CARD ? null : defOf(catalogue, c.cardId)
  }
  let poolThreat: TrapThreat[] | null = null
  const averageThreat = (owner: Seat): TrapThreat => {
    poolThreat ??= [0, 1].map((o) => averageOver(pools?.()[o] ?? [], catalogue))
    return poolThreat[owner] as TrapThreat
  }
  return {
    state, seat, catalogue,
    card,
    stats(id) {
      let st = statsCache.get(id)
      if (st === undefined) {
        const c = card(id)
        st = c !== null && (c.type === 'dalma' || c.type === 'enemy' || c.type === 'soldier') ? characterStats(state, catalogue, id) : null
        statsCache.set(id, st)
      }
      return st
    },
    trapThreat(id) {
      const c = card(id)
      if (c !== null) return trapThreatOf(c)
      const owner = state.cards[id]?.owner ?? other(seat)
      return averageThreat(owner)
    },
  }
}

/** The mean threat of one card drawn from `pool` (most of it no trap at all). */
function averageOver(pool: readonly string[], catalogue: Catalogue): TrapThreat {
  if (pool.length === 0) return NO_TRAP
  let damage = 0, strength = 0, initiative = 0, silver = 0
  for (const id of pool) {
    const card = catalogue.byId.get(id)
    if (card?.type !== 'trap') continue
    const t = trapThreatOf(card)
    damage += t.damage; strength += t.strength; initiative += t.initiative; silver += t.silver
  }
  const n = pool.length
  return { damage: damage / n, strength: strength / n, initiative: initiative / n, silver: silver / n }
}

/** Knowledge from a Master's view: hidden cards weighed by the view's pools. */
export const knowledgeOfView = (view: MasterView, catalogue: Catalogue): Knowledge => build(view.state, view.seat, catalogue, () => view.pools)

/** Knowledge of a complete state (a sampled world in the search bot's playouts): every card is read as it is. */
export const knowledgeOfState = (state: GameState, seat: Seat, catalogue: Catalogue): Knowledge => build(state, seat, catalogue, null)
