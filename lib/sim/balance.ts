// The number that balances a card (issue 30): the value of one of a card's numbers at which deck A's win
// rate against deck B comes closest to a target (50 % for an even matchup). A sequential search that spends
// games where they matter, instead of a sweep over every value:
//
// 1. The two ends of the allowed range are played on the same deals (games 0…n−1); a paired McNemar test
//    on those games says which way the win rate moves as the value rises. If it cannot tell, the ends get
//    more games (up to the cap); if it still cannot, the number does not move this matchup detectably.
// 2. Bisection on the values between a value below the target and one above it: the middle value is played
//    on the same deals; when its Wilson interval holds the target the search adds games there (up to the
//    cap) before going on, so a value is only set aside on evidence. It goes on until the two sides of the
//    bracket are neighbours.
// 3. The answer: the tried value whose interval holds the target and whose estimate is nearest to it; if
//    none holds it, the two neighbouring values that bracket it. Values whose interval lies wholly on one
//    side of the target rule out, with every value beyond them, that side of the range: the search assumes
//    the win rate moves one way with the value (it checks the ends for that).
//
// Every value plays the same deals (the same game indices and seeds), so any two tried values are compared
// game by game. The games themselves come from an injected oracle (local threads or the job queue).
import { pairedProportion, wilson, type Estimate, type PairedTest } from './inference'

/** Outcomes of games [from, to) at `value`, one character each: «1» deck A won, «2» deck B won, «0» a draw. */
export type BalanceOracle = (value: number, from: number, to: number) => Promise<string>

export type BalanceOptions = {
  min: number
  max: number
  /** Distance between neighbouring values (1 for whole numbers). */
  step?: number
  target: number
  /** Games per batch (even: each deal from both seats). */
  games: number
  /** Most games one value may get (default four batches). */
  maxGamesPerValue?: number
  /** Most games in all (default 40 batches). */
  maxGames?: number
  onStep?: (step: BalanceStep) => void
}

export type Tried = { value: number; games: number; winRateA: Estimate }
export type BalanceStep = Tried & { phase: 'ends' | 'bisect' | 'more'; holdsTarget: boolean }
export type RuledOut = { from: number; to: number; side: 'above' | 'below' }

export type BalanceResult = {
  value: number
  winRateA: Estimate
  tried: Tried[]
  ruledOut: RuledOut[]
  /** How deck A's win rate moves as the value rises (from the paired test of the ends). */
  direction: 'up' | 'down' | 'unclear'
  /** The paired test of the two ends (same games). */
  ends: PairedTest & { low: number; high: number; games: number }
  /**
   * holds: the value's interval holds the target; bracket: two neighbouring values lie on either side;
   * edge: the target lies beyond the whole range (the nearest end is given); unclear: the number does not
   * move the win rate detectably, or the games ran out.
   */
  verdict: 'holds' | 'bracket' | 'edge' | 'unclear'
  bracket: [number, number] | null
  target: number
  games: number
}

const rateOf = (text: string): Estimate => wilson([...text].filter((c) => c === '1').length, text.length)

/** McNemar on A's wins at two values over their common games. */
export function pairedOnGames(a: string, b: string): PairedTest {
  const n = Math.min(a.length, b.length)
  let onlyA = 0, onlyB = 0
  for (let i = 0; i < n; i++) {
    const x = a[i] === '1', y = b[i] === '1'
    if (x && !y) onlyA++
    else if (y && !x) onlyB++
  }
  return pairedProportion(n, onlyA, onlyB)
}

export async function findBalance(oracle: BalanceOracle, o: BalanceOptions): Promise<BalanceResult> {
  const step = o.step ?? 1
  if (!(o.max > o.min)) throw new Error('balance: el máximo debe pasar del mínimo')
  if (o.games < 2 || o.games % 2 !== 0) throw new Error('balance: las partidas deben ser pares')
  if (!(o.target > 0 && o.target < 1)) throw new Error('balance: el objetivo debe estar entre 0 y 1')
  const perValue = Math.max(o.games, o.maxGamesPerValue ?? 4 * o.games)
  const total = o.maxGames ?? 40 * o.games
  const outcomes = new Map<number, string>()
  let spent = 0
  const snap = (v: number) => Math.round((v - o.min) / step) * step + o.min
  const holds = (e: Estimate) => e.ci95 !== null && e.ci95[0] <= o.target && o.target <= e.ci95[1]
  const tried = (v: number): Tried => { const t = outcomes.get(v) ?? ''; return { value: v, games: t.length, winRateA: rateOf(t) } }

  // The oracle's answer, checked: one character per game asked.
  const ask = async (v: number, from: number, to: number): Promise<string> => {
    const text = await oracle(v, from, to)
    if (text.length !== to - from || !/^[012]*$/.test(text)) throw new Error(`balance: el oráculo devolvió ${text.length} resultados para ${to - from} partidas`)
    return text
  }
  /** Plays one more batch at v (its next games), if the caps allow; false when they do not. */
  const play = async (v: number, phase: BalanceStep['phase']): Promise<boolean> => {
    const have = outcomes.get(v) ?? ''
    if (have.length >= perValue || spent + o.games > total) return false
    const more = await ask(v, have.length, have.length + o.games)
    outcomes.set(v, have + more)
    spent += more.length
    const t = tried(v)
    o.onStep?.({ ...t, phase, holdsTarget: holds(t.winRateA) })
    return true
  }
  // 1. The ends, and which way the win rate moves.
  const low = snap(o.min), high = snap(o.max)
  await play(low, 'ends')
  await play(high, 'ends')
  let ends = pairedOnGames(outcomes.get(low) ?? '', outcomes.get(high) ?? '')
  while (ends.p !== null && ends.p >= 0.05 && (await play(low, 'more')) && (await play(high, 'more'))) {
    ends = pairedOnGames(outcomes.get(low) ?? '', outcomes.get(high) ?? '')
  }
  const endsTest = { ...ends, low, high, games: Math.min((outcomes.get(low) ?? '').length, (outcomes.get(high) ?? '').length) }
  const lowRate = tried(low).winRateA.estimate ?? 0
  const highRate = tried(high).winRateA.estimate ?? 0
  const direction: BalanceResult['direction'] = ends.p !== null && ends.p < 0.05 ? (highRate > lowRate ? 'up' : 'down') : 'unclear'

  // «Below» the target is the side where A wins less: the low end when the rate goes up.
  const result = (verdict: BalanceResult['verdict'], bracket: [number, number] | null = null): BalanceResult => {
    const all = [...outcomes.keys()].sort((a, b) => a - b).map(tried)
    const holding = all.filter((t) => holds(t.winRateA))
    const distance = (t: Tried) => Math.abs((t.winRateA.estimate ?? 0) - o.target)
    const pool = holding.length > 0 ? holding : bracket !== null ? all.filter((t) => bracket.includes(t.value)) : all
    const chosen = [...pool].sort((a, b) => distance(a) - distance(b) || b.games - a.games)[0] as Tried
    return {
      value: chosen.value, winRateA: chosen.winRateA, tried: all, ruledOut: ruledOut(all), direction, ends: endsTest,
      verdict: verdict === 'bracket' && holding.length > 0 ? 'holds' : verdict, bracket, target: o.target, games: spent,
    }
  }
  const ruledOut = (all: Tried[]): RuledOut[] => {
    if (direction === 'unclear') return []
    const below = all.filter((t) => t.winRateA.ci95 !== null && t.winRateA.ci95[1] < o.target).map((t) => t.value)
    const above = all.filter((t) => t.winRateA.ci95 !== null && t.winRateA.ci95[0] > o.target).map((t) => t.value)
    const out: RuledOut[] = []
    if (direction === 'up') {
      if (below.length > 0) out.push({ from: low, to: Math.max(...below), side: 'below' })
      if (above.length > 0) out.push({ from: Math.min(...above), to: high, side: 'above' })
    } else {
      if (above.length > 0) out.push({ from: low, to: Math.max(...above), side: 'above' })
      if (below.length > 0) out.push({ from: Math.min(...below), to: high, side: 'below' })
    }
    return out
  }
  if (direction === 'unclear') return result('unclear')

  // The target beyond the range: the end nearest to it wins the target out.
  const ciLow = tried(low).winRateA.ci95, ciHigh = tried(high).winRateA.ci95
  const lowSide = direction === 'up' ? ciLow : ciHigh // the end where A wins least
  const highSide = direction === 'up' ? ciHigh : ciLow
  if ((lowSide !== null && lowSide[0] > o.target) || (highSide !== null && highSide[1] < o.target)) return result('edge')

  // 2. Bisection between a value under the target (a) and one over it (b), in A's win rate.
  let a = direction === 'up' ? low : high
  let b = direction === 'up' ? high : low
  const isOver = (v: number) => (tried(v).winRateA.estimate ?? 0) > o.target
  while (Math.abs(b - a) > step + 1e-9) {
    const mid = snap((a + b) / 2)
    if (mid === a || mid === b) break
    if (!(await play(mid, 'bisect'))) return result('unclear', null)
    // Spend games where they matter: a value whose interval still holds the target gets more before moving on.
    while (holds(tried(mid).winRateA) && (await play(mid, 'more'))) { /* until it leaves the target or reaches the cap */ }
    if (isOver(mid)) b = mid
    else a = mid
  }
  const pair = [a, b].sort((x, y) => x - y) as [number, number]
  return result('bracket', pair)
}
