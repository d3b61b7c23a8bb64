// The duel bots (issues 8 and 15), each as a ratio to the bare engine measured in the same run:
// - bare engine: the boxed decks' duels played by a uniform choice from legalActions, apply after
//   apply, no view, no records (games and actions per CPU second, one core);
// - random bots and heuristic bots through playSelfplayGame (views, card use, the annex's records);
// - the heuristic's own games replayed on the bare engine (apply and legalActions for each of the
//   same actions): the engine's cost of exactly those games, so the heuristic's ratio is like for like;
// - the search bot's CPU time per decision (p50, p99), over all and over the searched ones;
// - `dm selfplay` wall time with one worker and with two, and the pace of one and of two warm worker
//   threads, per wall and per CPU second (what the laboratory's Web Workers run: the same playSelfplayGame).
// Every loop is warmed up first (the heuristic's code takes a few hundred games to be compiled: its
// first games run at a fifth of the warm pace, which a 10,000-game run pays once; the warm-up's
// own pace is reported apart). Then rounds of each loop are interleaved and the median round of
// each is reported, with the spread: the machine is shared and its speed swings from one second to
// the next, so one round says little, and the best round flatters.

import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { loadCatalogue } from '../../lib/catalogue/load'
import type { Catalogue } from '../../lib/catalogue/schema'
import { readPlayableDeck } from '../../lib/cli/deck-file'
import type { Deck } from '../../lib/decks/model'
import { apply, createGame, gameSeed, legalActions, prepareDeck, type Action, type GameState } from '../../lib/engine'
import { createRng, nextInt } from '../../lib/engine/rng'
import { playSelfplayGame, type SelfplaySetup, type Timings } from '../../lib/sim/selfplay'
import { median as medianOf, rate, tightLoop } from '../support/tight-loop'
import type { BenchResult } from '../types'

const DECK_A = 'content/decks/caja-1-marcha-de-la-montana.txt'
const DECK_B = 'content/decks/caja-2-corsarios-de-arathan.txt'
const ROUNDS = 5
const ROUND_MS = 1500
/** CPU milliseconds of the tight loop timed beside each bare and heuristic round. */
const TIGHT_MS = 400
/** Heuristic games played before the timed rounds (the random and bare loops get as many seconds). */
const WARM_GAMES = 300
const CLI_GAMES = 200
/** Games a worker thread plays before it is timed: the heuristic's code is compiled by then (its first games run at a fifth of the warm pace). */
const THREAD_WARM_GAMES = 300
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
  const prepared = prepareDeck(a.deck, catalogue)
  if (!prepared.ok) throw new Error(prepared.error.code)
  const base = { decks: { A: a.deck, B: b.deck }, seed: 2026, variant: 'none' as const, maxTurns: 200, catalogue }
  const randomSetup: SelfplaySetup = { ...base, bots: { A: 'random', B: 'random' } }
  const heuristicSetup: SelfplaySetup = { ...base, bots: { A: 'heuristic', B: 'heuristic' } }

  // Warm-up: the heuristic for WARM_GAMES games (its pace over them reported), the other loops as long.
  let next = 0
  const warmStart = cpuMs()
  let warmActions = 0
  for (let i = 0; i < WARM_GAMES; i++) warmActions += playSelfplayGame(heuristicSetup, next++).actions
  const warmMs = cpuMs() - warmStart
  const warmUp = perSecond({ games: WARM_GAMES, actions: warmActions, ms: warmMs })
  for (const play of [() => bareGame(decks, catalogue, gameSeed(11, next++), 200), () => playSelfplayGame(randomSetup, next++).actions]) {
    const start = cpuMs()
    while (cpuMs() - start < Math.min(warmMs, 3000)) play()
  }

  // Interleaved rounds of each loop; every round kept, the median reported.
  type PerSecond = { games: number; actions: number }
  const rounds: Record<'bare' | 'random' | 'heuristic' | 'replay', PerSecond[]> = { bare: [], random: [], heuristic: [], replay: [] }
  // Issue 26's goals: the tight loop (support/tight-loop.ts) timed just before the bare and the heuristic rounds,
  // each figure divided by the one beside it; the median of those paired ratios is the goal's figure.
  const tight = tightLoop(prepared.value.rest)
  const tightRounds: { bare: number[]; heuristic: number[] } = { bare: [], heuristic: [] }
  rate(tight, 200) // compiled before it is timed
  const round = (play: () => number): PerSecond => {
    const start = cpuMs()
    const r: Rate = { games: 0, actions: 0, ms: 0 }
    while (cpuMs() - start < ROUND_MS) { r.actions += play(); r.games++ }
    r.ms = cpuMs() - start
    return perSecond(r)
  }
  // The same heuristic games on the bare engine: play them again keeping their actions, then replay.
  const logs = Array.from({ length: 20 }, (_, index) => recordedLog(heuristicSetup, index))
  let k = 0
  for (let i = 0; i < ROUNDS; i++) {
    tightRounds.bare.push(rate(tight, TIGHT_MS))
    rounds.bare.push(round(() => bareGame(decks, catalogue, gameSeed(11, next++), 200)))
    rounds.random.push(round(() => playSelfplayGame(randomSetup, next++).actions))
    tightRounds.heuristic.push(rate(tight, TIGHT_MS))
    rounds.heuristic.push(round(() => playSelfplayGame(heuristicSetup, next++).actions))
    rounds.replay.push(round(() => { const g = logs[k++ % logs.length] as (typeof logs)[number]; return replay(g.decks, catalogue, g.seed, g.log) }))
  }
  const median = (xs: readonly PerSecond[]): PerSecond => ({ games: quantile(xs.map((x) => x.games), 0.5), actions: quantile(xs.map((x) => x.actions), 0.5) })
  const best = { bare: median(rounds.bare), random: median(rounds.random), heuristic: median(rounds.heuristic), replay: median(rounds.replay) }
  const spread = (xs: readonly PerSecond[]): string => { const g = xs.map((x) => x.games); return `${Math.min(...g).toFixed(0)}–${Math.max(...g).toFixed(0)}` }
  // Each round's heuristic pace against the bare engine's round just before it (the host's speed moves both alike).
  const pairedRatio = quantile(rounds.heuristic.map((h, i) => h.games / (rounds.bare[i] as PerSecond).games), 0.5)
  const toTight = (key: 'bare' | 'heuristic') => medianOf(rounds[key].map((x, i) => x.games / (tightRounds[key][i] as number)))
  const goals = { bare: toTight('bare'), heuristic: toTight('heuristic') }
  const perMillion = (x: number) => `${(x * 1e6).toFixed(1)} per million turns of the tight loop`

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
    { name: 'bare engine: random duels / CPU s', value: best.bare.games, unit: 'games/s', note: `median of ${ROUNDS} rounds (${spread(rounds.bare)}); ${best.bare.actions.toFixed(0)} actions/s; legalActions + apply, one core; ${perMillion(goals.bare)}`, goal: { key: 'bareRandomDuels', ratio: goals.bare, tightLoop: medianOf(tightRounds.bare) } },
    { name: 'random bots (playSelfplayGame) / CPU s', value: best.random.games, unit: 'games/s', note: `median of ${ROUNDS} rounds (${spread(rounds.random)}); ${r(best.random.games, best.bare.games)}× the bare engine; ${r(best.random.actions, best.bare.actions)}× per action` },
    { name: 'heuristic bots (playSelfplayGame) / CPU s', value: best.heuristic.games, unit: 'games/s', note: `median of ${ROUNDS} rounds (${spread(rounds.heuristic)}) after ${WARM_GAMES} warm-up games; ${r(best.heuristic.games, best.bare.games)}× the bare engine's random duels (${pairedRatio.toPrecision(3)}× round by round); ${r(best.heuristic.actions, best.bare.actions)}× per action; ${perMillion(goals.heuristic)}`, goal: { key: 'heuristicDuels', ratio: goals.heuristic, tightLoop: medianOf(tightRounds.heuristic) } },
    { name: `heuristic bots, their first ${WARM_GAMES} games / CPU s`, value: warmUp.games, unit: 'games/s', note: 'the warm-up: the JIT compiling the heuristic is paid here (a long run pays it once, each worker thread too)' },
    { name: 'the same heuristic games, bare engine / CPU s', value: best.replay.games, unit: 'games/s', note: `median of ${ROUNDS} rounds; heuristic bot path at ${r(best.heuristic.actions, best.replay.actions)}× its own games' bare engine (per action)` },
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
