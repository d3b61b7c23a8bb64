// The numbers a what-if may change on a card, read from the card schema itself (so a new numeric
// field in schema.ts shows up in the laboratory's editor with its bounds): top-level numbers
// (Vida, PRI, usos…) and the numbers one level down (precio en oro y plata, bonificaciones).
// Nested objects are merged one level deep by applyOverride, so `cost.gold` changes the gold alone.
import type { z } from 'zod'
import { fieldLabel } from './field-labels'
import { cardSchema, type Card, type CardType } from './schema'

export { fieldLabel }

export type NumericField = {
  /** `life`, `cost.gold`, `bonuses.strength`… */
  path: string
  label: string
  min: number | null
  max: number | null
  integer: boolean
}


type AnySchema = z.ZodType & { def: { type: string; innerType?: AnySchema }; shape?: Record<string, AnySchema> }

/** Through optional() and default() to the schema of the value itself. */
function unwrap(s: AnySchema): AnySchema {
  let cur = s
  while ((cur.def.type === 'optional' || cur.def.type === 'default') && cur.def.innerType !== undefined) cur = cur.def.innerType
  return cur
}

function numberField(path: string, s: AnySchema): NumericField | null {
  if (s.def.type !== 'number') return null
  const n = s as unknown as z.ZodNumber
  // .int() alone bounds the value to the safe integers: that is no bound a designer needs to see.
  const finite = (x: number | null) => (x === null || Math.abs(x) >= Number.MAX_SAFE_INTEGER ? null : x)
  return { path, label: fieldLabel(path), min: finite(n.minValue), max: finite(n.maxValue), integer: n.isInt }
}

const cache = new Map<CardType, NumericField[]>()

/** Every number a card of this type may carry, in the schema's order. */
export function numericFields(type: CardType): NumericField[] {
  const hit = cache.get(type)
  if (hit !== undefined) return hit
  const option = (cardSchema.options as unknown as AnySchema[]).find((o) => {
    const t = o.shape?.type as unknown as { def: { values?: unknown[] } } | undefined
    return t?.def.values?.[0] === type
  })
  const out: NumericField[] = []
  for (const [key, raw] of Object.entries(option?.shape ?? {})) {
    const s = unwrap(raw)
    const top = numberField(key, s)
    if (top !== null) { out.push(top); continue }
    if (s.def.type === 'object' && s.shape !== undefined) {
      for (const [inner, rawInner] of Object.entries(s.shape)) {
        const f = numberField(`${key}.${inner}`, unwrap(rawInner))
        if (f !== null) out.push(f)
      }
    }
  }
  cache.set(type, out)
  return out
}

/** The card's value at a numeric path, or undefined where it has none. */
export function fieldValue(card: Card, path: string): number | undefined {
  let cur: unknown = card
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<string, unknown>)[part]
  }
  return typeof cur === 'number' ? cur : undefined
}

/** The fields a what-if sets for one value at one path: `{ life: 5 }`, `{ cost: { gold: 2 } }`. */
export function fieldsAt(path: string, value: number): Record<string, unknown> {
  const parts = path.split('.')
  let out: unknown = value
  for (let i = parts.length - 1; i >= 1; i--) out = { [parts[i] as string]: out }
  return { [parts[0] as string]: out }
}
