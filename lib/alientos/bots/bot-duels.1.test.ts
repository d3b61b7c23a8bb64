// Issue 31, "Done when": 1,000 bot duels with the property checks after every step (testing/checks.ts). This file
// plays half of them (bot-duels.2.test.ts the other half, side by side); the duels are described in bot-duel-runs.ts.
import { describe, expect, it } from 'vitest'
import { playBotDuels } from './bot-duel-runs'

const PART = 1
const COUNT = 500

describe(`bot duels (part ${PART} of 2)`, () => {
  it('A2.7 A6.4 A8.3 A9.1 A9.2: 500 duels of the bots keep every property after every step, and every move a bot makes is legal', () => {
    const { failures, greedyOverRandom, greedyVsRandom } = playBotDuels(PART, COUNT)
    expect(failures).toEqual([])
    // The bots play for real: the greedy one beats the random one nearly always.
    expect(greedyOverRandom / greedyVsRandom).toBeGreaterThan(0.9)
  }, 300_000)
})
