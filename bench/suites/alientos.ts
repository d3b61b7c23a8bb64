// Duelo de alientos (issue 31): whole duels per second of CPU on one core, for each pairing of bots, on the standard
// pools (Equilibrio against itself), and the engine's own steps: a duel created (its first Evocación) and the legal
// list of positions met in play. The baseline is the irreducible work of an Evocación: 30 dice rolled with the same
// generator, in the same run.
import { applyAction, createDuel } from '../../lib/alientos/apply'
import { ALIENTOS_BOTS, DEFAULT_ALIENTOS_BUDGET } from '../../lib/alientos/bots'
import type { AlientosBotLevel } from '../../lib/alientos/bots/types'
import { legalActions } from '../../lib/alientos/legal'
import { presetPool } from '../../lib/alientos/presets'
import type { AlientosState } from '../../lib/alientos/state'
import { createRng, deriveStream, gameSeed, nextInt } from '../../lib/random/rng'
import type { BenchResult } from '../types'

const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }

/** Calls per CPU second of `fn` over at least `ms` CPU milliseconds (and `min` calls). */
function rate(fn: (i: number) => unknown, ms: number, min = 1): number {
  let calls = 0
  const start = cpuMs()
  while (cpuMs() - start < ms || calls < min) fn(calls++)
  return (calls / (cpuMs() - start)) * 1000
}

const pools = [presetPool('equilibrio'), presetPool('equilibrio')]

function duel(bots: [AlientosBotLevel, AlientosBotLevel], index: number, positions?: AlientosState[]): number {
  const seed = gameSeed(31, index)
  const created = createDuel({ pools, seed })
  if (!created.ok) throw new Error(created.error.message)
  let s = created.state
  const rngs = [deriveStream('bench', seed, 'a'), deriveStream('bench', seed, 'b')]
  while (s.phase !== 'over') {
    positions?.push(s)
    const r = applyAction(s, ALIENTOS_BOTS[bots[s.turn] as AlientosBotLevel](s, rngs[s.turn] as never, DEFAULT_ALIENTOS_BUDGET))
    if (!r.ok) throw new Error(r.error.message)
    s = r.state
  }
  return s.round
}

export default async function run(): Promise<BenchResult[]> {
  const rng = createRng(7)
  const baseline = rate(() => { let x = 0; for (let i = 0; i < 30; i++) x += nextInt(rng, 6); return x }, 300)
  const evocation = rate((i) => createDuel({ pools, seed: i }), 300)
  const positions: AlientosState[] = []
  for (let i = 0; i < 20; i++) duel(['greedy', 'greedy'], i, positions)
  const legal = rate((i) => legalActions(positions[i % positions.length] as AlientosState), 300)
  const pairs: [AlientosBotLevel, AlientosBotLevel, number][] = [['random', 'random', 500], ['greedy', 'random', 500], ['greedy', 'greedy', 800], ['strong', 'greedy', 1500], ['strong', 'strong', 1500]]
  const duels = pairs.map(([a, b, ms]) => ({ name: `duelos ${a} contra ${b} (Equilibrio)`, value: rate((i) => duel([a, b], i), ms, 3) }))
  return [
    { name: 'línea base: 30 dados tirados', value: baseline, unit: 'evocaciones/s CPU' },
    { name: 'createDuel (primera Evocación)', value: evocation, unit: 'duelos/s CPU', note: `${(baseline / evocation).toFixed(1)} veces la línea base` },
    { name: 'legalActions en posiciones de juego', value: legal, unit: 'listas/s CPU', note: `${positions.length} posiciones de 20 duelos` },
    ...duels.map((d) => ({ ...d, unit: 'duelos/s CPU', note: `strong con ${DEFAULT_ALIENTOS_BUDGET.nodes} nodos` })),
  ]
}
