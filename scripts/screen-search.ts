// Screens a search variant against the default on the same deals (issue 15): for each pair of a
// seed, the Caja 2 (or given) mirror against the heuristic, seats swapped, played once by the
// default search and once by each variant. Prints one line per pair and the running tallies.
//   npx tsx scripts/screen-search.ts <variant,variant,…> <seed> <from> <to> [deck file]
// (variants by name from scripts/search-variants.ts; the first is the one the others are read against)
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { BOTS } from '../lib/bots'
import { VARIANTS } from './search-variants'
import { playSelfplayGame } from '../lib/sim/selfplay'
import type { Deck } from '../lib/decks/model'

const [variantsText = 'base', seedText = '778', fromText = '0', toText = '20', deckFile = 'caja-2-corsarios-de-arathan.txt'] = process.argv.slice(2)
// Results are kept per variant, seed, deck and game (a deal plays the same way every time), so the default runs once.
const CACHE = path.join(os.tmpdir(), 'dm-screen-search.json')
const cache: Record<string, number> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, number> : {}
const catalogue = loadCatalogue()
const r = readPlayableDeck(path.resolve('content/decks', deckFile), catalogue)
if (!r.ok) throw new Error(r.message)
const deck: Deck = r.deck
const seed = Number(seedText)
const bots = variantsText.split(',')
const wins: Record<string, number> = Object.fromEntries(bots.map((b) => [b, 0]))
let games = 0
for (let pair = Number(fromText); pair < Number(toText); pair++) {
  const line: string[] = [`pair ${pair}`]
  for (const name of bots) {
    const bot = VARIANTS[name]
    if (bot === undefined) throw new Error(`no variant ${name}`)
    ;(BOTS as { search: typeof bot }).search = bot
    let w = 0
    const t0 = process.cpuUsage()
    for (const index of [2 * pair, 2 * pair + 1]) {
      const key = `${name}|${seed}|${deckFile}|${index}`
      let won = cache[key]
      if (won === undefined) {
        const rec = playSelfplayGame({ decks: { A: deck, B: deck }, bots: { A: 'search', B: 'heuristic' }, seed, variant: 'none', maxTurns: 200, catalogue, pairedSeats: true }, index)
        won = rec.winner === 'A' ? 1 : rec.winner === null ? 0.5 : 0
        cache[key] = won
        writeFileSync(CACHE, JSON.stringify(cache))
      }
      w += won
    }
    const cpu = process.cpuUsage(t0)
    wins[name] = (wins[name] as number) + w
    line.push(`${name} ${w}/2 (${((cpu.user + cpu.system) / 1e6).toFixed(0)} s)`)
  }
  games += 2
  line.push('| ' + bots.map((b) => `${b} ${wins[b]}/${games}`).join(' '))
  console.log(line.join('  '))
}
