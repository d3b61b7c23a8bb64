// Issue 15: the logistic fit behind the search bot's evaluation recovers what generated the outcomes.
import { describe, expect, it } from 'vitest'
import { createRng, nextUint32 } from '../engine/rng'
import { fitLogistic, fitLogisticNonNegative, scoreFit, type Sample } from './fit'

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

  it('issue 29: holds the weights named non-negative at 0 where the free fit makes them negative, and leaves the others near their truth', () => {
    // The second feature's true weight is negative; held at 0, the fit must give it 0 and still come near the third.
    const truth = [0.2, -1, 1.5]
    const rng = createRng(12)
    const u = () => nextUint32(rng) / 2 ** 32
    const samples: Sample[] = Array.from({ length: 20_000 }, () => {
      const x = [1, 2 * u() - 1, 2 * u() - 1]
      const z = truth.reduce((t, w, i) => t + w * (x[i] as number), 0)
      return { x, won: u() < 1 / (1 + Math.exp(-z)) ? 1 : 0 }
    })
    expect(fitLogistic(samples, 0.1)[1]).toBeLessThan(-0.8)
    const held = fitLogisticNonNegative(samples, new Set([1]), 0.1)
    expect(held[1]).toBe(0)
    // (a little below 1.5: leaving out a feature with a real effect shrinks the others' logistic weights)
    expect(Math.abs((held[2] as number) - 1.5)).toBeLessThan(0.15)
    // A weight whose truth is positive is not pinned: the bound changes nothing there.
    const free = fitLogistic(samples, 0.1)
    const bounded = fitLogisticNonNegative(samples, new Set([2]), 0.1)
    for (let i = 0; i < 3; i++) expect(bounded[i]).toBeCloseTo(free[i] as number, 6)
  })
})
