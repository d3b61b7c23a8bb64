// Pure helpers of the batch panel: Spanish number formats, the rows each chart and table shows,
// how games are split among workers, and what the JSON export holds.
import { TYPE_LABELS } from '@/lib/catalogue/model'
import type { AtLeastRow, BatchReport, Proportion, Summary, TrackedRow } from '@/lib/sim'

const formatters = new Map<number, Intl.NumberFormat>()
function formatter(digits: number): Intl.NumberFormat {
  let f = formatters.get(digits)
  if (f === undefined) {
    f = new Intl.NumberFormat('es-ES', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatters.set(digits, f)
  }
  return f
}

export const DASH = '—'
export const formatNumber = (x: number | null | undefined, digits = 2): string => (x === null || x === undefined || !Number.isFinite(x) ? DASH : formatter(digits).format(x))
export const formatPercent = (x: number | null | undefined, digits = 1): string => (x === null || x === undefined || !Number.isFinite(x) ? DASH : `${formatter(digits).format(100 * x)} %`)
/** Silver as gold with one decimal ("12,5"), the unit the rulebook prints. */
export const formatGold = (silver: number | null | undefined): string => formatNumber(silver === null || silver === undefined ? null : silver / 10, 1)
export const formatCount = (n: number): string => formatter(0).format(n)

/**
 * "45,2 % ± 2,2" for a simulated proportion. At 0 % or 100 % the normal margin is 0, which would
 * claim certainty: the Wilson interval is shown instead ("0,0 % (95 %: 0,0–1,9 %)").
 */
export function formatShare(p: Proportion): string {
  if (p.p === null) return DASH
  if (p.successes === 0 || p.successes === p.n) return `${formatPercent(p.p)} (95 %: ${formatNumber(100 * p.low, 1)}–${formatPercent(p.high)})`
  return `${formatPercent(p.p)} ± ${formatNumber(p.margin === null ? null : 100 * p.margin, 1)}`
}
/** "1,82 ± 0,05" for a simulated mean. */
export function formatMean(mean: number | null, margin: number | null, digits = 2): string {
  if (mean === null) return DASH
  return `${formatNumber(mean, digits)} ± ${formatNumber(margin, digits)}`
}
export function formatGoldMean(s: Summary): string {
  if (s.mean === null) return DASH
  return `${formatGold(s.mean)} ± ${formatGold(s.margin)}`
}

/** The Wilson interval as the error bar [below, above] of a bar drawn at p (in percent). */
export const errorOf = (p: Proportion): [number, number] =>
  p.p === null ? [0, 0] : [100 * (p.p - p.low), 100 * (p.high - p.p)]

export type Moment = 'opening' | 'afterReplacement'
export const MOMENT_LABELS: Record<Moment, string> = { opening: 'Mano inicial', afterReplacement: 'Tras el reemplazo' }

export type CompositionRow = {
  type: string
  label: string
  copies: number
  exact: number | null
  simulated: number | null
  margin: number | null
  atLeastOneExact: number | null
  atLeastOne: Proportion
}

export function compositionRows(report: BatchReport, moment: Moment): CompositionRow[] {
  return report.openingHand.byType.map((t) => {
    const f = t[moment]
    const one = f.atLeast[0] as AtLeastRow
    return {
      type: t.type, label: TYPE_LABELS[t.type].plural, copies: t.copies,
      exact: f.mean.exact, simulated: f.mean.simulated, margin: f.mean.margin,
      atLeastOneExact: one.exact, atLeastOne: one.simulated,
    }
  })
}

export type AtLeastChartRow = {
  k: number
  label: string
  openingExact: number | null
  openingSimulated: number | null
  openingError: [number, number]
  afterExact: number | null
  afterSimulated: number | null
  afterError: [number, number]
  opening: AtLeastRow
  after: AtLeastRow
}

/** Rows k = 1..4 of the "at least k" chart, in percent; k above the copies in the deck are dropped (always 0). */
export function atLeastRows(row: TrackedRow): AtLeastChartRow[] {
  return row.opening.atLeast
    .filter((r) => r.k === 1 || r.k <= row.copies)
    .map((opening) => {
      const after = row.afterReplacement.atLeast.find((a) => a.k === opening.k) as AtLeastRow
      const pc = (x: number | null) => (x === null ? null : 100 * x)
      return {
        k: opening.k, label: `≥ ${opening.k}`,
        openingExact: pc(opening.exact), openingSimulated: pc(opening.simulated.p), openingError: errorOf(opening.simulated),
        afterExact: pc(after.exact), afterSimulated: pc(after.simulated.p), afterError: errorOf(after.simulated),
        opening, after,
      }
    })
}

export type MoneyRow = { turn: number; games: number; available: number | null; band: [number, number] | null; left: number | null; availableSummary: Summary; leftSummary: Summary }

/** Money in gold per turn: the mean at the start of the Fase Principal, its p10–p90 band, and the mean left at the end. */
export function moneyRows(report: BatchReport): MoneyRow[] {
  const g = (x: number | null) => (x === null ? null : x / 10)
  return report.perTurn.map((t) => ({
    turn: t.turn,
    games: t.games,
    available: g(t.moneyAvailable.mean),
    band: t.moneyAvailable.p10 === null || t.moneyAvailable.p90 === null ? null : [t.moneyAvailable.p10 / 10, t.moneyAvailable.p90 / 10],
    left: g(t.moneyLeft.mean),
    availableSummary: t.moneyAvailable,
    leftSummary: t.moneyLeft,
  }))
}

/** One row per turn, one column per k ("dalma2"…): percent of games with at least k active Dalmas by then. */
export function dalmaRows(report: BatchReport): Record<string, number | null>[] {
  return report.perTurn.map((t) => {
    const row: Record<string, number | null> = { turn: t.turn }
    for (const d of report.dalmas) {
      const share = d.byTurn.find((b) => b.turn === t.turn)?.share
      row[`dalma${d.k}`] = share?.p === null || share === undefined ? null : 100 * share.p
    }
    return row
  })
}

export type LearnedRow = { turn: number; spells: number | null; skills: number | null; spellsMargin: number | null; skillsMargin: number | null }

export function learnedRows(report: BatchReport): LearnedRow[] {
  return report.perTurn.map((t) => ({
    turn: t.turn,
    spells: t.learnedSpells.mean, skills: t.learnedSkills.mean,
    spellsMargin: t.learnedSpells.margin, skillsMargin: t.learnedSkills.margin,
  }))
}

/** Every turn from the first exhaustion to the run's end, zeros included, so the bars keep their spacing. */
export function exhaustionRows(report: BatchReport): { turn: number; games: number; share: number }[] {
  const { distribution, games } = report.exhaustion
  if (distribution.length === 0) return []
  const first = (distribution[0] as { turn: number }).turn
  const byTurn = new Map(distribution.map((d) => [d.turn, d.games]))
  const rows: { turn: number; games: number; share: number }[] = []
  for (let turn = first; turn <= report.exhaustion.turns; turn++) {
    const n = byTurn.get(turn) ?? 0
    rows.push({ turn, games: n, share: games === 0 ? 0 : n / games })
  }
  return rows
}

/** Splits games [0, games) into up to `workers` consecutive ranges of near-equal size (none empty). */
export function splitGames(games: number, workers: number): { firstGame: number; games: number }[] {
  const n = Math.max(1, Math.min(workers, games))
  const out: { firstGame: number; games: number }[] = []
  let first = 0
  for (let i = 0; i < n; i++) {
    const size = Math.floor(games / n) + (i < games % n ? 1 : 0)
    out.push({ firstGame: first, games: size })
    first += size
  }
  return out
}

/** Workers to use: leave one core to the page, at most 4, and one per 200 games at most. */
export function workerCount(games: number, cores: number | undefined): number {
  const available = Math.max(1, (cores ?? 2) - 1)
  return Math.max(1, Math.min(4, available, Math.ceil(games / 200)))
}

export function exportFileName(report: BatchReport, deckName: string | undefined): string {
  const slug = (deckName ?? 'mazo').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'mazo'
  return `goldfish-${slug}-${report.games}x${report.turns}-semilla-${report.seed}.json`
}
