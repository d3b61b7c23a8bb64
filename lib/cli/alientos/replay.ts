// `dm alientos replay <fichero.json> [--json]`: reads a duel's record (the platform's dm-game-record: game, version,
// config, moves), replays it on this engine and prints each move's events and the result. Exit 0 replayed, 1 the record
// does not replay (another version, a move not legal where it stands: the move and why), 2 unreadable.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { describeEvent, describeResult } from '../../alientos/describe'
import { alientosGame } from '../../alientos/platform'
import { RECORD_LIMITS, replayRecord } from '../../platform/record'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = { options: { json: { type: 'boolean', short: 'j' } }, positionals: [{ name: 'file' }] } as const
const schema = z.object({ file: z.string().min(1, 'no puede estar vacío'), json: z.boolean().default(false) }).strict()

export const REPLAY_USAGE = [
  'Uso: dm alientos replay <fichero.json> [--json]',
  '',
  'Reproduce un duelo grabado (format: dm-game-record, game: alientos; lo escriben «Descargar la repetición» en',
  '/alientos y dm alientos selfplay --record): cada jugada con lo que pasó, y el resultado. Un duelo de otra versión',
  'de las reglas no se reproduce.',
  '',
  'Opciones:',
  '  --json, -j   { moves, result, round, pains }',
  '',
  'Salida: 0 si se reprodujo, 1 si el duelo no se puede reproducir (y por qué), 2 si el fichero no se lee.',
].join('\n')

export async function runReplay(args: string[], io: CliIO, self: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, spec, schema)
  if (!parsed.ok) return usageError(io, self, parsed.message)
  const shown = parsed.value.file
  const file = path.resolve(io.cwd, shown)
  let input: unknown
  try {
    if (statSync(file).size > RECORD_LIMITS.maxBytes) { io.err(`dm alientos replay: ${shown}: demasiado grande (como máximo ${RECORD_LIMITS.maxBytes} bytes)`); return EXIT.usage }
    input = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    io.err(`dm alientos replay: no se puede leer «${shown}» como JSON (buscado en ${file})`)
    return EXIT.usage
  }
  const replayed = replayRecord(alientosGame, input)
  if (!replayed.ok) {
    io.err(`dm alientos replay: ${shown}: ${replayed.error.field}: ${replayed.error.message}`)
    return EXIT.failure
  }
  const final = replayed.final
  const names = final.taumaturgos
  const moves = replayed.frames.map((f) => ({ move: f.move, events: f.events.map((e) => describeEvent(e, names)) }))
  if (parsed.value.json) {
    io.out(JSON.stringify({ moves, result: final.result, round: final.round, pains: names.map((t) => t.pain) }, null, 2))
    return EXIT.ok
  }
  for (const m of moves) {
    io.out(m.move === 0 ? 'Comienzo:' : `Jugada ${m.move}:`)
    for (const text of m.events) io.out(`  ${text}`)
  }
  io.out('')
  io.out(final.result ? `Resultado: ${describeResult(final.result, names)}` : `El duelo sigue: ronda ${final.round}.`)
  return EXIT.ok
}
