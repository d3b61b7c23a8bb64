// One worker thread of the laboratory's shard runner (threads.ts): loads the catalogue from the content
// folder once, then plays each shard it is sent (lib/sim/lab-run.ts) and posts its progress and tally.
// Relative imports only: it runs under tsx in a bare thread, outside Next.
import { parentPort } from 'node:worker_threads'
import { describeIssue, loadCatalogue } from '../../catalogue/load'
import type { Catalogue } from '../../catalogue/schema'
import { playShard, prepareArms } from '../../sim/lab-run'
import type { LabSpec } from '../../sim/lab-spec'
import type { FromShardThread, ToShardThread } from './thread-messages'

const catalogues = new Map<string, Catalogue>()
const post = (m: FromShardThread) => parentPort?.postMessage(m)

parentPort?.on('message', (m: ToShardThread) => {
  try {
    let catalogue = catalogues.get(m.contentDir)
    if (catalogue === undefined) { catalogue = loadCatalogue(m.contentDir); catalogues.set(m.contentDir, catalogue) }
    if (m.catalogueVersion !== null && m.catalogueVersion !== catalogue.version) {
      post({ type: 'error', task: m.task, message: `el catálogo de este trabajador (${catalogue.version}) no es el de la prueba (${m.catalogueVersion})` })
      return
    }
    const spec = m.spec as LabSpec
    const arms = prepareArms(spec, catalogue, describeIssue)
    if (!arms.ok) { post({ type: 'error', task: m.task, message: `la prueba de diseño no sirve: ${arms.errors.join('; ')}` }); return }
    let last = 0
    let saved = Date.now()
    const tally = playShard(spec, arms.arms, m.range, (done, sofar) => {
      const now = Date.now()
      // postMessage copies the tally as it is now; the game loop goes on changing its own.
      if (m.checkpointMs !== undefined && now - saved >= m.checkpointMs && done < m.range[1] - m.range[0]) { saved = now; post({ type: 'checkpoint', task: m.task, done, tally: sofar }) }
      if (now - last >= 250) { last = now; post({ type: 'progress', task: m.task, done }) }
    })
    post({ type: 'done', task: m.task, tally })
  } catch (error) {
    post({ type: 'error', task: m.task, message: error instanceof Error ? error.message : String(error) })
  }
})
