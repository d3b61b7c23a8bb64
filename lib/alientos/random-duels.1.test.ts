// Issue 31, "Done when": 10,000 random duels (this file plays seeds 0–4999; random-duels.2.test.ts the
// others, so the two run side by side), 2 to 6 taumaturgos with random legal pools, the random bot on every seat,
// the property checks after every step (testing/checks.ts) and a replay of every 25th duel's log.
import { describe, expect, it } from 'vitest'
import { playRandomDuels } from './testing/random-runs'

const FROM = 0
const COUNT = 5000

describe('random duels (part 1 of 2)', () => {
  it('A2.7 A6.4 A8.3 A4.1 A9.1 ALI-8: every step of 5,000 random duels keeps faces in range, dice within a round, pain until Recuento; a finished duel takes nothing', () => {
    const { failures, steps, endings } = playRandomDuels(FROM, COUNT)
    expect(failures).toEqual([])
    // The duels are real ones: long enough, and ending each way the rules allow.
    expect(steps / COUNT).toBeGreaterThan(30)
    expect(endings.lastStanding).toBeGreaterThan(COUNT / 2)
    expect(endings.eliminatedTogether).toBeGreaterThan(0)
  }, 300_000)
})
