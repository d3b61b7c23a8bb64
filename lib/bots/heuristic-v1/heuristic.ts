// The heuristic as it stood before issue 29 (commit acf0e65), frozen as a yardstick for `dm gauntlet`
// (`heuristic-v1`): the new heuristic is measured against it. Its files are copies of that commit's
// (lib/bots/heuristic*.ts, card-values, fight, clock, knowledge); never edit them but to keep them
// compiling. The live heuristic is ../heuristic.ts.
import type { Catalogue } from '../../catalogue/schema'
import type { Action } from '../../engine/actions'
import type { RngState } from '../../engine/rng'
import { topDecision } from '../../engine/stack'
import type { GameState, Seat } from '../../engine/state'
import { chooseAnswer, chooseTrap } from './heuristic-answers'
import { chooseCombat } from './heuristic-combat'
import { chooseChoice, chooseDalmaAction, chooseEnemyAction, chooseMasterAction, wantsOffensive } from './heuristic-main'
import { knowledgeOfState, knowledgeOfView, type Knowledge } from './knowledge'
import { listedMoves, type LegalMoves } from '../legal-moves'
import type { Bot } from '../types'

/**
 * The heuristic's choice for the Master `k.seat`, always a legal one. With `ranked`, the decisions
 * that score candidates (Dalma and enemy actions, answers) also list their next best allowed ones
 * there, best first: the search bot tries those before any others.
 */
export function decide(k: Knowledge, legal: LegalMoves, rng: RngState, ranked?: Action[]): Action {
  const chosen = propose(k, legal, rng, ranked)
  if (chosen !== undefined && legal.allows(chosen)) return chosen
  // A rule of thumb proposed something the engine refuses (or nothing): the decision's own way out.
  const all = legal.all()
  const out = all.find((a) => a.type === 'decline' || a.type === 'endDalmaActions' || a.type === 'endEnemyActions' || a.type === 'pass') ?? all[0]
  if (out === undefined) throw new Error('bot: no legal action')
  return out
}

function propose(k: Knowledge, legal: LegalMoves, rng: RngState, ranked?: Action[]): Action | undefined {
  const s = k.state
  const top = topDecision(s)
  if (top !== undefined) {
    switch (top.kind) {
      case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
      case 'discardToLimit': case 'keepEmblem':
        return chooseChoice(k, top)
      case 'answers': return chooseAnswer(k, legal, top, ranked)
      case 'traps': return chooseTrap(k, legal, top)
      default: return chooseCombat(k, legal, top, rng)
    }
  }
  const phase = s.phase
  // Whether the rules allow the offensive is the cheaper question, so it comes first.
  if (phase.name === 'endOfTurn') return legal.allows({ type: 'declareOffensive' }) && wantsOffensive(k, false) ? { type: 'declareOffensive' } : { type: 'pass' }
  if (phase.name !== 'main') return undefined
  if (phase.step === 'masterActions') return chooseMasterAction(k, legal)
  if (phase.step === 'enemyActions') return chooseEnemyAction(k, legal, ranked)
  return chooseDalmaAction(k, legal, ranked)
}

/** The heuristic on a complete state (the search bot's playouts, tests on declared boards). */
export function chooseHeuristic(s: GameState, seat: Seat, legal: LegalMoves | readonly Action[], rng: RngState, cat: Catalogue): Action {
  const moves = Array.isArray(legal) ? listedMoves(legal as readonly Action[]) : (legal as LegalMoves)
  return decide(knowledgeOfState(s, seat, cat), moves, rng)
}

/** The heuristic bot: its view, read through the pools for what it cannot see. */
export const heuristicV1Bot: Bot = (view, legal, _budget, rng, catalogue) => decide(knowledgeOfView(view, catalogue), legal, rng)
