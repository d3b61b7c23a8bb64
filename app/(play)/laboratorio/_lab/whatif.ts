// A what-if as rows a designer edits («Lisko de Árathan · Vida = 5») and as the JSON experts write
// (`{"lisko-de-arathan": {"life": 5}}`, the file `dm lab compare --override` reads). Numbers at the top
// of a card or one level down (cost.gold, bonuses.strength) are rows; anything else (an effect, a
// name) stays in the JSON and is listed as such, never dropped.
export type Change = { cardId: string; path: string; value: number }
export type WhatIf = Record<string, Record<string, unknown>>

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The JSON text as an object «card id → fields», or why it is not one. Empty text: no change. */
export function parseWhatIf(text: string): { ok: true; value: WhatIf } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: {} }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `no es JSON válido (${error instanceof Error ? error.message : String(error)})` }
  }
  if (!isObject(raw)) return { ok: false, message: 'debe ser un objeto «id de carta → campos a cambiar»' }
  for (const [id, fields] of Object.entries(raw)) if (!isObject(fields)) return { ok: false, message: `«${id}» debe llevar un objeto de campos` }
  return { ok: true, value: raw as WhatIf }
}

/** Rows for the numbers, and the other changes as «card.field». */
export function changesOf(w: WhatIf): { changes: Change[]; other: string[] } {
  const changes: Change[] = []
  const other: string[] = []
  for (const [cardId, fields] of Object.entries(w)) {
    for (const [key, v] of Object.entries(fields)) {
      if (typeof v === 'number') { changes.push({ cardId, path: key, value: v }); continue }
      if (isObject(v) && Object.values(v).every((x) => typeof x === 'number')) {
        for (const [inner, x] of Object.entries(v)) changes.push({ cardId, path: `${key}.${inner}`, value: x as number })
        continue
      }
      other.push(`${cardId}.${key}`)
    }
  }
  return { changes, other }
}

/** The what-if with one number set (a new row, or a row's new value). */
export function withChange(w: WhatIf, c: Change): WhatIf {
  const [head, tail] = c.path.split('.') as [string, string | undefined]
  const fields = { ...(w[c.cardId] ?? {}) }
  if (tail === undefined) fields[head] = c.value
  else fields[head] = { ...(isObject(fields[head]) ? fields[head] : {}), [tail]: c.value }
  return { ...w, [c.cardId]: fields }
}

/** The what-if without one number (and without the card once nothing of it is left). */
export function withoutChange(w: WhatIf, cardId: string, path: string): WhatIf {
  const [head, tail] = path.split('.') as [string, string | undefined]
  const fields = { ...(w[cardId] ?? {}) }
  if (tail === undefined) delete fields[head]
  else {
    const inner = { ...(isObject(fields[head]) ? fields[head] : {}) }
    delete inner[tail]
    if (Object.keys(inner).length === 0) delete fields[head]
    else fields[head] = inner
  }
  const out = { ...w }
  if (Object.keys(fields).length === 0) delete out[cardId]
  else out[cardId] = fields
  return out
}

/** The JSON text the form keeps and the link carries: compact, in the order written. */
export const whatIfText = (w: WhatIf): string => (Object.keys(w).length === 0 ? '' : JSON.stringify(w))
