// The search's verdict on a heuristic variant (issue 29, session 8): plays default heuristic games and, at every
// decision of the named kinds (a fight's inside an offensive, R17) where a variant (knobs of lib/bots/heuristic-tuning.ts)
// would choose otherwise, searches the default's choice and the variant's against each other on the same worlds
// (192 walks, the root restricted to the two). Prints, per variant, the positions where it differs and the mean
// difference of the two choices' values (the evaluation's win chance) with its standard error over positions.
// A screen on tuning seeds: it asks whether a rule moves the heuristic towards what the search finds.
// By default the walks' rival fights at random, as the search's own (SEARCH_OPTIONS); VERDICT_RIVAL=heuristic
// makes it fight by the heuristic.
//   npx tsx scripts/heuristic-verdict.ts [c1|c2|mix] [seed] [games] ['[{knobs}, …]'] [kinds, e.g. pairings,reinforce,split,combatWindow]
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { BOTS, legalMoves } from '../lib/bots'
import { listedMoves, sameAction } from '../lib/bots/legal-moves'
import { heuristicBot } from '../lib/bots/heuristic'
import { withTuning, type HeuristicTuning } from '../lib/bots/heuristic-tuning'
import { decisionName, searchRoot, SEARCH_OPTIONS } from '../lib/bots/search'
import { deckCardIds } from '../lib/decks/model'
import { apply } from '../lib/engine/apply'
import { botRng, createRng, gameSeed, parseSeed } from '../lib/engine/rng'
import { createGame } from '../lib/engine/setup'
import { topDecision } from '../lib/engine/stack'
import { createViewMemo, viewFor } from '../lib/engine/view'
const [pairing = 'c2', seedText = 't8h-eval', gamesText = '30', variantsText = '[{"planFirstKill":1}]', kinds = 'pairings,reinforce,split'] = process.argv.slice(2)
const variants = JSON.parse(variantsText) as Partial<HeuristicTuning>[]
const catalogue = loadCatalogue()
const read = (file: string) => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const caja1 = read('caja-1-marcha-de-la-montana.txt'), caja2 = read('caja-2-corsarios-de-arathan.txt')
const [deckA, deckB] = pairing === 'c1' ? [caja1, caja1] : pairing === 'c2' ? [caja2, caja2] : [caja1, caja2]
const seed = parseSeed(seedText)
// VERDICT_RIVAL=heuristic: the walks' rival fights by the heuristic too (SearchOptions.randomRivalInCombat off).
const options = { ...SEARCH_OPTIONS, searched: new Set(kinds.split(',')), randomRivalInCombat: process.env.VERDICT_RIVAL !== 'heuristic' }
// The fight's placements and windows are read inside offensives only; other kinds (answers, Dalma actions) anywhere.
const FIGHT = new Set(['pairings', 'reinforce', 'split', 'combatWindow', 'melee', 'throw'])
const diffs: number[][] = variants.map(() => [])
let positions = 0
for (let g = 0; g < Number(gamesText); g++) {
  const gs = gameSeed(seed, g)
  const masters = g % 2 === 0 ? [{ deck: deckA }, { deck: deckB }] : [{ deck: deckB }, { deck: deckA }]
  const created = createGame({ seed: gs, mode: 'duel', masters }, catalogue)
  if (!created.ok) throw new Error('x')
  let s = created.value
  const lists = [deckCardIds(masters[1]!.deck), deckCardIds(masters[0]!.deck)] as const
  const memos = [createViewMemo(), createViewMemo()] as const
  const rngs = [botRng(gs, 0), botRng(gs, 1)] as const
  for (let i = 0; i < 60000 && s.result === null; i++) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const moves = legalMoves(s, catalogue)
    const view = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat], memo: memos[seat] })
    const action = BOTS.heuristic(view, moves, { playouts: 192 }, rngs[seat], catalogue)
    const kind = decisionName(s)
    if (options.searched.has(kind) && (!FIGHT.has(kind) || s.combat?.kind === 'offensive')) {
      positions++
      variants.forEach((v, vi) => {
        const fresh = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat] })
        const other = withTuning(v, heuristicBot)(fresh, moves, { playouts: 192 }, createRng(1), catalogue)
        if (sameAction(other, action)) return
        const root = searchRoot(fresh, listedMoves([action, other]), { playouts: 192 }, createRng(gs + i), catalogue, options)
        const h = root.children.find((c) => sameAction(c.action, action)), o = root.children.find((c) => sameAction(c.action, other))
        if (h === undefined || o === undefined || h.runs === 0 || o.runs === 0) return
        diffs[vi]!.push(o.mean - h.mean)
      })
    }
    const next = apply(s, action, catalogue)
    if (!next.ok) throw new Error(next.error.code)
    s = next.state
  }
  process.stderr.write(`game ${g + 1}: ${positions} positions · ${diffs.map((d) => d.length).join(' ')} differ\n`)
}
variants.forEach((v, vi) => {
  const d = diffs[vi]!, n = d.length, mean = d.reduce((t, x) => t + x, 0) / Math.max(1, n)
  const se = Math.sqrt(d.reduce((t, x) => t + (x - mean) ** 2, 0) / Math.max(1, n - 1) / Math.max(1, n))
  console.log(`${JSON.stringify(v)}: ${n} of ${positions} positions differ · mean gain over the default ${mean.toFixed(3)} ± ${se.toFixed(3)} · sum ${(mean * n).toFixed(2)}`)
})
