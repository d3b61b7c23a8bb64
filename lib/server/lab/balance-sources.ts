// Published `dm lab balance --json` results (issue 30), shown on the balanced card's page: the value that brings a
// matchup to the target, its interval, what was tried and ruled out. `dm lab balance … --json >
// lab-results/balance/<nombre>.json` publishes one.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export const PUBLISHED_BALANCE_DIR = 'lab-results/balance'

const estimate = z.object({ estimate: z.number().nullable(), ci95: z.tuple([z.number(), z.number()]).nullable() })
const balanceSchema = z.object({
  value: z.number().nullable(), winRateA: estimate.nullable(), sentence: z.string(), verdict: z.string(), target: z.number(), games: z.number(),
  card: z.string(), field: z.string(), current: z.number().nullable(), seed: z.string(), bots: z.object({ A: z.string(), B: z.string() }),
  tried: z.array(z.object({ value: z.number(), games: z.number(), winRateA: estimate })),
  ruledOut: z.array(z.object({ from: z.number(), to: z.number(), side: z.enum(['above', 'below']) })),
  bracket: z.tuple([z.number(), z.number()]).nullable().optional(),
})
export type PublishedBalance = z.infer<typeof balanceSchema> & { key: string }

let cache: PublishedBalance[] | null = null

/** Every published balance, by file name (a malformed file is an error: it was committed with the site). */
export function publishedBalances(root: string = process.cwd()): PublishedBalance[] {
  if (cache !== null && root === process.cwd()) return cache
  const dir = path.join(root, PUBLISHED_BALANCE_DIR)
  let files: string[]
  try { files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort() } catch { files = [] }
  const out = files.map((file) => {
    const parsed = balanceSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    if (!parsed.success) throw new Error(`${PUBLISHED_BALANCE_DIR}/${file}: no es la salida de dm lab balance --json (${parsed.error.issues[0]?.message ?? ''})`)
    return { ...parsed.data, key: file.replace(/\.json$/, '') }
  })
  if (root === process.cwd()) cache = out
  return out
}

export const balancesOf = (cardId: string, all: readonly PublishedBalance[] = publishedBalances()): PublishedBalance[] => all.filter((b) => b.card === cardId)
