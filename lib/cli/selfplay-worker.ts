// One worker thread of `dm selfplay --workers K`: plays the game indices it is given and posts the records.
import { parentPort, workerData } from 'node:worker_threads'
import { runJob, type SelfplayJob } from './selfplay-run'

try {
  parentPort?.postMessage({ ok: true, ...runJob(workerData as SelfplayJob) })
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) })
}
