// What a Recuento's outcome is worth: the chance of winning the duel from (own pain, rival's pain) if from then on both
// taumaturgos passed every Invocación, so each round lost what the pools' opening Recuento loses (odds.ts). A position
// where the rival is out is worth 1, where oneself is out 0, both at once (a draw, A9.2) one half. Two taumaturgos.
import type { Pool } from '../dice'
import { openingRecount } from '../odds'

export const MAX_PAIN = 15

export type ValueTable = {
  /** value(a, b): own pain a, rival's pain b (each may be ≤ 0). */
  value(a: number, b: number): number
}

/** The table for `own` against `rival`: a dynamic programme over both pains (AN-7's round limit is not modelled). */
export function valueTable(own: Pool, rival: Pool, maxPain = MAX_PAIN): ValueTable {
  const { joint } = openingRecount([own, rival], [maxPain, maxPain])
  const cells: [number, number, number][] = []
  joint.forEach((row, x) => row.forEach((p, y) => { if (p > 1e-12 && (x > 0 || y > 0)) cells.push([x, y, p]) }))
  const stay = joint[0]?.[0] ?? 0
  const size = maxPain + 1
  const w = new Float64Array(size * size)
  const term = (a: number, b: number): number => (a <= 0 ? (b <= 0 ? 0.5 : 0) : b <= 0 ? 1 : (w[a * size + b] as number))
  for (let total = 2; total <= 2 * maxPain; total++) {
    for (let a = 1; a <= maxPain; a++) {
      const b = total - a
      if (b < 1 || b > maxPain) continue
      let sum = 0
      for (const [x, y, p] of cells) sum += p * term(a - x, b - y)
      w[a * size + b] = stay >= 1 - 1e-12 ? 0.5 : sum / (1 - stay)
    }
  }
  return { value: (a, b) => term(Math.min(a, maxPain), Math.min(b, maxPain)) }
}
