'use client'
// Continue (or watch) / delete for one saved game on /cuenta. Deleting asks again in place, like
// "Mis mazos": the question takes the focus, and "Cancelar" gives it back.
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { readApiError } from '@/app/_components/api-error'
import styles from '@/app/(decks)/mazos/[id]/saved-deck.module.css'

export function GameRowActions({ id, title, finished }: { id: string; title: string; finished: boolean }) {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
    else if (wasConfirming.current) deleteRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  async function remove() {
    setBusy(true)
    setError(null)
    try {
      const res = await fetch(`/api/games/${encodeURIComponent(id)}`, { method: 'DELETE' })
      if (!res.ok && res.status !== 404) throw new Error((await readApiError(res)).message)
      router.refresh()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No se ha podido borrar la partida.')
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <div className={styles.rowActions}>
      {confirming ? (
        <div role="group" aria-label={`Confirmar el borrado de la partida «${title}»`} className={styles.confirm}>
          <span>¿Borrar esta partida para siempre?</span>
          <button ref={confirmRef} type="button" className={`button ${styles.danger}`} onClick={() => void remove()} disabled={busy}>
            {busy ? 'Borrando…' : 'Sí, borrar'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={busy}>
            Cancelar
          </button>
        </div>
      ) : (
        <div className={styles.rowButtons}>
          {/* A plain link: /partida reads ?partida= on arrival. */}
          <a href={`/partida?partida=${encodeURIComponent(id)}`} className="button button--secondary">
            {finished ? 'Ver repetición' : 'Continuar'}<span className="visually-hidden"> «{title}»</span>
          </a>
          <button ref={deleteRef} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            Borrar<span className="visually-hidden"> la partida «{title}»</span>
          </button>
        </div>
      )}
      {error && <p role="alert" className={styles.inlineError}>{error}</p>}
    </div>
  )
}
