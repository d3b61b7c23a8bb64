// From a laboratory tally to the figures people read (issue 16): every figure with its 95 %
// interval clipped to what it can be, every what-if row with its paired test and its Holm-adjusted
// p beside the raw one, the balance seen apart from the seat (who began) with the mirror baseline,
// and the cards the bots never used. Plain JSON, no display text beyond the metric labels.
import { deckCardIds, normalizeDeck } from '../decks/model'
import { cardUseFlag, type CardUseFlag, type CardUseTable } from './card-use'
import {
  holm, meanInterval, pairedProportion, pairedRatio, pairedT, ratioInterval, wilson, type Estimate, type PairedTest,
} from './inference'
import { METRICS, type Metric, type MetricKind } from './lab-metrics'
import { armsOf, specSeed, type Arm, type LabSpec } from './lab-spec'
import type { ArmTally, Cross4, LabTally, Sums6 } from './lab-tally'

export type Figure = Estimate & {
  id: string
  kind: MetricKind
  /** Games (shares and means over every game), or the denominator Σm (how many observations the figure rests on). */
  n: number
}

export type CardUseRow = { cardId: string; copies: number; drawn: number; usable: number; played: number; flag: CardUseFlag }

export type ArmReport = {
  role: Arm['role']
  /** The swept value (sweeps only). */
  value?: number
  games: number
  wins: { A: number; B: number }
  draws: number
  winRate: { A: Estimate; B: Estimate }
  figures: Figure[]
  /** Per deck, every card of the list with its use; null until the games record card use. */
  cardUse: { A: CardUseRow[]; B: CardUseRow[] } | null
}

export type ComparedFigure = {
  id: string
  kind: MetricKind
  baseline: Estimate
  variant: Estimate
  difference: Estimate
  p: number | null
  /** Holm-adjusted across the rows of this comparison. */
  pHolm: number | null
  test: PairedTest['test']
}

/** The seat apart from the deck: who began (R6.11), and the mirror baseline (each deck against itself). */
export type Balance = {
  equalBots: boolean
  winRateA: Estimate
  began: { A: number; B: number }
  /** Set when one deck began every game: then deck and seat cannot be told apart. */
  onlyOneBegan: 'A' | 'B' | null
  winAWhenABegan: Estimate
  winAWhenBBegan: Estimate
  /** The Master who begins, in A against A and in B against B. */
  mirror: { A: Estimate; B: Estimate } | null
  /** Games with a forced offensive (R18.2), and the turn of the forced offensive. */
  forcedGames: Estimate
  forcedTurn: Estimate
  verdict: 'botSkill' | 'even' | 'favoursA' | 'favoursB' | 'unknown'
}

type Envelope = {
  format: 'dm-lab-report'
  version: 1
  decks: { A: string; B: string }
  bots: LabSpec['bots']
  /** As typed, and the number it stands for. */
  seed: { text: string; value: number }
  games: number
  /** The game's variant (§23, RUL-39); `variant` is the what-if's report in a comparison. */
  rulesVariant: LabSpec['variant']
  maxTurns: number
  /** Game-index ranges the report covers (all of [0, games) once complete). */
  ranges: [number, number][]
  balance: Balance
}

export type RunReport = Envelope & { kind: 'run'; report: ArmReport }
export type CompareReport = Envelope & {
  kind: 'compare'
  override: Record<string, unknown>
  baseline: ArmReport
  variant: ArmReport
  winRateA: { baseline: number | null; variant: number | null; difference: Estimate; p: number | null; pHolm: number | null; test: 'mcnemar' }
  rows: ComparedFigure[]
}
export type SweepRow = {
  value: number
  games: number
  wins: { A: number; B: number }
  draws: number
  winRateA: Estimate
  winRateB: Estimate
  /** Against the value before it, on the same games (McNemar on deck A's wins). */
  vsPrevious: { difference: Estimate; p: number | null; pHolm: number | null; test: 'mcnemar' } | null
}
/** One deck's wins over a sweep: each step (Holm across the steps) and the first value against the last. */
export type SweepSide = {
  steps: { difference: Estimate; p: number | null; pHolm: number | null }[]
  /** First value against the last on the same games (McNemar); with two values, the one step. */
  ends: { from: number; to: number; difference: Estimate; p: number | null } | null
}
export type SweepReport = Envelope & { kind: 'sweep'; card: string; field: string; rows: SweepRow[]; arms: ArmReport[]; byDeck?: { A: SweepSide; B: SweepSide } }
export type LabReport = RunReport | CompareReport | SweepReport

const sums = (arm: ArmTally, id: string): Sums6 => arm.sums[id] as Sums6

function figure(arm: ArmTally, metric: Metric): Figure {
  const [y, m, yy, mm, ym, k] = sums(arm, metric.id)
  const n = arm.games
  const base = { id: metric.id, kind: metric.kind }
  if (metric.kind === 'mean') return { ...base, ...pick(meanInterval({ n, sum: y, sumSq: yy }, metric.bounds)), n }
  if (metric.kind === 'share' && metric.several !== true) return { ...base, ...wilson(y, m), n: m }
  return { ...base, ...pick(ratioInterval({ n, y, m, yy, mm, ym, k }, metric.bounds)), n: m }
}
const pick = (e: Estimate): Estimate => ({ estimate: e.estimate, ci95: e.ci95 })

function cardUseRows(table: CardUseTable, deckIds: readonly string[]): CardUseRow[] {
  const copies = new Map<string, number>()
  for (const id of deckIds) copies.set(id, (copies.get(id) ?? 0) + 1)
  return [...copies].map(([cardId, n]) => {
    const u = table[cardId]
    return { cardId, copies: n, drawn: u?.drawn ?? 0, usable: u?.usable ?? 0, played: u?.played ?? 0, flag: cardUseFlag(u) }
  }).sort((a, b) => (a.flag === 'played' ? 1 : 0) - (b.flag === 'played' ? 1 : 0) || a.cardId.localeCompare(b.cardId))
}

export function armReport(spec: LabSpec, arm: Arm, t: ArmTally): ArmReport {
  const wins = { A: sums(t, 'winA')[0], B: sums(t, 'winB')[0] }
  const deckIds = (side: 'A' | 'B') => deckCardIds(normalizeDeck((arm.decks === 'AB' ? spec.decks[side] : arm.decks === 'AA' ? spec.decks.A : spec.decks.B).deck))
  return {
    role: arm.role,
    ...(arm.role === 'value' ? { value: arm.value } : {}),
    games: t.games,
    wins,
    draws: sums(t, 'draws')[0],
    winRate: { A: wilson(wins.A, t.games), B: wilson(wins.B, t.games) },
    figures: METRICS.map((m) => figure(t, m)),
    cardUse: t.cardUse === null ? null : { A: cardUseRows(t.cardUse.A, deckIds('A')), B: cardUseRows(t.cardUse.B, deckIds('B')) },
  }
}

/** One row of a paired comparison: McNemar for shares over every game, paired t for means, the clustered ratio otherwise. */
function compared(metric: Metric, b: ArmTally, v: ArmTally, cross: Cross4): Omit<ComparedFigure, 'pHolm'> {
  const [yb, mb, yyb, mmb, ymb, kb] = sums(b, metric.id)
  const [yv, mv, yyv, mmv, ymv, kv] = sums(v, metric.id)
  const [cyy, cym, cmy, cmm] = cross
  const n = b.games
  let test: PairedTest
  if (metric.kind === 'share' && metric.m === null) test = pairedProportion(n, yb - cyy, yv - cyy)
  else if (metric.kind === 'mean') test = pairedT({ n, sum: yv - yb, sumSq: yyv - 2 * cyy + yyb }, metric.bounds)
  else test = pairedRatio({ n, y: yb, m: mb, yy: yyb, mm: mmb, ym: ymb, k: kb }, { n, y: yv, m: mv, yy: yyv, mm: mmv, ym: ymv, k: kv }, { yy: cyy, ym: cym, my: cmy, mm: cmm }, metric.bounds)
  return { id: metric.id, kind: metric.kind, baseline: pick(figure(b, metric)), variant: pick(figure(v, metric)), difference: test.difference, p: test.p, test: test.test }
}

export function comparePair(b: ArmTally, v: ArmTally, cross: Record<string, Cross4>): ComparedFigure[] {
  const rows = METRICS.map((m) => compared(m, b, v, cross[m.id] as Cross4))
  const adjusted = holm(rows.map((r) => r.p))
  return rows.map((r, i) => ({ ...r, pHolm: adjusted[i] ?? null }))
}

const est = (figures: readonly Figure[], id: string): Estimate => {
  const f = figures.find((x) => x.id === id)
  return f === undefined ? { estimate: null, ci95: null } : { estimate: f.estimate, ci95: f.ci95 }
}

function balanceOf(spec: LabSpec, main: ArmReport, mainTally: ArmTally, mirror: { A: ArmReport; B: ArmReport } | null): Balance {
  // The denominators of «A wins when A / B began»: the games each deck began.
  const began = { A: sums(mainTally, 'winAWhenABegan')[1], B: sums(mainTally, 'winAWhenBBegan')[1] }
  const winRateA = main.winRate.A
  const equalBots = spec.bots.A === spec.bots.B
  let verdict: Balance['verdict'] = 'unknown'
  if (!equalBots) verdict = 'botSkill'
  else if (winRateA.ci95 !== null) verdict = winRateA.ci95[0] > 0.5 ? 'favoursA' : winRateA.ci95[1] < 0.5 ? 'favoursB' : 'even'
  return {
    equalBots,
    winRateA,
    began,
    onlyOneBegan: began.A > 0 && began.B === 0 ? 'A' : began.B > 0 && began.A === 0 ? 'B' : null,
    winAWhenABegan: est(main.figures, 'winAWhenABegan'),
    winAWhenBBegan: est(main.figures, 'winAWhenBBegan'),
    mirror: mirror === null ? null : { A: est(mirror.A.figures, 'winFirst'), B: est(mirror.B.figures, 'winFirst') },
    forcedGames: est(main.figures, 'forcedGame'),
    forcedTurn: est(main.figures, 'forcedTurn'),
    verdict,
  }
}

/** The report of a spec from the tally of all its games (or of the games played so far). */
export function labReport(spec: LabSpec, tally: LabTally): LabReport {
  const arms = armsOf(spec)
  if (arms.length !== tally.arms.length) throw new Error('el recuento no corresponde a esta prueba')
  const reports = arms.map((arm, i) => armReport(spec, arm, tally.arms[i] as ArmTally))
  const mirrorIndex = arms.findIndex((a) => a.role === 'mirrorA')
  const mirror = mirrorIndex < 0 ? null : { A: reports[mirrorIndex] as ArmReport, B: reports[mirrorIndex + 1] as ArmReport }
  const envelope = (mainIndex: number): Envelope => ({
    format: 'dm-lab-report', version: 1,
    decks: { A: spec.decks.A.name, B: spec.decks.B.name },
    bots: spec.bots,
    seed: { text: spec.seed, value: specSeed(spec) },
    games: spec.games,
    rulesVariant: spec.variant,
    maxTurns: spec.maxTurns,
    ranges: tally.ranges,
    balance: balanceOf(spec, reports[mainIndex] as ArmReport, tally.arms[mainIndex] as ArmTally, mirror),
  })
  if (spec.kind === 'run') return { ...envelope(0), kind: 'run', report: reports[0] as ArmReport }
  if (spec.kind === 'compare') {
    const pair = tally.pairs[0]
    if (pair === undefined) throw new Error('falta el recuento emparejado')
    const rows = comparePair(tally.arms[0] as ArmTally, tally.arms[1] as ArmTally, pair.cross)
    const win = rows.find((r) => r.id === 'winA') as ComparedFigure
    return {
      ...envelope(0), kind: 'compare', override: spec.override,
      baseline: reports[0] as ArmReport, variant: reports[1] as ArmReport,
      winRateA: { baseline: win.baseline.estimate, variant: win.variant.estimate, difference: win.difference, p: win.p, pHolm: win.pHolm, test: 'mcnemar' },
      rows,
    }
  }
  // Sweep: each value against the one before it on deck A's wins, Holm across those steps.
  const values = reports.filter((r) => r.role === 'value')
  const stepCount = Math.max(0, values.length - 1)
  const sideTests = (metric: 'winA' | 'winB'): { tests: PairedTest[]; side: SweepSide } => {
    const tests = tally.pairs.map((p) => {
      const b = tally.arms[p.base] as ArmTally
      const v = tally.arms[p.variant] as ArmTally
      const cyy = (p.cross[metric] as Cross4)[0]
      return pairedProportion(b.games, sums(b, metric)[0] - cyy, sums(v, metric)[0] - cyy)
    })
    const steps = tests.slice(0, stepCount)
    const adjusted = holm(steps.map((s) => s.p))
    // Tallies stored before the ends' pair existed have the steps alone: then the ends are the one step, or unknown.
    const endsTest = tests[stepCount] ?? (stepCount === 1 ? steps[0] : undefined)
    const first = values[0], last = values[values.length - 1]
    return {
      tests: steps,
      side: {
        steps: steps.map((s, i) => ({ difference: s.difference, p: s.p, pHolm: adjusted[i] ?? null })),
        ends: endsTest === undefined || first === undefined || last === undefined ? null : { from: first.value as number, to: last.value as number, difference: endsTest.difference, p: endsTest.p },
      },
    }
  }
  const a = sideTests('winA')
  const b = sideTests('winB')
  const rows: SweepRow[] = values.map((r, i) => {
    const step = i === 0 ? null : a.side.steps[i - 1] ?? null
    return {
      value: r.value as number, games: r.games, wins: r.wins, draws: r.draws, winRateA: r.winRate.A, winRateB: r.winRate.B,
      vsPrevious: step === null ? null : { difference: step.difference, p: step.p, pHolm: step.pHolm, test: 'mcnemar' },
    }
  })
  // The balance of a sweep is read on its first value.
  return { ...envelope(0), kind: 'sweep', card: spec.sweep.card, field: spec.sweep.field, rows, arms: values, byDeck: { A: a.side, B: b.side } }
}
