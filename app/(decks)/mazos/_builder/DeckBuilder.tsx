'use client'
// The deck builder: one deck in a reducer (deck-editing.ts), judged on every change by
// validateDeck, autosaved to localStorage, and opened from a share code (?code=) or a saved deck
// (?mazo=<id>) once on load. Replacing the whole deck (import, open, reload, new) keeps the
// previous one for a single "undo".
// The page hands over only the relics and their enemies (starter-cards.ts); the whole catalogue is
// fetched (catalogue-data.ts) at once when a draft or a link has a deck to open, otherwise at the
// browser's first idle moment or the player's first touch of the builder, whichever comes first
// (and shown from that touch on).
// Until it arrives, a panel that needs other cards says it is loading them (issue 14).
import Link from 'next/link'
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react'
import { makeCatalogue, type Card, type Catalogue, type Relic, type Tombstone } from '@/lib/catalogue/model'
import { loadCatalogue } from '@/app/_components/catalogue-data'
import { whenIdle } from '@/app/_components/when-idle'
import type { SearchIndex } from '@/lib/catalogue/search'
import { emptyDeck, type Deck } from '@/lib/decks/model'
import { decodeShareCode, encodeShareCode } from '@/lib/decks/share-code'
import { validateDeck } from '@/lib/decks/validate'
import type { SavedDeckAnswer } from './api-client'
import { CardSearch } from './CardSearch'
import { DeckList } from './DeckList'
import { RelicPicker, StartingDalmaPicker } from './DeckSetup'
import { LazyDeckStats } from './LazyDeckStats'
import { ExportPanel } from './ExportPanel'
import { ImportPanel } from './ImportPanel'
import { LegalityPanel } from './LegalityPanel'
import { LazySavePanel } from './LazySavePanel'
import { copiesOf, editDeck, isBlankDeck, type DeckAction } from './deck-editing'
import { DRAFT_STORAGE_KEY, deckSnapshot, isBlankDraft, serializeDraft, type SavedLink } from './draft-storage'
import { IMPORT_KIND_LABELS, type ImportKind } from './import-kinds'
import { playPath, printPath, tryPath } from './links'
import { makeReadyGate, type ReadyGate } from './ready-gate'
import { starterShows } from './starter-cards'
import styles from './builder.module.css'

const IDS = {
  name: 'nombre-del-mazo',
  relic: 'reliquia',
  startingDalma: 'dalma-inicial',
  search: 'buscar-cartas',
  list: 'cartas-del-mazo',
} as const

type Notice = { tone: 'info' | 'error'; text: string }
type Previous = { deck: Deck; saved: SavedLink | null }

const linkFrom = (answer: SavedDeckAnswer): SavedLink => ({
  id: answer.id, revision: answer.revision, snapshot: deckSnapshot(answer.deck), visibility: answer.visibility,
})

export type DeckBuilderProps = {
  /** The relics and their enemies (starterCards): the rest of the catalogue is fetched. */
  starter: readonly Card[]
  tombstones: readonly Tombstone[]
  catalogueVersion: string
}

/** Stands where a panel needs cards the browser has not fetched yet. */
function CatalogueWait({ title, id }: { title: string; id?: string }) {
  return (
    <section className="panel" aria-label={title} id={id}>
      <p className={styles.help}>Cargando el catálogo…</p>
    </section>
  )
}

/**
 * The builder's fieldset, disabled until the builder has opened what it had to (`gate`). It holds that flag itself, so
 * opening re-renders this element only: its children are the builder's last render, which React then leaves as they
 * are (issue 28: on a blank builder this was a second render of every panel on each load). Once open, it asks for
 * `atIdle` at the browser's first idle moment.
 */
function BuilderFieldset({ gate, atIdle, className, onWant, children }: {
  gate: ReadyGate
  atIdle: () => void
  className: string | undefined
  onWant: () => void
  children: ReactNode
}) {
  const [ready, setReady] = useState(gate.ready)
  // A transition: the flip waits for nothing on screen (and when a draft was opened, it follows the draft's render).
  useEffect(() => gate.listen(() => startTransition(() => setReady(true))), [gate])
  const idleRef = useRef(atIdle)
  idleRef.current = atIdle
  useEffect(() => {
    if (!ready) return
    return whenIdle(() => idleRef.current(), { timeout: 4000 })
  }, [ready])
  return (
    <fieldset className={className} disabled={!ready} data-hydrated={ready || undefined} onFocus={onWant} onPointerDown={onWant}>
      {children}
    </fieldset>
  )
}

export function DeckBuilder({ starter, tombstones, catalogueVersion }: DeckBuilderProps) {
  const starterCatalogue = useMemo(() => makeCatalogue(starter, catalogueVersion, tombstones), [starter, catalogueVersion, tombstones])
  // The whole catalogue once fetched; why it could not be, if its load failed.
  const [full, setFull] = useState<Catalogue | null>(null)
  const [catalogueProblem, setCatalogueProblem] = useState<string | null>(null)
  // A draft or a link waits for the catalogue to be opened: meanwhile the panels say so rather than show a blank deck.
  const [opening, setOpening] = useState(false)
  // The whole catalogue as soon as it is read, for the reducer: an edit never meets an older render's cards.
  const fullRef = useRef<Catalogue | null>(null)
  /** The whole catalogue (fetched once per page), or null when it could not be (the reason is shown). */
  const fetchFull = useCallback(async (): Promise<Catalogue | null> => {
    const r = await loadCatalogue(catalogueVersion)
    if (!r.ok) { setCatalogueProblem(r.message); return null }
    setCatalogueProblem(null)
    return (fullRef.current ??= makeCatalogue(r.catalogue.cards, catalogueVersion, tombstones))
  }, [catalogueVersion, tombstones])
  /** Fetches the catalogue if need be and shows it: a transition, as nothing on screen waits for it. */
  const wantFull = useCallback(() => {
    if (full !== null) return
    void fetchFull().then((c) => { if (c) startTransition(() => setFull(c)) })
  }, [full, fetchFull])
  // What the panels show the deck with: the starter cards are enough for a deck without cards (starter-cards.ts).
  const relics = useMemo(() => starter.filter((c): c is Relic => c.type === 'relic'), [starter])
  // The search (its code, then the index of every card's text folded, names sorted) loads when the search box is
  // first used, not while the page hydrates: most visits open a draft or a code and add a card only later, and the
  // search code is a tenth of the builder's own (issue 14, blocking time and the phone's first paint).
  const index = useMemo(() => {
    let built: Promise<SearchIndex> | null = null
    return () => (built ??= Promise.all([import('@/lib/catalogue/search'), fetchFull()])
      .then(([{ createSearchIndex }, c]) => {
        if (c === null) throw new Error('Sin catálogo')
        startTransition(() => setFull(c))
        return createSearchIndex(c.cards)
      })
      // A failed load (offline before it was ever fetched) is asked for again on the next use.
      .catch((e: unknown) => { built = null; throw e }))
  }, [fetchFull])
  const reducer = useCallback((deck: Deck, action: DeckAction) => editDeck(deck, action, fullRef.current ?? starterCatalogue), [starterCatalogue])
  const [deck, dispatch] = useReducer(reducer, undefined, emptyDeck)
  const catalogue: Catalogue | null = full ?? (starterShows(deck) && !opening ? starterCatalogue : null)
  const [saved, setSaved] = useState<SavedLink | null>(null)
  // Whether the draft or the link has been read and the controls may take input: outside the builder's state, so that
  // opening re-renders the fieldset alone (BuilderFieldset).
  const [gate] = useState(makeReadyGate)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [previous, setPrevious] = useState<Previous | null>(null)
  const [confirmingNew, setConfirmingNew] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const newButtonRef = useRef<HTMLButtonElement>(null)
  const deckRef = useRef(deck)
  const savedRef = useRef(saved)
  deckRef.current = deck
  savedRef.current = saved

  const validation = useMemo(() => (catalogue === null ? null : validateDeck(deck, catalogue)), [deck, catalogue])
  const code = useMemo(() => encodeShareCode(deck), [deck])

  /** Puts a whole deck in the builder, keeping the current one for "undo" when it holds anything. */
  const replaceDeck = useCallback((next: Deck, link: SavedLink | null, text: string) => {
    const current = deckRef.current
    setPrevious(isBlankDeck(current) ? null : { deck: current, saved: savedRef.current })
    dispatch({ type: 'replace', deck: next })
    setSaved(link)
    setNotice({ tone: 'info', text })
  }, [])

  // Once, in the browser: the stored draft, then whatever the URL asks to open, both once the catalogue has
  // arrived (the deck is shown with its cards or not at all). Called again by «Reintentar» when that load failed.
  const open = useCallback(() => {
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(DRAFT_STORAGE_KEY)
    } catch {
      stored = null
    }
    const params = new URLSearchParams(window.location.search)
    const sharedCode = params.get('code')
    const savedId = params.get('mazo')
    if (stored === null && sharedCode === null && savedId === null) {
      // Nothing to open: the blank builder is ready as the server drew it; the catalogue comes later (wantFull).
      gate.open()
      return
    }
    // A stored draft is read through zod, which loads only when there is one to read (a first visit loads none).
    const restored = stored === null
      ? Promise.resolve(null)
      : import('./draft-read').then(({ parseDraft }) => parseDraft(stored)).catch(() => null)
    const untouched = deckRef.current
    setOpening(true)
    void Promise.all([restored, fetchFull()]).then(([draft, cards]) => {
      // Without the catalogue nothing is opened (nor the draft overwritten): the problem offers to try again.
      if (cards === null) return
      setFull(cards)
      setOpening(false)
      // Whatever the player did in the moment it took (a card added) is not overwritten by the old draft.
      if (draft && deckRef.current === untouched) {
        dispatch({ type: 'replace', deck: draft.deck })
        setSaved(draft.saved)
        deckRef.current = draft.deck
        savedRef.current = draft.saved
      }
      const clearUrl = () => {
        params.delete('code')
        params.delete('mazo')
        const rest = params.toString()
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`)
      }
      if (sharedCode !== null) {
        const decoded = decodeShareCode(sharedCode)
        if (decoded.ok) {
          const name = decoded.deck.name ? `«${decoded.deck.name}»` : 'el mazo compartido'
          if (deckSnapshot(decoded.deck) !== deckSnapshot(deckRef.current)) {
            replaceDeck(decoded.deck, null, `Se ha abierto ${name} en el constructor como un mazo nuevo.`)
          }
        } else {
          setNotice({ tone: 'error', text: `No se ha podido abrir el mazo del enlace: ${decoded.error.message}` })
        }
        clearUrl()
      } else if (savedId !== null) {
        clearUrl()
        void import('./api-client')
          .then(({ fetchSavedDeck }) => fetchSavedDeck(savedId))
          .catch(() => ({ ok: false as const, status: 0, message: 'no hay conexión con el servidor.' }))
          .then((result) => {
            if (!result.ok) {
              setNotice({ tone: 'error', text: `No se ha podido abrir el mazo guardado: ${result.message}` })
              return
            }
            const answer = result.value
            replaceDeck(
              answer.deck,
              answer.isOwner ? linkFrom(answer) : null,
              answer.isOwner
                ? `Se ha abierto tu mazo «${answer.name}»: «Guardar» guardará los cambios en él.`
                : `Se ha abierto una copia de «${answer.name}»: al guardarla será un mazo tuyo.`,
            )
          })
      }
      // The fieldset opens in a transition of its own, after the draft's render (BuilderFieldset).
      gate.open()
    })
  }, [replaceDeck, fetchFull, gate])

  // The ref keeps a second run (React's development double effects) from reading the URL after it was cleaned.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    open()
  }, [open])

  // With nothing to open, the catalogue is fetched at the browser's first idle moment once the builder is open (the
  // service worker then keeps it for offline use) but not shown: a blank deck looks the same with the starter cards,
  // and showing it would re-render the whole builder while the page is still loading. The player's first touch shows
  // it (onFocus, onPointerDown below), fetching it then if the idle moment has not come.
  const fetchAtIdle = useCallback(() => {
    if (fullRef.current === null) void fetchFull()
  }, [fetchFull])

  // Autosave: every change once open, signed in or not. A blank builder leaves no draft behind. A draft just opened is
  // written back as read (the gate opens in the same task as the draft is dispatched, before React renders it).
  useEffect(() => {
    if (!gate.ready) return
    try {
      if (isBlankDraft({ deck, saved })) window.localStorage.removeItem(DRAFT_STORAGE_KEY)
      else window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft({ deck, saved }))
    } catch {
      // Storage full or forbidden (private mode): the builder still works, it just won't survive a reload.
    }
  }, [deck, saved, gate])

  useEffect(() => {
    if (confirmingNew) confirmRef.current?.focus()
  }, [confirmingNew])

  const onPick = (card: Card): string => {
    if (card.type === 'relic') {
      dispatch({ type: 'chooseRelic', relicId: card.id })
      return `Reliquia elegida: ${card.name}.`
    }
    dispatch({ type: 'add', cardId: card.id })
    const n = copiesOf(deck, card.id) + 1
    return `Añadida ${card.name}: ${n === 1 ? '1 copia' : `${n} copias`} en el mazo.`
  }

  const onFix = (actions: DeckAction[]) => actions.forEach(dispatch)

  const onImport = (next: Deck, kind: ImportKind) => {
    const count = next.entries.reduce((n, e) => n + e.count, 0)
    replaceDeck(next, null, `Importado (${IMPORT_KIND_LABELS[kind].toLowerCase()}): ${count === 1 ? '1 carta' : `${count} cartas`}.`)
  }

  const startNew = () => {
    replaceDeck(emptyDeck(), null, 'Mazo nuevo: el constructor está vacío.')
    setConfirmingNew(false)
    document.getElementById(IDS.name)?.focus()
  }

  const undo = () => {
    if (!previous) return
    const back = previous
    setPrevious(null)
    dispatch({ type: 'replace', deck: back.deck })
    // Going back to one's own version of the same saved deck keeps the newest revision known, so
    // the next save applies it on top of what was reloaded instead of meeting the 409 again.
    setSaved(back.saved && saved && back.saved.id === saved.id ? saved : back.saved)
    setNotice({ tone: 'info', text: 'Se ha recuperado el mazo anterior.' })
  }

  const cardCount = validation?.stats.cards ?? 0
  const retry = () => (gate.ready ? wantFull() : open())

  return (
    <>
    {catalogueProblem !== null && (
      <p role="alert" className={styles.noticeError}>
        {catalogueProblem}{' '}
        <button type="button" className={styles.linkButton} onClick={retry}>Reintentar</button>
      </p>
    )}
    {/* Until the stored draft has been read, every control is disabled: a name typed or a card added in that moment
        used to win over the draft, which was then dropped with its link to the saved deck (a save queued offline
        became a new deck, and the autosave overwrote the draft). Links still work. The first touch fetches the
        catalogue if the browser has not had an idle moment yet. */}
    <BuilderFieldset gate={gate} atIdle={fetchAtIdle} className={styles.builder} onWant={wantFull}>
      <div className={`panel ${styles.toolbar}`}>
        <div className={styles.nameField}>
          <label htmlFor={IDS.name} className={styles.fieldLabel}>Nombre del mazo</label>
          <input
            id={IDS.name}
            className={styles.nameInput}
            type="text"
            maxLength={100}
            autoComplete="off"
            value={deck.name ?? ''}
            placeholder="Mazo sin nombre"
            onChange={(e) => dispatch({ type: 'rename', name: e.target.value })}
          />
        </div>
        {validation === null ? (
          <a href="#legalidad" className={styles.pillBad}>Cargando el catálogo…</a>
        ) : (
          <a href="#legalidad" className={validation.legal ? styles.pillOk : styles.pillBad}>
            {validation.legal ? 'Mazo legal' : `No legal: ${validation.problems.length === 1 ? '1 problema' : `${validation.problems.length} problemas`}`}
            {' · '}{cardCount === 1 ? '1 carta' : `${cardCount} cartas`}
          </a>
        )}
        <div className={styles.toolbarActions}>
          <Link className="button button--secondary" href={tryPath(code)} prefetch={false}>Probar este mazo</Link>
          <Link className="button button--secondary" href={playPath(code)} prefetch={false}>Jugar con este mazo</Link>
          <Link className="button button--secondary" href={printPath(code)} prefetch={false}>Imprimir proxies</Link>
          <button
            ref={newButtonRef}
            type="button"
            className="button button--secondary"
            aria-expanded={confirmingNew}
            aria-controls="confirmar-nuevo"
            onClick={() => (isBlankDeck(deck) ? startNew() : setConfirmingNew(true))}
          >
            Nuevo mazo
          </button>
        </div>
        {confirmingNew && (
          <div id="confirmar-nuevo" className={styles.confirm} role="group" aria-labelledby="confirmar-nuevo-texto">
            <p id="confirmar-nuevo-texto">
              ¿Empezar un mazo nuevo? El constructor se vaciará{saved ? '; el mazo guardado en tu cuenta no se borra' : ''}.
            </p>
            <p className={styles.actions}>
              <button ref={confirmRef} type="button" className="button" onClick={startNew}>Sí, empezar de cero</button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setConfirmingNew(false)
                  newButtonRef.current?.focus()
                }}
              >
                Cancelar
              </button>
            </p>
          </div>
        )}
        <div role="status" className={styles.notice}>
          {notice && (
            <p className={notice.tone === 'error' ? styles.noticeError : styles.noticeInfo}>
              {notice.text}{' '}
              {previous && notice.tone === 'info' && (
                <button type="button" className={styles.linkButton} onClick={undo}>Recuperar el mazo anterior</button>
              )}
            </p>
          )}
        </div>
      </div>

      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <RelicPicker deck={deck} catalogue={full ?? starterCatalogue} relics={relics} dispatch={dispatch} selectId={IDS.relic} />
          <section className="panel" aria-labelledby="anadir-titulo">
            <h2 id="anadir-titulo" className={styles.panelTitle}>Añadir cartas</h2>
            <CardSearch
              index={index}
              copiesInDeck={(id) => copiesOf(deck, id)}
              relicId={deck.relicId}
              onPick={onPick}
              inputId={IDS.search}
            />
          </section>
          {catalogue === null ? <CatalogueWait title="Las cartas del mazo" /> : (
            <>
              <StartingDalmaPicker deck={deck} catalogue={catalogue} dispatch={dispatch} selectId={IDS.startingDalma} />
              <DeckList deck={deck} catalogue={catalogue} dispatch={dispatch} cardCount={cardCount} headingId={IDS.list} />
            </>
          )}
        </div>
        <div className={styles.sideColumn}>
          {catalogue === null || validation === null ? <CatalogueWait title="Legalidad" id="legalidad" /> : (
            <LegalityPanel
              validation={validation}
              catalogue={catalogue}
              onFix={onFix}
              controlIds={{ relic: IDS.relic, startingDalma: IDS.startingDalma }}
            />
          )}
          <LazySavePanel
            deck={deck}
            saved={saved}
            nameInputId={IDS.name}
            onSaved={(answer) => setSaved(linkFrom(answer))}
            onReloaded={(answer) => replaceDeck(answer.deck, linkFrom(answer), `Se ha cargado «${answer.name}» tal como está guardado.`)}
            onUnlink={() => setSaved(null)}
          />
          {validation === null ? <CatalogueWait title="Estadísticas" /> : <LazyDeckStats stats={validation.stats} />}
        </div>
      </div>

      <div className={styles.io}>
        <ImportPanel catalogue={full} onImport={onImport} />
        {catalogue === null || validation === null
          ? <CatalogueWait title="Exportar" />
          : <ExportPanel deck={deck} catalogue={catalogue} code={code} validation={validation} />}
      </div>
    </BuilderFieldset>
    </>
  )
}
