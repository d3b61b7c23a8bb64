// What a lab run needs checked before it starts, loaded when the designer presses «Ejecutar» (so the
// page itself ships neither the deck validator nor zod): both decks read, named and legal, and the
// spec checked as the API and `dm lab` check it (lib/sim/lab-check.ts), each problem in words.
import type { makeCatalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { checkLabSpec } from '@/lib/sim/lab-check'
import type { LabSpec } from '@/lib/sim/lab-spec'
import { readPastedDeck } from '@/app/(play)/probar/_table/deck-source'
import { parseSweepValues, type LabState } from './url-state'
export { catalogueWithOverride } from './override'

type Catalogue = ReturnType<typeof makeCatalogue>
/** A boxed deck offered by name: its share code, and its card ids (the card searches list those first). */
export type BoxedOption = { slug: string; name: string; code: string; cardIds: readonly string[] }

export function resolveDeck(text: string, label: string, catalogue: Catalogue, boxed: readonly BoxedOption[]): { ok: true; deck: Deck; name: string } | { ok: false; message: string } {
  const read = readPastedDeck(text, catalogue)
  if (read.kind === 'empty') return { ok: false, message: `${label}: falta el mazo (elige uno de caja, o pega su código o su lista)` }
  if (read.kind === 'text' && read.errors.length > 0) return { ok: false, message: `${label}: línea ${read.errors[0]?.line}: ${read.errors[0]?.message}` }
  const value = read.kind === 'code' ? read.value.deck : read.deck
  if (read.kind === 'text' && read.deck.parse.unresolved.length > 0) {
    return { ok: false, message: `${label}: cartas desconocidas: ${read.deck.parse.unresolved.slice(0, 5).map((u) => `«${u.name}» (línea ${u.line})`).join(', ')}` }
  }
  const deck: Deck = { ...(value.name === undefined ? {} : { name: value.name }), relicId: value.relicId, startingDalmaId: value.startingDalmaId, entries: value.entries }
  const box = boxed.find((b) => b.code === text.trim())
  return { ok: true, deck, name: box?.name ?? value.name ?? label }
}

const FIELD_WORDS: Record<string, string> = {
  decks: 'Mazos', games: 'Partidas', seed: 'Semilla', maxTurns: 'Turnos máximos', override: 'Prueba de diseño', sweep: 'Barrido', bots: 'Bots', variant: 'Variante',
}

/** The spec of the form, checked, or every problem as «Campo: motivo». */
export function prepareSpec(state: LabState, catalogue: Catalogue, boxed: readonly BoxedOption[]): { ok: true; spec: LabSpec } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const a = resolveDeck(state.a, 'Mazo A', catalogue, boxed)
  const b = resolveDeck(state.b, 'Mazo B', catalogue, boxed)
  if (!a.ok) errors.push(a.message)
  if (!b.ok) errors.push(b.message)
  let extra: Record<string, unknown> = { kind: 'run' }
  if (state.mode === 'compare') {
    try {
      extra = { kind: 'compare', override: JSON.parse(state.override.trim() === '' ? '{}' : state.override) as unknown }
    } catch (error) {
      errors.push(`Prueba de diseño: no es JSON válido (${error instanceof Error ? error.message : String(error)})`)
    }
  } else if (state.mode === 'sweep') {
    const values = parseSweepValues(state.sweepValues)
    if (!values.ok) errors.push(`Barrido: ${values.message}`)
    else if (state.sweepCard === '') errors.push('Barrido: elige una carta')
    else if (state.sweepField === '') errors.push('Barrido: elige un campo')
    else extra = { kind: 'sweep', sweep: { card: state.sweepCard, field: state.sweepField, values: values.values } }
  }
  if (errors.length > 0 || !a.ok || !b.ok) return { ok: false, errors }
  const raw = {
    ...extra, decks: { A: { name: a.name, deck: a.deck }, B: { name: b.name, deck: b.deck } }, bots: state.bots, seed: state.seed,
    games: state.games, variant: state.variant, maxTurns: state.maxTurns, mirror: state.mirror,
  }
  const checked = checkLabSpec(raw, catalogue)
  if (!checked.ok) return { ok: false, errors: checked.errors.map((e) => `${FIELD_WORDS[e.field.split('.')[0] ?? ''] ?? e.field}: ${e.message}`) }
  return { ok: true, spec: checked.spec }
}
