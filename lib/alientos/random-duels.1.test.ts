// Issue 31, "Done when": 10,000 random duels (this file plays seeds 0–4999; random-duels.2.test.ts the
// others, so the two run side by side), 2 to 6 taumaturgos with random legal pools, the random bot on every seat,
// the property checks after every step (testing/checks.ts) and a replay of every 25th duel's log.
import { describe, expect, it } from 'vitest'
import { createRng, deriveStream, nextInt } from '../random/rng'
import { randomAction } from './bots/random'
import { playChecked, randomPool } from './testing/duels'

const FROM = 0
const COUNT = 5000

describe('random duels (part 1 of 2)', () => {
  it('A2.7 A6.4 A8.3 A4.1 A9.1 ALI-8: every step of 5,000 random duels keeps faces in range, dice within a round, pain until Recuento; a finished duel takes nothing', () => {
    const failures: string[] = []
    let steps = 0
    const endings = { lastStanding: 0, eliminatedTogether: 0, roundLimit: 0 }
    for (let seed = FROM; seed < FROM + COUNT && failures.length === 0; seed++) {
      const setup = createRng(seed)
      // Mostly duels of two (the game as usually played); one in five of three to six, whose random play runs long, so
      // those stop at 15 rounds (AN-7's draw is one of the endings checked).
      const roll = nextInt(setup, 20)
      const seats = roll < 16 ? 2 : roll < 18 ? 3 : 4 + nextInt(setup, 3)
      const pools = Array.from({ length: seats }, () => randomPool(setup))
      const rng = deriveStream('alientos/tests', seed, 'random-duels')
      const duel = playChecked({ pools, seed, maxRounds: seats === 2 ? 40 : 15 }, (p) => randomAction(p, rng), { replay: seed % 25 === 0 })
      if (duel.problems.length > 0) failures.push(`semilla ${seed}: ${duel.problems.slice(0, 3).join('; ')}`)
      else { steps += duel.actions.length; endings[duel.state.result?.reason ?? 'roundLimit'] += 1 }
    }
    expect(failures).toEqual([])
    // The duels are real ones: long enough, and ending each way the rules allow.
    expect(steps / COUNT).toBeGreaterThan(30)
    expect(endings.lastStanding).toBeGreaterThan(COUNT / 2)
    expect(endings.eliminatedTogether).toBeGreaterThan(0)
  }, 300_000)
})
