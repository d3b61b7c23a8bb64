// The laboratory's queued jobs as React Query reads and writes (issue 28): a job's progress is a query polled every
// second while it is open (queued, running, or done with its report still being merged), and stops once it settles;
// a refused poll (429, 503) waits what the server's Retry-After asks before the next one. Queuing a job and cancelling one are mutations (a cancel reads the job again at once). Every request to
// /api/lab/jobs from the browser is here.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import type { LabJobView } from '@/lib/server/lab/jobs'

/** Whether the page should keep asking: the job can still change. */
export const isOpen = (job: LabJobView): boolean =>
  job.status === 'queued' || job.status === 'running' || (job.status === 'done' && job.report === null)

/** A read of a job: the job, and whether this account or browser queued it (`yours`: only its owner may cancel it).
 *  `yours` is null until the API has said: the page is rendered without the browser's lab token, whose cookie goes
 *  only to /api/lab. */
export type LabJobRead = { job: LabJobView; yours: boolean | null }

/** Whether to offer «Cancelar»: the job can still change and the server said this reader owns it. */
export const canCancel = (read: LabJobRead): boolean => read.yours === true && isOpen(read.job)

/** How often an open job is asked for. */
export const POLL_MS = 1000
/** How long to wait after a refusal that did not say (a 429 or 503 without Retry-After), and the longest wait. */
export const REFUSED_WAIT_MS = 10_000
export const LONGEST_WAIT_MS = 5 * 60_000

/** The server refused the poll for now (429, or 503): the next one waits `waitMs`, as its Retry-After asked. */
export class PollRefused extends Error {
  constructor(message: string, readonly waitMs: number) {
    super(message)
    this.name = 'PollRefused'
  }
}

/** Retry-After (seconds, or an HTTP date) in ms, kept between one poll and LONGEST_WAIT_MS; REFUSED_WAIT_MS when
 *  absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? ''
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : value === '' ? NaN : Date.parse(value) - now
  return Number.isFinite(ms) ? Math.min(LONGEST_WAIT_MS, Math.max(POLL_MS, ms)) : REFUSED_WAIT_MS
}

/** How much longer the last refusal asks to wait (0 when there is none, or it has passed). */
function refusalLeft(query: { state: { error: Error | null; errorUpdatedAt: number } }, now = Date.now()): number {
  const { error, errorUpdatedAt } = query.state
  return error instanceof PollRefused ? Math.max(0, errorUpdatedAt + error.waitMs - now) : 0
}

async function readJob(id: string): Promise<LabJobRead> {
  let res: Response
  try {
    res = await fetch(`/api/lab/jobs/${encodeURIComponent(id)}`, { cache: 'no-store', headers: { Accept: 'application/json' } })
  } catch (error) {
    throw new Error(`sin conexión con el servidor (${error instanceof Error ? error.message : String(error)}); se reintenta`)
  }
  const body = (await res.json().catch(() => null)) as { job?: LabJobView; yours?: boolean; error?: { message?: string } } | null
  const message = body?.error?.message ?? `respuesta ${res.status}`
  if (res.status === 429 || res.status === 503) throw new PollRefused(message, retryAfterMs(res.headers.get('retry-after')))
  if (!res.ok || body?.job === undefined) throw new Error(message)
  return { job: body.job, yours: body.yours === true }
}

/** Job `initial.id`'s state, starting from the one the server rendered the page with. */
export function labJobQuery(initial: LabJobView) {
  const open = isOpen(initial)
  return queryOptions({
    queryKey: serverStateKeys.labJob(initial.id),
    queryFn: () => readJob(initial.id),
    initialData: { job: initial, yours: null } as LabJobRead,
    // An open job is read at once on arrival (to learn whether it is this reader's to cancel), then every second;
    // a settled one is not read again.
    initialDataUpdatedAt: open ? 0 : undefined,
    staleTime: POLL_MS,
    // A failed poll is said and the next one tries again; the last state read stays on screen meanwhile.
    retry: false,
    // After a 429 or 503 the next poll waits what the server asked (Retry-After), and so does a reconnection.
    refetchInterval: (query) => (query.state.data !== undefined && isOpen(query.state.data.job) ? Math.max(POLL_MS, refusalLeft(query)) : false),
    refetchOnReconnect: (query) => refusalLeft(query) === 0,
  })
}

/** The job's state, starting from the one the server rendered the page with. */
export function useLabJob(initial: LabJobView) {
  return useQuery(labJobQuery(initial))
}

/** Cancels job `id`; the job is read again whatever the answer. */
export function useCancelLabJob(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const res = await fetch(`/api/lab/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' })
      if (res.ok) return
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
      throw new Error(body?.error?.message ?? `no se pudo cancelar (respuesta ${res.status})`)
    },
    onSettled: () => client.invalidateQueries({ queryKey: serverStateKeys.labJob(id) }),
  })
}

/** Queues a spec on the server; resolves with the new job's id, or throws the server's words. */
export function useQueueLabJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (spec: unknown): Promise<string> => {
      let res: Response
      try {
        res = await fetch('/api/lab/jobs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ spec }) })
      } catch (error) {
        throw new Error(`no se pudo enviar (${error instanceof Error ? error.message : String(error)})`)
      }
      const body = (await res.json().catch(() => null)) as { id?: string; error?: { message?: string } } | null
      if (!res.ok || body?.id === undefined) throw new Error(body?.error?.message ?? `respuesta ${res.status}`)
      return body.id
    },
    onSuccess: () => client.invalidateQueries({ queryKey: serverStateKeys.labJobs }),
  })
}
