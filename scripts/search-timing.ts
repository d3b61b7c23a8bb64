// The bench's search timing (`npm run bench -- bots`: 4 games of Caja 1 against Caja 2, seed 2026, CPU per
// searched decision) for several search variants in one run, so they share the machine's load (issue 29).
//   npx tsx scripts/search-timing.ts <variant> [<variant> …]      (names from scripts/search-variants.ts)
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { BOTS } from '../lib/bots'
import { playSelfplayGame, type Timings } from '../lib/sim/selfplay'
import { VARIANTS } from './search-variants'
import { decisionName } from '../lib/bots/search'
const catalogue = loadCatalogue()
const read = (f: string) => { const r = readPlayableDeck(path.resolve('content/decks', f), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const base = { decks: { A: read('caja-1-marcha-de-la-montana.txt'), B: read('caja-2-corsarios-de-arathan.txt') }, seed: 2026, variant: 'none' as const, maxTurns: 200, catalogue }
const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const q = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0 }
for (const name of process.argv.slice(2)) {
  const bot = VARIANTS[name]
  if (bot === undefined) throw new Error(`no variant ${name}`)
  // The same CPU per searched decision, by the root's decision kind (issue 29, session 9: a horizon per kind).
  const byKind = new Map<string, number[]>()
  ;(BOTS as { search: typeof bot }).search = (view, moves, budget, rng, cat) => {
    const t0 = cpuMs()
    const a = bot(view, moves, budget, rng, cat)
    const t = cpuMs() - t0
    const kind = decisionName(view.state)
    if (t > 1) byKind.set(kind, [...(byKind.get(kind) ?? []), t])
    return a
  }
  const timings: Timings = {}
  for (let i = 0; i < 4; i++) playSelfplayGame({ ...base, bots: i % 2 === 0 ? { A: 'search', B: 'heuristic' } : { A: 'heuristic', B: 'search' } }, i, cpuMs, timings)
  const searched = (timings.search ?? []).filter((t) => t > 1)
  console.log(name, `searched p50 ${q(searched, 0.5).toFixed(1)} ms, p99 ${q(searched, 0.99).toFixed(1)} ms, ${searched.length} searched`)
  for (const [kind, ts] of [...byKind].sort((a, b) => b[1].length - a[1].length)) console.log(`  ${kind}: p50 ${q(ts, 0.5).toFixed(1)} ms, p99 ${q(ts, 0.99).toFixed(1)} ms, ${ts.length}`)
}
