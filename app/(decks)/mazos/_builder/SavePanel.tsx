'use client'
// Saving to the account, through the deck API: the first "Guardar" creates the deck (POST), later
// ones update it naming the revision they started from (PATCH). A stale revision (409) changes
// nothing on the server; the panel then offers to reload the saved deck or to save a copy.
// Signed out, it links to the sign-in page; the draft stays in this browser either way.
// Every save is a React Query mutation (deck-save.ts): without a connection it waits, paused, in the signed-in
// user's queue, kept in this browser under that user's id, and goes when the connection returns while that user is
// signed in, still naming its revision, so a deck changed elsewhere meanwhile ends in a 409. A queued save the server
// refuses stays stored, marked, and the panel offers what to do with it (save it as a new deck, or discard it); it is
// never dropped on its own. Who is signed in is the session query's (server-state/session-query.ts).
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { useSession } from '@/app/_components/server-state/session-query'
import { whenIdle } from '@/app/_components/when-idle'
import type { Deck } from '@/lib/decks/model'
import type { ApiFailure, ApiResult, SavedDeckAnswer } from './api-client'
import {
  dropOtherAccounts, installDeckSaves, queueStored, requestDeckSave, restoreDeckSave, wasQueued,
  type DeckSave, type DeckSaveState,
} from './deck-save'
import { deckSnapshot, type SavedLink } from './draft-storage'
import { savedDeckPath, signInPath } from './links'
import { hasQueuedSave, writeQueuedSave, type QueuedSave } from './save-queue'
import styles from './builder.module.css'

// The deck API's client (and zod with it) loads with the first save, not with the builder; a signed-in player's
// panel fetches it once idle, so a save made offline later still finds it. If it cannot be loaded (offline before
// it ever was), the save counts as not reaching the server: it is queued like any other.
const api = () => import('./api-client')
const NO_CONNECTION = 'No se ha podido contactar con el servidor. Comprueba tu conexión y vuelve a intentarlo; tu borrador sigue guardado en este navegador.'
const NO_ACCOUNT_OFFLINE = 'No hay conexión con el servidor y no se sabe con qué cuenta guardar: vuelve a intentarlo cuando vuelva la conexión. Tu borrador sigue en este navegador.'
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

/** One save sent as asked, naming the account it is for: the server refuses it if someone else has signed in meanwhile. */
const sendDeckSave = ({ owner, request }: DeckSave) => request.target
  ? updateSavedDeck(request.target.id, request.target.revision, request.deck, request.name, request.visibility, owner)
  : createSavedDeck(request.deck, request.name, request.visibility, owner)

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

type Problem =
  | { kind: 'message'; text: string }
  | { kind: 'conflict'; text: string; currentRevision?: number }
  | { kind: 'forbidden'; text: string }
  | { kind: 'gone'; text: string }
  | { kind: 'signedOut'; text: string }

export type SavePanelProps = {
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

type SaveView = { id: number; state: DeckSaveState; queued: boolean }

export function SavePanel({ deck, saved, onSaved, onReloaded, onUnlink, nameInputId }: SavePanelProps) {
  const client = useQueryClient()
  const session = useSession()
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

  /** A queued save the server refused, kept in this browser until the player decides. */
  const [refused, setRefused] = useState<QueuedSave | null>(null)
  const known = session.data !== undefined
  const user = session.data?.user ?? null
  const userId = user?.id ?? null

  /** The tab's client, with the saves' defaults and their storage in place (once). */
  const queueClient = () => {
    installDeckSaves(client, sendDeckSave, browserStorage())
    return client
  }

  // This account's saves in the tab's queue, oldest first.
  const saves = useMutationState({
    filters: { mutationKey: serverStateKeys.deckSave(userId ?? ''), exact: true },
    select: (m): SaveView => ({ id: m.mutationId, state: m.state as DeckSaveState, queued: wasQueued(m) }),
  })
  const latest = saves.at(-1)
  const sending = latest !== undefined && latest.state.status === 'pending'
  const waiting = sending && (latest.queued || latest.state.isPaused || latest.state.failureCount > 0)
  const waitingRequest = waiting ? latest.state.variables?.request ?? null : null

  const copy = useMutation({
    mutationFn: (request: Pick<QueuedSave, 'deck' | 'name' | 'visibility'>) => createSavedDeck(request.deck, request.name, request.visibility, userId),
    onSuccess: (result) => { if (result.ok) void client.invalidateQueries({ queryKey: serverStateKeys.decks }) },
  })

  const unsaved = saved !== null && (saved.snapshot !== deckSnapshot(deck) || saved.visibility !== visibility)
  const name = deck.name?.replace(/\s+/g, ' ').trim() ?? ''

  /** What the server said no to, in words, with the choices that fit. */
  const showFailure = (failure: ApiFailure) => {
    setDone('')
    if (failure.sessionChanged) {
      // Someone else signed in on this browser meanwhile: nothing was saved; the panel catches up with who it is.
      void session.refetch()
      setProblem({ kind: 'message', text: failure.message })
      return
    }
    switch (failure.status) {
      case 409: setProblem({ kind: 'conflict', text: failure.message, ...(failure.currentRevision !== undefined ? { currentRevision: failure.currentRevision } : {}) }); break
      case 403: setProblem({ kind: 'forbidden', text: failure.message }); break
      case 404: setProblem({ kind: 'gone', text: failure.message }); break
      case 401: setProblem({ kind: 'signedOut', text: 'Tu sesión ha caducado: vuelve a entrar para guardar. Tu borrador sigue en este navegador.' }); break
      default: setProblem({ kind: 'message', text: failure.message })
    }
  }

  const handle = (result: ApiResult<SavedDeckAnswer>, what: string) => {
    if (result.ok) {
      setProblem(null)
      setDone(`${what} (revisión ${result.value.revision}).`)
      onSaved(result.value)
      return
    }
    showFailure(result)
  }

  /** A save that has settled (now, or while the builder was not on screen): said, and taken off the queue. */
  const settle = ({ state, queued }: SaveView) => {
    const request = state.variables?.request
    if (request === undefined) return
    if (state.status === 'error') {
      setDone('')
      setProblem({ kind: 'message', text: userId === null ? NO_ACCOUNT_OFFLINE : NO_CONNECTION })
      return
    }
    const outcome = state.data
    if (outcome === undefined || outcome.kind === 'superseded') return
    if (outcome.kind === 'saved') {
      const what = queued
        ? `Guardado pendiente enviado al volver la conexión (${request.target ? 'cambios guardados' : 'mazo nuevo'})`
        : request.target ? 'Cambios guardados' : 'Mazo guardado en tu cuenta'
      handle({ ok: true, value: outcome.deck }, what)
      return
    }
    if (!queued) { showFailure(outcome.failure); return }
    if (outcome.kind === 'refused') {
      // Refused: kept, marked (deck-save.ts stored it so), until the player decides (the panel offers the choices below).
      setRefused({ ...request, refused: { status: outcome.failure.status, message: outcome.failure.message } })
      setDone('')
      return
    }
    // The session ended: the save stays queued for this user's next session.
    void session.refetch()
    setProblem({ kind: 'signedOut', text: 'Tu sesión ha caducado: vuelve a entrar y el guardado pendiente se enviará entonces. Tu borrador sigue en este navegador.' })
  }

  useEffect(() => {
    const cache = client.getMutationCache()
    for (const view of saves) {
      if (view.state.status !== 'success' && view.state.status !== 'error') continue
      // Each outcome is told once: the first to see it takes it off the queue.
      const mutation = cache.getAll().find((m) => m.mutationId === view.id)
      if (mutation === undefined) continue
      cache.remove(mutation)
      settle(view)
    }
  }, [saves])

  // Signed in: the deck API's client is fetched once the page is idle, ready for a save made offline.
  useEffect(() => {
    if (userId === null) return
    return whenIdle(() => { void api().catch(() => undefined) })
  }, [userId])

  // The signed-in user's own pending save, from an earlier visit or before they signed out, goes back in the queue
  // (and out, if online) once they are known to be signed in; another user's is never read, let alone sent.
  useEffect(() => {
    if (!known) return
    setRefused(null)
    const queue = queueClient()
    dropOtherAccounts(queue, userId)
    const storage = browserStorage()
    if (userId === null || storage === null || !hasQueuedSave(storage, userId)) return
    let live = true
    void import('./save-queue-read').then(async ({ readQueuedSave }) => {
      const kept = await restoreDeckSave(queue, storage, userId, readQueuedSave)
      if (live) setRefused(kept)
    })
    return () => { live = false }
  }, [known, userId])

  /** A refused queued save, kept as a deck of its own: the draft shows it, the previous draft can be recovered. */
  const saveQueuedAsNew = async () => {
    if (refused === null || userId === null) return
    const result = await copy.mutateAsync(refused)
    if (!result.ok) {
      setProblem({ kind: 'message', text: result.message })
      return
    }
    writeQueuedSave(localStorage, userId, null)
    setRefused(null)
    setProblem(null)
    setDone(`Copia guardada como un mazo nuevo (revisión ${result.value.revision}): es el guardado que quedó pendiente.`)
    onReloaded(result.value)
  }

  const discardQueued = () => {
    if (userId === null) return
    writeQueuedSave(localStorage, userId, null)
    setRefused(null)
    setDone('Se ha descartado el guardado pendiente.')
  }

  const needName = (): boolean => {
    if (name !== '') return false
    setProblem({ kind: 'message', text: 'Ponle un nombre al mazo para poder guardarlo.' })
    document.getElementById(nameInputId)?.focus()
    return true
  }

  const save = () => {
    if (needName()) return
    const request: QueuedSave = {
      target: saved ? { id: saved.id, revision: saved.revision } : null,
      deck, name, visibility, queuedAt: new Date().toISOString(),
    }
    setProblem(null)
    setDone('')
    // The outcome is told by the effect above, whenever it comes (it may come after a reload, from the queue).
    void requestDeckSave(queueClient(), { owner: userId, request }).catch(() => undefined)
  }

  const saveCopy = async () => {
    if (needName()) return
    handle(await copy.mutateAsync({ deck, name, visibility }), 'Copia guardada como un mazo nuevo')
  }

  const reload = async () => {
    if (!saved) return
    setBusy(true)
    // A read of the deck as saved now (never a cached copy: it is asked for because the server has a newer one).
    const result = await client.fetchQuery({
      queryKey: serverStateKeys.deck(saved.id, 'builder'), queryFn: () => fetchSavedDeck(saved.id), staleTime: 0, retry: false,
    })
    setBusy(false)
    if (result.ok) {
      setProblem(null)
      setDone(`Se ha cargado el mazo guardado (revisión ${result.value.revision}); tu versión anterior se puede recuperar arriba.`)
      onReloaded(result.value)
    } else {
      setProblem({ kind: 'message', text: result.message })
    }
  }

  const working = busy || copy.isPending || (sending && !waiting)

  return (
    <section className="panel" aria-labelledby="guardar-titulo">
      <h2 id="guardar-titulo" className={styles.panelTitle}>Guardar en tu cuenta</h2>
      {!known ? (
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
            <button type="button" className="button" onClick={save} disabled={working} aria-describedby="guardar-estado">
              Guardar
            </button>
            {saved && (
              <button type="button" className="button button--secondary" onClick={() => { void saveCopy() }} disabled={working}>
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
        {working ? 'Guardando…' : waitingRequest !== null ? queuedText(waitingRequest, userId === null || queueStored(userId)) : done}
      </p>
      {refused?.refused && (
        <div role="alert" className={styles.alert}>
          <p>
            El guardado de «{refused.name}» que quedó pendiente (pedido a las {timeOf(refused.queuedAt)}) no se ha hecho:{' '}
            {refused.refused.message}
          </p>
          <p>
            Sigue guardado en este navegador hasta que elijas: guardarlo como un mazo nuevo, o descartarlo.
            {refused.refused.status === 409 && saved !== null && ' También puedes cargar aquí la versión guardada (la tuya se podrá recuperar).'}
          </p>
          <p className={styles.actions}>
            {refused.refused.status === 409 && saved !== null && (
              <button type="button" className="button" onClick={() => { void reload() }} disabled={working}>Cargar el mazo guardado</button>
            )}
            <button type="button" className="button button--secondary" onClick={() => { void saveQueuedAsNew() }} disabled={working}>Guardar como copia</button>
            <button type="button" className="button button--secondary" onClick={discardQueued} disabled={working}>Descartar el pendiente</button>
          </p>
        </div>
      )}
      {problem && !(refused?.refused && problem.kind === 'conflict') && (
        <div role="alert" className={styles.alert}>
          <p>{problem.text}</p>
          {problem.kind === 'conflict' && (
            <>
              <p>
                Otra pestaña o dispositivo ha guardado este mazo mientras lo editabas. Puedes cargar la versión guardada (tu
                versión actual se podrá recuperar) o guardar la tuya como un mazo nuevo.
              </p>
              <p className={styles.actions}>
                <button type="button" className="button" onClick={() => { void reload() }} disabled={working}>Cargar el mazo guardado</button>
                <button type="button" className="button button--secondary" onClick={() => { void saveCopy() }} disabled={working}>Guardar como copia</button>
              </p>
            </>
          )}
          {(problem.kind === 'forbidden' || problem.kind === 'gone') && (
            <p className={styles.actions}>
              <button type="button" className="button" onClick={() => { onUnlink(); void saveCopy() }} disabled={working}>
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
