// The batch runs here, off the page's thread, so the page stays responsive. One worker plays one
// range of games and answers with its accumulator, by-type hand tallies and packed hands
// (lib/sim/transfer.ts); the panel merges the small histograms of several workers.
// A cancel message is honoured between chunks (the panel also terminates the worker outright).
import { makeCatalogue } from '@/lib/catalogue/schema'
import { describeSimError, POLICIES, accumulateGoldfishBatch, packForPage, transferablesOf } from '@/lib/sim'
import { toWorkerSchema, type FromWorker } from './messages'

type WorkerScope = {
  postMessage(message: FromWorker, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}
const scope = globalThis as unknown as WorkerScope
const post = (message: FromWorker) => scope.postMessage(message)

const PROGRESS_INTERVAL_MS = 150

let current: { runId: number; signal: { aborted: boolean } } | null = null

scope.addEventListener('message', (event) => {
  const parsed = toWorkerSchema.safeParse(event.data)
  if (!parsed.success) {
    const runId = typeof event.data === 'object' && event.data !== null && 'runId' in event.data && typeof event.data.runId === 'number' ? event.data.runId : -1
    post({ type: 'error', runId, message: `Mensaje no válido para la simulación: ${parsed.error.issues[0]?.message ?? 'forma desconocida'}.` })
    return
  }
  const message = parsed.data
  if (message.type === 'cancel') {
    if (current?.runId === message.runId) current.signal.aborted = true
    return
  }
  const policy = POLICIES[message.policy]
  if (policy === undefined) {
    post({ type: 'error', runId: message.runId, message: `No existe la política «${message.policy}».` })
    return
  }
  const signal = { aborted: false }
  current = { runId: message.runId, signal }
  const catalogue = makeCatalogue(message.cards, message.catalogueVersion)
  // A few progress messages a second are enough for the bar; more only keep the page's thread busy.
  let lastPost = -Infinity
  void accumulateGoldfishBatch(
    {
      deck: message.deck, catalogue, policy, seed: message.seed, turns: message.turns,
      games: message.games, firstGame: message.firstGame, chunkSize: message.chunkSize, signal,
    },
    ({ done, total }) => {
      const now = performance.now()
      if (now - lastPost < PROGRESS_INTERVAL_MS && done < total) return
      lastPost = now
      post({ type: 'progress', runId: message.runId, done, total })
    },
  ).then((result) => {
    if (current?.runId === message.runId) current = null
    if (result.ok) {
      // The per-game reading (hand tallies) happens here; the page only merges what it gets.
      const packed = packForPage(result.value, catalogue)
      scope.postMessage({ type: 'done', runId: message.runId, ...packed }, transferablesOf(packed))
    }
    else if (result.error.code === 'cancelled') post({ type: 'cancelled', runId: message.runId, done: result.error.done })
    else post({ type: 'error', runId: message.runId, message: describeSimError(result.error) })
  }, (error: unknown) => {
    post({ type: 'error', runId: message.runId, message: `Error inesperado en la simulación: ${error instanceof Error ? error.message : String(error)}` })
  })
})
