// `dm alientos play <fichero> [--json]`: runs an alientos scenario file (docs/alientos-scenarios.md) through the same
// code as the rule tests and /docs/escenarios. Exit 0 when it ran (refused steps included), 1 when an `expect:` entry
// failed, 2 when the file is unreadable or invalid (each problem with its field).
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { describeFailure } from '../../alientos/scenario/expect'
import { MAX_ALIENTOS_SCENARIO_BYTES, playAlientosScenario, readAlientosScenario } from '../../alientos/scenario/run'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = { options: { json: { type: 'boolean', short: 'j' } }, positionals: [{ name: 'file' }] } as const
const schema = z.object({ file: z.string().min(1, 'no puede estar vacío'), json: z.boolean().default(false) }).strict()

export const PLAY_USAGE = [
  'Uso: dm alientos play <fichero.yaml|.json> [--json]',
  '',
  'Monta la posición de un escenario de Duelo de alientos (game: alientos), juega sus pasos y muestra cada uno',
  '(aceptado o rechazado, con el código y el motivo), los eventos y el resultado. El formato está en /docs/escenarios.',
  '',
  'Opciones:',
  '  --json, -j   { steps, result, phase, round, turn, beginner, taumaturgos, dice, events }',
  '',
  'Salida: 0 si se jugó, 1 si falla algo de expect, 2 si el fichero no se lee o no es válido.',
].join('\n')

export async function runPlay(args: string[], io: CliIO, self: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, spec, schema)
  if (!parsed.ok) return usageError(io, self, parsed.message)
  const shown = parsed.value.file
  const file = path.resolve(io.cwd, shown)
  let text: string
  try {
    if (statSync(file).size > MAX_ALIENTOS_SCENARIO_BYTES) { io.err(`dm alientos play: ${shown}: demasiado grande (como máximo ${MAX_ALIENTOS_SCENARIO_BYTES} bytes)`); return EXIT.usage }
    text = readFileSync(file, 'utf8')
  } catch {
    io.err(`dm alientos play: no se puede leer «${shown}» (buscado en ${file})`)
    return EXIT.usage
  }
  const read = readAlientosScenario(text)
  if (!read.ok) {
    io.err(`dm alientos play: ${shown} no es un escenario de alientos válido:`)
    for (const issue of read.issues) io.err(`  ${issue.path}: ${issue.message}`)
    return EXIT.usage
  }
  const played = playAlientosScenario(read)
  if (parsed.value.json) {
    io.out(JSON.stringify(played.output, null, 2))
    for (const f of played.failures) io.err(`dm alientos play: ${describeFailure(f)}`)
    return played.failures.length === 0 ? EXIT.ok : EXIT.failure
  }
  const out = played.output
  io.out(`Escenario ${shown}${read.file.rules?.length ? ` — ${read.file.rules.join(', ')}` : ''}`)
  if (read.file.note) io.out(read.file.note)
  for (const e of out.events) io.out(`  ${e.text}${'rule' in e && e.rule ? ` [${e.rule}]` : ''}`)
  io.out('')
  out.steps.forEach((s, i) => io.out(`${i + 1}. ${s.ok ? '✓ aceptado' : `✗ rechazado (${s.code}): ${s.message}`}`))
  io.out('')
  io.out(out.result ? `Resultado: ${out.result.text}` : `El duelo sigue: ronda ${out.round}, ${out.phase === 'recount' ? 'Recuento' : 'Invocación'}, decide ${out.turn}.`)
  for (const [seat, t] of Object.entries(out.taumaturgos)) io.out(`${seat} (${t.name}): dolor ${t.pain}${t.eliminated ? ', fuera del duelo' : `, Ofensa ${t.ofensa}, Defensa ${t.defensa}`}`)
  if (read.file.expect !== undefined) {
    if (played.failures.length === 0) io.out('✓ Se cumple todo lo esperado (expect).')
    else {
      io.out(`✗ ${played.failures.length} expectativa${played.failures.length === 1 ? '' : 's'} sin cumplir:`)
      for (const f of played.failures) io.out(`  ${describeFailure(f)}`)
    }
  }
  return played.failures.length === 0 ? EXIT.ok : EXIT.failure
}
