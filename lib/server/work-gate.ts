// A gate for CPU-bound request work (reading and judging a deck list): one piece of work runs at a time per process,
// a few wait their turn, and each client (address, IPv6 /64) may hold only a couple of places. Node runs JavaScript on
// one thread, so four clients sending the heaviest bodies back to back used to keep it busy and pushed every other
// reply (a card page) behind all their work; through the gate another request waits for at most one piece of work,
// since the gate yields to the event loop between pieces, and a client asking for more is told to wait (429) or,
// when the queue is full, to come back shortly (503).
import { HttpError } from './http'

export type WorkGateOptions = {
  /** Pieces of work running at once (1: each runs to the end before the next starts). */
  maxRunning: number
  /** Pieces waiting their turn; one more is refused with 503. */
  maxWaiting: number
  /** Places (running or waiting) one client may hold; one more is refused with 429. */
  maxPerClient: number
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

export class WorkGate {
  private running = 0
  private readonly waiting: (() => void)[] = []
  private readonly perClient = new Map<string, number>()

  constructor(private readonly options: WorkGateOptions) {}

  /** Runs `work` when its turn comes; refuses at once (429/503) when the client or the queue is full. */
  async run<T>(client: string, work: () => T | Promise<T>): Promise<T> {
    const held = this.perClient.get(client) ?? 0
    if (held >= this.options.maxPerClient) {
      throw new HttpError(429, 'Ya hay otras listas tuyas validándose: espera a que terminen y vuelve a intentarlo.', undefined, {}, { 'Retry-After': '1' })
    }
    if (this.running >= this.options.maxRunning && this.waiting.length >= this.options.maxWaiting) {
      throw new HttpError(503, 'El servidor está validando muchas listas ahora mismo: vuelve a intentarlo en un momento.', undefined, {}, { 'Retry-After': '1' })
    }
    this.perClient.set(client, held + 1)
    try {
      if (this.running >= this.options.maxRunning) await new Promise<void>((resolve) => this.waiting.push(resolve))
      else this.running += 1
      // Whatever else arrived meanwhile (a card page) goes first.
      await yieldToEventLoop()
      try {
        return await work()
      } finally {
        const next = this.waiting.shift()
        // The place passes straight to the next in line (running stays the same), or is freed.
        if (next) next()
        else this.running -= 1
      }
    } finally {
      const left = (this.perClient.get(client) ?? 1) - 1
      if (left <= 0) this.perClient.delete(client)
      else this.perClient.set(client, left)
    }
  }

  get stats(): { running: number; waiting: number; clients: number } {
    return { running: this.running, waiting: this.waiting.length, clients: this.perClient.size }
  }
}
