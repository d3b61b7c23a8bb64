// What a lab run needs once it starts: the summary of lib/sim and the worker messages (zod). Imported
// by useLabRun on the first run, so /laboratorio's own script stays light.
export { summarizeSelfplay } from '@/lib/sim/selfplay'
export { dealGames, fromLabWorkerSchema, labWorkers } from './messages'
