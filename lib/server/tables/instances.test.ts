// Server instances as separate processes (the table routes behind testing/instance.ts) sharing one database:
// on SQLite one instance, on PostgreSQL two, one seat on each, each client acting only on its own event stream.
// A whole random game runs to its end, every step's events reach both streams, and the streams' heartbeat
// comments arrive.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { REPO_ROOT, testDatabases } from '@/lib/server/testing/databases'
import { openStream, playRandomly, post, seeded } from './testing/client'

const children: ChildProcess[] = []
afterAll(() => { for (const c of children) c.kill('SIGTERM') })

/** Starts one instance on a free port; resolves with its origin. */
function startInstance(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'lib/server/tables/testing/instance.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', DM_TABLE_HEARTBEAT_MS: '300', DM_TABLE_ACTION_RATE: '100000', DM_TABLE_CREATE_LIMIT: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let err = ''
    child.stderr?.on('data', (c: Buffer) => { err += c.toString() })
    child.stdout?.on('data', (c: Buffer) => {
      const m = /listening (\d+)/.exec(c.toString())
      if (m) resolve(`http://127.0.0.1:${m[1]}`)
    })
    child.on('exit', (code) => reject(new Error(`instance exited ${code}: ${err}`)))
  })
}

describe.each(testDatabases())('a whole game across server instances on $name', (db) => {
  it(`plays to the end with every step's events delivered to both seats' streams`, async () => {
    const instances = db.name === 'postgresql' ? await Promise.all([startInstance(db.url), startInstance(db.url)]) : [await startInstance(db.url)]
    const [first, second = first] = instances as [string, string?]
    const codes = getBoxedDecks().map((b) => encodeShareCode(b.deck))
    const created = await post(`${first}/api/tables`, null, { deck: codes[0], seat: 'A' })
    expect(created.status).toBe(201)
    const id = created.json.id as string
    const joined = await post(`${second}/api/tables/${id}/join`, null, { deck: codes[1] })
    expect(joined.status).toBe(201)
    const [a, b] = await Promise.all([
      playRandomly(first, id, 'A', created.json.token as string, seeded(1)),
      playRandomly(second, id, 'B', joined.json.token as string, seeded(2)),
    ])
    const last = a.final?.step ?? -1
    expect(a.final?.status).toBe('finished')
    expect(b.final?.step).toBe(last)
    expect(a.actions + b.actions).toBe(last)
    expect(last).toBeGreaterThan(0)
    // Ended by the rules (a capture, no Dalmas…), not by the table's own limits.
    expect(['capture', 'allDalmasLost', 'exhaustedWithoutDalma', 'forcedOffensiveFailed', 'draw']).toContain(a.final?.result?.reason)
    const all = Array.from({ length: last }, (_, k) => k + 1)
    expect(all.filter((k) => !a.stepsSeen.has(k))).toEqual([])
    expect(all.filter((k) => !b.stepsSeen.has(k))).toEqual([])
    // Heartbeats (every 300 ms here): a game played faster than that may see none while it lasts, so a stream on
    // each instance stays open until one arrives.
    const watchers = [...new Set([first, second])].map((origin) => openStream(`${origin}/api/tables/${id}/events`, null, () => {}))
    try {
      await expect.poll(() => Math.min(...watchers.map((w) => w.comments)), { timeout: 10_000 }).toBeGreaterThan(0)
    } finally {
      for (const w of watchers) w.close()
      await Promise.all(watchers.map((w) => w.done.catch(() => {})))
    }
    const record = await fetch(`${second}/api/tables/${id}/record`)
    expect(record.status).toBe(200)
    expect(((await record.json()) as { log: unknown[] }).log).toHaveLength(last)
  }, 240_000)
})
