// Issue 29, session 19: the value net's fit learns what a linear model cannot, and is the same net for the same samples.
import { describe, expect, it } from 'vitest'
import { valueOf } from '../bots/value-net'
import { createRng, nextUint32 } from '../engine/rng'
import { fitLogistic, scoreFit, type Sample } from './fit'
import { fitValueNet } from './fit-net'

/** Outcomes that turn on the product of two inputs (an exclusive-or of their signs): no logistic can read them. */
function draws(seed: number, n: number): Sample[] {
  const rng = createRng(seed)
  const u = () => nextUint32(rng) / 2 ** 32
  return Array.from({ length: n }, () => {
    const x = [2 * u() - 1, 2 * u() - 1, 10 * u()]
    const z = 6 * (x[0] as number) * (x[1] as number)
    return { x, won: u() < 1 / (1 + Math.exp(-z)) ? 1 : 0 }
  })
}
const logLoss = (net: ReturnType<typeof fitValueNet>, xs: Sample[]) =>
  xs.reduce((t, { x, won }) => { const p = Math.min(1 - 1e-12, Math.max(1e-12, valueOf(net, x))); return t - (won === 1 ? Math.log(p) : Math.log(1 - p)) }, 0) / xs.length

describe('fitValueNet', () => {
  it('learns outcomes a logistic cannot (the sign of a product), on held-out samples', () => {
    const train = draws(1, 6_000), held = draws(2, 3_000)
    const net = fitValueNet(train, { hidden: 8, epochs: 30, rate: 0.01, l2: 0, batch: 64, seed: 3 })
    const linear = fitLogistic(train.map((s) => ({ won: s.won, x: [1, ...s.x] })), 0.1)
    const linearLoss = scoreFit(held.map((s) => ({ won: s.won, x: [1, ...s.x] })), linear).logLoss
    expect(linearLoss).toBeGreaterThan(0.68)
    expect(logLoss(net, held)).toBeLessThan(linearLoss - 0.1)
  })

  it('standardises each input by the training samples, and a constant input does not divide by zero', () => {
    const train = draws(4, 500).map((s) => ({ ...s, x: [...s.x, 7] }))
    const net = fitValueNet(train, { hidden: 4, epochs: 1 })
    expect(net.mean[2]).toBeCloseTo(5, 0)
    expect(net.scale[3]).toBe(1)
    expect(Number.isFinite(valueOf(net, [0, 0, 5, 7]))).toBe(true)
  })

  it('gives the same net for the same samples and seed, and another for another seed', () => {
    const train = draws(5, 800)
    const a = fitValueNet(train, { hidden: 4, epochs: 2, seed: 9 }), b = fitValueNet(train, { hidden: 4, epochs: 2, seed: 9 })
    expect(b).toEqual(a)
    expect(fitValueNet(train, { hidden: 4, epochs: 2, seed: 10 }).w1).not.toEqual(a.w1)
  })
})
