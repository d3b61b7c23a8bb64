// The event streams of online tables (server-sent events), and who is connected.
//
// Each process holds its own streams. When a table changes (the bus says so: this process's own actions at
// once, other instances' through PostgreSQL's NOTIFY), the process reads the row, catches its game up from the
// database, and sends every stream of that table its own viewer's state (a seat's view or the spectators'),
// each computed once per kind of viewer. Refreshes of one table never overlap: a change arriving meanwhile
// makes one more pass. A comment line goes to every stream every HEARTBEAT_MS, so proxies keep them open.
//
// Presence: a seat is connected while some instance holds a stream of it. Instances announce their counts
// on change and again with every heartbeat; an announcement not renewed for PRESENCE_TTL_MS is forgotten
// (a crashed instance's streams are gone too).
import type { BusMessage, TableBus } from './bus'
import { streamsPerClient, TABLE_LIMITS } from './limits'
import type { TableRow } from '../db'
import { clockDeadlineAny, liveForAny, readAnyTable, stateForAny, type AnyLive, type AnySeat } from './any-table'
import { isPlatformRow, type PlatformTableState } from './platform-tables'
import { defaultContext, tableError, type Context, type Presence } from './service'
import { testAwareContext } from './test-clock'
import type { TableState } from '@/lib/online/wire'

export const HEARTBEAT_MS = 20_000
const PRESENCE_TTL_MS = 3 * HEARTBEAT_MS

export type StreamSink = {
  /** Writes raw SSE text, or its UTF-8 bytes (shared between streams: never changed after); false once the stream is closed. */
  write(text: string | Uint8Array): boolean
  close(): void
}

type Conn = {
  table: string
  /** 'A' or 'B' at a Duelo de Masters table; 'A'…'F' at a Duelo de alientos one. */
  seat: AnySeat | null
  ip: string
  sink: StreamSink
  lastStep: number
  lastVersion: number
  closed: boolean
}

type Announced = { A: number; B: number; at: number }

/**
 * The stream of one client: text is queued as UTF-8 bytes for the response. A client that takes nothing (gone
 * without closing: a phone that lost its network) would make the queue grow without end, so past `maxBacklog`
 * bytes waiting the stream is ended with an error and `write` answers false: the hub then lets the stream go and
 * the seat shows disconnected.
 */
export function streamSink(maxBacklog: number = TABLE_LIMITS.streamBacklogBytes): { stream: ReadableStream<Uint8Array>; sink: StreamSink; onCancel(f: () => void): void } {
  const encoder = new TextEncoder()
  let open = true
  let cancelled = () => {}
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const stream = new ReadableStream<Uint8Array>({
    start(c) { controller = c },
    cancel() {
      open = false
      cancelled()
    },
    // Every event goes at once (no high-water mark); the bytes still queued are the backlog.
  }, new ByteLengthQueuingStrategy({ highWaterMark: 0 }))
  const sink: StreamSink = {
    write(text: string | Uint8Array) {
      if (!open) return false
      if (-(controller.desiredSize ?? 0) > maxBacklog) {
        open = false
        try { controller.error(new Error('El cliente no lee el flujo de eventos.')) } catch { /* already closed */ }
        return false
      }
      try {
        controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text)
        return true
      } catch {
        open = false
        return false
      }
    },
    close() {
      if (!open) return
      open = false
      try { controller.close() } catch { /* already closed */ }
    },
  }
  return { stream, sink, onCancel: (f) => { cancelled = f } }
}

export const encodeEvent = (state: TableState | PlatformTableState): string => `id: ${state.version}\nevent: state\ndata: ${JSON.stringify(state)}\n\n`

const utf8 = new TextEncoder()

/** First events recently encoded, by table, version, viewer and presence: a burst of opens encodes each once. */
const firstEvents = new Map<string, { bytes: Uint8Array; at: number }>()
const FIRST_EVENTS_MAX = 64
/** How long an encoded first event is reused: its clock readings (`clock.at`, time left) may be this old. */
const FIRST_EVENT_REUSE_MS = 250

/**
 * The bytes a new stream starts with (the reconnect delay, then the table as `seat` sees it), encoded once for all the
 * streams of the same table, version, viewer and presence that open together (issue 28: a thousand spectators opening
 * at once each built and encoded the whole state).
 */
export function firstEventBytes(row: TableRow, live: AnyLive | null, seat: AnySeat | null, presence: Presence, now: number): Uint8Array {
  const key = `${row.id}:${row.version}:${seat ?? '-'}:${Object.values(presence).map((p) => (p ? 1 : 0)).join('')}`
  const kept = firstEvents.get(key)
  if (kept !== undefined && now - kept.at <= FIRST_EVENT_REUSE_MS && now >= kept.at) return kept.bytes
  const bytes = utf8.encode(`retry: 2000\n\n${encodeEvent(stateForAny(row, live, seat, { presence, now }))}`)
  firstEvents.delete(key)
  firstEvents.set(key, { bytes, at: now })
  while (firstEvents.size > FIRST_EVENTS_MAX) firstEvents.delete(firstEvents.keys().next().value as string)
  return bytes
}

export class StreamHub {
  private readonly byTable = new Map<string, Set<Conn>>()
  /** Streams per seat of each table, kept as streams open and close: presence is asked on every open (issue 28). */
  private readonly seatCounts = new Map<string, Record<string, number>>()
  private readonly perIp = new Map<string, number>()
  private total = 0
  private readonly remote = new Map<string, Map<string, Announced>>()
  private readonly refreshing = new Map<string, { again: boolean; force: boolean }>()
  /** Rows this process wrote, handed over by the bus: a refresh uses them instead of reading the database. */
  private readonly written = new Map<string, TableRow>()
  private readonly timers = new Map<string, NodeJS.Timeout>()
  private readonly heartbeat: NodeJS.Timeout
  private readonly unsubscribe: () => void

  constructor(private readonly bus: TableBus, private readonly context: () => Context = defaultContext, heartbeatMs = HEARTBEAT_MS) {
    this.unsubscribe = bus.subscribe((m) => this.onMessage(m))
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs)
    this.heartbeat.unref()
  }

  /** Refuses (429) a client past its stream quota, or an instance past its own. */
  admit(ip: string): void {
    if (this.total >= TABLE_LIMITS.streamsPerInstance) {
      throw tableError(429, 'tooManyStreams', 'El servidor tiene demasiadas conexiones abiertas: vuelve a intentarlo en un momento.', undefined, {}, { 'Retry-After': '5' })
    }
    const held = this.perIp.get(ip) ?? 0
    const limit = streamsPerClient()
    if (held >= limit) {
      throw tableError(429, 'tooManyStreams', `Tienes ${held} conexiones de mesa abiertas, el máximo es ${limit}: cierra alguna pestaña.`, undefined, {}, { 'Retry-After': '5' })
    }
  }

  /** Registers a stream that is sent the table as it stood at `first` (its step and version) on connect. */
  open(table: string, seat: AnySeat | null, ip: string, sink: StreamSink, first: Pick<TableState, 'step' | 'version'> & { status: string }): Conn {
    this.admit(ip)
    // A stream opened on a waiting table has seen nothing of the game: the state that starts it brings the deal (step 0).
    const conn: Conn = { table, seat, ip, sink, lastStep: first.status === 'waiting' ? -1 : first.step, lastVersion: first.version, closed: false }
    let set = this.byTable.get(table)
    if (!set) this.byTable.set(table, (set = new Set()))
    set.add(conn)
    if (seat !== null) {
      const counts = this.seatCounts.get(table) ?? { A: 0, B: 0 }
      counts[seat] = (counts[seat] ?? 0) + 1
      this.seatCounts.set(table, counts)
    }
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1)
    this.total += 1
    if (seat !== null) void this.announce(table, true)
    return conn
  }

  close(conn: Conn): void {
    if (conn.closed) return
    conn.closed = true
    const set = this.byTable.get(conn.table)
    set?.delete(conn)
    const counts = conn.seat === null ? undefined : this.seatCounts.get(conn.table)
    if (counts !== undefined && conn.seat !== null) {
      counts[conn.seat] = (counts[conn.seat] ?? 1) - 1
      if (Object.values(counts).every((n) => n <= 0)) this.seatCounts.delete(conn.table)
    }
    if (set && set.size === 0) {
      this.byTable.delete(conn.table)
      const timer = this.timers.get(conn.table)
      if (timer) clearTimeout(timer)
      this.timers.delete(conn.table)
    }
    const held = (this.perIp.get(conn.ip) ?? 1) - 1
    if (held <= 0) this.perIp.delete(conn.ip)
    else this.perIp.set(conn.ip, held)
    this.total -= 1
    try {
      conn.sink.close()
    } catch {
      // already closed by the client
    }
    if (conn.seat !== null) void this.announce(conn.table, true)
  }

  /** Streams this process holds per seat of a table. */
  private localCounts(table: string): { A: number; B: number } {
    const counts = this.seatCounts.get(table)
    return counts === undefined ? { A: 0, B: 0 } : { A: counts.A ?? 0, B: counts.B ?? 0 }
  }

  /** Whether each seat has a stream open on any instance. */
  presence(table: string, now = Date.now()): Presence {
    const local = this.localCounts(table)
    const out: Presence = { A: local.A > 0, B: local.B > 0 }
    // Seats past B (Duelo de alientos' third to sixth taumaturgos): this process's streams only, as other instances
    // announce A and B alone.
    for (const [seat, n] of Object.entries(this.seatCounts.get(table) ?? {})) if (seat !== 'A' && seat !== 'B' && n > 0) out[seat as 'A'] = true
    for (const a of this.remote.get(table)?.values() ?? []) {
      if (now - a.at > PRESENCE_TTL_MS) continue
      if (a.A > 0) out.A = true
      if (a.B > 0) out.B = true
    }
    return out
  }

  /** Tells the other instances (and this one's streams, when `changed`) who is connected here. */
  private async announce(table: string, changed: boolean): Promise<void> {
    if (this.bus.shared) await this.bus.publish({ kind: 'presence', table, instance: this.bus.instance, ...this.localCounts(table) })
    if (changed) this.refresh(table, true)
  }

  private onMessage(m: BusMessage): void {
    if (m.kind === 'change') {
      if (m.row && this.byTable.has(m.table) && (this.written.get(m.table)?.version ?? -1) < m.row.version) this.written.set(m.table, m.row)
      this.refresh(m.table, false)
    }
    else if (m.kind === 'presence') {
      if (m.instance === this.bus.instance) return
      let map = this.remote.get(m.table)
      if (!map) this.remote.set(m.table, (map = new Map()))
      const before = this.presence(m.table)
      if (m.A === 0 && m.B === 0) map.delete(m.instance)
      else map.set(m.instance, { A: m.A, B: m.B, at: Date.now() })
      if (map.size === 0) this.remote.delete(m.table)
      const after = this.presence(m.table)
      if (before.A !== after.A || before.B !== after.B) this.refresh(m.table, true)
    } else {
      for (const table of this.byTable.keys()) this.refresh(table, true)
    }
  }

  /** Sends the table's streams its new state (coalesced: one pass at a time per table). */
  refresh(table: string, force: boolean): void {
    if (!this.byTable.has(table)) return
    const running = this.refreshing.get(table)
    if (running) {
      running.again = true
      running.force ||= force
      return
    }
    const mark = { again: false, force: false }
    this.refreshing.set(table, mark)
    void (async () => {
      let pass = force
      try {
        for (;;) {
          await this.push(table, pass)
          if (!mark.again) break
          pass = mark.force
          mark.again = false
          mark.force = false
        }
      } catch (error) {
        console.error(`Mesas: no se pudo enviar el estado de la mesa ${table}:`, error)
      } finally {
        this.refreshing.delete(table)
      }
    })()
  }

  /** A promise that resolves once no refresh of `table` is running (tests). */
  async settled(table: string): Promise<void> {
    while (this.refreshing.has(table)) await new Promise((r) => setTimeout(r, 5))
  }

  private async push(table: string, force: boolean): Promise<void> {
    const conns = this.byTable.get(table)
    if (!conns || conns.size === 0) return
    const ctx = this.context()
    const written = this.written.get(table)
    this.written.delete(table)
    let row: TableRow
    let live: AnyLive | null
    // A row just written here, without a clock to check or an expiry due, is as good as a fresh read.
    if (written && written.clockMs === null && !isPlatformRow(written) && written.expiresAt.getTime() > ctx.now()) {
      row = written
      live = row.status === 'waiting' ? null : await liveForAny(ctx, row)
    } else {
      try {
        ;({ row, live } = await readAnyTable(ctx, table, { token: null, userId: null, ip: '' }))
      } catch {
        // Gone (expired, deleted): the streams end; the page says so when it reconnects.
        for (const c of [...conns]) this.close(c)
        return
      }
    }
    const presence = this.presence(table)
    // One encoding per kind of viewer and starting step, its bytes shared by every stream that needs it.
    const cache = new Map<string, Uint8Array>()
    for (const c of [...conns]) {
      if (c.closed || (!force && row.version <= c.lastVersion)) continue
      const key = `${c.seat ?? '-'}:${c.lastStep}`
      let text = cache.get(key)
      if (text === undefined) {
        text = utf8.encode(encodeEvent(stateForAny(row, live, c.seat, { presence, since: c.lastStep, now: ctx.now() })))
        cache.set(key, text)
      }
      c.lastVersion = row.version
      // Nothing of the game was sent while the table waited: the state that starts it brings the deal (step 0).
      c.lastStep = live === null ? -1 : row.step
      if (!c.sink.write(text)) this.close(c)
    }
    this.armClock(table, clockDeadlineAny(row, live))
  }

  /** Wakes the table when the running clock runs out, so the game ends on time even with nobody acting. */
  private armClock(table: string, deadline: number | null): void {
    const old = this.timers.get(table)
    if (old) clearTimeout(old)
    this.timers.delete(table)
    if (deadline === null) return
    const timer = setTimeout(() => { this.timers.delete(table); this.refresh(table, false) }, Math.max(0, deadline - Date.now()) + 50)
    timer.unref()
    this.timers.set(table, timer)
  }

  private beat(): void {
    const now = Date.now()
    for (const [table, map] of this.remote) {
      for (const [instance, a] of map) if (now - a.at > PRESENCE_TTL_MS) map.delete(instance)
      if (map.size === 0) this.remote.delete(table)
    }
    for (const [table, conns] of this.byTable) {
      for (const c of [...conns]) if (!c.sink.write(': ping\n\n')) this.close(c)
      if (this.bus.shared) void this.announce(table, false)
    }
  }

  /** Open streams on this process (tests, health). */
  get size(): number {
    return this.total
  }

  dispose(): void {
    clearInterval(this.heartbeat)
    for (const t of this.timers.values()) clearTimeout(t)
    this.unsubscribe()
    for (const set of this.byTable.values()) for (const c of [...set]) this.close(c)
  }
}

const holder = globalThis as typeof globalThis & { __dmStreamHub?: { bus: TableBus; hub: StreamHub } }

/** This process's hub, on this process's bus. */
export function streamHub(bus: TableBus): StreamHub {
  if (holder.__dmStreamHub?.bus !== bus) {
    holder.__dmStreamHub?.hub.dispose()
    // DM_TABLE_HEARTBEAT_MS: a shorter heartbeat for tests (never longer than the contract's 25 s).
    const raw = Number(process.env.DM_TABLE_HEARTBEAT_MS)
    const beat = Number.isInteger(raw) && raw >= 50 && raw <= HEARTBEAT_MS ? raw : HEARTBEAT_MS
    holder.__dmStreamHub = { bus, hub: new StreamHub(bus, testAwareContext, beat) }
  }
  return holder.__dmStreamHub.hub
}
