// Runs the /probar batch worker module (app/(play)/probar/_batch/goldfish.worker.ts) unchanged in a
// Node worker thread: it expects a Web Worker's global postMessage and addEventListener('message'),
// which are mapped here onto worker_threads' parentPort. Used by bench/suites/worker.ts.
import { parentPort } from 'node:worker_threads'

if (parentPort === null) throw new Error('worker-host.ts must run in a worker thread')
const port = parentPort
const scope = globalThis as unknown as {
  postMessage(message: unknown, transfer?: readonly ArrayBuffer[]): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
}
scope.postMessage = (message, transfer) => port.postMessage(message, transfer ?? [])
scope.addEventListener = (_type, listener) => { port.on('message', (data: unknown) => listener({ data })) }

await import('../../app/(play)/probar/_batch/goldfish.worker')
