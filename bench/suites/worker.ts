// The /probar batch worker against the CLI on the same deck and games: games per wall-clock second
// of one worker (the real worker module, run in a Node worker thread through bench/support/
// worker-host.ts, so the message parsing, chunking, progress posts and packing are all counted)
// and of `dm goldfish`'s own call (runGoldfishBatch in this thread), measured back to back in
// interleaved rounds; the best round of each is kept. Goal: ratio ≥ 0.8.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { loadCatalogue } from '../../lib/catalogue/load'
import { parseDeckText, toDeck } from '../../lib/decks/text'
import { DEFAULT_POLICY, runGoldfishBatch } from '../../lib/sim'
import type { BenchResult } from '../types'

const DECK_FILE = 'caja-1-marcha-de-la-montana.txt'
const GAMES = 3000
const TURNS = 5
const ROUNDS = 5
/** The chunk the panel uses (useGoldfishBatch.ts). */
const CHUNK = 25

export default async function run(): Promise<BenchResult[]> {
  const catalogue = loadCatalogue()
  const parsed = parseDeckText(readFileSync(path.resolve('content', 'decks', DECK_FILE), 'utf8'), catalogue)
  if (!parsed.ok) throw new Error(`mazo ilegible: ${DECK_FILE}`)
  const deck = toDeck(parsed.deck)
  const plainDeck = { relicId: deck.relicId, startingDalmaId: deck.startingDalmaId, entries: deck.entries.map((e) => ({ cardId: e.cardId, count: e.count })) }

  const worker = new Worker(new URL('../support/worker-boot.mjs', import.meta.url))
  let runId = 0
  const inWorker = (games: number): Promise<number> => new Promise((resolve, reject) => {
    const id = ++runId
    const started = performance.now()
    const onMessage = (message: { type: string; runId: number; message?: string }) => {
      if (message.runId !== id) return
      if (message.type === 'done') { worker.off('message', onMessage); resolve(performance.now() - started) }
      else if (message.type === 'error' || message.type === 'cancelled') { worker.off('message', onMessage); reject(new Error(message.message ?? message.type)) }
    }
    worker.on('message', onMessage)
    worker.postMessage({
      type: 'start', runId: id, deck: plainDeck, cards: catalogue.cards, catalogueVersion: catalogue.version,
      policy: DEFAULT_POLICY.name, seed: 1, turns: TURNS, firstGame: 0, games, chunkSize: CHUNK,
    })
  })
  const inCli = async (games: number): Promise<number> => {
    const started = performance.now()
    const r = await runGoldfishBatch({ deck, catalogue, games, turns: TURNS, seed: 1 })
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    return performance.now() - started
  }

  try {
    // Warm both (module load, JIT) on a small batch before timing.
    await inWorker(200)
    await inCli(200)
    let bestWorker = Infinity
    let bestCli = Infinity
    for (let r = 0; r < ROUNDS; r++) {
      bestWorker = Math.min(bestWorker, await inWorker(GAMES))
      bestCli = Math.min(bestCli, await inCli(GAMES))
    }
    const workerRate = (GAMES / bestWorker) * 1000
    const cliRate = (GAMES / bestCli) * 1000
    return [
      { name: `1 batch worker, ${TURNS} turns (${DECK_FILE})`, value: workerRate, unit: 'games/s', note: `Node worker thread running goldfish.worker.ts, ${GAMES} games, best of ${ROUNDS}` },
      { name: `dm goldfish's runGoldfishBatch, same games`, value: cliRate, unit: 'games/s', note: `ratio worker/CLI ${(workerRate / cliRate).toFixed(2)} (goal ≥ 0.8)` },
    ]
  } finally {
    await worker.terminate()
  }
}
