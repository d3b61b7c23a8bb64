// Bot-against-bot duels for the laboratory and `dm selfplay` (issue 8): one game from its seed,
// the annex's measurements taken from the events, and their summary with 95 % intervals. Pure, so
// the CLI's worker threads and the page's Web Workers run the same games and get the same numbers.
import type { Catalogue } from '../catalogue/schema'
import type { Deck } from '../decks/model'
import { apply, createGame, gameSeed, legalActions, type GameState, type Seat, type Variant } from '../engine'
import type { Action } from '../engine/actions'
import type { InstanceId } from '../engine/state'
import { botFor, DEFAULT_BUDGET, legalMoves, listedMoves, type BotName, type Budget } from '../bots'
import { defOf, defOfInstance } from '../engine/draft'
import { activeDalmas } from '../engine/queries'
import { botRng } from '../engine/rng'
import { topDecision } from '../engine/stack'
import { createViewMemo, publicListOptions, viewFor, type ViewOptions } from '../engine/view'
import { deckCardIds, normalizeDeck } from '../decks/model'
import { playedInstance, usableCardIds, usableFromList } from './card-play'
import { addCardUse, type CardUse, type CardUseByDeck, type CardUseTable } from './card-use'
import { ratioInterval } from './inference'
import { meanMargin, proportion, type Proportion } from './stats'

export const DEFAULT_MAX_TURNS = 200
/** A game that has not ended after this many actions is stopped and counted a draw (a guard, never reached in practice). */
export const MAX_ACTIONS_PER_GAME = 60_000

export type SelfplaySetup = {
  decks: { A: Deck; B: Deck }
  /** The public levels (BOT_LEVELS), or a gauntlet yardstick (GAUNTLET_BOTS). */
  bots: { A: BotName; B: BotName }
  seed: number
  variant: Variant
  maxTurns: number
  budget?: Budget
  catalogue: Catalogue
  /** Games 2j and 2j+1 share one deal (seed gameSeed(seed, j)) with the seats swapped: seed-paired games (the gauntlet). */
  pairedSeats?: boolean
  /**
   * With `pairedSeats` and two different decks: in game 2j+1 the decks trade places too, so both games
   * of a pair deal the same decks to the same seats and only the bots swap sides (the gauntlet's mixed
   * pairing). Bot A plays deck B in the odd games, and the record's A is still bot A's side.
   */
  crossDecks?: boolean
  /**
   * Which decks' lists are public (a boxed deck, R2.1, or a list its owner shared): only those are
   * handed to the rival's bot (ViewOptions.rivalDeckList). A deck not named here is private, and its
   * rival's bot reasons over the card pool and the format's limits instead.
   */
  publicLists?: { A: boolean; B: boolean }
  /** Called with every action applied, in order (in-process callers only: the bench replays games with it). */
  onAction?: (action: Action) => void
}

export type Counters = { relic: number; dalma: number; enemy: number; skill: number; spell: number; equipment: number }
const COUNTER_KEYS = ['relic', 'dalma', 'enemy', 'skill', 'spell', 'equipment'] as const

/** What one game measured. Plain JSON, so workers can send it back. */
export type GameRecord = {
  index: number
  /** The deck that won, or null (draw). */
  winner: 'A' | 'B' | null
  /** Who began (R6.11). */
  first: 'A' | 'B' | null
  /** Both Masters' turns counted. */
  turns: number
  actions: number
  offensives: { voluntary: number[]; forced: number[] }
  casts: { mago: number; mentalista: number }
  ringThirdCasts: number
  thalExtra: number
  arrowsUsed: number
  learnedLost: number
  lente: number
  /** Counters summed over the end of each turn, and how many turns were summed. */
  counters: Counters
  counterTurns: number
  /** Decks that hold the Anillo Sumador and Poción de Thal (for the with-against-without rates). */
  holds: { A: { ring: boolean; thal: boolean }; B: { ring: boolean; thal: boolean } }
  /** The same measures split by the deck whose Master acted: offensive turns, ring third casts, Thal extra activations. */
  byDeck: { A: DeckTally; B: DeckTally }
  /** How each deck used its cards in this game, where the bots record it (the bots issue; read by the laboratory). */
  cardUse?: CardUseByDeck
  /** Which of each deck's cards its Master saw, for the card ratings (ratings.ts). */
  seen?: { A: SeenCards; B: SeenCards }
}

/**
 * Card ids a deck's Master saw in one game: in the opening hand (the hand kept once the set-up and its
 * initial replacement are over, R6.6–R6.7, with the starting Dalma and its two cards, which begin in
 * play and known, R6.3), and drawn later (after the set-up). A card put back by the initial replacement
 * and never drawn again was not seen, as a card a Magic player mulligans away is not in 17lands' opening hand.
 */
export type SeenCards = { opening: string[]; later: string[] }

export type DeckTally = { voluntary: number[]; forced: number[]; ring: number; thal: number }

/** Decision times of one bot level, when the caller passes a clock (never part of the report). */
export type Timings = Partial<Record<BotName, number[]>>

const RING = 'anillo-sumador-de-hechizos'
const THAL = 'pocion-de-thal'

function countersAt(s: GameState, cat: Catalogue, seat: Seat): Counters {
  const m = s.masters[seat]
  const out: Counters = { relic: m.masterActions, dalma: 0, enemy: 0, skill: 0, spell: 0, equipment: 0 }
  const carriers = [...activeDalmas(s, cat, seat), ...m.relicZone.enemies]
  for (const id of activeDalmas(s, cat, seat)) if (s.cards[id]?.actionMarker) out.dalma++
  for (const id of m.relicZone.enemies) {
    const c = s.cards[id]
    if (c === undefined || c.defeated || !c.faceUp) continue
    out.enemy += (c.actionMarker ? 1 : 0) + c.damage
  }
  for (const id of carriers) {
    const c = s.cards[id]
    if (c === undefined) continue
    for (const l of c.learned) {
      const k = s.cards[l]
      if (k === undefined) continue
      if (defOfInstance(cat, k).type === 'skill') out.skill += k.useCounters
      else out.spell += k.useCounters
    }
    for (const e of c.equipment) out.equipment += s.cards[e]?.useCounters ?? 0
  }
  return out
}

/** A deck's card ids, one per copy (read once per deck object: a run plays many games with the same two decks, which are never mutated). */
const idsOfDeck = new WeakMap<Deck, string[]>()
function listOf(deck: Deck): string[] {
  let ids = idsOfDeck.get(deck)
  if (ids === undefined) { ids = deckCardIds(normalizeDeck(deck)); idsOfDeck.set(deck, ids) }
  return ids
}

/** Every card id of a deck's list, none drawn, usable or played yet. */
function cardTable(deck: Deck): CardUseTable {
  const out: CardUseTable = {}
  for (const id of listOf(deck)) out[id] = { drawn: 0, usable: 0, played: 0 }
  return out
}

const holds = (deck: Deck) => { const ids = listOf(deck); return { ring: ids.includes(RING), thal: ids.includes(THAL) } }

/** The setup with decks A and B (and their public flags) traded: the odd game of a crossed pair. */
function crossed(setup: SelfplaySetup): SelfplaySetup {
  const out: SelfplaySetup = { ...setup, decks: { A: setup.decks.B, B: setup.decks.A } }
  if (setup.publicLists !== undefined) out.publicLists = { A: setup.publicLists.B, B: setup.publicLists.A }
  return out
}

/**
 * Game `index` of a run: deck A sits first in the config on even games and second on odd ones (who
 * begins still follows R6.11); each side's bot draws from its own stream, derived one-way from the game's
 * seed (botRng), so no bot can work back to the deal.
 */
export function playSelfplayGame(given: SelfplaySetup, index: number, clock?: () => number, timings?: Timings): GameRecord {
  const setup = given.crossDecks === true && given.pairedSeats === true && index % 2 === 1 ? crossed(given) : given
  const cat = setup.catalogue
  const seed = gameSeed(setup.seed, setup.pairedSeats === true ? index >> 1 : index)
  const aSeat: Seat = index % 2 === 0 ? 0 : 1
  const deckAt = (seat: Seat): 'A' | 'B' => (seat === aSeat ? 'A' : 'B')
  const masters = aSeat === 0 ? [{ deck: setup.decks.A }, { deck: setup.decks.B }] : [{ deck: setup.decks.B }, { deck: setup.decks.A }]
  const created = createGame({ seed, mode: 'duel', masters, variant: setup.variant }, cat)
  if (!created.ok) throw new Error(`selfplay: la partida ${index} no puede empezar (${created.error.code})`)
  let s = created.value
  const rngs = [botRng(seed, 0), botRng(seed, 1)] as const
  // Each seat's list as its rival's bot may know it: only a public one (undefined: the card pool stands in).
  // A public list names its starting Dalma too (R5; the view uses it only while that Dalma lies face down, R6.2).
  const publicOf = [0, 1].map((seat): ViewOptions | undefined => {
    const side = deckAt(seat as Seat)
    if (setup.publicLists?.[side] !== true) return undefined
    const deck = side === 'A' ? setup.decks.A : setup.decks.B
    return publicListOptions(deck, listOf(deck))
  })
  const memos = [createViewMemo(), createViewMemo()] as const
  // The game's actions, kept here rather than in each state (apply's log: false): the views read them for what each Master was shown.
  const log: Action[] = []
  const budget = setup.budget ?? DEFAULT_BUDGET
  const rec: GameRecord = {
    index, winner: null, first: null, turns: 0, actions: 0, offensives: { voluntary: [], forced: [] }, casts: { mago: 0, mentalista: 0 },
    ringThirdCasts: 0, thalExtra: 0, arrowsUsed: 0, learnedLost: 0, lente: 0,
    counters: { relic: 0, dalma: 0, enemy: 0, skill: 0, spell: 0, equipment: 0 }, counterTurns: 0,
    holds: { A: holds(setup.decks.A), B: holds(setup.decks.B) },
    byDeck: { A: { voluntary: [], forced: [], ring: 0, thal: 0 }, B: { voluntary: [], forced: [], ring: 0, thal: 0 } },
  }
  const cardUse: CardUseByDeck = { A: cardTable(setup.decks.A), B: cardTable(setup.decks.B) }
  rec.cardUse = cardUse
  // A card's owner never changes, so any state of the game answers.
  const ownerDeck = (id: InstanceId): 'A' | 'B' | null => { const c = s.cards[id]; return c === undefined ? null : deckAt(c.owner) }
  const use = (deck: 'A' | 'B', cardId: string): CardUse | undefined => cardUse[deck][cardId]
  // Drawn: the opening hand and what starts in play (the starting Dalma and its two cards, RUL-2), then each draw.
  for (const seat of [0, 1] as const) {
    const m = s.masters[seat]
    for (const id of [...m.hand, ...m.playZone]) { const u = use(deckAt(seat), s.cards[id]?.cardId ?? ''); if (u !== undefined) u.drawn = 1 }
    for (const id of m.playZone) for (const a of [...(s.cards[id]?.equipment ?? []), ...(s.cards[id]?.learned ?? [])]) { const u = use(deckAt(seat), s.cards[a]?.cardId ?? ''); if (u !== undefined) u.drawn = 1 }
  }
  // The opening hand is read once the set-up is over; draws after it are «drawn later».
  const opening = { A: new Set<string>(), B: new Set<string>() }
  const later = { A: new Set<string>(), B: new Set<string>() }
  let setupOver = false
  const takeOpening = () => {
    setupOver = true
    for (const seat of [0, 1] as const) {
      const m = s.masters[seat]
      const into = opening[deckAt(seat)]
      for (const id of [...m.hand, ...m.playZone]) {
        const c = s.cards[id]
        if (c === undefined) continue
        into.add(c.cardId)
        for (const a of [...c.equipment, ...c.learned]) { const k = s.cards[a]; if (k !== undefined) into.add(k.cardId) }
      }
    }
  }
  if (s.phase.name !== 'setup') takeOpening()
  const turnsNow = (st: GameState) => st.masters[0].turn + st.masters[1].turn
  while (s.result === null && rec.actions < MAX_ACTIONS_PER_GAME) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const level = deckAt(seat) === 'A' ? setup.bots.A : setup.bots.B
    // The random bot draws from the whole list; the others build their own candidates and only ask
    // whether each is allowed (legal-moves.ts), so the list is made only when a bot needs it.
    const moves = level === 'random' ? listedMoves(legalActions(s, cat)) : legalMoves(s, cat)
    if (level === 'random' && moves.all().length === 0) throw new Error(`selfplay: la partida ${index} se quedó sin acciones legales`)
    const usable = level === 'random' ? usableFromList(s, cat, moves.all()) : usableCardIds(s, cat)
    for (const id of usable) { const u = use(deckAt(seat), id); if (u !== undefined) u.usable++ }
    // The rival's list only when it is public (setup.publicLists); else the view reasons over the card pool.
    const view = viewFor(s, seat, cat, { ...publicOf[seat === 0 ? 1 : 0], memo: memos[seat], log })
    const t0 = clock?.()
    const action = botFor(level)(view, moves, budget, rngs[seat], cat)
    if (clock !== undefined && timings !== undefined && t0 !== undefined) (timings[level] ??= []).push(clock() - t0)
    const played = playedInstance(s, cat, action)
    setup.onAction?.(action)
    const r = apply(s, action, cat, { log: false })
    if (!r.ok) throw new Error(`selfplay: el bot ${level} eligió una acción ilegal en la partida ${index} (${r.error.code})`)
    log.push(action)
    rec.actions++
    if (played !== null) { const u = use(deckAt(seat), s.cards[played]?.cardId ?? ''); if (u !== undefined) u.played++ }
    if (action.type === 'activateLente') rec.lente++
    for (const e of r.events) {
      switch (e.type) {
        case 'cardDrawn': { const u = use(deckAt(e.seat), e.cardId); if (u !== undefined) u.drawn = 1; if (setupOver) later[deckAt(e.seat)].add(e.cardId); break }
        case 'offensiveDeclared': {
          const tally = rec.byDeck[deckAt(e.seat)]
          ;(e.forced ? rec.offensives.forced : rec.offensives.voluntary).push(turnsNow(s))
          ;(e.forced ? tally.forced : tally.voluntary).push(turnsNow(s))
          break
        }
        case 'spellCast': {
          const caster = defOf(cat, r.state.cards[e.casterId]?.cardId ?? s.cards[e.casterId]?.cardId ?? '')
          if (caster.type === 'dalma' && (caster.profession === 'mago' || caster.profession === 'mentalista')) rec.casts[caster.profession]++
          break
        }
        case 'ringUsed': { rec.ringThirdCasts++; const d = ownerDeck(e.instanceId); if (d !== null) rec.byDeck[d].ring++; break }
        case 'extraActivationUsed': { rec.thalExtra++; const d = ownerDeck(e.characterId); if (d !== null) rec.byDeck[d].thal++; break }
        case 'arrowUsed': rec.arrowsUsed++; break
        case 'died': {
          const before = s.cards[e.characterId]
          if (before !== undefined && defOfInstance(cat, before).type === 'dalma') rec.learnedLost += before.learned.length
          break
        }
        case 'turnEnded': {
          // Counters as the turn closes: read on the state before its closing action (that action clears them).
          const c = countersAt(s, cat, e.seat)
          for (const k of COUNTER_KEYS) rec.counters[k] += c[k]
          rec.counterTurns++
          break
        }
        default:
      }
    }
    s = r.state
    if (!setupOver && s.phase.name !== 'setup') takeOpening()
    if (rec.first === null && s.firstSeat !== null) rec.first = deckAt(s.firstSeat)
    if (turnsNow(s) > setup.maxTurns) break
  }
  rec.turns = Math.min(turnsNow(s), setup.maxTurns)
  rec.seen = { A: { opening: [...opening.A], later: [...later.A] }, B: { opening: [...opening.B], later: [...later.B] } }
  const result = s.result
  if (result !== null && result.kind === 'defeat') rec.winner = deckAt(result.loser === 0 ? 1 : 0)
  return rec
}

export type MeanCI = { mean: number | null; margin: number | null; n: number }

function meanOf(xs: readonly number[]): MeanCI {
  const n = xs.length
  if (n === 0) return { mean: null, margin: null, n }
  const mean = xs.reduce((a, b) => a + b, 0) / n
  const variance = n > 1 ? xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : Number.NaN
  const margin = meanMargin(variance, n)
  return { mean, margin: Number.isFinite(margin) ? margin : null, n }
}

/**
 * A pooled ratio Σy / Σm over games, its margin clustered by game (inference.ts): actions per turn,
 * counters per turn end, and the turn of an offensive, of which one game may hold several. `n` is the
 * number of observations (turns, offensives) it rests on.
 */
function pooledOf(parts: readonly (readonly [y: number, m: number])[]): MeanCI {
  const s = { n: parts.length, y: 0, m: 0, yy: 0, mm: 0, ym: 0, k: 0 }
  for (const [y, m] of parts) { s.y += y; s.m += m; s.yy += y * y; s.mm += m * m; s.ym += y * m; if (m > 0) s.k++ }
  const r = ratioInterval(s, { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY })
  return { mean: r.estimate, margin: r.ci95 === null || r.estimate === null ? null : r.ci95[1] - r.estimate, n: s.m }
}
const turnsOf = (xs: readonly number[]) => [xs.reduce((a, b) => a + b, 0), xs.length] as const

export type SelfplayReport = ReturnType<typeof summarizeSelfplay>

/** The run's numbers (records in any order: they are sorted by game index first, so any worker split gives the same report). */
export function summarizeSelfplay(records: readonly GameRecord[], setup: Pick<SelfplaySetup, 'bots' | 'seed' | 'variant' | 'maxTurns'>) {
  const rs = [...records].sort((a, b) => a.index - b.index)
  const games = rs.length
  const winsA = rs.filter((r) => r.winner === 'A').length
  const winsB = rs.filter((r) => r.winner === 'B').length
  const decided = rs.filter((r) => r.winner !== null && r.first !== null)
  const firstWins = decided.filter((r) => r.winner === r.first).length
  const voluntary = rs.flatMap((r) => r.offensives.voluntary)
  const forced = rs.flatMap((r) => r.offensives.forced)
  const perTurn = (k: keyof Counters) => pooledOf(rs.map((r) => [r.counters[k], r.counterTurns] as const))
  const withAgainstWithout = (key: 'ring' | 'thal'): Proportion | null => {
    const mixed = rs.filter((r) => r.winner !== null && r.holds.A[key] !== r.holds.B[key])
    if (mixed.length === 0) return null
    return proportion(mixed.filter((r) => r.holds[r.winner as 'A' | 'B'][key]).length, mixed.length)
  }
  // Per deck: each game counts once for each deck that holds the card; a decided game is won or lost by it.
  const withUse = (key: 'ring' | 'thal') => {
    const used = { wins: 0, n: 0 }, unused = { wins: 0, n: 0 }
    for (const r of rs) {
      if (r.winner === null) continue
      for (const d of ['A', 'B'] as const) {
        if (!r.holds[d][key]) continue
        const bucket = r.byDeck[d][key] > 0 ? used : unused
        bucket.n++
        if (r.winner === d) bucket.wins++
      }
    }
    return { used: used.n === 0 ? null : proportion(used.wins, used.n), unused: unused.n === 0 ? null : proportion(unused.wins, unused.n) }
  }
  const deckOffensives = (d: 'A' | 'B') => {
    const vol = rs.flatMap((r) => r.byDeck[d].voluntary), forc = rs.flatMap((r) => r.byDeck[d].forced)
    return {
      voluntary: vol.length, forced: forc.length,
      voluntaryTurn: pooledOf(rs.map((r) => turnsOf(r.byDeck[d].voluntary))), forcedTurn: pooledOf(rs.map((r) => turnsOf(r.byDeck[d].forced))),
      perGame: { voluntary: meanOf(rs.map((r) => r.byDeck[d].voluntary.length)), forced: meanOf(rs.map((r) => r.byDeck[d].forced.length)) },
    }
  }
  return {
    games,
    seed: setup.seed,
    variant: setup.variant,
    maxTurns: setup.maxTurns,
    bots: setup.bots,
    wins: { A: winsA, B: winsB },
    draws: games - winsA - winsB,
    winRate: { A: proportion(winsA, games), B: proportion(winsB, games), firstMaster: proportion(firstWins, decided.length) },
    turns: meanOf(rs.map((r) => r.turns)),
    // Pooled: all actions over all turns (a mean of per-game ratios would weigh a short game like a long one).
    actionsPerTurn: pooledOf(rs.map((r) => [r.actions, r.turns] as const)),
    offensives: {
      voluntary: voluntary.length, forced: forced.length,
      voluntaryTurn: pooledOf(rs.map((r) => turnsOf(r.offensives.voluntary))), forcedTurn: pooledOf(rs.map((r) => turnsOf(r.offensives.forced))),
      perGame: { voluntary: meanOf(rs.map((r) => r.offensives.voluntary.length)), forced: meanOf(rs.map((r) => r.offensives.forced.length)) },
      byDeck: { A: deckOffensives('A'), B: deckOffensives('B') },
    },
    castsPerGame: { mago: meanOf(rs.map((r) => r.casts.mago)), mentalista: meanOf(rs.map((r) => r.casts.mentalista)) },
    ringThirdCastsPerGame: meanOf(rs.map((r) => r.ringThirdCasts)),
    thalExtraPerGame: meanOf(rs.map((r) => r.thalExtra)),
    winRateWith: { ring: withAgainstWithout('ring'), thal: withAgainstWithout('thal') },
    /** Win rate of a deck holding the card in the games where it used it (third cast, extra activation) and where it did not. */
    winRateUsing: { ring: withUse('ring'), thal: withUse('thal') },
    countersPerTurnEnd: { relic: perTurn('relic'), dalma: perTurn('dalma'), enemy: perTurn('enemy'), skill: perTurn('skill'), spell: perTurn('spell'), equipment: perTurn('equipment') },
    arrowsUsedPerGame: meanOf(rs.map((r) => r.arrowsUsed)),
    learnedLostPerGame: meanOf(rs.map((r) => r.learnedLost)),
    lentePerGame: meanOf(rs.map((r) => r.lente)),
    /** Per deck and card id: games in which it was drawn, decisions at which playing it was legal, times played (card-play.ts). */
    cards: { A: sumCards(rs, 'A'), B: sumCards(rs, 'B') },
  }
}

function sumCards(records: readonly GameRecord[], deck: 'A' | 'B'): CardUseTable {
  let out: CardUseTable = {}
  for (const r of records) if (r.cardUse !== undefined) out = addCardUse(out, r.cardUse[deck])
  return out
}
