// The search with one heuristic as its rollout policy against the search with another (issue 29,
// session 8): both play the same deals against the same rival, main's heuristic (the `base` knobs of
// lib/bots/heuristic-tuning.ts), seat-swapped pairs as `dm gauntlet` plays them; only the knobs the
// search's walks (and its fallback) use differ. Prints each pair and the mean pair difference with its
// standard error. A screen on tuning seeds only (docs/lab-results.md § f).
//   npx tsx scripts/screen-rollout.ts '<rollout knobs>' '<base knobs>' <seed> <from> <to> [deck file | mixed]
import { BOTS } from '../lib/bots'
import { heuristicBot } from '../lib/bots/heuristic'
import { searchBot } from '../lib/bots/search'
import { withTuning, type HeuristicTuning } from '../lib/bots/heuristic-tuning'
import { parseSeed } from '../lib/random/rng'
import { screenDeals } from './screen-deals'
import { DEFAULT_MAX_TURNS, playSelfplayGame } from '../lib/sim/selfplay'
import { pairInterval } from '../lib/sim/gauntlet'

const [newText = '{}', baseText = '{}', seedText = 't8h-roll', fromText = '0', toText = '10', deckArg = 'caja-2-corsarios-de-arathan.txt'] = process.argv.slice(2)
const fresh = JSON.parse(newText) as Partial<HeuristicTuning>
const base = JSON.parse(baseText) as Partial<HeuristicTuning>
const { catalogue, decks, mixed, publicLists } = screenDeals(deckArg)
const seed = parseSeed(seedText)
const registry = BOTS as Record<string, unknown>
registry.heuristic = withTuning(base, heuristicBot)
const searches = { new: withTuning(fresh, searchBot), old: withTuning(base, searchBot) }
const scores = { new: [] as number[], old: [] as number[] }
const diffs: number[] = []
for (let pair = Number(fromText); pair < Number(toText); pair++) {
  const got = { new: 0, old: 0 }
  for (const name of ['new', 'old'] as const) {
    registry.search = searches[name]
    for (const index of [2 * pair, 2 * pair + 1]) {
      const rec = playSelfplayGame({ decks, bots: { A: 'search', B: 'heuristic' }, seed, variant: 'none', maxTurns: DEFAULT_MAX_TURNS, catalogue, pairedSeats: true, crossDecks: mixed, publicLists }, index)
      got[name] += rec.winner === 'A' ? 1 : rec.winner === null ? 0.5 : 0
    }
    scores[name].push(got[name] / 2)
  }
  diffs.push(got.new - got.old)
  const mean = diffs.reduce((t, x) => t + x, 0) / diffs.length
  const se = Math.sqrt(diffs.reduce((t, x) => t + (x - mean) ** 2, 0) / Math.max(1, diffs.length - 1) / diffs.length)
  const sum = (l: number[]) => l.reduce((t, x) => t + x, 0) * 2
  console.log(`pair ${pair}  new ${got.new}/2  old ${got.old}/2 | new ${sum(scores.new)}/${2 * diffs.length} old ${sum(scores.old)}/${2 * diffs.length} · differ ${diffs.filter((x) => x !== 0).length} · mean ${mean.toFixed(3)} (s.e. ${se.toFixed(3)})`)
}
for (const name of ['new', 'old'] as const) {
  const r = pairInterval(scores[name])
  console.log(`${name}: ${(100 * (r.estimate ?? 0)).toFixed(1)} % [${(100 * (r.ci95?.[0] ?? 0)).toFixed(1)}–${(100 * (r.ci95?.[1] ?? 0)).toFixed(1)}] over ${r.pairs} pairs`)
}
