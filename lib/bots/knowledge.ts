// What the heuristic reads, and how it reads what it may not see. It decides on the Master's view
// (hidden instances carry HIDDEN_CARD) or, inside the search bot's playouts, on a sampled complete
// state; `Knowledge` hides that difference. Hidden cards are never read: where a hidden card
// matters (a face-down card that may be a trap, the rival's hand), its expectation over the pools
// the view allows stands in for it.
import type { Card, Catalogue } from '../catalogue/schema'
import { toSilver } from '../catalogue/model'
import { defOf, defOfInstance } from '../engine/draft'
import { characterStats, effectsOf } from '../engine/queries'
import { other, type CharacterStats, type GameState, type InstanceId, type Seat } from '../engine/state'
import { HIDDEN_CARD, type HiddenPrior, type MasterView } from '../engine/view'
import { hiddenPrior } from './hidden-prior'
import { TUNING } from './heuristic-tuning'

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
  /** Work done once per decision and asked for by several rules (fight.ts keeps its fighters here). */
  readonly memo: Map<string | number, unknown>
  /** What one face-down card of `owner`'s Zona de Juego threatens as a trap, on average (zero for a card known not to be one). */
  trapThreat(id: InstanceId): TrapThreat
  /**
   * The Dalma `owner` may still reveal this turn (R8.3, R8.4: placing and revealing are two Master
   * actions) from its hand or face-down cards: the chance it holds one, and the strongest it holds
   * (or the average one of its pool, for what this Master cannot see). Null: none.
   */
  hiddenDalma(owner: Seat): { chance: number; card: Card } | null
}

const NO_TRAP: TrapThreat = Object.freeze({ damage: 0, strength: 0, initiative: 0, silver: 0 })

/** A trap's threat read from its effects (once per card: the heuristic asks for every face-down card at most decisions). */
const threats = new WeakMap<Card, TrapThreat>()
export function trapThreatOf(card: Card): TrapThreat {
  if (card.type !== 'trap') return NO_TRAP
  let t = threats.get(card)
  if (t === undefined) { t = Object.freeze(readTrapThreat(card)); threats.set(card, t) }
  return t
}

function readTrapThreat(card: Extract<Card, { type: 'trap' }>): TrapThreat {
  let damage = 0, strength = 0, initiative = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'damage') damage += e.amount
    else if (e.kind === 'modifyStat' && e.amount < 0 && e.stat === 'strength') strength -= e.amount
    else if (e.kind === 'modifyStat' && e.amount < 0 && e.stat === 'initiative') initiative -= e.amount
  }
  return { damage, strength, initiative, silver: toSilver(card.cost) }
}

/** Knowledge of one decision (a class, not closures: one is made at every decision of every game). */
class DecisionKnowledge implements Knowledge {
  readonly memo = new Map<string | number, unknown>()
  private readonly statsCache = new Map<InstanceId, CharacterStats | null>()
  /** Per owner, the threat of a hidden card anywhere (0, 1) and of one face down in its Zona de Juego (2, 3). */
  private readonly poolThreat: (TrapThreat | undefined)[] = [undefined, undefined, undefined, undefined]
  private readonly dalmaCache: ({ chance: number; card: Card } | null | undefined)[] = [undefined, undefined]
  constructor(readonly state: GameState, readonly seat: Seat, readonly catalogue: Catalogue, private readonly view: MasterView | null) {}

  card(id: InstanceId): Card | null {
    const c = this.state.cards[id]
    return c === undefined || c.cardId === HIDDEN_CARD ? null : defOfInstance(this.catalogue, c)
  }

  stats(id: InstanceId): CharacterStats | null {
    let st = this.statsCache.get(id)
    if (st === undefined) {
      const c = this.card(id)
      st = c !== null && (c.type === 'dalma' || c.type === 'enemy' || c.type === 'soldier') ? characterStats(this.state, this.catalogue, id) : null
      this.statsCache.set(id, st)
    }
    return st
  }

  trapThreat(id: InstanceId): TrapThreat {
    const c = this.card(id)
    if (c !== null) return trapThreatOf(c)
    const owner = this.state.cards[id]?.owner ?? other(this.seat)
    // A card left face down in play is far likelier a trap than the pool's share says (traps work only
    // face down, R14.3; the rest is revealed to be used, R8.4): weighed by the prior for that place.
    const inPlay = TUNING.trapPrior && this.state.masters[owner].playZone.includes(id)
    const slot = inPlay ? owner + 2 : owner
    let t = this.poolThreat[slot]
    if (t === undefined) { t = inPlay ? placedAverage(this.pool(owner), this.catalogue) : averageOver(this.pool(owner), this.catalogue); this.poolThreat[slot] = t }
    return t
  }

  /** The view's pool of one owner (only that one is worked out when the view can). */
  private pool(owner: Seat): string[] {
    const v = this.view
    if (v === null) return []
    return v.poolOf !== undefined ? v.poolOf(owner) : v.pools[owner]
  }

  hiddenDalma(owner: Seat): { chance: number; card: Card } | null {
    let out = this.dalmaCache[owner]
    if (out === undefined) {
      out = holdsDalma(this, owner, this.view === null ? null : this.pool(owner))
      this.dalmaCache[owner] = out
    }
    return out
  }
}

/** See Knowledge.hiddenDalma: what `owner` could reveal, read exactly when every card is known, else from the pool. */
function holdsDalma(k: Knowledge, owner: Seat, pool: readonly string[] | null): { chance: number; card: Card } | null {
  const { state, catalogue } = k
  const m = state.masters[owner]
  // The hand, then the face-down cards in play, read in place (no array built: this runs at most decisions).
  let best: Card | null = null, unknown = 0
  const hand = m.hand, play = m.playZone
  for (let i = 0; i < hand.length + play.length; i++) {
    const id = (i < hand.length ? hand[i] : play[i - hand.length]) as InstanceId
    if (i >= hand.length && state.cards[id]?.faceUp) continue
    const c = k.card(id)
    if (c === null) unknown++
    else if (c.type === 'dalma' && (best === null || power(c) > power(best))) best = c
  }
  if (best !== null) return { chance: 1, card: best }
  if (unknown === 0 || pool === null || pool.length === 0) return null
  const dalmas = poolDalmas(pool, catalogue)
  if (dalmas === null) return null
  // The chance none of the `unknown` hidden cards is one of the pool's Dalmas (drawing without replacement).
  let none = 1
  for (let i = 0; i < unknown; i++) none *= Math.max(0, (pool.length - dalmas.count - i) / (pool.length - i))
  return { chance: 1 - none, card: dalmas.typical }
}

/** How many Dalmas a pool holds and its typical one (null: none); a view's memo hands back the same pool while nothing is revealed. */
const dalmasOfPool = new WeakMap<readonly string[], { count: number; typical: Card } | null>()
function poolDalmas(pool: readonly string[], catalogue: Catalogue): { count: number; typical: Card } | null {
  let out = dalmasOfPool.get(pool)
  if (out !== undefined) return out
  // The pool's Dalmas alone (a handful), not an array of the whole pool's cards first: a new pool comes at
  // each card the rival shows.
  const dalmas: Card[] = []
  for (let i = 0; i < pool.length; i++) { const c = catalogue.byId.get(pool[i] as string); if (c?.type === 'dalma') dalmas.push(c) }
  if (dalmas.length === 0) out = null
  else {
    const mean = dalmas.reduce((t, c) => t + power(c), 0) / dalmas.length
    out = { count: dalmas.length, typical: dalmas.reduce((a, c) => (Math.abs(power(c) - mean) < Math.abs(power(a) - mean) ? c : a)) }
  }
  dalmasOfPool.set(pool, out)
  return out
}

const power = (c: Card): number => (c.type === 'dalma' ? c.strength + c.resistance + c.life / 2 : 0)

/** The mean threat of one card drawn from `pool` (most of it no trap at all); a view's memo hands back the same pool while nothing is revealed. */
const averages = new WeakMap<readonly string[], TrapThreat>()
function averageOver(pool: readonly string[], catalogue: Catalogue): TrapThreat {
  let t = averages.get(pool)
  if (t === undefined) { t = poolAverage(pool, catalogue); averages.set(pool, t) }
  return t
}

/** The mean threat of a card of `pool` left face down in play: each card weighed by the place prior (hidden-prior.ts). */
const placedAverages = new WeakMap<readonly string[], TrapThreat>()
function placedAverage(pool: readonly string[], catalogue: Catalogue): TrapThreat {
  let t = placedAverages.get(pool)
  if (t === undefined) { t = poolAverage(pool, catalogue, hiddenPrior(catalogue)); placedAverages.set(pool, t) }
  return t
}

function poolAverage(pool: readonly string[], catalogue: Catalogue, prior?: HiddenPrior): TrapThreat {
  if (pool.length === 0) return NO_TRAP
  let damage = 0, strength = 0, initiative = 0, silver = 0, n = 0
  for (const id of pool) {
    const w = prior === undefined ? 1 : prior(id, 'play')
    n += w
    const card = catalogue.byId.get(id)
    if (card?.type !== 'trap') continue
    const t = trapThreatOf(card)
    damage += w * t.damage; strength += w * t.strength; initiative += w * t.initiative; silver += w * t.silver
  }
  if (!(n > 0)) return NO_TRAP
  return { damage: damage / n, strength: strength / n, initiative: initiative / n, silver: silver / n }
}

/** Knowledge from a Master's view: hidden cards weighed by the view's pools. */
export const knowledgeOfView = (view: MasterView, catalogue: Catalogue): Knowledge => new DecisionKnowledge(view.state, view.seat, catalogue, view)

/** Knowledge of a complete state (a sampled world in the search bot's playouts): every card is read as it is. */
export const knowledgeOfState = (state: GameState, seat: Seat, catalogue: Catalogue): Knowledge => new DecisionKnowledge(state, seat, catalogue, null)
