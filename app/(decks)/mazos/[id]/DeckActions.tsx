'use client'
// The interactive parts of a saved deck's page: the owner's controls (name, description,
// visibility, re-check against the current catalogue, duplicate, delete), "copy to my decks" for
// other signed-in players, and the share link with a copy button.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { readApiError } from '@/app/_components/api-error'
import styles from './saved-deck.module.css'

type Message = { kind: 'ok' | 'error'; text: string }

async function duplicateDeck(id: string): Promise<string> {
  const res = await fetch(`/api/decks/${encodeURIComponent(id)}/duplicate`, { method: 'POST' })
  if (!res.ok) throw new Error((await readApiError(res)).message)
  const { deck } = (await res.json()) as { deck: { id: string } }
  return deck.id
}

export function CopyDeckButton({ id }: { id: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setError(null)
          try {
            router.push(`/mazos/${await duplicateDeck(id)}`)
          } catch (e) {
            setError(e instanceof Error ? e.message : 'No se ha podido copiar el mazo.')
            setBusy(false)
          }
        }}
      >
        {busy ? 'Copiando…' : 'Copiar a mis mazos'}
      </button>
      {error && <p role="alert" className={styles.inlineError}>{error}</p>}
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

export function DeckOwnerControls({ deck, stale }: { deck: OwnedDeck; stale: boolean }) {
  const router = useRouter()
  const [name, setName] = useState(deck.name)
  const [description, setDescription] = useState(deck.description)
  const [visibility, setVisibility] = useState(deck.visibility)
  const [revision, setRevision] = useState(deck.revision)
  const [busy, setBusy] = useState<null | 'save' | 'recheck' | 'duplicate' | 'delete'>(null)
  const [message, setMessage] = useState<Message | null>(null)
  const [conflict, setConflict] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (confirmingDelete) confirmRef.current?.focus()
  }, [confirmingDelete])

  async function patch(body: Record<string, unknown>, done: string, kind: 'save' | 'recheck') {
    setBusy(kind)
    setMessage(null)
    setFieldErrors({})
    setConflict(false)
    try {
      const res = await fetch(`/api/decks/${encodeURIComponent(deck.id)}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ revision, ...body }),
      })
      if (!res.ok) {
        const error = await readApiError(res)
        if (res.status === 409) setConflict(true)
        if (error.field === 'name' || error.field === 'description' || error.field === 'visibility') {
          setFieldErrors({ [error.field]: error.message })
        }
        setMessage({ kind: 'error', text: error.message })
        return
      }
      const { deck: saved } = (await res.json()) as { deck: { revision: number } }
      setRevision(saved.revision)
      setMessage({ kind: 'ok', text: done })
      router.refresh()
    } catch {
      setMessage({ kind: 'error', text: 'No se ha podido contactar con el servidor: no se ha guardado nada.' })
    } finally {
      setBusy(null)
    }
  }

  function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void patch({ name, description, visibility }, 'Cambios guardados.', 'save')
  }

  async function onDuplicate() {
    setBusy('duplicate')
    setMessage(null)
    try {
      router.push(`/mazos/${await duplicateDeck(deck.id)}`)
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof Error ? e.message : 'No se ha podido duplicar el mazo.' })
      setBusy(null)
    }
  }

  async function onDelete() {
    setBusy('delete')
    setMessage(null)
    try {
      const res = await fetch(`/api/decks/${encodeURIComponent(deck.id)}`, { method: 'DELETE' })
      if (!res.ok && res.status !== 404) throw new Error((await readApiError(res)).message)
      router.push('/mazos/mios')
      router.refresh()
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof Error ? e.message : 'No se ha podido borrar el mazo.' })
      setBusy(null)
      setConfirmingDelete(false)
    }
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
            onClick={() => void patch({ entries: deck.entries, relicId: deck.relicId, startingDalmaId: deck.startingDalmaId }, 'Mazo comprobado con el catálogo actual.', 'recheck')}
          >
            {busy === 'recheck' ? 'Comprobando…' : 'Comprobar con el catálogo actual'}
          </button>
        </>
      )}

      <h3>Más acciones</h3>
      <div className={styles.links}>
        <button type="button" className="button button--secondary" onClick={() => void onDuplicate()} disabled={busy !== null}>
          {busy === 'duplicate' ? 'Duplicando…' : 'Duplicar'}
        </button>
        {confirmingDelete ? (
          <div role="group" aria-label="Confirmar el borrado" className={styles.confirm}>
            <span>¿Borrar este mazo para siempre?</span>
            <button ref={confirmRef} type="button" className={`button ${styles.danger}`} onClick={() => void onDelete()} disabled={busy !== null}>
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
