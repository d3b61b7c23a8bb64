// Simulated duels for the property suites: random legal pools, 2 to 6 seats, any policy, every step checked.
import { nextInt, type RngState } from '../../random/rng'
import type { AlientosAction } from '../actions'
import { applyAction, createDuel, replayDuel, type AlientosConfig } from '../apply'
import { emptyPool, PLAIN_DICE, UMBRA_DICE, WITH_UMBRA, WITHOUT_UMBRA, type Pool } from '../dice'
import { checkAction } from '../legal'
import type { AlientosState, Position } from '../state'
import { checkDice, checkFinished, checkStep } from './checks'

/** A legal pool drawn at random: each die with umbra, then each without, of a kind drawn evenly (ALI-1). */
export function randomPool(rng: RngState): Pool {
  const pool = emptyPool()
  for (let i = 0; i < UMBRA_DICE; i++) pool[WITH_UMBRA[nextInt(rng, WITH_UMBRA.length)] as keyof Pool] += 1
  for (let i = 0; i < PLAIN_DICE; i++) pool[WITHOUT_UMBRA[nextInt(rng, WITHOUT_UMBRA.length)] as keyof Pool] += 1
  return pool
}

export type Policy = (p: Position, seat: number) => AlientosAction

export type CheckedDuel = { config: AlientosConfig; state: AlientosState; actions: AlientosAction[]; problems: string[] }

/** Plays one duel to its end with `policy`, checking every step; stops at the first problem. */
export function playChecked(config: AlientosConfig, policy: Policy, options: { replay?: boolean; maxSteps?: number } = {}): CheckedDuel {
  const created = createDuel(config)
  if (!created.ok) return { config, state: null as unknown as AlientosState, actions: [], problems: [created.error.message] }
  let state = created.state
  const actions: AlientosAction[] = []
  const problems = checkDice(state)
  const maxSteps = options.maxSteps ?? 100_000
  while (state.phase !== 'over' && problems.length === 0) {
    if (actions.length >= maxSteps) { problems.push(`más de ${maxSteps} pasos`); break }
    const action = policy(state, state.turn)
    const refusal = checkAction(state, action)
    if (refusal) { problems.push(`paso ${actions.length}: la política propone algo ilegal (${refusal.code}: ${refusal.message}) ${JSON.stringify(action)}`); break }
    const r = applyAction(state, action)
    if (!r.ok) { problems.push(`paso ${actions.length}: apply rechaza lo que checkAction admite: ${r.error.code}`); break }
    problems.push(...[...checkStep(state, action, r.state, r.events), ...checkDice(r.state)].map((p) => `paso ${actions.length}: ${p}`))
    actions.push(action)
    state = r.state
  }
  if (problems.length === 0) problems.push(...checkFinished(state))
  if (problems.length === 0 && options.replay) {
    const again = replayDuel(config, actions)
    if (!again.ok || JSON.stringify(again.state) !== JSON.stringify(state)) problems.push('la repetición del registro no da el mismo duelo')
  }
  return { config, state, actions, problems }
}
