import { describe, expect, it } from 'vitest'
import { memoryIO } from './io'
import { buildRegistry, registry } from './registry'
import { runCli } from './run'
import { EXIT, type CliCommand } from './types'

const echo: CliCommand = {
  name: 'eco', summary: 'Repite sus argumentos', usage: 'Uso: dm eco [palabras…]',
  async run(args, io) { io.out(args.join(' ')); return args.length === 0 ? EXIT.failure : EXIT.ok },
}
const boom: CliCommand = { name: 'boom', summary: 'Falla', usage: 'Uso: dm boom', async run() { throw new Error('se rompió') } }
const test = buildRegistry([echo, boom])

describe('runCli', () => {
  it('with no arguments or "help" lists every command with its summary', async () => {
    for (const argv of [[], ['help'], ['--help']]) {
      const io = memoryIO()
      expect(await runCli(argv, io, test)).toBe(EXIT.ok)
      expect(io.text().out).toContain('  boom  Falla')
      expect(io.text().out).toContain('  eco   Repite sus argumentos')
    }
  })

  it('"help <command>" and "<command> --help" print its usage without running it', async () => {
    const a = memoryIO()
    expect(await runCli(['help', 'eco'], a, test)).toBe(EXIT.ok)
    expect(a.stdout).toEqual(['Uso: dm eco [palabras…]'])
    const b = memoryIO()
    expect(await runCli(['eco', 'hola', '--help'], b, test)).toBe(EXIT.ok)
    expect(b.stdout).toEqual(['Uso: dm eco [palabras…]'])
  })

  it('runs the command with its arguments and returns its exit code', async () => {
    const io = memoryIO()
    expect(await runCli(['eco', 'hola', 'mundo'], io, test)).toBe(EXIT.ok)
    expect(io.stdout).toEqual(['hola mundo'])
    expect(await runCli(['eco'], memoryIO(), test)).toBe(EXIT.failure)
  })

  it('an unknown command is a usage error that lists the commands', async () => {
    const io = memoryIO()
    expect(await runCli(['ecos'], io, test)).toBe(EXIT.usage)
    expect(io.stderr[0]).toBe('dm: no existe el comando «ecos»; ¿quizá eco?')
    expect(io.stderr[1]).toContain('boom, eco')
  })

  it('an exception inside a command becomes exit 1 with its message', async () => {
    const io = memoryIO()
    expect(await runCli(['boom'], io, test)).toBe(EXIT.failure)
    expect(io.stderr).toEqual(['dm boom: error inesperado: se rompió'])
  })
})

describe('registry', () => {
  it('refuses two commands with one name and names that are not lower-case words', () => {
    expect(() => buildRegistry([echo, { ...echo }])).toThrowError('Comando registrado dos veces: «eco»')
    expect(() => buildRegistry([{ ...echo, name: 'Eco' }])).toThrowError(/no válido/)
  })

  it('holds the check command', () => {
    expect(registry.get('check')?.name).toBe('check')
    for (const [name, command] of registry) expect(command.name).toBe(name)
  })
})
