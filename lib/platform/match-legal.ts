// The table service's check of a posted action (docs/platform-games.md): it must be one the game listed in `legal`, so
// nothing the game did not offer reaches its log. Game-blind: actions are plain JSON compared by value, whatever order
// their keys came in.

/** Canonical JSON (sorted keys). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Canonical JSON with every list read as a multiset. */
function looseJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(looseJson).sort().join(',')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${looseJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export type MatchOptions = {
  /**
   * A game whose actions carry lists where only the members count, not their order (Duelo de Masters: a replacement
   * names its cards in the order they go under the deck, `legal` lists one order) accepts them in any order, kept as
   * sent. A game with lists paired by position (Duelo de alientos: a Cambio's dice and its shares) must not.
   */
  orderFreeLists: boolean
}

/** The listed action the sent one names, or null. */
export function matchLegal<A>(sent: A, legal: readonly A[], options: MatchOptions): A | null {
  const exact = canonicalJson(sent)
  for (const a of legal) if (canonicalJson(a) === exact) return a
  if (!options.orderFreeLists) return null
  const key = looseJson(sent)
  for (const a of legal) {
    if (looseJson(a) !== key) continue
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) }
    for (const k of Object.keys(out)) if (Array.isArray(out[k])) out[k] = (sent as Record<string, unknown>)[k]
    return out as A
  }
  return null
}
