// The 1,000 bot duels of issue 31's done-when, played in two halves (bot-duels.1 and .2 test files, side by side):
// pools a designer might bring; the greedy bot against the random one, the strong bot (on a small budget: the checks
// are the point here, not its strength) against both, and duels of three and four where the strong bot plays as the
// greedy one. Each test file keeps its own title and assertions; this holds the loop they share.
import { createRng, deriveStream, nextInt } from '../../random/rng'
import { parsePool, type Pool } from '../dice'
import { playChecked } from '../testing/duels'
import { ALIENTOS_BOTS, type AlientosBotLevel } from './index'

/** Pools a designer might bring: every kind of die, Mansedumbre of both umbras, many d4s, three Cambios. */
const POOLS: Pool[] = [
  'odio:6,calma:6,cambio:1,renovacion:1,umbra:1', 'odio:8,calma:4,renovacion:2,umbra:1', 'odio:4,calma:4,mansedumbre-ofensa:2,mansedumbre-defensa:2,cambio:1,umbra:2',
  'odio:5,calma:5,mansedumbre-defensa:2,renovacion:3', 'odio:7,calma:3,mansedumbre-ofensa:2,cambio:2,umbra:1', 'calma:8,odio:4,umbra:3',
  'odio:6,calma:6,cambio:3', 'mansedumbre-ofensa:4,mansedumbre-defensa:4,odio:2,calma:2,renovacion:1,umbra:2',
].map((text) => { const r = parsePool(text); if (!r.ok) throw new Error(r.message); return r.pool })
const LINEUPS: AlientosBotLevel[][] = [['greedy', 'random'], ['strong', 'greedy'], ['strong', 'random'], ['greedy', 'strong', 'random'], ['strong', 'greedy', 'greedy', 'random']]

export type BotRuns = { failures: string[]; greedyOverRandom: number; greedyVsRandom: number }

/** Plays `count` duels of part `part` (seeds (part − 1) × 500 onwards), stopping at the first duel with a problem. */
export function playBotDuels(part: number, count: number): BotRuns {
  const out: BotRuns = { failures: [], greedyOverRandom: 0, greedyVsRandom: 0 }
  for (let k = 0; k < count && out.failures.length === 0; k++) {
    const seed = (part - 1) * 500 + k
    const setup = createRng(10_000 + seed)
    // Four in ten greedy against random, three strong against greedy, two strong against random, one of three or four.
    const lineup = LINEUPS[k % 10 < 4 ? 0 : k % 10 < 7 ? 1 : k % 10 < 9 ? 2 : 3 + (k % 20 < 10 ? 0 : 1)] as AlientosBotLevel[]
    // Each bot takes a random seat.
    const order = lineup.map((b, i) => ({ b, r: nextInt(setup, 1000) * 10 + i })).sort((x, y) => x.r - y.r).map((x) => x.b)
    const pools = order.map(() => POOLS[nextInt(setup, POOLS.length)] as Pool)
    const rngs = order.map((_, seat) => deriveStream('alientos/tests', seed, `bot-duels/${seat}`))
    const duel = playChecked({ pools, seed, maxRounds: order.length === 2 ? 20 : 8 }, (p, seat) => ALIENTOS_BOTS[order[seat] as AlientosBotLevel](p, rngs[seat] as never, { nodes: 150 }), { replay: seed % 50 === 0 })
    if (duel.problems.length > 0) out.failures.push(`semilla ${seed} (${order.join(', ')}): ${duel.problems.slice(0, 3).join('; ')}`)
    else if (order.length === 2 && order.includes('greedy') && order.includes('random')) {
      out.greedyVsRandom += 1
      const w = duel.state.result?.winners ?? []
      if (w.length === 1 && order[w[0] as number] === 'greedy') out.greedyOverRandom += 1
    }
  }
  return out
}
