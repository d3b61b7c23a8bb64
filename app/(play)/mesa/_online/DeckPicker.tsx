'use client'
// Choosing the deck a seat plays: a boxed deck, one of the player's saved decks (signed in), or a pasted
// list or code. The server judges it (the same validator as everywhere) and names the problems of an
// illegal one; this only collects what to send.
import { useEffect, useId, useState } from 'react'
import { fetchSession, readSession } from '@/app/_components/session'
import styles from './mesa.module.css'

export type BoxedOption = { slug: string; name: string; code: string }
type Saved = { id: string; name: string; legal: boolean }
type Pick = { kind: 'boxed'; code: string } | { kind: 'saved'; id: string } | { kind: 'own'; text: string }

/** The deck to send (a code or a list), or a Spanish reason there is none yet. */
export type DeckValue = { ok: true; deck: string } | { ok: false; message: string }

async function savedCode(id: string): Promise<DeckValue> {
  try {
    const res = await fetch(`/api/decks/${encodeURIComponent(id)}`, { credentials: 'same-origin' })
    if (!res.ok) return { ok: false, message: 'No se ha podido leer ese mazo guardado.' }
    const body = (await res.json()) as { deck?: { shareCode?: unknown } }
    return typeof body.deck?.shareCode === 'string' ? { ok: true, deck: body.deck.shareCode } : { ok: false, message: 'Ese mazo guardado no trae su código.' }
  } catch {
    return { ok: false, message: 'Sin conexión: no se ha podido leer el mazo guardado.' }
  }
}

export function DeckPicker({ boxed, legend, onChange }: { boxed: readonly BoxedOption[]; legend: string; onChange: (read: () => Promise<DeckValue>) => void }) {
  const [pick, setPick] = useState<Pick>({ kind: 'boxed', code: boxed[0]?.code ?? '' })
  const [saved, setSaved] = useState<Saved[]>([])
  const selectId = useId()

  // Signed-in players also see their saved decks.
  useEffect(() => {
    let live = true
    void (async () => {
      try {
        const session = await fetchSession()
        if (readSession(session.body).status !== 'signedIn') return
        const res = await fetch('/api/decks?scope=mine&limit=100', { credentials: 'same-origin' })
        if (!res.ok) return
        const body = (await res.json()) as { decks?: Saved[] }
        if (live && Array.isArray(body.decks)) setSaved(body.decks)
      } catch {
        // offline or signed out: boxed decks and pasting still work
      }
    })()
    return () => { live = false }
  }, [])

  useEffect(() => {
    onChange(async () => {
      if (pick.kind === 'boxed') return pick.code ? { ok: true, deck: pick.code } : { ok: false, message: 'Elige un mazo.' }
      if (pick.kind === 'saved') return savedCode(pick.id)
      return pick.text.trim() === '' ? { ok: false, message: 'Pega la lista o el código del mazo.' } : { ok: true, deck: pick.text }
    })
  }, [pick, onChange])

  const value = pick.kind === 'boxed' ? `boxed:${pick.code}` : pick.kind === 'saved' ? `saved:${pick.id}` : 'own'
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.field}>
        <label htmlFor={selectId}>Mazo</label>
        <select
          id={selectId}
          className={styles.input}
          value={value}
          onChange={(e) => {
            const v = e.target.value
            if (v === 'own') setPick({ kind: 'own', text: '' })
            else if (v.startsWith('saved:')) setPick({ kind: 'saved', id: v.slice(6) })
            else setPick({ kind: 'boxed', code: v.slice(6) })
          }}
        >
          {boxed.map((b) => <option key={b.slug} value={`boxed:${b.code}`}>{b.name} (caja)</option>)}
          {saved.map((d) => <option key={d.id} value={`saved:${d.id}`}>{d.name} (guardado{d.legal ? '' : ', no legal'})</option>)}
          <option value="own">Otro: pegar una lista o un código</option>
        </select>
      </div>
      {pick.kind === 'own' && (
        <label className={styles.field}>
          Lista o código del mazo
          <textarea className={styles.textarea} rows={5} value={pick.text} onChange={(e) => setPick({ kind: 'own', text: e.target.value })} />
        </label>
      )}
    </fieldset>
  )
}
