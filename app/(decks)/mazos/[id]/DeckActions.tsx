'use client'
// The interactive parts of a saved deck's page: the owner's controls (name, description,
// visibility, re-check against the current catalogue, duplicate, delete), "copy to my decks" for
// other signed-in players, and the share link with a copy button. Every write is a React Query
// mutation (server-state/deck-writes.ts).
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { useDuplicateDeck, usePatchDeck } from '@/app/_components/server-state/deck-writes'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { sendWrite, writeFailure } from '@/app/_components/server-state/writes'
import styles from './saved-deck.module.css'
import { ServerState } from '@/app/_components/server-state/ServerState'

type Message = { kind: 'ok' | 'error'; text: string }

/** With the tab's React Query client around it: the island brings its own, so its page needs no provider. */
export function CopyDeckButton(props: { id: string }) {
  return <ServerState><CopyDeckButtonIsland {...props} /></ServerState>
}

function CopyDeckButtonIsland({ id }: { id: string }) {
  const router = useRouter()
  const duplication = useDuplicateDeck()
  // After a copy is made the button stays busy while the copy's page opens.
  const busy = duplication.isPending || duplication.isSuccess
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => duplication.mutate(id, { onSuccess: (copy) => router.push(`/mazos/${copy}`) })}
      >
        {busy ? 'Copiando…' : 'Copiar a mis mazos'}
      </button>
      {duplication.isError && <p role="alert" className={styles.inlineError}>{duplication.error.message || 'No se ha podido copiar el mazo.'}</p>}
    </>
  )
}

export function ShareLink({ path }: { path: string }) {
  const [url, setUrl] = useState(path)
  const [status, setStatus] = useState('')
  useEffect(() => setUrl(`${window.location.origin}${path}`), [path])
  return (
    <div>
      <label htmlFor="enlace-compartir" className="visually-hidden">Enlace para compartir</label>
      <div className={styles.shareRow}>
        <input id="enlace-compartir" className={styles.shareInput} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url)
              setStatus('Enlace copiado.')
            } catch {
              setStatus('No se ha podido copiar: selecciona el enlace y cópialo a mano.')
            }
          }}
        >
          Copiar enlace
        </button>
        <Link href={path}>Abrir</Link>
      </div>
      <p role="status" className={styles.meta}>{status}</p>
    </div>
  )
}

export type OwnedDeck = {
  id: string
  name: string
  description: string
  visibility: 'private' | 'public'
  revision: number
  entries: { cardId: string; count: number }[]
  relicId: string | null
  startingDalmaId: string | null
}

type Field = 'name' | 'description' | 'visibility'

/** With the tab's React Query client around it: the island brings its own, so its page needs no provider. */
export function DeckOwnerControls(props: { deck: OwnedDeck; stale: boolean }) {
  return <ServerState><DeckOwnerControlsIsland {...props} /></ServerState>
}

function DeckOwnerControlsIsland({ deck, stale }: { deck: OwnedDeck; stale: boolean }) {
  const router = useRouter()
  const [name, setName] = useState(deck.name)
  const [description, setDescription] = useState(deck.description)
  const [visibility, setVisibility] = useState(deck.visibility)
  const [revision, setRevision] = useState(deck.revision)
  const [pending, setPending] = useState<null | 'save' | 'recheck'>(null)
  const [message, setMessage] = useState<Message | null>(null)
  const [conflict, setConflict] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const client = useQueryClient()
  const change = usePatchDeck(deck.id)
  const duplication = useDuplicateDeck()
  const deletion = useMutation({
    mutationFn: () => sendWrite('DELETE', `/api/decks/${encodeURIComponent(deck.id)}`, undefined, [404]),
    onSuccess: () => client.invalidateQueries({ queryKey: serverStateKeys.decks }),
  })
  // A copy made or the deck deleted: busy until the next page opens.
  const busy = change.isPending ? pending
    : duplication.isPending || duplication.isSuccess ? 'duplicate'
      : deletion.isPending || deletion.isSuccess ? 'delete' : null

  useEffect(() => {
    if (confirmingDelete) confirmRef.current?.focus()
  }, [confirmingDelete])

  function patch(body: Record<string, unknown>, done: string, kind: 'save' | 'recheck') {
    setPending(kind)
    setMessage(null)
    setFieldErrors({})
    setConflict(false)
    change.mutate({ revision, ...body }, {
      onSuccess: (saved) => {
        setRevision(saved.revision)
        setMessage({ kind: 'ok', text: done })
        router.refresh()
      },
      onError: (e) => {
        const error = writeFailure(e, 'No se ha podido contactar con el servidor: no se ha guardado nada.')
        if (error.status === 409) setConflict(true)
        if (error.field === 'name' || error.field === 'description' || error.field === 'visibility') {
          setFieldErrors({ [error.field]: error.message })
        }
        setMessage({ kind: 'error', text: error.message })
      },
    })
  }

  function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    patch({ name, description, visibility }, 'Cambios guardados.', 'save')
  }

  function onDuplicate() {
    setMessage(null)
    duplication.mutate(deck.id, {
      onSuccess: (copy) => router.push(`/mazos/${copy}`),
      onError: (e) => setMessage({ kind: 'error', text: e.message || 'No se ha podido duplicar el mazo.' }),
    })
  }

  function onDelete() {
    setMessage(null)
    deletion.mutate(undefined, {
      onSuccess: () => {
        router.push('/mazos/mios')
        router.refresh()
      },
      onError: (e) => {
        setMessage({ kind: 'error', text: writeFailure(e, 'No se ha podido borrar el mazo.').message })
        setConfirmingDelete(false)
      },
    })
  }

  return (
    <section className="panel" aria-labelledby="gestionar">
      <h2 id="gestionar">Gestionar el mazo</h2>
      {message && (
        <FormMessage kind={message.kind}>
          {message.text}
          {conflict && (
            <>
              {' '}
              <button type="button" className="button button--secondary" onClick={() => router.refresh()}>
                Ver la versión actual
              </button>
            </>
          )}
        </FormMessage>
      )}
      <form onSubmit={onSave} noValidate aria-busy={busy === 'save'}>
        <FormField
          id="mazo-nombre" label="Nombre" value={name} maxLength={100} required
          onChange={(e) => setName(e.currentTarget.value)} error={fieldErrors.name ?? null}
        />
        <FormField
          id="mazo-descripcion" label="Descripción" multiline rows={4} value={description} maxLength={2000}
          hint="Cómo se juega, qué lo hace fuerte… (opcional, hasta 2000 caracteres)"
          onChange={(e) => setDescription(e.currentTarget.value)} error={fieldErrors.description ?? null}
        />
        <fieldset className={styles.radios}>
          <legend>Visibilidad</legend>
          <label>
            <input type="radio" name="visibilidad" value="private" checked={visibility === 'private'} onChange={() => setVisibility('private')} />
            Privado: solo tú lo ves
          </label>
          <label>
            <input type="radio" name="visibilidad" value="public" checked={visibility === 'public'} onChange={() => setVisibility('public')} />
            Público: aparece en «Mazos públicos» y en las páginas de sus cartas
          </label>
        </fieldset>
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'save' ? 'Guardando…' : 'Guardar cambios'}
        </button>
      </form>

      {stale && (
        <>
          <h3>Catálogo actualizado</h3>
          <p>Vuelve a comprobar el mazo con las cartas tal como están ahora; sus cartas no cambian.</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => patch({ entries: deck.entries, relicId: deck.relicId, startingDalmaId: deck.startingDalmaId }, 'Mazo comprobado con el catálogo actual.', 'recheck')}
          >
            {busy === 'recheck' ? 'Comprobando…' : 'Comprobar con el catálogo actual'}
          </button>
        </>
      )}

      <h3>Más acciones</h3>
      <div className={styles.links}>
        <button type="button" className="button button--secondary" onClick={onDuplicate} disabled={busy !== null}>
          {busy === 'duplicate' ? 'Duplicando…' : 'Duplicar'}
        </button>
        {confirmingDelete ? (
          <div role="group" aria-label="Confirmar el borrado" className={styles.confirm}>
            <span>¿Borrar este mazo para siempre?</span>
            <button ref={confirmRef} type="button" className={`button ${styles.danger}`} onClick={onDelete} disabled={busy !== null}>
              {busy === 'delete' ? 'Borrando…' : 'Sí, borrar'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmingDelete(false)} disabled={busy !== null}>
              Cancelar
            </button>
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setConfirmingDelete(true)} disabled={busy !== null}>
            Borrar
          </button>
        )}
      </div>
    </section>
  )
}
