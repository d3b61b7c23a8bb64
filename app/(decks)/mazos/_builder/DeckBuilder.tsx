'use client'
// The deck builder: one deck in a reducer (deck-editing.ts), judged on every change by
// validateDeck, autosaved to localStorage, and opened from a share code (?code=) or a saved deck
// (?mazo=<id>) once on load. Replacing the whole deck (import, open, reload, new) keeps the
// previous one for a single "undo".
import Link from 'next/link'
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { makeCatalogue, type Card, type Relic, type Tombstone } from '@/lib/catalogue/model'
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
import { SavePanel } from './SavePanel'
import { copiesOf, editDeck, isBlankDeck, type DeckAction } from './deck-editing'
import { DRAFT_STORAGE_KEY, deckSnapshot, isBlankDraft, serializeDraft, type SavedLink } from './draft-storage'
import { IMPORT_KIND_LABELS, type ImportKind } from './import-detect'
import { playPath, printPath, tryPath } from './links'
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
  cards: readonly Card[]
  tombstones: readonly Tombstone[]
  catalogueVersion: string
}

export function DeckBuilder({ cards, tombstones, catalogueVersion }: DeckBuilderProps) {
  const catalogue = useMemo(() => makeCatalogue(cards, catalogueVersion, tombstones), [cards, catalogueVersion, tombstones])
  // The search (its code, then the index of every card's text folded, names sorted) loads when the search box is
  // first used, not while the page hydrates: most visits open a draft or a code and add a card only later, and the
  // search code is a tenth of the builder's own (issue 14, blocking time and the phone's first paint).
  const index = useMemo(() => {
    let built: Promise<SearchIndex> | null = null
    return () => (built ??= import('@/lib/catalogue/search')
      .then(({ createSearchIndex }) => createSearchIndex(cards))
      // A failed load (offline before it was ever fetched) is asked for again on the next use.
      .catch((e: unknown) => { built = null; throw e }))
  }, [cards])
  const relics = useMemo(() => cards.filter((c): c is Relic => c.type === 'relic'), [cards])
  const reducer = useCallback((deck: Deck, action: DeckAction) => editDeck(deck, action, catalogue), [catalogue])
  const [deck, dispatch] = useReducer(reducer, undefined, emptyDeck)
  const [saved, setSaved] = useState<SavedLink | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [previous, setPrevious] = useState<Previous | null>(null)
  const [confirmingNew, setConfirmingNew] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const newButtonRef = useRef<HTMLButtonElement>(null)
  const deckRef = useRef(deck)
  const savedRef = useRef(saved)
  deckRef.current = deck
  savedRef.current = saved

  const validation = useMemo(() => validateDeck(deck, catalogue), [deck, catalogue])
  const code = useMemo(() => encodeShareCode(deck), [deck])

  /** Puts a whole deck in the builder, keeping the current one for "undo" when it holds anything. */
  const replaceDeck = useCallback((next: Deck, link: SavedLink | null, text: string) => {
    const current = deckRef.current
    setPrevious(isBlankDeck(current) ? null : { deck: current, saved: savedRef.current })
    dispatch({ type: 'replace', deck: next })
    setSaved(link)
    setNotice({ tone: 'info', text })
  }, [])

  // Once, in the browser: the stored draft, then whatever the URL asks to open. The ref keeps a
  // second run (React's development double effects) from reading the URL after it was cleaned.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(DRAFT_STORAGE_KEY)
    } catch {
      stored = null
    }
    // A stored draft is read through zod, which loads only when there is one to read (a first visit loads none).
    const restored = stored === null
      ? Promise.resolve(null)
      : import('./draft-read').then(({ parseDraft }) => parseDraft(stored)).catch(() => null)
    const untouched = deckRef.current
    void restored.then((draft) => {
      // Whatever the player did in the moment it took (a card added) is not overwritten by the old draft.
      if (draft && deckRef.current === untouched) {
        dispatch({ type: 'replace', deck: draft.deck })
        setSaved(draft.saved)
        deckRef.current = draft.deck
        savedRef.current = draft.saved
      }
      const params = new URLSearchParams(window.location.search)
      const sharedCode = params.get('code')
      const savedId = params.get('mazo')
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
      // A transition: this re-renders the whole builder, which React then does in slices instead of one long task
      // just after the page shows (issue 14, blocking time).
      startTransition(() => setHydrated(true))
    })
  }, [replaceDeck])

  // Autosave: every change, signed in or not. A blank builder leaves no draft behind.
  useEffect(() => {
    if (!hydrated) return
    try {
      if (isBlankDraft({ deck, saved })) window.localStorage.removeItem(DRAFT_STORAGE_KEY)
      else window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft({ deck, saved }))
    } catch {
      // Storage full or forbidden (private mode): the builder still works, it just won't survive a reload.
    }
  }, [deck, saved, hydrated])

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

  const cardCount = validation.stats.cards

  return (
    // Until the stored draft has been read, every control is disabled: a name typed or a card added in that moment
    // used to win over the draft, which was then dropped with its link to the saved deck (a save queued offline
    // became a new deck, and the autosave overwrote the draft). Links still work.
    <fieldset className={styles.builder} disabled={!hydrated} data-hydrated={hydrated || undefined}>
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
        <a href="#legalidad" className={validation.legal ? styles.pillOk : styles.pillBad}>
          {validation.legal ? 'Mazo legal' : `No legal: ${validation.problems.length === 1 ? '1 problema' : `${validation.problems.length} problemas`}`}
          {' · '}{cardCount === 1 ? '1 carta' : `${cardCount} cartas`}
        </a>
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
          <RelicPicker deck={deck} catalogue={catalogue} relics={relics} dispatch={dispatch} selectId={IDS.relic} />
          <section className={`panel ${styles.searchPanel}`} aria-labelledby="anadir-titulo">
            <h2 id="anadir-titulo" className={styles.panelTitle}>Añadir cartas</h2>
            <CardSearch
              index={index}
              copiesInDeck={(id) => copiesOf(deck, id)}
              relicId={deck.relicId}
              onPick={onPick}
              inputId={IDS.search}
            />
          </section>
          <StartingDalmaPicker deck={deck} catalogue={catalogue} dispatch={dispatch} selectId={IDS.startingDalma} />
          <DeckList deck={deck} catalogue={catalogue} dispatch={dispatch} cardCount={cardCount} headingId={IDS.list} />
        </div>
        <div className={styles.sideColumn}>
          <LegalityPanel
            validation={validation}
            catalogue={catalogue}
            onFix={onFix}
            controlIds={{ relic: IDS.relic, startingDalma: IDS.startingDalma }}
          />
          <SavePanel
            deck={deck}
            saved={saved}
            nameInputId={IDS.name}
            onSaved={(answer) => setSaved(linkFrom(answer))}
            onReloaded={(answer) => replaceDeck(answer.deck, linkFrom(answer), `Se ha cargado «${answer.name}» tal como está guardado.`)}
            onUnlink={() => setSaved(null)}
          />
          <LazyDeckStats stats={validation.stats} />
        </div>
      </div>

      <div className={styles.io}>
        <ImportPanel catalogue={catalogue} onImport={onImport} />
        <ExportPanel deck={deck} catalogue={catalogue} code={code} validation={validation} />
      </div>
    </fieldset>
  )
}
