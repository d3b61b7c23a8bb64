'use client'
// Picks the cards of the "at least k copies" question: a search over the deck's shuffled cards by
// name (case and accents ignored), a checkbox per card, the chosen ones listed with a way to drop
// each, and the k. The figures update at once: the batch keeps every hand, so no new run is needed.
import { useId, useMemo, useState } from 'react'
import { TYPE_LABELS, type CardType } from '@/lib/catalogue/model'
import { normalizeName } from '@/lib/decks/names'
import styles from './batch.module.css'

export type PickerOption = { cardId: string; name: string; type: CardType; copies: number }

export function CardPicker({
  options, selected, onSelectedChange, k, onKChange,
}: {
  options: readonly PickerOption[]
  selected: readonly string[]
  onSelectedChange(ids: string[]): void
  k: number
  onKChange(k: number): void
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const shown = useMemo(() => {
    const q = normalizeName(query)
    return q === '' ? options : options.filter((o) => normalizeName(o.name).includes(q))
  }, [options, query])
  const chosen = options.filter((o) => selected.includes(o.cardId))
  const copies = chosen.reduce((n, o) => n + o.copies, 0)
  const toggle = (cardId: string, on: boolean) =>
    onSelectedChange(on ? [...selected, cardId] : selected.filter((c) => c !== cardId))

  return (
    <div className={styles.picker}>
      <div className={styles.pickerSearch}>
        <label htmlFor={`${id}-buscar`}>Buscar carta del mazo</label>
        <input id={`${id}-buscar`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" aria-controls={`${id}-lista`} />
        <fieldset id={`${id}-lista`} className={styles.pickerList}>
          <legend className="visually-hidden">Cartas del mazo barajado</legend>
          {shown.length === 0 && <p className={styles.muted}>Ninguna carta del mazo se llama así.</p>}
          {shown.map((o) => (
            <label key={o.cardId} className={styles.pickerOption}>
              <input type="checkbox" checked={selected.includes(o.cardId)} onChange={(e) => toggle(o.cardId, e.target.checked)} />{' '}
              {o.name} <span className={styles.muted}>({TYPE_LABELS[o.type].singular}, {o.copies} {o.copies === 1 ? 'copia' : 'copias'})</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.pickerChosen}>
        <label htmlFor={`${id}-k`}>Al menos</label>{' '}
        <select id={`${id}-k`} value={k} onChange={(e) => onKChange(Number(e.target.value))}>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>{n} {n === 1 ? 'copia' : 'copias'}</option>
          ))}
        </select>
        <p className={styles.pickerTitle} id={`${id}-elegidas`}>Cartas elegidas ({copies} {copies === 1 ? 'copia' : 'copias'} en el mazo barajado)</p>
        {chosen.length === 0 ? (
          <p className={styles.muted}>Marca una o más cartas: se cuenta cualquiera de ellas.</p>
        ) : (
          <ul className={styles.chips} aria-labelledby={`${id}-elegidas`}>
            {chosen.map((o) => (
              <li key={o.cardId}>
                {o.name}{' '}
                <button type="button" className={styles.chipButton} onClick={() => toggle(o.cardId, false)} aria-label={`Quitar ${o.name}`}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
