'use client'
// Picks one card by name: type a few letters (case and accents ignored), choose among the first
// matches. Cards of the two decks come first, since those are the ones a what-if can move.
import { useId, useMemo, useState } from 'react'
import { TYPE_LABELS, type Card } from '@/lib/catalogue/model'
import { normalizeName } from '@/lib/decks/names'
import styles from './lab.module.css'

const MAX_SHOWN = 8

export function CardSearch({ cards, inDecks, value, onChange, label = 'Buscar carta' }: {
  cards: readonly Card[]
  /** Card ids of the two decks: listed first. */
  inDecks: ReadonlySet<string>
  value: string
  onChange(cardId: string): void
  label?: string
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const picked = cards.find((c) => c.id === value)
  const shown = useMemo(() => {
    const q = normalizeName(query)
    if (q === '') return []
    return cards
      .filter((c) => c.type !== 'relic' && (normalizeName(c.name).includes(q) || c.id.includes(q)))
      .sort((x, y) => Number(inDecks.has(y.id)) - Number(inDecks.has(x.id)) || x.name.localeCompare(y.name, 'es'))
      .slice(0, MAX_SHOWN)
  }, [cards, inDecks, query])

  if (picked !== undefined) {
    return (
      <p className={styles.picked}>
        <span>Carta: <strong>{picked.name}</strong> ({TYPE_LABELS[picked.type].singular})</span>
        <button type="button" className={styles.buttonSmall} onClick={() => { onChange(''); setQuery('') }}>Cambiar de carta</button>
      </p>
    )
  }
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-q`}>{label}</label>
      <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" placeholder="p. ej. lisko" aria-describedby={`${id}-n`} />
      <p id={`${id}-n`} className={styles.hint} aria-live="polite">
        {query.trim() === '' ? 'Escribe parte del nombre.' : shown.length === 0 ? 'Ninguna carta se llama así.' : `${shown.length} ${shown.length === 1 ? 'carta' : 'cartas'}: elige una.`}
      </p>
      {shown.length > 0 && (
        <ul className={styles.results}>
          {shown.map((c) => (
            <li key={c.id}>
              <button type="button" onClick={() => onChange(c.id)}>
                {c.name} <span className={styles.hint}>({TYPE_LABELS[c.type].singular}{inDecks.has(c.id) ? ', en los mazos' : ''})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
