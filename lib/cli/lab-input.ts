// What `dm lab`'s subcommands read alike: whole numbers with their bounds, a pair of bots, and a deck file
// as a laboratory deck (its title, its cards), with the reason when it cannot be read.
import path from 'node:path'
import { z } from 'zod'
import type { Catalogue } from '../catalogue/schema'
import { BOT_LEVELS, type BotLevel } from '../bots'
import { LAB_SPEC_LIMITS, type LabDeck } from '../sim/lab-spec'
import { readDeckFileText, readPlayableDeck } from './deck-file'
import type { CliIO } from './types'

export const whole = (min: number, max: number) =>
  z.coerce.number('debe ser un número').int('debe ser un número entero').min(min, `como mínimo ${min}`).max(max, `como máximo ${max.toLocaleString('es-ES')}`)
export const integer = (min: number, max: number, fallback: number) => whole(min, max).default(fallback)
export const botPair = z.string().trim().transform((text, ctx) => {
  const parts = text.split(',').map((p) => p.trim())
  if (parts.length !== 2) { ctx.addIssue({ code: 'custom', message: 'deben ser dos bots separados por una coma (p. ej. heuristic,search)' }); return z.NEVER }
  for (const p of parts) {
    if (!(BOT_LEVELS as readonly string[]).includes(p)) { ctx.addIssue({ code: 'custom', message: `«${p}» no es un bot; usa ${BOT_LEVELS.join(', ')}` }); return z.NEVER }
  }
  return { A: parts[0] as BotLevel, B: parts[1] as BotLevel }
})

/** The deck's name: its `# Mazo:` line, else the file's first comment line, else the file name. */
function deckTitle(text: string, file: string, parsedName: string | undefined): string {
  if (parsedName !== undefined && parsedName.trim() !== '') return parsedName.trim()
  const first = /^\uFEFF?\s*#\s*(.+)$/m.exec(text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '')
  return (first?.[1] ?? path.basename(file).replace(/\.[^.]+$/, '')).trim().slice(0, LAB_SPEC_LIMITS.maxNameChars)
}

export function readLabDeck(io: CliIO, file: string, catalogue: Catalogue, label: string): { ok: true; deck: LabDeck } | { ok: false; message: string } {
  const full = path.resolve(io.cwd, file)
  try {
    const read = readPlayableDeck(full, catalogue)
    if (!read.ok) return { ok: false, message: `${label} «${file}»: ${read.message}` }
    return { ok: true, deck: { name: deckTitle(readDeckFileText(full), full, read.deck.name), deck: read.deck } }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return { ok: false, message: `${label} «${file}»: ${code === 'ENOENT' ? 'no existe' : code === 'EISDIR' ? 'es una carpeta' : error instanceof Error ? error.message : String(error)}` }
  }
}

