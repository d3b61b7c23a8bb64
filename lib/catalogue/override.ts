// Designer what-ifs (issue 8): a small object mapping card ids to the fields to change, e.g.
// { "espada-corta": { "bonuses": { "strength": 2 } }, "bola-de-fuego": { "learningCost": { "gold": 1, "silver": 0 } } }.
// Each changed card is checked with the catalogue's own card schema, so a bad value gets the
// same error as in content/. Nested objects are merged one level deep (a bonus alone may change).
// Pure: the CLI, workers and the page apply the same override the same way.
import { z } from 'zod'
import { cardSchema, makeCatalogue, type Card, type Catalogue } from './schema'

export type OverrideError = { cardId: string; field?: string; message: string }
export type Override = Record<string, Record<string, unknown>>
export type OverrideIssue = z.core.$ZodIssue
/** Turns one zod issue on a card into field + Spanish message (the content loader's describer). */
export type IssueDescriber = (issue: OverrideIssue, raw: unknown) => { field: string; message: string }[]

/** Size bound: a what-if changes a few cards, never a whole catalogue. */
export const MAX_OVERRIDDEN_CARDS = 200

const shape = z.record(z.string(), z.record(z.string(), z.unknown()))

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The catalogue with the override's cards replaced, or every problem with card, field and reason. */
export function applyOverride(catalogue: Catalogue, raw: unknown, describe: IssueDescriber, locale?: z.core.$ZodErrorMap): { ok: true; catalogue: Catalogue; override: Override } | { ok: false; errors: OverrideError[] } {
  const parsed = shape.safeParse(raw)
  if (!parsed.success) return { ok: false, errors: [{ cardId: '', message: 'se esperaba un mapa «id de carta → campos a cambiar»' }] }
  const override = parsed.data
  const ids = Object.keys(override)
  if (ids.length > MAX_OVERRIDDEN_CARDS) return { ok: false, errors: [{ cardId: '', message: `cambia ${ids.length} cartas; como máximo ${MAX_OVERRIDDEN_CARDS}` }] }
  const errors: OverrideError[] = []
  const replaced = new Map<string, Card>()
  for (const id of ids) {
    const card = catalogue.byId.get(id)
    if (card === undefined) { errors.push({ cardId: id, message: 'no existe esa carta en el catálogo' }); continue }
    const fields = override[id] as Record<string, unknown>
    for (const fixed of ['id', 'type'] as const) {
      if (fixed in fields && fields[fixed] !== card[fixed]) errors.push({ cardId: id, field: fixed, message: 'no se puede cambiar en una prueba' })
    }
    const merged: Record<string, unknown> = { ...card }
    for (const [k, v] of Object.entries(fields)) {
      const before = merged[k]
      merged[k] = isPlainObject(before) && isPlainObject(v) ? { ...before, ...v } : v
    }
    const checked = cardSchema.safeParse(merged, locale === undefined ? undefined : { error: locale })
    if (!checked.success) {
      for (const issue of checked.error.issues) for (const d of describe(issue, merged)) errors.push({ cardId: id, ...(d.field === '' ? {} : { field: d.field }), message: d.message })
      continue
    }
    replaced.set(id, checked.data)
  }
  if (errors.length > 0) return { ok: false, errors }
  const cards = catalogue.cards.map((c) => replaced.get(c.id) ?? c)
  return { ok: true, catalogue: makeCatalogue(cards, `${catalogue.version}+override`, catalogue.tombstones), override }
}

export function describeOverrideError(e: OverrideError): string {
  return `${e.cardId === '' ? '' : `${e.cardId}`}${e.field === undefined ? '' : `.${e.field}`}${e.cardId === '' && e.field === undefined ? '' : ': '}${e.message}`
}
