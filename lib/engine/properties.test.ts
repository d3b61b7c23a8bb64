// Engine invariants under random legal play (fast-check): no card created or lost, money never
// negative, the hand within its limit, replay equal to play, apply never mutating its input, and
// apply accepting exactly what legalActions lists.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Action } from './actions'
import { apply } from './apply'
import { legalActions } from './legal'
import { HAND_LIMIT, handLimitLifted, ownedInstanceIds } from './queries'
import { logActions } from './log'
import { replay } from './replay'
import { createGame } from './setup'
import type { GameConfig, GameState } from './state'
import { deepFreeze } from '../engine-testing/helpers'
import { fixtureCatalogue as cat, fixtureDeck } from '../engine-testing/fixtures'
import { pendingDecision } from './stack'

const deckA = fixtureDeck()
const deckB = fixtureDeck({ startingDalmaId: 'maga' })

/** Plain checks (no expect per card: thousands of states are checked). Throws on the first broken invariant. */
function checkInvariants(s: GameState): void {
  const fail = (what: string) => { throw new Error(`invariant broken: ${what}`) }
  // Every instance sits in exactly one place, owned by the Master whose zones hold it.
  const seen = new Uint8Array(s.cards.length)
  for (const seat of [0, 1] as const) {
    for (const id of ownedInstanceIds(s, seat)) {
      seen[id] = (seen[id] ?? 0) + 1
      if (s.cards[id]?.owner !== seat) fail(`card ${id} in the zones of seat ${seat} belongs to another`)
    }
    const m = s.masters[seat]
    if (!(m.silver >= 0) || !Number.isInteger(m.silver)) fail(`money of seat ${seat} is ${m.silver}`)
    const waitingToDiscard = pendingDecision(s)?.kind === 'discardToLimit' && pendingDecision(s)?.seat === seat
    if (m.hand.length > HAND_LIMIT && !waitingToDiscard && !handLimitLifted(s, cat, seat)) fail(`hand of ${m.hand.length}`)
    if (m.masterActions > 5) fail('more than five Master actions')
  }
  for (let i = 0; i < seen.length; i++) if (seen[i] !== 1) fail(`card ${i} is in ${seen[i]} places`)
}

/**
 * Set-valued fields compare as sets (legalActions lists each set once, apply takes any order), and
 * copies of one enemy in one relic zone are one protecting-enemy answer (both relics may hold that card).
 */
function normalise(state: GameState, a: Action): string {
  const copy: Record<string, unknown> = a.type === 'chooseProtectingEnemy' ? { type: a.type, card: state.cards[a.instanceId]?.cardId, owner: state.cards[a.instanceId]?.owner } : { ...a }
  for (const key of ['instanceIds', 'dalmaIds', 'replaceIds']) {
    const v = copy[key]
    if (Array.isArray(v)) copy[key] = [...(v as number[])].sort((x, y) => x - y)
  }
  return JSON.stringify(copy, Object.keys(copy).sort())
}

const ACTION_TYPES = ['draw', 'place', 'reveal', 'revealEnemy', 'useTreasure', 'equip', 'learn', 'drinkPotion', 'applyPoison', 'reloadBow',
  'enemyEquip', 'enemyDrinkPotion', 'endEnemyActions', 'endDalmaActions', 'pass', 'innRest', 'discardToLimit', 'keepEmblem', 'initialReplacement', 'deferredReplacement', 'chooseProtectingEnemy'] as const

/** Any action shape with arbitrary ids: most are illegal, which is the point. */
function candidate(type: (typeof ACTION_TYPES)[number], ids: number[]): Action {
  const [a = 0, b = 0, c = 0] = ids
  switch (type) {
    case 'draw': case 'endEnemyActions': case 'endDalmaActions': case 'pass': return { type }
    case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure': case 'keepEmblem': case 'chooseProtectingEnemy': return { type, instanceId: a }
    case 'equip': return { type, dalmaId: a, instanceId: b, replaceIds: ids.slice(2, 3) }
    case 'learn': case 'drinkPotion': return { type, dalmaId: a, instanceId: b }
    case 'applyPoison': return { type, dalmaId: a, instanceId: b, weaponId: c }
    case 'reloadBow': return { type, dalmaId: a, weaponId: b }
    case 'enemyEquip': return { type, enemyId: a, instanceId: b, replaceIds: [] }
    case 'enemyDrinkPotion': return { type, enemyId: a, instanceId: b }
    case 'innRest': return { type, dalmaIds: ids.slice(0, 2) }
    case 'discardToLimit': case 'initialReplacement': case 'deferredReplacement': return { type, instanceIds: ids.slice(0, 2) }
  }
}

describe('engine properties', () => {
  it('random legal play keeps every invariant, replays exactly and never mutates its input', () => {
    let runs = 0, actions = 0
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom<'goldfish-first' | 'goldfish-second' | 'duel'>('goldfish-first', 'goldfish-first', 'goldfish-second', 'duel'),
        fc.array(fc.nat(), { minLength: 60, maxLength: 80 }),
        fc.array(fc.tuple(fc.constantFrom(...ACTION_TYPES), fc.array(fc.nat({ max: 140 }), { minLength: 3, maxLength: 3 })), { minLength: 8, maxLength: 8 }),
        (seed, setup, picks, probes) => {
          const config: GameConfig = setup === 'duel'
            ? { seed, mode: 'duel', masters: [{ deck: deckA }, { deck: deckB }] }
            : { seed, mode: 'goldfish', masters: [{ deck: deckA }], goldfishSeat: setup === 'goldfish-first' ? 'first' : 'second' }
          const created = createGame(config, cat)
          if (!created.ok) throw new Error(created.error.code)
          let state = deepFreeze(created.value)
          checkInvariants(state)
          for (let i = 0; i < picks.length; i++) {
            const legal = legalActions(state, cat)
            if (legal.length === 0) break
            // A few arbitrary actions per game: apply must accept one only if legalActions lists it.
            const probe = probes[i % probes.length]
            if (probe !== undefined && i < probes.length) {
              const tried = candidate(probe[0], probe[1])
              const r = apply(state, tried, cat)
              const listed = new Set(legal.map((a) => normalise(state, a))).has(normalise(state, tried))
              expect(r.ok).toBe(listed)
            }
            const action = legal[(picks[i] ?? 0) % legal.length] as Action
            // The input is deeply frozen, so any write to it would throw; every tenth step also compares it whole.
            const before = i % 10 === 0 ? JSON.stringify(state) : null
            const r = apply(state, action, cat)
            if (!r.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} → ${r.error.code}`)
            if (before !== null) expect(JSON.stringify(state)).toBe(before)
            state = deepFreeze(r.state)
            checkInvariants(state)
            actions++
          }
          const replayed = replay(config, logActions(state.log), cat)
          expect(replayed.ok && replayed.state).toEqual(state)
          expect(JSON.parse(JSON.stringify(state))).toEqual(state)
          runs++
        },
      ),
      { numRuns: 1000, seed: 20261129 },
    )
    expect(runs).toBe(1000)
    expect(actions / runs).toBeGreaterThanOrEqual(50)
  }, 300_000) // 1,000 runs, every state deep-frozen and compared: 47 s at load 20, over 60 s at load 50
})
