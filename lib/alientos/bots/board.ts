// The strong bot's board: a duel of two as counts of dice by (taumaturgo, kind-and-umbra, value), since dice alike are
// alike for every rule (legal.ts's canonical forms say the same). Moves add and take counts in place and are undone
// the same way, so a search walks thousands of positions without copying a state. Two taumaturgos only.
import type { AlientosAction } from '../actions'
import type { DieKind, Umbra } from '../dice'
import type { Die, Position } from '../state'

/** Kinds of the board: each die's kind and umbra in one number. */
export const ODIO = 0, CALMA = 1, MANS_O = 2, MANS_D = 3, RENOVACION = 4, CAMBIO = 5, UMBRA = 6
const KINDS = 7
const SLOTS = 7 // values 1..6 (0 unused)
const PER_SEAT = KINDS * SLOTS

export const idx = (seat: number, k: number, v: number): number => seat * PER_SEAT + k * SLOTS + v
const facesOfK = (k: number): number => (k === RENOVACION || k === UMBRA ? 4 : 6)
const turned = (k: number): number => (k === ODIO ? CALMA : k === CALMA ? ODIO : k === MANS_O ? MANS_D : MANS_O)

export function kindOfDie(d: Pick<Die, 'kind' | 'umbra'>): number {
  switch (d.kind) {
    case 'odio': return ODIO
    case 'calma': return CALMA
    case 'mansedumbre': return d.umbra === 'ofensa' ? MANS_O : MANS_D
    case 'renovacion': return RENOVACION
    case 'cambio': return CAMBIO
    case 'umbra': return UMBRA
  }
}
const DIE_OF: { kind: DieKind; umbra: Umbra | null }[] = [
  { kind: 'odio', umbra: 'ofensa' }, { kind: 'calma', umbra: 'defensa' }, { kind: 'mansedumbre', umbra: 'ofensa' }, { kind: 'mansedumbre', umbra: 'defensa' },
  { kind: 'renovacion', umbra: null }, { kind: 'cambio', umbra: null }, { kind: 'umbra', umbra: null },
]

export type Board = {
  c: Int8Array
  pain: [number, number]
  /** Board seat (0, 1) to move, and passes in a row (A5.3). */
  turn: number
  passes: number
  /** The real seats behind board seats 0 and 1. */
  seats: [number, number]
}

export function boardOf(p: Position): Board {
  const seats = p.taumaturgos.flatMap((t, i) => (t.eliminated ? [] : [i]))
  if (seats.length !== 2) throw new Error('El tablero de búsqueda es para dos taumaturgos.')
  const c = new Int8Array(2 * PER_SEAT)
  seats.forEach((real, s) => { for (const d of p.taumaturgos[real]?.dice ?? []) if (!d.out) { const i = idx(s, kindOfDie(d), d.value); c[i] = (c[i] as number) + 1 } })
  const pain: [number, number] = [p.taumaturgos[seats[0] as number]?.pain ?? 0, p.taumaturgos[seats[1] as number]?.pain ?? 0]
  return { c, pain, turn: seats.indexOf(p.turn), passes: p.passes, seats: seats as [number, number] }
}

/** A8.1, A3: what each board seat counts now, Mansedumbre of both sides blocking. */
export function counted(b: Board): [number, number, number, number] {
  const c = b.c
  let mo = 0, md = 0
  for (let v = 1; v <= 6; v++) {
    if ((c[idx(0, MANS_O, v)] as number) + (c[idx(1, MANS_O, v)] as number) > 0) mo |= 1 << v
    if ((c[idx(0, MANS_D, v)] as number) + (c[idx(1, MANS_D, v)] as number) > 0) md |= 1 << v
  }
  let o0 = 0, d0 = 0, o1 = 0, d1 = 0
  for (let v = 1; v <= 6; v++) {
    if (!((md >> v) & 1)) { o0 += v * (c[idx(0, ODIO, v)] as number); o1 += v * (c[idx(1, ODIO, v)] as number) }
    if (!((mo >> v) & 1)) { d0 += v * (c[idx(0, CALMA, v)] as number); d1 += v * (c[idx(1, CALMA, v)] as number) }
  }
  return [o0, d0, o1, d1]
}

/** The value, for board seat `me`, of both passing now: the Recuento's pain through the table. */
/** The weight of the pain difference beside the race value. */
export const TIEBREAK = 0.02

/**
 * What pains (own a, rival's b) are worth to the one with a: 1 if only the rival is out, 0 if only oneself, ½ both
 * (a draw, A9.2); otherwise a² / (a² + b²), a race in which the one with more pain left is ahead, and the more so the
 * nearer the other is to 0. (A table of win chances if every later round were passed was measured as no stronger,
 * at many times the cost: docs/alientos-bots.md.)
 */
export function raceValue(a: number, b: number): number {
  return a <= 0 ? (b <= 0 ? 0.5 : 0) : b <= 0 ? 1 : (a * a) / (a * a + b * b)
}

/** The value, for board seat `me`, of both passing now: the Recuento's pains, through raceValue. */
export function evaluate(b: Board, me: number): number {
  const [o0, d0, o1, d1] = counted(b)
  const loss0 = Math.max(0, o1 - d0), loss1 = Math.max(0, o0 - d1)
  const a = me === 0 ? b.pain[0] - loss0 : b.pain[1] - loss1, r = me === 0 ? b.pain[1] - loss1 : b.pain[0] - loss0
  // The table's chance, and a little of the pain difference, so that a won (or lost) position still prefers more.
  return raceValue(a, r) + TIEBREAK * Math.max(-1, Math.min(1, (a - r) / 30))
}

// ---------------------------------------------------------------------------------------------
// Moves

export type BoardMove = {
  type: 'pass' | 'attack' | 'support'
  /** Count changes: index, delta, index, delta… (a Renovación's re-rolled dice are taken here, given back by an outcome). */
  changes: number[]
  /** Renovación: `count` dice of kind `k` of board seat `seat` are rolled again. */
  reroll?: { seat: number; k: number; count: number }
  /** For the real action: own dice (attack) or the source die, the board seat acted on, the chosen dice and shares. */
  own?: [number, number][]
  target?: [number, number]
  source?: [number, number]
  on?: number
  chosen?: [number, number][]
  shares?: number[]
}

export const PASS: BoardMove = { type: 'pass', changes: [] }

export function play(b: Board, m: BoardMove, sign: 1 | -1): void {
  for (let i = 0; i < m.changes.length; i += 2) { const at = m.changes[i] as number; b.c[at] = (b.c[at] as number) + sign * (m.changes[i + 1] as number) }
}

/** A Renovación's possible outcomes: each multiset of faces for `count` dice, with its probability. */
const outcomeCache = new Map<string, { values: number[]; p: number }[]>()
export function rerollOutcomes(count: number, faces: number): { values: number[]; p: number }[] {
  const key = `${count}/${faces}`
  const kept = outcomeCache.get(key)
  if (kept) return kept
  const out: { values: number[]; p: number }[] = []
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1))
  const walk = (from: number, left: number, values: number[]) => {
    if (left === 0) {
      const counts = new Map<number, number>()
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
      let ways = fact(count)
      for (const n of counts.values()) ways /= fact(n)
      out.push({ values: values.slice(), p: ways / faces ** count })
      return
    }
    for (let v = from; v <= faces; v++) { values.push(v); walk(v, left - 1, values); values.pop() }
  }
  walk(1, count, [])
  outcomeCache.set(key, out)
  return out
}

/** The dice of one kind of one board seat, values ascending, one entry per die. */
function diceOf(b: Board, seat: number, k: number): number[] {
  const out: number[] = []
  for (let v = 1; v <= 6; v++) for (let n = b.c[idx(seat, k, v)] as number; n > 0; n--) out.push(v)
  return out
}

function masks(b: Board): { mo: number; md: number } {
  let mo = 0, md = 0
  for (let v = 1; v <= 6; v++) {
    if ((b.c[idx(0, MANS_O, v)] as number) + (b.c[idx(1, MANS_O, v)] as number) > 0) mo |= 1 << v
    if ((b.c[idx(0, MANS_D, v)] as number) + (b.c[idx(1, MANS_D, v)] as number) > 0) md |= 1 << v
  }
  return { mo, md }
}

function attacks(b: Board, s: number, out: BoardMove[]): void {
  const o = 1 - s
  const { mo, md } = masks(b)
  for (const u of [0, 1]) {
    const ownKs = u === 0 ? [ODIO, MANS_O] : [CALMA, MANS_D]
    const blocked = u === 0 ? md : mo
    const groups: { k: number; v: number; n: number }[] = []
    for (let v = 6; v >= 1; v--) for (const k of ownKs) {
      const n = b.c[idx(s, k, v)] as number
      if (n > 0 && !((blocked >> v) & 1)) groups.push({ k, v, n })
    }
    if (groups.length === 0) continue
    for (const tk of u === 0 ? [CALMA, MANS_D] : [ODIO, MANS_O]) {
      for (let tv = 1; tv <= 6; tv++) {
        if ((b.c[idx(o, tk, tv)] as number) === 0) continue
        // Minimal Ataques en bloque: dice added largest first until they reach the target (A6.2); none to spare.
        const used = groups.map(() => 0)
        const own: [number, number][] = []
        const walk = (g: number, sum: number) => {
          if (sum >= tv) {
            const changes: number[] = []
            for (const [k, v] of own) changes.push(idx(s, k, v), -1)
            changes.push(idx(o, tk, tv), -1)
            out.push({ type: 'attack', changes, own: own.slice(), target: [tk, tv] })
            return
          }
          for (let i = g; i < groups.length; i++) {
            const gr = groups[i] as { k: number; v: number; n: number }
            if ((used[i] as number) >= gr.n) continue
            used[i] = (used[i] as number) + 1
            own.push([gr.k, gr.v])
            walk(i, sum + gr.v)
            own.pop()
            used[i] = (used[i] as number) - 1
          }
        }
        walk(0, 0)
      }
    }
  }
}

function support(source: [number, number], s: number, on: number, chosen: [number, number][], after: [number, number][], shares?: number[], reroll?: BoardMove['reroll']): BoardMove {
  const changes = [idx(s, source[0], source[1]), -1]
  for (const [k, v] of chosen) changes.push(idx(on, k, v), -1)
  for (const [k, v] of after) changes.push(idx(on, k, v), 1)
  return { type: 'support', changes, source, on, chosen, ...(shares ? { shares } : {}), ...(reroll ? { reroll } : {}) }
}

/** The Apoyos worth searching (a pruned subset of the legal ones; the README of the bots says which). */
function supports(b: Board, s: number, out: BoardMove[]): void {
  const o = 1 - s
  for (const sk of [RENOVACION, CAMBIO, UMBRA]) {
    for (let sv = 1; sv <= facesOfK(sk); sv++) {
      if ((b.c[idx(s, sk, sv)] as number) === 0) continue
      const source: [number, number] = [sk, sv]
      for (const seat of [s, o]) {
        const mine = seat === s
        for (const k of [ODIO, CALMA]) {
          const dice = diceOf(b, seat, k)
          if (dice.length === 0) continue
          // Own dice get better from the bottom, the rival's from the top.
          const low = dice, high = dice.slice().reverse()
          if (sk === RENOVACION) {
            for (let j = 1; j <= Math.min(sv, dice.length); j++) {
              const pickd = (mine ? low : high).slice(0, j).map((v): [number, number] => [k, v])
              out.push(support(source, s, seat, pickd, [], undefined, { seat, k, count: j }))
            }
          } else if (sk === UMBRA) {
            for (let j = 1; j <= Math.min(sv, dice.length); j++) {
              for (const from of j === dice.length ? [high] : [high, low]) {
                const pickd = from.slice(0, j).map((v): [number, number] => [k, v])
                out.push(support(source, s, seat, pickd, pickd.map(([kk, v]): [number, number] => [turned(kk), v])))
              }
            }
          } else {
            cambios(source, s, seat, k, mine ? low : high, mine ? 1 : -1, sv, out)
          }
        }
        // Mansedumbre: one die at a time, to move, turn or re-roll a block.
        for (const k of [MANS_O, MANS_D]) {
          for (let v = 1; v <= 6; v++) {
            if ((b.c[idx(seat, k, v)] as number) === 0) continue
            if (sk === RENOVACION) out.push(support(source, s, seat, [[k, v]], [], undefined, { seat, k, count: 1 }))
            else if (sk === UMBRA) out.push(support(source, s, seat, [[k, v]], [[turned(k), v]]))
            else for (const d of [sv, -sv]) if (v + d >= 1 && v + d <= 6) out.push(support(source, s, seat, [[k, v]], [[k, v + d]], [d]))
          }
        }
      }
    }
  }
}

/** Cambio on Odio or Calma dice (ordered best first for its side): all on one die, filled from the best, or two dice. */
function cambios(source: [number, number], s: number, seat: number, k: number, ordered: number[], sign: 1 | -1, points: number, out: BoardMove[]): void {
  const fits = (v: number) => v >= 1 && v <= 6
  const push = (picks: [number, number][]) => {
    out.push(support(source, s, seat, picks.map(([v]): [number, number] => [k, v]), picks.map(([v, d]): [number, number] => [k, v + d]), picks.map(([, d]) => d)))
  }
  const seen = new Set<number>()
  for (const v of ordered) if (!seen.has(v) && fits(v + sign * points)) { seen.add(v); push([[v, sign * points]]) }
  // Filled one point at a time into the die that most needs it (lowest own, highest rival's).
  const values = ordered.slice()
  const given = values.map(() => 0)
  let left = points
  while (left > 0) {
    let best = -1
    for (let i = 0; i < values.length; i++) {
      const now = (values[i] as number) + sign * (given[i] as number)
      if (!fits(now + sign)) continue
      if (best < 0 || (sign > 0 ? now < (values[best] as number) + sign * (given[best] as number) : now > (values[best] as number) + sign * (given[best] as number))) best = i
    }
    if (best < 0) break
    given[best] = (given[best] as number) + 1
    left -= 1
  }
  if (left === 0) {
    const picks = values.flatMap((v, i): [number, number][] => ((given[i] as number) > 0 ? [[v, sign * (given[i] as number)]] : []))
    if (picks.length > 1) push(picks)
  }
  if (values.length >= 2) {
    const [v1, v2] = values as [number, number]
    for (let a = 1; a < points; a++) if (fits(v1 + sign * a) && fits(v2 + sign * (points - a))) push([[v1, sign * a], [v2, sign * (points - a)]])
  }
}

/** The side to move's moves worth searching: pass, minimal attacks and the pruned Apoyos, each once. */
export function boardMoves(b: Board): BoardMove[] {
  const out: BoardMove[] = [PASS]
  attacks(b, b.turn, out)
  supports(b, b.turn, out)
  const seen = new Set<string>()
  return out.filter((m) => {
    const key = m.changes.join(',') + (m.reroll ? `r${m.reroll.seat}${m.reroll.k}${m.reroll.count}` : '')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

// ---------------------------------------------------------------------------------------------
// Back to the engine's actions

/** The real action of a board move in position `p` (dice named by index, lowest free index of each kind and value). */
export function actionOf(p: Position, b: Board, m: BoardMove): AlientosAction {
  if (m.type === 'pass') return { type: 'pass' }
  const me = b.seats[b.turn] as number
  const taken = new Set<string>()
  const find = (seat: number, k: number, v: number): number => {
    const dice = p.taumaturgos[seat]?.dice ?? []
    const want = DIE_OF[k] as { kind: DieKind; umbra: Umbra | null }
    for (let i = 0; i < dice.length; i++) {
      const d = dice[i] as Die
      if (!d.out && d.kind === want.kind && d.umbra === want.umbra && d.value === v && !taken.has(`${seat}/${i}`)) { taken.add(`${seat}/${i}`); return i }
    }
    throw new Error(`No hay un dado ${want.kind} ${v} del asiento ${seat} para la jugada del bot.`)
  }
  if (m.type === 'attack') {
    const foe = b.seats[1 - b.turn] as number
    const dice = (m.own ?? []).map(([k, v]) => find(me, k, v)).sort((x, y) => x - y)
    const [tk, tv] = m.target as [number, number]
    return { type: 'attack', dice, target: foe, die: find(foe, tk, tv) }
  }
  const [sk, sv] = m.source as [number, number]
  const die = find(me, sk, sv)
  const seat = b.seats[m.on as number] as number
  const pairs = (m.chosen ?? []).map(([k, v], i) => [find(seat, k, v), m.shares?.[i] ?? 0] as [number, number]).sort((x, y) => x[0] - y[0])
  return { type: 'support', die, seat, dice: pairs.map((x) => x[0]), ...(m.shares ? { shares: pairs.map((x) => x[1]) } : {}) }
}

export const FACES_OF_K = facesOfK
