// Dispatch for `dm <command> [args]`: help, unknown commands and unexpected failures are handled
// here so each command only does its own work.
import { registry as defaultRegistry } from './registry'
import { EXIT, type CliCommand, type CliIO } from './types'

const HELP_FLAGS = new Set(['--help', '-h', '--ayuda'])

export function helpText(registry: ReadonlyMap<string, CliCommand>): string {
  const width = Math.max(0, ...[...registry.keys()].map((n) => n.length))
  const rows = [...registry.values()].map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`)
  return [
    'dm — herramientas de Duelo de Masters',
    '',
    'Uso: npm run -s dm -- <comando> [argumentos]',
    '',
    'Comandos:',
    ...rows,
    '',
    'Ayuda de un comando: dm help <comando>  (o dm <comando> --help)',
  ].join('\n')
}

/** Runs one `dm` invocation and resolves to its exit code. */
export async function runCli(
  argv: readonly string[],
  io: CliIO,
  registry: ReadonlyMap<string, CliCommand> = defaultRegistry,
): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined || name === 'help' || HELP_FLAGS.has(name)) {
    const topic = name === 'help' ? args[0] : undefined
    if (topic === undefined) { io.out(helpText(registry)); return EXIT.ok }
    const command = registry.get(topic)
    if (command === undefined) return unknownCommand(io, topic, registry)
    io.out(command.usage)
    return EXIT.ok
  }
  const command = registry.get(name)
  if (command === undefined) return unknownCommand(io, name, registry)
  if (args.some((a) => HELP_FLAGS.has(a))) { io.out(command.usage); return EXIT.ok }
  try {
    return await command.run(args, io)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    io.err(`dm ${command.name}: error inesperado: ${message}`)
    return EXIT.failure
  }
}

function unknownCommand(io: CliIO, name: string, registry: ReadonlyMap<string, CliCommand>): number {
  const close = [...registry.keys()].filter((n) => n.startsWith(name.slice(0, 2)) || name.startsWith(n))
  io.err(`dm: no existe el comando «${name}»${close.length > 0 ? `; ¿quizá ${close.join(', ')}?` : ''}`)
  io.err(`Comandos: ${[...registry.keys()].join(', ')} (dm help para más detalle)`)
  return EXIT.usage
}
