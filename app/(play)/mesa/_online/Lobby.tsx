'use client'
// /mesas's list of public tables waiting for a rival, as a React Query query (issue 28): it starts from the list the
// server rendered the page with, and is asked for again every ten seconds and when the player comes back to the tab,
// so a table that filled up leaves the list and a new one appears without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { ServerState } from '@/app/_components/server-state/ServerState'
import type { LobbyEntry } from '@/lib/server/tables/service'
import styles from './mesa.module.css'

const VARIANT_LABELS: Record<string, string> = { none: 'sin variante', rapida: 'rápida', pensada: 'pensada', estrategica: 'estratégica' }

export const LOBBY_POLL_MS = 10_000

export const waitingTablesQuery = queryOptions({
  queryKey: serverStateKeys.waitingTables,
  queryFn: async (): Promise<LobbyEntry[]> => {
    const res = await fetch('/api/tables?status=waiting', { cache: 'no-store', headers: { Accept: 'application/json' } })
    if (!res.ok) throw new Error(`El servidor respondió ${res.status}.`)
    const body = (await res.json()) as { tables?: unknown }
    if (!Array.isArray(body.tables)) throw new Error('La respuesta del servidor no trae la lista de mesas.')
    return body.tables as LobbyEntry[]
  },
  staleTime: LOBBY_POLL_MS,
  refetchInterval: LOBBY_POLL_MS,
  refetchOnWindowFocus: true,
})

/** `initial`: the list as the server read it (null when it could not). */
export function Lobby(props: { initial: LobbyEntry[] | null }) {
  return <ServerState><LobbyList {...props} /></ServerState>
}

function LobbyList({ initial }: { initial: LobbyEntry[] | null }) {
  const lobby = useQuery({ ...waitingTablesQuery, ...(initial === null ? {} : { initialData: initial }) })
  const tables = lobby.data
  if (tables === undefined) {
    return lobby.isError
      ? <p role="alert">No se ha podido leer la lista de mesas. Inténtalo de nuevo en un momento.</p>
      : <p role="status">Cargando las mesas…</p>
  }
  if (tables.length === 0) return <p>Ahora no hay ninguna mesa pública esperando.</p>
  return (
    <ul className={styles.lobby} aria-label="Mesas que esperan rival">
      {tables.map((t) => (
        <li key={t.id} className="panel">
          <span>{t.name || 'Mesa sin nombre'} · {VARIANT_LABELS[t.variant] ?? t.variant}{t.clock ? ` · reloj ${t.clock.minutes} min` : ''}</span>
          <a className="button" href={`/mesa/${t.id}`}>Sentarme</a>
        </li>
      ))}
    </ul>
  )
}
