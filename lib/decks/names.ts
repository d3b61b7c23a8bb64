// Resolving the names a person types in a deck list to card ids: case, accents and spacing
// never matter, and an unknown name comes back with the closest real names as suggestions.
import type { Card, Catalogue } from '@/lib/catalogue/schema'

/** "  Poción  de THAL " → "pocion de thal": lower case, no accents, single spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Work done resolving names, for tests that prove reading a deck is bounded (a count, never a clock):
 * `lookups` index probes, `suggestionRuns` unknown names compared with the whole catalogue, `editCells`
 * cells of the edit-distance tables those comparisons filled. Only ever added to; read differences.
 */
export const nameWork = { lookups: 0, suggestionRuns: 0, editCells: 0 }

/** Suggestions compare at most this many characters of a typed name: longer text is not a misspelt card name. */
export const MAX_SUGGESTION_QUERY = 60

export type NameLookup =
  | { kind: 'found'; card: Card }
  | { kind: 'ambiguous'; cards: Card[] }
  | { kind: 'unknown'; suggestions: string[] }

type NameIndex = {
  byName: Map<string, Card[]>
  /** Normalised names with their words, for suggestions. */
  entries: { id: string; name: string; words: string[] }[]
}

// One index per catalogue object; the catalogue is immutable once loaded.
const indexes = new WeakMap<Catalogue, NameIndex>()

function indexOf(catalogue: Catalogue): NameIndex {
  let index = indexes.get(catalogue)
  if (!index) {
    const byName = new Map<string, Card[]>()
    for (const card of catalogue.cards) {
      const key = normalizeName(card.name)
      byName.set(key, [...(byName.get(key) ?? []), card])
    }
    const entries = catalogue.cards.map((c) => {
      const name = normalizeName(c.name)
      return { id: c.id, name, words: contentWords(name) }
    })
    index = { byName, entries }
    indexes.set(catalogue, index)
  }
  return index
}

const MAX_SUGGESTIONS = 3
/** Suggestions scoring below this are not offered. */
const MIN_CLOSENESS = 0.6

// Linking words match everywhere ("Trampa de foso" / "Luz de Rosa"), so word-by-word closeness skips them.
const LINKING_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'con', 'sin', 'a'])
function contentWords(normalized: string): string[] {
  const all = normalized.split(' ')
  const words = all.filter((w) => !LINKING_WORDS.has(w))
  return words.length > 0 ? words : all
}

/**
 * Finds the card a typed name means. The printed name wins; a card id is accepted too (so a list
 * holding a card the catalogue lost its name for still reads back). Unknown names get up to three
 * suggestions, as card ids, closest first.
 */
export function lookupCardName(catalogue: Catalogue, typed: string, options: { suggest?: boolean } = {}): NameLookup {
  nameWork.lookups += 1
  const key = normalizeName(typed)
  const index = indexOf(catalogue)
  const named = index.byName.get(key)
  if (named && named.length === 1 && named[0]) return { kind: 'found', card: named[0] }
  if (named && named.length > 1) return { kind: 'ambiguous', cards: named }
  const byId = catalogue.byId.get(typed.trim().toLowerCase())
  if (byId) return { kind: 'found', card: byId }
  return { kind: 'unknown', suggestions: options.suggest === false ? [] : suggestCardIds(catalogue, typed) }
}

/** Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1
  nameWork.editCells += (a.length + 1) * cols
  // Three rolling rows: the swap rule looks two rows back.
  let before = new Int32Array(cols)
  let previous = new Int32Array(cols)
  let current = new Int32Array(cols)
  for (let j = 0; j < cols; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1)
      current[j] = best
    }
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length] ?? 0
}

/** 1 for equal strings, 0 for nothing in common. */
const similarity = (a: string, b: string) => 1 - editDistance(a, b) / Math.max(a.length, b.length, 1)

/**
 * Whole-name similarity when it can reach MIN_CLOSENESS, else 0: names whose lengths differ by more than the
 * edits that threshold allows are skipped without filling a table (the score only counts once it reaches it).
 */
function wholeSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length, 1)
  if (Math.abs(a.length - b.length) > (1 - MIN_CLOSENESS) * longest) return 0
  return similarity(a, b)
}

/**
 * How close a typed name is to a card's name (0–1): the best of the whole-name similarity,
 * one name holding the other ("cuerda" in "cuerda larga"), and word by word (so word order and
 * a typo in one word cost little).
 */
function closeness(query: string, queryWords: readonly string[], entry: { name: string; words: string[] }): number {
  const whole = wholeSimilarity(query, entry.name)
  const shorter = Math.min(query.length, entry.name.length)
  const contained = shorter >= 3 && (entry.name.includes(query) || query.includes(entry.name))
    ? 0.6 + 0.3 * (shorter / Math.max(query.length, entry.name.length))
    : 0
  const perWord = queryWords.reduce((sum, w) => sum + Math.max(...entry.words.map((e) => similarity(w, e))), 0) / queryWords.length
  const coverage = Math.min(queryWords.length, entry.words.length) / Math.max(queryWords.length, entry.words.length)
  return Math.max(whole, contained, perWord * (0.7 + 0.3 * coverage))
}


/**
 * Card ids whose names are closest to the typed text, best first (at most three). One run costs the
 * catalogue's size times at most MAX_SUGGESTION_QUERY × the longest name: callers bound how many runs they make.
 */
export function suggestCardIds(catalogue: Catalogue, typed: string): string[] {
  const query = normalizeName(typed.slice(0, MAX_SUGGESTION_QUERY * 2)).slice(0, MAX_SUGGESTION_QUERY).trim()
  if (query === '') return []
  nameWork.suggestionRuns += 1
  const words = contentWords(query)
  return indexOf(catalogue).entries
    .map((e) => ({ id: e.id, name: e.name, score: closeness(query, words, e) }))
    .filter((s) => s.score >= MIN_CLOSENESS)
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, MAX_SUGGESTIONS)
    .map((s) => s.id)
}
