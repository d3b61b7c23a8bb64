// The heuristic's pace against the frozen heuristic-v1's (issue 29: the card rules must not cost more
// than 10 % of its games per CPU second), in one process, so the machine's load moves both alike.
//   npx tsx scripts/heuristic-speed-ab.ts [games per round, default 100] [rounds, default 4] [seed, default speed]
// Each round plays the same game indices of Caja 1 against Caja 2 with heuristic on both sides and then
// with heuristic-v1 on both sides (the order alternating between rounds), after a warm-up of each, and
// prints games and actions per CPU second of each bot and the ratio, round by round and in total.
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import type { BotName } from '../lib/bots'
import { parseSeed } from '../lib/engine/rng'
import { playSelfplayGame } from '../lib/sim/selfplay'

const [gamesText = '100', roundsText = '4', seedText = 'speed'] = process.argv.slice(2)
const games = Number(gamesText), rounds = Number(roundsText), seed = parseSeed(seedText)
const catalogue = loadCatalogue()
const read = (file: string) => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const A = read('caja-1-marcha-de-la-montana.txt'), B = read('caja-2-corsarios-de-arathan.txt')
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6 }

function run(bot: BotName, from: number, count: number): { games: number; actions: number; seconds: number } {
  const setup = { decks: { A, B }, bots: { A: bot, B: bot }, seed, variant: 'none' as const, maxTurns: 200, catalogue }
  const t0 = cpu()
  let actions = 0
  for (let i = from; i < from + count; i++) actions += playSelfplayGame(setup, i).actions
  return { games: count, actions, seconds: cpu() - t0 }
}

run('heuristic', 10_000, 150)
run('heuristic-v1', 10_000, 150)
const total = { heuristic: { games: 0, actions: 0, seconds: 0 }, 'heuristic-v1': { games: 0, actions: 0, seconds: 0 } }
for (let r = 0; r < rounds; r++) {
  const order: BotName[] = r % 2 === 0 ? ['heuristic', 'heuristic-v1'] : ['heuristic-v1', 'heuristic']
  const line: string[] = []
  for (const bot of order) {
    const m = run(bot, r * games, games)
    const t = total[bot as 'heuristic' | 'heuristic-v1']
    t.games += m.games; t.actions += m.actions; t.seconds += m.seconds
    line.push(`${bot} ${(m.games / m.seconds).toFixed(1)} games/s (${(m.actions / m.seconds).toFixed(0)} actions/s)`)
  }
  console.log(`round ${r + 1}: ${line.join(' · ')}`)
}
const h = total.heuristic, v = total['heuristic-v1']
console.log(`total: heuristic ${(h.games / h.seconds).toFixed(1)} games per CPU s, heuristic-v1 ${(v.games / v.seconds).toFixed(1)}: ratio ${((h.games / h.seconds) / (v.games / v.seconds)).toFixed(3)} by games, ${((h.actions / h.seconds) / (v.actions / v.seconds)).toFixed(3)} by actions`)
