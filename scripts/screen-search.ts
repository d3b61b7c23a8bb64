// Screens search variants against the heuristic on the same deals (issues 15 and 29): for each pair of a
// seed, the games `dm gauntlet` plays (seats swapped, the boxed lists public; in the mixed pairing the
// decks trade seats and the bots swap within a pair), played once by each variant. Prints one line per
// pair and the running tallies. Screens run on tuning seeds only (docs/lab-results.md § f).
//   npx tsx scripts/screen-search.ts <variant,variant,…> <seed> <from> <to> [deck file | mixed]
// (variants by name from scripts/search-variants.ts; the first is the one the others are read against;
// `mixed` plays Caja 1 against Caja 2 as `dm gauntlet A B --pairing mixed`, where the even games give the
// search the first deck; SCREEN_PRIVATE=1 makes every list private, screen-deals.ts; SCREEN_AGAINST=heuristic-v1 plays
// them against heuristic-v1 instead of the heuristic). Ends with each variant's
// mean pair score, Student's t interval over pairs, and its CPU per game played (cached games cost none).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BOTS } from '../lib/bots'
import { VARIANTS } from './search-variants'
import { parseSeed } from '../lib/random/rng'
import { screenDeals } from './screen-deals'
import { DEFAULT_MAX_TURNS, playSelfplayGame } from '../lib/sim/selfplay'
import { pairInterval } from '../lib/sim/gauntlet'

const [variantsText = 'base', seedText = '778', fromText = '0', toText = '20', deckArg = 'caja-2-corsarios-de-arathan.txt'] = process.argv.slice(2)
// Results are kept per variant, seed, pairing and game (a deal plays the same way every time), so each runs once.
const CACHE = path.join(os.tmpdir(), 'dm-screen-search-v2.json')
const cache: Record<string, number> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, number> : {}
const { catalogue, decks, mixed, publicLists, key: deals } = screenDeals(deckArg)
// SCREEN_AGAINST names another rival than the heuristic (issue 29, session 13): its games are cached under their own key.
const against = process.env.SCREEN_AGAINST ?? 'heuristic'
if (against !== 'heuristic' && against !== 'heuristic-v1') throw new Error(`SCREEN_AGAINST: heuristic or heuristic-v1, not ${against}`)
const dealsKey = against === 'heuristic' ? deals : `${deals}|against ${against}`
const seed = parseSeed(seedText)
const bots = variantsText.split(',')
const wins: Record<string, number> = Object.fromEntries(bots.map((b) => [b, 0]))
const pairScores: Record<string, number[]> = Object.fromEntries(bots.map((b) => [b, []]))
const cpuSpent: Record<string, { s: number; played: number }> = Object.fromEntries(bots.map((b) => [b, { s: 0, played: 0 }]))
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
      const key = `${name}|${seedText}|${dealsKey}|${index}`
      let won = cache[key]
      if (won === undefined) {
        const rec = playSelfplayGame({ decks, bots: { A: 'search', B: against }, seed, variant: 'none', maxTurns: DEFAULT_MAX_TURNS, catalogue, pairedSeats: true, crossDecks: mixed, publicLists }, index)
        won = rec.winner === 'A' ? 1 : rec.winner === null ? 0.5 : 0
        cache[key] = won
        ;(cpuSpent[name] as { played: number }).played++
        // Read again before writing: two screens may share the cache, and neither should drop the other's games.
        const now = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, number> : {}
        writeFileSync(`${CACHE}.${process.pid}`, JSON.stringify({ ...now, [key]: won }))
        renameSync(`${CACHE}.${process.pid}`, CACHE)
      }
      w += won
    }
    const cpu = process.cpuUsage(t0)
    wins[name] = (wins[name] as number) + w
    ;(pairScores[name] as number[]).push(w / 2)
    ;(cpuSpent[name] as { s: number }).s += (cpu.user + cpu.system) / 1e6
    line.push(`${name} ${w}/2 (${((cpu.user + cpu.system) / 1e6).toFixed(0)} s)`)
  }
  games += 2
  line.push('| ' + bots.map((b) => `${b} ${wins[b]}/${games}`).join(' '))
  console.log(line.join('  '))
}
for (const name of bots) {
  const p = pairInterval(pairScores[name] as number[])
  const c = cpuSpent[name] as { s: number; played: number }
  const pct = (x: number | null) => (x === null ? '—' : (100 * x).toFixed(1))
  console.log(`${name}: ${pct(p.estimate)} % [${pct(p.ci95?.[0] ?? null)}–${pct(p.ci95?.[1] ?? null)}] by pair over ${p.pairs} pairs · CPU ${c.played === 0 ? '— (all cached)' : `${(c.s / c.played).toFixed(1)} s a game played (${c.played})`}`)
}
