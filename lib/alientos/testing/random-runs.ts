// The 10,000 random duels of issue 31's done-when, played in two halves (random-duels.1 and .2 test files, side by
// side): 2 to 6 taumaturgos with random legal pools, the random bot on every seat, every step checked, and a replay of
// every 25th duel's log. Each test file keeps its own title and assertions; this holds the loop they share.
import { createRng, deriveStream, nextInt } from '../../random/rng'
import { randomAction } from '../bots/random'
import { playChecked, randomPool } from './duels'

export type RandomRuns = { failures: string[]; steps: number; endings: { lastStanding: number; eliminatedTogether: number; roundLimit: number } }

/** Plays seeds `from` … `from + count - 1`, stopping at the first duel with a problem. */
export function playRandomDuels(from: number, count: number): RandomRuns {
  const out: RandomRuns = { failures: [], steps: 0, endings: { lastStanding: 0, eliminatedTogether: 0, roundLimit: 0 } }
  for (let seed = from; seed < from + count && out.failures.length === 0; seed++) {
    const setup = createRng(seed)
    // Mostly duels of two (the game as usually played); one in five of three to six, whose random play runs long, so
    // those stop at 15 rounds (AN-7's draw is one of the endings checked).
    const roll = nextInt(setup, 20)
    const seats = roll < 16 ? 2 : roll < 18 ? 3 : 4 + nextInt(setup, 3)
    const pools = Array.from({ length: seats }, () => randomPool(setup))
    const rng = deriveStream('alientos/tests', seed, 'random-duels')
    const duel = playChecked({ pools, seed, maxRounds: seats === 2 ? 40 : 15 }, (p) => randomAction(p, rng), { replay: seed % 25 === 0 })
    if (duel.problems.length > 0) out.failures.push(`semilla ${seed}: ${duel.problems.slice(0, 3).join('; ')}`)
    else { out.steps += duel.actions.length; out.endings[duel.state.result?.reason ?? 'roundLimit'] += 1 }
  }
  return out
}
