// Deck legality (§5 of the reglamento, RUL-2, RUL-10, RUL-25): every problem at once, as data,
// plus warnings that never make a deck illegal and the figures a deck builder shows.
import {
  CARD_TYPES, PROFESSIONS, copyLimitOf, revealCostSilver, toSilver,
  type Card, type CardType, type Catalogue, type Profession,
} from '@/lib/catalogue/schema'
import type { Deck } from './model'
import type { ParseFindings } from './parsed'
import { suggestCardIds } from './names'
import { COPY_LIMIT_RULES, type CopyLimitRule, type DeckProblem, type DeckWarning } from './problems'

export const MIN_DECK_SIZE = 40 // R5.1
export const MAX_DISTINCT_DALMAS = 5 // R5.2
export const PREBUILT_DECK_SIZE = 70 // R2.1: past this, a warning only (R5.1 prints no maximum)
export const STARTING_GOLD = 5 // R6.10
export const INCOME_GOLD = 3 // R7.12
export const DALMA_REVEAL_GOLD = 5 // R8.4

/** Price buckets in whole gold for byCost; the last one collects everything dearer. */
export const COST_BUCKETS = ['0', '1', '2', '3', '4', '5', '6+'] as const
export type CostBucket = (typeof COST_BUCKETS)[number]

export type ProfessionStats = { covered: boolean; spells: number; skills: number }

export type DeckStats = {
  /** Cards of the deck: every copy listed except relics and enemies (R5.3, R5.4), unknown cards included. */
  cards: number
  /** Copies whose card the catalogue does not know. */
  unknown: number
  byType: Record<CardType, number>
  /**
   * Copies by the gold needed to put them to use, rounded up to whole gold: the reveal price
   * (R8.4) plus, for spells and skills, the learning cost (R11.4). Treasures cost 0 (R8.6).
   * Relics and enemies in the list are left out.
   */
  byCost: Record<CostBucket, number>
  /** Professions of the deck's Dalmas, in the catalogue's order. */
  professions: Profession[]
  /** Spell and skill copies per profession, and whether a Dalma of the deck has it. */
  learnableByProfession: Record<Profession, ProfessionStats>
  /**
   * Money to reveal and learn every copy once, in silver (RUL-8). The starting Dalma and its two
   * cards are left out: they are revealed free and never paid for (R6.3, R6.9).
   */
  money: { revealSilver: number; learnSilver: number; totalSilver: number }
  /** Paying for the other Dalmas (R8.4) against income (R6.10, R7.12), nothing else spent. */
  dalmaReveal: { paidDalmas: number; goldNeeded: number; earliestTurn: { asFirstMaster: number; asSecondMaster: number } }
}

export type DeckValidation = {
  legal: boolean
  problems: DeckProblem[]
  warnings: DeckWarning[]
  stats: DeckStats
}

/** A deck to judge: any Deck, or one read from text with what its reading found (ParsedDeck). */
export type DeckToValidate = Deck & { parse?: ParseFindings }

/** Sums repeated entries, keeping the order of first appearance; non-positive counts mean nothing. */
export function countCards(deck: Deck): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { cardId, count } of deck.entries) {
    if (count > 0) counts.set(cardId, (counts.get(cardId) ?? 0) + count)
  }
  return counts
}

/** Copies of a deck's known cards, with the card. */
type Held = { card: Card; count: number }

export function validateDeck(deck: DeckToValidate, catalogue: Catalogue): DeckValidation {
  const counts = countCards(deck)
  const held: Held[] = []
  const unknownIds: { cardId: string; count: number }[] = []
  for (const [cardId, count] of counts) {
    const card = catalogue.byId.get(cardId)
    if (card) held.push({ card, count })
    else unknownIds.push({ cardId, count })
  }
  const unresolved = deck.parse?.unresolved ?? []

  const problems: DeckProblem[] = [
    ...checkSize(held, unknownIds, unresolved),
    ...checkDalmas(held),
    ...checkRelic(deck, catalogue),
    ...checkEntries(held),
    ...checkStartingDalma(deck, catalogue, counts),
    ...unknownCards(deck, catalogue, unknownIds),
  ]
  const stats = deckStats(deck, held, unknownIds, unresolved)
  return { legal: problems.length === 0, problems, warnings: deckWarnings(held, stats), stats }
}

const isOutsideDeck = (card: Card) => card.type === 'relic' || card.type === 'enemy' // R5.3, R5.4

function deckCount(held: readonly Held[], unknownIds: readonly { count: number }[], unresolved: ParseFindings['unresolved']): number {
  return held.filter((h) => !isOutsideDeck(h.card)).reduce((n, h) => n + h.count, 0)
    + unknownIds.reduce((n, u) => n + u.count, 0)
    + unresolved.filter((u) => u.role === 'card').reduce((n, u) => n + u.count, 0)
}

function checkSize(held: readonly Held[], unknownIds: readonly { count: number }[], unresolved: ParseFindings['unresolved']): DeckProblem[] {
  const count = deckCount(held, unknownIds, unresolved)
  return count < MIN_DECK_SIZE ? [{ code: 'DECK_TOO_SMALL', rule: 'R5.1', count, minimum: MIN_DECK_SIZE }] : []
}

// R5.2: at most five Dalmas, each a single copy.
function checkDalmas(held: readonly Held[]): DeckProblem[] {
  const dalmas = held.filter((h) => h.card.type === 'dalma')
  const problems: DeckProblem[] = []
  if (dalmas.length > MAX_DISTINCT_DALMAS) {
    problems.push({
      code: 'TOO_MANY_DALMAS', rule: 'R5.2', count: dalmas.length, limit: MAX_DISTINCT_DALMAS,
      cardIds: dalmas.map((h) => h.card.id),
    })
  }
  for (const { card, count } of dalmas) {
    if (count > 1) problems.push({ code: 'DUPLICATE_DALMA', rule: 'R5.2', cardId: card.id, count, limit: 1 })
  }
  return problems
}

/** Every relic the list names: the parse's relic lines, or the deck's one relicId. */
function namedRelics(deck: DeckToValidate): { line?: number; cardId: string | null }[] {
  const named: { line?: number; cardId: string | null }[] = [...(deck.parse?.relics ?? [])]
  if (deck.relicId !== null && !named.some((r) => r.cardId === deck.relicId)) named.unshift({ cardId: deck.relicId })
  return named
}

// R5.3: exactly one relic, chosen beside the deck.
function checkRelic(deck: DeckToValidate, catalogue: Catalogue): DeckProblem[] {
  const named = namedRelics(deck)
  // A relic line whose name matched nothing is already UNKNOWN_CARD, not a missing relic.
  if (named.length === 0) return [{ code: 'NO_RELIC', rule: 'R5.3' }]
  const problems: DeckProblem[] = []
  const distinct = new Set(named.map((r, i) => r.cardId ?? `#unknown-${i}`))
  if (distinct.size > 1) {
    problems.push({
      code: 'MORE_THAN_ONE_RELIC', rule: 'R5.3', count: distinct.size,
      cardIds: [...new Set(named.flatMap((r) => (r.cardId === null ? [] : [r.cardId])))],
      lines: named.flatMap((r) => (r.line === undefined ? [] : [r.line])),
    })
  }
  const seen = new Set<string>()
  for (const { cardId, line } of named) {
    if (cardId === null || seen.has(cardId)) continue
    seen.add(cardId)
    const card = catalogue.byId.get(cardId)
    if (card && card.type !== 'relic') {
      problems.push({ code: 'NOT_A_RELIC', rule: 'R5.3', cardId, cardType: card.type, ...(line === undefined ? {} : { line }) })
    }
  }
  return problems
}

function copyRule(rule: string): CopyLimitRule {
  const known = COPY_LIMIT_RULES.find((r) => r === rule)
  if (!known) throw new Error(`copyLimitOf devolvió una regla desconocida: ${rule}`)
  return known
}

// R5.3, R5.4, RUL-10 and the copy limits R5.5–R5.8, RUL-25 (Dalma copies are R5.2, above).
function checkEntries(held: readonly Held[]): DeckProblem[] {
  const problems: DeckProblem[] = []
  for (const { card, count } of held) {
    switch (card.type) {
      case 'relic': problems.push({ code: 'RELIC_IN_DECK', rule: 'R5.3', cardId: card.id, count }); break
      case 'enemy': problems.push({ code: 'ENEMY_IN_DECK', rule: 'R5.4', cardId: card.id, count }); break
      case 'soldier': problems.push({ code: 'SOLDIER_NOT_ALLOWED', rule: 'RUL-10', cardId: card.id, count }); break
      case 'dalma': break
      default: {
        const limit = copyLimitOf(card.type)
        if (limit && count > limit.limit) {
          problems.push({
            code: 'TOO_MANY_COPIES', rule: copyRule(limit.rule), cardId: card.id, cardType: card.type,
            count, limit: limit.limit,
          })
        }
      }
    }
  }
  return problems
}

// RUL-2: the list names its starting Dalma, one of its own; R5.9: its two cards are in the deck.
function checkStartingDalma(deck: DeckToValidate, catalogue: Catalogue, counts: ReadonlyMap<string, number>): DeckProblem[] {
  if (deck.startingDalmaId === null) {
    const unknownName = deck.parse?.unresolved.some((u) => u.role === 'startingDalma') ?? false
    return unknownName ? [] : [{ code: 'NO_STARTING_DALMA', rule: 'RUL-2' }]
  }
  const card = catalogue.byId.get(deck.startingDalmaId)
  if (!card) return [] // reported as UNKNOWN_CARD
  if (card.type !== 'dalma') {
    return [{ code: 'STARTING_DALMA_NOT_IN_DECK', rule: 'RUL-2', cardId: card.id, reason: 'notADalma', cardType: card.type }]
  }
  const problems: DeckProblem[] = []
  if ((counts.get(card.id) ?? 0) === 0) {
    problems.push({ code: 'STARTING_DALMA_NOT_IN_DECK', rule: 'RUL-2', cardId: card.id, reason: 'notInDeck', cardType: 'dalma' })
  }
  for (const [cardId, required] of startingCardNeeds(card)) {
    const count = counts.get(cardId) ?? 0
    if (count < required) {
      problems.push({ code: 'MISSING_STARTING_CARDS', rule: 'R5.9', dalmaId: card.id, cardId, required, count })
    }
  }
  return problems
}

/** Copies of each starting card a Dalma needs: two of the same card when both slots name it (R5.9). */
export function startingCardNeeds(dalma: Extract<Card, { type: 'dalma' }>): Map<string, number> {
  const needs = new Map<string, number>()
  for (const id of dalma.startingCards) needs.set(id, (needs.get(id) ?? 0) + 1)
  return needs
}

/** Unknown ids that get suggestions: each run scans the catalogue, so a deck of thousands of unknown ids stays cheap. */
export const MAX_SUGGESTED_IDS = 5

function unknownCards(deck: DeckToValidate, catalogue: Catalogue, unknownIds: readonly { cardId: string; count: number }[]): DeckProblem[] {
  let suggestionsLeft = MAX_SUGGESTED_IDS
  const byId = (cardId: string, role: 'card' | 'relic' | 'startingDalma', count: number): DeckProblem => {
    const removed = catalogue.tombstones.find((t) => t.id === cardId)
    const suggest = suggestionsLeft-- > 0
    return {
      code: 'UNKNOWN_CARD', rule: null, role, cardId, count,
      suggestions: suggest ? suggestCardIds(catalogue, removed?.name ?? cardId.replace(/-/g, ' ')) : [],
      ...(removed ? { removed: { name: removed.name, removedIn: removed.removedIn, reason: removed.reason } } : {}),
    }
  }
  const problems: DeckProblem[] = []
  const relicIds = namedRelics(deck).flatMap((r) => (r.cardId === null ? [] : [r.cardId]))
  for (const id of new Set(relicIds)) if (!catalogue.byId.has(id)) problems.push(byId(id, 'relic', 1))
  if (deck.startingDalmaId !== null && !catalogue.byId.has(deck.startingDalmaId)) {
    problems.push(byId(deck.startingDalmaId, 'startingDalma', 1))
  }
  for (const u of unknownIds) problems.push(byId(u.cardId, 'card', u.count))
  for (const u of deck.parse?.unresolved ?? []) {
    problems.push({ code: 'UNKNOWN_CARD', rule: null, role: u.role, name: u.name, count: u.count, line: u.line, suggestions: u.suggestions })
  }
  return problems
}

/** The first own turn whose Fase Principal holds `gold`, spending nothing (R6.10, R7.12, RUL-5). */
export function earliestTurnWithGold(gold: number): { asFirstMaster: number; asSecondMaster: number } {
  const turnsOfIncome = Math.max(0, Math.ceil((gold - STARTING_GOLD) / INCOME_GOLD))
  // The first Master skips Cobro on its first turn (R6.11, RUL-5); the second collects from turn 1.
  return { asFirstMaster: turnsOfIncome + 1, asSecondMaster: Math.max(1, turnsOfIncome) }
}

function bucketOf(silver: number): CostBucket {
  const gold = Math.ceil(silver / 10)
  return gold >= 6 ? '6+' : COST_BUCKETS[gold] ?? '6+'
}

function deckStats(deck: DeckToValidate, held: readonly Held[], unknownIds: readonly { count: number }[], unresolved: ParseFindings['unresolved']): DeckStats {
  const byType = Object.fromEntries(CARD_TYPES.map((t) => [t, 0])) as Record<CardType, number>
  const byCost = Object.fromEntries(COST_BUCKETS.map((b) => [b, 0])) as Record<CostBucket, number>
  const covered = new Set<Profession>()
  for (const { card } of held) if (card.type === 'dalma') covered.add(card.profession)
  const learnableByProfession = Object.fromEntries(
    PROFESSIONS.map((p) => [p, { covered: covered.has(p), spells: 0, skills: 0 }]),
  ) as Record<Profession, ProfessionStats>

  // Copies the game hands over for free: the starting Dalma's reveal and its two cards (R6.3, R6.9).
  const freeCopies = new Map<string, number>()
  const starting = held.find((h) => h.card.id === deck.startingDalmaId)?.card
  if (starting?.type === 'dalma') {
    freeCopies.set(starting.id, 1)
    for (const [id, n] of startingCardNeeds(starting)) freeCopies.set(id, n)
  }

  let revealSilver = 0
  let learnSilver = 0
  for (const { card, count } of held) {
    byType[card.type] += count
    if (isOutsideDeck(card)) continue
    const learn = card.type === 'spell' || card.type === 'skill' ? toSilver(card.learnCost) : 0
    const reveal = revealCostSilver(card) ?? 0
    byCost[bucketOf(reveal + learn)] += count
    if (card.type === 'spell' || card.type === 'skill') {
      learnableByProfession[card.profession][card.type === 'spell' ? 'spells' : 'skills'] += count
    }
    const paid = Math.max(0, count - (freeCopies.get(card.id) ?? 0))
    revealSilver += reveal * paid
    learnSilver += learn * paid
  }

  const dalmas = held.filter((h) => h.card.type === 'dalma').length
  const paidDalmas = Math.max(0, dalmas - (starting?.type === 'dalma' ? 1 : 0))
  const goldNeeded = paidDalmas * DALMA_REVEAL_GOLD
  return {
    cards: deckCount(held, unknownIds, unresolved),
    unknown: unknownIds.reduce((n, u) => n + u.count, 0) + unresolved.filter((u) => u.role === 'card').reduce((n, u) => n + u.count, 0),
    byType,
    byCost,
    professions: PROFESSIONS.filter((p) => covered.has(p)),
    learnableByProfession,
    money: { revealSilver, learnSilver, totalSilver: revealSilver + learnSilver },
    dalmaReveal: { paidDalmas, goldNeeded, earliestTurn: earliestTurnWithGold(goldNeeded) },
  }
}

function deckWarnings(held: readonly Held[], stats: DeckStats): DeckWarning[] {
  const warnings: DeckWarning[] = []
  for (const { card, count } of held) {
    // R11.2: only a Dalma whose profession symbol is on the card can learn it.
    if ((card.type === 'spell' || card.type === 'skill') && !stats.learnableByProfession[card.profession].covered) {
      warnings.push({ code: 'UNLEARNABLE_CARD', rule: 'R11.2', cardId: card.id, cardType: card.type, profession: card.profession, count })
    }
  }
  if (stats.cards > PREBUILT_DECK_SIZE) {
    warnings.push({ code: 'DECK_OVER_70', rule: 'R5.1', count: stats.cards, recommended: PREBUILT_DECK_SIZE })
  }
  const { paidDalmas, goldNeeded, earliestTurn } = stats.dalmaReveal
  // Worth saying only when the starting gold does not already cover them all.
  if (goldNeeded > STARTING_GOLD) {
    warnings.push({ code: 'SLOW_DALMA_REVEAL', rule: 'R8.4', paidDalmas, goldNeeded, earliestTurn })
  }
  return warnings
}
