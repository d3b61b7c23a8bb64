// How far before its end a game's winner can be read from the table (issue 29, session 19): heuristic self-play in
// each boxed pairing, and at every turn's start both leaf values the search can use (evaluate.ts's logistic and the
// value net, value-net.ts) scored against who won, grouped by the turns the game still had to run. A pairing whose
// positions stay near a coin's log loss (0.693) until its last turns is decided late, by what the table does not yet
// show (the draws, the dice, the hidden cards): there skill has the least to work with.
//   npx tsx scripts/predictability.ts [games per pairing, default 1000] [seed, default 1902]
import { boxedDecks } from '../lib/cli/testing/boxed-decks'
import type { Deck } from '../lib/decks/model'
import { gameSeed } from '../lib/engine'
import { evaluate } from '../lib/bots/evaluate'
import { evaluateWithNet } from '../lib/bots/value-net'
import { VALUE_NET } from '../lib/bots/value-net-weights'
import { gameSamples } from '../lib/sim/fit'

const games = Number(process.argv[2] ?? 1000)
const seed = Number(process.argv[3] ?? 1902)
const { decks: [A, B], catalogue } = boxedDecks()
const pairings: [string, readonly [Deck, Deck]][] = [['Caja 1 mirror', [A, A]], ['Caja 2 mirror', [B, B]], ['mixed', [A, B]]]
/** Buckets by turns left before the game's end (a turn here is one Master's). */
const BUCKETS = [[0, 1], [2, 3], [4, 7], [8, 15], [16, 31], [32, Infinity]] as const
const loss = (p: number, won: 0 | 1) => { const q = Math.min(1 - 1e-9, Math.max(1e-9, p)); return won === 1 ? -Math.log(q) : -Math.log(1 - q) }

pairings.forEach(([name, decks], p) => {
  const sums = BUCKETS.map(() => ({ n: 0, logistic: 0, net: 0, right: 0 }))
  for (let g = 0; g < games; g++) {
    const samples = gameSamples(decks, ['heuristic', 'heuristic'], gameSeed(gameSeed(seed, p), g), catalogue, 20_000,
      (s, seat, cat) => [evaluate(s, cat, seat), evaluateWithNet(VALUE_NET, s, cat, seat)])
    const turns = samples.length / 2
    samples.forEach((x, i) => {
      const left = turns - 1 - Math.floor(i / 2)
      const b = BUCKETS.findIndex(([lo, hi]) => left >= lo && left <= hi)
      const t = sums[b] as (typeof sums)[number]
      t.n++
      t.logistic += loss(x.x[0] as number, x.won)
      t.net += loss(x.x[1] as number, x.won)
      if (((x.x[1] as number) > 0.5 ? 1 : 0) === x.won) t.right++
    })
  }
  console.log(`${name} (${games} partidas, semilla ${seed}): turnos que quedaban · posiciones · log-loss logística · log-loss red · acierto red`)
  BUCKETS.forEach(([lo, hi], b) => {
    const t = sums[b] as (typeof sums)[number]
    if (t.n === 0) return
    console.log(`  ${lo}–${hi === Infinity ? '…' : hi}: ${t.n} · ${(t.logistic / t.n).toFixed(3)} · ${(t.net / t.n).toFixed(3)} · ${(100 * t.right / t.n).toFixed(1)} %`)
  })
})
