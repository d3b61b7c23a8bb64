// Issue 15: the logistic fit behind the search bot's evaluation recovers what generated the outcomes.
import { describe, expect, it } from 'vitest'
import { createRng, nextUint32 } from '../engine/rng'
import { fitLogistic, scoreFit, type Sample } from './fit'

describe('fitLogistic', () => {
  it('recovers the weights of outcomes drawn from a known logistic model, and predicts held-out ones better than a coin', () => {
    const truth = [0.3, 1.5, -2]
    const rng = createRng(11)
    const u = () => nextUint32(rng) / 2 ** 32
    const draw = (n: number): Sample[] => Array.from({ length: n }, () => {
      const x = [1, 2 * u() - 1, 2 * u() - 1]
      const z = truth.reduce((t, w, i) => t + w * (x[i] as number), 0)
      return { x, won: u() < 1 / (1 + Math.exp(-z)) ? 1 : 0 }
    })
    const w = fitLogistic(draw(20_000), 0.1)
    for (let i = 0; i < truth.length; i++) expect(w[i]).toBeCloseTo(truth[i] as number, 1)
    const held = draw(5_000)
    expect(scoreFit(held, w).logLoss).toBeLessThan(scoreFit(held, [0, 0, 0]).logLoss - 0.05)
  })
})
