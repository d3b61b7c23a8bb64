'use client'
// Open / duplicate / delete for one deck of "Mis mazos". Deleting asks again in place (no modal):
// the question takes the focus, and "Cancelar" gives it back.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useDuplicateDeck } from '@/app/_components/server-state/deck-writes'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { useDeleteInPlace } from '@/app/_components/useDeleteInPlace'
import { playSavedPath } from '../_builder/links'
import styles from '../[id]/saved-deck.module.css'
import { ServerState } from '@/app/_components/server-state/ServerState'

/** With the tab's React Query client around it: the island brings its own, so its page needs no provider. */
export function DeckRowActions(props: { id: string; name: string }) {
  return <ServerState><DeckRowActionsIsland {...props} /></ServerState>
}

function DeckRowActionsIsland({ id, name }: { id: string; name: string }) {
  const router = useRouter()
  const duplication = useDuplicateDeck()
  const { confirming, setConfirming, deleting, error, setError, remove, confirmRef, deleteRef } =
    useDeleteInPlace(`/api/decks/${encodeURIComponent(id)}`, 'No se ha podido borrar el mazo.', serverStateKeys.decks)
  // After a copy is made the row stays busy while the copy's page opens.
  const duplicating = duplication.isPending || duplication.isSuccess
  const busy = duplicating ? 'duplicate' : deleting ? 'delete' : null

  function duplicate() {
    setError(null)
    duplication.mutate(id, {
      onSuccess: (copy) => router.push(`/mazos/${copy}`),
      onError: (e) => setError(e.message || 'No se ha podido duplicar el mazo.'),
    })
  }

  return (
    <div className={styles.rowActions}>
      {confirming ? (
        <div role="group" aria-label={`Confirmar el borrado de «${name}»`} className={styles.confirm}>
          <span>¿Borrar «{name}» para siempre?</span>
          <button ref={confirmRef} type="button" className={`button ${styles.danger}`} onClick={remove} disabled={busy !== null}>
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
          <button type="button" className="button button--secondary" onClick={duplicate} disabled={busy !== null}>
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
