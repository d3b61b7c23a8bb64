import { describe, expect, it } from 'vitest'
import { activeDalmas, apply, createGame, gameSeed, openingHand, prepareDeck, type GameState } from '../engine'
import { chooseAction as chooseGoldfishAction } from '../bots/goldfish'
import { batchAccumulatorSchema, mergeAccumulators, type BatchAccumulator } from './aggregate'
import { prepareBatch, accumulateGoldfishBatch, runGoldfishGames } from './batch'
import { atLeast, hypergeometricPmf } from './exact'
import { summarizeBatch, trackedFigures } from './report'
import { runGoldfishBatch } from './run'
import { histEntries } from './stats'
import { simCatalogue, simDeck } from './testing/fixtures'

const base = { deck: simDeck(), catalogue: simCatalogue, seed: 424242 }

async function run(games: number, turns: number, extra: { firstGame?: number; chunkSize?: number; seed?: number } = {}): Promise<BatchAccumulator> {
  const r = await accumulateGoldfishBatch({ ...base, games, turns, ...extra })
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

function merge(a: BatchAccumulator, b: BatchAccumulator): BatchAccumulator {
  const m = mergeAccumulators(a, b)
  if (!m.ok) throw new Error(JSON.stringify(m.error))
  return m.value
}

const decodeHand = (acc: BatchAccumulator, game: number, which: 'opening' | 'afterReplacement'): string[] => {
  const block = acc.hands.find((b) => game >= b.from && game < b.from + b[which].length / 5)
  if (block === undefined) throw new Error(`no hand for game ${game}`)
  const start = (game - block.from) * 5
  return block[which].slice(start, start + 5).filter((i) => i >= 0).map((i) => acc.cardIds[i] as string)
}

describe('accumulateGoldfishBatch', () => {
  it('RUL-13 gives the same accumulator twice for one seed, whatever the chunk size', async () => {
    const a = await run(40, 4, { chunkSize: 7 })
    const b = await run(40, 4, { chunkSize: 40 })
    expect(a).toEqual(b)
    expect(a.games).toBe(40)
    const other = await run(40, 4, { seed: 7 })
    expect(other.hands).not.toEqual(a.hands)
  })

  it('merges: two halves (played by two "workers") equal the whole, in either order', async () => {
    const whole = await run(60, 4)
    const first = await run(30, 4, { firstGame: 0 })
    const second = await run(30, 4, { firstGame: 30 })
    expect(merge(first, second)).toEqual(whole)
    expect(merge(second, first)).toEqual(whole)
    const setup = prepareBatch({ ...base, turns: 4 })
    if (!setup.ok) throw new Error('setup')
    const chunk = runGoldfishGames(setup.value, 30, 60)
    if (!chunk.ok) throw new Error('chunk')
    expect(chunk.value).toEqual(second)
  })

  it('refuses to merge different batches or games counted twice', async () => {
    const a = await run(10, 2)
    const otherSeed = await run(10, 2, { seed: 1 })
    expect(mergeAccumulators(a, otherSeed)).toEqual({ ok: false, error: { code: 'differentBatch', field: 'seed' } })
    const overlapping = await run(10, 2, { firstGame: 5 })
    const m = mergeAccumulators(a, overlapping)
    expect(m.ok).toBe(false)
    if (!m.ok) expect(m.error.code).toBe('overlappingGames')
  })

  it('R6.6 game i is the game createGame deals for gameSeed(seed, i), so game 0 is what /probar shows', async () => {
    const acc = await run(3, 1)
    const prepared = prepareDeck(base.deck, base.catalogue)
    if (!prepared.ok) throw new Error('deck')
    for (let i = 0; i < 3; i++) {
      const created = createGame({ seed: gameSeed(base.seed, i), mode: 'goldfish', masters: [{ deck: base.deck }] }, base.catalogue)
      if (!created.ok) throw new Error('game')
      const hand = created.value.masters[0].hand.map((id) => created.value.cards[id]?.cardId)
      expect(decodeHand(acc, i, 'opening')).toEqual(hand)
      expect(decodeHand(acc, i, 'opening')).toEqual(openingHand(prepared.value, gameSeed(base.seed, i)))
    }
  })

  it('R6.7 after the replacement the hand keeps the kept cards and has five cards again', async () => {
    const acc = await run(30, 1)
    const keep = new Set(['capitana', 'hechicera', 'batidor', 'pillo', 'bolsa', 'hacha', 'rodela', 'tonico'])
    for (let i = 0; i < 30; i++) {
      const opening = decodeHand(acc, i, 'opening')
      const after = decodeHand(acc, i, 'afterReplacement')
      expect(after).toHaveLength(5)
      const kept = opening.filter((id) => keep.has(id))
      expect(after.slice(0, kept.length)).toEqual(kept)
    }
    const replacedGames = histEntries(acc.replaced).reduce((s, [, c]) => s + c, 0)
    expect(replacedGames).toBe(30)
  })

  it('R6.10 R7.12 turn 1 starts with 5 gold; each later turn starts with the last one\'s leftover plus 3 gold', async () => {
    const acc = await run(50, 5)
    expect(acc.perTurn[0]?.moneyAvailable).toEqual({ 50: 50 })
    for (let t = 1; t < 5; t++) {
      const before = acc.perTurn[t - 1]
      const now = acc.perTurn[t]
      if (before === undefined || now === undefined) throw new Error('turns')
      // No game exhausts this early and nobody needs the Posada in goldfish, so the shift is exact.
      const shifted = Object.fromEntries(histEntries(before.moneyLeft).map(([silver, games]) => [String(silver + 30), games]))
      expect(now.moneyAvailable).toEqual(shifted)
    }
  })

  it('reads money, active Dalmas and learned cards exactly as the game state has them at each turn end', async () => {
    const acc = await run(1, 6)
    const created = createGame({ seed: gameSeed(base.seed, 0), mode: 'goldfish', masters: [{ deck: base.deck }], maxTurns: 6 }, base.catalogue)
    if (!created.ok) throw new Error('game')
    let state: GameState = created.value
    const seen: { silver: number; active: number; learned: number }[] = []
    while (state.result === null) {
      if (state.phase.name === 'endOfTurn' && state.activeSeat === 0) {
        // Learned cards sit on their Dalma; the starting Dalma's two are known from setup (R6.3), not learned.
        const learned = state.cards.filter((c) => c.owner === 0 && c.learnedBy !== null).length - 2
        seen.push({ silver: state.masters[0].silver, active: activeDalmas(state, base.catalogue, 0).length, learned })
      }
      const r = apply(state, chooseGoldfishAction(state, base.catalogue), base.catalogue)
      if (!r.ok) throw new Error(r.error.code)
      state = r.state
    }
    expect(seen).toHaveLength(6)
    seen.forEach((s, t) => {
      const turn = acc.perTurn[t]
      expect(turn?.moneyLeft).toEqual({ [s.silver]: 1 })
      expect(turn?.activeDalmas).toEqual({ [s.active]: 1 })
      expect(turn?.learned).toEqual({ [s.learned]: 1 })
    })
  })

  it('R18.1 RUL-13 a long run ends every game exhausted or at the turn limit, and turn counts shrink with exhaustion', async () => {
    const turns = 40
    const acc = await run(20, turns)
    const exhausted = histEntries(acc.exhaustion)
    const exhaustedGames = exhausted.reduce((s, [, c]) => s + c, 0)
    expect(exhaustedGames + acc.turnLimit + acc.otherEnd).toBe(20)
    expect(exhaustedGames).toBeGreaterThan(0) // 37 shuffled cards cannot last 40 turns of five Master actions
    for (let t = 1; t <= turns; t++) {
      const stoppedBefore = exhausted.filter(([turn]) => turn < t).reduce((s, [, c]) => s + c, 0)
      expect(acc.perTurn[t - 1]?.games).toBe(20 - stoppedBefore)
    }
  })

  it('stops between chunks once cancelled', async () => {
    const signal = { aborted: false }
    const progress: number[] = []
    const r = await accumulateGoldfishBatch({ ...base, games: 100, turns: 2, chunkSize: 10, signal }, (p) => {
      progress.push(p.done)
      signal.aborted = true
    })
    expect(r).toEqual({ ok: false, error: { code: 'cancelled', done: 10, total: 100 } })
    expect(progress).toEqual([10])
  })

  it('reports bad options and decks as values', async () => {
    expect(await accumulateGoldfishBatch({ ...base, games: 0, turns: 5 })).toEqual({ ok: false, error: { code: 'invalidOptions', field: 'games', value: 0 } })
    expect(await accumulateGoldfishBatch({ ...base, games: 5, turns: 2.5 })).toEqual({ ok: false, error: { code: 'invalidOptions', field: 'turns', value: 2.5 } })
    const noDalma = await accumulateGoldfishBatch({ ...base, deck: { ...simDeck(), startingDalmaId: null }, games: 5, turns: 2 })
    expect(noDalma.ok).toBe(false)
    if (!noDalma.ok) expect(noDalma.error.code).toBe('invalidDeck')
  })

  it('produces plain JSON that its schema accepts', async () => {
    const acc = await run(5, 3)
    const roundTrip = JSON.parse(JSON.stringify(acc)) as unknown
    expect(batchAccumulatorSchema.parse(roundTrip)).toEqual(acc)
  })
})

describe('summarizeBatch', () => {
  it('R6.6 the simulated P(at least one of a 4-copy card) lies within the 95 % interval around the exact value', async () => {
    const acc = await run(1200, 1, { seed: 2024 })
    const report = summarizeBatch(acc, { deck: base.deck, catalogue: base.catalogue, track: [['hacha']] })
    if (!report.ok) throw new Error('report')
    const row = report.value.openingHand.tracked[0]
    if (row === undefined) throw new Error('tracked')
    expect(row.copies).toBe(4)
    const exact = atLeast(hypergeometricPmf(37, 4, 5), 1)
    const opening = row.opening.atLeast[0]
    expect(opening?.exact).toBeCloseTo(exact, 12)
    expect(exact).toBeGreaterThanOrEqual(opening?.simulated.low ?? 1)
    expect(exact).toBeLessThanOrEqual(opening?.simulated.high ?? 0)
    // After the replacement too: the hacha costs 1 gold, so the policy keeps it (R6.7).
    const after = row.afterReplacement.atLeast[0]
    expect(after?.exact).toBeGreaterThan(exact)
    expect(after?.exact).toBeGreaterThanOrEqual(after?.simulated.low ?? 1)
    expect(after?.exact).toBeLessThanOrEqual(after?.simulated.high ?? 0)
  })

  it('a card set picked after the run gives the same figures as its type row, and the Dalma row answers "any Dalma"', async () => {
    const acc = await run(80, 2)
    const report = summarizeBatch(acc, { deck: base.deck, catalogue: base.catalogue })
    if (!report.ok) throw new Error('report')
    const treasures = report.value.openingHand.byType.find((t) => t.type === 'treasure')
    const picked = trackedFigures(acc, { deck: base.deck, catalogue: base.catalogue }, ['bolsa'])
    if (!picked.ok || treasures === undefined) throw new Error('figures')
    expect(picked.value.opening).toEqual(treasures.opening)
    expect(picked.value.afterReplacement).toEqual(treasures.afterReplacement)
    const dalmas = report.value.openingHand.byType.find((t) => t.type === 'dalma')
    expect(report.value.openingHand.anyDalma.opening).toEqual(dalmas?.opening.atLeast[0])
    expect(dalmas?.copies).toBe(3) // four Dalmas, the starting one set aside (R6.2)
    expect(report.value.deck).toMatchObject({ cards: 40, shuffled: 37, dalmas: 4 })
  })

  it('the k-th Dalma table agrees with the active Dalmas counted at each turn end', async () => {
    const acc = await run(60, 5)
    const report = summarizeBatch(acc, { deck: base.deck, catalogue: base.catalogue })
    if (!report.ok) throw new Error('report')
    for (const row of report.value.dalmas) {
      row.byTurn.forEach(({ turn, share }) => {
        const h = acc.perTurn[turn - 1]?.activeDalmas ?? {}
        const withK = histEntries(h).filter(([n]) => n >= row.k).reduce((s, [, c]) => s + c, 0)
        expect(share.successes).toBe(withK)
      })
    }
  })

  it('refuses an accumulator of another deck', async () => {
    const acc = await run(3, 1)
    const other = { ...simDeck(), entries: simDeck().entries.map((e) => (e.cardId === 'hacha' ? { ...e, count: 3 } : e)) }
    expect(summarizeBatch(acc, { deck: other, catalogue: base.catalogue })).toEqual({ ok: false, error: { code: 'wrongDeck' } })
  })
})

describe('runGoldfishBatch', () => {
  it('plays and reports in one call, answering the tracked sets', async () => {
    const r = await runGoldfishBatch({ ...base, games: 30, turns: 2, track: [['hacha', 'lanza']] })
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    expect(r.value.accumulator).toEqual(await run(30, 2))
    expect(r.value.report.games).toBe(30)
    expect(r.value.report.openingHand.tracked[0]).toMatchObject({ cardIds: ['hacha', 'lanza'], copies: 6 })
    const cancelled = await runGoldfishBatch({ ...base, games: 30, turns: 2, signal: { aborted: true } })
    expect(cancelled).toEqual({ ok: false, error: { code: 'cancelled', done: 0, total: 30 } })
  })
})
