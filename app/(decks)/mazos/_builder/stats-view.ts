// validateDeck's `stats` turned into the rows the charts and their text alternatives show. No
// figure is computed twice: counts come from DeckStats, the income model from lib/decks.
import { PROFESSIONS, PROFESSION_LABELS, TYPE_LABELS, type CardType, type Profession } from '@/lib/catalogue/model'
import {
  COST_BUCKETS, INCOME_GOLD, STARTING_GOLD, earliestTurnWithGold, type CostBucket, type DeckStats,
} from '@/lib/decks/validate'

export type CountRow = { key: string; label: string; count: number }

/** Copies by type, types present only, in the catalogue's order. */
export function typeRows(stats: DeckStats): (CountRow & { key: CardType })[] {
  return (Object.keys(stats.byType) as CardType[])
    .filter((t) => stats.byType[t] > 0)
    .map((t) => ({ key: t, label: TYPE_LABELS[t].plural, count: stats.byType[t] }))
}

const costLabel = (bucket: CostBucket) => (bucket === '0' ? 'Gratis' : bucket === '6+' ? '6 oros o más' : bucket === '1' ? '1 oro' : `${bucket} oros`)

/** Copies by the gold needed to use them (reveal + learn, rounded up), every bucket shown. */
export function costRows(stats: DeckStats): (CountRow & { key: CostBucket })[] {
  return COST_BUCKETS.map((b) => ({ key: b, label: costLabel(b), count: stats.byCost[b] }))
}

export type ProfessionRow = { key: Profession; label: string; covered: boolean; spells: number; skills: number }

/** Each profession: whether a Dalma of the deck has it, and the deck's spells and skills of it. */
export function professionRows(stats: DeckStats): ProfessionRow[] {
  return PROFESSIONS.map((p) => ({ key: p, label: PROFESSION_LABELS[p], ...stats.learnableByProfession[p] }))
}

export type IncomeRow = { turn: number; asFirstMaster: number; asSecondMaster: number }

export type MoneyPlan = {
  /** Gold (rounded up) to reveal the paid Dalmas (R8.4). */
  dalmaGold: number
  /** Silver to reveal and to learn every copy once (the starting Dalma and its cards are free). */
  revealSilver: number
  learnSilver: number
  totalSilver: number
  /** Whole gold that covers everything. */
  totalGold: number
  /** First own turn with that much gold, spending nothing (R6.10, R7.12, RUL-5). */
  allBy: { asFirstMaster: number; asSecondMaster: number }
  dalmasBy: { asFirstMaster: number; asSecondMaster: number }
  /** Gold held at the start of each own Fase Principal, spending nothing. */
  income: IncomeRow[]
}

export const MIN_INCOME_TURNS = 6
export const MAX_INCOME_TURNS = 20

/** Gold in hand at the start of an own Fase Principal, spending nothing (R6.10, R7.12, RUL-5). */
export function goldAtTurn(turn: number, first: boolean): number {
  return STARTING_GOLD + INCOME_GOLD * (first ? turn - 1 : turn)
}

export function moneyPlan(stats: DeckStats): MoneyPlan {
  const totalGold = Math.ceil(stats.money.totalSilver / 10)
  const allBy = earliestTurnWithGold(totalGold)
  const dalmasBy = stats.dalmaReveal.earliestTurn
  const turns = Math.min(MAX_INCOME_TURNS, Math.max(MIN_INCOME_TURNS, allBy.asFirstMaster + 1))
  return {
    dalmaGold: stats.dalmaReveal.goldNeeded,
    revealSilver: stats.money.revealSilver,
    learnSilver: stats.money.learnSilver,
    totalSilver: stats.money.totalSilver,
    totalGold,
    allBy,
    dalmasBy,
    income: Array.from({ length: turns }, (_, i) => ({ turn: i + 1, asFirstMaster: goldAtTurn(i + 1, true), asSecondMaster: goldAtTurn(i + 1, false) })),
  }
}
