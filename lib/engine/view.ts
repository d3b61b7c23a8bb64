// A Master's view (issue 8): the game as the rules have shown it to one Master. Bots get this and
// nothing else; the play page shows it. One function computes it, so one test can prove what it hides.
//
// Hidden from `seat`:
// - the rival's hand, deck and face-down cards (Zona de Juego, face-down enemies, cards known by a
//   face-down Dalma): their instances stay (so counts and ids still work) but `cardId` is HIDDEN_CARD;
// - its own deck, except the cards it put under it itself (R6.7, R6.8, RUL-3) and nothing else:
//   it knows which cards remain (its own list) but not their order;
// - the RNG state and any forced dice (both zeroed), and the log (it holds the rival's choices of
//   hidden cards, e.g. which ones it replaced).
// Seen and so kept: cards looked at with Lente de Visión Precisa (R22.6, RUL-28, RUL-41).
//
// Instance ids are the engine's handles and stay as they are: setup numbers the cards in the order they
// lie after the shuffle and lays the face-down enemies in a random order (issue 13), so neither an id
// nor a place in a zone array names a hidden card (hidden-information.test.ts plays an adversary
// against them). The zone arrays keep the real order: the deck's says only where each unread id lies,
// the hand's is the order of draws, which both Masters saw. The bots read only `cardId`; `determinize` gives hidden instances random
// identities from the bot's own generator (botRng), never from anything derived cheaply from the seed.
import type { Catalogue } from '../catalogue/schema'
import { nextInt, type RngState } from './rng'
import { other, type CardInstance, type GameState, type InstanceId, type Seat } from './state'

/** The card id a hidden instance carries in a view. No catalogue card has it. */
export const HIDDEN_CARD = '?'

export type MasterView = {
  seat: Seat
  /** The state with everything `seat` has not been shown replaced (see the module comment). */
  state: GameState
  /**
   * For each owner, the card ids its hidden instances are drawn from (a multiset): its own deck's
   * remaining cards for `seat` itself; for the rival, its deck list minus what has been seen when
   * the list is public (boxed decks, open lists), else the viewer's own list as a stand-in prior.
   */
  pools: [string[], string[]]
  /** Per owner, the rival relic's enemies not seen yet (the relic is public, R3.2, and names its six). */
  enemyPools: [string[], string[]]
}

export type ViewOptions = {
  /** The rival's deck list (one id per copy, relic and enemies excluded) when it is public. */
  rivalDeckList?: readonly string[]
}

const ZERO_RNG: RngState = [0, 0, 0, 0]

/** Instances `seat` has been shown although they sit in a hidden place (own replacements, Lente looks). */
function seenBy(state: GameState, seat: Seat): Set<InstanceId> {
  const seen = new Set<InstanceId>()
  for (const action of state.log) {
    if (action.type === 'initialReplacement' || action.type === 'deferredReplacement') {
      for (const id of action.instanceIds) if (state.cards[id]?.owner === seat) seen.add(id)
    } else if (action.type === 'activateLente' && action.targetId !== null && state.cards[action.dalmaId]?.owner === seat) {
      seen.add(action.targetId)
    }
  }
  return seen
}

/** Whether `seat` may know what card instance `c` is. */
function visibleTo(state: GameState, seat: Seat, c: CardInstance, seen: Set<InstanceId>, ownDeck: Set<InstanceId>, rivalDiscard: Set<InstanceId>): boolean {
  if (seen.has(c.id)) return true
  if (c.owner === seat) return !ownDeck.has(c.id)
  if (state.masters[c.owner].relicZone.relic === c.id) return true
  return c.faceUp || c.defeated || rivalDiscard.has(c.id)
}

/** Multiset difference: `all` minus one copy of each id in `shown`. */
function minus(all: readonly string[], shown: readonly string[]): string[] {
  const left = new Map<string, number>()
  for (const id of shown) left.set(id, (left.get(id) ?? 0) + 1)
  const out: string[] = []
  for (const id of all) {
    const n = left.get(id) ?? 0
    if (n > 0) left.set(id, n - 1)
    else out.push(id)
  }
  return out
}

/** The one function that decides what `seat` knows (see the module comment). */
export function viewFor(state: GameState, seat: Seat, catalogue: Catalogue, options: ViewOptions = {}): MasterView {
  const seen = seenBy(state, seat)
  const ownDeck = new Set(state.masters[seat].deck)
  const rivalDiscard = new Set(state.masters[other(seat)].discard)
  const cards = state.cards.map((c) => (visibleTo(state, seat, c, seen, ownDeck, rivalDiscard) ? c : { ...c, cardId: HIDDEN_CARD }))

  const enemyIds = new Set<InstanceId>()
  for (const m of state.masters) for (const id of m.relicZone.enemies) enemyIds.add(id)
  const relicIds = new Set(state.masters.map((m) => m.relicZone.relic))
  const isDeckCard = (c: CardInstance) => !enemyIds.has(c.id) && !relicIds.has(c.id)

  // Sorted: the order of the instance table must not tell where each card is.
  const ownList = state.cards.filter((c) => c.owner === seat && isDeckCard(c)).map((c) => c.cardId).sort()
  const pools: [string[], string[]] = [[], []]
  const enemyPools: [string[], string[]] = [[], []]
  for (const owner of [0, 1] as const) {
    const shown = cards.filter((c) => c.owner === owner && isDeckCard(c) && c.cardId !== HIDDEN_CARD).map((c) => c.cardId)
    const list = owner === seat ? ownList : [...(options.rivalDeckList ?? ownList)].sort()
    pools[owner] = minus(list, shown)
    const relicId = state.masters[owner].relicZone.relic
    const relic = relicId === null ? undefined : catalogue.byId.get(state.cards[relicId]?.cardId ?? '')
    const enemies = relic?.type === 'relic' ? relic.enemies.flatMap((e) => Array.from({ length: e.count }, () => e.id)) : []
    const shownEnemies = state.masters[owner].relicZone.enemies.map((id) => cards[id]?.cardId ?? HIDDEN_CARD).filter((id) => id !== HIDDEN_CARD)
    enemyPools[owner] = minus(enemies, shownEnemies).sort()
  }

  const redacted: GameState = { ...state, cards, rng: ZERO_RNG, forcedDice: [], log: [] }
  return { seat, state: redacted, pools, enemyPools }
}

/**
 * One complete state consistent with the view: every hidden instance gets a card drawn without
 * replacement from its owner's pool (enemies from the relic's), and the dice a fresh generator
 * seeded from the bot's own stream. Bots search on these, never on the real state.
 */
export function determinize(view: MasterView, rng: RngState): GameState {
  const s = view.state
  const pools = view.pools.map((p) => p.slice())
  const enemyPools = view.enemyPools.map((p) => p.slice())
  const enemyIds = new Set<InstanceId>()
  for (const m of s.masters) for (const id of m.relicZone.enemies) enemyIds.add(id)
  const cards = s.cards.slice()
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as CardInstance
    if (c.cardId !== HIDDEN_CARD) continue
    const pool = (enemyIds.has(c.id) ? enemyPools : pools)[c.owner] as string[]
    // A stand-in prior can run short; then any card of the pool's source is as good a guess.
    const source = pool.length > 0 ? pool : (enemyIds.has(c.id) ? view.enemyPools : view.pools)[c.owner] as string[]
    if (source.length === 0) continue
    const k = nextInt(rng, source.length)
    const cardId = source[k] as string
    if (pool.length > 0) { pool[k] = pool[pool.length - 1] as string; pool.pop() }
    cards[i] = { ...c, cardId }
  }
  const dice: RngState = [rng[0] ^ 0x5bd1e995, rng[1], rng[2], (rng[3] + 1) | 0]
  return { ...s, cards, rng: dice }
}
