// A client of the online-table contract for tests and the bench: an SSE reader (Node has no EventSource) and a
// player that acts only when its own stream says it is its decision, choosing uniformly among `legal`.
import type { Action } from '@/lib/engine'
import { readEvents } from '@/lib/online/client'
import type { SeatName } from '@/lib/online/view'
import type { WireState } from '@/lib/online/wire'

export type Stream = { close(): void; done: Promise<void>; comments: number }

/** Reads `text/event-stream` from `url`, calling `onState` for each `state` event. */
export function openStream(url: string, token: string | null, onState: (s: WireState, at: number) => void): Stream {
  const abort = new AbortController()
  const stream: Stream = { close: () => abort.abort(), done: Promise.resolve(), comments: 0 }
  stream.done = (async () => {
    const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal })
    if (!res.ok || !res.body) throw new Error(`stream ${url}: ${res.status} ${await res.text()}`)
    try {
      await readEvents(res.body, (event, data) => {
        if (event === 'state') onState(JSON.parse(data) as WireState, performance.now())
      }, () => { stream.comments += 1 })
    } catch (error) {
      if (!abort.signal.aborted) throw error
    }
  })()
  return stream
}

export async function post(url: string, token: string | null, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

/** A tiny seeded generator (mulberry32) so a run can be repeated. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type PlayerReport = {
  seat: SeatName
  /** Steps whose events this stream received (each step once). */
  stepsSeen: Set<number>
  actions: number
  conflicts: number
  final: WireState | null
  /** When this stream first showed each step (performance.now()). */
  arrivals: Map<number, number>
  /** When this player sent the action that made each step. */
  sent: Map<number, number>
  stream: Stream
}

/** Plays `seat` through `base` (an instance's origin) until the game ends; resolves with what it saw. */
export function playRandomly(base: string, id: string, seat: SeatName, token: string, random: () => number): Promise<PlayerReport> {
  return new Promise((resolve, reject) => {
    const report: PlayerReport = {
      seat, stepsSeen: new Set(), actions: 0, conflicts: 0, final: null, arrivals: new Map(), sent: new Map(),
      stream: undefined as unknown as Stream,
    }
    let actedAt = -1
    let finished = false
    // The reply to this player's last action may come after its stream showed the end.
    let pending: Promise<unknown> = Promise.resolve()
    const onState = (s: WireState, at: number) => {
      for (const e of s.events) report.stepsSeen.add(e.step)
      if (!report.arrivals.has(s.step)) report.arrivals.set(s.step, at)
      report.final = s
      if (s.status === 'finished' && !finished) {
        finished = true
        report.stream.close()
        void pending.then(() => resolve(report))
        return
      }
      if (s.status !== 'playing' || s.decider !== seat || s.legal.length === 0 || actedAt >= s.step) return
      actedAt = s.step
      const action = s.legal[Math.floor(random() * s.legal.length)]
      report.sent.set(s.step + 1, performance.now())
      pending = post(`${base}/api/tables/${id}/actions`, token, { step: s.step, action }).then((r) => {
        if (r.status === 200) report.actions += 1
        else if (r.status === 409) report.conflicts += 1
        else reject(new Error(`action at step ${s.step}: ${r.status} ${JSON.stringify(r.json)}`))
      }, reject)
    }
    report.stream = openStream(`${base}/api/tables/${id}/events`, token, onState)
    report.stream.done.catch(reject)
  })
}
