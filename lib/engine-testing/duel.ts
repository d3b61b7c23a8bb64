// Helpers for the duel rule tests (rules-*.test.ts): a fixture catalogue widened with the few card
// shapes the duel needs (harmful and self skills, a throwing weapon, damage spells), the real cards
// whose rules are card-specific (§22), a two-Master board, and a driver that plays windows.
import { cardSchema, makeCatalogue, type Card, type Catalogue } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import { apply } from '../engine/apply'
import type { GameEvent } from '../engine/events'
import { legalActions } from '../engine/legal'
import { scenario, type MasterSpec, type Scenario, type ScenarioSpec } from '../scenarios/scenario'
import type { Decision, GameState } from '../engine/state'
import { fixtureCards } from './fixtures'

const base = (id: string, name: string) => ({ id, name, source: 'inventada' as const })
const extra: unknown[] = [
  // A skill that hurts a paired rival (needs an open combat, R13.5) and one that helps its user.
  { ...base('tajo', 'Tajo'), type: 'skill', profession: 'guerrero', pri: 1, learnCost: { gold: 1, silver: 0 }, effects: [{ kind: 'damage', amount: 2 }] },
  { ...base('furia', 'Furia'), type: 'skill', profession: 'guerrero', pri: 1, learnCost: { gold: 1, silver: 0 }, effects: [{ kind: 'modifyStat', stat: 'strength', amount: 2, duration: 'turn' }] },
  { ...base('rayo', 'Rayo'), type: 'spell', profession: 'mago', pri: 1, learnCost: { gold: 1, silver: 0 }, effects: [{ kind: 'damage', amount: 3 }] },
  { ...base('punzada', 'Punzada'), type: 'spell', profession: 'mentalista', pri: 1, learnCost: { gold: 1, silver: 0 }, effects: [{ kind: 'damage', amount: 2 }] },
  { ...base('hacha', 'Hacha arrojadiza'), type: 'weapon', cost: { gold: 1, silver: 0 }, bonuses: { strength: 2 }, weaponKind: 'throwing', hands: 1 },
]

/** Cards of the real catalogue that carry a card-specific rule (§22); the fixture has no copies of them. */
export const REAL_CARD_IDS = ['control-mental', 'confusion', 'lente-de-vision-precisa', 'flechas-perforadoras', 'pocion-de-thal', 'anillo-sumador-de-hechizos'] as const

/** The fixture catalogue plus the extra shapes above, and any real cards given. */
export function duelCatalogue(real: readonly Card[] = []): Catalogue {
  const cards = [...fixtureCards.filter((c) => !real.some((r) => r.id === c.id)), ...extra.map((c) => cardSchema.parse(c)), ...real]
  return makeCatalogue(cards, 'fixture')
}

export const DALMA_STEP = { name: 'main', step: 'dalmaActions' } as const

/** A duel board at seat A's Dalma actions unless told otherwise. */
export function duel(catalogue: Catalogue, a: MasterSpec, b: MasterSpec, spec: Omit<ScenarioSpec, 'masters'> = {}): Scenario {
  return scenario(catalogue, { mode: 'duel', phase: DALMA_STEP, ...spec, masters: [{ deck: ['daga'], ...a }, { deck: ['daga'], ...b }] })
}

export type Played = { state: GameState; events: GameEvent[] }

/** Applies legal actions in order, collecting events; throws with the engine's reason on a refusal. */
export function play(catalogue: Catalogue, state: GameState, actions: readonly Action[]): Played {
  let s = state
  const events: GameEvent[] = []
  for (const action of actions) {
    const r = apply(s, action, catalogue)
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(action)}: ${JSON.stringify(r.error)} (top: ${JSON.stringify(s.stack.at(-1))})`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

export const top = (state: GameState): Decision | undefined => state.stack.at(-1)

/**
 * Answers every waiting decision with the plain choice (decline where one may decline, the first
 * melee attack, the first pairing or reinforcement) until none waits or `stop` says so. Returns the
 * state and everything that happened.
 */
export function settle(catalogue: Catalogue, state: GameState, stop: (s: GameState) => boolean = () => false, limit = 500): Played {
  let s = state
  const events: GameEvent[] = []
  for (let i = 0; i < limit && s.stack.length > 0 && s.result === null && !stop(s); i++) {
    const legal = legalActions(s, catalogue)
    const choice = legal.find((a) => a.type === 'decline') ?? legal.find((a) => a.type === 'attack') ?? legal[0]
    if (choice === undefined) throw new Error(`no legal action at ${JSON.stringify(top(s))}`)
    const r = apply(s, choice, catalogue)
    if (!r.ok) throw new Error(`settle: ${JSON.stringify(r.error)}`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/** The events of one type, narrowed. */
export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)
}

/** `play`, then `settle`: the actions and every plain answer after them, with all their events. */
export function playOut(catalogue: Catalogue, state: GameState, actions: readonly Action[], stop?: (s: GameState) => boolean): Played {
  const first = play(catalogue, state, actions)
  const rest = settle(catalogue, first.state, stop)
  return { state: rest.state, events: [...first.events, ...rest.events] }
}
