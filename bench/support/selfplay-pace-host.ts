// See selfplay-pace.mjs: heuristic games in a worker thread, timed by the main thread from "go" to "done".
import { parentPort, workerData } from 'node:worker_threads'
import { loadCatalogue } from '../../lib/catalogue/load'
import { readPlayableDeck } from '../../lib/cli/deck-file'
import { playSelfplayGame } from '../../lib/sim/selfplay'

if (parentPort === null) throw new Error('selfplay-pace-host.ts must run in a worker thread')
const port = parentPort
const { first, games, decks } = workerData as { first: number; games: number; decks: [string, string] }
const catalogue = loadCatalogue()
const a = readPlayableDeck(decks[0], catalogue), b = readPlayableDeck(decks[1], catalogue)
if (!a.ok || !b.ok) throw new Error('boxed decks unreadable')
const setup = { decks: { A: a.deck, B: b.deck }, bots: { A: 'heuristic', B: 'heuristic' } as const, seed: 2026, variant: 'none' as const, maxTurns: 200, catalogue }
const { warmGames } = workerData as { warmGames: number }
// Warm the code up first, as the main thread's loops are warm when they are timed: a thread starts
// with cold code, and the heuristic's first few dozen games run several times slower while the JIT
// compiles it (that compiling is CPU time of the process too).
for (let i = 0; i < warmGames; i++) playSelfplayGame(setup, first + 500 + i)
port.once('message', () => {
  for (let i = 0; i < games; i++) playSelfplayGame(setup, first + i)
  port.postMessage('done')
})
port.postMessage('ready')
