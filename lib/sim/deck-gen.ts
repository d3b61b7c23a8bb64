// Legal decks made by chance, and the changes a genetic algorithm makes to them (issue 30). Every deck
// these functions return passes validateDeck (§5): one relic beside the deck (R5.3), one to five distinct
// Dalmas (R5.2), the starting Dalma among them with its two cards (RUL-2, R5.9), the copy limits by type
// (R5.5–R5.8, RUL-25), at least 40 cards (R5.1), no relic, enemy or Soldado among the cards (R5.3, R5.4,
// RUL-10). «Any relic, any count»: the relic is any of the catalogue's, a card may be there once or up
// to its limit, the size anywhere in the bounds asked (40 to 70 by default: no maximum is printed, R5.1,
// and past the boxed decks' 70 the builder warns). The variant (§23) changes no deck rule today: no
// variant brings Soldados in (RUL-10), so the same decks are legal under every one of them.
//
// Seeded: the same generator state gives the same decks. Pure (no Node), so the page could run it too.
import { copyLimitOf, toSilver, type Card, type Catalogue, type Profession } from '../catalogue/model'
import { normalizeDeck, type Deck } from '../decks/model'
import { MAX_DISTINCT_DALMAS, MIN_DECK_SIZE, PREBUILT_DECK_SIZE, validateDeck } from '../decks/validate'
import { nextInt, type RngState } from '../engine/rng'
import type { Variant } from '../engine/state'

export type DeckBounds = { minSize: number; maxSize: number }
export const DEFAULT_BOUNDS: DeckBounds = { minSize: MIN_DECK_SIZE, maxSize: PREBUILT_DECK_SIZE }

export type RandomDeckOptions = {
  bounds?: DeckBounds
  /** Spells and skills only of the professions of the deck's Dalmas (still any legal deck of those cards). Default true. */
  coherent?: boolean
  /** The variant the deck will be played under (§23); kept for the record, it changes no deck rule (RUL-10). */
  variant?: Variant
  name?: string
}

/** A deck being changed: counts by card id. */
type Draft = { relicId: string; startingDalmaId: string; counts: Map<string, number> }

const rand = (rng: RngState, n: number): number => nextInt(rng, n)
const pickOne = <T,>(rng: RngState, xs: readonly T[]): T => {
  if (xs.length === 0) throw new Error('pickOne: nada que elegir')
  return xs[rand(rng, xs.length)] as T
}
const chance = (rng: RngState, p: number): boolean => rand(rng, 1_000_000) < p * 1_000_000

/** Cards a deck may hold (§5): no relics, enemies or Soldados (RUL-10: no variant brings them in). */
const deckable = (c: Card): boolean => c.type !== 'relic' && c.type !== 'enemy' && c.type !== 'soldier'

/** Copies a deck may hold: 1 for a Dalma (R5.2), the type's limit otherwise. */
export const copiesAllowed = (c: Card): number => (c.type === 'dalma' ? 1 : copyLimitOf(c.type)?.limit ?? 0)

/**
 * A card's price in silver, for «similar»: the gold needed to put it to use, as the builder's curve
 * counts it (the reveal price, R8.4, plus the learning cost of a spell or skill, R11.4).
 */
export function cardPrice(c: Card): number {
  switch (c.type) {
    case 'dalma': return 50
    case 'spell': case 'skill': return toSilver(c.learnCost)
    case 'treasure': case 'relic': case 'enemy': return 0
    default: return toSilver(c.cost)
  }
}

const professionOf = (c: Card): Profession | null => (c.type === 'spell' || c.type === 'skill' || c.type === 'dalma' ? c.profession : null)

function size(d: Draft): number {
  let n = 0
  for (const [, k] of d.counts) n += k
  return n
}

const toDeck = (d: Draft, name?: string): Deck => normalizeDeck({
  ...(name ? { name } : {}), relicId: d.relicId, startingDalmaId: d.startingDalmaId,
  entries: [...d.counts].map(([cardId, count]) => ({ cardId, count })),
})

function draftOf(deck: Deck, catalogue: Catalogue): Draft {
  const counts = new Map<string, number>()
  for (const e of deck.entries) {
    const c = catalogue.byId.get(e.cardId)
    if (c === undefined || !deckable(c) || e.count <= 0) continue
    counts.set(e.cardId, (counts.get(e.cardId) ?? 0) + e.count)
  }
  const relics = catalogue.cards.filter((c) => c.type === 'relic')
  const relicId = deck.relicId !== null && catalogue.byId.get(deck.relicId)?.type === 'relic' ? deck.relicId : (relics[0]?.id ?? '')
  const dalmaInDeck = [...counts.keys()].find((id) => catalogue.byId.get(id)?.type === 'dalma')
  const startingDalmaId = deck.startingDalmaId !== null && catalogue.byId.get(deck.startingDalmaId)?.type === 'dalma' ? deck.startingDalmaId : (dalmaInDeck ?? '')
  return { relicId, startingDalmaId, counts }
}

/** Pools read once per catalogue. */
type Pools = { relics: string[]; dalmas: Card[]; others: Card[] }
const poolCache = new WeakMap<Catalogue, Pools>()
function pools(catalogue: Catalogue): Pools {
  let p = poolCache.get(catalogue)
  if (p === undefined) {
    p = {
      relics: catalogue.cards.filter((c) => c.type === 'relic').map((c) => c.id),
      dalmas: catalogue.cards.filter((c) => c.type === 'dalma'),
      others: catalogue.cards.filter((c) => deckable(c) && c.type !== 'dalma'),
    }
    if (p.relics.length === 0 || p.dalmas.length === 0) throw new Error('el catálogo no tiene reliquias o Dalmas')
    poolCache.set(catalogue, p)
  }
  return p
}

function professions(d: Draft, catalogue: Catalogue): Set<Profession> {
  const out = new Set<Profession>()
  for (const id of d.counts.keys()) {
    const c = catalogue.byId.get(id)
    if (c?.type === 'dalma') out.add(c.profession)
  }
  return out
}

/** A card that fits the draft's professions (when coherent) and has a copy left. */
function fillCandidates(d: Draft, catalogue: Catalogue, coherent: boolean): Card[] {
  const profs = professions(d, catalogue)
  return pools(catalogue).others.filter((c) => {
    if ((d.counts.get(c.id) ?? 0) >= copiesAllowed(c)) return false
    const p = professionOf(c)
    return !coherent || p === null || profs.has(p)
  })
}

function addCopy(d: Draft, id: string): void { d.counts.set(id, (d.counts.get(id) ?? 0) + 1) }
function removeCopy(d: Draft, id: string): void {
  const k = d.counts.get(id) ?? 0
  if (k <= 1) d.counts.delete(id)
  else d.counts.set(id, k - 1)
}

/** Copies of each card the starting Dalma needs in the deck (R5.9). */
function needs(d: Draft, catalogue: Catalogue): Map<string, number> {
  const out = new Map<string, number>()
  const s = catalogue.byId.get(d.startingDalmaId)
  if (s?.type === 'dalma') for (const id of s.startingCards) out.set(id, (out.get(id) ?? 0) + 1)
  return out
}

/**
 * Makes a draft legal, changing as little as it can: the relic, at most five distinct Dalmas with the
 * starting one among them, its two cards in, copy limits kept, the size within bounds (cards the
 * starting Dalma needs are never the ones removed).
 */
function repair(d: Draft, catalogue: Catalogue, rng: RngState, bounds: DeckBounds, coherent: boolean): void {
  const p = pools(catalogue)
  if (catalogue.byId.get(d.relicId)?.type !== 'relic') d.relicId = pickOne(rng, p.relics)
  for (const [id, k] of [...d.counts]) {
    const c = catalogue.byId.get(id)
    if (c === undefined || !deckable(c)) { d.counts.delete(id); continue }
    const limit = copiesAllowed(c)
    if (k > limit) d.counts.set(id, limit)
  }
  let dalmas = [...d.counts.keys()].filter((id) => catalogue.byId.get(id)?.type === 'dalma')
  if (catalogue.byId.get(d.startingDalmaId)?.type !== 'dalma') d.startingDalmaId = dalmas.length > 0 ? pickOne(rng, dalmas) : pickOne(rng, p.dalmas).id
  if (!d.counts.has(d.startingDalmaId)) d.counts.set(d.startingDalmaId, 1)
  dalmas = [...d.counts.keys()].filter((id) => catalogue.byId.get(id)?.type === 'dalma')
  while (dalmas.length > MAX_DISTINCT_DALMAS) {
    const drop = pickOne(rng, dalmas.filter((id) => id !== d.startingDalmaId))
    d.counts.delete(drop)
    dalmas = dalmas.filter((id) => id !== drop)
  }
  for (const [id, k] of needs(d, catalogue)) if ((d.counts.get(id) ?? 0) < k) d.counts.set(id, k)
  const need = needs(d, catalogue)
  const removable = () => [...d.counts].flatMap(([id, k]) => {
    if (id === d.startingDalmaId) return []
    const spare = k - (need.get(id) ?? 0)
    return spare > 0 ? Array.from({ length: spare }, () => id) : []
  })
  while (size(d) > bounds.maxSize) { const r = removable(); if (r.length === 0) break; removeCopy(d, pickOne(rng, r)) }
  while (size(d) < bounds.minSize) {
    let options = fillCandidates(d, catalogue, coherent)
    if (options.length === 0) options = fillCandidates(d, catalogue, false)
    if (options.length === 0) throw new Error('no quedan cartas para llegar al mínimo')
    addCopy(d, pickOne(rng, options).id)
  }
}

function legalOrThrow(deck: Deck, catalogue: Catalogue): Deck {
  const v = validateDeck(deck, catalogue)
  if (!v.legal) throw new Error(`mazo generado ilegal: ${v.problems.map((x) => x.code).join(', ')}`)
  return deck
}

/** A legal deck drawn at random under §5 (see the header): relic, Dalmas, size and every copy by the generator. */
export function randomDeck(catalogue: Catalogue, rng: RngState, options: RandomDeckOptions = {}): Deck {
  const bounds = options.bounds ?? DEFAULT_BOUNDS
  const coherent = options.coherent ?? true
  const p = pools(catalogue)
  const dalmaCount = 1 + rand(rng, Math.min(MAX_DISTINCT_DALMAS, p.dalmas.length))
  const chosen: Card[] = []
  const left = [...p.dalmas]
  for (let i = 0; i < dalmaCount; i++) chosen.push(left.splice(rand(rng, left.length), 1)[0] as Card)
  const d: Draft = { relicId: pickOne(rng, p.relics), startingDalmaId: pickOne(rng, chosen).id, counts: new Map(chosen.map((c) => [c.id, 1])) }
  for (const [id, k] of needs(d, catalogue)) d.counts.set(id, k)
  const target = bounds.minSize + rand(rng, bounds.maxSize - bounds.minSize + 1)
  // Each card drawn comes with any number of copies its limit leaves room for: «any count».
  while (size(d) < target) {
    const options = fillCandidates(d, catalogue, coherent)
    if (options.length === 0) break
    const card = pickOne(rng, options)
    const room = copiesAllowed(card) - (d.counts.get(card.id) ?? 0)
    const copies = Math.min(1 + rand(rng, room), target - size(d))
    for (let k = 0; k < copies; k++) addCopy(d, card.id)
  }
  repair(d, catalogue, rng, bounds, coherent)
  return legalOrThrow(toDeck(d, options.name), catalogue)
}

// ---- the genetic algorithm's operators -------------------------------------------------------------

/**
 * A card like `card` for a swap: the same type (a Dalma for a Dalma) and a near price, nearer ones
 * likelier (weight 1 / (1 + |Δ price| in gold)); never the card itself, never one without a copy left.
 */
export function similarCard(card: Card, d: { counts: ReadonlyMap<string, number> }, catalogue: Catalogue, rng: RngState): Card | null {
  const pool = card.type === 'dalma' ? pools(catalogue).dalmas : pools(catalogue).others
  const candidates = pool.filter((c) => c.type === card.type && c.id !== card.id && (d.counts.get(c.id) ?? 0) < copiesAllowed(c))
  if (candidates.length === 0) return null
  const price = cardPrice(card)
  const weights = candidates.map((c) => 1 / (1 + Math.abs(cardPrice(c) - price) / 10))
  const total = weights.reduce((a, b) => a + b, 0)
  let x = (rand(rng, 1_000_000) / 1_000_000) * total
  for (let i = 0; i < candidates.length; i++) {
    x -= weights[i] as number
    if (x < 0) return candidates[i] as Card
  }
  return candidates[candidates.length - 1] as Card
}

export type MutationOptions = { bounds?: DeckBounds; coherent?: boolean; /** Expected swaps (at least one). */ swaps?: number }

/**
 * A legal child of a legal deck: a few copies swapped for similar cards (type and price), and now and
 * then the relic changed, a card added or taken out, or another of its Dalmas made the starting one.
 */
export function mutateDeck(deck: Deck, catalogue: Catalogue, rng: RngState, options: MutationOptions = {}): Deck {
  const bounds = options.bounds ?? DEFAULT_BOUNDS
  const coherent = options.coherent ?? true
  const d = draftOf(deck, catalogue)
  const mean = Math.max(1, options.swaps ?? 2)
  let swaps = 1
  while (swaps < 4 * mean && chance(rng, 1 - 1 / mean)) swaps++
  for (let s = 0; s < swaps; s++) {
    const copies = [...d.counts].flatMap(([id, k]) => Array.from({ length: k }, () => id))
    const out = catalogue.byId.get(pickOne(rng, copies))
    if (out === undefined) continue
    const into = similarCard(out, d, catalogue, rng)
    if (into === null) continue
    removeCopy(d, out.id)
    addCopy(d, into.id)
    if (out.id === d.startingDalmaId) d.startingDalmaId = into.id
  }
  if (chance(rng, 0.1)) d.relicId = pickOne(rng, pools(catalogue).relics)
  if (chance(rng, 0.15) && size(d) < bounds.maxSize) {
    const options = fillCandidates(d, catalogue, coherent)
    if (options.length > 0) addCopy(d, pickOne(rng, options).id)
  }
  if (chance(rng, 0.15) && size(d) > bounds.minSize) {
    const copies = [...d.counts].flatMap(([id, k]) => (catalogue.byId.get(id)?.type === 'dalma' ? [] : Array.from({ length: k }, () => id)))
    if (copies.length > 0) removeCopy(d, pickOne(rng, copies))
  }
  if (chance(rng, 0.05)) {
    const dalmas = [...d.counts.keys()].filter((id) => catalogue.byId.get(id)?.type === 'dalma')
    d.startingDalmaId = pickOne(rng, dalmas)
  }
  repair(d, catalogue, rng, bounds, coherent)
  return legalOrThrow(toDeck(d, deck.name), catalogue)
}

/**
 * A legal child of two legal decks: the relic and the starting Dalma of one parent, up to five of both
 * parents' Dalmas, and the rest drawn copy by copy from both parents' cards (their multiset union) to a
 * size between theirs; then repaired (copy limits, the starting Dalma's cards, the size).
 */
export function crossDecks(a: Deck, b: Deck, catalogue: Catalogue, rng: RngState, options: MutationOptions = {}): Deck {
  const bounds = options.bounds ?? DEFAULT_BOUNDS
  const coherent = options.coherent ?? true
  const pa = draftOf(a, catalogue), pb = draftOf(b, catalogue)
  const lead = chance(rng, 0.5) ? pa : pb
  const dalmaIds = [...new Set([...pa.counts.keys(), ...pb.counts.keys()].filter((id) => catalogue.byId.get(id)?.type === 'dalma'))]
  const keep = new Set<string>([lead.startingDalmaId])
  const rest = dalmaIds.filter((id) => id !== lead.startingDalmaId)
  const dalmasOf = (x: Draft) => [...x.counts.keys()].filter((id) => catalogue.byId.get(id)?.type === 'dalma').length
  const wanted = Math.round((dalmasOf(pa) + dalmasOf(pb)) / 2)
  while (keep.size < Math.min(MAX_DISTINCT_DALMAS, Math.max(1, wanted)) && rest.length > 0) keep.add(rest.splice(rand(rng, rest.length), 1)[0] as string)
  const child: Draft = { relicId: chance(rng, 0.5) ? pa.relicId : pb.relicId, startingDalmaId: lead.startingDalmaId, counts: new Map([...keep].map((id) => [id, 1])) }
  const sa = size(pa), sb = size(pb)
  const target = Math.min(sa, sb) + rand(rng, Math.abs(sa - sb) + 1)
  const bag = [...pa.counts, ...pb.counts].flatMap(([id, k]) => (catalogue.byId.get(id)?.type === 'dalma' ? [] : Array.from({ length: k }, () => id)))
  while (size(child) < target && bag.length > 0) {
    const id = bag.splice(rand(rng, bag.length), 1)[0] as string
    const c = catalogue.byId.get(id)
    if (c !== undefined && (child.counts.get(id) ?? 0) < copiesAllowed(c)) addCopy(child, id)
  }
  repair(child, catalogue, rng, bounds, coherent)
  return legalOrThrow(toDeck(child, a.name), catalogue)
}

// ---- a deck's style, for the map of MAP-Elites -----------------------------------------------------

export type DeckStyle = {
  /** Distinct Dalmas (R5.2: one to five). */
  dalmas: number
  /** Mean price of the deck's cards other than Dalmas, in gold (treasures count 0). */
  meanPrice: number
  /** Share of spells and skills among the deck's cards. */
  learnable: number
  size: number
}

export function deckStyle(deck: Deck, catalogue: Catalogue): DeckStyle {
  let dalmas = 0, n = 0, others = 0, price = 0, learnable = 0
  for (const e of deck.entries) {
    const c = catalogue.byId.get(e.cardId)
    if (c === undefined || !deckable(c)) continue
    n += e.count
    if (c.type === 'dalma') { dalmas++; continue }
    others += e.count
    price += (cardPrice(c) / 10) * e.count
    if (c.type === 'spell' || c.type === 'skill') learnable += e.count
  }
  return { dalmas, meanPrice: others === 0 ? 0 : price / others, learnable: n === 0 ? 0 : learnable / n, size: n }
}
