// Goldfish batches (lib/sim) on the first boxed deck: games per CPU second for 5 and 40 turns, and
// the ratio to the bare engine loop playing the very same games (createGame, then the default
// policy's action applied until the end) in the same run. The ratio is what reading the games into
// the mergeable accumulator costs on top of the engine. Also: summarizing 2000 games, and the exact
// opening-hand laws of every card type.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../../lib/catalogue/load'
import { parseDeckText, toDeck } from '../../lib/decks/text'
import { apply, createGame, gameSeed, prepareDeck } from '../../lib/engine'
import { chooseAction as chooseGoldfishAction, keepInOpeningHand } from '../../lib/bots/goldfish'
import { exactHandLaw, prepareBatch, runGoldfishGames, summarizeBatch, type DeckSlot } from '../../lib/sim'
import type { BenchResult } from '../types'

const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** Units of work per CPU second: `step(i)` does unit i; runs for at least `ms` CPU milliseconds. */
function perCpuSecond(step: (i: number) => void, ms: number): number {
  const start = cpuMs()
  let i = 0
  while (cpuMs() - start < ms) step(i++)
  return (i / (cpuMs() - start)) * 1000
}

/** Best of interleaved rounds: on a shared machine the least disturbed round is the truest. */
function best(fns: Record<string, (i: number) => void>, rounds = 3, ms = 1000): Record<string, number> {
  const out: Record<string, number> = {}
  for (let r = 0; r < rounds; r++) {
    for (const [k, fn] of Object.entries(fns)) out[k] = Math.max(out[k] ?? 0, perCpuSecond(fn, ms))
  }
  return out
}

export default async function run(): Promise<BenchResult[]> {
  const catalogue = loadCatalogue()
  const dir = path.resolve('content', 'decks')
  const file = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()[0]
  if (file === undefined) throw new Error('no hay mazos de caja')
  const parsed = parseDeckText(readFileSync(path.join(dir, file), 'utf8'), catalogue)
  if (!parsed.ok) throw new Error(`mazo ilegible: ${file}`)
  const deck = toDeck(parsed.deck)

  const results: BenchResult[] = []
  for (const turns of [5, 40]) {
    const setup = prepareBatch({ deck, catalogue, turns, seed: 1 })
    if (!setup.ok) throw new Error('mazo no jugable')
    const bare = (i: number) => {
      const created = createGame({ seed: gameSeed(1, i), mode: 'goldfish', masters: [{ deck }], maxTurns: turns }, catalogue)
      if (!created.ok) throw new Error('createGame')
      let state = created.value
      while (state.result === null) {
        const r = apply(state, chooseGoldfishAction(state, catalogue), catalogue)
        if (!r.ok) throw new Error(r.error.code)
        state = r.state
      }
    }
    const batch = (i: number) => {
      const r = runGoldfishGames(setup.value, i, i + 1)
      if (!r.ok) throw new Error(r.error.code)
    }
    const rates = best({ bare, batch })
    const batchRate = rates.batch ?? 0
    const bareRate = rates.bare ?? 1
    results.push({ name: `batch games/CPU s, ${turns} turns (${file})`, value: batchRate, unit: 'games/s', note: `engine loop alone ${Math.round(bareRate)}/s, ratio ${(batchRate / bareRate).toFixed(2)}` })
  }

  const setup = prepareBatch({ deck, catalogue, turns: 5, seed: 1 })
  if (!setup.ok) throw new Error('mazo no jugable')
  const acc = runGoldfishGames(setup.value, 0, 2000)
  if (!acc.ok) throw new Error('batch')
  const started = performance.now()
  const SUMMARIES = 10
  for (let i = 0; i < SUMMARIES; i++) summarizeBatch(acc.value, { deck, catalogue })
  results.push({ name: 'summarizeBatch of 2000 games (all types, exact + simulated)', value: (performance.now() - started) / SUMMARIES, unit: 'ms' })

  const prepared = prepareDeck(deck, catalogue)
  if (!prepared.ok) throw new Error('mazo')
  const counts = new Map<string, number>()
  for (const id of prepared.value.rest) counts.set(id, (counts.get(id) ?? 0) + 1)
  const slots: DeckSlot[] = [...counts].map(([cardId, count]) => {
    const card = catalogue.byId.get(cardId)
    return { cardId, count, keep: card !== undefined && keepInOpeningHand(card) }
  })
  const types = [...new Set(slots.map((s) => catalogue.byId.get(s.cardId)?.type))]
  const exactRate = perCpuSecond((i) => {
    const type = types[i % types.length]
    exactHandLaw(slots, (id) => catalogue.byId.get(id)?.type === type)
  }, 1000)
  results.push({ name: 'exact laws (opening + after replacement) per CPU s', value: exactRate, unit: 'questions/s' })
  return results
}
