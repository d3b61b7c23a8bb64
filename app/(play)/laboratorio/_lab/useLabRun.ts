'use client'
// Runs a lab spec in Web Workers: the game indices split into one range per worker, each worker
// plays its range on every series (baseline, what-if, sweep values, mirrors) and sends its tally;
// the tallies add up to the tally of the whole run (integers), so the report never depends on the
// split and equals `dm lab` on the same spec. Cancel terminates every worker at once.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import type { LabReport } from '@/lib/sim/lab-report'
import type { LabSpec } from '@/lib/sim/lab-spec'
import type { LabTally } from '@/lib/sim/lab-tally'
import type { LabStart } from './messages'

export type LabRequest = { cards: readonly Card[]; catalogueVersion: string; spec: LabSpec }

export type LabRunState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number; workers: number }
  | { status: 'done'; spec: LabSpec; report: LabReport; elapsedMs: number }
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
    const total = request.spec.games
    setState({ status: 'running', done: 0, total, workers: 1 })
    // The simulation code and the message schemas load on the first run, not with the page (issue 9).
    void import('./run-deps').then(({ labReport, mergeTallies, dealRanges, fromLabWorkerSchema, labWorkers }) => {
      if (runId.current !== id) return
      const ranges = dealRanges(total, labWorkers(total, typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency))
      const progress = ranges.map(() => 0)
      const tallies: (LabTally | null)[] = ranges.map(() => null)
      setState({ status: 'running', done: 0, total, workers: ranges.length })
      const fail = (message: string) => {
        if (runId.current !== id) return
        runId.current += 1
        stop()
        setState({ status: 'error', message })
      }
      ranges.forEach((range, index) => {
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
          tallies[index] = m.tally as LabTally
          progress[index] = range[1] - range[0]
          if (tallies.every((t) => t !== null)) {
            stop()
            try {
              const report = labReport(request.spec, (tallies as LabTally[]).reduce(mergeTallies))
              setState({ status: 'done', spec: request.spec, report, elapsedMs: performance.now() - started })
            } catch (error) {
              fail(`No se pudo leer el resultado: ${error instanceof Error ? error.message : String(error)}`)
            }
          } else {
            setState((s) => (s.status === 'running' ? { ...s, done: progress.reduce((a, n) => a + n, 0) } : s))
          }
        })
        const start: LabStart = { type: 'start', runId: id, cards: [...request.cards], catalogueVersion: request.catalogueVersion, spec: request.spec, range }
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
