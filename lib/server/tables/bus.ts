// How the server instances tell each other that a table changed (issue 18).
//
// - SQLite (the embedded default): one instance serves everything; messages go to this process's listeners.
// - PostgreSQL: any number of instances share the database, and each one LISTENs on one channel through a
//   dedicated `pg` client (pg is already the driver under Prisma's adapter; no library on top). A change is
//   published with pg_notify after its transaction committed, so a listener that hears it finds it in the
//   database. Messages carry ids and counters only, never anything of the game. Every instance also hears
//   its own notifications; it has already delivered those locally, so it drops them by instance id.
//   A lost connection is reopened with a growing pause; listeners are then told to resynchronise, since
//   notifications sent meanwhile are lost (NOTIFY keeps nothing for absent listeners).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { databaseUrl, isPostgresUrl, type TableRow } from '../db'

export const CHANNEL = 'dm_tables'

export type BusMessage =
  /**
   * The table's row changed: an action, a join, a resignation, a time-out. In this process the message also
   * carries the row as written (`row`, never sent to other instances), so local streams need not read it back.
   */
  | { kind: 'change'; table: string; version: number; row?: TableRow }
  /** How many streams `instance` holds for each seat of the table (sent on change and re-sent as a heartbeat). */
  | { kind: 'presence'; table: string; instance: string; A: number; B: number }
  /** Not sent: the bus reconnected and notifications may have been missed. */
  | { kind: 'resync' }

export type BusListener = (message: BusMessage) => void

export interface TableBus {
  /** Identifies this process among the instances. */
  readonly instance: string
  /** True when other processes may be listening (PostgreSQL). */
  readonly shared: boolean
  publish(message: Exclude<BusMessage, { kind: 'resync' }>): Promise<void>
  subscribe(listener: BusListener): () => void
  /** Resolves once this process hears the others (LISTEN in place): a stream reads its first state only then. */
  ready(): Promise<void>
  close(): Promise<void>
}

class Listeners {
  private readonly set = new Set<BusListener>()
  add(listener: BusListener): () => void {
    this.set.add(listener)
    return () => { this.set.delete(listener) }
  }
  emit(message: BusMessage): void {
    for (const listener of this.set) {
      try {
        listener(message)
      } catch (error) {
        console.error('Mesas: un oyente del bus falló:', error)
      }
    }
  }
}

/** In-process delivery: one instance. */
export class LocalBus implements TableBus {
  readonly instance = randomBytes(6).toString('base64url')
  readonly shared = false
  private readonly listeners = new Listeners()
  async publish(message: Exclude<BusMessage, { kind: 'resync' }>): Promise<void> {
    this.listeners.emit(message)
  }
  subscribe(listener: BusListener): () => void {
    return this.listeners.add(listener)
  }
  async ready(): Promise<void> {}
  async close(): Promise<void> {}
}

/** Largest pause between reconnection attempts. */
const MAX_BACKOFF_MS = 10_000

type Wire = [instance: string, message: Exclude<BusMessage, { kind: 'resync' }>]

/** LISTEN/NOTIFY on one PostgreSQL channel; local listeners hear local messages at once. */
export class PostgresBus implements TableBus {
  readonly instance = randomBytes(6).toString('base64url')
  readonly shared = true
  private readonly listeners = new Listeners()
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private closed = false
  private backoff = 250

  constructor(private readonly url: string) {
    void this.connect().catch(() => undefined)
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url })
      client.on('notification', (n) => { if (n.channel === CHANNEL && n.payload) this.receive(n.payload) })
      client.on('error', (error) => this.drop(client, error))
      client.on('end', () => this.drop(client, null))
      try {
        await client.connect()
        await client.query(`LISTEN ${CHANNEL}`)
      } catch (error) {
        this.connecting = null
        await client.end().catch(() => undefined)
        this.scheduleReconnect()
        throw error
      }
      const wasReconnect = this.backoff > 250
      this.backoff = 250
      this.client = client
      this.connecting = null
      if (wasReconnect) this.listeners.emit({ kind: 'resync' })
      return client
    })()
    return this.connecting
  }

  private drop(client: pg.Client, error: unknown): void {
    if (this.client !== client) return
    this.client = null
    if (error) console.error('Mesas: se perdió la conexión LISTEN con PostgreSQL; se reintenta.', error)
    void client.end().catch(() => undefined)
    this.scheduleReconnect()
  }

  private scheduleReconnect(): void {
    if (this.closed) return
    const wait = this.backoff
    this.backoff = Math.min(MAX_BACKOFF_MS, this.backoff * 2)
    setTimeout(() => { if (!this.closed) void this.connect().catch(() => undefined) }, wait).unref()
  }

  private receive(payload: string): void {
    let wire: Wire
    try {
      wire = JSON.parse(payload) as Wire
    } catch {
      return
    }
    if (!Array.isArray(wire) || wire[0] === this.instance || typeof wire[1] !== 'object' || wire[1] === null) return
    this.listeners.emit(wire[1])
  }

  async publish(message: Exclude<BusMessage, { kind: 'resync' }>): Promise<void> {
    this.listeners.emit(message)
    if (this.closed) return
    try {
      const client = await this.connect()
      const wire: Wire = [this.instance, message.kind === 'change' ? { kind: 'change', table: message.table, version: message.version } : message]
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(wire)])
    } catch (error) {
      // A NOTIFY cut short by close() is no failure: this instance is going away, and the others read
      // the change from the database like any other (so shutting down logs nothing).
      if (this.closed) return
      // The change is in the database: other instances catch up on their next read or resync.
      console.error('Mesas: no se pudo avisar a las otras instancias (NOTIFY).', error)
    }
  }

  subscribe(listener: BusListener): () => void {
    return this.listeners.add(listener)
  }

  async ready(): Promise<void> {
    await this.connect()
  }

  async close(): Promise<void> {
    this.closed = true
    const client = this.client
    this.client = null
    await client?.end().catch(() => undefined)
  }
}

const holder = globalThis as typeof globalThis & { __dmTableBus?: { url: string; bus: TableBus } }

/** This process's bus for DATABASE_URL: PostgreSQL's LISTEN/NOTIFY, or in-process for SQLite. */
export function tableBus(): TableBus {
  const url = databaseUrl()
  if (holder.__dmTableBus?.url !== url) {
    void holder.__dmTableBus?.bus.close()
    holder.__dmTableBus = { url, bus: isPostgresUrl(url) ? new PostgresBus(url) : new LocalBus() }
  }
  return holder.__dmTableBus.bus
}
