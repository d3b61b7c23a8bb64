'use client'
// The deck being built, grouped by type: each card with its page link, its copy limit, − / number
// / + controls and a remove button, all labelled with the card's name.
import Link from 'next/link'
import { useRef, useState } from 'react'
import { copyLimitOf, type Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { MAX_COPIES_PER_LINE } from '@/lib/decks/text-limits'
import { MIN_DECK_SIZE } from '@/lib/decks/validate'
import type { DeckAction } from './deck-editing'
import { groupDeck, type DeckRow } from './deck-groups'
import styles from './builder.module.css'

type Props = {
  deck: Deck
  catalogue: Catalogue
  dispatch: (action: DeckAction) => void
  cardCount: number
  headingId: string
}

export function DeckList({ deck, catalogue, dispatch, cardCount, headingId }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const groups = groupDeck(deck, catalogue)
  const starting = deck.startingDalmaId === null ? undefined : catalogue.byId.get(deck.startingDalmaId)
  const startingCards = new Set<string>(starting?.type === 'dalma' ? starting.startingCards : [])

  // A removed row takes its buttons with it: focus goes back to the list's heading.
  const removeRow = (cardId: string) => {
    dispatch({ type: 'remove', cardId })
    headingRef.current?.focus()
  }

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Cartas del mazo{' '}
        <span className={cardCount >= MIN_DECK_SIZE ? styles.countOk : styles.countLow}>
          ({cardCount} / mín. {MIN_DECK_SIZE})
        </span>
      </h2>
      {groups.length === 0 ? (
        <p className={styles.empty}>El mazo está vacío. Busca cartas para añadirlas, o importa una lista más abajo.</p>
      ) : (
        groups.map((group) => (
          <div key={group.type} className={styles.group}>
            <h3 className={styles.groupTitle}>
              {group.label} <span className={styles.muted}>({group.count})</span>
            </h3>
            <ul className={styles.rows}>
              {group.rows.map((row) => (
                <DeckListRow
                  key={row.cardId}
                  row={row}
                  isStartingDalma={row.cardId === deck.startingDalmaId}
                  isStartingCard={startingCards.has(row.cardId)}
                  dispatch={dispatch}
                  onRemove={removeRow}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  )
}

function DeckListRow({ row, isStartingDalma, isStartingCard, dispatch, onRemove }: {
  row: DeckRow
  isStartingDalma: boolean
  isStartingCard: boolean
  dispatch: (action: DeckAction) => void
  onRemove: (cardId: string) => void
}) {
  const limit = row.card ? copyLimitOf(row.card.type) : null
  const over = limit !== null && row.count > limit.limit
  const setCount = (count: number) => dispatch({ type: 'setCount', cardId: row.cardId, count })
  return (
    <li className={styles.row} data-card-type={row.card?.type ?? 'unknown'} data-over-limit={over || undefined}>
      <span className={styles.rowName}>
        {row.card ? <Link href={`/cartas/${row.cardId}`}>{row.name}</Link> : <span>{row.name}</span>}
        {!row.card && <span className={styles.tagDanger}>desconocida</span>}
        {isStartingDalma && <span className={styles.tag}>Dalma inicial</span>}
        {isStartingCard && <span className={styles.tag}>carta inicial</span>}
        {limit !== null && (
          <span className={over ? styles.limitOver : styles.limit}>
            {over ? `supera el máximo de ${limit.limit}` : `máx. ${limit.limit}`}
          </span>
        )}
      </span>
      <span className={styles.counter}>
        <button type="button" className={styles.stepButton} aria-label={`Quitar una copia de ${row.name}`} onClick={() => (row.count <= 1 ? onRemove(row.cardId) : setCount(row.count - 1))}>
          <span aria-hidden="true">−</span>
        </button>
        <CountInput value={row.count} label={`Copias de ${row.name}`} onCommit={setCount} />
        <button type="button" className={styles.stepButton} aria-label={`Añadir una copia de ${row.name}`} onClick={() => setCount(row.count + 1)} disabled={row.count >= MAX_COPIES_PER_LINE}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className={styles.removeButton} aria-label={`Quitar ${row.name} del mazo`} onClick={() => onRemove(row.cardId)}>
          Quitar
        </button>
      </span>
    </li>
  )
}

/**
 * A number box that lets a person clear it and type: a whole number from 1 applies at once,
 * 0 removes the card when the box is left (or on Enter), anything else goes back to the count.
 */
function CountInput({ value, label, onCommit }: { value: number; label: string; onCommit: (n: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null)
  const finish = () => {
    if (draft !== null && /^\s*0+\s*$/.test(draft)) onCommit(0)
    setDraft(null)
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      className={styles.countInput}
      min={0}
      max={MAX_COPIES_PER_LINE}
      step={1}
      aria-label={label}
      value={draft ?? String(value)}
      onChange={(e) => {
        const text = e.target.value
        setDraft(text)
        const n = Number(text)
        if (text.trim() !== '' && Number.isInteger(n) && n >= 1) onCommit(Math.min(n, MAX_COPIES_PER_LINE))
      }}
      onBlur={finish}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          finish()
        }
      }}
    />
  )
}
