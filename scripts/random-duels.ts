// Scratch: random legal duels between the boxed decks (dev aid).
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { apply, createGame, legalActions } from '../lib/engine'
import { botRng, nextInt } from '../lib/engine/rng'

const cat = loadCatalogue()
const a = readPlayableDeck('content/decks/caja-1-marcha-de-la-montana.txt', cat)
const b = readPlayableDeck('content/decks/caja-2-corsarios-de-arathan.txt', cat)
if (!a.ok || !b.ok) throw new Error('decks')
const games = Number(process.argv[2] ?? 50)
const results = new Map<string, number>()
let actionsTotal = 0
const t0 = performance.now()
for (let g = 0; g < games; g++) {
  const created = createGame({ seed: g + 1, mode: 'duel', masters: [{ deck: a.deck }, { deck: b.deck }], maxTurns: 100 }, cat)
  if (!created.ok) throw new Error(JSON.stringify(created.error))
  let s = created.value
  // The bot's own stream, one-way from the game's seed (never one that gives the seed back, issue 13).
  const rng = botRng(g + 1, 0)
  let n = 0
  while (s.result === null && n < 20000) {
    const legal = legalActions(s, cat)
    if (legal.length === 0) { console.log('STUCK', g, JSON.stringify(s.phase), JSON.stringify(s.stack), JSON.stringify(s.combat)); break }
    const act = legal[nextInt(rng, legal.length)]!
    const r = apply(s, act, cat)
    if (!r.ok) { console.log('REFUSED', g, JSON.stringify(act), JSON.stringify(r.error), JSON.stringify(s.stack.at(-1))); break }
    s = r.state
    n++
  }
  actionsTotal += n
  const key = s.result === null ? 'unfinished' : s.result.kind === 'defeat' ? `defeat:${s.result.reason}` : s.result.kind
  results.set(key, (results.get(key) ?? 0) + 1)
}
const ms = performance.now() - t0
console.log(Object.fromEntries(results), 'actions/game', (actionsTotal / games).toFixed(0), 'games/s', (games / (ms / 1000)).toFixed(1))
