// `npx tsx scripts/engine-fingerprint.ts [--save FILE] [--against FILE] [--quick]`: a fingerprint of the engine's and
// the bots' decisions over fixed seeds (issue 26), so that a change made for speed can prove it changed no game.
//
// It plays, on fixed seeds, between the two boxed decks:
//   - random duels on the bare engine (every variant, seats swapped, short and long turn caps): at every step the
//     whole legalActions list (its order too: the random player picks by index), the action, the events; at the end
//     the whole final state as JSON; one game in 10 also replayed from its log and compared with that state;
//   - goldfish games with the default policy (5 and 10 turns): the actions, the events, the final state;
//   - heuristic duels through playSelfplayGame (heuristic against heuristic, and heuristic against random): every
//     action, and the game's record (the annex's measurements and card use);
//   - a few search-bot decisions' games (a small budget), the same way.
// Each game gets a SHA-256; each family's hash covers its games in order. `--save` writes them, `--against` compares
// with a saved file and names the first game that differs (exit 1). The same seeds on two builds give the same
// file exactly when every game above is the same.
//
// bench/engine-fingerprint.json is the fingerprint of the current engine and bots (recorded on the merge of main's rules
// fixes, ENGINE_VERSION 3, and identical on main itself): a speed change runs `--against bench/engine-fingerprint.json`
// and must print "identical". A change that means to alter decisions re-records it with `--save` in the same commit.
import { createHash, type Hash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chooseAction as chooseGoldfishAction } from '../lib/bots/goldfish'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import type { Deck } from '../lib/decks/model'
import { apply, createGame, gameSeed, legalActions, replay, type Action, type GameConfig, type GameState, type Variant } from '../lib/engine'
import { botRng, nextInt } from '../lib/engine/rng'
import { playSelfplayGame, type SelfplaySetup } from '../lib/sim/selfplay'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined }
const quick = args.includes('--quick')

const catalogue = loadCatalogue()
const read = (file: string): Deck => {
  const r = readPlayableDeck(path.resolve('content/decks', file), catalogue)
  if (!r.ok) throw new Error(`${file}: ${r.message}`)
  return r.deck
}
const decks = [read('caja-1-marcha-de-la-montana.txt'), read('caja-2-corsarios-de-arathan.txt')] as const
const VARIANTS: Variant[] = ['none', 'rapida', 'pensada', 'estrategica']

type Family = { games: number; actions: number; hashes: string[] }
const families: Record<string, Family> = {}
const family = (name: string): Family => (families[name] ??= { games: 0, actions: 0, hashes: [] })
const finish = (f: Family, h: Hash, actions: number) => { f.games++; f.actions += actions; f.hashes.push(h.digest('hex').slice(0, 16)) }
const problems: string[] = []

/**
 * The log's actions, whatever its shape: a flat array before issue 26, a persistent list of chunks after it
 * (lib/engine/log.ts). The final states are hashed with their log as this flat list, so the fingerprint
 * compares games, not the log's representation.
 */
function actionsOf(log: unknown): Action[] {
  if (Array.isArray(log)) return log as Action[]
  const { chunks, tail } = log as { chunks: Action[][]; tail: Action[] }
  return [...chunks.flat(), ...tail]
}
const stateJson = (s: GameState): string => JSON.stringify({ ...s, log: actionsOf(s.log) })

function randomDuels(count: number): void {
  const f = family('random duels (bare engine)')
  for (let i = 0; i < count; i++) {
    const seed = gameSeed(2_026_2601, i)
    const pair = i % 2 === 0 ? [decks[0], decks[1]] : [decks[1], decks[0]]
    const config: GameConfig = { seed, mode: 'duel', masters: [{ deck: pair[0] as Deck }, { deck: pair[1] as Deck }], variant: VARIANTS[i % 4], maxTurns: i % 3 === 0 ? 100 : 40 }
    const created = createGame(config, catalogue)
    if (!created.ok) throw new Error(created.error.code)
    const bot = botRng(seed, 0)
    const h = createHash('sha256')
    let s: GameState = created.value, actions = 0
    while (s.result === null) {
      const legal = legalActions(s, catalogue)
      h.update(JSON.stringify(legal))
      const r = apply(s, legal[nextInt(bot, legal.length)] as Action, catalogue)
      if (!r.ok) throw new Error(`random duel ${i}: ${r.error.code}`)
      h.update(JSON.stringify(r.events))
      s = r.state
      actions++
    }
    const final = stateJson(s)
    h.update(final)
    if (i % 10 === 0) {
      const again = replay(config, actionsOf(s.log), catalogue)
      if (!again.ok || JSON.stringify(again.state) !== JSON.stringify(s)) problems.push(`random duel ${i}: the replay of its log gives another state`)
    }
    finish(f, h, actions)
  }
}

function goldfishGames(count: number): void {
  const f = family('goldfish')
  for (let i = 0; i < count; i++) {
    const seed = gameSeed(2_026_2602, i)
    const created = createGame({ seed, mode: 'goldfish', masters: [{ deck: decks[i % 2] as Deck }], maxTurns: i % 4 === 0 ? 10 : 5, goldfishSeat: i % 3 === 0 ? 'second' : 'first' }, catalogue)
    if (!created.ok) throw new Error(created.error.code)
    const h = createHash('sha256')
    let s: GameState = created.value, actions = 0
    while (s.result === null) {
      const action = chooseGoldfishAction(s, catalogue)
      const r = apply(s, action, catalogue)
      if (!r.ok) throw new Error(`goldfish ${i}: ${r.error.code}`)
      h.update(JSON.stringify(action))
      h.update(JSON.stringify(r.events))
      s = r.state
      actions++
    }
    h.update(stateJson(s))
    finish(f, h, actions)
  }
}

function selfplayGames(name: string, bots: SelfplaySetup['bots'], count: number, maxTurns: number, budget?: SelfplaySetup['budget']): void {
  const f = family(name)
  for (let i = 0; i < count; i++) {
    const h = createHash('sha256')
    let actions = 0
    const setup: SelfplaySetup = {
      decks: { A: decks[0], B: decks[1] }, bots, seed: 2_026_2603, variant: VARIANTS[i % 4] as Variant, maxTurns, catalogue, budget,
      onAction: (a) => { h.update(JSON.stringify(a)); actions++ },
    }
    const record = playSelfplayGame(setup, i)
    h.update(JSON.stringify(record))
    finish(f, h, actions)
  }
}

const started = performance.now()
randomDuels(quick ? 100 : 400)
goldfishGames(quick ? 100 : 300)
selfplayGames('heuristic duels (selfplay)', { A: 'heuristic', B: 'heuristic' }, quick ? 40 : 150, 200)
selfplayGames('heuristic against random (selfplay)', { A: 'heuristic', B: 'random' }, quick ? 10 : 40, 200)
selfplayGames('search against heuristic (selfplay, 8 walks)', { A: 'search', B: 'heuristic' }, quick ? 1 : 2, 12, { playouts: 8 })

const summary = Object.fromEntries(Object.entries(families).map(([name, f]) => {
  const all = createHash('sha256')
  for (const x of f.hashes) all.update(x)
  return [name, { games: f.games, actions: f.actions, hash: all.digest('hex').slice(0, 16) }]
}))
for (const [name, s] of Object.entries(summary)) console.log(`${name.padEnd(46)} ${String(s.games).padStart(4)} games ${String(s.actions).padStart(8)} actions  ${s.hash}`)
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s wall)`)
for (const p of problems) console.log(`PROBLEM: ${p}`)

const saveTo = option('save')
if (saveTo !== undefined) writeFileSync(saveTo, `${JSON.stringify({ quick, summary, games: Object.fromEntries(Object.entries(families).map(([n, f]) => [n, f.hashes])) }, null, 1)}\n`)
const against = option('against')
let differs = problems.length > 0
if (against !== undefined) {
  const saved = JSON.parse(readFileSync(against, 'utf8')) as { quick: boolean; games: Record<string, string[]> }
  if (saved.quick !== quick) throw new Error(`${against} was saved ${saved.quick ? 'with' : 'without'} --quick`)
  for (const [name, f] of Object.entries(families)) {
    const theirs = saved.games[name] ?? []
    const first = f.hashes.findIndex((x, i) => x !== theirs[i])
    if (first >= 0 || theirs.length !== f.hashes.length) {
      differs = true
      console.log(`DIFFERS: ${name}: game ${first >= 0 ? first : f.hashes.length} is not the same game`)
    }
  }
  if (!differs) console.log(`identical to ${against}: every game the same`)
}
process.exit(differs ? 1 : 0)
