// The tables' message bus (bus.ts): in-process on SQLite, LISTEN/NOTIFY on PostgreSQL. What it logs:
// a NOTIFY that fails while the bus is open is worth a line; one cut short by close() is not.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testDatabases } from '@/lib/server/testing/databases'
import { LocalBus, PostgresBus, type BusMessage } from './bus'

const change = { kind: 'change', table: 'mesa-de-prueba', version: 1 } as const

/** console.error's NOTIFY lines while `run` lasts. */
async function notifyErrors(run: () => Promise<void>): Promise<unknown[][]> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    await run()
    return spy.mock.calls.filter((args) => String(args[0]).includes('NOTIFY'))
  } finally {
    spy.mockRestore()
  }
}

afterEach(() => { vi.restoreAllMocks() })

describe.each(testDatabases())('the tables\' bus on $name', (db) => {
  if (db.name === 'sqlite') {
    it('in-process: a subscriber hears what is published until it unsubscribes, and closing is harmless', async () => {
      const bus = new LocalBus()
      const heard: BusMessage[] = []
      const stop = bus.subscribe((m) => heard.push(m))
      await bus.publish(change)
      stop()
      await bus.publish({ ...change, version: 2 })
      await bus.close()
      expect(heard).toEqual([change])
    })
  }

  if (db.name === 'postgresql') {
    it('a NOTIFY in flight when the bus closes logs nothing, and the local subscriber still heard it', async () => {
      const bus = new PostgresBus(db.url)
      await bus.ready()
      const heard: BusMessage[] = []
      bus.subscribe((m) => heard.push(m))
      const errors = await notifyErrors(async () => {
        const sent = bus.publish(change)
        await bus.close()
        await sent
      })
      expect(errors).toEqual([])
      expect(heard).toEqual([change])
    })

    it('a NOTIFY that fails while the bus is open is logged (the change stays in the database)', async () => {
      // Nothing listens on port 1: every connection is refused.
      const bus = new PostgresBus('postgresql://postgres@127.0.0.1:1/nada')
      const errors = await notifyErrors(async () => { await bus.publish(change) })
      await bus.close()
      expect(errors).toHaveLength(1)
    })
  }
})
