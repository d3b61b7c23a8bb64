// A league of decks (issue 30: card ratings, evolve's generations, balance's steps) goes through the laboratory's
// queue as any lab spec does: shards sized by time, claimed under a lease, resumed from a checkpoint, and the merged
// tally is the tally of a local run, on SQLite and PostgreSQL.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { memoryIO } from '../../cli/io'
import { registry } from '../../cli/registry'
import { runCli } from '../../cli/run'
import { boxedDecks } from '../../cli/testing/boxed-decks'
import { shardGamesFor } from '../../sim/lab-cost'
import { planShards } from '../../sim/lab-spec'
import { mergeMatchTallies, playMatchShard, prepareMatches, type MatchSpec } from '../../sim/matches'
import { testDatabases } from '../testing/databases'
import { claimNextShard, completeShard, saveCheckpoint } from './claims'
import { createLabJob, forgetLabViews, isMatchResult, labJobView } from './jobs'
import { jobRatings } from './ratings-sources'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')

const spec: MatchSpec = {
  kind: 'matches', purpose: 'ratings',
  decks: [{ name: 'Caja 1', deck: caja1 }, { name: 'Caja 2', deck: caja2 }],
  pairings: [[0, 1], [1, 0]], games: 4, firstGame: 0,
  bots: { A: 'random', B: 'random' }, seed: 'liga-cola', variant: 'none', maxTurns: 24, override: null, outcomes: true,
}
const prepared = prepareMatches(spec, catalogue)
if (!prepared.ok) throw new Error(prepared.errors.join('; '))
const local = playMatchShard(prepared.prepared, [0, 8])

describe.each(testDatabases())('leagues of decks in the queue on $name', (db) => {
  it('shards written out of order, one resumed from its checkpoint, merge into the local run\'s tally', async () => {
    forgetLabViews()
    const job = await createLabJob(db.prisma, spec, catalogue, { shardGames: 3 })
    expect(job.shards).toBe(3)
    const claims = []
    for (let k = 0; k < 3; k++) {
      const c = await claimNextShard(db.prisma, `prueba-${k}`)
      if (c === null) throw new Error('no shard')
      expect(c.spec).toEqual(spec)
      claims.push(c)
    }
    // The first shard saves a checkpoint after one game; its tally then is the merge of that and the rest.
    const first = claims[0]
    if (first === undefined) throw new Error('first')
    const head = playMatchShard(prepared.prepared, [first.shard[0], first.shard[0] + 1])
    expect(await saveCheckpoint(db.prisma, first, head, 1)).toBe('held')
    for (const c of [claims[2], claims[1]]) {
      if (c === undefined) continue
      expect(await completeShard(db.prisma, c, playMatchShard(prepared.prepared, c.shard))).toBe('held')
    }
    const tail = playMatchShard(prepared.prepared, [first.shard[0] + 1, first.shard[1]])
    expect(await completeShard(db.prisma, first, mergeMatchTallies(head, tail))).toBe('held')
    forgetLabViews()
    const view = await labJobView(db.prisma, job.id)
    expect(view?.status).toBe('done')
    expect(view?.kind).toBe('matches')
    expect(view?.games).toBe(8)
    const report = view?.report
    if (report === null || report === undefined || !isMatchResult(report)) throw new Error('a league\'s report is its tally')
    expect(report.tally).toEqual(local)
  }, 60_000)

  it('dm lab balance --queue plays every step as a job (here by its own worker thread) and answers as the local run', async () => {
    const ROOT = process.cwd()
    const args = ['lab', 'balance', path.join(ROOT, 'content/decks/caja-1-marcha-de-la-montana.txt'), path.join(ROOT, 'content/decks/caja-2-corsarios-de-arathan.txt'),
      '--card', 'lisko-de-arathan', '--field', 'life', '--min', '1', '--max', '3', '--games', '2', '--max-games', '12',
      '--seed', 'cola', '--bots', 'random,random', '--max-turns', '24', '--json']
    const run = async (extra: string[]) => { const io = memoryIO(ROOT); const code = await runCli([...args, ...extra], io, registry); return { code, ...io.text() } }
    const before = process.env.DATABASE_URL
    process.env.DATABASE_URL = db.url
    try {
      const queued = await run(['--queue', '--workers', '1'])
      expect(queued.code, queued.err).toBe(0)
      expect(queued.err).toMatch(/prueba [a-z0-9]+ en cola/)
      const local = await run([])
      expect(JSON.parse(queued.out)).toEqual(JSON.parse(local.out))
      expect(await db.prisma.labJob.count({ where: { kind: 'matches', status: 'done' } })).toBeGreaterThanOrEqual(2)
    } finally {
      if (before === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = before
    }
  }, 120_000)

  it('dm lab ratings --queue stores the league; a worker plays it; dm lab status reads its card ratings', async () => {
    const ROOT = process.cwd()
    const cli = async (args: string[]) => { const io = memoryIO(ROOT); const code = await runCli(args, io, registry); return { code, ...io.text() } }
    const before = process.env.DATABASE_URL
    process.env.DATABASE_URL = db.url
    try {
      const queued = await cli(['lab', 'ratings', path.join(ROOT, 'content/decks/caja-1-marcha-de-la-montana.txt'), path.join(ROOT, 'content/decks/caja-2-corsarios-de-arathan.txt'),
        '--games', '4', '--seed', 'cola', '--bots', 'random,random', '--max-turns', '24', '--queue', '--json'])
      expect(queued.code, queued.err).toBe(0)
      const { id, url } = JSON.parse(queued.out) as { id: string; url: string }
      expect(url).toBe(`/laboratorio/cartas?prueba=${id}`)
      forgetLabViews()
      expect((await labJobView(db.prisma, id))?.status).toBe('queued')
      const worker = await cli(['lab', 'worker', '--threads', '1', '--idle-exit', '1', '--poll', '200'])
      expect(worker.code, worker.err).toBe(0)
      const status = await cli(['lab', 'status', id])
      expect(status.code, status.err).toBe(0)
      expect(status.out).toMatch(/\(matches\): done · 4 de 4 partidas · 1 de 1 tandas/)
      expect(status.out).toMatch(/cartas valoradas en 4 partidas de 2 mazos \(bot aleatorio en los dos asientos\);/)
      expect(status.out).toContain('Valoraciones de un solo par de mazos')
      // /laboratorio/cartas?prueba=<id> reads the same ratings from the job.
      const page = await jobRatings(db.prisma, id, catalogue)
      if (!page.ok) throw new Error(page.reason)
      expect(page.source.report.games).toBe(4)
      expect(page.source.report.onePair).toBe(true)
      expect(page.source.report.cards.length).toBeGreaterThan(40)
      expect(await jobRatings(db.prisma, 'nada', catalogue)).toEqual({ ok: false, reason: 'not-found' })
    } finally {
      if (before === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = before
    }
  }, 120_000)
})

describe('a league\'s cost', () => {
  it('shards are sized by expected time: one game per index, by its bots', () => {
    expect(shardGamesFor(spec, 60)).toBe(8)
    const heuristic = { ...spec, bots: { A: 'heuristic', B: 'heuristic' } as const, games: 10_000 }
    expect(shardGamesFor(heuristic, 60)).toBe(6000)
    expect(planShards(20_000, shardGamesFor(heuristic, 60))).toHaveLength(4)
  })
})
