// The list of `dm` commands, built from commands/index.ts. Two commands with one name would make
// one of them unreachable, so building the registry refuses duplicates.
import * as listed from './commands'
import type { CliCommand } from './types'

export function buildRegistry(commands: readonly CliCommand[]): ReadonlyMap<string, CliCommand> {
  const registry = new Map<string, CliCommand>()
  for (const command of commands) {
    if (!/^[a-z][a-z0-9-]*$/.test(command.name)) throw new Error(`Nombre de comando no válido: «${command.name}»`)
    if (registry.has(command.name)) throw new Error(`Comando registrado dos veces: «${command.name}»`)
    registry.set(command.name, command)
  }
  return new Map([...registry].sort(([a], [b]) => a.localeCompare(b)))
}

/** Every command of `dm`, by name, sorted. */
export const registry: ReadonlyMap<string, CliCommand> = buildRegistry(Object.values(listed))
