// Entry point of `npm run -s dm -- <command> ...` (scripts/dm.mjs runs it from an esbuild bundle; tsx runs it as a source).
import { processIO } from './io'
import { runCli } from './run'

// A closed pipe (`dm check | head`) is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
  throw error
})

runCli(process.argv.slice(2), processIO()).then(
  (code) => { process.exitCode = code },
  (error: unknown) => {
    process.stderr.write(`dm: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  },
)
