// The laboratory's queued jobs as React Query reads and writes (issue 28): a job's progress is a query polled every
// second while it is open (queued, running, or done with its report still being merged), and stops once it settles;
// queuing a job and cancelling one are mutations (a cancel reads the job again at once). Every request to
// /api/lab/jobs from the browser is here.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import type { LabJobView } from '@/lib/server/lab/jobs'

/** Whether the page should keep asking: the job can still change. */
export const isOpen = (job: LabJobView): boolean =>
  job.status === 'queued' || job.status === 'running' || (job.status === 'done' && job.report === null)

/** How often an open job is asked for. */
export const POLL_MS = 1000

async function readJob(id: string): Promise<LabJobView> {
  let res: Response
  try {
    res = await fetch(`/api/lab/jobs/${encodeURIComponent(id)}`, { cache: 'no-store', headers: { Accept: 'application/json' } })
  } catch (error) {
    throw new Error(`sin conexión con el servidor (${error instanceof Error ? error.message : String(error)}); se reintenta`)
  }
  const body = (await res.json().catch(() => null)) as { job?: LabJobView; error?: { message?: string } } | null
  if (!res.ok || body?.job === undefined) throw new Error(body?.error?.message ?? `respuesta ${res.status}`)
  return body.job
}

/** Job `id`'s state. */
export function labJobQuery(id: string) {
  return queryOptions({
    queryKey: serverStateKeys.labJob(id),
    queryFn: () => readJob(id),
    // The page arrives with the job as it was a moment ago: the first poll is a second later, not at once.
    staleTime: POLL_MS,
    // A failed poll is said and the next one tries again; the last state read stays on screen meanwhile.
    retry: false,
    refetchInterval: (query) => (query.state.data !== undefined && isOpen(query.state.data) ? POLL_MS : false),
  })
}

/** The job's state, starting from the one the server rendered the page with. */
export function useLabJob(initial: LabJobView) {
  return useQuery({ ...labJobQuery(initial.id), initialData: initial })
}

/** Cancels job `id`; the job is read again whatever the answer. */
export function useCancelLabJob(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const res = await fetch(`/api/lab/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' })
      if (!res.ok) throw new Error(`no se pudo cancelar (respuesta ${res.status})`)
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
