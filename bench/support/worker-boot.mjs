// Node 20 does not apply `--import tsx` to worker threads' module loading, so the worker registers
// tsx itself before importing the TypeScript host.
import { register } from 'tsx/esm/api'

register()
await import('./worker-host.ts')
