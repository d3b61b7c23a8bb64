// The shape every `dm` command has. Commands write through CliIO instead of process.stdout so
// tests run them in-process and read what they printed.

export type CliIO = {
  /** Writes one line (a newline is added) to standard output. */
  out(line: string): void
  /** Writes one line (a newline is added) to standard error. */
  err(line: string): void
  /** Folder that relative paths in arguments are resolved against. */
  cwd: string
}

export type CliCommand = {
  /** What is typed after `dm`: lower case, no spaces. */
  name: string
  /** One Spanish line for `dm help`. */
  summary: string
  /** Spanish usage text shown by `dm help <name>`, `dm <name> --help` and after a usage error. */
  usage: string
  /** Runs the command; resolves to the exit code (see EXIT). */
  run(args: string[], io: CliIO): Promise<number>
}

/** Exit codes shared by every command. */
export const EXIT = {
  ok: 0,
  /** The command ran and found problems (errors in content, an illegal deck…). */
  failure: 1,
  /** Bad usage: unknown command or option, a missing or invalid argument. */
  usage: 2,
} as const
