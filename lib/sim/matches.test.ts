// A league of decks (issue 30): shards add up to one run, the ratings count what the games saw, every
// pairing plays the same deals from both seats, and a balance step's outcomes come back in order.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { planShards } from './lab-spec'
import { emptyMatchTally, matchSpecSchema, matchTallySchema, mergeMatchTallies, outcomesOf, playMatchShard, prepareMatches, type MatchSpec } from './matches'
import { R } from './ratings'
import { ratingsReport, roundRobin } from './ratings-report'
import { playSelfplayGame } from './selfplay'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')

const spec: MatchSpec = {
  kind: 'matches',
  purpose: 'ratings',
  decks: [{ name: 'Caja 1', deck: caja1 }, { name: 'Caja 2', deck: caja2 }],
  pairings: [[0, 1], [1, 1]],
  games: 4,
  firstGame: 0,
  bots: { A: 'random', B: 'random' },
  seed: 'liga',
  variant: 'none',
  maxTurns: 16,
  override: null,
  outcomes: true,
}

function prepared(s: MatchSpec = spec) {
  const p = prepareMatches(s, catalogue)
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.prepared
}

describe('a league of decks (issue 30)', () => {
  it('shards of any size, in any order, add up to the tally of one run; the tally survives JSON', () => {
    const p = prepared()
    const whole = playMatchShard(p, [0, 8])
    const parts = planShards(8, 3).map((r) => playMatchShard(p, r))
    expect(parts.reduce(mergeMatchTallies)).toEqual(whole)
    expect([...parts].reverse().reduce(mergeMatchTallies)).toEqual(whole)
    expect(matchTallySchema.parse(JSON.parse(JSON.stringify(whole)))).toEqual(whole)
    expect(() => mergeMatchTallies(whole, whole)).toThrow(/comparten partidas/)
  })

  it('each pairing plays deal ⌊k/2⌋ from both seats, the same deals in every pairing, and counts its games', () => {
    const p = prepared()
    const tally = playMatchShard(p, [0, 8])
    expect(new Set(p.setups.map((x) => x.seed)).size).toBe(1)
    // In the mirror, game 2j + 1 is game 2j with the seats swapped: the same game, its deck labels exchanged.
    const mirror = p.setups[1] as never
    for (const j of [0, 1]) {
      const a = playSelfplayGame(mirror, 2 * j), b = playSelfplayGame(mirror, 2 * j + 1)
      const swap = (x: 'A' | 'B' | null) => (x === 'A' ? 'B' : x === 'B' ? 'A' : null)
      expect([b.winner, b.first, b.turns, b.actions]).toEqual([swap(a.winner), swap(a.first), a.turns, a.actions])
    }
    const winners = outcomesOf(tally, 0, 8)
    expect(winners).toHaveLength(8)
    for (const [k, t] of tally.pairings.entries()) {
      const text = winners.slice(4 * k, 4 * k + 4)
      expect(t).toEqual([[...text].filter((c) => c === '1').length, [...text].filter((c) => c === '2').length, [...text].filter((c) => c === '0').length, 4])
    }
  })

  it('a deck\'s card row counts the games it played, split by what its Master saw; a mirror counts both sides', () => {
    const p = prepared()
    const tally = playMatchShard(p, [0, 8])
    const games = (row: number[] | undefined) => (row?.[R.ohM] ?? 0) + (row?.[R.gdM] ?? 0) + (row?.[R.gnsM] ?? 0)
    // Caja 1 plays 4 games (pairing 0), Caja 2 4 in pairing 0 and both sides of 4 mirror games.
    for (const id of Object.keys(tally.decks[0] ?? {})) expect(games(tally.decks[0]?.[id]), id).toBe(4)
    for (const id of Object.keys(tally.decks[1] ?? {})) expect(games(tally.decks[1]?.[id]), id).toBe(12)
    // The starting Dalma begins in play: always in the opening hand.
    expect(tally.decks[0]?.['durmak-de-ordor']?.[R.ohM]).toBe(4)
    // A card in neither deck is not rated; one in both is pooled over all 16 deck-games, in 8 clusters.
    const both = Object.keys(tally.decks[0] ?? {}).find((id) => id in (tally.decks[1] ?? {}))
    if (both !== undefined) {
      expect(games(tally.pooled[both])).toBe(16)
      expect(tally.pooled[both]?.[R.n]).toBe(8)
    }
    // Replayed by hand, game 0: the cards Caja 1 saw.
    const g0 = playSelfplayGame(p.setups[0] as never, 0)
    const sawDurmak = g0.seen?.A.opening.includes('durmak-de-ordor')
    expect(sawDurmak).toBe(true)
  })

  it('the report: decks\' win rates add up, one pair is said, cards carry the contract\'s fields', () => {
    const one: MatchSpec = { ...spec, pairings: roundRobin(2) }
    const report = ratingsReport(one, playMatchShard(prepared(one), [0, 4]), catalogue)
    expect(report.onePair).toBe(true)
    expect(report.games).toBe(4)
    expect(report.decks[0]?.wins).toBe(report.pairings[0]?.wins[0])
    const card = report.cards[0]
    expect(card && Object.keys(card)).toEqual(expect.arrayContaining(['id', 'name', 'games', 'gihWr', 'ohWr', 'gdWr', 'gnsWr', 'iwd', 'playedWhenUsable']))
    expect(report.byDeck).toHaveLength(2)
    expect(roundRobin(3)).toEqual([[0, 1], [0, 2], [1, 2]])
    expect(roundRobin(1)).toEqual([[0, 0]])
  })

  it('a what-if is played in every game; a bad one is refused with its field', () => {
    const bad = prepareMatches({ ...spec, override: { 'lisko-de-arathan': { life: 99 } } }, catalogue)
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.errors.join()).toMatch(/lisko-de-arathan\.life/)
    const p = prepared({ ...spec, override: { 'lisko-de-arathan': { life: 30 } } })
    expect(p.catalogue.byId.get('lisko-de-arathan')).toMatchObject({ life: 30 })
  })

  it('the spec as untrusted JSON: odd games, a missing deck and too many plays are refused with the field', () => {
    const issues = (raw: unknown) => (matchSpecSchema.safeParse(raw).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues(spec)).toEqual([])
    expect(issues({ ...spec, games: 3 })).toEqual(['games: debe ser par: cada reparto se juega desde los dos asientos'])
    expect(issues({ ...spec, pairings: [[0, 2]] })[0]).toMatch(/^pairings\.0: no hay mazo 3/)
    expect(issues({ ...spec, games: 100_000, pairings: Array.from({ length: 30 }, () => [0, 1]) })[0]).toMatch(/^games: 3\.000\.000 partidas/)
    expect(emptyMatchTally(spec).decks).toHaveLength(2)
  })
})
