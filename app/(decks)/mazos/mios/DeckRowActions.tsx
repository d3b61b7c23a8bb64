'use client'
// Open / duplicate / delete for one deck of "Mis mazos". Deleting asks again in place (no modal):
// the question takes the focus, and "Cancelar" gives it back.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { readApiError } from '@/app/_components/api-error'
import { useDeleteInPlace } from '@/app/_components/useDeleteInPlace'
import { playSavedPath } from '../_builder/links'
import styles from '../[id]/saved-deck.module.css'

export function DeckRowActions({ id, name }: { id: string; name: string }) {
  const router = useRouter()
  const [duplicating, setDuplicating] = useState(false)
  const { confirming, setConfirming, deleting, error, setError, remove, confirmRef, deleteRef } =
    useDeleteInPlace(`/api/decks/${encodeURIComponent(id)}`, 'No se ha podido borrar el mazo.')
  const busy = duplicating ? 'duplicate' : deleting ? 'delete' : null

  async function duplicate() {
    setDuplicating(true)
    setError(null)
    try {
      const res = await fetch(`/api/decks/${encodeURIComponent(id)}/duplicate`, { method: 'POST' })
      if (!res.ok) throw new Error((await readApiError(res)).message)
      const { deck } = (await res.json()) as { deck: { id: string } }
      router.push(`/mazos/${deck.id}`)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No se ha podido duplicar el mazo.')
      setDuplicating(false)
    }
  }

  return (
    <div className={styles.rowActions}>
      {confirming ? (
        <div role="group" aria-label={`Confirmar el borrado de «${name}»`} className={styles.confirm}>
          <span>¿Borrar «{name}» para siempre?</span>
          <button ref={confirmRef} type="button" className={`button ${styles.danger}`} onClick={() => void remove()} disabled={busy !== null}>
            {busy === 'delete' ? 'Borrando…' : 'Sí, borrar'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={busy !== null}>
            Cancelar
          </button>
        </div>
      ) : (
        <div className={styles.rowButtons}>
          <Link href={`/mazos/${id}`} className="button button--secondary">
            Abrir<span className="visually-hidden"> «{name}»</span>
          </Link>
          <Link href={playSavedPath(id)} className="button button--secondary" prefetch={false}>
            Jugar con este mazo<span className="visually-hidden"> «{name}»</span>
          </Link>
          <button type="button" className="button button--secondary" onClick={() => void duplicate()} disabled={busy !== null}>
            {busy === 'duplicate' ? 'Duplicando…' : 'Duplicar'}
            <span className="visually-hidden"> «{name}»</span>
          </button>
          <button ref={deleteRef} type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={busy !== null}>
            Borrar<span className="visually-hidden"> «{name}»</span>
          </button>
        </div>
      )}
      {error && <p role="alert" className={styles.inlineError}>{error}</p>}
    </div>
  )
}
