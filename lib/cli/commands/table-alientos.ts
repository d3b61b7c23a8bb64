// `dm table … --game alientos` (issue 31): the same orders as for Duelo de Masters' tables (create, join, state, act,
// resign, watch) against a Duelo de alientos table, through the same routes (docs/online-api.md): a seat brings its
// 15 dice (`pool`) and a name, the state is the open duel, and the actions are the ones `legal` lists, numbered.
import { z } from 'zod'
import { describeEvent } from '../../alientos/describe'
import type { AlientosEvent } from '../../alientos/events'
import { callContract, readEvents, type Fetch, type Reply } from '../../online/client'

const platformStateSchema = z.object({
  id: z.string(), game: z.literal('alientos'), status: z.enum(['waiting', 'playing', 'finished']), step: z.number().int(),
  seat: z.string().nullable(), decider: z.string().nullable(), legal: z.array(z.record(z.string(), z.unknown())),
  result: z.object({ winner: z.string().nullable(), winners: z.array(z.string()), reason: z.string() }).nullable(),
  view: z.object({ taumaturgos: z.array(z.object({ name: z.string(), pain: z.number(), eliminated: z.boolean() }).loose()) }).loose().nullable(),
  seatCount: z.number().int(), seats: z.record(z.string(), z.object({ taken: z.boolean(), name: z.string() }).loose()),
  events: z.array(z.object({ step: z.number().int(), events: z.array(z.record(z.string(), z.unknown())) })),
}).loose()
export type AlientosWireState = z.output<typeof platformStateSchema>

const createdSchema = z.object({ id: z.string(), seat: z.string(), token: z.string(), joinUrl: z.string(), spectateUrl: z.string() }).loose()
const joinedSchema = z.object({ seat: z.string(), token: z.string() }).loose()

/** The calls of the contract for an alientos table. */
export class AlientosTableClient {
  readonly base: string
  constructor(server: string, private readonly fetchImpl: Fetch = (input, init) => fetch(input, init)) {
    this.base = server.replace(/\/+$/, '')
  }

  private call<T>(method: string, path: string, token: string | null, schema: z.ZodType<T>, body?: unknown): Promise<Reply<T>> {
    const badReply = 'El servidor respondió algo que no es una mesa de Duelo de alientos (¿es otra clase de mesa? quita --game).'
    return callContract(this.fetchImpl, this.base, { method, path, token, schema, body, badReply })
  }

  create(body: { pool: string; seats: number; seat: string; visibility: 'link' | 'public'; name: string; player: string }) {
    return this.call('POST', '/api/tables', null, createdSchema, { game: 'alientos', ...body })
  }
  join(id: string, pool: string, player: string) { return this.call('POST', `/api/tables/${id}/join`, null, joinedSchema, { pool, player }) }
  state(id: string, token: string | null) { return this.call('GET', `/api/tables/${id}`, token, platformStateSchema) }
  act(id: string, token: string, step: number, action: Record<string, unknown>) { return this.call('POST', `/api/tables/${id}/actions`, token, platformStateSchema, { step, action }) }
  resign(id: string, token: string) { return this.call('POST', `/api/tables/${id}/resign`, token, platformStateSchema) }

  /** The table's event stream, each `state` event checked like a reply. */
  events(id: string, token: string | null, onState: (state: AlientosWireState) => void): { close(): void; done: Promise<void> } {
    const abort = new AbortController()
    const done = (async () => {
      const res = await this.fetchImpl(`${this.base}/api/tables/${id}/events`, { headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal: abort.signal })
      if (!res.ok || !res.body) throw new Error(`El servidor respondió ${res.status} sin flujo de eventos.`)
      try {
        await readEvents(res.body, (event, data) => {
          if (abort.signal.aborted || event !== 'state') return
          const parsed = platformStateSchema.safeParse(JSON.parse(data))
          if (!parsed.success) throw new Error('El flujo de eventos trajo un estado que no es de una mesa de Duelo de alientos.')
          onState(parsed.data)
        }, undefined, abort.signal)
      } catch (error) {
        if (!abort.signal.aborted) throw error
      }
    })()
    return { close: () => abort.abort(), done }
  }
}

const nameOf = (state: AlientosWireState, letter: string) => state.seats[letter]?.name || `Taumaturgo ${'ABCDEF'.indexOf(letter) + 1}`

/** The result line, from the caller's seat (null: a spectator). */
export function alientosResultLine(state: Pick<AlientosWireState, 'result' | 'seat' | 'seats'>): string {
  const r = state.result
  if (r === null) return 'Duelo terminado.'
  if (r.winners.length === 0) return `Sin ganador (${r.reason}).`
  if (state.seat !== null) return r.winners.includes(state.seat) ? `Has ganado (${r.reason}).` : `Has perdido (${r.reason}).`
  return r.winners.length === 1 ? `Gana ${nameOf(state as AlientosWireState, r.winners[0] as string)} (${r.reason}).` : `Empate entre ${r.winners.map((w) => nameOf(state as AlientosWireState, w)).join(', ')} (${r.reason}).`
}

/** An action in one line: its type and fields. */
export const alientosActionLine = (a: Record<string, unknown>): string => {
  const parts = Object.entries(a).filter(([k]) => k !== 'type').map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
  return parts.length > 0 ? `${String(a.type)} · ${parts.join(' · ')}` : String(a.type)
}

export function alientosStateLines(state: AlientosWireState): string[] {
  const status = state.status === 'waiting'
    ? `esperando taumaturgos (${Object.values(state.seats).filter((s) => s.taken).length} de ${state.seatCount})`
    : state.status === 'playing' ? 'en juego' : 'terminado'
  const out = [`Duelo de alientos ${state.id} · ${status} · paso ${state.step}`]
  out.push(state.seat === null ? 'Miras como espectador.' : `Eres el asiento ${state.seat} (${nameOf(state, state.seat)}).`)
  state.view?.taumaturgos.forEach((t, i) => out.push(`  ${'ABCDEF'[i]}. ${t.name}: dolor ${t.pain}${t.eliminated ? ' · eliminado' : ''}`))
  if (state.status === 'finished') out.push(alientosResultLine(state))
  else if (state.decider !== null) {
    out.push(state.decider === state.seat ? 'Te toca decidir.' : `Decide ${nameOf(state, state.decider)} (asiento ${state.decider}).`)
    if (state.legal.length > 0) {
      out.push(`Acciones (dm table act <mesa> <n> --game alientos --step ${state.step}):`)
      state.legal.forEach((a, i) => out.push(`  ${i + 1}. ${alientosActionLine(a)}`))
    }
  }
  return out
}

/** The events after `afterStep`, one line each, in the duel's words. */
export function alientosEventLines(state: AlientosWireState, afterStep: number): string[] {
  const names = state.view?.taumaturgos ?? []
  return state.events.filter((e) => e.step > afterStep).flatMap((e) => e.events.map((ev) => `[${e.step}] ${describeEvent(ev as unknown as AlientosEvent, names)}`))
}
