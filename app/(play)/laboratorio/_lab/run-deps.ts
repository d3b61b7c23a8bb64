// What a lab run needs once it starts: the report of lib/sim and the worker messages (zod). Imported
// by useLabRun on the first run, so /laboratorio's own script stays light.
export { labReport } from '@/lib/sim/lab-report'
export { mergeTallies } from '@/lib/sim/lab-tally'
export { dealRanges, fromLabWorkerSchema, labWorkers } from './messages'
