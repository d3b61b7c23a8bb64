// /cuenta's list of a signed-in player's Duelo de alientos duels (issue 31), on SQLite and PostgreSQL: found by the
// account in the `seats` JSON (not the Masters columns), every seat of theirs and no one else's, the duels waiting for
// their move first.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDatabases } from '@/lib/server/testing/databases'

vi.mock('server-only', () => ({}))

const { createPlatformTable, joinPlatformTable, platformCreateSchema, platformJoinSchema, platformTablesOfUser, forgetPlatformLives, readPlatformTable } = await import('./platform-tables')
const { tablesOfUser, forgetLiveTables } = await import('./service')
const { tableBus } = await import('./bus')

const EQUILIBRIO = 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1'
const caller = (userId: string | null) => ({ token: null, userId, ip: '203.0.113.7' })

describe.each(testDatabases())('a player\'s alientos duels on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000' })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    forgetLiveTables()
    forgetPlatformLives()
  })
  afterAll(async () => { await tableBus().close() })

  const ctx = () => ({ prisma: db.prisma, bus: tableBus(), now: Date.now })
  const create = async (userId: string | null, name: string, seats = 2) =>
    (await createPlatformTable(ctx(), caller(userId), platformCreateSchema.parse({ game: 'alientos', pool: EQUILIBRIO, seats, name, player: name }))).id
  const join = async (id: string, userId: string | null) => {
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    return (await joinPlatformTable(ctx(), row, caller(userId), platformJoinSchema.parse({ pool: EQUILIBRIO, player: userId ?? 'anónimo' }))).seat
  }

  it('lists every duel the account sits at, from the seats JSON, with its seat, and the ones waiting for its move first', async () => {
    const both = await create('user-ana', 'Ana y Bea')
    await join(both, 'user-bea')
    const waiting = await create('user-ana', 'Esperando', 3)
    const joined = await create(null, 'Anónima')
    expect(await join(joined, 'user-ana')).toBe('B')
    const others = await create('user-carla', 'De Carla')
    await join(others, 'user-bea')

    const ana = await platformTablesOfUser(db.prisma, 'user-ana')
    expect(ana.map((t) => t.id).sort()).toEqual([both, waiting, joined].sort())
    expect(Object.fromEntries(ana.map((t) => [t.id, [t.seat, t.status, t.seatsTaken, t.seatCount]]))).toEqual({
      [both]: ['A', 'playing', 2, 2], [waiting]: ['A', 'waiting', 1, 3], [joined]: ['B', 'playing', 2, 2],
    })
    const bea = await platformTablesOfUser(db.prisma, 'user-bea')
    expect(bea.map((t) => t.id).sort()).toEqual([both, others].sort())

    for (const [user, list] of [['user-ana', ana], ['user-bea', bea]] as const) {
      for (const t of list) {
        // The decider is the table's own, as a seat reading it is told.
        const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id: t.id } })
        const read = await readPlatformTable(ctx(), row, caller(user))
        const decider = read.live === null ? null : (await import('@/lib/alientos/platform')).alientosGame.decider(read.live.state as never)
        expect(t.yourMove).toBe(decider !== null && decider === read.seat)
      }
      const rank = list.map((t) => (t.yourMove ? 0 : t.status === 'playing' ? 1 : t.status === 'waiting' ? 2 : 3))
      expect(rank).toEqual([...rank].sort((a, b) => a - b))
    }
    // On the table Ana and Bea share, exactly one of them is waited for, whichever the dice chose.
    const shared = [ana, bea].map((l) => l.find((t) => t.id === both)?.yourMove)
    expect(shared.filter(Boolean)).toHaveLength(1)
    // Masters' list (userA/userB columns) does not take them for Masters tables.
    expect(await tablesOfUser(db.prisma, 'user-ana')).toEqual([])
  })

  it('leaves out duels that have expired', async () => {
    const id = await create('user-ana', 'Vieja')
    await db.prisma.onlineTable.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await platformTablesOfUser(db.prisma, 'user-ana')).toEqual([])
  })
})
