'use client'
// The what-if editor (issue 16): pick a card by search, then one of the numbers its schema allows,
// then a value; as many changes as wanted. Every change is checked against the card schema as it is
// made (the same check as `dm lab compare --override`), and the JSON stays there for experts, in both
// directions: editing the rows rewrites it, editing it rewrites the rows.
import { useEffect, useId, useMemo, useState } from 'react'
import { fieldLabel } from '@/lib/catalogue/field-labels'
import type { Card, CardType } from '@/lib/catalogue/model'
import type { NumericField } from '@/lib/catalogue/fields'
import { CardSearch } from './CardSearch'
import styles from './lab.module.css'
import { changesOf, parseWhatIf, whatIfText, withChange, withoutChange } from './whatif'

export type FieldsByType = Partial<Record<CardType, NumericField[]>>

/** The number a card holds at a path, for «ahora 8». */
export function currentValue(card: Card | undefined, path: string): number | undefined {
  let cur: unknown = card
  for (const part of path.split('.')) cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined
  return typeof cur === 'number' ? cur : undefined
}

export const boundsText = (f: NumericField): string =>
  f.min !== null && f.max !== null ? `de ${f.min} a ${f.max}` : f.min !== null ? `desde ${f.min}` : f.max !== null ? `hasta ${f.max}` : 'cualquier entero'

/** Field select and its live value: used by the what-if editor and the sweep. */
export function FieldSelect({ card, fields, value, onChange, label = 'Campo' }: { card: Card; fields: readonly NumericField[]; value: string; onChange(path: string): void; label?: string }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Elige un número de {card.name}</option>
        {fields.map((f) => {
          const now = currentValue(card, f.path)
          return <option key={f.path} value={f.path}>{f.label} ({now === undefined ? 'no lo tiene' : `ahora ${now}`}; {boundsText(f)})</option>
        })}
      </select>
    </div>
  )
}

export function WhatIfEditor({ cards, fieldsByType, inDecks, text, onTextChange }: {
  cards: readonly Card[]
  fieldsByType: FieldsByType
  inDecks: ReadonlySet<string>
  text: string
  onTextChange(text: string): void
}) {
  const id = useId()
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards])
  const parsed = parseWhatIf(text)
  const rows = parsed.ok ? changesOf(parsed.value) : { changes: [], other: [] }
  const [cardId, setCardId] = useState('')
  const [path, setPath] = useState('')
  const [value, setValue] = useState('')
  const card = byId.get(cardId)
  const fields = card === undefined ? [] : fieldsByType[card.type] ?? []
  const field = fields.find((f) => f.path === path)

  // The live schema check: the catalogue's own override parser, loaded with zod on first use.
  const [check, setCheck] = useState<{ text: string; errors: string[] } | null>(null)
  useEffect(() => {
    if (!parsed.ok || text.trim() === '') return
    let live = true
    const t = setTimeout(() => {
      void import('./override').then(({ checkWhatIfCards }) => { if (live) setCheck({ text, errors: checkWhatIfCards(cards, text) }) })
    }, 120)
    return () => { live = false; clearTimeout(t) }
  }, [text, parsed.ok, cards])

  const add = () => {
    if (!parsed.ok || card === undefined || field === undefined) return
    const v = Number(value.replace(',', '.'))
    if (value.trim() === '' || !Number.isFinite(v)) return
    onTextChange(whatIfText(withChange(parsed.value, { cardId: card.id, path: field.path, value: v })))
    setPath('')
    setValue('')
  }
  const status = !parsed.ok
    ? <p className={styles.bad} role="alert">JSON: {parsed.message}</p>
    : text.trim() === '' ? <p className={styles.hint} role="status">Sin cambios todavía: la prueba jugaría las mismas partidas que la base (diferencia 0, p = 1).</p>
    : check === null || check.text !== text ? <p className={styles.hint} role="status">Comprobando con el esquema de cartas…</p>
    : check.errors.length === 0 ? <p className={styles.ok} role="status">Los cambios cumplen el esquema de cartas.</p>
    : <div role="alert" className={styles.bad}><p>El esquema de cartas no admite estos cambios:</p><ul>{check.errors.map((e) => <li key={e}>{e}</li>)}</ul></div>

  return (
    <fieldset className={styles.group}>
      <legend>Prueba de diseño</legend>
      <p className={styles.hint}>Cambia números de cartas y compara con la base: las dos series juegan las mismas partidas (mismas semillas).</p>
      <h3 id={`${id}-list`}>Cambios ({rows.changes.length + rows.other.length})</h3>
      {rows.changes.length === 0 && rows.other.length === 0 ? <p className={styles.hint}>Ninguno.</p> : (
        <ul className={styles.changes} aria-labelledby={`${id}-list`}>
          {rows.changes.map((c) => {
            const target = byId.get(c.cardId)
            const label = `${target?.name ?? c.cardId} · ${fieldLabel(c.path)}`
            const now = currentValue(target, c.path)
            return (
              <li key={`${c.cardId}.${c.path}`} className={styles.change}>
                <span className={styles.changeValue}>
                  <label htmlFor={`${id}-${c.cardId}-${c.path}`}>{label}</label>
                  <input id={`${id}-${c.cardId}-${c.path}`} type="number" inputMode="numeric" value={c.value}
                    onChange={(e) => { if (parsed.ok && Number.isFinite(e.target.valueAsNumber)) onTextChange(whatIfText(withChange(parsed.value, { ...c, value: e.target.valueAsNumber }))) }} />
                  {now !== undefined && <span className={styles.hint}>(ahora {now})</span>}
                </span>
                <button type="button" className={styles.buttonSmall} aria-label={`Quitar ${label}`} onClick={() => { if (parsed.ok) onTextChange(whatIfText(withoutChange(parsed.value, c.cardId, c.path))) }}>Quitar</button>
              </li>
            )
          })}
          {rows.other.map((o) => <li key={o} className={styles.change}><span>{o} <span className={styles.hint}>(otro cambio: solo en el JSON)</span></span></li>)}
        </ul>
      )}
      <h3>Añadir un cambio</h3>
      <CardSearch cards={cards} inDecks={inDecks} value={cardId} onChange={(idOf) => { setCardId(idOf); setPath(''); setValue('') }} />
      {card !== undefined && (fields.length === 0 ? <p className={styles.hint}>{card.name} no tiene números que cambiar aquí; usa el JSON.</p> : (
        <div className={styles.row}>
          <FieldSelect card={card} fields={fields} value={path} onChange={(p) => { setPath(p); const now = currentValue(card, p); setValue(now === undefined ? '' : String(now)) }} />
          {field !== undefined && (
            <div className={styles.field}>
              <label htmlFor={`${id}-value`}>Valor</label>
              <input id={`${id}-value`} type="number" inputMode="numeric" value={value} min={field.min ?? undefined} max={field.max ?? undefined} step={field.integer ? 1 : 'any'}
                onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add() } }} />
            </div>
          )}
        </div>
      ))}
      {field !== undefined && <p><button type="button" className={styles.buttonSecondary} onClick={add} disabled={value.trim() === ''}>Añadir el cambio</button></p>}
      {status}
      <details className={styles.details}>
        <summary>JSON (para expertos)</summary>
        <div className={styles.field}>
          <label htmlFor={`${id}-json`}>Cambios de cartas (JSON)</label>
          <textarea id={`${id}-json`} rows={4} value={text} spellCheck={false} onChange={(e) => onTextChange(e.target.value)} />
          <p className={styles.hint}>El mismo fichero que <code>dm lab compare --override</code>, p. ej. <code>{'{"lisko-de-arathan": {"life": 5}}'}</code>.</p>
        </div>
      </details>
    </fieldset>
  )
}
