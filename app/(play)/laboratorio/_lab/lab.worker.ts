// One worker of a lab run: plays its game indices with lib/sim/selfplay.ts (the same function
// `dm selfplay` uses, so the same inputs give the same records), first on the catalogue as it is,
// then, for a what-if, on the overridden one with the same per-game seeds.
import { makeCatalogue } from '@/lib/catalogue/schema'
import { playSelfplayGame, type GameRecord, type SelfplaySetup } from '@/lib/sim'
import { labStartSchema, type FromLabWorker } from './messages'
import { catalogueWithOverride } from './override'

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
    const base = makeCatalogue(m.cards, m.catalogueVersion)
    const what = catalogueWithOverride(base, m.override)
    if (!what.ok) { scope.postMessage({ type: 'error', runId: m.runId, message: `La prueba de diseño no sirve: ${what.errors.join('; ')}` }); return }
    const setup = (catalogue: SelfplaySetup['catalogue']): SelfplaySetup => ({ decks: m.decks, bots: m.bots, seed: m.seed, variant: m.variant, maxTurns: m.maxTurns, catalogue })
    const runs: { setup: SelfplaySetup; records: GameRecord[] }[] = [{ setup: setup(base), records: [] }]
    if (m.override.trim() !== '') runs.push({ setup: setup(what.catalogue), records: [] })
    let done = 0
    let last = 0
    for (const run of runs) {
      for (const i of m.indices) {
        run.records.push(playSelfplayGame(run.setup, i))
        done++
        const now = performance.now()
        if (now - last > 120) { last = now; scope.postMessage({ type: 'progress', runId: m.runId, done }) }
      }
    }
    scope.postMessage({ type: 'done', runId: m.runId, base: (runs[0] as (typeof runs)[number]).records, alt: runs[1]?.records ?? null })
  } catch (error) {
    scope.postMessage({ type: 'error', runId: m.runId, message: `Error en la simulación: ${error instanceof Error ? error.message : String(error)}` })
  }
})
