// Where the heuristic loses most against the search's judgement (issue 29): plays heuristic games and,
// at a share of the decisions the search handles (Master actions too), searches the position and
// records the heuristic's action, the best one the search found and its paired lead over the
// heuristic's (in walk values, the evaluation's win chance, and standard errors). Groups the
// deviations by decision and by the kinds of action (a card's id where one is played) and ranks them
// by the value the search puts on them. A screen for rules worth changing, not a measure of strength:
// the best of several noisy means is flattered by its own selection, so only leads over `--bar`
// standard errors are counted.
//   npx tsx scripts/heuristic-gaps.ts [--pairing c1|c2|mix] [--seed S] [--games N] [--playouts P] [--sample r] [--bar z] [--json file] [--decisions a,b]
// `--decisions` keeps the sample to those decisions (e.g. `pairings,defenders,melee`: the fights, rare in a game).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { BOTS, legalMoves } from '../lib/bots'
import { decisionName, searchRoot, SEARCH_OPTIONS, SEARCHED, type SearchOptions } from '../lib/bots/search'
import { deckCardIds } from '../lib/decks/model'
import type { Action } from '../lib/engine/actions'
import { apply } from '../lib/engine/apply'
import { botRng, createRng, gameSeed, nextUint32, parseSeed } from '../lib/engine/rng'
import { createGame } from '../lib/engine/setup'
import { topDecision } from '../lib/engine/stack'
import type { GameState } from '../lib/engine/state'
import { createViewMemo, viewFor } from '../lib/engine/view'
import { actionKind } from '../lib/sim/card-play'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? (args[i + 1] ?? fallback) : fallback }
const pairing = opt('pairing', 'c1')
const seedText = opt('seed', 'gaps')
const seed = parseSeed(seedText)
const games = Number(opt('games', '10'))
const playouts = Number(opt('playouts', '192'))
const sample = Number(opt('sample', '0.2'))
const bar = Number(opt('bar', '2'))

const catalogue = loadCatalogue()
const read = (file: string) => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const caja1 = read('caja-1-marcha-de-la-montana.txt'), caja2 = read('caja-2-corsarios-de-arathan.txt')
const [deckA, deckB] = pairing === 'c1' ? [caja1, caja1] : pairing === 'c2' ? [caja2, caja2] : [caja1, caja2]
const only = opt('decisions', '')
const options: SearchOptions = { ...SEARCH_OPTIONS, searched: only === '' ? new Set([...SEARCHED, 'masterActions']) : new Set(only.split(',')) }

const kindOf = (s: GameState, a: Action): string => actionKind(s, catalogue, a)

type Gap = { decision: string; from: string; to: string; lead: number; gain: number; game: number; turn: number }
const gaps: Gap[] = []
const seen: Record<string, number> = {}
const sampler = createRng(seed ^ 0x6a95)
const t0 = process.cpuUsage()
let searches = 0
for (let g = 0; g < games; g++) {
  const gs = gameSeed(seed, g)
  const masters = g % 2 === 0 ? [{ deck: deckA }, { deck: deckB }] : [{ deck: deckB }, { deck: deckA }]
  const created = createGame({ seed: gs, mode: 'duel', masters }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let s = created.value
  const lists = [deckCardIds(masters[1]?.deck ?? deckB), deckCardIds(masters[0]?.deck ?? deckA)] as const
  const memos = [createViewMemo(), createViewMemo()] as const
  const rngs = [botRng(gs, 0), botRng(gs, 1)] as const
  for (let i = 0; i < 60_000 && s.result === null; i++) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const moves = legalMoves(s, catalogue)
    const view = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat], memo: memos[seat] })
    const action = BOTS.heuristic(view, moves, { playouts }, rngs[seat], catalogue)
    const decision = decisionName(s)
    if (options.searched.has(decision) && nextUint32(sampler) < sample * 2 ** 32) {
      const root = searchRoot(viewFor(s, seat, catalogue, { rivalDeckList: lists[seat] }), legalMoves(s, catalogue), { playouts }, createRng(nextUint32(sampler)), catalogue, options)
      if (root.children.length > 1) {
        searches++
        seen[decision] = (seen[decision] ?? 0) + 1
        const h = root.children[0], b = root.children.find((c) => c.action === root.best)
        if (root.lead > bar && h !== undefined && b !== undefined) {
          gaps.push({ decision, from: kindOf(s, action), to: kindOf(s, root.best), lead: root.lead, gain: b.mean - h.mean, game: g, turn: s.masters[0].turn + s.masters[1].turn })
        }
      }
    }
    const next = apply(s, action, catalogue)
    if (!next.ok) throw new Error(next.error.code)
    s = next.state
  }
  const cpu = process.cpuUsage(t0)
  process.stderr.write(`game ${g + 1}/${games} · ${searches} searches · ${gaps.length} gaps · ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU\n`)
}

console.log(`${pairing} · seed ${seedText} · ${games} games · ${searches} searched positions at ${playouts} walks · leads over ${bar} SE: ${gaps.length}`)
console.log('searched positions by decision:', JSON.stringify(seen))
const groups = new Map<string, Gap[]>()
for (const x of gaps) { const key = `${x.decision} | ${x.from} -> ${x.to}`; const l = groups.get(key) ?? []; l.push(x); groups.set(key, l) }
const rows = [...groups].map(([key, l]) => ({ key, n: l.length, gain: l.reduce((t, x) => t + x.gain, 0) })).sort((a, b) => b.gain - a.gain)
for (const r of rows.slice(0, 60)) console.log(`${r.gain.toFixed(2).padStart(6)}  ${String(r.n).padStart(4)}  ${r.key}`)
const out = opt('json', '')
if (out !== '') writeFileSync(out, JSON.stringify({ pairing, seed: seedText, games, playouts, sample, bar, searches, seen, gaps }, null, 1))
