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
import { copyLimitOf } from '../catalogue/model'
import type { Card, Catalogue } from '../catalogue/schema'
import { deckCardIds, normalizeDeck, type Deck } from '../decks/model'
import type { Action } from './actions'
import { EMPTY_LOG, logAt, logLength, type ActionLog } from './log'
import { nextInt, type RngState } from './rng'
import { other, type CardInstance, type GameState, type InstanceId, type Seat } from './state'

/** The card id a hidden instance carries in a view. No catalogue card has it. */
export const HIDDEN_CARD = '?'

export type MasterView = {
  readonly seat: Seat
  /** The state with everything `seat` has not been shown replaced (see the module comment). */
  state: GameState
  /**
   * For each owner, the card ids its hidden instances are drawn from (a multiset): its own deck's
   * remaining cards for `seat` itself; for the rival, its deck list minus what has been seen when
   * the list is public (boxed decks, a list its owner shared), else the card pool as the format
   * allows it (every card a deck may hold, as many copies as R5.2 and R5.5–R5.8 allow) minus what
   * has been seen: then the pool is longer than the hidden instances it stands for.
   */
  pools: [string[], string[]]
  /** One owner's pool alone (the pools are worked out per owner: a bot that needs only the rival's pays for that one). */
  poolOf?(owner: Seat): string[]
  /** Per owner, the rival relic's enemies not seen yet (the relic is public, R3.2, and names its six). */
  enemyPools: [string[], string[]]
  /** The rival's starting Dalma when its public list names it (ViewOptions.rivalStartingDalma). */
  readonly rivalStartingDalma?: string
}

export type ViewOptions = {
  /**
   * The rival's deck list (one id per copy, relic and enemies excluded), only when it is public: a
   * boxed deck (R2.1) or a list its owner shared. Without it the rival's hidden cards are reasoned
   * over from the card pool and the format's copy limits (cardPoolList), never from its real list.
   */
  rivalDeckList?: readonly string[]
  /**
   * The rival's starting Dalma, which a public list names (R5, «Dalma inicial»): read only with `rivalDeckList`. During
   * the set-up, when that Dalma lies face down (R6.2), a world puts this one there rather than one drawn from the list.
   */
  rivalStartingDalma?: string
  /** Shared work between the views of one game and seat (see ViewMemo); without it, each view starts afresh. */
  memo?: ViewMemo
  /** The game's actions so far, when the driver keeps them instead of the state (apply's `log: false`); else state.log. */
  log?: readonly Action[]
}

/**
 * What a public deck list tells its rival's bot (ViewOptions): the list, one id per copy in canonical order, and the
 * starting Dalma it names (R5). `list` is for a caller that already holds those ids.
 */
export function publicListOptions(deck: Deck, list: readonly string[] = deckCardIds(normalizeDeck(deck))): Pick<ViewOptions, 'rivalDeckList' | 'rivalStartingDalma'> {
  return deck.startingDalmaId === null ? { rivalDeckList: list } : { rivalDeckList: list, rivalStartingDalma: deck.startingDalmaId }
}

const ZERO_RNG: RngState = [0, 0, 0, 0]

/**
 * What one Master's views of one game may share from one decision to the next (bots ask for a view
 * at every decision, so it must cost little): the instances it was shown in hidden places, read
 * from the log as it grows, the redacted copy of each hidden instance, rebuilt only when the engine
 * replaced that instance, and each owner's pools while its hidden instances stay the same. Pass the
 * same memo for the same game and seat only.
 */
export type ViewMemo = {
  /** The last log entry read and how many were read (the log only grows within a game). */
  lastRead: Action | null
  logLength: number
  seen: Set<InstanceId>
  /** The two deck lists behind the pools, sorted once (own, rival), and the list the rival one came from. */
  lists: { own: string[]; rival: string[]; from: readonly string[] | undefined } | null
  /** Per owner: its hidden instances in the last redacted state, and its pools last worked out with the hidden instances they were for. */
  hidden: [InstanceId[], InstanceId[]]
  pools: [OwnerPools | null, OwnerPools | null]
  /** The last real instance table and its redacted twin: an instance the engine did not replace and that was hidden keeps its copy. */
  real: readonly CardInstance[] | null
  redactedCards: readonly CardInstance[] | null
  /** The rival's discard as a set, for the discard array it was built from. */
  discard: { from: readonly InstanceId[]; ids: Set<InstanceId> } | null
  /** The hidden marks' buffer, cleared and reused from one view to the next (a fresh typed array at every decision cost more than the marking). */
  marks: Uint8Array | null
  /** What the last marks rested on besides the instances (redactedState reuses them while it holds). */
  basis: MarksBasis | null
}

/**
 * `shown` and `shownEnemies` are what the pools were worked out from: when the hidden instances
 * change but these do not (the rival drew, placed or played a card already seen), the pools are the
 * same arrays as before, so what the bots keep per pool (knowledge.ts) still holds.
 */
type OwnerPools = { hidden: InstanceId[]; pool: string[]; enemyPool: string[]; shown: string[]; shownEnemies: string[]; relic: Card | undefined }

export const createViewMemo = (): ViewMemo => ({ lastRead: null, logLength: 0, seen: new Set(), lists: null, hidden: [[], []], pools: [null, null], real: null, redactedCards: null, discard: null, marks: null, basis: null })

/** Instances `seat` has been shown although they sit in a hidden place (own replacements, Lente looks). */
function seenBy(state: GameState, seat: Seat, memo: ViewMemo, log: readonly Action[] | ActionLog): Set<InstanceId> {
  const flat = Array.isArray(log) ? log as readonly Action[] : null
  const length = flat !== null ? flat.length : logLength(log as ActionLog)
  const at = (i: number): Action | undefined => (flat !== null ? flat[i] : logAt(log as ActionLog, i))
  // The log only grows within a game, and its entries are shared between states: when the entry
  // last read is still in place, only the new ones need reading.
  const resume = memo.logLength <= length && (memo.logLength === 0 || at(memo.logLength - 1) === memo.lastRead)
  if (!resume) { memo.seen = new Set(); memo.logLength = 0 }
  for (let i = memo.logLength; i < length; i++) {
    const action = at(i) as Action
    if (action.type === 'initialReplacement' || action.type === 'deferredReplacement') {
      for (const id of action.instanceIds) if (state.cards[id]?.owner === seat) memo.seen.add(id)
    } else if (action.type === 'activateLente' && action.targetId !== null && state.cards[action.dalmaId]?.owner === seat) {
      memo.seen.add(action.targetId)
    }
  }
  memo.lastRead = length === 0 ? null : at(length - 1) ?? null
  memo.logLength = length
  return memo.seen
}

/**
 * The cards `seat` may not know, as a mark per instance (1: hidden): its own deck except what it was
 * shown, and the rival's cards not face up, not defeated, not its relic and not in its (public) discard.
 */
function hiddenMarks(state: GameState, seat: Seat, seen: Set<InstanceId>, memo: ViewMemo): Uint8Array {
  let marks = memo.marks
  if (marks === null || marks.length !== state.cards.length) marks = memo.marks = new Uint8Array(state.cards.length)
  else marks.fill(0)
  for (const id of state.masters[seat].deck) if (!seen.has(id)) marks[id] = 1
  const rival = other(seat)
  const m = state.masters[rival]
  const inDiscard = discardIds(m.discard, memo)
  const cards = state.cards, relic = m.relicZone.relic
  for (let i = 0; i < cards.length; i++) { const c = cards[i] as CardInstance; if (c.owner === rival && rivalHidden(c, seen, relic, inDiscard)) marks[c.id] = 1 }
  return marks
}

/** Whether a rival instance is hidden: not face up, not defeated, not shown, not its relic, not in its (public) discard. */
const rivalHidden = (c: CardInstance, seen: Set<InstanceId>, relic: InstanceId | null, inDiscard: Set<InstanceId>): boolean =>
  !c.faceUp && !c.defeated && !seen.has(c.id) && relic !== c.id && !inDiscard.has(c.id)

function discardIds(discard: readonly InstanceId[], memo: ViewMemo): Set<InstanceId> {
  if (memo.discard === null || memo.discard.from !== discard) memo.discard = { from: discard, ids: new Set(discard) }
  return memo.discard.ids
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

/**
 * The one function that decides what `seat` knows (see the module comment). Its parts are worked
 * out on first reading only: the random bot reads none, and most decisions never ask for the pools.
 */
export function viewFor(state: GameState, seat: Seat, catalogue: Catalogue, options: ViewOptions = {}): MasterView {
  return new LazyView(state, seat, catalogue, options)
}

/** A view whose parts are computed on first reading (a class, not closures: a view is made at every decision). */
class LazyView implements MasterView {
  private redacted: GameState | null = null
  private readonly memo: ViewMemo
  constructor(private readonly real: GameState, readonly seat: Seat, private readonly catalogue: Catalogue, private readonly options: ViewOptions) {
    this.memo = options.memo ?? createViewMemo()
  }
  get state(): GameState {
    return (this.redacted ??= redactedState(this.real, this.seat, this.memo, this.options.log ?? this.real.log))
  }
  get pools(): [string[], string[]] { return [this.entry(0).pool, this.entry(1).pool] }
  get enemyPools(): [string[], string[]] { return [this.entry(0).enemyPool, this.entry(1).enemyPool] }
  poolOf(owner: Seat): string[] { return this.entry(owner).pool }
  get rivalStartingDalma(): string | undefined { return this.options.rivalDeckList === undefined ? undefined : this.options.rivalStartingDalma }
  /**
   * An owner's pools follow from which of its instances are hidden (a card's id never changes): the
   * same hidden instances as last time, the same pools (the rival's do not move while this Master draws).
   */
  private entry(owner: Seat): OwnerPools {
    const state = this.state
    const memo = this.memo
    if (memo.lists?.from !== this.options.rivalDeckList) memo.pools = [null, null]
    let entry = memo.pools[owner]
    if (entry === null || !sameIds(entry.hidden, memo.hidden[owner])) {
      entry = { hidden: memo.hidden[owner], ...ownerPools(this.real, state, this.seat, owner, this.catalogue, this.options.rivalDeckList, memo, entry) }
      memo.pools[owner] = entry
    }
    return entry
  }
}

/** The state with every instance `seat` may not know carrying HIDDEN_CARD, and no RNG, forced dice or log. */
function redactedState(state: GameState, seat: Seat, memo: ViewMemo, log: readonly Action[] | ActionLog): GameState {
  const real = state.cards
  const seen = seenBy(state, seat, memo, log)
  const rival = other(seat)
  const basis: MarksBasis = { seat, deck: state.masters[seat].deck, discard: state.masters[rival].discard, relic: state.masters[rival].relicZone.relic, seen, seenSize: seen.size }
  const lastReal = memo.real, lastOut = memo.redactedCards
  let cards: CardInstance[]
  let hidden: [InstanceId[], InstanceId[]]
  if (real === lastReal && lastOut !== null && memo.basis !== null && sameBasis(memo.basis, basis)) {
    // No instance replaced since the last view and nothing else a mark rests on moved: the last redacted table stands.
    cards = lastOut as CardInstance[]
    hidden = memo.hidden
  } else if (lastReal !== null && lastOut !== null && lastReal.length === real.length && memo.basis !== null && sameBasis(memo.basis, basis)) {
    // Nothing a mark depends on moved but the instances the engine replaced (see hiddenMarks): an
    // instance kept is hidden exactly as before (its last copy stands), and so is a replaced one of
    // the viewer's (its mark follows from its deck and what it was shown); a replaced rival
    // instance is read again. An instance is hidden exactly when its copy is not the real one, so
    // while no instance changes sides the hidden lists are the last ones.
    const inDiscard = discardIds(state.masters[rival].discard, memo)
    cards = lastOut.slice()
    let moved = false
    for (let i = 0; i < real.length; i++) {
      const c = real[i] as CardInstance
      if (c === lastReal[i]) continue
      const wasHidden = lastOut[i] !== lastReal[i]
      const isHidden = c.owner === rival ? rivalHidden(c, seen, basis.relic, inDiscard) : wasHidden
      if (isHidden !== wasHidden) moved = true
      cards[i] = isHidden ? { ...c, cardId: HIDDEN_CARD } : c
    }
    hidden = moved ? hiddenOf(real, cards) : memo.hidden
  } else {
    cards = new Array<CardInstance>(real.length)
    hidden = [[], []]
    const marks = hiddenMarks(state, seat, seen, memo)
    for (let i = 0; i < real.length; i++) {
      const c = real[i] as CardInstance
      if (marks[i] === 0) { cards[i] = c; continue }
      hidden[c.owner].push(i)
      // The same instance as last time, hidden then too: its redacted copy still holds.
      const before = lastReal !== null && lastOut !== null && lastReal[i] === c ? lastOut[i] : undefined
      cards[i] = before !== undefined && before !== c ? before : { ...c, cardId: HIDDEN_CARD }
    }
  }
  memo.basis = basis
  memo.hidden = hidden
  memo.real = real
  memo.redactedCards = cards
  return redactedCopy(state, cards)
}

/**
 * The state with these instances and no RNG, forced dice or log, field by field (as the engine's
 * drafts copy a state): a spread that then overwrote four fields cost more than the whole loop above.
 * The type check makes a field added to GameState fail here until it is copied too.
 */
function redactedCopy(b: GameState, cards: CardInstance[]): GameState {
  const copy: { [K in keyof GameState]-?: GameState[K] } = {
    mode: b.mode, goldfishSeat: b.goldfishSeat, maxTurns: b.maxTurns, rng: ZERO_RNG, forcedDice: [], masters: b.masters,
    cards, activeSeat: b.activeSeat, firstSeat: b.firstSeat, phase: b.phase, variant: b.variant, stack: b.stack,
    combat: b.combat, result: b.result, log: EMPTY_LOG,
  }
  return copy
}

/** Per owner, the instances whose redacted copy is not the real one, in id order. */
function hiddenOf(real: readonly CardInstance[], cards: readonly CardInstance[]): [InstanceId[], InstanceId[]] {
  const hidden: [InstanceId[], InstanceId[]] = [[], []]
  for (let i = 0; i < real.length; i++) { const c = real[i] as CardInstance; if (cards[i] !== c) hidden[c.owner].push(i) }
  return hidden
}

/** What the marks rest on besides the instances themselves: the viewer's deck, the rival's discard and relic, and what the viewer was shown. */
type MarksBasis = { seat: Seat; deck: readonly InstanceId[]; discard: readonly InstanceId[]; relic: InstanceId | null; seen: Set<InstanceId>; seenSize: number }

// The zone arrays are replaced, never changed in place, when the engine moves a card (and `seen` only grows, or is replaced for another log).
const sameBasis = (a: MarksBasis, b: MarksBasis): boolean =>
  a.seat === b.seat && a.deck === b.deck && a.discard === b.discard && a.relic === b.relic && a.seen === b.seen && a.seenSize === b.seenSize

type Pools = Pick<MasterView, 'pools' | 'enemyPools'>

function sameIds<T extends InstanceId | string>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** One owner's pools: its list (the own one, or the rival's public one) minus the cards of it this Master has been shown. */
function ownerPools(state: GameState, redacted: GameState, seat: Seat, owner: Seat, catalogue: Catalogue, rivalDeckList: readonly string[] | undefined, memo: ViewMemo, last: OwnerPools | null): Omit<OwnerPools, 'hidden'> {
  const cards = redacted.cards
  const m = state.masters[owner]
  // Not in the deck list: the relic and its enemies (a handful: read from the zone, no Set built per call).
  const enemies = m.relicZone.enemies, relicId = m.relicZone.relic
  // Sorted: the order of the instance table must not tell where each card is. A Master's own list
  // never changes within a game, nor does the rival's public one: they are sorted once per memo.
  if (memo.lists === null || memo.lists.from !== rivalDeckList) {
    const mine = state.masters[seat]
    const skip = new Set<InstanceId>(mine.relicZone.enemies)
    if (mine.relicZone.relic !== null) skip.add(mine.relicZone.relic)
    const own = state.cards.filter((c) => c.owner === seat && !skip.has(c.id)).map((c) => c.cardId).sort()
    memo.lists = { own, rival: rivalDeckList === undefined ? cardPoolList(catalogue) : [...rivalDeckList].sort(), from: rivalDeckList }
  }
  const shown: string[] = []
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as CardInstance
    if (c.owner === owner && c.cardId !== HIDDEN_CARD && c.id !== relicId && !enemies.includes(c.id)) shown.push(c.cardId)
  }
  // (`last` is null when the lists changed: memo.pools is cleared then.)
  const pool = last !== null && sameIds(last.shown, shown) ? last.pool : poolAfter(owner === seat ? memo.lists.own : memo.lists.rival, shown, last)
  const relic = m.relicZone.relic === null ? undefined : catalogue.byId.get(state.cards[m.relicZone.relic]?.cardId ?? '')
  const shownEnemies: string[] = []
  for (let i = 0; i < enemies.length; i++) { const id = cards[enemies[i] as InstanceId]?.cardId ?? HIDDEN_CARD; if (id !== HIDDEN_CARD) shownEnemies.push(id) }
  const enemyPool = last !== null && last.relic === relic && sameIds(last.shownEnemies, shownEnemies) ? last.enemyPool
    : minus(relic?.type === 'relic' ? relicEnemies(relic) : [], shownEnemies).sort()
  return { pool, enemyPool, shown, shownEnemies, relic }
}

/**
 * `list` minus `shown` (see minus), from the last pool when only cards were added to what was shown
 * (the usual case: the rival revealed or played one more card): the last pool minus the new ones.
 * The lists are sorted, so a multiset difference has one order whichever copies go, and
 * (list − last shown) − added = list − shown: the same array contents as `minus(list, shown)`, for a
 * copy of the last pool instead of a pass over the whole list (the card pool of an unknown deck runs
 * to hundreds of ids) with a count of every card shown.
 */
function poolAfter(list: readonly string[], shown: readonly string[], last: OwnerPools | null): string[] {
  if (last === null || last.shown.length >= shown.length) return minus(list, shown)
  const added = addedTo(last.shown, shown)
  if (added === null) return minus(list, shown)
  const pool = last.pool.slice()
  for (let i = 0; i < added.length; i++) {
    const at = sortedIndexOf(pool, added[i] as string)
    if (at >= 0) pool.splice(at, 1)
  }
  return pool
}

/** What `now` holds beyond `before` (multisets), or null when `before` is not within `now`. */
function addedTo(before: readonly string[], now: readonly string[]): string[] | null {
  const left = new Map<string, number>()
  for (let i = 0; i < now.length; i++) { const id = now[i] as string; left.set(id, (left.get(id) ?? 0) + 1) }
  for (let i = 0; i < before.length; i++) {
    const id = before[i] as string
    const n = left.get(id) ?? 0
    if (n === 0) return null
    left.set(id, n - 1)
  }
  const out: string[] = []
  for (const [id, n] of left) for (let i = 0; i < n; i++) out.push(id)
  return out
}

/** An index of `id` in the sorted `list`, or -1 (binary search: the same comparison `sort()` ordered it by). */
function sortedIndexOf(list: readonly string[], id: string): number {
  let lo = 0, hi = list.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const v = list[mid] as string
    if (v === id) return mid
    if (v < id) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}

/**
 * What a Master may know of a deck whose list it has not been shown: every card a standard deck may
 * hold (relics and their enemies stand apart, R5.3, R5.4; Soldados are out of standard play, R2.3),
 * each as many times as its copy limit allows (one per Dalma, R5.2; R5.5–R5.8, RUL-25), sorted.
 * Worked out once per catalogue.
 */
const poolOfCatalogue = new WeakMap<Catalogue, string[]>()
export function cardPoolList(catalogue: Catalogue): string[] {
  let out = poolOfCatalogue.get(catalogue)
  if (out === undefined) {
    out = []
    for (const card of catalogue.cards) {
      const limit = copyLimitOf(card.type)?.limit ?? 0
      for (let i = 0; i < limit; i++) out.push(card.id)
    }
    out.sort()
    poolOfCatalogue.set(catalogue, out)
  }
  return out
}

/** A relic's six enemies, one id per copy (worked out once per relic card: the pools ask at every change of the hidden cards). */
const enemiesOfRelic = new WeakMap<Card, string[]>()
function relicEnemies(relic: Extract<Card, { type: 'relic' }>): string[] {
  let out = enemiesOfRelic.get(relic)
  if (out === undefined) { out = relic.enemies.flatMap((e) => Array.from({ length: e.count }, () => e.id)); enemiesOfRelic.set(relic, out) }
  return out
}

/** Where a hidden instance lies, for a prior on what it is (`determinize`): a Master's hand or face down in its Zona de Juego. */
export type HiddenZone = 'hand' | 'play'
/**
 * How much likelier `cardId` is at a hidden instance in `zone` than its share of the pool says (1:
 * no more, no less). Masters do not put cards face down at random: a trap works only face down
 * (R14.3) while most other cards are revealed to be used (R8.4), so a card left face down in play is
 * far likelier a trap than the deck's share of traps.
 */
export type HiddenPrior = (cardId: string, zone: HiddenZone) => number

/**
 * Draws an index of a pool from its cards' prior weights (`weights[j]` the weight of the pool's card j), each in
 * proportion to its weight (uniform when every weight is 0). The weights come as numbers read once per world, not
 * as prior calls per draw: a private list's pool is the whole card pool (hundreds of ids), read twice per hidden card.
 */
function weightedIndex(weights: readonly number[], rng: RngState): number {
  let total = 0
  for (let j = 0; j < weights.length; j++) total += weights[j] as number
  if (!(total > 0)) return nextInt(rng, weights.length)
  let x = (nextInt(rng, 0x40000000) / 0x40000000) * total
  for (let j = 0; j < weights.length; j++) { x -= weights[j] as number; if (x < 0) return j }
  return weights.length - 1
}

/** A pool's prior weights by zone (`weights[j]` that of the pool's card j). */
type PoolWeights = { readonly prior: HiddenPrior; readonly play: readonly number[]; readonly hand: readonly number[] }
/**
 * Per pool array of a view, the prior's weights of its cards, read once: the search draws a hundred worlds and more
 * from one view, whose pools are the same arrays throughout (a view's memo hands back the same array while the
 * owner's hidden cards stay the same, and nothing writes to it: `determinize` draws from copies).
 */
const poolWeights = new WeakMap<readonly string[], PoolWeights>()
function weightsOf(pool: readonly string[], prior: HiddenPrior): PoolWeights {
  let w = poolWeights.get(pool)
  if (w === undefined || w.prior !== prior || w.play.length !== pool.length) {
    w = { prior, play: pool.map((cardId) => prior(cardId, 'play')), hand: pool.map((cardId) => prior(cardId, 'hand')) }
    poolWeights.set(pool, w)
  }
  return w
}

/** Removes index `k` of `list` by moving its last element there (the pools' draw without replacement). */
function swapRemove<T>(list: T[], k: number): void {
  list[k] = list[list.length - 1] as T
  list.pop()
}

/**
 * R6.2, R6.3: during the set-up the rival's starting Dalma lies face down with the two cards it knows, until the initial
 * revelation (R6.9). Drawn like any hidden card it could be any card of the pool (a treasure in the Dalma's place, a
 * world with a crippled rival: the set-up's worlds read some three games in four for the searching side). It is drawn
 * among the pool's Dalmas whose two starting cards the pool also holds, and those two go to its learned cards; when the
 * owner's public list names its starting Dalma (`named`), that one, with no draw. Returns the owner whose pool it took
 * from, or null when there is nothing to place (no set-up, the Dalma shown, or no Dalma in the pool that fits).
 */
function placeStartingDalma(id: InstanceId | null, cards: CardInstance[], pools: string[][], catalogue: Catalogue, rng: RngState, named: string | undefined): Seat | null {
  if (id === null) return null
  const dalma = cards[id] as CardInstance
  if (dalma.cardId !== HIDDEN_CARD) return null
  const pool = pools[dalma.owner] as string[]
  const fits: string[] = []
  for (const cardId of new Set(pool)) {
    const card = catalogue.byId.get(cardId)
    if (card?.type === 'dalma' && card.startingCards.every((known) => pool.includes(known))) fits.push(cardId)
  }
  if (fits.length === 0) return null
  const pick = named !== undefined && fits.includes(named) ? named : fits[nextInt(rng, fits.length)]
  const chosen = catalogue.byId.get(pick as string) as Extract<Card, { type: 'dalma' }>
  const take = (cardId: string) => { const k = pool.indexOf(cardId); if (k >= 0) swapRemove(pool, k) }
  take(chosen.id)
  cards[id] = { ...dalma, cardId: chosen.id }
  dalma.learned.forEach((learnedId, n) => {
    const known = chosen.startingCards[n]
    const card = cards[learnedId] as CardInstance
    if (known === undefined || card.cardId !== HIDDEN_CARD) return
    take(known)
    cards[learnedId] = { ...card, cardId: known }
  })
  return dalma.owner
}

/**
 * One complete state consistent with the view: every hidden instance gets a card drawn without
 * replacement from its owner's pool (enemies from the relic's), and the dice a fresh generator
 * seeded from the bot's own stream. Bots search on these, never on the real state.
 *
 * With a `prior`, the hidden cards face down in each Zona de Juego, then those in each hand, are drawn
 * first, each in proportion to the prior's weight for its zone; the rest (decks) stay uniform on what
 * is left. Without one, every draw is uniform (and the worlds are exactly those of earlier versions).
 */
export function determinize(view: MasterView, rng: RngState, prior?: HiddenPrior, catalogue?: Catalogue): GameState {
  const s = view.state
  const viewPools = view.pools
  const pools = viewPools.map((p) => p.slice())
  const enemyPools = view.enemyPools.map((p) => p.slice())
  const enemyIds = new Set<InstanceId>()
  for (const m of s.masters) for (const id of m.relicZone.enemies) enemyIds.add(id)
  const cards = s.cards.slice()
  // Owners whose pool the set-up's pass below has drawn from: their prior weights are read from what is left.
  const drawn: [boolean, boolean] = [false, false]
  if (catalogue !== undefined) {
    for (const [seat, m] of s.masters.entries()) {
      const owner = placeStartingDalma(m.startingDalma, cards, pools, catalogue, rng, seat === view.seat ? undefined : view.rivalStartingDalma)
      if (owner !== null) drawn[owner] = true
    }
  }
  if (prior !== undefined) {
    // Per owner, the prior's weight in each zone of each card left in its pool (copied from the view's pool on the
    // owner's first draw, before any, and kept in step with the pool by the same swap-removal), so each draw reads
    // the weights of the cards left, in the pool's order, as the prior itself would give them.
    const weights: [Record<HiddenZone, number[]> | null, Record<HiddenZone, number[]> | null] = [null, null]
    for (const zone of ['play', 'hand'] as const) {
      for (const m of s.masters) {
        for (const id of zone === 'play' ? m.playZone : m.hand) {
          const c = cards[id] as CardInstance
          if (c.cardId !== HIDDEN_CARD) continue
          const pool = pools[c.owner] as string[]
          if (pool.length === 0) continue
          let own = weights[c.owner]
          if (own === null) {
            const all = drawn[c.owner] ? { play: pool.map((id) => prior(id, 'play')), hand: pool.map((id) => prior(id, 'hand')) } : weightsOf(viewPools[c.owner], prior)
            own = { play: all.play.slice(), hand: all.hand.slice() }
            weights[c.owner] = own
          }
          const k = weightedIndex(own[zone], rng)
          const cardId = pool[k] as string
          swapRemove(pool, k)
          swapRemove(own.play, k)
          swapRemove(own.hand, k)
          cards[id] = { ...c, cardId }
        }
      }
    }
  }
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
