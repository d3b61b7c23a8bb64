'use client'
// Saving to the account, through the deck API: the first "Guardar" creates the deck (POST), later
// ones update it naming the revision they started from (PATCH). A stale revision (409) changes
// nothing on the server; the panel then offers to reload the saved deck or to save a copy.
// Signed out, it links to the sign-in page; the draft stays in this browser either way.
// Without a connection a save is queued (save-queue.ts) under the signed-in user's id and sent when the
// connection returns while that user is signed in, still naming its revision, so a deck changed elsewhere
// meanwhile ends in a 409. A queued save the server refuses stays queued, marked, and the panel offers what to
// do with it (save it as a new deck, or discard it); it is never dropped on its own.
import Link from 'next/link'
import { useCallback, useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/app/_components/when-idle'
import type { Deck } from '@/lib/decks/model'
import type { ApiResult, SavedDeckAnswer } from './api-client'
import { deckSnapshot, type SavedLink } from './draft-storage'
import { savedDeckPath, signInPath } from './links'
import { hasQueuedSave, retryDelayMs, writeQueuedSave, type QueuedSave } from './save-queue'
import { fetchSessionUser, type SessionUser } from './session-client'
import styles from './builder.module.css'

// The deck API's client (and zod with it) loads with the first save, not with the builder; a signed-in player's
// panel fetches it once idle, so a save made offline later still finds it. If it cannot be loaded (offline before
// it ever was), the save counts as not reaching the server: it is queued like any other.
const api = () => import('./api-client')
const NO_CONNECTION = 'No se ha podido contactar con el servidor. Comprueba tu conexión y vuelve a intentarlo; tu borrador sigue guardado en este navegador.'
async function withApi<T>(use: (client: typeof import('./api-client')) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  let client: typeof import('./api-client')
  try {
    client = await api()
  } catch {
    return { ok: false, status: 0, message: NO_CONNECTION }
  }
  return use(client)
}
const createSavedDeck = (...args: Parameters<typeof import('./api-client').createSavedDeck>) => withApi((c) => c.createSavedDeck(...args))
const updateSavedDeck = (...args: Parameters<typeof import('./api-client').updateSavedDeck>) => withApi((c) => c.updateSavedDeck(...args))
const fetchSavedDeck = (id: string) => withApi((c) => c.fetchSavedDeck(id))

type Problem =
  | { kind: 'message'; text: string }
  | { kind: 'conflict'; text: string; currentRevision?: number }
  | { kind: 'forbidden'; text: string }
  | { kind: 'gone'; text: string }
  | { kind: 'signedOut'; text: string }

type Props = {
  deck: Deck
  saved: SavedLink | null
  /** The server's copy after a save: the builder links its draft to it. */
  onSaved: (answer: SavedDeckAnswer) => void
  /** The server's copy replaces the draft (after a conflict). */
  onReloaded: (answer: SavedDeckAnswer) => void
  /** Forget the link (the saved deck is gone or not ours). */
  onUnlink: () => void
  nameInputId: string
}

type SessionQuery = { isPending: boolean; data: SessionUser | null; refetch: () => void }

/**
 * Who is signed in, asked once on mount, again when asked (a save found the session changed) and when the connection
 * returns. A hook of a few lines rather than React Query, which this panel alone used on /mazos: its code and provider
 * were part of the builder's first load (issue 14).
 */
function useSessionUser(): SessionQuery {
  const [state, setState] = useState<{ isPending: boolean; data: SessionUser | null }>({ isPending: true, data: null })
  const asked = useRef(0)
  const refetch = useCallback(() => {
    const ask = ++asked.current
    fetchSessionUser().then(
      (data) => { if (ask === asked.current) setState({ isPending: false, data }) },
      () => { if (ask === asked.current) setState((s) => ({ ...s, isPending: false })) },
    )
  }, [])
  useEffect(() => {
    refetch()
    window.addEventListener('online', refetch)
    return () => {
      window.removeEventListener('online', refetch)
      asked.current += 1 // an answer arriving after unmount is dropped
    }
  }, [refetch])
  return { ...state, refetch }
}

export function SavePanel({ deck, saved, onSaved, onReloaded, onUnlink, nameInputId }: Props) {
  const session = useSessionUser()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [done, setDone] = useState('')
  const [visibility, setVisibility] = useState<'private' | 'public'>(saved?.visibility ?? 'private')
  const [linkedTo, setLinkedTo] = useState(saved?.id ?? null)
  // A different saved deck (opened, reloaded, unlinked) brings its own visibility.
  if ((saved?.id ?? null) !== linkedTo) {
    setLinkedTo(saved?.id ?? null)
    setVisibility(saved?.visibility ?? 'private')
  }

  const [queued, setQueued] = useState<QueuedSave | null>(null)
  const [queueStored, setQueueStored] = useState(true)
  const sending = useRef(false)
  const user = session.data ?? null
  const userId = user?.id ?? null

  const unsaved = saved !== null && (saved.snapshot !== deckSnapshot(deck) || saved.visibility !== visibility)
  const name = deck.name?.replace(/\s+/g, ' ').trim() ?? ''

  const handle = (result: Awaited<ReturnType<typeof createSavedDeck>>, what: string) => {
    if (result.ok) {
      setProblem(null)
      setDone(`${what} (revisión ${result.value.revision}).`)
      onSaved(result.value)
      return
    }
    setDone('')
    if (result.sessionChanged) {
      // Someone else signed in on this browser meanwhile: nothing was saved; the panel catches up with who it is.
      session.refetch()
      setProblem({ kind: 'message', text: result.message })
      return
    }
    switch (result.status) {
      case 409: setProblem({ kind: 'conflict', text: result.message, ...(result.currentRevision !== undefined ? { currentRevision: result.currentRevision } : {}) }); break
      case 403: setProblem({ kind: 'forbidden', text: result.message }); break
      case 404: setProblem({ kind: 'gone', text: result.message }); break
      case 401: setProblem({ kind: 'signedOut', text: 'Tu sesión ha caducado: vuelve a entrar para guardar. Tu borrador sigue en este navegador.' }); break
      default: setProblem({ kind: 'message', text: result.message })
    }
  }

  const needName = (): boolean => {
    if (name !== '') return false
    setProblem({ kind: 'message', text: 'Ponle un nombre al mazo para poder guardarlo.' })
    document.getElementById(nameInputId)?.focus()
    return true
  }

  // Every save names the account it is for: the server refuses it if someone else has signed in meanwhile.
  const send = (request: QueuedSave, owner: string | null) => request.target
    ? updateSavedDeck(request.target.id, request.target.revision, request.deck, request.name, request.visibility, owner)
    : createSavedDeck(request.deck, request.name, request.visibility, owner)

  const enqueue = (request: QueuedSave) => {
    if (userId === null) {
      setProblem({ kind: 'message', text: 'No hay conexión con el servidor y no se sabe con qué cuenta guardar: vuelve a intentarlo cuando vuelva la conexión. Tu borrador sigue en este navegador.' })
      return
    }
    setQueueStored(writeQueuedSave(localStorage, userId, request))
    setQueued(request)
    setProblem(null)
    setDone('')
  }

  // Signed in: the deck API's client is fetched once the page is idle, ready for a save made offline.
  useEffect(() => {
    if (userId === null) return
    return whenIdle(() => { void api().catch(() => undefined) })
  }, [userId])

  // The signed-in user's own pending save, from an earlier visit or before they signed out, is picked up when
  // they are signed in; another user's is never read, let alone sent.
  useEffect(() => {
    if (userId === null || !hasQueuedSave(localStorage, userId)) { setQueued(null); return }
    let live = true
    void import('./save-queue-read').then(({ readQueuedSave }) => { if (live) setQueued(readQueuedSave(localStorage, userId)) })
    return () => { live = false }
  }, [userId])

  // While a save waits: try again when the browser says it is back online, and on a timer (the
  // browser's online flag misses a dead network behind a live Wi-Fi).
  useEffect(() => {
    if (queued === null || queued.refused || userId === null) return
    const owner = userId
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const tryNow = async () => {
      if (sending.current) return
      clearTimeout(timer)
      sending.current = true
      const result = await send(queued, owner)
      sending.current = false
      if (stopped) return
      if (!result.ok && result.status === 0) {
        timer = setTimeout(tryNow, retryDelayMs(++attempt))
        return
      }
      if (!result.ok && (result.status === 401 || result.sessionChanged)) {
        // The session ended: the save stays queued for this user's next session.
        session.refetch()
        setProblem({ kind: 'signedOut', text: 'Tu sesión ha caducado: vuelve a entrar y el guardado pendiente se enviará entonces. Tu borrador sigue en este navegador.' })
        return
      }
      if (!result.ok) {
        // Refused: kept, marked, until the player decides (the panel offers the choices below).
        const refused: QueuedSave = { ...queued, refused: { status: result.status, message: result.message } }
        writeQueuedSave(localStorage, owner, refused)
        setQueued(refused)
        setDone('')
        return
      }
      writeQueuedSave(localStorage, owner, null)
      setQueued(null)
      handle(result, `Guardado pendiente enviado al volver la conexión (${queued.target ? 'cambios guardados' : 'mazo nuevo'})`)
    }
    const onOnline = () => { void tryNow() }
    timer = setTimeout(tryNow, retryDelayMs(0))
    window.addEventListener('online', onOnline)
    return () => { stopped = true; clearTimeout(timer); window.removeEventListener('online', onOnline) }
    // Only a new queued request (or another user) restarts the loop; it carries everything the send needs.
  }, [queued, userId])

  /** A refused queued save, kept as a deck of its own: the draft shows it, the previous draft can be recovered. */
  const saveQueuedAsNew = async () => {
    if (queued === null || userId === null) return
    setBusy(true)
    const result = await createSavedDeck(queued.deck, queued.name, queued.visibility, userId)
    setBusy(false)
    if (!result.ok) {
      setProblem({ kind: 'message', text: result.message })
      return
    }
    writeQueuedSave(localStorage, userId, null)
    setQueued(null)
    setProblem(null)
    setDone(`Copia guardada como un mazo nuevo (revisión ${result.value.revision}): es el guardado que quedó pendiente.`)
    onReloaded(result.value)
  }

  const discardQueued = () => {
    if (userId === null) return
    writeQueuedSave(localStorage, userId, null)
    setQueued(null)
    setDone('Se ha descartado el guardado pendiente.')
  }

  const save = async () => {
    if (needName()) return
    const request: QueuedSave = {
      target: saved ? { id: saved.id, revision: saved.revision } : null,
      deck, name, visibility, queuedAt: new Date().toISOString(),
    }
    setBusy(true)
    const result = await send(request, userId)
    setBusy(false)
    if (!result.ok && result.status === 0) { enqueue(request); return }
    handle(result, saved ? 'Cambios guardados' : 'Mazo guardado en tu cuenta')
  }

  const saveCopy = async () => {
    if (needName()) return
    setBusy(true)
    const result = await createSavedDeck(deck, name, visibility, userId)
    setBusy(false)
    handle(result, 'Copia guardada como un mazo nuevo')
  }

  const reload = async () => {
    if (!saved) return
    setBusy(true)
    const result = await fetchSavedDeck(saved.id)
    setBusy(false)
    if (result.ok) {
      setProblem(null)
      setDone(`Se ha cargado el mazo guardado (revisión ${result.value.revision}); tu versión anterior se puede recuperar arriba.`)
      onReloaded(result.value)
    } else {
      setProblem({ kind: 'message', text: result.message })
    }
  }

  return (
    <section className={`panel ${styles.savePanel}`} aria-labelledby="guardar-titulo">
      <h2 id="guardar-titulo" className={styles.panelTitle}>Guardar en tu cuenta</h2>
      {session.isPending ? (
        <p className={styles.muted}>Comprobando tu sesión…</p>
      ) : user === null ? (
        <>
          <p className={styles.help}>
            Tu borrador se guarda solo en este navegador. Entra en tu cuenta para guardar el mazo y abrirlo desde cualquier sitio.
          </p>
          <p>
            <Link className="button" href={signInPath()} prefetch={false}>Entra para guardar</Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.help}>Has entrado como {user.name ?? user.email ?? 'usuario'}.</p>
          <p className={styles.checkRow}>
            <input
              id="mazo-publico"
              type="checkbox"
              checked={visibility === 'public'}
              onChange={(e) => setVisibility(e.target.checked ? 'public' : 'private')}
            />
            <label htmlFor="mazo-publico">Mazo público (aparece en Mazos públicos)</label>
          </p>
          <p className={styles.actions}>
            <button type="button" className="button" onClick={save} disabled={busy} aria-describedby="guardar-estado">
              Guardar
            </button>
            {saved && (
              <button type="button" className="button button--secondary" onClick={saveCopy} disabled={busy}>
                Guardar como copia
              </button>
            )}
          </p>
          <p id="guardar-estado" className={styles.status}>
            {saved === null
              ? 'Todavía no está guardado en tu cuenta.'
              : unsaved
                ? `Hay cambios sin guardar (guardado por última vez en la revisión ${saved.revision}).`
                : `Guardado: revisión ${saved.revision}.`}{' '}
            {saved && <Link href={savedDeckPath(saved.id)}>Ver el mazo guardado</Link>}
          </p>
        </>
      )}
      <p role="status" className={styles.status}>
        {busy ? 'Guardando…' : queued && !queued.refused ? queuedText(queued, queueStored) : done}
      </p>
      {queued?.refused && (
        <div role="alert" className={styles.alert}>
          <p>
            El guardado de «{queued.name}» que quedó pendiente (pedido a las {timeOf(queued.queuedAt)}) no se ha hecho:{' '}
            {queued.refused.message}
          </p>
          <p>
            Sigue guardado en este navegador hasta que elijas: guardarlo como un mazo nuevo, o descartarlo.
            {queued.refused.status === 409 && saved !== null && ' También puedes cargar aquí la versión guardada (la tuya se podrá recuperar).'}
          </p>
          <p className={styles.actions}>
            {queued.refused.status === 409 && saved !== null && (
              <button type="button" className="button" onClick={reload} disabled={busy}>Cargar el mazo guardado</button>
            )}
            <button type="button" className="button button--secondary" onClick={() => { void saveQueuedAsNew() }} disabled={busy}>Guardar como copia</button>
            <button type="button" className="button button--secondary" onClick={discardQueued} disabled={busy}>Descartar el pendiente</button>
          </p>
        </div>
      )}
      {problem && !(queued?.refused && problem.kind === 'conflict') && (
        <div role="alert" className={styles.alert}>
          <p>{problem.text}</p>
          {problem.kind === 'conflict' && (
            <>
              <p>
                Otra pestaña o dispositivo ha guardado este mazo mientras lo editabas. Puedes cargar la versión guardada (tu
                versión actual se podrá recuperar) o guardar la tuya como un mazo nuevo.
              </p>
              <p className={styles.actions}>
                <button type="button" className="button" onClick={reload} disabled={busy}>Cargar el mazo guardado</button>
                <button type="button" className="button button--secondary" onClick={saveCopy} disabled={busy}>Guardar como copia</button>
              </p>
            </>
          )}
          {(problem.kind === 'forbidden' || problem.kind === 'gone') && (
            <p className={styles.actions}>
              <button type="button" className="button" onClick={() => { onUnlink(); void saveCopy() }} disabled={busy}>
                Guardar como un mazo nuevo
              </button>
            </p>
          )}
          {problem.kind === 'signedOut' && (
            <p><Link href={signInPath()} prefetch={false}>Entrar de nuevo</Link></p>
          )}
        </div>
      )}
    </section>
  )
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' })

function queuedText(queued: QueuedSave, stored: boolean): string {
  const at = timeOf(queued.queuedAt)
  return `Sin conexión: el guardado de «${queued.name}» (pedido a las ${at}) queda en cola y se enviará solo cuando vuelva la conexión. ` +
    (stored ? 'Tu mazo sigue guardado en este navegador.' : 'Este navegador no deja guardar la cola: no cierres la pestaña hasta que se envíe.')
}
