'use client'
// Choosing the deck a seat plays: a boxed deck, one of the player's saved decks (signed in), or a pasted
// list or code. The server judges it (the same validator as everywhere) and names the problems of an
// illegal one; this only collects what to send.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { myDecksQuery, savedTableDeckQuery } from '@/app/_components/server-state/saved-decks'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { useSession } from '@/app/_components/server-state/session-query'
import styles from './mesa.module.css'

export type BoxedOption = { slug: string; name: string; code: string }
type Pick = { kind: 'boxed'; code: string } | { kind: 'saved'; id: string } | { kind: 'own'; text: string }

/** The deck to send (a code or a list), or a Spanish reason there is none yet. */
export type DeckValue = { ok: true; deck: string } | { ok: false; message: string }

/** A saved deck's share code, through the saved-deck query (a deck read by another tool is not asked for again). */
async function savedCode(client: QueryClient, id: string): Promise<DeckValue> {
  try {
    const read = await client.fetchQuery(savedTableDeckQuery(id))
    return read.ok ? { ok: true, deck: read.value.code } : { ok: false, message: read.message }
  } catch {
    return { ok: false, message: 'Sin conexión: no se ha podido leer el mazo guardado.' }
  }
}

type Props = { boxed: readonly BoxedOption[]; legend: string; onChange: (read: () => Promise<DeckValue>) => void }

/** The picker brings the tab's React Query client with it: it loads with the table's form, not before (issue 28). */
export function DeckPicker(props: Props) {
  return <ServerState><DeckPickerFields {...props} /></ServerState>
}

function DeckPickerFields({ boxed, legend, onChange }: Props) {
  const [pick, setPick] = useState<Pick>({ kind: 'boxed', code: boxed[0]?.code ?? '' })
  const selectId = useId()
  const client = useQueryClient()
  // Signed-in players also see their saved decks (offline or signed out: boxed decks and pasting still work).
  const session = useSession()
  const signedIn = session.data?.confirmed === true && session.data.user !== null
  const saved = useQuery({ ...myDecksQuery, enabled: signedIn }).data ?? []

  useEffect(() => {
    onChange(async () => {
      if (pick.kind === 'boxed') return pick.code ? { ok: true, deck: pick.code } : { ok: false, message: 'Elige un mazo.' }
      if (pick.kind === 'saved') return savedCode(client, pick.id)
      return pick.text.trim() === '' ? { ok: false, message: 'Pega la lista o el código del mazo.' } : { ok: true, deck: pick.text }
    })
  }, [pick, onChange, client])

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
