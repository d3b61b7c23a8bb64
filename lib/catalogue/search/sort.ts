// The sort choices of a card search, apart from the search itself (and its Fuse): /cartas needs them
// to draw its sort menu and read its URL before anyone searches, and loads the search on first use (issue 14).
import type { Card } from '../model'
import { fold } from './normalize'

export const SORT_KEYS = ['relevance', 'name', 'type', 'cost'] as const
export type SortKey = (typeof SORT_KEYS)[number]

/** Sort choices as people see them; `value` is what parseSortKey accepts. */
export const SORT_OPTIONS: readonly { key: SortKey; value: string; label: string }[] = [
  { key: 'relevance', value: 'relevancia', label: 'Relevancia' },
  { key: 'name', value: 'nombre', label: 'Nombre' },
  { key: 'type', value: 'tipo', label: 'Tipo' },
  { key: 'cost', value: 'coste', label: 'Coste' },
]

const SORT_WORDS = new Map<string, SortKey>([
  ...SORT_KEYS.map((k) => [k, k] as const),
  ['relevancia', 'relevance'], ['nombre', 'name'], ['tipo', 'type'], ['coste', 'cost'], ['precio', 'cost'],
])

/** Reads a sort name in Spanish or English (`coste`, `cost`…); null if it is none. */
export function parseSortKey(value: string): SortKey | null {
  return SORT_WORDS.get(fold(value)) ?? null
}

// Made on first use, not when the module loads: creating it loads Spanish collation data, ~10 ms of a
// page's first main-thread task in Chromium, and /cartas shows its first list without sorting (issue 14).
let collator: Intl.Collator | null = null

/** Name order (Spanish collation, numbers by value), ties by id: the search's name order, and /cartas's list before any search. */
export function compareCardNames(a: Pick<Card, 'name' | 'id'> | undefined, b: Pick<Card, 'name' | 'id'> | undefined): number {
  if (a === undefined || b === undefined) return 0
  collator ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true })
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}
