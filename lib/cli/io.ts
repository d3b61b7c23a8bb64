// CliIO implementations: the real terminal, and an in-memory one for tests.
import type { CliIO } from './types'

/** Writes to the process's stdout and stderr. */
export function processIO(cwd: string = process.cwd()): CliIO {
  return {
    out: (line) => { process.stdout.write(`${line}\n`) },
    err: (line) => { process.stderr.write(`${line}\n`) },
    cwd,
  }
}

export type MemoryIO = CliIO & { stdout: string[]; stderr: string[]; text(): { out: string; err: string } }

/** Collects every line printed, for tests that run a command through `run()`. */
export function memoryIO(cwd: string = process.cwd()): MemoryIO {
  const stdout: string[] = []
  const stderr: string[] = []
  return {
    out: (line) => { stdout.push(line) },
    err: (line) => { stderr.push(line) },
    cwd,
    stdout,
    stderr,
    text: () => ({ out: stdout.join('\n'), err: stderr.join('\n') }),
  }
}
