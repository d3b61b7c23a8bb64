// Where the heuristic and heuristic-v1 part ways (issue 29): plays the gauntlet's games of one pairing,
// heuristic against heuristic-v1 with the seats swapped on each deal, and at every decision of either
// bot asks both what they would do on the same view (each with a copy of the deciding bot's
// generator). Groups the positions where they differ by decision and by the kinds of the two actions
// (a card's id where one is played), with how often the heuristic's side went on to win those games.
// With `--sample r`, at that share of the differing positions of decisions the search handles (Master
// actions too), the search at `--playouts` walks is asked: whether its choice is the heuristic's,
// v1's or another, and, where both actions were among its children, the mean of each. A screen for
// rules worth changing (expert iteration by hand), never a measure of strength.
//   npx tsx scripts/heuristic-diff.ts [--pairing c1|c2|mix] [--seed S] [--pairs N] [--sample r] [--playouts P] [--top K]
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { BOTS, GAUNTLET_BOTS, sameAction, type Bot } from '../lib/bots'
import { decisionName, searchRoot, SEARCH_OPTIONS, SEARCHED, type SearchOptions } from '../lib/bots/search'
import type { Action } from '../lib/engine/actions'
import type { GameState } from '../lib/engine/state'
import { createRng, nextUint32, parseSeed } from '../lib/engine/rng'
import { playSelfplayGame } from '../lib/sim/selfplay'
import { actionKind } from '../lib/sim/card-play'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? (args[i + 1] ?? fallback) : fallback }
const pairing = opt('pairing', 'c2')
const seedText = opt('seed', 'diff')
const seed = parseSeed(seedText)
const pairs = Number(opt('pairs', '20'))
const sample = Number(opt('sample', '0'))
const playouts = Number(opt('playouts', '192'))
const top = Number(opt('top', '40'))

const catalogue = loadCatalogue()
const read = (file: string) => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const caja1 = read('caja-1-marcha-de-la-montana.txt'), caja2 = read('caja-2-corsarios-de-arathan.txt')
const [A, B] = pairing === 'c1' ? [caja1, caja1] : pairing === 'c2' ? [caja2, caja2] : [caja1, caja2]
const options: SearchOptions = { ...SEARCH_OPTIONS, searched: new Set([...SEARCHED, 'masterActions']) }

const kindOf = (s: GameState, a: Action): string => actionKind(s, catalogue, a)

type Row = { n: number; heurWins: number; games: Set<number>; search: { heur: number; v1: number; other: number; meanH: number; meanV: number; both: number } }
const rows = new Map<string, Row>()
let decisions = 0, differ = 0
const sampler = createRng(seed ^ 0x51f7)
let game = 0
let pending: string[] = []
const heuristic = BOTS.heuristic, v1 = GAUNTLET_BOTS['heuristic-v1']
const watch = (mine: 'h' | 'v'): Bot => (view, moves, budget, rng, cat) => {
  const rh = [...rng] as typeof rng, rv = [...rng] as typeof rng
  const h = heuristic(view, moves, budget, rh, cat), v = v1(view, moves, budget, rv, cat)
  decisions++
  if (!sameAction(h, v)) {
    differ++
    const s = view.state
    const key = `${decisionName(s)} | h ${kindOf(s, h)} · v1 ${kindOf(s, v)}`
    const row = rows.get(key) ?? { n: 0, heurWins: 0, games: new Set(), search: { heur: 0, v1: 0, other: 0, meanH: 0, meanV: 0, both: 0 } }
    row.n++; row.games.add(game); rows.set(key, row)
    pending.push(key)
    if (sample > 0 && options.searched.has(decisionName(s)) && nextUint32(sampler) < sample * 2 ** 32) {
      const root = searchRoot(view, moves, { playouts }, createRng(nextUint32(sampler)), cat, options)
      if (root.children.length > 1) {
        const best = root.best
        if (sameAction(best, h)) row.search.heur++; else if (sameAction(best, v)) row.search.v1++; else row.search.other++
        const ch = root.children.find((c) => sameAction(c.action, h)), cv = root.children.find((c) => sameAction(c.action, v))
        if (ch !== undefined && cv !== undefined && ch.runs > 0 && cv.runs > 0) { row.search.both++; row.search.meanH += ch.mean; row.search.meanV += cv.mean }
      }
    }
  }
  const out = mine === 'h' ? h : v
  // The deciding bot's generator steps as it would have alone.
  const used = mine === 'h' ? rh : rv
  for (let i = 0; i < 4; i++) rng[i] = used[i] as number
  return out
}
;(BOTS as Record<string, Bot>).heuristic = watch('h')
;(GAUNTLET_BOTS as Record<string, Bot>)['heuristic-v1'] = watch('v')

let wins = 0
const t0 = process.cpuUsage()
for (let p = 0; p < pairs; p++) {
  for (const index of [2 * p, 2 * p + 1]) {
    game = index
    pending = []
    const r = playSelfplayGame({ decks: { A, B }, bots: { A: 'heuristic', B: 'heuristic-v1' }, seed, variant: 'none', maxTurns: 200, catalogue, pairedSeats: true, crossDecks: pairing === 'mix', publicLists: { A: true, B: true } }, index)
    const won = r.winner === 'A' ? 1 : r.winner === null ? 0.5 : 0
    wins += won
    for (const key of new Set(pending)) { const row = rows.get(key); if (row !== undefined) row.heurWins += won }
  }
  if (sample > 0) { const cpu = process.cpuUsage(t0); process.stderr.write(`pair ${p + 1}/${pairs} · ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU\n`) }
}
console.log(`${pairing} · seed ${seedText} · ${pairs} pairs · heuristic won ${wins} of ${2 * pairs} · ${differ} of ${decisions} decisions differ`)
console.log('   n  games  h-win%  | search: h v1 other (mean h · mean v1 over n)  | decision | heuristic · v1')
const sorted = [...rows].sort((a, b) => b[1].games.size - a[1].games.size).slice(0, top)
for (const [key, r] of sorted) {
  const sr = r.search
  const searchText = sr.heur + sr.v1 + sr.other === 0 ? '' : `${sr.heur} ${sr.v1} ${sr.other}${sr.both > 0 ? ` (${(sr.meanH / sr.both).toFixed(3)} · ${(sr.meanV / sr.both).toFixed(3)} /${sr.both})` : ''}`
  console.log(`${String(r.n).padStart(5)} ${String(r.games.size).padStart(5)} ${(100 * r.heurWins / r.games.size).toFixed(0).padStart(6)}  | ${searchText.padEnd(34)} | ${key}`)
}
