// `dm play <fichero> [--json]`: runs a scenario file (SCENARIO-FORMAT.md) through the same code as
// the rule tests and the site's format page. Exit 0 when it ran (refused steps included), 1 when
// an `expect:` entry failed, 2 when the file is unreadable or invalid (each problem with its field).
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { loadCatalogue } from '../../catalogue/load'
import type { Catalogue } from '../../catalogue/schema'
import {
  describeFailure, MAX_SCENARIO_BYTES, playScenario, readScenarioText, stepVerbs, type PlayedScenario, type Step,
} from '../../scenarios/file'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = {
  options: { json: { type: 'boolean', short: 'j' }, content: { type: 'string' } },
  positionals: [{ name: 'file' }],
} as const
const schema = z.object({
  file: z.string().min(1, 'no puede estar vacío'),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').optional(),
}).strict()

const PHASE_WORDS: Record<string, string> = {
  setup: 'preparación', turnStart: 'inicio de turno', rest: 'Fase de Descanso', income: 'Fase de Cobro',
  masterActions: 'Acciones de Master', enemyActions: 'acciones de los enemigos', dalmaActions: 'acciones de los Dalmas',
  endOfTurn: 'decisión de fin de turno', combat: 'combate', gameOver: 'fin de la partida',
}
const REASON_WORDS: Record<string, string> = {
  capture: 'captura de la reliquia', allDalmasLost: 'sin Dalmas', forcedOffensiveFailed: 'ofensiva obligatoria fallida',
  exhaustedWithoutDalma: 'agotamiento sin Dalmas', turnLimit: 'límite de turnos', exhaustion: 'agotamiento',
}

/** A step as the file wrote it, in one line (`by: d1 · explore: e1`). */
export function stepLine(step: Step): string {
  const verb = stepVerbs(step)[0] ?? '?'
  const parts = Object.entries(step).map(([k, v]) => `${k}: ${JSON.stringify(v).replace(/"/g, '')}`)
  return parts.sort((a, b) => (a.startsWith(`${verb}:`) ? -1 : b.startsWith(`${verb}:`) ? 1 : 0)).join(' · ')
}

export function humanReport(played: PlayedScenario, name: string): string[] {
  const { file, output } = played
  const lines = [`Escenario ${name}${file.rules?.length ? ` — ${file.rules.join(', ')}` : ''}`]
  if (file.note) lines.push(file.note)
  const eventsOf = (step: number | null) => output.events.filter((e) => e.step === step && e.text !== '')
  const before = eventsOf(null)
  if (before.length > 0) {
    lines.push('', 'Antes del primer paso:')
    for (const e of before) lines.push(`    ${e.text}${e.rule ? ` [${e.rule}]` : ''}`)
  }
  ;(file.steps ?? []).forEach((step, i) => {
    const outcome = output.steps[i]
    lines.push('', `${i + 1}. ${stepLine(step)}`)
    if (outcome === undefined || outcome.ok) lines.push('   ✓ aceptado')
    else lines.push(`   ✗ rechazado (${outcome.code}): ${outcome.message}`)
    for (const e of eventsOf(i + 1)) lines.push(`    ${e.text}${e.rule ? ` [${e.rule}]` : ''}`)
  })
  lines.push('')
  const r = output.result
  if (r === null) lines.push(`Resultado: la partida sigue · turno ${output.turn} del Master ${output.active} · ${PHASE_WORDS[output.phase] ?? output.phase}`)
  else lines.push(`Resultado: ${r.winner === null ? 'sin ganador' : `gana el Master ${r.winner}`} (${REASON_WORDS[r.reason] ?? r.reason}, ${r.rule})`)
  for (const seat of ['A', 'B'] as const) {
    const m = output.masters[seat]
    lines.push(`Master ${seat}: ${m.money} platas · mano ${m.hand} · mazo ${m.deck} · ${m.masterActions} acciones de Master · descarte ${m.discard.length}`)
  }
  if (file.expect !== undefined) {
    if (played.failures.length === 0) lines.push('✓ Se cumple todo lo esperado (expect).')
    else {
      lines.push(`✗ ${played.failures.length} expectativa${played.failures.length === 1 ? '' : 's'} sin cumplir:`)
      for (const f of played.failures) lines.push(`  ${describeFailure(f)}`)
    }
  }
  return lines
}

let cached: { dir: string | undefined; catalogue: Catalogue } | undefined

export const command: CliCommand = {
  name: 'play',
  summary: 'Juega un fichero de escenario (tablero, pasos y expect) y cuenta lo que pasó',
  usage: [
    'Uso: dm play <fichero.yaml|.json> [--json] [--content <carpeta>]',
    '',
    'Monta el tablero del escenario, juega sus pasos con el motor de reglas y muestra cada paso',
    '(aceptado o rechazado, con el código y el motivo), los eventos y el resultado. El formato está',
    'en /docs/escenarios.',
    '',
    'Opciones:',
    '  --json, -j           salida en JSON: { steps, result, active, phase, turn, masters, cards, events }',
    '  --content <carpeta>  carpeta de contenido (por defecto: content)',
    '',
    'Salida: 0 si se jugó, 1 si falla algo de expect, 2 si el fichero no se lee o no es válido.',
  ].join('\n'),

  async run(args, io) {
    const parsed = parseArgs(args, spec, schema)
    if (!parsed.ok) return usageError(io, command, parsed.message)
    const file = path.resolve(io.cwd, parsed.value.file)
    const text = readText(file, io, parsed.value.file)
    if (text === null) return EXIT.usage
    const contentDir = parsed.value.content === undefined ? undefined : path.resolve(io.cwd, parsed.value.content)
    if (cached === undefined || cached.dir !== contentDir) cached = { dir: contentDir, catalogue: loadCatalogue(contentDir) }
    const catalogue = cached.catalogue
    const read = readScenarioText(text, catalogue)
    if (!read.ok) {
      io.err(`dm play: ${parsed.value.file} no es un escenario válido:`)
      for (const issue of read.issues) io.err(`  ${issue.path}: ${issue.message}`)
      return EXIT.usage
    }
    const played = playScenario(read.file, catalogue)
    if (parsed.value.json) io.out(JSON.stringify(played.output, null, 2))
    else for (const line of humanReport(played, parsed.value.file)) io.out(line)
    if (parsed.value.json && played.failures.length > 0) for (const f of played.failures) io.err(`dm play: ${describeFailure(f)}`)
    return played.failures.length === 0 ? EXIT.ok : EXIT.failure
  },
}

function readText(file: string, io: CliIO, shown: string): string | null {
  try {
    const size = statSync(file).size
    if (size > MAX_SCENARIO_BYTES) { io.err(`dm play: ${shown}: demasiado grande (como máximo ${MAX_SCENARIO_BYTES} bytes)`); return null }
    return readFileSync(file, 'utf8')
  } catch {
    io.err(`dm play: no se puede leer «${shown}» (buscado en ${file})`)
    return null
  }
}
