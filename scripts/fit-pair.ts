// Fits the search bot's evaluation on one deck pairing alone (heuristic against heuristic; even
// games fit, odd games test) and writes it into lib/bots/evaluation-pair-weights.ts under
// the pairing's key (the two starting Dalmas), keeping the other pairings' fits. Same arguments,
// same file.
//   npx tsx scripts/fit-pair.ts <deck A file> <deck B file> [games, default 600] [seed, default 16]
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import type { Deck } from '../lib/decks/model'
import { gameSeed } from '../lib/engine'
import { PAIR_FITS } from '../lib/bots/evaluation-pair-weights'
import { EVALUATION_WEIGHTS } from '../lib/bots/evaluation-weights'
import { fitLogistic, gameSamples, scoreFit, type Sample } from '../lib/sim/fit'

const [fa = 'caja-2-corsarios-de-arathan.txt', fb = fa, gamesText = '600', seedText = '16'] = process.argv.slice(2)
const catalogue = loadCatalogue()
const read = (file: string): Deck => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(`${file}: ${r.message}`); return r.deck }
const decks = [read(fa), read(fb)] as const
const train: Sample[] = [], test: Sample[] = []
for (let g = 0; g < Number(gamesText); g++) (g % 2 === 0 ? train : test).push(...gameSamples(decks, ['heuristic', 'heuristic'], gameSeed(Number(seedText), g), catalogue))
const weights = fitLogistic(train, 1).map((x) => Number(x.toFixed(4)))
const fitted = scoreFit(test, weights), shared = scoreFit(test, EVALUATION_WEIGHTS)
const pct = (x: number) => `${(100 * x).toFixed(1)} %`
const fittedWith = `npx tsx scripts/fit-pair.ts ${fa} ${fb} ${gamesText} ${seedText} (held-out log loss ${fitted.logLoss.toFixed(4)}, shared weights ${shared.logLoss.toFixed(4)}; accuracy ${pct(fitted.accuracy)}, shared ${pct(shared.accuracy)}; ${test.length} samples)`
console.error(fittedWith)
// Features are own minus rival, so the fit of deck A against deck B is A's: its key is A|B (R6.2: each deck's starting Dalma).
const key = `${decks[0].startingDalmaId}|${decks[1].startingDalmaId}`
const fits = { ...PAIR_FITS, [key]: { fittedWith, weights } }
const file = path.resolve('lib/bots/evaluation-pair-weights.ts')
writeFileSync(file, [
  '// Weights of the search bot\'s evaluation fitted on one deck pairing alone (evaluate.ts, in the order',
  '// of FEATURES), keyed by the pairing\'s two starting Dalmas (own|rival, pairingKey in evaluate.ts). A',
  '// pairing not listed uses the shared weights of evaluation-weights.ts. Written by',
  '// scripts/fit-pair.ts; edit by running it again, not by hand.',
  'export const PAIR_FITS: Readonly<Record<string, { fittedWith: string; weights: readonly number[] }>> = {',
  ...Object.entries(fits).sort(([a], [b]) => a.localeCompare(b)).flatMap(([k, f]) => [
    `  '${k}': {`,
    `    fittedWith: '${f.fittedWith}',`,
    `    weights: [${f.weights.join(', ')}],`,
    '  },',
  ]),
  '}',
  '',
  'export const PAIR_WEIGHTS: Readonly<Record<string, readonly number[]>> = Object.fromEntries(Object.entries(PAIR_FITS).map(([key, fit]) => [key, fit.weights]))',
  '',
].join('\n'))
console.error(`escrito ${path.relative(process.cwd(), file)} (${key})`)
