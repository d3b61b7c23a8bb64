// Everything a laboratory spec must pass before a game is played, with the field and reason of each
// problem (the API's 400, the CLI's exit 2, the page's alert): its shape and bounds (lab-spec.ts),
// both decks legal, every what-if accepted by the card schema, and a sweep's field one of the numbers
// the card's schema allows, each value within its bounds.
import { z } from 'zod'
import { numericFields } from '../catalogue/fields'
import type { IssueDescriber } from '../catalogue/override'
import type { Catalogue } from '../catalogue/schema'
import { describeProblem } from '../decks/problems'
import { validateDeck } from '../decks/validate'
import { prepareArms } from './lab-run'
import { labSpecSchema, type LabSpec } from './lab-spec'
import type { WorkSpec } from './lab-work'
import { matchSpecSchema, prepareMatches, type MatchSpec } from './matches'

export type SpecProblem = { field: string; message: string }

const SPANISH = z.locales.es().localeError

export function checkLabSpec(raw: unknown, catalogue: Catalogue, describe?: IssueDescriber): { ok: true; spec: LabSpec } | { ok: false; errors: SpecProblem[] } {
  const parsed = labSpecSchema.safeParse(raw, { error: SPANISH })
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.slice(0, 20).map((i) => ({ field: i.path.map(String).join('.') || 'spec', message: i.message })) }
  const spec = parsed.data as LabSpec
  const errors: SpecProblem[] = []
  for (const side of ['A', 'B'] as const) {
    const v = validateDeck(spec.decks[side].deck, catalogue)
    if (!v.legal) errors.push({ field: `decks.${side}`, message: `${spec.decks[side].name} no es legal: ${v.problems.slice(0, 5).map((p) => describeProblem(p, catalogue)).join(' ')}` })
  }
  if (spec.kind === 'sweep') {
    const card = catalogue.byId.get(spec.sweep.card)
    if (card === undefined) errors.push({ field: 'sweep.card', message: `no existe la carta «${spec.sweep.card}»` })
    else {
      const field = numericFields(card.type).find((f) => f.path === spec.sweep.field)
      if (field === undefined) {
        const allowed = numericFields(card.type).map((f) => f.path)
        errors.push({ field: 'sweep.field', message: allowed.length === 0 ? `${card.name} no tiene números que cambiar` : `${card.name} no tiene el campo «${spec.sweep.field}»; puede ser ${allowed.join(', ')}` })
      } else {
        const bad = spec.sweep.values.filter((v) => (field.integer && !Number.isInteger(v)) || (field.min !== null && v < field.min) || (field.max !== null && v > field.max))
        if (bad.length > 0) {
          const range = `${field.integer ? 'enteros ' : ''}${field.min === null ? '' : `desde ${field.min} `}${field.max === null ? '' : `hasta ${field.max}`}`.trim()
          errors.push({ field: 'sweep.values', message: `${bad.join(', ')} no ${bad.length === 1 ? 'vale' : 'valen'} para ${field.label} de ${card.name} (${range})` })
        }
      }
    }
  }
  if (errors.length === 0) {
    const arms = prepareArms(spec, catalogue, describe)
    if (!arms.ok) for (const e of arms.errors.slice(0, 20)) errors.push({ field: spec.kind === 'sweep' ? 'sweep' : 'override', message: e })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, spec }
}

/**
 * A league of decks as a browser sends it (issue 30: the ratings form of /laboratorio/cartas, the steps of «Buscar el
 * valor que equilibra»): its shape and bounds (matches.ts), every deck legal, and its what-if accepted by the card schema.
 */
export function checkMatchSpec(raw: unknown, catalogue: Catalogue, describe?: IssueDescriber): { ok: true; spec: MatchSpec } | { ok: false; errors: SpecProblem[] } {
  const parsed = matchSpecSchema.safeParse(raw, { error: SPANISH })
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.slice(0, 20).map((i) => ({ field: i.path.map(String).join('.') || 'spec', message: i.message })) }
  const spec = parsed.data as MatchSpec
  const errors: SpecProblem[] = []
  spec.decks.forEach((d, i) => {
    const v = validateDeck(d.deck, catalogue)
    if (!v.legal) errors.push({ field: `decks.${i}`, message: `${d.name} no es legal: ${v.problems.slice(0, 5).map((p) => describeProblem(p, catalogue)).join(' ')}` })
  })
  if (errors.length === 0) {
    const prepared = prepareMatches(spec, catalogue, describe)
    if (!prepared.ok) for (const e of prepared.errors.slice(0, 20)) errors.push({ field: 'override', message: e })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, spec }
}

/** Either kind of laboratory work, by its `kind`. */
export function checkWorkSpec(raw: unknown, catalogue: Catalogue, describe?: IssueDescriber): { ok: true; spec: WorkSpec } | { ok: false; errors: SpecProblem[] } {
  const kind = raw !== null && typeof raw === 'object' ? (raw as { kind?: unknown }).kind : undefined
  return kind === 'matches' ? checkMatchSpec(raw, catalogue, describe) : checkLabSpec(raw, catalogue, describe)
}
