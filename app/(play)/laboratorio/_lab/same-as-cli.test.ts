// The page's split of a run among Web Workers gives `dm selfplay`'s numbers: the same games (same
// per-game seeds, the CLI's own runJob) and the same summary whatever the number of workers.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { runJob } from '@/lib/cli/selfplay-run'
import { DEFAULT_BUDGET } from '@/lib/engine/bots'
import { loadBoxedDecks } from '@/lib/server/boxed-decks'
import { playSelfplayGame, summarizeSelfplay } from '@/lib/sim'
import { dealGames, labWorkers } from './messages'
import { catalogueWithOverride } from './override'

const catalogue = loadCatalogue('content')
const [deckA, deckB] = loadBoxedDecks('content', catalogue).map((d) => d.deck)
if (deckA === undefined || deckB === undefined) throw new Error('two boxed decks')

describe('laboratorio runs equal dm selfplay', () => {
  it('deals every game index to exactly one worker, round-robin', () => {
    expect(dealGames(7, 3)).toEqual([[0, 3, 6], [1, 4], [2, 5]])
    expect(dealGames(2, 4)).toEqual([[0], [1]])
    expect(labWorkers(10, 8)).toBe(4)
    expect(labWorkers(1, 8)).toBe(1)
    expect(labWorkers(10, undefined)).toBe(1)
  })

  it('three workers give the report of the CLI\'s single worker, baseline and what-if', () => {
    const games = 6
    const opts = { bots: { A: 'random', B: 'heuristic' } as const, seed: 4242, variant: 'none' as const, maxTurns: 16 }
    const enemy = catalogue.cards.find((c) => c.type === 'enemy')
    if (enemy === undefined || enemy.type !== 'enemy') throw new Error('an enemy')
    const overrideText = JSON.stringify({ [enemy.id]: { life: Math.min(30, enemy.life + 3) } })
    for (const text of ['', overrideText]) {
      const cli = runJob({
        contentDir: 'content', override: text === '' ? null : { file: 'prueba.json', text }, decks: { A: deckA, B: deckB }, ...opts,
        indices: Array.from({ length: games }, (_, i) => i), timing: false, budget: DEFAULT_BUDGET,
      })
      const what = catalogueWithOverride(catalogue, text)
      if (!what.ok) throw new Error(what.errors.join('; '))
      const setup = { decks: { A: deckA, B: deckB }, ...opts, catalogue: what.catalogue }
      const page = dealGames(games, 3).flatMap((share) => share.map((i) => playSelfplayGame(setup, i)))
      expect(summarizeSelfplay(page, opts)).toEqual(summarizeSelfplay(cli.records, opts))
    }
  })
})
