'use client'
// The data layer of /mesa/{id}: the table's event stream, the step number every action names, reconnection
// and the seat's actions. The board only reads `state` and calls `act`.
//
// - The first read (GET with the stored token) also sets the seat cookie, so the EventSource that follows is
//   this seat's; a browser that refuses the cookie gets `?token=` instead.
// - A state replaces the one shown only if newer (version), so a late reply never rolls the board back; at the same
//   version only the stream may change who is shown connected (api.ts, isNewer).
// - A lost stream is reopened by EventSource itself (the server asks for a 2 s retry); a closed one (429, a
//   server restart) is retried here every few seconds until it opens again, and a return of the network reads
//   the table at once.
// - A page the player leaves (another page, a closed tab, the back-forward cache, a frozen or long-hidden tab:
//   page-life.ts) closes its stream, so the rival's page says it is gone; back, it reads the table where it now
//   stands (the events of the steps it missed, kept once each) and reopens the stream. Nothing is sent again.
// - An action names the step it was chosen at; a 409 means the table moved on: the latest state is read
//   and shown, and nothing is sent again on the player's behalf.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Action } from '@/lib/engine'
import { unpackState } from '@/lib/online/view'
import type { StepEvents, TableState } from '@/lib/online/wire'
import { isNewer, mergeEvents, readTable, resign as resignCall, sendAction, storedToken, takeTokenFromFragment } from './api'
import { watchPageLife } from './page-life'

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'gone'

export type TableHandle = {
  state: TableState | null
  events: StepEvents[]
  connection: Connection
  token: string | null
  /** Opened with the spectator's link (`?mirar=1`): never as a seat, even with a stored token. */
  spectating: boolean
  /** A refusal or failure to show (Spanish), cleared by the next success. */
  problem: string | null
  sending: boolean
  act(action: Action): Promise<void>
  resign(): Promise<void>
  /** After a join on this page: the new seat's token. */
  adopt(token: string, state: TableState): void
}

const RETRY_MS = 3000

export function useTable(id: string): TableHandle {
  const [state, setState] = useState<TableState | null>(null)
  const [events, setEvents] = useState<StepEvents[]>([])
  const [connection, setConnection] = useState<Connection>('connecting')
  const [token, setToken] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  const [spectate, setSpectate] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const stateRef = useRef<TableState | null>(null)

  const accept = useCallback((received: TableState, from: 'stream' | 'reply' = 'reply') => {
    if (!isNewer(stateRef.current, received, from)) return
    const next = received.view ? { ...received, view: { ...received.view, state: unpackState(received.view.state) } } : received
    stateRef.current = next
    setState(next)
    setEvents((kept) => mergeEvents(kept, next.events))
  }, [])

  // The token: from the seat link's fragment, else from this browser's storage; none with ?mirar=1 (spectator link).
  useEffect(() => {
    const watching = new URLSearchParams(window.location.search).get('mirar') === '1'
    setSpectate(watching)
    setToken(watching ? null : takeTokenFromFragment(id) ?? storedToken(id))
    setReady(true)
  }, [id])

  /**
   * Reads the table as it stands now: 'gone' when it no longer exists, 'refused' when this token may not read it
   * (reading again would not change that), 'failed' when it could not be read now.
   */
  const refresh = useCallback(async (): Promise<'ok' | 'gone' | 'refused' | 'failed'> => {
    // The events after the step shown; a table shown waiting has shown nothing of the game: from the deal (-1).
    const shown = stateRef.current
    const r = await readTable(id, token, { ...(shown ? { since: shown.view === null ? -1 : shown.step } : {}), spectate })
    if (r.ok) {
      accept(r.value)
      return 'ok'
    }
    if (r.error.status === 404) {
      setConnection('gone')
      setProblem(r.error.message)
      return 'gone'
    }
    if (r.error.status !== 0) setProblem(r.error.message)
    return r.error.status === 401 || r.error.status === 403 ? 'refused' : 'failed'
  }, [id, token, spectate, accept])

  useEffect(() => {
    if (!ready) return
    let live = true
    /** The page is away (page-life.ts): no stream until it is back. */
    let away = false
    let source: EventSource | null = null
    let retry: number | undefined
    let withQueryToken = false

    const open = () => {
      if (!live || away) return
      source?.close()
      const query = spectate ? '?spectate=1' : withQueryToken && token ? `?token=${encodeURIComponent(token)}` : ''
      const url = `/api/tables/${id}/events${query}`
      const es = new EventSource(url)
      source = es
      es.onopen = () => { if (live && source === es) setConnection('live') }
      es.addEventListener('state', (e) => {
        if (!live || source !== es) return
        const next = JSON.parse((e as MessageEvent<string>).data) as TableState
        // The cookie did not come back (a browser refusing it): reopen with the token in the address.
        if (next.seat === null && token && !withQueryToken) {
          withQueryToken = true
          open()
          return
        }
        setConnection('live')
        accept(next, 'stream')
      })
      es.onerror = () => {
        if (!live || source !== es) return
        setConnection('reconnecting')
        // EventSource retries a dropped stream itself; one it gave up on (a refusal, a 429) is retried here.
        if (es.readyState === EventSource.CLOSED) {
          source = null
          window.clearTimeout(retry)
          retry = window.setTimeout(connect, RETRY_MS)
        }
      }
    }

    /** Reads the table (the steps missed meanwhile), then opens the stream; tried again until it works. */
    const connect = () => {
      window.clearTimeout(retry)
      if (!live || away) return
      void refresh().then((read) => {
        if (!live || away) return
        if (read === 'ok') open()
        else if (read === 'failed') retry = window.setTimeout(connect, RETRY_MS)
      })
    }

    const stopWatching = watchPageLife(window, document, {
      leave: () => {
        away = true
        window.clearTimeout(retry)
        source?.close()
        source = null
      },
      back: () => {
        away = false
        setConnection('reconnecting')
        connect()
      },
    })
    connect()
    const online = () => { if (source === null) connect(); else void refresh() }
    window.addEventListener('online', online)
    return () => {
      live = false
      stopWatching()
      source?.close()
      window.clearTimeout(retry)
      window.removeEventListener('online', online)
    }
  }, [id, token, ready, spectate, accept, refresh])

  const act = useCallback(async (action: Action) => {
    const current = stateRef.current
    if (!current) return
    setSending(true)
    const r = await sendAction(id, token, current.step, action)
    setSending(false)
    if (r.ok) {
      setProblem(null)
      accept(r.value)
      return
    }
    if (r.error.code === 'staleStep') {
      setProblem('La partida había cambiado: se muestra como está ahora. Vuelve a elegir.')
      await refresh()
      return
    }
    setProblem(r.error.message)
  }, [id, token, accept, refresh])

  const resign = useCallback(async () => {
    const r = await resignCall(id, token)
    if (r.ok) accept(r.value)
    else setProblem(r.error.message)
  }, [id, token, accept])

  const adopt = useCallback((next: string, s: TableState) => {
    setToken(next)
    accept(s)
  }, [accept])

  return { state, events, connection, token, spectating: spectate, problem, sending, act, resign, adopt }
}
