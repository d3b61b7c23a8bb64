'use client'
// Runs a lab job in Web Workers: the game indices dealt round-robin (as the CLI deals them), each
// worker plays its share on the baseline and, for a what-if, again on the overridden catalogue;
// the records merge and summarizeSelfplay sorts them, so the numbers never depend on the split.
// Cancel terminates every worker at once.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import type { BotLevel } from '@/lib/engine/bots/types'
import type { Variant } from '@/lib/engine'
import type { GameRecord, SelfplayReport } from '@/lib/sim/selfplay'
import type { LabStart } from './messages'

export type LabRequest = {
  cards: readonly Card[]
  catalogueVersion: string
  override: string
  decks: { A: Deck; B: Deck }
  bots: { A: BotLevel; B: BotLevel }
  seed: number
  variant: Variant
  maxTurns: number
  games: number
}

export type LabRunState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number; workers: number }
  | { status: 'done'; request: LabRequest; base: SelfplayReport; alt: SelfplayReport | null; elapsedMs: number }
  | { status: 'cancelled'; done: number; total: number }
  | { status: 'error'; message: string }

export function useLabRun(): { state: LabRunState; run(request: LabRequest): void; cancel(): void } {
  const [state, setState] = useState<LabRunState>({ status: 'idle' })
  const workers = useRef<Worker[]>([])
  const runId = useRef(0)
  const stop = useCallback(() => { for (const w of workers.current) w.terminate(); workers.current = [] }, [])
  useEffect(() => stop, [stop])

  const run = useCallback((request: LabRequest) => {
    stop()
    const id = ++runId.current
    const started = performance.now()
    // The simulation code and the message schemas load on the first run, not with the page (issue 9).
    void import('./run-deps').then(({ summarizeSelfplay, dealGames, fromLabWorkerSchema, labWorkers }) => {
    if (runId.current !== id) return
    const shares = dealGames(request.games, labWorkers(request.games, typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency))
    const perGame = request.override.trim() === '' ? 1 : 2
    const total = request.games * perGame
    const progress = shares.map(() => 0)
    const results: ({ base: GameRecord[]; alt: GameRecord[] | null } | null)[] = shares.map(() => null)
    setState({ status: 'running', done: 0, total, workers: shares.length })
    const fail = (message: string) => {
      if (runId.current !== id) return
      runId.current += 1
      stop()
      setState({ status: 'error', message })
    }
    const summary = { bots: request.bots, seed: request.seed, variant: request.variant, maxTurns: request.maxTurns }
    shares.forEach((indices, index) => {
      let worker: Worker
      try {
        worker = new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module', name: `laboratorio-${index + 1}` })
      } catch (error) {
        fail(`Este navegador no puede simular en segundo plano (${error instanceof Error ? error.message : String(error)}).`)
        return
      }
      workers.current.push(worker)
      worker.addEventListener('error', (event) => fail(`La simulación se detuvo por un error: ${event.message || 'error desconocido'}.`))
      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (runId.current !== id) return
        const parsed = fromLabWorkerSchema.safeParse(event.data)
        if (!parsed.success) { fail('La simulación envió un mensaje que no se entiende.'); return }
        const m = parsed.data
        if (m.type === 'error') { fail(m.message); return }
        if (m.type === 'progress') {
          progress[index] = m.done
          const done = progress.reduce((s, n) => s + n, 0)
          setState((s) => (s.status === 'running' ? { ...s, done } : s))
          return
        }
        // The worker ran lib/sim's own function; its records are GameRecords.
        results[index] = { base: m.base as GameRecord[], alt: m.alt as GameRecord[] | null }
        progress[index] = indices.length * perGame
        if (results.every((r) => r !== null)) {
          stop()
          const all = results as { base: GameRecord[]; alt: GameRecord[] | null }[]
          const base = summarizeSelfplay(all.flatMap((r) => r.base), summary)
          const alt = perGame === 2 ? summarizeSelfplay(all.flatMap((r) => r.alt ?? []), summary) : null
          setState({ status: 'done', request, base, alt, elapsedMs: performance.now() - started })
        }
      })
      const start: LabStart = {
        type: 'start', runId: id, cards: [...request.cards], catalogueVersion: request.catalogueVersion, override: request.override,
        decks: request.decks, bots: request.bots, seed: request.seed, variant: request.variant, maxTurns: request.maxTurns, indices,
      }
      worker.postMessage(start)
    })
    }, (error: unknown) => {
      if (runId.current === id) setState({ status: 'error', message: `No se pudo cargar la simulación (${error instanceof Error ? error.message : String(error)}).` })
    })
  }, [stop])

  const cancel = useCallback(() => {
    runId.current += 1
    stop()
    setState((s) => (s.status === 'running' ? { status: 'cancelled', done: s.done, total: s.total } : s))
  }, [stop])

  return { state, run, cancel }
}
