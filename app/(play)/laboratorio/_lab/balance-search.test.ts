// «Buscar el valor que equilibra» (issue 30) answers what `dm lab balance` answers for the same settings: the page
// drives the same search, and each of its steps is a league the API accepts, holding the what-if's other changes.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import { memoryIO } from '@/lib/cli/io'
import { registry } from '@/lib/cli/registry'
import { runCli } from '@/lib/cli/run'
import { checkMatchSpec } from '@/lib/sim/lab-check'
import { playWork, workGames } from '@/lib/sim/lab-work'
import type { MatchTally } from '@/lib/sim/matches'
import { balanceStepSpec, searchBalance, type BalanceInput, type LeaguePlayer } from './balance-search'

const ROOT = process.cwd()
const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')
const input: BalanceInput = {
  decks: [{ name: 'Caja 1 — La marcha de la montaña', deck: caja1 }, { name: 'Caja 2 — Los corsarios de Árathan', deck: caja2 }],
  bots: { A: 'random', B: 'random' }, seed: 'meta', variant: 'none', maxTurns: 30,
  base: {}, cardId: 'lisko-de-arathan', path: 'life', min: 1, max: 4, target: 0.5, games: 2, maxGames: 24,
}
/** The queue's stand-in: plays the league here, as a worker would (a shard's tally is the local one). */
const local: LeaguePlayer = async (spec) => playWork(spec, catalogue, [0, workGames(spec)]) as MatchTally
const cardOf = (id: string) => catalogue.byId.get(id)

describe('«Buscar el valor que equilibra» (issue 30)', () => {
  it('finds what dm lab balance finds with the same decks, bots, seed and batches: value, interval, tried, ruled out and sentence', async () => {
    const io = memoryIO(ROOT)
    const code = await runCli(['lab', 'balance', path.join(ROOT, 'content/decks/caja-1-marcha-de-la-montana.txt'), path.join(ROOT, 'content/decks/caja-2-corsarios-de-arathan.txt'),
      '--card', 'lisko-de-arathan', '--field', 'life', '--target', '0.5', '--games', '2', '--min', '1', '--max', '4', '--max-games', '24',
      '--seed', 'meta', '--bots', 'random,random', '--max-turns', '30', '--json'], io, registry)
    expect(code).toBe(0)
    const cli = JSON.parse(io.text().out) as Record<string, unknown>
    const steps: number[] = []
    const page = await searchBalance(input, local, cardOf, { onStep: (s) => steps.push(s.value) })
    expect(page.result.value).toBe(cli.value)
    expect(page.result.winRateA).toEqual(cli.winRateA)
    expect(page.result.tried).toEqual(cli.tried)
    expect(page.result.ruledOut).toEqual(cli.ruledOut)
    expect(page.result.verdict).toBe(cli.verdict)
    expect(page.sentence).toBe(cli.sentence)
    expect(steps.slice(0, 2).sort()).toEqual([1, 4])
  }, 120_000)

  it('each step is a league the API accepts: one pairing, every winner kept, the other changes of the what-if held', () => {
    const spec = balanceStepSpec({ ...input, base: { 'lisko-de-arathan': { strength: 5 }, daga: { cost: { gold: 2 } } } }, 3, 4, 10)
    expect(spec).toMatchObject({ kind: 'matches', purpose: 'balance', pairings: [[0, 1]], games: 6, firstGame: 4, outcomes: true })
    expect(spec.override).toEqual({ 'lisko-de-arathan': { strength: 5, life: 3 }, daga: { cost: { gold: 2 } } })
    expect(checkMatchSpec(spec, catalogue).ok).toBe(true)
  })

  it('a step that fails stops the search with its reason', async () => {
    await expect(searchBalance(input, async () => { throw new Error('la prueba x falló: sin trabajadores') }, cardOf)).rejects.toThrow('sin trabajadores')
  })
})
