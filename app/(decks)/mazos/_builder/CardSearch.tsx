'use client'
// Search-and-add with the catalogue's own search (same field syntax as /cartas), as you type.
// An ARIA combobox: the arrows move the highlight through the results, Enter adds the highlighted
// card (a relic is chosen as the relic), Escape clears. A click or tap on a result adds it too.
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import type { QueryError, SearchIndex } from '@/lib/catalogue/search'
import { formatMoney, typeLineParts } from '@/app/_components/card-display'
import { TypeIcon } from '@/app/_components/TypeIcon'
import { IntentLink } from '@/app/_components/IntentLink'
import styles from './builder.module.css'

export const MAX_SHOWN_RESULTS = 12

/** Cards the builder can do something with: enemies come with their relic (R5.4), Soldados are not standard (RUL-10). */
const addable = (card: Card) => card.type !== 'enemy' && card.type !== 'soldier'

type Props = {
  /**
   * The index, loaded and built when first asked for: the search box asks when it gets focus or text, so the
   * search code (fuse.js and the query language) is not part of the builder's start-up.
   */
  index: () => Promise<SearchIndex>
  copiesInDeck: (cardId: string) => number
  relicId: string | null
  /** Adds a card (or chooses a relic); returns the sentence to announce. */
  onPick: (card: Card) => string
  inputId?: string
}

export function CardSearch({ index, copiesInDeck, relicId, onPick, inputId = 'buscar-cartas' }: Props) {
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const listId = useId()
  const helpId = `${inputId}-ayuda`
  const errorId = `${inputId}-error`

  const [ready, setReady] = useState<SearchIndex | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const prepare = useCallback(() => {
    if (ready !== null) return
    setLoadFailed(false)
    index().then(setReady, () => setLoadFailed(true))
  }, [index, ready])
  // Text can arrive without focus (autofill, a test typing at once): the index is asked for then too.
  useEffect(() => { if (query.trim() !== '') prepare() }, [query, prepare])
  const loading = query.trim() !== '' && ready === null
  const result = useMemo(() => (query.trim() === '' || ready === null ? null : ready.search(query, { sort: 'relevance' })), [ready, query])
  // A query that does not parse keeps the last results that did (as /cartas does).
  const [lastGood, setLastGood] = useState<readonly Card[]>([])
  const okCards = useMemo(() => (result?.ok ? result.cards.filter(addable) : null), [result])
  if (okCards !== null && okCards !== lastGood) setLastGood(okCards)
  const found = result === null ? [] : okCards ?? lastGood
  const error: QueryError | null = result !== null && !result.ok ? result.error : null
  const shown = found.slice(0, MAX_SHOWN_RESULTS)
  const highlighted = Math.min(active, shown.length - 1)
  const expanded = shown.length > 0
  const optionId = (card: Card) => `${listId}-${card.id}`

  const pick = (card: Card) => setAnnouncement(onPick(card))

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (shown.length === 0) return
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((highlighted + step + shown.length) % shown.length)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const card = shown[highlighted]
      if (card) pick(card)
    } else if (e.key === 'Escape' && query !== '') {
      e.preventDefault()
      setQuery('')
      setActive(0)
    }
  }

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        Buscar cartas para añadir
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        className={styles.searchInput}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        onFocus={prepare}
        onPointerDown={prepare}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="done"
        placeholder="p. ej. hacha, tipo:hechizo prof:mago, coste<=2"
        aria-expanded={expanded}
        aria-autocomplete="list"
        {...(expanded ? { 'aria-controls': listId } : {})}
        {...(expanded && shown[highlighted] ? { 'aria-activedescendant': optionId(shown[highlighted]) } : {})}
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        aria-invalid={error ? true : undefined}
      />
      <p id={helpId} className={styles.help}>
        La misma búsqueda que en <IntentLink href="/cartas/sintaxis">Cartas</IntentLink>: nombre (sin tildes ni erratas) o campos como{' '}
        <code>tipo:arma</code>. Flechas para moverte por los resultados, <kbd>Intro</kbd> para añadir el resaltado,{' '}
        <kbd>Esc</kbd> para borrar. Los enemigos llegan con su reliquia y no se buscan aquí.
      </p>
      {error && (
        <p id={errorId} className={styles.searchError}>
          <strong>Búsqueda mal formada:</strong> {error.message} (carácter {Math.min(error.position, query.length) + 1}).
        </p>
      )}
      {expanded && (
        <ul id={listId} role="listbox" aria-label="Cartas encontradas" className={styles.results}>
          {shown.map((card, i) => {
            const inDeck = card.type === 'relic' ? (card.id === relicId ? 1 : 0) : copiesInDeck(card.id)
            const price = 'cost' in card ? formatMoney(card.cost) : 'learnCost' in card ? `aprender ${formatMoney(card.learnCost)}` : null
            return (
              <li
                key={card.id}
                id={optionId(card)}
                role="option"
                aria-selected={i === highlighted}
                className={styles.result}
                data-card-type={card.type}
                onMouseMove={() => i !== highlighted && setActive(i)}
                onClick={() => {
                  setActive(i)
                  pick(card)
                }}
              >
                <TypeIcon type={card.type} className={styles.resultIcon} />
                <span className={styles.resultName}>{card.name}</span>
                <span className={styles.resultMeta}>
                  {typeLineParts(card).join(' · ')}
                  {price ? ` · ${price}` : ''}
                  {card.type === 'relic' ? (inDeck ? ' · reliquia elegida' : ' · elegir como reliquia') : inDeck > 0 ? ` · ${inDeck} en el mazo` : ''}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <p className={styles.resultCount} role="status">
        {query.trim() === ''
          ? ''
          : loading
            ? (loadFailed ? 'No se ha podido cargar la búsqueda (¿sin conexión?).' : 'Cargando la búsqueda…')
          : found.length === 0
            ? 'Ninguna carta coincide.'
            : found.length > shown.length
              ? `${found.length} cartas; se muestran las ${shown.length} primeras.`
              : found.length === 1 ? '1 carta.' : `${found.length} cartas.`}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
