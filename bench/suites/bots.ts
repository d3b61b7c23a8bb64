// The duel bots (issues 8 and 15), each as a ratio to the bare engine measured in the same run:
// - bare engine: the boxed decks' duels played by a uniform choice from legalActions, apply after
//   apply, no view, no records (games and actions per CPU second, one core);
// - random bots and heuristic bots through playSelfplayGame (views, card use, the annex's records),
//   and the heuristic again in two late rounds beside the bare engine, once its code is warm;
// - the heuristic's own games replayed on the bare engine (apply and legalActions for each of the
//   same actions): the engine's cost of exactly those games, so the heuristic's ratio is like for like;
// - the search bot's CPU time per decision (p50, p99), over all and over the searched ones;
// - `dm selfplay` wall time with one worker and with two, and the pace of one and of two warm worker
//   threads, per wall and per CPU second (what the laboratory's Web Workers run: the same playSelfplayGame).
// Rounds are interleaved and the best of each kept: the machine is shared.
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { loadCatalogue } from '../../lib/catalogue/load'
import type { Catalogue } from '../../lib/catalogue/schema'
import { readPlayableDeck } from '../../lib/cli/deck-file'
import type { Deck } from '../../lib/decks/model'
import { apply, createGame, gameSeed, legalActions, type Action, type GameState } from '../../lib/engine'
import { createRng, nextInt } from '../../lib/engine/rng'
import { playSelfplayGame, type SelfplaySetup, type Timings } from '../../lib/sim/selfplay'
import type { BenchResult } from '../types'

const DECK_A = 'content/decks/caja-1-marcha-de-la-montana.txt'
const DECK_B = 'content/decks/caja-2-corsarios-de-arathan.txt'
const ROUNDS = 3
const ROUND_MS = 1500
const CLI_GAMES = 200
/** Games a worker thread plays before it is timed: the heuristic's code is compiled by then (its first 25 games run at a fifth of the warm pace). */
const THREAD_WARM_GAMES = 60
const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN

/** One duel on the bare engine: uniform legal choices until the end or `maxTurns` turns of both Masters (selfplay's draw). */
function bareGame(decks: readonly [Deck, Deck], catalogue: Catalogue, seed: number, maxTurns: number): number {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: decks[0] }, { deck: decks[1] }] }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  const bot = createRng(seed ^ 0x5bd1e995)
  let s: GameState = created.value, actions = 0
  while (s.result === null && s.masters[0].turn + s.masters[1].turn <= maxTurns) {
    const legal = legalActions(s, catalogue)
    const r = apply(s, legal[nextInt(bot, legal.length)] as Action, catalogue)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
    actions++
  }
  return actions
}

/** The engine's cost of a recorded game: legalActions and apply for each of its actions, as a bare driver pays. */
function replay(decks: readonly [Deck, Deck], catalogue: Catalogue, seed: number, log: readonly Action[]): number {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: decks[0] }, { deck: decks[1] }] }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let s: GameState = created.value
  for (const a of log) {
    legalActions(s, catalogue)
    const r = apply(s, a, catalogue)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
  }
  return log.length
}

type Rate = { games: number; actions: number; ms: number }
const perSecond = (r: Rate) => ({ games: (r.games / r.ms) * 1000, actions: (r.actions / r.ms) * 1000 })

function cliSeconds(workers: number, games: number): number {
  const started = performance.now()
  const r = spawnSync(process.execPath, [path.resolve('scripts/dm.mjs'), 'selfplay', DECK_A, DECK_B, '--games', String(games), '--seed', '7', '--workers', String(workers), '--json'], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`dm selfplay: ${r.stderr}`)
  return (performance.now() - started) / 1000
}

/**
 * Heuristic games in `threads` worker threads at once, once they are ready and warm (start-up and
 * JIT warm-up excluded): per wall second, and per CPU second of the whole process (every thread's
 * time; this thread only waits), with how many cores the threads kept busy. On a shared machine
 * the wall pace of two threads falls short of twice one thread's when the host does not give two
 * cores; the pace per CPU second tells that apart from work that serialises between threads.
 */
async function threadPace(threads: number, games: number): Promise<{ wall: number; cpu: number; cores: number }> {
  // The bundled host when the bench runs from its bundle (scripts/bench.mjs), so both sides run the same build.
  const bundled = process.env.DM_BENCH_PACE_HOST
  const boot = bundled !== undefined && bundled !== '' ? pathToFileURL(bundled) : new URL('../support/selfplay-pace.mjs', import.meta.url)
  const workers = Array.from({ length: threads }, (_, t) => new Worker(boot, { workerData: { first: 1000 * (t + 1), games, warmGames: THREAD_WARM_GAMES, decks: [DECK_A, DECK_B] } }))
  const ready = workers.map((w) => new Promise<void>((resolve) => w.once('message', () => resolve())))
  await Promise.all(ready)
  const started = performance.now(), cpuStarted = cpuMs()
  const done = workers.map((w) => new Promise<void>((resolve, reject) => { w.once('message', () => resolve()); w.once('error', reject) }))
  for (const w of workers) w.postMessage('go')
  await Promise.all(done)
  const ms = performance.now() - started, cpu = cpuMs() - cpuStarted
  for (const w of workers) void w.terminate()
  return { wall: (threads * games * 1000) / ms, cpu: (threads * games * 1000) / cpu, cores: cpu / ms }
}

export default async function bots(): Promise<BenchResult[]> {
  const catalogue = loadCatalogue()
  const a = readPlayableDeck(DECK_A, catalogue), b = readPlayableDeck(DECK_B, catalogue)
  if (!a.ok || !b.ok) throw new Error('boxed decks unreadable')
  const decks = [a.deck, b.deck] as const
  const base = { decks: { A: a.deck, B: b.deck }, seed: 2026, variant: 'none' as const, maxTurns: 200, catalogue }
  const randomSetup: SelfplaySetup = { ...base, bots: { A: 'random', B: 'random' } }
  const heuristicSetup: SelfplaySetup = { ...base, bots: { A: 'heuristic', B: 'heuristic' } }

  // Interleaved rounds of each loop; the best round of each is kept (the least disturbed).
  const best = { bare: { games: 0, actions: 0 }, random: { games: 0, actions: 0 }, heuristic: { games: 0, actions: 0 }, replay: { games: 0, actions: 0 } }
  let next = 0
  const round = (play: () => number): { games: number; actions: number } => {
    const start = cpuMs()
    const r: Rate = { games: 0, actions: 0, ms: 0 }
    while (cpuMs() - start < ROUND_MS) { r.actions += play(); r.games++ }
    r.ms = cpuMs() - start
    return perSecond(r)
  }
  const keep = (k: keyof typeof best, x: { games: number; actions: number }) => { if (x.games > best[k].games) best[k] = x }
  for (let i = 0; i < ROUNDS; i++) {
    keep('bare', round(() => bareGame(decks, catalogue, gameSeed(11, next++), 200)))
    keep('random', round(() => playSelfplayGame(randomSetup, next++).actions))
    keep('heuristic', round(() => playSelfplayGame(heuristicSetup, next++).actions))
  }
  // The same heuristic games on the bare engine: play them again keeping their actions, then replay.
  const logs = Array.from({ length: 20 }, (_, index) => recordedLog(heuristicSetup, index))
  for (let i = 0; i < ROUNDS; i++) {
    let k = 0
    keep('replay', round(() => { const g = logs[k++ % logs.length] as (typeof logs)[number]; return replay(g.decks, catalogue, g.seed, g.log) }))
  }

  // The same two loops again, now that every loop above has run: the heuristic has far more code for
  // the JIT to compile than the bare engine, and its first rounds still pay for that (its first 25
  // games run at about a fifth of the warm pace), which a 10,000-game run does not.
  const warm = { bare: { games: 0, actions: 0 }, heuristic: { games: 0, actions: 0 } }
  for (let i = 0; i < 2; i++) {
    const x = round(() => bareGame(decks, catalogue, gameSeed(11, next++), 200)); if (x.games > warm.bare.games) warm.bare = x
    const y = round(() => playSelfplayGame(heuristicSetup, next++).actions); if (y.games > warm.heuristic.games) warm.heuristic = y
  }

  const timings: Timings = {}
  for (let i = 0; i < 4; i++) playSelfplayGame({ ...base, bots: i % 2 === 0 ? { A: 'search', B: 'heuristic' } : { A: 'heuristic', B: 'search' } }, i, cpuMs, timings)
  const all = timings.search ?? []
  const searched = all.filter((t) => t > 1) // a decision that walked costs far more than a heuristic pick's fraction of a millisecond

  const cores = os.availableParallelism()
  const cli1 = cliSeconds(1, CLI_GAMES)
  const cli2 = cliSeconds(2, CLI_GAMES)
  const inThread = await threadPace(1, 30)
  const inTwo = await threadPace(2, 30)

  const r = (x: number, y: number) => (x / y).toPrecision(3)
  const tenThousand = (10_000 / (CLI_GAMES / cli2)).toFixed(0)
  return [
    { name: 'bare engine: random duels / CPU s', value: best.bare.games, unit: 'games/s', note: `${best.bare.actions.toFixed(0)} actions/s; legalActions + apply, one core` },
    { name: 'random bots (playSelfplayGame) / CPU s', value: best.random.games, unit: 'games/s', note: `${r(best.random.games, best.bare.games)}× the bare engine; ${r(best.random.actions, best.bare.actions)}× per action` },
    { name: 'heuristic bots (playSelfplayGame) / CPU s', value: best.heuristic.games, unit: 'games/s', note: `${r(best.heuristic.games, best.bare.games)}× the bare engine's random duels; ${r(best.heuristic.actions, best.bare.actions)}× per action` },
    { name: 'heuristic bots, warm (rounds after the others) / CPU s', value: warm.heuristic.games, unit: 'games/s', note: `${r(warm.heuristic.games, warm.bare.games)}× the bare engine's ${warm.bare.games.toFixed(0)} in the same late rounds; ${r(warm.heuristic.actions, warm.bare.actions)}× per action` },
    { name: 'the same heuristic games, bare engine / CPU s', value: best.replay.games, unit: 'games/s', note: `heuristic bot path at ${r(best.heuristic.actions, best.replay.actions)}× its own games' bare engine (per action)` },
    { name: 'search bot decision, p50 (all decisions)', value: quantile(all, 0.5), unit: 'ms CPU', note: `${all.length} decisions, 4 games` },
    { name: 'search bot decision, p50 (searched ones)', value: quantile(searched, 0.5), unit: 'ms CPU', note: `${searched.length} searched; p99 ${quantile(searched, 0.99).toFixed(1)} ms` },
    { name: 'dm selfplay heuristic, 1 worker', value: CLI_GAMES / cli1, unit: 'games/s', note: `wall time, ${CLI_GAMES} games, process start included` },
    { name: `dm selfplay heuristic, 2 workers (${cores} cores)`, value: CLI_GAMES / cli2, unit: 'games/s', note: `${r(cli1, cli2)}× one worker; 10,000 games ≈ ${tenThousand} s at this pace` },
    { name: 'heuristic games in 1 worker thread, per wall s', value: inThread.wall, unit: 'games/s', note: `start-up and warm-up excluded (the laboratory's Web Workers run the same playSelfplayGame); ${inThread.cpu.toFixed(1)} per CPU s, ${inThread.cores.toFixed(2)} cores busy` },
    { name: 'heuristic games in 2 worker threads, per wall s', value: inTwo.wall, unit: 'games/s', note: `${r(inTwo.wall, inThread.wall)}× one thread; ${inTwo.cpu.toFixed(1)} per CPU s (${r(inTwo.cpu, inThread.cpu)}× one thread's), ${inTwo.cores.toFixed(2)} cores busy` },
  ]
}

/** A heuristic game's actions (played again: playSelfplayGame keeps no log), with its decks in seat order. */
function recordedLog(setup: SelfplaySetup, index: number): { seed: number; decks: readonly [Deck, Deck]; log: Action[] } {
  const seed = gameSeed(setup.seed, index)
  const decks: readonly [Deck, Deck] = index % 2 === 0 ? [setup.decks.A, setup.decks.B] : [setup.decks.B, setup.decks.A]
  const log: Action[] = []
  playSelfplayGame({ ...setup, onAction: (a) => log.push(a) }, index)
  return { seed, decks, log }
}
