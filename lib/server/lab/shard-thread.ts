// One worker thread of the laboratory's shard runner (threads.ts): plays each shard it is sent through its game's
// kernel (kernels.ts: a Masters lab spec or league of decks, on the content folder's catalogue loaded once; an
// alientos sweep) and posts its progress and tally.
// Relative imports only: it runs under tsx in a bare thread, outside Next.
import { parentPort } from 'node:worker_threads'
import { describeIssue, loadCatalogue } from '../../catalogue/load'
import type { Catalogue } from '../../catalogue/schema'
import { envWith, kernelOf } from './kernels'
import type { FromShardThread, ToShardThread } from './thread-messages'

const catalogues = new Map<string, Catalogue>()
const post = (m: FromShardThread) => parentPort?.postMessage(m)

/** The content folder's catalogue, loaded once, and only for a game that plays on it (Duelo de Masters). */
function catalogueIn(dir: string): Catalogue {
  let catalogue = catalogues.get(dir)
  if (catalogue === undefined) { catalogue = loadCatalogue(dir); catalogues.set(dir, catalogue) }
  return catalogue
}

parentPort?.on('message', (m: ToShardThread) => {
  try {
    // Any game's work, by its kernel (kernels.ts): a Masters run or league, an alientos sweep.
    const kernel = kernelOf(m.spec)
    const spec = kernel.readStored(m.spec)
    const env = envWith(() => catalogueIn(m.contentDir), describeIssue)
    const version = kernel.version(env)
    if (m.catalogueVersion !== null && m.catalogueVersion !== version) {
      post({ type: 'error', task: m.task, message: `el catálogo de este trabajador (${version}) no es el de la prueba (${m.catalogueVersion})` })
      return
    }
    let last = 0
    let saved = Date.now()
    const tally = kernel.playShard(spec, m.range, env, (done, sofar) => {
      const now = Date.now()
      // postMessage copies the tally as it is now; the game loop goes on changing its own.
      if (m.checkpointMs !== undefined && sofar !== undefined && now - saved >= m.checkpointMs && done < m.range[1] - m.range[0]) { saved = now; post({ type: 'checkpoint', task: m.task, done, tally: sofar }) }
      if (now - last >= 250) { last = now; post({ type: 'progress', task: m.task, done }) }
    })
    post({ type: 'done', task: m.task, tally })
  } catch (error) {
    post({ type: 'error', task: m.task, message: error instanceof Error ? error.message : String(error) })
  }
})
