// The signed-in player's taumaturgos on the server (/api/alientos/taumaturgos), through React Query like every other
// piece of server state (docs/server-state.md): the list is a query every reader on the page shares; saving and
// deleting are mutations that refresh it. Signed out, the list is empty and nothing is sent.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { sendWrite } from '@/app/_components/server-state/writes'

export type AccountTaumaturgo = { id: string; name: string; dice: string; shareUrl: string; playUrl: string }

/** The list in the answer of GET /api/alientos/taumaturgos; anything odd is left out. */
export function readTaumaturgos(body: unknown): AccountTaumaturgo[] {
  const list = (body as { taumaturgos?: unknown } | null)?.taumaturgos
  if (!Array.isArray(list)) return []
  return list.flatMap((t: unknown) => {
    const x = t as Partial<AccountTaumaturgo> | null
    return x !== null && typeof x.id === 'string' && typeof x.name === 'string' && typeof x.dice === 'string'
      ? [{ id: x.id, name: x.name, dice: x.dice, shareUrl: String(x.shareUrl ?? ''), playUrl: String(x.playUrl ?? '') }]
      : []
  })
}

export const myTaumaturgosQuery = queryOptions({
  queryKey: serverStateKeys.myTaumaturgos,
  queryFn: async (): Promise<AccountTaumaturgo[]> => {
    const res = await fetch('/api/alientos/taumaturgos', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    if (res.status === 401) return []
    if (!res.ok) throw new Error(`El servidor respondió ${res.status}.`)
    return readTaumaturgos(await res.json())
  },
  staleTime: 30_000,
})

/** The player's taumaturgos, only asked when someone is signed in. */
export function useMyTaumaturgos(signedIn: boolean) {
  return useQuery({ ...myTaumaturgosQuery, enabled: signedIn })
}

export function useSaveTaumaturgo() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (t: { name: string; dice: string }): Promise<AccountTaumaturgo> => {
      const body = await sendWrite<{ taumaturgo: unknown }>('POST', '/api/alientos/taumaturgos', t)
      const [saved] = readTaumaturgos({ taumaturgos: [body?.taumaturgo] })
      if (!saved) throw new Error('El servidor no ha dicho qué ha guardado.')
      return saved
    },
    onSuccess: () => client.invalidateQueries({ queryKey: serverStateKeys.alientos }),
  })
}

export function useDeleteTaumaturgo() {
  const client = useQueryClient()
  return useMutation({
    // A 404: it was already gone (deleted from another tab).
    mutationFn: async (id: string) => { await sendWrite('DELETE', `/api/alientos/taumaturgos/${encodeURIComponent(id)}`, undefined, [404]) },
    onSuccess: () => client.invalidateQueries({ queryKey: serverStateKeys.alientos }),
  })
}
