// The bots' own pieces: the count board agrees with the engine, its moves are legal actions that do what the board
// says, and the search sees a reply that one move ahead cannot.
import { describe, expect, it } from 'vitest'
import { createRng, deriveStream } from '../../random/rng'
import { applyAction, createDuel } from '../apply'
import { checkAction } from '../legal'
import { mansedumbreMap, sums } from '../queries'
import type { AlientosState, Die, Taumaturgo } from '../state'
import { randomPool } from '../testing/duels'
import { actionOf, boardMoves, boardOf, counted, play, raceValue, rerollOutcomes } from './board'
import { greedyAction } from './greedy'
import { randomAction } from './random'
import { strongAction } from './strong'

/** Positions of two along random duels with random pools. */
function positions(count: number): AlientosState[] {
  const out: AlientosState[] = []
  for (let seed = 0; out.length < count; seed++) {
    const rng = createRng(500 + seed)
    const created = createDuel({ pools: [randomPool(rng), randomPool(rng)], seed, maxRounds: 2 })
    if (!created.ok) throw new Error(created.error.message)
    let s = created.state
    while (s.phase === 'invocation' && out.length < count) {
      out.push(s)
      const r = applyAction(s, randomAction(s, rng))
      if (!r.ok) throw new Error(r.error.message)
      s = r.state
    }
  }
  return out
}

describe('the strong bot\'s count board', () => {
  const sample = positions(150)
  it('A8.1 A3.1 A3.3: counts what the engine counts, Mansedumbre blocks included', () => {
    for (const p of sample) {
      const b = boardOf(p)
      const map = mansedumbreMap(p.taumaturgos)
      const [o0, d0, o1, d1] = counted(b)
      const s0 = sums(p.taumaturgos[b.seats[0]] as Taumaturgo, map), s1 = sums(p.taumaturgos[b.seats[1]] as Taumaturgo, map)
      expect([o0, d0, o1, d1]).toEqual([s0.ofensa, s0.defensa, s1.ofensa, s1.defensa])
    }
  })
  it('A5.2 A6.2 A7.1 A7.3 A7.4: every board move is a legal action, and the engine leaves the counts the board says', () => {
    let checked = 0
    for (const p of sample.slice(0, 60)) {
      const b = boardOf(p)
      for (const m of boardMoves(b)) {
        if (m.type === 'pass') continue
        const action = actionOf(p, b, m)
        expect(checkAction(p, action), JSON.stringify(action)).toBeNull()
        if (m.reroll) continue
        const r = applyAction(p, action)
        if (!r.ok) throw new Error(r.error.message)
        if (r.state.phase !== 'invocation' || r.state.round !== p.round) continue
        play(b, m, 1)
        expect(Array.from(boardOf({ ...r.state, turn: p.turn }).c)).toEqual(Array.from(b.c))
        play(b, m, -1)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(1000)
  })
  it('A7.2: the re-rolls of a Renovación are every multiset of faces, with multinomial chances', () => {
    const two = rerollOutcomes(2, 6)
    expect(two).toHaveLength(21)
    expect(two.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12)
    expect(two.find((o) => o.values.join() === '1,2')?.p).toBeCloseTo(2 / 36, 12)
    expect(rerollOutcomes(4, 4).reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12)
  })
  it('A9.1 A9.2: the race value: out is 0, the rival out 1, both ½, and more pain is better', () => {
    expect([raceValue(0, 5), raceValue(5, -1), raceValue(-2, 0)]).toEqual([0, 1, 0.5])
    for (let a = 1; a <= 15; a++) for (let b = 1; b <= 15; b++) {
      expect(raceValue(a, b) + raceValue(b, a)).toBeCloseTo(1, 12)
      if (a < 15) expect(raceValue(a + 1, b)).toBeGreaterThan(raceValue(a, b))
    }
  })
})

describe('what the bots choose', () => {
  /** A at 1 point of pain, Calma 5 against B's Odio 5: passing loses nothing now, but B's Cambio would then kill A. */
  function threatened(): AlientosState {
    const c = createDuel({ pools: [randomPool(createRng(1)), randomPool(createRng(2))], seed: 3 })
    if (!c.ok) throw new Error(c.error.message)
    const s = c.state
    const die = (base: Die['base'], kind: Die['kind'], umbra: Die['umbra'], value: number): Die => ({ base, kind, umbra, value, natural: value, out: false })
    s.taumaturgos = [
      { name: 'A', pain: 1, eliminated: false, dice: [die('calma', 'calma', 'defensa', 5), die('odio', 'odio', 'ofensa', 1)] },
      { name: 'B', pain: 15, eliminated: false, dice: [die('odio', 'odio', 'ofensa', 5), die('calma', 'calma', 'defensa', 6), die('cambio', 'cambio', null, 1)] },
    ]
    s.turn = 0
    s.beginner = 0
    s.passes = 0
    return s
  }
  it('A5.3 A6.1 A7.3: the greedy bot passes (nothing is better now); the strong bot sees B\'s Cambio coming and removes the Odio 5', () => {
    const s = threatened()
    expect(greedyAction(s, deriveStream('t', 1, 'g'))).toEqual({ type: 'pass' })
    expect(strongAction(s, deriveStream('t', 1, 's'), { nodes: 2000 })).toEqual({ type: 'attack', dice: [0], target: 1, die: 0 })
    // And had A passed, B's best reply puts A out.
    const after = applyAction(s, { type: 'pass' })
    if (!after.ok) throw new Error(after.error.message)
    const reply = strongAction(after.state, deriveStream('t', 1, 'b'), { nodes: 2000 })
    const r = applyAction(after.state, reply)
    if (!r.ok) throw new Error(r.error.message)
    // A can no longer answer (its Calma 5 cannot reach the Odio 6); both pass, and at the Recuento A goes out.
    let end = r.state
    for (let k = 0; k < 2; k++) { const x = applyAction(end, { type: 'pass' }); if (!x.ok) throw new Error(x.error.message); end = x.state }
    expect(reply.type).toBe('support')
    expect(end.taumaturgos[0]?.eliminated).toBe(true)
  })
  it('A8.2: with three or more, the strong bot plays as the greedy one', () => {
    const rng = createRng(8)
    const c = createDuel({ pools: [randomPool(rng), randomPool(rng), randomPool(rng)], seed: 8 })
    if (!c.ok) throw new Error(c.error.message)
    expect(strongAction(c.state, deriveStream('t', 2, 'x'), { nodes: 500 })).toEqual(greedyAction(c.state, deriveStream('t', 2, 'x')))
  })
})
