'use client'
// Continue (or watch) / delete for one saved game on /cuenta. Deleting asks again in place, like
// "Mis mazos": the question takes the focus, and "Cancelar" gives it back.
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { useDeleteInPlace } from '@/app/_components/useDeleteInPlace'
import styles from '@/app/(decks)/mazos/[id]/saved-deck.module.css'
import { ServerState } from '@/app/_components/server-state/ServerState'

/** With the tab's React Query client around it: the island brings its own, so its page needs no provider. */
export function GameRowActions(props: { id: string; title: string; finished: boolean }) {
  return <ServerState><GameRowActionsIsland {...props} /></ServerState>
}

function GameRowActionsIsland({ id, title, finished }: { id: string; title: string; finished: boolean }) {
  const { confirming, setConfirming, deleting: busy, error, remove, confirmRef, deleteRef } =
    useDeleteInPlace(`/api/games/${encodeURIComponent(id)}`, 'No se ha podido borrar la partida.', serverStateKeys.games)

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
