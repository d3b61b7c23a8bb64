// Fitting the value net (lib/bots/value-net.ts) on self-play outcomes: one hidden layer of tanh units, log loss,
// Adam on shuffled mini-batches, a small L2 on the weights. Pure and seeded, so the same samples and options give the
// same net; scripts/fit-value-net.ts drives it. Inputs are standardised by the training samples' mean and spread.
import type { ValueNet } from '../bots/value-net'
import { createRng, nextInt, nextUint32, type RngState } from '../engine/rng'
import type { Sample } from './fit'

export type NetFitOptions = { hidden: number; epochs: number; rate: number; l2: number; batch: number; seed: number }
export const NET_FIT_DEFAULTS: NetFitOptions = { hidden: 24, epochs: 12, rate: 0.003, l2: 1e-4, batch: 256, seed: 19 }

/** A uniform draw in [−1, 1) from the fit's generator. */
const unit = (rng: RngState) => nextUint32(rng) / 2 ** 31 - 1

export function fitValueNet(samples: readonly Sample[], options: Partial<NetFitOptions> = {}): ValueNet {
  const o = { ...NET_FIT_DEFAULTS, ...options }
  const n = samples.length, d = samples[0]?.x.length ?? 0, H = o.hidden
  const mean = new Array<number>(d).fill(0), scale = new Array<number>(d).fill(0)
  for (const { x } of samples) for (let i = 0; i < d; i++) mean[i] = (mean[i] as number) + (x[i] as number) / n
  for (const { x } of samples) for (let i = 0; i < d; i++) scale[i] = (scale[i] as number) + ((x[i] as number) - (mean[i] as number)) ** 2 / n
  // An input (near) constant over the samples is left unscaled: its spread is rounding error, and a rounded 0 would divide by 0.
  for (let i = 0; i < d; i++) { const sd = Math.sqrt(scale[i] as number); scale[i] = sd < 1e-6 ? 1 : sd }
  // Standardised inputs, once, in one flat array.
  const X = new Float64Array(n * d)
  samples.forEach(({ x }, k) => { for (let i = 0; i < d; i++) X[k * d + i] = ((x[i] as number) - (mean[i] as number)) / (scale[i] as number) })
  const rng = createRng(o.seed)
  const params = new Float64Array(H * d + H + H + 1) // w1, b1, w2, b2
  const init = 1 / Math.sqrt(d)
  for (let i = 0; i < H * d; i++) params[i] = unit(rng) * init
  for (let h = 0; h < H; h++) params[H * d + H + h] = unit(rng) / Math.sqrt(H)
  const grad = new Float64Array(params.length), m1 = new Float64Array(params.length), m2 = new Float64Array(params.length)
  const act = new Float64Array(H)
  const order = Array.from({ length: n }, (_, i) => i)
  let t = 0
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) { const j = nextInt(rng, i + 1); const tmp = order[i] as number; order[i] = order[j] as number; order[j] = tmp }
    for (let start = 0; start < n; start += o.batch) {
      grad.fill(0)
      const end = Math.min(n, start + o.batch)
      for (let b = start; b < end; b++) {
        const k = order[b] as number, base = k * d
        let z = params[H * d + 2 * H] as number
        for (let h = 0; h < H; h++) {
          let a = params[H * d + h] as number
          const row = h * d
          for (let i = 0; i < d; i++) a += (params[row + i] as number) * (X[base + i] as number)
          const th = Math.tanh(a)
          act[h] = th
          z += (params[H * d + H + h] as number) * th
        }
        const g = 1 / (1 + Math.exp(-z)) - (samples[k] as Sample).won
        grad[H * d + 2 * H] = (grad[H * d + 2 * H] as number) + g
        for (let h = 0; h < H; h++) {
          const th = act[h] as number
          grad[H * d + H + h] = (grad[H * d + H + h] as number) + g * th
          const ga = g * (params[H * d + H + h] as number) * (1 - th * th)
          grad[H * d + h] = (grad[H * d + h] as number) + ga
          const row = h * d
          for (let i = 0; i < d; i++) grad[row + i] = (grad[row + i] as number) + ga * (X[base + i] as number)
        }
      }
      t++
      const size = end - start
      const c1 = 1 - 0.9 ** t, c2 = 1 - 0.999 ** t
      for (let p = 0; p < params.length; p++) {
        const isWeight = p < H * d || (p >= H * d + H && p < H * d + 2 * H)
        const gp = (grad[p] as number) / size + (isWeight ? o.l2 * (params[p] as number) : 0)
        m1[p] = 0.9 * (m1[p] as number) + 0.1 * gp
        m2[p] = 0.999 * (m2[p] as number) + 0.001 * gp * gp
        params[p] = (params[p] as number) - o.rate * ((m1[p] as number) / c1) / (Math.sqrt((m2[p] as number) / c2) + 1e-8)
      }
    }
  }
  const round = (v: number) => Number(v.toFixed(5))
  return {
    inputs: d, hidden: H, mean: mean.map(round), scale: scale.map(round),
    w1: Array.from(params.subarray(0, H * d), round), b1: Array.from(params.subarray(H * d, H * d + H), round),
    w2: Array.from(params.subarray(H * d + H, H * d + 2 * H), round), b2: round(params[H * d + 2 * H] as number),
  }
}
