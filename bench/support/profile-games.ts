// What the engine's speed goals time, played for a profiler (issue 26):
//   node --cpu-prof <bundle of this file> [bare|heuristic|goldfish] [CPU seconds]
// (scripts/profile-games.mjs bundles it, runs it under --cpu-prof and prints the top self time and the GC share).
// bare: the bench's random duels on the bare engine; heuristic: heuristic duels through playSelfplayGame (after
// 100 warm-up games, as the bench warms them); goldfish: 5-turn goldfish games.
// PROFILE_ALLOC=1: also samples every allocation of the timed games, those the garbage collector has taken back
// included, and prints the functions that allocate the most bytes (the CPU profile says how much time the collector
// takes, not who makes it work).
import { Session } from 'node:inspector'
import { chooseAction as chooseGoldfishAction } from '../../lib/bots/goldfish'
import { loadCatalogue } from '../../lib/catalogue/load'
import { readPlayableDeck } from '../../lib/cli/deck-file'
import { apply, createGame, gameSeed, legalActions, type Action, type GameState } from '../../lib/engine'
import { createRng, nextInt } from '../../lib/engine/rng'
import { playSelfplayGame, type SelfplaySetup } from '../../lib/sim/selfplay'
import { cpuMs } from './tight-loop'

const mode = process.argv[2] ?? 'bare'
const seconds = Number(process.argv[3] ?? '10')
const catalogue = loadCatalogue()
const read = (file: string) => {
  const r = readPlayableDeck(`content/decks/${file}`, catalogue)
  if (!r.ok) throw new Error(r.message)
  return r.deck
}
const decks = [read('caja-1-marcha-de-la-montana.txt'), read('caja-2-corsarios-de-arathan.txt')] as const

function bareGame(seed: number): number {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: decks[0] }, { deck: decks[1] }] }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  const bot = createRng(seed ^ 0x5bd1e995)
  let s: GameState = created.value, actions = 0
  while (s.result === null && s.masters[0].turn + s.masters[1].turn <= 200) {
    const legal = legalActions(s, catalogue)
    const r = apply(s, legal[nextInt(bot, legal.length)] as Action, catalogue, NO_LOG)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
    actions++
  }
  return actions
}
// PROFILE_NO_LOG=1: the bare games without growing the state's log (to see what else there is).
const NO_LOG = process.env.PROFILE_NO_LOG === '1' ? { log: false } : undefined

function goldfishGame(seed: number): number {
  const r = createGame({ seed, mode: 'goldfish', masters: [{ deck: decks[0] }], maxTurns: 5 }, catalogue)
  if (!r.ok) throw new Error(r.error.code)
  let s = r.value, actions = 0
  while (s.result === null) {
    const next = apply(s, chooseGoldfishAction(s, catalogue), catalogue)
    if (!next.ok) throw new Error(next.error.code)
    s = next.state
    actions++
  }
  return actions
}

const setup: SelfplaySetup = { decks: { A: decks[0], B: decks[1] }, bots: { A: 'heuristic', B: 'heuristic' }, seed: 2026, variant: 'none', maxTurns: 200, catalogue }
let index = 0
const play = mode === 'bare' ? () => bareGame(gameSeed(11, index++))
  : mode === 'goldfish' ? () => goldfishGame(gameSeed(9, index++))
  : () => playSelfplayGame(setup, index++).actions
if (mode === 'heuristic') for (let i = 0; i < 100; i++) play()
const alloc = process.env.PROFILE_ALLOC === '1' ? new Session() : null
const post = (method: string, params: object = {}) => new Promise<unknown>((resolve, reject) => {
  alloc?.post(method, params, (error, result) => { if (error) reject(error); else resolve(result) })
})
if (alloc !== null) {
  alloc.connect()
  await post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true })
}
const start = cpuMs()
let games = 0, actions = 0
// The clock read every 8 games: a system call per game shows in the profile.
while (cpuMs() - start < seconds * 1000) for (let i = 0; i < 8; i++) { actions += play(); games++ }
const ms = cpuMs() - start
console.log(`${mode}: ${games} games, ${actions} actions in ${(ms / 1000).toFixed(1)} CPU s: ${((games / ms) * 1000).toFixed(1)} games/s`)

type AllocNode = { callFrame: { functionName: string; lineNumber: number }; selfSize: number; children: AllocNode[] }
if (alloc !== null) {
  const { profile } = await post('HeapProfiler.stopSampling') as { profile: { head: AllocNode } }
  const bytes = new Map<string, number>()
  let total = 0
  const walk = (n: AllocNode): void => {
    const key = `${n.callFrame.functionName || '(anonymous)'}:${n.callFrame.lineNumber + 1}`
    bytes.set(key, (bytes.get(key) ?? 0) + n.selfSize)
    total += n.selfSize
    for (const c of n.children) walk(c)
  }
  walk(profile.head)
  console.log(`allocated ${(total / 1e6).toFixed(0)} MB sampled (${(total / actions).toFixed(0)} bytes an action); top allocators by bytes:`)
  for (const [k, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${((n / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
}
