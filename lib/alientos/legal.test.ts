// The legal-move enumerator is the one source of what may be done (issue 31): legalActions lists exactly the
// canonical forms of the actions checkAction admits, each once. Proved three ways: by brute force on small boards
// (every subset of dice, every target, every share vector), on positions of random duels, and on near misses.
import { describe, expect, it } from 'vitest'
import { createRng, nextInt, type RngState } from '../random/rng'
import type { AlientosAction } from './actions'
import { applyAction, createDuel } from './apply'
import { facesOf, POOL_KINDS, startOf, type PoolKind } from './dice'
import { actionKey, canonicalAction, checkAction, legalActions } from './legal'
import { randomAction } from './bots/random'
import type { AlientosState, Die } from './state'
import { randomPool } from './testing/duels'

/** A small board: 2 or 3 taumaturgos with 2–5 dice of any kind, value and umbra turn, some already out. */
function smallBoard(rng: RngState): AlientosState {
  const seats = 2 + nextInt(rng, 2)
  const created = createDuel({ pools: Array.from({ length: seats }, () => randomPool(rng)), seed: nextInt(rng, 1000) })
  if (!created.ok) throw new Error(created.error.message)
  const state = created.state
  state.taumaturgos = state.taumaturgos.map((t) => ({
    ...t,
    dice: Array.from({ length: 2 + nextInt(rng, 4) }, (): Die => {
      const base = POOL_KINDS[nextInt(rng, POOL_KINDS.length)] as PoolKind
      const start = startOf(base)
      const value = 1 + nextInt(rng, facesOf(start.kind))
      const turned = start.umbra !== null && nextInt(rng, 5) === 0
      const umbra = turned ? (start.umbra === 'ofensa' ? 'defensa' : 'ofensa') : start.umbra
      const kind = turned && start.kind !== 'mansedumbre' ? (start.kind === 'odio' ? 'calma' : 'odio') : start.kind
      return { base, kind, umbra, value, natural: value, out: nextInt(rng, 6) === 0 }
    }),
  }))
  state.turn = nextInt(rng, seats)
  return state
}

const subsets = (n: number): number[][] => {
  const out: number[][] = []
  for (let mask = 1; mask < 1 << n; mask++) out.push(Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1))
  return out
}

/** Every share vector for k dice with sizes adding up to `points` (zeros included, so the check has to refuse them). */
function shareVectors(k: number, points: number): number[][] {
  if (k === 0) return points === 0 ? [[]] : []
  const out: number[][] = []
  for (let s = -points; s <= points; s++) for (const rest of shareVectors(k - 1, points - Math.abs(s))) out.push([s, ...rest])
  return out
}

/** Every action of the decider's shape by brute force, legal or not. */
function everyAction(state: AlientosState): AlientosAction[] {
  const out: AlientosAction[] = [{ type: 'pass' }]
  const own = state.taumaturgos[state.turn] as AlientosState['taumaturgos'][number]
  state.taumaturgos.forEach((t, seat) => {
    out.push({ type: 'name', adversary: seat })
    for (const dice of subsets(own.dice.length)) for (let die = 0; die < t.dice.length; die++) out.push({ type: 'attack', dice, target: seat, die })
    for (let die = 0; die < own.dice.length; die++) {
      for (const dice of subsets(t.dice.length)) {
        out.push({ type: 'support', die, seat, dice })
        if ((own.dice[die] as Die).kind === 'cambio' && dice.length <= 4) {
          for (const shares of shareVectors(dice.length, (own.dice[die] as Die).value)) out.push({ type: 'support', die, seat, dice, shares })
        }
      }
    }
  })
  return out
}

describe('legalActions and checkAction agree', () => {
  it('A5.2 A6.1 A6.2 A7.1 A3.1: on 300 small boards, the list is exactly the canonical forms of every action the check admits, each once', () => {
    const rng = createRng(31)
    let legalSeen = 0
    for (let b = 0; b < 300; b++) {
      const state = smallBoard(rng)
      const listed = legalActions(state).map(actionKey)
      expect(new Set(listed).size).toBe(listed.length)
      const admitted = new Set<string>()
      for (const a of everyAction(state)) if (checkAction(state, a) === null) admitted.add(actionKey(canonicalAction(state, a)))
      expect([...admitted].sort()).toEqual([...listed].sort())
      legalSeen += listed.length
    }
    expect(legalSeen).toBeGreaterThan(3000)
  }, 120_000)

  it('A5.2 A8.2: along 25 random duels, every listed action is legal and canonical, and every random legal action is listed', () => {
    for (let seed = 0; seed < 25; seed++) {
      const rng = createRng(seed)
      const created = createDuel({ pools: Array.from({ length: 2 + (seed % 3) }, () => randomPool(rng)), seed, maxRounds: 3 })
      if (!created.ok) throw new Error(created.error.message)
      let state = created.state
      for (let step = 0; state.phase !== 'over' && step < 400; step++) {
        if (step % 6 === 0) {
          const listed = legalActions(state)
          const keys = new Set(listed.map(actionKey))
          listed.forEach((a, i) => {
            expect(checkAction(state, a)).toBeNull()
            if (i % 7 === 0) expect(actionKey(canonicalAction(state, a))).toBe(actionKey(a))
          })
          for (let k = 0; k < 5; k++) {
            const a = randomAction(state, rng)
            expect(checkAction(state, a)).toBeNull()
            expect(keys.has(actionKey(canonicalAction(state, a)))).toBe(true)
            // A near miss: another die, target or share. Refused, it is not listed as it is; admitted, its canonical form is.
            const miss = JSON.parse(JSON.stringify(a)) as AlientosAction
            if (miss.type === 'attack') miss.die = nextInt(rng, 16)
            if (miss.type === 'support') { if (miss.shares && miss.shares.length > 0) miss.shares[0] = (miss.shares[0] as number) + 1; else miss.dice = [...miss.dice, nextInt(rng, 15)] }
            const refusal = checkAction(state, miss)
            if (refusal) expect(keys.has(actionKey(miss))).toBe(false)
            else expect(keys.has(actionKey(canonicalAction(state, miss)))).toBe(true)
          }
        }
        const r = applyAction(state, randomAction(state, rng))
        if (!r.ok) throw new Error(r.error.message)
        state = r.state
      }
    }
  }, 120_000)
})
