'use client'
// A sweep: one number of one card over a list of values, each played on the same seeds. The card by
// search, the field among the numbers its schema allows, the values as typed, checked as they are typed.
import { useId, useMemo } from 'react'
import type { Card } from '@/lib/catalogue/model'
import { CardSearch } from './CardSearch'
import styles from './lab.module.css'
import { parseSweepValues } from './url-state'
import { boundsText, currentValue, FieldSelect, type FieldsByType } from './WhatIfEditor'

export function SweepEditor({ cards, fieldsByType, inDecks, card, field, values, onChange }: {
  cards: readonly Card[]
  fieldsByType: FieldsByType
  inDecks: ReadonlySet<string>
  card: string
  field: string
  values: string
  onChange(next: { card?: string; field?: string; values?: string }): void
}) {
  const id = useId()
  const target = useMemo(() => cards.find((c) => c.id === card), [cards, card])
  const fields = target === undefined ? [] : fieldsByType[target.type] ?? []
  const chosen = fields.find((f) => f.path === field)
  const parsed = parseSweepValues(values)
  const outOfBounds = chosen === undefined || !parsed.ok ? [] : parsed.values.filter((v) => (chosen.integer && !Number.isInteger(v)) || (chosen.min !== null && v < chosen.min) || (chosen.max !== null && v > chosen.max))
  return (
    <fieldset className={styles.group}>
      <legend>Barrido</legend>
      <p className={styles.hint}>Un número de una carta recorre una lista de valores; cada valor juega las mismas partidas, así que las diferencias son de la carta, no del azar del reparto.</p>
      <CardSearch cards={cards} inDecks={inDecks} value={card} onChange={(c) => onChange({ card: c, field: '' })} label="Buscar la carta del barrido" />
      {target !== undefined && <FieldSelect card={target} fields={fields} value={field} onChange={(f) => onChange({ field: f })} label="Campo del barrido" />}
      {chosen !== undefined && target !== undefined && (
        <div className={styles.field}>
          <label htmlFor={`${id}-values`}>Valores (separados por comas)</label>
          <input id={`${id}-values`} type="text" inputMode="decimal" value={values} onChange={(e) => onChange({ values: e.target.value })} aria-describedby={`${id}-check`} placeholder="1, 5, 30" />
          <p id={`${id}-check`} className={!parsed.ok || outOfBounds.length > 0 ? styles.bad : styles.hint} role="status">
            {values.trim() === '' ? `${chosen.label} de ${target.name}: ahora ${currentValue(target, chosen.path) ?? '—'}; ${boundsText(chosen)}.`
              : !parsed.ok ? parsed.message
              : outOfBounds.length > 0 ? `${outOfBounds.join(', ')} no ${outOfBounds.length === 1 ? 'vale' : 'valen'} para ${chosen.label} (${boundsText(chosen)}).`
              : `${parsed.values.length} ${parsed.values.length === 1 ? 'valor' : 'valores'}: ${parsed.values.length} series de partidas.`}
          </p>
        </div>
      )}
    </fieldset>
  )
}
