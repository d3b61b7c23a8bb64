// Where /laboratorio/cartas and a card's page find card ratings (issue 30):
// - published reports: `dm lab ratings … --out lab-results/ratings/<nombre>.json`, committed with the site, so a
//   fresh install shows the ratings of the boxed decks and of the evolved population (docs/lab-results.md);
// - a league queued on this server (`dm lab ratings --queue`), read from its job once done.
// Reports are read once per process (they change only with a deploy); a job is read when asked for.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Catalogue } from '../../catalogue/schema'
import { ratingsReport, type CardRating, type RatingsReport } from '../../sim/ratings-report'
import type { PrismaClient } from '../db'
import { isLabJobId, isMatchResult, labJobView } from './jobs'

export const PUBLISHED_RATINGS_DIR = 'lab-results/ratings'

/** A ratings report and where it came from. */
export type RatingsSource = {
  /** `informe=<slug>` for a published report, `prueba=<id>` for a queued league. */
  kind: 'published' | 'job'
  key: string
  /** When it was measured (ISO). */
  createdAt: string
  catalogueVersion: string | null
  report: RatingsReport
}

// Only what the page relies on is checked; a report written by an older `dm` still reads.
const estimate = z.object({ estimate: z.number().nullable(), ci95: z.tuple([z.number(), z.number()]).nullable() })
const card = z.object({ id: z.string(), name: z.string(), games: z.number(), gihWr: estimate, ohWr: estimate, gdWr: estimate, gnsWr: estimate, iwd: estimate, playedWhenUsable: estimate }).passthrough()
const publishedSchema = z.object({
  format: z.literal('dm-lab-ratings'), version: z.literal(1),
  bots: z.object({ A: z.string(), B: z.string() }), games: z.number(), onePair: z.boolean(),
  decks: z.array(z.object({ name: z.string(), games: z.number() }).passthrough()),
  cards: z.array(card),
  byDeck: z.array(z.object({ deck: z.number(), name: z.string(), cards: z.array(card) })),
  createdAt: z.string().optional(), catalogueVersion: z.string().optional(),
}).passthrough()

let published: RatingsSource[] | null = null

/** Every published report, newest first (a malformed file is an error: it was committed with the site). */
export function publishedRatings(root: string = process.cwd()): RatingsSource[] {
  if (published !== null && root === process.cwd()) return published
  const dir = path.join(root, PUBLISHED_RATINGS_DIR)
  let files: string[]
  try { files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort() } catch { files = [] }
  const out = files.map((file): RatingsSource => {
    const parsed = publishedSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    if (!parsed.success) throw new Error(`${PUBLISHED_RATINGS_DIR}/${file}: no es un informe de dm lab ratings (${parsed.error.issues[0]?.message ?? ''})`)
    const { createdAt, catalogueVersion, ...report } = parsed.data
    return { kind: 'published', key: file.replace(/\.json$/, ''), createdAt: createdAt ?? '', catalogueVersion: catalogueVersion ?? null, report: report as unknown as RatingsReport }
  }).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.key.localeCompare(b.key))
  if (root === process.cwd()) published = out
  return out
}

export type JobRatings = { ok: true; source: RatingsSource } | { ok: false; reason: 'not-found' | 'not-ratings' | 'pending'; status?: string }

/** The ratings of a league queued on this server, once its shards are in. */
export async function jobRatings(prisma: PrismaClient, id: string, catalogue: Catalogue): Promise<JobRatings> {
  if (!isLabJobId(id)) return { ok: false, reason: 'not-found' }
  const view = await labJobView(prisma, id)
  if (view === null) return { ok: false, reason: 'not-found' }
  if (view.spec.kind !== 'matches') return { ok: false, reason: 'not-ratings' }
  if (view.report === null || !isMatchResult(view.report)) return { ok: false, reason: 'pending', status: view.status }
  return {
    ok: true,
    source: { kind: 'job', key: id, createdAt: view.finishedAt ?? view.createdAt, catalogueVersion: view.catalogueVersion, report: ratingsReport(view.spec, view.report.tally, catalogue) },
  }
}

/** A card's rating in the newest published report that rates it (pooled over that report's decks), or null. */
export function latestRatingOf(cardId: string, sources: readonly RatingsSource[] = publishedRatings()): { source: RatingsSource; rating: CardRating } | null {
  for (const source of sources) {
    const rating = source.report.cards.find((c) => c.id === cardId)
    if (rating !== undefined && rating.games > 0) return { source, rating }
  }
  return null
}

/** How a source is named in a list: its decks, games and bots. */
export function sourceLabel(s: RatingsSource): string {
  const r = s.report
  const decks = r.onePair ? r.decks.map((d) => d.name.split(' — ')[0]).join(' contra ') : `${r.decks.length} mazos`
  return `${decks} · ${r.games.toLocaleString('es-ES')} partidas${s.createdAt === '' ? '' : ` · ${s.createdAt.slice(0, 10)}`}${s.kind === 'job' ? ` · prueba ${s.key}` : ''}`
}
