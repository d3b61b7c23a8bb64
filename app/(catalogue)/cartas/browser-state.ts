// The card browser's state (query, filters, sort) and its round trip through the URL, so a
// search can be shared, bookmarked and restored by the back button. Parameter names and
// values are Spanish words (`?q=thal&tipo=pocion&prof=mago&provisional=1&orden=coste`).
// Pure: the page, the tests and any link builder share it.
import {
  CARD_TYPES, PROFESSIONS, TYPE_LABELS, type Card, type CardType, type Profession,
} from '@/lib/catalogue/model'
import { fold } from '@/lib/catalogue/search/normalize'
// The sort helpers only, not the search (Fuse): this module is in /cartas's first load.
import { SORT_OPTIONS, parseSortKey, type SortKey } from '@/lib/catalogue/search/sort'

export type BrowserState = {
  q: string
  type: CardType | null
  profession: Profession | null
  provisionalOnly: boolean
  sort: SortKey
}

export const DEFAULT_BROWSER_STATE: BrowserState = {
  q: '', type: null, profession: null, provisionalOnly: false, sort: 'relevance',
}

/** The word for a type in the URL: its Spanish singular, folded ("pocion", "arma"). */
export const typeSlug = (type: CardType): string => fold(TYPE_LABELS[type].singular)
const TYPE_BY_SLUG = new Map<string, CardType>(
  CARD_TYPES.flatMap((t) => [[typeSlug(t), t], [fold(TYPE_LABELS[t].plural), t], [t, t]] as const),
)
const sortWord = (sort: SortKey): string => SORT_OPTIONS.find((o) => o.key === sort)?.value ?? sort

/** Anything with URLSearchParams' `get` (URLSearchParams, Next's ReadonlyURLSearchParams). */
type ParamsLike = { get(name: string): string | null }

/** Reads the state from the URL; unknown or malformed values fall back to the defaults. */
export function stateFromParams(params: ParamsLike): BrowserState {
  const type = TYPE_BY_SLUG.get(fold(params.get('tipo') ?? '')) ?? null
  const prof = fold(params.get('prof') ?? '')
  const profession = (PROFESSIONS as readonly string[]).includes(prof) ? (prof as Profession) : null
  const provisional = params.get('provisional')
  return {
    q: params.get('q') ?? '',
    type,
    profession,
    provisionalOnly: provisional !== null && provisional !== '0' && provisional !== 'no',
    sort: parseSortKey(params.get('orden') ?? '') ?? DEFAULT_BROWSER_STATE.sort,
  }
}

/** The state as URL parameters, leaving out whatever is at its default so links stay short. */
export function stateToParams(state: BrowserState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.q !== '') params.set('q', state.q)
  if (state.type) params.set('tipo', typeSlug(state.type))
  if (state.profession) params.set('prof', state.profession)
  if (state.provisionalOnly) params.set('provisional', '1')
  if (state.sort !== DEFAULT_BROWSER_STATE.sort) params.set('orden', sortWord(state.sort))
  return params
}

/** A link to the browser showing this state ("/cartas?q=thal"). */
export function browserHref(state: Partial<BrowserState>, pathname = '/cartas'): string {
  const search = stateToParams({ ...DEFAULT_BROWSER_STATE, ...state }).toString()
  return search ? `${pathname}?${search}` : pathname
}

export const hasFilters = (state: BrowserState): boolean =>
  state.type !== null || state.profession !== null || state.provisionalOnly

/** The filters beside the search box; they compose with the query (both must hold). Order is kept. */
export function applyFilters<C extends Card>(cards: readonly C[], state: BrowserState): C[] {
  return cards.filter(
    (c) =>
      (state.type === null || c.type === state.type) &&
      (state.profession === null || ('profession' in c && c.profession === state.profession)) &&
      (!state.provisionalOnly || c.provisional.length > 0),
  )
}

/** "1 carta", "12 cartas". */
export const cardCount = (n: number): string => `${n} ${n === 1 ? 'carta' : 'cartas'}`

/**
 * Whether showing this state takes the search index. With no query, in relevance or name order,
 * the result is every card in name order, which is how the page hands them over.
 */
export function needsSearchIndex(state: Pick<BrowserState, 'q' | 'sort'>): boolean {
  return state.q.trim() !== '' || (state.sort !== 'relevance' && state.sort !== 'name')
}
