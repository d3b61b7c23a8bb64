// Fits the value net (lib/bots/value-net.ts) on heuristic self-play and writes lib/bots/value-net-weights.ts; beside
// it, on the very same held-out games, the logistic evaluation fitted afresh (evaluate.ts's features), so the two
// can be compared by log loss. Issue 29, session 19: how much a learned value could add to the search's leaves.
//   [NET_L2=<ridge, default 0.003>] npx tsx scripts/fit-value-net.ts [games per pairing, default 3000] [seed, default 1901] [hidden, default 16] [epochs, default 4]
// (the defaults are the net in value-net-weights.ts: same arguments, same file).
// Each boxed deck in both mirrors and against the other in both seats; even games fit, odd games test.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { boxedDecks } from '../lib/cli/testing/boxed-decks'
import type { Deck } from '../lib/decks/model'
import { gameSeed } from '../lib/engine'
import { features, FEATURES, UNFITTED } from '../lib/bots/evaluate'
import { knowledgeOfState } from '../lib/bots/knowledge'
import { VALUE_INPUTS, valueInputs, valueOf } from '../lib/bots/value-net'
import { fitLogistic, gameSamples, scoreFit, scorePredictions, type Sample } from '../lib/sim/fit'
import { fitValueNet } from '../lib/sim/fit-net'

const games = Number(process.argv[2] ?? 3000)
const seed = Number(process.argv[3] ?? 1901)
const hidden = Number(process.argv[4] ?? 16)
const epochs = Number(process.argv[5] ?? 4)
const { decks: [A, B], catalogue } = boxedDecks()
const pairings: [string, readonly [Deck, Deck]][] = [['A-A', [A, A]], ['B-B', [B, B]], ['A-B', [A, B]], ['B-A', [B, A]]]
const E = FEATURES.length
const dropped = FEATURES.map((f) => UNFITTED.has(f))
const both = (s: Parameters<typeof valueInputs>[0], seat: 0 | 1) => [...features(knowledgeOfState(s, seat, catalogue)), ...valueInputs(s, catalogue, seat)]

const train: Sample[] = [], test: Sample[] = []
const testBy = new Map<string, Sample[]>()
const started = performance.now()
pairings.forEach(([name, decks], p) => {
  const mine: Sample[] = []
  for (let g = 0; g < games; g++) {
    const samples = gameSamples(decks, ['heuristic', 'heuristic'], gameSeed(gameSeed(seed, p), g), catalogue, 20_000, both)
    if (g % 2 === 0) train.push(...samples)
    else { test.push(...samples); mine.push(...samples) }
  }
  testBy.set(name, mine)
  console.error(`${name}: ${games} partidas (${((performance.now() - started) / 1000).toFixed(0)} s)`)
})
const logisticPart = (xs: Sample[]) => xs.map((s) => ({ won: s.won, x: s.x.slice(0, E).map((v, i) => dropped[i] ? 0 : v) }))
const netPart = (xs: Sample[]) => xs.map((s) => ({ won: s.won, x: s.x.slice(E) }))
const weights = fitLogistic(logisticPart(train), 1)
const l2 = Number(process.env.NET_L2 ?? 0.003)
const net = fitValueNet(netPart(train), { hidden, epochs, l2 })
const netScore = (xs: Sample[]) => scorePredictions(xs, (x) => valueOf(net, x))
const show = (label: string, xs: Sample[]) => {
  const l = scoreFit(logisticPart(xs), weights), n = netScore(netPart(xs))
  console.error(`${label}: logística ${l.logLoss.toFixed(4)} (${(100 * l.accuracy).toFixed(1)} %), red ${n.logLoss.toFixed(4)} (${(100 * n.accuracy).toFixed(1)} %), ${xs.length} muestras`)
}
console.error(`muestras: ${train.length} de ajuste, ${test.length} de prueba; ${VALUE_INPUTS} entradas, ${hidden} ocultas, ${epochs} épocas`)
show('prueba', test)
for (const [name, xs] of testBy) show(`  ${name}`, xs)
show('ajuste', train)

const file = path.resolve('lib/bots/value-net-weights.ts')
const n = netScore(netPart(test)), l = scoreFit(logisticPart(test), weights)
writeFileSync(file, [
  '// The value net\'s parameters (value-net.ts). Written by scripts/fit-value-net.ts; edit by running it again, not by hand.',
  `// Fitted with: NET_L2=${l2} npx tsx scripts/fit-value-net.ts ${games} ${seed} ${hidden} ${epochs} (heuristic against heuristic, boxed decks,`,
  `// ${games} games per pairing; held-out log loss ${n.logLoss.toFixed(4)}, accuracy ${(100 * n.accuracy).toFixed(1)} % on ${test.length} samples;`,
  `// the logistic evaluation refitted on the same games: ${l.logLoss.toFixed(4)}, ${(100 * l.accuracy).toFixed(1)} %).`,
  "import type { ValueNet } from './value-net'",
  '',
  `export const VALUE_NET: ValueNet = ${JSON.stringify(net)}`,
  '',
].join('\n'))
console.error(`escrito ${path.relative(process.cwd(), file)}`)
