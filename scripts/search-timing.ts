// The bench's search timing (`npm run bench -- bots`: 4 games of Caja 1 against Caja 2, seed 2026, CPU per
// searched decision) for several search variants in one run, so they share the machine's load (issue 29).
//   npx tsx scripts/search-timing.ts <variant> [<variant> …]      (names from scripts/search-variants.ts)
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { BOTS } from '../lib/bots'
import { playSelfplayGame, type Timings } from '../lib/sim/selfplay'
import { VARIANTS } from './search-variants'
const catalogue = loadCatalogue()
const read = (f: string) => { const r = readPlayableDeck(path.resolve('content/decks', f), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const base = { decks: { A: read('caja-1-marcha-de-la-montana.txt'), B: read('caja-2-corsarios-de-arathan.txt') }, seed: 2026, variant: 'none' as const, maxTurns: 200, catalogue }
const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const q = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0 }
for (const name of process.argv.slice(2)) {
  const bot = VARIANTS[name]
  if (bot === undefined) throw new Error(`no variant ${name}`)
  ;(BOTS as { search: typeof bot }).search = bot
  const timings: Timings = {}
  for (let i = 0; i < 4; i++) playSelfplayGame({ ...base, bots: i % 2 === 0 ? { A: 'search', B: 'heuristic' } : { A: 'heuristic', B: 'search' } }, i, cpuMs, timings)
  const searched = (timings.search ?? []).filter((t) => t > 1)
  console.log(name, `searched p50 ${q(searched, 0.5).toFixed(1)} ms, p99 ${q(searched, 0.99).toFixed(1)} ms, ${searched.length} searched`)
}
