// The gate in front of the validate route's CPU work (issue 14: four anonymous clients sending the worst bodies
// pushed a card page from 5–22 ms to a median of 798 ms). Order is checked, never time.
import { describe, expect, it } from 'vitest'
import { HttpError } from './http'
import { WorkGate } from './work-gate'

const statusOf = async (p: Promise<unknown>) => {
  try {
    await p
    return 'ok'
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
}

describe('WorkGate', () => {
  it('issue 14: runs one piece at a time and lets other work in between pieces', async () => {
    const gate = new WorkGate({ maxRunning: 1, maxWaiting: 8, maxPerClient: 2 })
    const log: string[] = []
    const piece = (name: string) => () => {
      log.push(`${name} empieza`)
      // Work that never yields, like reading a deck list: nothing else may run in the middle of it.
      log.push(`${name} acaba`)
      return name
    }
    const all = Promise.all([gate.run('a', piece('A')), gate.run('b', piece('B')), gate.run('c', piece('C'))])
    // Another request arrives while the first piece is queued: it is served before the second piece starts.
    setImmediate(() => log.push('página de carta'))
    expect(await all).toEqual(['A', 'B', 'C'])
    expect(log.indexOf('página de carta')).toBeLessThan(log.indexOf('B empieza'))
    expect(log.filter((l) => l !== 'página de carta')).toEqual(['A empieza', 'A acaba', 'B empieza', 'B acaba', 'C empieza', 'C acaba'])
    expect(gate.stats).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('issue 14: one client holds at most two places (429); a full queue answers 503; both say when to retry', async () => {
    const gate = new WorkGate({ maxRunning: 1, maxWaiting: 2, maxPerClient: 2 })
    let release = () => undefined as void
    const blocker = new Promise<void>((resolve) => { release = resolve })
    const first = gate.run('a', () => blocker)
    const second = gate.run('a', () => 'a2')
    const third = gate.run('a', () => 'a3')
    expect(await statusOf(third)).toBe(429)
    const b = gate.run('b', () => 'b')
    const c = gate.run('c', () => 'c')
    expect(await statusOf(c)).toBe(503)
    try {
      await gate.run('d', () => 'd')
    } catch (error) {
      expect((error as HttpError).headers['Retry-After']).toBe('1')
    }
    release()
    await first
    expect([await second, await b]).toEqual(['a2', 'b'])
    expect(gate.stats).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('a piece that throws frees its place', async () => {
    const gate = new WorkGate({ maxRunning: 1, maxWaiting: 1, maxPerClient: 1 })
    await expect(gate.run('a', () => { throw new Error('mal') })).rejects.toThrow('mal')
    expect(await gate.run('a', () => 'otra vez')).toBe('otra vez')
  })
})
