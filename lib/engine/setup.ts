// Setup (§6, RUL-2 to RUL-6): building the instances, the starting Dalma and its two cards taken
// out before the shuffle, the shuffle, the opening hand and the setup decisions.
import type { Card, Catalogue } from '../catalogue/schema'
import { deckCardIds, normalizeDeck, type Deck } from '../decks/model'
import type { Draft } from './draft'
import type { EngineError } from './errors'
import type { GameEvent } from './events'
import { OPENING_HAND, STARTING_SILVER } from './queries'
import type { Result } from './result'
import { createRng, createRng128, shuffleInPlace } from './rng'
import type { CardInstance, GameConfig, GameState, InstanceId, MasterState, Next, Seat } from './state'
import { NO_FLAGS } from './state'
import { EMPTY_LOG } from './log'
import { ENGINE_VERSION } from './version'
import { fireAbilities } from './triggers'
import { drawCard, gain } from './zones'
import { EMPTY_IDS, EMPTY_EFFECTS } from './empty'

/** A deck read for setup: its starting Dalma and cards (R6.2, R6.3) and the card ids that get shuffled, in deck order. */
export type PreparedDeck = {
  startingDalmaId: string
  startingCardIds: [string, string]
  relicId: string | null
  /** Every card id of the deck, one per copy, in canonical order (normalizeDeck, then deckCardIds). */
  all: string[]
  /** Positions in `all` of the starting Dalma and its two cards. */
  extracted: [number, number, number]
  /** Card ids shuffled at R6.5: `all` minus the extracted ones, in order. */
  rest: string[]
}

const preparedCache = new WeakMap<Deck, { catalogue: Catalogue; results: [Result<PreparedDeck> | undefined, Result<PreparedDeck> | undefined] }>()

/**
 * Checks a deck can start a game and finds what setup takes out of it (RUL-2, R5.9). Remembered
 * per deck object and catalogue (decks are never mutated), so batches of games pay it once.
 */
export function prepareDeck(deck: Deck, catalogue: Catalogue, seat: Seat = 0): Result<PreparedDeck> {
  // Both seats are kept: a batch that swaps the decks' seats every game (selfplay) would otherwise read each deck again every game.
  let cached = preparedCache.get(deck)
  if (cached === undefined || cached.catalogue !== catalogue) { cached = { catalogue, results: [undefined, undefined] }; preparedCache.set(deck, cached) }
  return (cached.results[seat] ??= readDeck(deck, catalogue, seat))
}

function readDeck(deck: Deck, catalogue: Catalogue, seat: Seat): Result<PreparedDeck> {
  if (deck.startingDalmaId === null) return { ok: false, error: { code: 'noStartingDalma', seat } }
  // The shuffle starts from the deck in canonical order (ids sorted, copies merged), so one deck deals the
  // same game for a seed however it was listed: a text file, its share code or a saved deck.
  const all = deckCardIds(normalizeDeck(deck))
  for (const id of all) if (!catalogue.byId.has(id)) return { ok: false, error: { code: 'unknownCard', cardId: id } }
  const dalma = catalogue.byId.get(deck.startingDalmaId)
  if (dalma === undefined) return { ok: false, error: { code: 'unknownCard', cardId: deck.startingDalmaId } }
  if (dalma.type !== 'dalma') return { ok: false, error: { code: 'notADalma', cardId: dalma.id } }
  if (deck.relicId !== null) {
    const relic = catalogue.byId.get(deck.relicId)
    if (relic === undefined) return { ok: false, error: { code: 'unknownCard', cardId: deck.relicId } }
    if (relic.type !== 'relic') return { ok: false, error: { code: 'notARelic', cardId: relic.id } }
    for (const e of relic.enemies) if (!catalogue.byId.has(e.id)) return { ok: false, error: { code: 'unknownCard', cardId: e.id } }
  }
  const taken = new Set<number>()
  const take = (cardId: string): number | null => {
    for (let i = 0; i < all.length; i++) {
      if (all[i] === cardId && !taken.has(i)) { taken.add(i); return i }
    }
    return null
  }
  const dalmaPos = take(dalma.id)
  if (dalmaPos === null) return { ok: false, error: { code: 'startingCardMissing', seat, cardId: dalma.id } }
  const firstPos = take(dalma.startingCards[0])
  if (firstPos === null) return { ok: false, error: { code: 'startingCardMissing', seat, cardId: dalma.startingCards[0] } }
  const secondPos = take(dalma.startingCards[1])
  if (secondPos === null) return { ok: false, error: { code: 'startingCardMissing', seat, cardId: dalma.startingCards[1] } }
  return {
    ok: true,
    value: {
      startingDalmaId: dalma.id,
      startingCardIds: [dalma.startingCards[0], dalma.startingCards[1]],
      relicId: deck.relicId,
      all,
      extracted: [dalmaPos, firstPos, secondPos],
      rest: all.filter((_, i) => !taken.has(i)),
    },
  }
}

/**
 * The opening hand (R6.6, before any replacement) that createGame deals to the first deck for this
 * seed, without building a game: the same generator, the same front-to-back Fisher–Yates, stopped
 * once the five top positions are fixed (they never move in the rest of the shuffle).
 */
export function openingHand(prepared: PreparedDeck, seed: number): string[] {
  const ids = prepared.rest.slice()
  shuffleInPlace(ids, createRng(seed), OPENING_HAND)
  return ids.slice(0, OPENING_HAND)
}

function newInstance(id: InstanceId, cardId: string, owner: Seat): CardInstance {
  return {
    id, cardId, owner, faceUp: false, actionMarker: false, useCounters: 0, damage: 0, loaded: false, defeated: false,
    equippedTo: null, equipment: EMPTY_IDS, learnedBy: null, learned: EMPTY_IDS, effects: EMPTY_EFFECTS,
    flags: NO_FLAGS, counterTurn: null,
  }
}

/** A new instance at the end of the table; its id is its index. */
function addInstance(cards: CardInstance[], catalogue: Catalogue, cardId: string, owner: Seat): InstanceId {
  const id = cards.length
  // The catalogue's own id string: card lookups by an identical string object skip comparing characters.
  cards.push(newInstance(id, catalogue.byId.get(cardId)?.id ?? cardId, owner))
  return id
}

function emptyMaster(seat: Seat, inert: boolean): MasterState {
  return {
    seat, deck: [], hand: [], playZone: [], combatZone: [], relicZone: { relic: null, enemies: [] }, discard: [],
    silver: 0, masterActions: 0, turn: 0, replacementUsed: false, inert, startingDalma: null,
  }
}

export type CreateGameResult = { ok: true; value: GameState; events: GameEvent[] } | { ok: false; error: EngineError }

/**
 * A new game, stopped at its first decision (the initial replacement, R6.7). Deterministic: the
 * same config and catalogue give the same state.
 */
export function createGame(config: GameConfig, catalogue: Catalogue): CreateGameResult {
  if (config.engineVersion !== undefined && config.engineVersion !== ENGINE_VERSION) {
    return { ok: false, error: { code: 'engineVersion', recorded: config.engineVersion, current: ENGINE_VERSION } }
  }
  const seats: Seat[] = config.mode === 'goldfish' ? [0] : [0, 1]
  const prepared: PreparedDeck[] = []
  for (const seat of seats) {
    const deck = config.masters[seat]?.deck
    if (deck === undefined) return { ok: false, error: { code: 'noDeck', seat } }
    const p = prepareDeck(deck, catalogue, seat)
    if (!p.ok) return p
    prepared.push(p.value)
  }

  let rng = createRng(config.seed)
  if (config.seed128 !== undefined) {
    const wide = createRng128(config.seed128)
    if (wide === null) return { ok: false, error: { code: 'badSeed' } }
    rng = wide
  }
  // R6.5, with the very draws of every earlier version (so a seed deals the same cards everywhere):
  // each deck's rest, shuffled as positions in its canonical list, top of the deck first.
  const dealt: number[][] = []
  for (const seat of seats) {
    const p = prepared[seat] as PreparedDeck
    const [x, y, z] = p.extracted
    const deck: number[] = []
    for (let i = 0; i < p.all.length; i++) if (i !== x && i !== y && i !== z) deck.push(i)
    shuffleInPlace(deck, rng)
    dealt.push(deck)
  }
  // R6.1: the enemies lie face down in a random order, so a place in the relic zone names none (issue 13).
  const enemyOrder: string[][] = []
  for (const seat of seats) {
    const relicId = (prepared[seat] as PreparedDeck).relicId
    const relic = relicId === null ? undefined : catalogue.byId.get(relicId)
    const enemies: string[] = []
    if (relic?.type === 'relic') for (const e of relic.enemies) for (let i = 0; i < e.count; i++) enemies.push(e.id)
    shuffleInPlace(enemies, rng)
    enemyOrder.push(enemies)
  }

  // Instance ids follow where the cards lie after the shuffle, never the deck list (issue 13): each
  // Master's deck from the top (the opening hand first), its starting Dalma and the two cards it knows,
  // its relic, its enemies in their shuffled order. So an id names no hidden card.
  const cards: CardInstance[] = []
  const masters: [MasterState, MasterState] = [emptyMaster(0, false), emptyMaster(1, config.mode === 'goldfish')]
  const events: GameEvent[] = []
  for (const seat of seats) {
    const p = prepared[seat] as PreparedDeck
    const m = masters[seat]
    for (const at of dealt[seat] as number[]) m.deck.push(addInstance(cards, catalogue, p.all[at] as string, seat))
    // R6.2, R6.3: the starting Dalma goes face down to the Zona de Juego with its two cards, which it knows.
    const [dalmaPos, firstPos, secondPos] = p.extracted
    const dalmaId = addInstance(cards, catalogue, p.all[dalmaPos] as string, seat)
    const known = [addInstance(cards, catalogue, p.all[firstPos] as string, seat), addInstance(cards, catalogue, p.all[secondPos] as string, seat)]
    m.startingDalma = dalmaId
    m.playZone.push(dalmaId)
    for (const k of known) (cards[k] as CardInstance).learnedBy = dalmaId
    ;(cards[dalmaId] as CardInstance).learned = known
    events.push({ type: 'startingDalmaSetAside', seat, dalmaId, cardIds: known, rule: 'R6.2' })
    // R6.1: the relic and its enemies, face down, out of the deck.
    if (p.relicId !== null) {
      m.relicZone.relic = addInstance(cards, catalogue, p.relicId, seat)
      for (const enemyId of enemyOrder[seat] as string[]) m.relicZone.enemies.push(addInstance(cards, catalogue, enemyId, seat))
    }
    events.push({ type: 'relicSetAside', seat, relicId: m.relicZone.relic, enemyIds: m.relicZone.enemies.slice(), rule: 'R6.1' })
    // R6.5 (shuffled above; the rival's cut does not change the law, so it is not modelled).
    events.push({ type: 'deckShuffled', seat, size: m.deck.length, rule: 'R6.5' })
  }

  const state: GameState = {
    mode: config.mode,
    goldfishSeat: config.goldfishSeat ?? 'first',
    maxTurns: config.maxTurns ?? null,
    rng,
    forcedDice: [],
    masters,
    cards,
    activeSeat: 0,
    firstSeat: null,
    phase: { name: 'setup' },
    variant: config.variant ?? 'none',
    stack: [{ kind: 'initialReplacement', seat: 0 }],
    combat: null,
    result: null,
    log: EMPTY_LOG,
  }
  // R6.6: five cards each, in draw order.
  for (const seat of seats) {
    const m = masters[seat]
    const n = Math.min(OPENING_HAND, m.deck.length)
    for (let i = 0; i < n; i++) {
      const id = m.deck[i] as InstanceId
      m.hand.push(id)
      events.push({ type: 'cardDrawn', seat, instanceId: id, cardId: (cards[id] as CardInstance).cardId, rule: 'R6.6' })
    }
    m.deck = m.deck.slice(n)
  }
  return { ok: true, value: state, events }
}

/** After the initial replacement of `seat`: the next Master's replacement, or the protecting enemies. */
export function afterInitialReplacement(d: Draft, seat: Seat): Next | null {
  if (seat === 0 && !d.s.masters[1].inert) {
    d.s.stack = [{ kind: 'initialReplacement', seat: 1 }]
    return null
  }
  return askProtectingEnemy(d, 0)
}

/** R6.9, RUL-6, NOTE-39: the chosen protecting enemy is revealed with the rest, and its "when revealed" abilities fire. */
export function protectingEnemyChosen(d: Draft, seat: Seat, enemyId: InstanceId): Next | null {
  d.card(enemyId).faceUp = true
  d.s.stack = []
  fireAbilities(d, enemyId, 'onReveal') // R10.3
  return seat === 0 ? askProtectingEnemy(d, 1) : finishSetup(d)
}

/** RUL-6: each Master with enemies chooses its protecting enemy, seat 0 first (asking from seat `from` on). */
function askProtectingEnemy(d: Draft, from: Seat): Next | null {
  for (const seat of from === 0 ? ([0, 1] as const) : ([1] as const)) {
    const m = d.s.masters[seat]
    if (!m.inert && m.relicZone.enemies.length > 0) {
      d.s.stack = [{ kind: 'chooseProtectingEnemy', seat }]
      return null
    }
  }
  return finishSetup(d)
}

/** R6.9–R6.11: the free initial revelation, 5 gold each, the first Master; its first turn comes next. */
function finishSetup(d: Draft): Next {
  d.s.stack = []
  for (const seat of [0, 1] as const) {
    const m = d.s.masters[seat]
    if (m.inert) {
      gain(d, seat, STARTING_SILVER, 'R6.10')
      continue
    }
    const revealed: InstanceId[] = []
    if (m.relicZone.relic !== null) revealed.push(m.relicZone.relic)
    for (const e of m.relicZone.enemies) if (d.get(e).faceUp) revealed.push(e)
    if (m.startingDalma !== null) revealed.push(m.startingDalma, ...d.get(m.startingDalma).learned)
    for (const id of revealed) if (!d.get(id).faceUp) d.card(id).faceUp = true
    d.emit({ type: 'initialRevelation', seat, instanceIds: revealed, rule: 'R6.9' })
    gain(d, seat, STARTING_SILVER, 'R6.10')
  }
  const first = chooseFirstMaster(d)
  d.s.firstSeat = first
  return { kind: 'beginTurn', seat: first }
}

/** R6.11: the higher Iniciativa among the starting Dalmas begins; a tie is settled by d6 roll-offs. Goldfish: the player's choice (RUL-5). */
function chooseFirstMaster(d: Draft): Seat {
  if (d.s.mode === 'goldfish') {
    const seat: Seat = d.s.goldfishSeat === 'second' ? 1 : 0
    d.emit({ type: 'firstMasterChosen', seat, initiative: null, rolls: [], rule: 'RUL-5' })
    return seat
  }
  const initiativeOf = (seat: Seat): number => {
    const id = d.s.masters[seat].startingDalma
    const card = id === null ? undefined : d.def(id)
    return card?.type === 'dalma' ? card.initiative : 0
  }
  const initiative: [number, number] = [initiativeOf(0), initiativeOf(1)]
  const rolls: [number, number][] = []
  let seat: Seat
  if (initiative[0] !== initiative[1]) {
    seat = initiative[0] > initiative[1] ? 0 : 1
  } else {
    for (;;) {
      const pair: [number, number] = [d.rollD6(), d.rollD6()]
      rolls.push(pair)
      if (pair[0] !== pair[1]) { seat = pair[0] > pair[1] ? 0 : 1; break }
    }
  }
  d.emit({ type: 'firstMasterChosen', seat, initiative, rolls, rule: 'R6.11' })
  return seat
}

/** R6.7, R6.8, RUL-3: the chosen cards go under the deck in the order given, then as many are drawn. */
export function replaceCards(d: Draft, seat: Seat, ids: readonly InstanceId[], deferred: boolean): void {
  const hand = d.zone(seat, 'hand')
  const deck = d.zone(seat, 'deck')
  for (const id of ids) {
    hand.splice(hand.indexOf(id), 1)
    deck.push(id)
  }
  d.master(seat).replacementUsed = true
  d.emit({ type: 'cardsReplaced', seat, instanceIds: ids.slice(), deferred, rule: deferred ? 'R6.8' : 'R6.7' })
  for (let i = 0; i < ids.length; i++) drawCard(d, seat, deferred ? 'R6.8' : 'R6.7')
}
