'use client'
// Search as you type over the whole catalogue, in the browser: the index is built once from
// the cards the page passes, and every keystroke runs the query locally. Filters compose with
// the query; query, filters and sort live in the URL (replaceState, so typing does not fill
// the history) and are read back from it on load and when a link changes them.
//
// The list is rendered on the server at its default state (every card) and kept as the server's HTML until the
// reader first searches (see Results). The cards themselves are not in the page's data: the browser fetches them
// (the catalogue's data, cached for good and kept by the service worker) when the reader first searches or filters,
// or starts to, by focusing the form (as the search module, which the first search waits for anyway). Only a
// small watcher that renders nothing reads the URL's parameters (useSearchParams needs a Suspense
// boundary on a static page): wrapping the whole browser in that boundary, as before, made the
// browser render all the cards twice on load, once to hydrate the fallback and once more from
// scratch on the client, the long main-thread task on /cartas (issue 9).
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, memo, startTransition, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { PROFESSIONS, PROFESSION_LABELS, TYPE_LABELS, type Card, type CardType } from '@/lib/catalogue/model'
import type { QueryError } from '@/lib/catalogue/search/parse'
import type { SearchIndex, SearchResult } from '@/lib/catalogue/search/search'
import { SORT_OPTIONS, parseSortKey } from '@/lib/catalogue/search/sort'
import { CardTile } from '@/app/_components/CardTile'
import { IntentLink } from '@/app/_components/IntentLink'
import { loadCatalogue } from '@/app/_components/catalogue-data'
import {
  DEFAULT_BROWSER_STATE, applyFilters, cardCount, hasFilters, needsSearchIndex, stateFromParams, stateToParams, typeSlug,
  type BrowserState,
} from './browser-state'
import { cardsInNameOrder } from './initial-cards'
import { serverTiles } from './server-tiles'
import styles from './cartas.module.css'

// The search (parser, Fuse, ranking: ~40 KB) is fetched on first need, not with the page: most visits
// start by looking at the list, and evaluating it up front lengthened /cartas's first tasks (issue 14).
type SearchModule = typeof import('@/lib/catalogue/search/search')
let searchModule: SearchModule | null = null
let searchLoading: Promise<SearchModule> | null = null
function loadSearch(): Promise<SearchModule> {
  searchLoading ??= import('@/lib/catalogue/search/search').then(
    (m) => (searchModule = m),
    (err: unknown) => {
      searchLoading = null // offline before it was cached: the next keystroke tries again
      throw err
    },
  )
  return searchLoading
}

/** The search module once loaded; asks for it while `wanted`. */
function useSearchModule(wanted: boolean): SearchModule | null {
  const [mod, setMod] = useState<SearchModule | null>(searchModule)
  useEffect(() => {
    if (!wanted || mod !== null) return
    let live = true
    loadSearch().then((m) => { if (live) setMod(m) }, () => {})
    return () => { live = false }
  }, [wanted, mod])
  return mod
}

const indexes = new WeakMap<readonly Card[], SearchIndex>()
function indexFor(search: SearchModule, cards: readonly Card[]): SearchIndex {
  let index = indexes.get(cards)
  if (index === undefined) {
    index = search.createSearchIndex(cards)
    indexes.set(cards, index)
  }
  return index
}

/** The catalogue's cards in name order, once fetched (one array for the page's life: the index is keyed by it). */
let cardsInOrder: { version: string; cards: readonly Card[] } | null = null

/**
 * The catalogue's cards, fetched while `wanted` (null until they arrive). A failed fetch is said, and tried again
 * whenever `attempt` changes (each keystroke or filter).
 */
function useCatalogueCards(version: string, wanted: boolean, attempt: unknown): { cards: readonly Card[] | null; failure: string | null } {
  const [cards, setCards] = useState<readonly Card[] | null>(() => (cardsInOrder?.version === version ? cardsInOrder.cards : null))
  const [failure, setFailure] = useState<{ message: string; attempt: unknown } | null>(null)
  useEffect(() => {
    if (!wanted || cards !== null) return
    let live = true
    loadCatalogue(version).then((r) => {
      if (!live) return
      if (!r.ok) return setFailure({ message: r.message, attempt })
      if (cardsInOrder?.version !== version) cardsInOrder = { version, cards: cardsInNameOrder(r.catalogue.cards) }
      setCards(cardsInOrder.cards)
    }, () => {})
    return () => { live = false }
  }, [version, wanted, cards, attempt])
  return { cards, failure: cards === null && failure !== null && failure.attempt === attempt ? failure.message : null }
}

type Props = {
  /** The catalogue's version, which names its data's URL. */
  version: string
  /** How many cards the catalogue holds (the server's list shows them all). */
  total: number
  /** The card types present, in the catalogue's order, for the type filter. */
  types: readonly CardType[]
}

/** Reports the URL's search parameters whenever they change; renders nothing. */
function SearchParamsWatcher({ onChange }: { onChange: (search: string) => void }) {
  const search = useSearchParams().toString()
  useEffect(() => onChange(search), [search, onChange])
  return null
}

export function CardBrowser(props: Props) {
  const pathname = usePathname() ?? '/cartas'
  const [state, setState] = useState<BrowserState>(DEFAULT_BROWSER_STATE)
  // The URL this component last wrote (null: not read yet); any other value came from outside
  // (the address it was opened with, a link, back/forward).
  const written = useRef<string | null>(null)
  const onUrlChange = useMemo(() => (search: string) => {
    if (search === written.current) return
    // While typing fast the router may report one of our own earlier writes; only a value
    // that matches the address bar is a real outside change.
    if (written.current !== null && search !== new URLSearchParams(window.location.search).toString()) return
    const firstRead = written.current === null
    written.current = search
    // Opened with no parameters, the page already shows the default state: setting an equal state would
    // render the whole list again, unsliced, right after hydration (the longest task on /cartas, issue 14).
    if (firstRead && search === '') return
    // A transition: React renders the new list in slices and the page keeps answering taps meanwhile.
    startTransition(() => setState(stateFromParams(new URLSearchParams(search))))
  }, [])

  const update = (patch: Partial<BrowserState>) => {
    const next = { ...state, ...patch }
    setState(next)
    const search = stateToParams(next).toString()
    written.current = search
    // null state: Next.js then folds the change into its router, so useSearchParams follows it.
    window.history.replaceState(null, '', search ? `${pathname}?${search}` : pathname)
  }

  return (
    <>
      <Suspense fallback={null}>
        <SearchParamsWatcher onChange={onUrlChange} />
      </Suspense>
      <CardBrowserView {...props} state={state} update={update} />
    </>
  )
}

function CardBrowserView({ version, total, types: typesPresent, state, update }: Props & { state: BrowserState; update: (patch: Partial<BrowserState>) => void }) {
  // With no query the browser shows the cards in name order, as they come once fetched: the index (folding every
  // card's text) is built only once the reader searches or sorts otherwise.
  const wantsIndex = needsSearchIndex(state)
  const filtersActive = hasFilters(state)
  // What the server rendered: no query, no filter, name order (the default relevance order is name order without a query).
  const isDefaultView = !wantsIndex && !filtersActive
  // Reached by a link from another page, there is no server list to show: the browser draws it from the data.
  const [hasServerList] = useState(serverListInDocument)
  const { cards, failure } = useCatalogueCards(version, !isDefaultView || !hasServerList, state)
  const search = useSearchModule(wantsIndex)
  // null: the cards or the search module are still on their way.
  const result = useMemo<SearchResult | null>(() => {
    if (cards === null) return null
    if (!wantsIndex) return { ok: true, cards: [...cards], total: cards.length }
    return search === null ? null : indexFor(search, cards).search(state.q, { sort: state.sort })
  }, [cards, state, wantsIndex, search])

  // A malformed query keeps showing the last results that parsed (React's "state from the
  // previous render" pattern: set during render, applied before paint).
  const [lastGood, setLastGood] = useState<readonly Card[] | null>(() => (result?.ok ? result.cards : null))
  if (result?.ok && result.cards !== lastGood) setLastGood(result.cards)
  const searched = result?.ok ? result.cards : lastGood
  const error: QueryError | null = result !== null && !result.ok ? result.error : null
  // null: nothing to show yet but the server's list, if any (the first search or filter waits for the cards).
  const shown = useMemo(() => (searched === null ? null : applyFilters(searched, state)), [searched, state])
  const loading = shown === null && !isDefaultView
  // On a phone the filters fold behind one button, so the results come right after the search box (issue 27).
  const [filtersOpen, setFiltersOpen] = useState(false)
  const activeFilters = [state.type !== null, state.profession !== null, state.provisionalOnly, state.sort !== DEFAULT_BROWSER_STATE.sort].filter(Boolean).length
  const inputRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLUListElement>(null)

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      resultLinks(resultsRef.current)[0]?.focus()
    }
  }

  const describedBy = ['q-help', error ? 'q-error' : null].filter(Boolean).join(' ')

  return (
    <div className={styles.browser}>
      <form
        className={styles.controls}
        role="search"
        action="/cartas"
        method="get"
        // Whoever reaches for the box or a filter is about to need the cards: fetch them now. Not prefetched with the
        // page: on a slow link the prefetch shared the bandwidth with the page's own first requests.
        onFocus={() => void loadCatalogue(version)}
        onSubmit={(e) => {
          // Everything already happened while typing; Enter just closes a phone's keyboard.
          e.preventDefault()
          inputRef.current?.blur()
        }}
      >
        <div className={styles.searchRow}>
          <label htmlFor="q" className={styles.searchLabel}>
            Buscar cartas
          </label>
          <input
            ref={inputRef}
            id="q"
            name="q"
            type="search"
            className={styles.searchInput}
            value={state.q}
            onChange={(e) => update({ q: e.target.value })}
            onKeyDown={onInputKey}
            // Fetched while the reader is about to type, so the first keystroke rarely waits for it.
            onFocus={() => void loadSearch().catch(() => {})}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder="p. ej. poción de thal, tipo:hechizo prof:mago"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
          <p id="q-help" className={styles.help}>
            Busca por nombre aunque falten tildes o haya erratas, o usa campos como <code>tipo:arma</code> o{' '}
            <code>coste&lt;=2</code>. <IntentLink href="/cartas/sintaxis">Ver la sintaxis de búsqueda</IntentLink>.
          </p>
          {error && <QueryErrorBox query={state.q} error={error} />}
        </div>

        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls="filtros"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filtros y orden{activeFilters > 0 ? ` (${activeFilters} ${activeFilters === 1 ? 'activo' : 'activos'})` : ''}
        </button>
        {/* Without JavaScript the button cannot unfold them: they stay in view. */}
        <noscript><style>{`.${styles.filters}{display:flex!important}.${styles.filtersToggle}{display:none!important}`}</style></noscript>
        <fieldset id="filtros" className={styles.filters} data-open={filtersOpen ? 'true' : 'false'}>
          <legend className={styles.filtersLegend}>Filtros y orden</legend>
          <div className={styles.field}>
            <label htmlFor="f-tipo">Tipo</label>
            <select
              id="f-tipo"
              name="tipo"
              value={state.type ? typeSlug(state.type) : ''}
              onChange={(e) => update({ type: typesPresent.find((t) => typeSlug(t) === e.target.value) ?? null })}
            >
              <option value="">Todos</option>
              {typesPresent.map((t) => (
                <option key={t} value={typeSlug(t)}>
                  {TYPE_LABELS[t].plural}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="f-prof">Profesión</label>
            <select
              id="f-prof"
              name="prof"
              value={state.profession ?? ''}
              onChange={(e) => update({ profession: PROFESSIONS.find((p) => p === e.target.value) ?? null })}
            >
              <option value="">Todas</option>
              {PROFESSIONS.map((p) => (
                <option key={p} value={p}>
                  {PROFESSION_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.checkField}>
            <input
              id="f-prov"
              name="provisional"
              value="1"
              type="checkbox"
              checked={state.provisionalOnly}
              onChange={(e) => update({ provisionalOnly: e.target.checked })}
            />
            <label htmlFor="f-prov">Solo con valores provisionales</label>
          </div>
          <div className={styles.field}>
            <label htmlFor="f-orden">Ordenar por</label>
            <select
              id="f-orden"
              name="orden"
              value={SORT_OPTIONS.find((o) => o.key === state.sort)?.value ?? ''}
              onChange={(e) => update({ sort: parseSortKey(e.target.value) ?? DEFAULT_BROWSER_STATE.sort })}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.key} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {filtersActive && (
            <button
              type="button"
              className={styles.clearButton}
              onClick={() => update({ type: null, profession: null, provisionalOnly: false })}
            >
              Quitar filtros
            </button>
          )}
        </fieldset>
        <noscript>
          <button type="submit" className="button">Buscar</button>
        </noscript>
      </form>

      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {shown !== null ? cardCount(shown.length) : failure !== null ? failure : loading ? 'Cargando las cartas…' : cardCount(total)}
          {error && <span className={styles.stale}> (de la última búsqueda válida)</span>}
        </p>
      </div>

      {shown !== null && shown.length === 0 && (
        <div className={styles.empty}>
          {filtersActive && searched !== null && searched.length > 0 ? (
            <p>
              Ningún resultado con estos filtros; hay {cardCount(searched.length)} con la búsqueda sola.{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => update({ type: null, profession: null, provisionalOnly: false })}
              >
                Quitar filtros
              </button>
            </p>
          ) : (
            <p>
              Ninguna carta coincide con la búsqueda.{' '}
              <IntentLink href="/cartas/sintaxis">Consulta la sintaxis</IntentLink> o prueba con menos palabras.
            </p>
          )}
        </div>
      )}

      <Results cards={shown} atDefault={isDefaultView} listRef={resultsRef} inputRef={inputRef} />
    </div>
  )
}

const resultLinks = (list: HTMLUListElement | null): HTMLAnchorElement[] =>
  Array.from(list?.querySelectorAll<HTMLAnchorElement>('[data-result-link]') ?? [])

/** The id of the server's list while the browser keeps it as the server left it (see Results). */
const SERVER_LIST_ID = 'resultados-servidor'
// One object for the whole page's life: React sets innerHTML again whenever this prop's identity changes.
const KEEP_SERVER_HTML = { __html: '' } as const

/** Whether this render hydrates the server's list (rather than a client-side visit to /cartas, which has none). */
const serverListInDocument = (): boolean =>
  typeof document === 'undefined' || document.getElementById(SERVER_LIST_ID) !== null

const Results = memo(function Results({
  cards,
  atDefault,
  listRef,
  inputRef,
}: {
  /** null: the cards are on their way (the server's list, if there is one, stays meanwhile). */
  cards: readonly Card[] | null
  /** The browser shows its default state: every card in name order, as the server rendered them. */
  atDefault: boolean
  listRef: RefObject<HTMLUListElement | null>
  inputRef: RefObject<HTMLInputElement | null>
}) {
  // The server renders every tile; the browser does not hydrate them (143 tiles were most of /cartas's blocking
  // time, issue 28). Until the reader's first search or filter the list stays the server's HTML, which React
  // leaves alone behind dangerouslySetInnerHTML; from then on the client renders the list it shows. Tiles are
  // plain links and need no script, so the untouched list works as it is. The tiles come from the page on the
  // server (server-tiles.ts), not from props: they are not in the page's data.
  const [keepServerList, setKeepServerList] = useState(serverListInDocument)
  if (keepServerList && !atDefault && cards !== null) setKeepServerList(false)

  // Up and down arrows walk the results in reading order; up from the first goes back to the box.
  // Only focus moves, between links that are already in the tab order.
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const links = resultLinks(listRef.current)
    const at = links.findIndex((l) => l === document.activeElement)
    if (at < 0) return
    e.preventDefault()
    if (e.key === 'ArrowUp' && at === 0) inputRef.current?.focus()
    else links[Math.max(0, Math.min(at + (e.key === 'ArrowDown' ? 1 : -1), links.length - 1))]?.focus()
  }
  const tilesOf = (list: readonly Card[]) => list.map((card) => (
    <li key={card.id}>
      {/* A plain link (see CardTile): no prefetch, no router hooks per tile. */}
      <CardTile card={card} />
    </li>
  ))
  const listProps = { ref: listRef, className: styles.results, 'aria-label': 'Resultados', 'aria-busy': cards === null && !atDefault, onKeyDown }
  if (!keepServerList) return cards === null || cards.length === 0 ? null : <ul key="cliente" {...listProps}>{tilesOf(cards)}</ul>
  // On the server, the tiles; in the browser, the same element with whatever the server put in it (React neither
  // hydrates nor compares an element's content given as HTML).
  return typeof window === 'undefined'
    ? <ul key="servidor" id={SERVER_LIST_ID} {...listProps}>{tilesOf(serverTiles())}</ul>
    : <ul key="servidor" id={SERVER_LIST_ID} {...listProps} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
})

/** The parser's message, and the query with a caret under the character at fault. */
function QueryErrorBox({ query, error }: { query: string; error: QueryError }) {
  const at = Math.max(0, Math.min(error.position, query.length))
  return (
    <div id="q-error" className={styles.error}>
      <p className={styles.errorMessage}>
        <strong>Búsqueda mal formada:</strong> {error.message} (carácter {at + 1}).
      </p>
      <pre className={styles.caret} aria-hidden="true">
        {query}
        {'\n'}
        {' '.repeat(at)}^
      </pre>
    </div>
  )
}
