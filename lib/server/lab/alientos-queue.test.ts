// Duelo de alientos in the laboratory's job queue (issue 31): a sweep of dice mixes is a queued job like a Masters
// one, through the game's kernel (kernels.ts). Its shards, claimed under leases, one resumed from a checkpoint, or
// played by a `dm lab worker` thread, merge into the report of a local run, on SQLite and PostgreSQL; and the queue's
// rules (owner quotas, the size bound, fair shares across owners) are the same whatever the game.
import { describe, expect, it } from 'vitest'
import { alientosSweepKernel } from '../../alientos/lab/kernel'
import { mergeSweepTallies, playSweepShard, sweepReport, sweepSpecSchema } from '../../alientos/lab/sweep'
import { memoryIO } from '../../cli/io'
import { registry } from '../../cli/registry'
import { runCli } from '../../cli/run'
import { boxedDecks } from '../../cli/testing/boxed-decks'
import { testDatabases } from '../testing/databases'
import { claimNextShard, completeShard, saveCheckpoint } from './claims'
import { createLabJob, forgetLabViews, JobTooLarge, labJobView, QueueFull, type LabOwner } from './jobs'
import { kernelOf } from './kernels'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')

const spec = sweepSpecSchema.parse({
  mixes: [
    { name: 'Equilibrio', dice: 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1' },
    { name: 'Furia', dice: 'odio:9,calma:3,cambio:2,renovacion:1' },
    { name: 'Muralla', dice: 'odio:3,calma:9,umbra:2,renovacion:1' },
  ],
  bots: ['random', 'greedy'], games: 6, seed: 31,
})
/** The local run: every game index in one go. */
const local = { format: 'dm-alientos-sweep-report', version: 1, report: sweepReport(spec, playSweepShard(spec, [0, spec.games])) }
const masters = {
  kind: 'run', decks: { A: { name: 'Caja 1', deck: caja1 }, B: { name: 'Caja 2', deck: caja2 } },
  bots: { A: 'random', B: 'random' }, seed: 'cola', games: 2, variant: 'none', maxTurns: 6, mirror: false,
} as const
const owner = (name: string, address = '192.0.2.1'): LabOwner => ({ kind: 'anonymous', tokenHash: name, address })

describe('the alientos sweep kernel', () => {
  it('is the kernel of a spec marked game «alientos»; every other spec stays Duelo de Masters\'', () => {
    expect(kernelOf(spec).id).toBe('alientos-sweep')
    expect(kernelOf(masters).id).toBe('masters')
    expect(kernelOf({ ...masters, kind: 'sweep' }).id).toBe('masters')
    // A checkpoint's tally so far merges with the rest of its shard into the shard's tally.
    let checkpoint: unknown = null
    const whole = alientosSweepKernel.playShard(spec, [0, 3], { catalogue: () => null }, (done, sofar) => { if (done === 1) checkpoint = structuredClone(sofar) })
    const head = alientosSweepKernel.parseTally(spec, checkpoint)
    expect(head.ranges).toEqual([[0, 1]])
    expect(mergeSweepTallies(head, playSweepShard(spec, [1, 3]))).toEqual(whole)
    expect(() => alientosSweepKernel.parseTally(spec, { ...whole, arms: whole.arms.slice(1) })).toThrow('series')
  })
})

describe.each(testDatabases())('alientos sweeps in the laboratory queue on $name', (db) => {
  it('shards claimed out of order, one resumed from its checkpoint, merge into the local run\'s report', async () => {
    await db.reset()
    forgetLabViews()
    const job = await createLabJob(db.prisma, spec, catalogue, { owner: owner('alientos'), shardGames: 2 })
    expect(job.shards).toBe(3)
    const claims = []
    for (let k = 0; k < 3; k++) {
      const c = await claimNextShard(db.prisma, `prueba-${k}`)
      if (c === null) throw new Error('no shard')
      expect(c.spec).toEqual(spec)
      claims.push(c)
    }
    const [first, second, third] = claims
    if (first === undefined || second === undefined || third === undefined) throw new Error('three claims')
    const head = playSweepShard(spec, [first.shard[0], first.shard[0] + 1])
    expect(await saveCheckpoint(db.prisma, first, head, 1)).toBe('held')
    expect(await completeShard(db.prisma, third, playSweepShard(spec, third.shard))).toBe('held')
    expect(await completeShard(db.prisma, second, playSweepShard(spec, second.shard))).toBe('held')
    forgetLabViews()
    expect((await labJobView(db.prisma, job.id))?.status).toBe('running')
    expect(await completeShard(db.prisma, first, mergeSweepTallies(head, playSweepShard(spec, [first.shard[0] + 1, first.shard[1]])))).toBe('held')
    forgetLabViews()
    const view = await labJobView(db.prisma, job.id)
    expect(view).toMatchObject({ status: 'done', kind: 'alientos-sweep', games: 6, plays: 6 * 6, catalogueVersion: 'alientos-1' })
    expect(view?.report).toEqual(local)
  }, 60_000)

  it('dm alientos sweep --queue stores the sweep; a dm lab worker thread plays it through the kernel; its report is the local run\'s', async () => {
    await db.reset()
    forgetLabViews()
    const cli = async (args: string[]) => { const io = memoryIO(process.cwd()); const code = await runCli(args, io, registry); return { code, ...io.text() } }
    const before = process.env.DATABASE_URL
    process.env.DATABASE_URL = db.url
    try {
      const mixes = spec.mixes.flatMap((m, i) => ['--mix', `${m.name}=${['odio:6,calma:6,cambio:1,renovacion:1,umbra:1', 'odio:9,calma:3,cambio:2,renovacion:1', 'odio:3,calma:9,umbra:2,renovacion:1'][i]}`])
      const queued = await cli(['alientos', 'sweep', ...mixes, '--bots', 'random,greedy', '--games', '6', '--seed', '31', '--queue', '--json'])
      expect(queued.code, queued.err).toBe(0)
      const { id, url } = JSON.parse(queued.out) as { id: string; url: string }
      expect(url).toBe(`/laboratorio/${id}`)
      forgetLabViews()
      const stored = await labJobView(db.prisma, id)
      expect(stored).toMatchObject({ status: 'queued', kind: 'alientos-sweep', spec })
      const worker = await cli(['lab', 'worker', '--threads', '1', '--idle-exit', '1', '--poll', '200'])
      expect(worker.code, worker.err).toBe(0)
      forgetLabViews()
      const view = await labJobView(db.prisma, id)
      expect(view?.status, view?.error ?? '').toBe('done')
      expect(view?.progress).toMatchObject({ done: 6, total: 6, shardsDone: view?.progress.shards })
      expect(view?.report).toEqual(local)
      // dm lab status reads it as any job: each mix against the field, per bot.
      const status = await cli(['lab', 'status', id])
      expect(status.code, status.err).toBe(0)
      expect(status.out).toMatch(/\(alientos-sweep\): done · 6 de 6 partidas/)
      expect(status.out).toContain('Bot greedy: cada mezcla contra las demás')
      const best = local.report.bots[0]?.standings[0]
      expect(status.out).toContain(`  ${best?.name}: `)
    } finally {
      if (before === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = before
    }
  }, 120_000)

  it('the queue\'s rules hold across games: one open job per anonymous browser, the size bound, and fair shares by owner', async () => {
    await db.reset()
    const sweep = await createLabJob(db.prisma, spec, catalogue, { owner: owner('ana', '192.0.2.1'), shardGames: 1 })
    // Ana's browser has its one open job: a Masters run is refused as another sweep would be.
    await expect(createLabJob(db.prisma, masters, catalogue, { owner: owner('ana', '192.0.2.1') })).rejects.toBeInstanceOf(QueueFull)
    // A sweep too big for an anonymous asker (strong bots at the node cap) is refused by its expected time.
    const big = { ...spec, bots: ['strong'] as const, nodes: 100_000, games: 2_000 }
    await expect(createLabJob(db.prisma, sweepSpecSchema.parse(big), catalogue, { owner: owner('luis', '192.0.2.2') })).rejects.toBeInstanceOf(JobTooLarge)
    // Bea's small Masters run, queued after Ana's six-shard sweep, is served second, not after the sweep.
    const run = await createLabJob(db.prisma, masters, catalogue, { owner: owner('bea', '192.0.2.3'), shardGames: 2 })
    const order = []
    for (let k = 0; k < 3; k++) order.push((await claimNextShard(db.prisma, `w${k}`))?.jobId)
    expect(order).toEqual([sweep.id, run.id, sweep.id])
  }, 60_000)
})
