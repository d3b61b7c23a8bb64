'use client'
// Runs a batch in Web Workers: the games are split into consecutive ranges, one worker each, and
// their accumulators merge (lib/sim is mergeable) into the one the whole batch would give. Cancel
// terminates every worker at once, so it takes effect immediately whatever the chunk in progress.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { describeMergeError, mergeAccumulators, mergeTypeTallies, type BatchAccumulator, type PackedHands, type TypeTallies } from '@/lib/sim'
import { fromWorkerSchema, type StartMessage } from './messages'
import { splitGames, workerCount } from './view'

export type BatchRequest = {
  deck: Deck
  cards: readonly Card[]
  catalogueVersion: string
  policy: string
  games: number
  turns: number
  seed: number
}

export type BatchRunState =
  | { status: 'idle' }
  | { status: 'running'; request: BatchRequest; done: number; total: number; workers: number }
  | {
    status: 'done'; request: BatchRequest; elapsedMs: number; workers: number
    /** Without hands: those are in `hands`, as the workers packed them. */
    accumulator: BatchAccumulator
    hands: PackedHands[]
    typeTallies: TypeTallies
  }
  | { status: 'cancelled'; request: BatchRequest; done: number; total: number }
  | { status: 'error'; request: BatchRequest; message: string }

/** Games per chunk: small enough for a smooth progress bar, large enough to keep messages few. */
const CHUNK = 25

export function useGoldfishBatch(): { state: BatchRunState; run(request: BatchRequest): void; cancel(): void; reset(): void } {
  const [state, setState] = useState<BatchRunState>({ status: 'idle' })
  const workers = useRef<Worker[]>([])
  const runId = useRef(0)

  const stopWorkers = useCallback(() => {
    for (const w of workers.current) w.terminate()
    workers.current = []
  }, [])

  useEffect(() => stopWorkers, [stopWorkers])

  const run = useCallback((request: BatchRequest) => {
    stopWorkers()
    const id = ++runId.current
    const started = performance.now()
    const ranges = splitGames(request.games, workerCount(request.games, typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency))
    const progress = ranges.map(() => 0)
    const results: ({ accumulator: BatchAccumulator; hands: PackedHands[]; typeTallies: TypeTallies } | null)[] = ranges.map(() => null)
    setState({ status: 'running', request, done: 0, total: request.games, workers: ranges.length })

    const fail = (message: string) => {
      if (runId.current !== id) return
      runId.current += 1 // later messages of this run are ignored
      stopWorkers()
      setState({ status: 'error', request, message })
    }

    // Small work: histograms of a few dozen keys each. The hands stay as the workers packed them.
    const finish = () => {
      const [first, ...rest] = results as NonNullable<(typeof results)[number]>[]
      if (first === undefined) return
      let merged = first.accumulator
      let typeTallies = first.typeTallies
      const hands = [...first.hands]
      for (const next of rest) {
        const m = mergeAccumulators(merged, next.accumulator)
        if (!m.ok) { fail(describeMergeError(m.error)); return }
        merged = m.value
        typeTallies = mergeTypeTallies(typeTallies, next.typeTallies)
        hands.push(...next.hands)
      }
      stopWorkers()
      const elapsedMs = performance.now() - started
      // The results render as a transition: React can pause it for input, scrolling, a cancel.
      startTransition(() => setState({ status: 'done', request, accumulator: merged, hands, typeTallies, elapsedMs, workers: ranges.length }))
    }

    ranges.forEach((range, index) => {
      let worker: Worker
      try {
        worker = new Worker(new URL('./goldfish.worker.ts', import.meta.url), { type: 'module', name: `goldfish-${index + 1}` })
      } catch (error) {
        fail(`Este navegador no puede simular en segundo plano (${error instanceof Error ? error.message : String(error)}).`)
        return
      }
      workers.current.push(worker)
      worker.addEventListener('error', (event) => fail(`La simulación se detuvo por un error: ${event.message || 'error desconocido'}.`))
      worker.addEventListener('messageerror', () => fail('La simulación envió un mensaje ilegible.'))
      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (runId.current !== id) return
        const parsed = fromWorkerSchema.safeParse(event.data)
        if (!parsed.success) { fail('La simulación envió un mensaje que no se entiende.'); return }
        const message = parsed.data
        if (message.runId !== id) return
        switch (message.type) {
          case 'progress': {
            progress[index] = message.done
            const done = progress.reduce((s, n) => s + n, 0)
            setState((s) => (s.status === 'running' ? { ...s, done } : s))
            break
          }
          case 'done':
            results[index] = { accumulator: message.accumulator, hands: message.hands, typeTallies: message.typeTallies }
            progress[index] = range.games
            if (results.every((r) => r !== null)) finish()
            break
          case 'cancelled': break
          case 'error': fail(message.message); break
        }
      })
      const start: StartMessage = {
        type: 'start', runId: id, deck: request.deck, cards: [...request.cards], catalogueVersion: request.catalogueVersion,
        policy: request.policy, seed: request.seed, turns: request.turns, firstGame: range.firstGame, games: range.games, chunkSize: CHUNK,
      }
      worker.postMessage(start)
    })
  }, [stopWorkers])

  const cancel = useCallback(() => {
    runId.current += 1
    stopWorkers()
    setState((s) => (s.status === 'running' ? { status: 'cancelled', request: s.request, done: s.done, total: s.total } : s))
  }, [stopWorkers])

  const reset = useCallback(() => {
    runId.current += 1
    stopWorkers()
    setState({ status: 'idle' })
  }, [stopWorkers])

  return { state, run, cancel, reset }
}
