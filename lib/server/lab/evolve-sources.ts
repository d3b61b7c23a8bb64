// Published `dm lab evolve --json` runs (issue 30), for /laboratorio/mazos: the best deck, its fresh-seed confirmation
// and the MAP-Elites map of styles. `dm lab evolve … --json > lab-results/evolve/<nombre>.json` publishes one.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export const PUBLISHED_EVOLVE_DIR = 'lab-results/evolve'

const estimate = z.object({ estimate: z.number().nullable(), ci95: z.tuple([z.number(), z.number()]).nullable() })
const style = z.object({ dalmas: z.number(), meanPrice: z.number(), learnable: z.number(), size: z.number() })
const evolveSchema = z.object({
  best: z.object({
    deck: z.string(), fitness: estimate, winRate: estimate, games: z.number(), style,
    confirmed: z.array(z.object({ against: z.string(), winRate: estimate, games: z.number() })).optional(),
  }),
  map: z.array(z.object({ x: z.number().int(), y: z.number().int(), id: z.number(), deck: z.string(), winRate: estimate, games: z.number(), style })),
  axes: z.tuple([
    z.object({ id: z.string(), label: z.string(), edges: z.array(z.number()) }),
    z.object({ id: z.string(), label: z.string(), edges: z.array(z.number()) }),
  ]),
  against: z.array(z.string()),
  bots: z.object({ A: z.string(), B: z.string() }),
  seed: z.string(), population: z.number(), generations: z.number(), games: z.number(),
})
export type EvolveRun = z.infer<typeof evolveSchema> & { key: string }

let cache: EvolveRun[] | null = null

/** Every published run, by file name (a malformed file is an error: it was committed with the site). */
export function publishedEvolveRuns(root: string = process.cwd()): EvolveRun[] {
  if (cache !== null && root === process.cwd()) return cache
  const dir = path.join(root, PUBLISHED_EVOLVE_DIR)
  let files: string[]
  try { files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort() } catch { files = [] }
  const runs = files.map((file) => {
    const parsed = evolveSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    if (!parsed.success) throw new Error(`${PUBLISHED_EVOLVE_DIR}/${file}: no es la salida de dm lab evolve --json (${parsed.error.issues[0]?.message ?? ''})`)
    return { ...parsed.data, key: file.replace(/\.json$/, '') }
  })
  if (root === process.cwd()) cache = runs
  return runs
}

/** The label of bin i of an axis cut at `edges` (i from 0 to edges.length), with `format` for the numbers. */
export function binLabel(edges: readonly number[], i: number, format: (x: number) => string): string {
  const lo = edges[i - 1]
  const hi = edges[i]
  if (lo === undefined && hi !== undefined) return `menos de ${format(hi)}`
  if (hi === undefined && lo !== undefined) return `${format(lo)} o más`
  if (lo !== undefined && hi !== undefined) return `${format(lo)} a ${format(hi)}`
  return 'todos'
}
