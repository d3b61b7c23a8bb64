// A heuristic variant against the default on the same deals (issue 29): the knobs of
// lib/bots/heuristic-tuning.ts, given as JSON, for the variant (and optionally for the base), in the
// three pairings of the boxed decks (both mirrors and Caja 1 against Caja 2), seed pairs with the
// bots swapped on each deal. Prints the variant's score with Student's t interval by pair.
//   npx tsx scripts/heuristic-ab.ts '<variant knobs>' [seed] [pairs] ['<base knobs>'] [v1]
// With `v1` as the fifth argument the base is the frozen heuristic-v1 instead of the default; a sixth
// argument names the pairings to play (comma-separated, of c1, c2, mix; all three by default).
import path from 'node:path'
import { z } from 'zod'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { BOTS, GAUNTLET_BOTS } from '../lib/bots'
import { heuristicBot } from '../lib/bots/heuristic'
import { withTuning, type HeuristicTuning } from '../lib/bots/heuristic-tuning'
import { parseSeed } from '../lib/engine/rng'
import { pairInterval } from '../lib/sim/gauntlet'
import { playSelfplayGame } from '../lib/sim/selfplay'

// AB_LISTS (JSON, e.g. '{"A":false,"B":true}') says which decks' lists are public (selfplay's publicLists; A is
// the variant's deck in the mirrors): both by default, as with the boxed decks.
const listsFlag = z.object({ A: z.boolean(), B: z.boolean() }).strict()
const publicLists = process.env.AB_LISTS === undefined ? { A: true, B: true } : (() => {
  const r = listsFlag.safeParse((() => { try { return JSON.parse(process.env.AB_LISTS as string) as unknown } catch { return null } })())
  if (!r.success) throw new Error(`AB_LISTS: JSON with A and B true or false, e.g. '{"A":false,"B":true}' (${r.error.issues.map((i) => `${i.path.join('.') || 'AB_LISTS'}: ${i.message}`).join('; ')})`)
  return r.data
})()
const [variantText = '{}', seedText = 'ab', pairsText = '100', baseText = '{}', against = '', only = 'c1,c2,mix'] = process.argv.slice(2)
const played = new Set(only.split(','))
const variant = JSON.parse(variantText) as Partial<HeuristicTuning>
const base = JSON.parse(baseText) as Partial<HeuristicTuning>
const catalogue = loadCatalogue()
const read = (file: string) => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const caja1 = read('caja-1-marcha-de-la-montana.txt'), caja2 = read('caja-2-corsarios-de-arathan.txt')
;(BOTS as Record<string, unknown>).heuristic = withTuning(variant, heuristicBot)
if (against !== 'v1') (GAUNTLET_BOTS as Record<string, unknown>)['heuristic-v1'] = withTuning(base, heuristicBot)
const seed = parseSeed(seedText)
const pairs = Number(pairsText)
const all: number[] = []
const t0 = process.cpuUsage()
for (const [name, A, B, cross] of [['c1', caja1, caja1, false], ['c2', caja2, caja2, false], ['mix', caja1, caja2, true]] as const) {
  if (!played.has(name)) continue
  const scores: number[] = []
  for (let p = 0; p < pairs; p++) {
    let score = 0
    for (const index of [2 * p, 2 * p + 1]) {
      const r = playSelfplayGame({ decks: { A, B }, bots: { A: 'heuristic', B: 'heuristic-v1' }, seed, variant: 'none', maxTurns: 200, catalogue, pairedSeats: true, crossDecks: cross, publicLists }, index)
      score += r.winner === 'A' ? 0.5 : r.winner === null ? 0.25 : 0
    }
    scores.push(score)
  }
  all.push(...scores)
  const r = pairInterval(scores)
  console.log(`${name.padEnd(4)} ${(100 * (r.estimate ?? 0)).toFixed(1)} % [${(100 * (r.ci95?.[0] ?? 0)).toFixed(1)}–${(100 * (r.ci95?.[1] ?? 0)).toFixed(1)}] over ${r.pairs} pairs`)
}
const r = pairInterval(all)
const cpu = process.cpuUsage(t0)
console.log(`all  ${(100 * (r.estimate ?? 0)).toFixed(1)} % [${(100 * (r.ci95?.[0] ?? 0)).toFixed(1)}–${(100 * (r.ci95?.[1] ?? 0)).toFixed(1)}] over ${r.pairs} pairs · ${variantText} against ${against === 'v1' ? 'heuristic-v1' : baseText} · ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU`)
