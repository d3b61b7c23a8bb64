// Why the search starts the fights it starts (issue 15). Replays games of a mirror (search against the
// heuristic, the gauntlet's deals: same seed, game indices and paired seats) and, at each end of turn
// where the search declares an offensive or explores (R17, R16) against the heuristic's choice, searches
// again four times each way and prints the fight's mean lead over the heuristic's choice and how often
// it was chosen: as the search does; with uniform worlds; with no random rival (ε 0); and on worlds that
// hold the real hidden cards (dice still fresh). Then what happened in the game. With ROLL=n it also
// plays the fight out from the real state, 200 times by the heuristic and n times by the search.
//   npx tsx scripts/diag-fight.ts <seed> <from game> <to game> [deck file]     (e.g. 778 0 16)
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { deckCardIds, normalizeDeck } from '../lib/decks/model'
import { apply, createGame, gameSeed } from '../lib/engine'
import type { Action } from '../lib/engine/actions'
import { botFor, DEFAULT_BUDGET, legalMoves } from '../lib/bots'
import { decisionName, SEARCH_OPTIONS, searchRoot, startsFight, type SearchOptions } from '../lib/bots/search'
import { botRng, type RngState } from '../lib/engine/rng'
import { topDecision } from '../lib/engine/stack'
import type { GameState, Seat } from '../lib/engine/state'
import { createViewMemo, viewFor, type MasterView } from '../lib/engine/view'

const cat = loadCatalogue()
const [seedText = '778', fromText = '0', toText = '10', deckFile = 'caja-2-corsarios-de-arathan.txt'] = process.argv.slice(2)
const r = readPlayableDeck(path.resolve('content/decks', deckFile), cat)
if (!r.ok) throw new Error(r.message)
const deck = r.deck
const list = deckCardIds(normalizeDeck(deck))
const turnOf = (s: GameState) => s.masters[0].turn + s.masters[1].turn
const FIGHT_END = /relicCaptured|offensiveFailed|combatEnded|turnEnded/

/** The fight's mean lead over the heuristic's choice, and how often it is chosen, over four searches with other generators. */
function edge(view: MasterView, s: GameState, fight: Action, fallback: Action, rng: RngState, o: SearchOptions): string {
  let sum = 0, picks = 0
  for (let t = 0; t < 4; t++) {
    const root = searchRoot(view, legalMoves(s, cat), DEFAULT_BUDGET, [rng[0] ^ (t * 7919 + 1), rng[1], rng[2], rng[3]], cat, o)
    const mean = (a: Action) => root.children.find((c) => JSON.stringify(c.action) === JSON.stringify(a))?.mean ?? NaN
    sum += mean(fight) - mean(fallback)
    if (startsFight(root.chosen)) picks++
  }
  return `${(sum / 4).toFixed(3)} (${picks}/4)`
}

/** Plays the fight out from the real state `n` times, the searcher by `level`, until it ends; the tally of endings. */
function rollouts(real: GameState, log: readonly Action[], fight: Action, me: Seat, level: 'heuristic' | 'search', n: number): string {
  const tally: Record<string, number> = {}
  for (let t = 0; t < n; t++) {
    let w: GameState = { ...real, rng: [(t * 2654435761) | 0, 7, 11, t] }
    const g: RngState = [t + 1, 3, 5, 9]
    const memos = [createViewMemo(), createViewMemo()] as const
    const played = log.slice()
    let out = 'none'
    for (let k = 0; k < 3000 && w.result === null; k++) {
      const who: Seat = topDecision(w)?.seat ?? w.activeSeat
      const a = k === 0 ? fight : botFor(who === me ? level : 'heuristic')(viewFor(w, who, cat, { rivalDeckList: list, memo: memos[who], log: played }), legalMoves(w, cat), DEFAULT_BUDGET, g, cat)
      const res = apply(w, a, cat, { log: false })
      if (!res.ok) { out = 'illegal'; break }
      played.push(a)
      w = res.state
      const ended = res.events.find((e) => FIGHT_END.test(e.type))
      if (k > 0 && ended !== undefined) { out = ended.type; break }
    }
    if (w.result !== null) out += w.result.kind === 'defeat' ? (w.result.loser === me ? ' (lost)' : ' (won)') : ' (draw)'
    tally[out] = (tally[out] ?? 0) + 1
  }
  return JSON.stringify(tally)
}

for (let index = Number(fromText); index < Number(toText); index++) {
  const seed = gameSeed(Number(seedText), index >> 1)
  const me: Seat = index % 2 === 0 ? 0 : 1
  const created = createGame({ seed, mode: 'duel', masters: [{ deck }, { deck }], variant: 'none' }, cat)
  if (!created.ok) throw new Error(created.error.code)
  let s: GameState = created.value
  const rngs = [botRng(seed, 0), botRng(seed, 1)] as const
  const memos = [createViewMemo(), createViewMemo()] as const
  const log: Action[] = []
  const lines: string[] = []
  let watching = false
  for (let n = 0; s.result === null && n < 60_000 && turnOf(s) <= 200; n++) {
    const seat: Seat = topDecision(s)?.seat ?? s.activeSeat
    const moves = legalMoves(s, cat)
    const view = viewFor(s, seat, cat, { rivalDeckList: list, memo: memos[seat], log })
    let action: Action
    if (seat === me) {
      const before: RngState = [...rngs[seat]]
      const root = searchRoot(view, moves, DEFAULT_BUDGET, rngs[seat], cat)
      action = root.chosen
      if (decisionName(s) === 'endOfTurn' && startsFight(root.chosen) && !startsFight(root.fallback)) {
        const e = (o: SearchOptions) => edge(view, s, root.chosen, root.fallback, before, o)
        const real = s
        const worlds = (_v: MasterView, g: RngState): GameState => ({ ...real, rng: [g[0] ^ 0x5bd1e995, g[1], g[2], (g[3] + 1) | 0] })
        lines.push(`  turn ${turnOf(s)} ${root.chosen.type}: as searched ${e(SEARCH_OPTIONS)} | uniform worlds ${e({ ...SEARCH_OPTIONS, hiddenPrior: false })} | ε 0 ${e({ ...SEARCH_OPTIONS, epsilon: 0 })} | the real hidden cards ${e({ ...SEARCH_OPTIONS, worlds })}`)
        const roll = Number(process.env.ROLL ?? 0)
        if (roll > 0) lines.push(`    from the real state, by the heuristic: ${rollouts(s, log, root.chosen, me, 'heuristic', 200)}; by the search: ${rollouts(s, log, root.chosen, me, 'search', roll)}`)
        watching = true
      }
    } else {
      action = botFor('heuristic')(view, moves, DEFAULT_BUDGET, rngs[seat], cat)
    }
    const res = apply(s, action, cat, { log: false })
    if (!res.ok) throw new Error(`illegal ${JSON.stringify(action)}`)
    log.push(action)
    s = res.state
    const ended = watching && action.type !== 'declareOffensive' && action.type !== 'explore' ? res.events.find((e) => FIGHT_END.test(e.type)) : undefined
    if (ended !== undefined) { lines.push(`    in the game: ${ended.type}`); watching = false }
  }
  const result = s.result
  console.log(`game ${index}: ${result === null ? 'unfinished' : result.kind === 'defeat' ? (result.loser === me ? 'lost' : 'won') : 'draw'}`)
  for (const line of lines) console.log(line)
}
