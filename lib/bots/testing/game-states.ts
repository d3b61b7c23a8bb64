// States from whole games between the boxed decks, for the property tests of the bots' fast paths
// (legal-moves, card use): random play reaches odd corners, heuristic play the ordinary ones.
import type { Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'
import type { Action } from '../../engine/actions'
import { apply } from '../../engine/apply'
import { legalActions } from '../../engine/legal'
import { createRng, nextInt, type RngState } from '../../engine/rng'
import { createGame } from '../../engine/setup'
import { topDecision } from '../../engine/stack'
import type { GameState } from '../../engine/state'
import { chooseHeuristic } from '../heuristic'

/** Every state of `games` duels from `seed` (capped at `maxTurns` turns per Master), each with its legal list. */
export function gameStates(decks: readonly [Deck, Deck], catalogue: Catalogue, options: { games: number; seed: number; bot: 'random' | 'heuristic'; maxTurns?: number }): { state: GameState; legal: Action[] }[] {
  const out: { state: GameState; legal: Action[] }[] = []
  for (let g = 0; g < options.games; g++) {
    const created = createGame({ seed: options.seed + g, mode: 'duel', masters: g % 2 === 0 ? [{ deck: decks[0] }, { deck: decks[1] }] : [{ deck: decks[1] }, { deck: decks[0] }], maxTurns: options.maxTurns ?? 30 }, catalogue)
    if (!created.ok) throw new Error(created.error.code)
    let s = created.value
    const rng = createRng(options.seed * 31 + g)
    while (s.result === null) {
      const legal = legalActions(s, catalogue)
      out.push({ state: s, legal })
      const action = options.bot === 'random' ? legal[nextInt(rng, legal.length)] as Action : chooseHeuristic(s, topDecision(s)?.seat ?? s.activeSeat, legal, rng, catalogue)
      const r = apply(s, action, catalogue)
      if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`)
      s = r.state
    }
  }
  return out
}

const ID_FIELDS = ['instanceId', 'dalmaId', 'enemyId', 'weaponId', 'targetId', 'spellId', 'skillId', 'objectId', 'trapId', 'fighterId', 'opponentId', 'attackerId', 'defenderId', 'arrowId'] as const

/** Near misses of listed actions (one id moved to a neighbour or any instance, an enemy action as a Dalma's, a replacement dropped or added) and actions of other states. */
export function nearMisses(state: GameState, listed: readonly Action[], elsewhere: readonly Action[], rng: RngState): Action[] {
  const out: Action[] = [...elsewhere]
  const n = state.cards.length
  for (const base of listed) {
    const fields = ID_FIELDS.filter((f) => typeof (base as Record<string, unknown>)[f] === 'number')
    const f = fields[nextInt(rng, Math.max(1, fields.length))]
    if (f !== undefined) {
      const v = (base as Record<string, unknown>)[f] as number
      for (const w of [v + 1, v - 1, nextInt(rng, n)]) out.push({ ...base, [f]: w } as Action)
    }
    if (base.type === 'equip' || base.type === 'enemyEquip') {
      out.push({ ...base, replaceIds: base.replaceIds.length > 0 ? [] : [nextInt(rng, n)] })
      // A piece the wearer has, given up although nothing needs to go (the list names only minimal sets).
      const wearer = state.cards[base.type === 'equip' ? base.dalmaId : base.enemyId]
      for (const e of wearer?.equipment ?? []) if (!base.replaceIds.includes(e)) out.push({ ...base, replaceIds: [...base.replaceIds, e] })
      if (base.replaceIds.length > 1) out.push({ ...base, replaceIds: [...base.replaceIds].reverse() })
    }
    if (base.type === 'drinkPotion') out.push({ type: 'enemyDrinkPotion', enemyId: base.dalmaId, instanceId: base.instanceId })
    if (base.type === 'enemyDrinkPotion') out.push({ type: 'drinkPotion', dalmaId: base.enemyId, instanceId: base.instanceId })
    if (base.type === 'reloadBow' && (base.arrowId ?? null) === null) out.push({ ...base, arrowId: nextInt(rng, n) })
    if (base.type === 'enemyReloadBow') out.push({ type: 'reloadBow', dalmaId: base.enemyId, weaponId: base.weaponId })
  }
  return out
}
