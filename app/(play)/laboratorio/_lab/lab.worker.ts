// One worker of a lab run: plays its range of game indices on every series of the spec with
// lib/sim/lab-run.ts (the code `dm lab` and the server's workers run), and posts the tally.
import { makeCatalogue } from '@/lib/catalogue/schema'
import { playShard, prepareArms } from '@/lib/sim/lab-run'
import type { LabSpec } from '@/lib/sim/lab-spec'
import { labStartSchema, type FromLabWorker } from './messages'

type WorkerScope = { postMessage(message: FromLabWorker): void; addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void }
const scope = globalThis as unknown as WorkerScope

scope.addEventListener('message', (event) => {
  const parsed = labStartSchema.safeParse(event.data)
  if (!parsed.success) {
    scope.postMessage({ type: 'error', runId: -1, message: `Mensaje no válido para el laboratorio: ${parsed.error.issues[0]?.message ?? 'forma desconocida'}.` })
    return
  }
  const m = parsed.data
  try {
    const spec = m.spec as LabSpec
    const arms = prepareArms(spec, makeCatalogue(m.cards, m.catalogueVersion))
    if (!arms.ok) { scope.postMessage({ type: 'error', runId: m.runId, message: `La prueba de diseño no sirve: ${arms.errors.join('; ')}` }); return }
    let last = 0
    const tally = playShard(spec, arms.arms, m.range, (done) => {
      const now = performance.now()
      if (now - last > 150) { last = now; scope.postMessage({ type: 'progress', runId: m.runId, done }) }
    })
    scope.postMessage({ type: 'done', runId: m.runId, tally })
  } catch (error) {
    scope.postMessage({ type: 'error', runId: m.runId, message: `Error en la simulación: ${error instanceof Error ? error.message : String(error)}` })
  }
})
