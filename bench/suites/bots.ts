// The duel bots (issue 8): heuristic-bot games per CPU second (ratio to random-legal games, the
// engine's own cost with no thinking, measured in the same run), the search bot's CPU time per
// decision (p50, p99, over every decision it takes and over the ones it searches), and `dm selfplay`
// throughput with 1 worker and with every core (wall time: workers are about using more cores).
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { loadCatalogue } from '../../lib/catalogue/load'
import { readPlayableDeck } from '../../lib/cli/deck-file'
import { playSelfplayGame, type SelfplaySetup, type Timings } from '../../lib/sim/selfplay'
import type { BenchResult } from '../types'

const DECK_A = 'content/decks/caja-1-marcha-de-la-montana.txt'
const DECK_B = 'content/decks/caja-2-corsarios-de-arathan.txt'
const CLI_GAMES = 60
const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN

function gamesPerCpuSecond(setup: SelfplaySetup, ms: number): number {
  const start = cpuMs()
  let games = 0
  while (cpuMs() - start < ms) playSelfplayGame(setup, games++)
  return (games / (cpuMs() - start)) * 1000
}

function cliGamesPerSecond(workers: number, games: number): number {
  const started = performance.now()
  const r = spawnSync(process.execPath, [...process.execArgv, path.resolve('lib/cli/main.ts'), 'selfplay', DECK_A, DECK_B, '--games', String(games), '--seed', '7', '--workers', String(workers), '--json'], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`dm selfplay: ${r.stderr}`)
  return games / ((performance.now() - started) / 1000)
}

export default async function bots(): Promise<BenchResult[]> {
  const catalogue = loadCatalogue()
  const a = readPlayableDeck(DECK_A, catalogue), b = readPlayableDeck(DECK_B, catalogue)
  if (!a.ok || !b.ok) throw new Error('boxed decks unreadable')
  const base = { decks: { A: a.deck, B: b.deck }, seed: 2026, variant: 'none' as const, maxTurns: 200, catalogue }
  const random = gamesPerCpuSecond({ ...base, bots: { A: 'random', B: 'random' } }, 2000)
  const heuristic = gamesPerCpuSecond({ ...base, bots: { A: 'heuristic', B: 'heuristic' } }, 3000)

  const timings: Timings = {}
  const searched: number[] = []
  const setup: SelfplaySetup = { ...base, bots: { A: 'search', B: 'heuristic' } }
  for (let i = 0; i < 4; i++) playSelfplayGame(i % 2 === 0 ? setup : { ...setup, bots: { A: 'heuristic', B: 'search' } }, i, cpuMs, timings)
  const all = timings.search ?? []
  // Decisions that ran playouts cost well above a heuristic pick; 1 ms separates them.
  for (const t of all) if (t > 1) searched.push(t)

  const cores = os.availableParallelism()
  // Enough games that the run, not starting the process and each worker's TypeScript loader (about
  // a second apiece), sets the figure: with 12 games two workers came out slower than one.
  const cli1 = cliGamesPerSecond(1, CLI_GAMES)
  const cliAll = cliGamesPerSecond(cores, CLI_GAMES)
  return [
    { name: 'heuristic-bot games / CPU s (heuristic vs heuristic)', value: heuristic, unit: 'games/s', note: `${(heuristic / random).toPrecision(3)}× random-legal games (${random.toFixed(1)}/s)` },
    { name: 'search bot decision, p50 (all decisions)', value: quantile(all, 0.5), unit: 'ms CPU', note: `${all.length} decisions, 4 games` },
    { name: 'search bot decision, p99 (all decisions)', value: quantile(all, 0.99), unit: 'ms CPU' },
    { name: 'search bot decision, p50 (searched ones)', value: quantile(searched, 0.5), unit: 'ms CPU', note: `${searched.length} searched` },
    { name: 'search bot decision, p99 (searched ones)', value: quantile(searched, 0.99), unit: 'ms CPU' },
    { name: 'dm selfplay heuristic games / s, 1 worker', value: cli1, unit: 'games/s', note: `wall time, ${CLI_GAMES} games, process start included` },
    { name: `dm selfplay heuristic games / s, ${cores} workers`, value: cliAll, unit: 'games/s', note: `${(cliAll / cli1).toPrecision(3)}× one worker` },
  ]
}
