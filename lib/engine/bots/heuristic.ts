// Level "heuristic": fixed rules of thumb, no lookahead (the rules are listed in README.md).
// It decides on a full state: the bot determinizes its view first (hidden cards drawn from the
// pools the view allows), and the search bot calls `chooseHeuristic` directly in its playouts.
import type { Catalogue } from '../../catalogue/schema'
import type { Action } from '../actions'
import { defOf } from '../draft'
import { attackerCandidates } from '../offensive'
import { activeDalmas, characterStats, instanceOf } from '../queries'
import { nextInt, type RngState } from '../rng'
import { topDecision } from '../stack'
import { other, type GameState, type InstanceId, type Seat } from '../state'
import { determinize } from '../view'
import { chooseAction as goldfishChoice } from './goldfish'
import { attackOdds } from './odds'
import type { Bot } from './types'

/** A key equal for equal actions whatever their key order (legal lists and policies build them apart). */
export function actionKey(a: Action): string {
  const o = a as Record<string, unknown>
  return Object.keys(o).sort().map((k) => `${k}:${JSON.stringify(o[k] ?? null)}`).join('|')
}

type Fighter = { strength: number; resistance: number; life: number }

function fighter(s: GameState, cat: Catalogue, id: InstanceId): Fighter | null {
  const c = s.cards[id]
  if (c === undefined) return null
  const t = defOf(cat, c.cardId).type
  if (t !== 'dalma' && t !== 'enemy' && t !== 'soldier') return null
  const st = characterStats(s, cat, id)
  return { strength: st.strength, resistance: st.resistance, life: Math.max(0, st.life) }
}

/** How much better `a` does against `b` than `b` against `a` in one exchange of attacks. */
function edge(a: Fighter, b: Fighter): number {
  const ab = attackOdds(a.strength, b.resistance, b.life)
  const ba = attackOdds(b.strength, a.resistance, a.life)
  return ab.damage / Math.max(1, b.life) - ba.damage / Math.max(1, a.life) + ab.kill - ba.kill
}

/**
 * Rounds each side needs to take the other's Vida, from the exact one-attack law (each fighter
 * strikes the average opponent once a round). Lower is better for the side that has it.
 */
export function roundsToWin(s: GameState, cat: Catalogue, mine: readonly InstanceId[], theirs: readonly InstanceId[]): { mine: number; theirs: number } {
  const a = mine.map((id) => fighter(s, cat, id)).filter((f): f is Fighter => f !== null && f.life > 0)
  const b = theirs.map((id) => fighter(s, cat, id)).filter((f): f is Fighter => f !== null && f.life > 0)
  if (b.length === 0) return { mine: 0, theirs: Infinity }
  if (a.length === 0) return { mine: Infinity, theirs: 0 }
  const avg = (fs: Fighter[], k: keyof Fighter) => fs.reduce((t, f) => t + f[k], 0) / fs.length
  const life = (fs: Fighter[]) => fs.reduce((t, f) => t + f.life, 0)
  const dmgA = a.reduce((t, f) => t + attackOdds(f.strength, avg(b, 'resistance'), avg(b, 'life')).damage, 0)
  const dmgB = b.reduce((t, f) => t + attackOdds(f.strength, avg(a, 'resistance'), avg(a, 'life')).damage, 0)
  return { mine: life(b) / Math.max(dmgA, 1e-6), theirs: life(a) / Math.max(dmgB, 1e-6) }
}

/** The relic's defence as the attacker meets it: the rival's active Dalmas and its undefeated enemies. */
function relicDefence(s: GameState, cat: Catalogue, rival: Seat): InstanceId[] {
  const enemies = s.masters[rival].relicZone.enemies.filter((id) => !instanceOf(s, id).defeated)
  return [...activeDalmas(s, cat, rival), ...enemies]
}

/** R17.1, §19: go for the relic when the attackers win the exchange clearly (the exact law decides). */
export function offensivePays(s: GameState, cat: Catalogue, seat: Seat): boolean {
  const attackers = attackerCandidates(s, cat, seat)
  const r = roundsToWin(s, cat, attackers, relicDefence(s, cat, other(seat)))
  return r.mine < 0.8 * r.theirs
}

function best<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  let out: T | undefined
  let top = -Infinity
  for (const t of items) {
    const v = score(t)
    if (v > top) { top = v; out = t }
  }
  return out
}

const owner = (s: GameState, id: InstanceId | null): Seat | null => (id === null ? null : s.cards[id]?.owner ?? null)

/** The heuristic's choice among `legal` in a full state, deciding for `seat`. */
export function chooseHeuristic(s: GameState, seat: Seat, legal: readonly Action[], rng: RngState, cat: Catalogue): Action {
  const first = legal[0]
  if (first === undefined) throw new Error('bot: no legal action')
  if (legal.length === 1) return first
  const pick = (a: Action | undefined): Action => a ?? first
  const ofType = <T extends Action['type']>(t: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === t)
  const inLegal = (a: Action): Action | undefined => { const k = actionKey(a); return legal.find((l) => actionKey(l) === k) }
  const rival = other(seat)
  const top = topDecision(s)

  if (top !== undefined) {
    switch (top.kind) {
      case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
      case 'discardToLimit': case 'keepEmblem':
        return pick(inLegal(goldfishChoice(s, cat)))
      case 'answers': {
        // Answer only with an attack spell or skill on the declaring character when it is the rival's.
        const declared = top.declared
        if (declared.seat === seat) return pick(ofType('decline')[0])
        const hit = legal.find((a) => (a.type === 'cast' || a.type === 'useSkill') && a.targetId === declared.actorId)
        return pick(hit ?? ofType('decline')[0])
      }
      case 'traps': {
        // A trap pays most on the strongest Dalma entering.
        const springs = ofType('activateTrap')
        const chosen = best(springs, (a) => fighter(s, cat, a.targetId)?.strength ?? 0)
        return pick(chosen ?? ofType('decline')[0])
      }
      case 'attackers': {
        const more = ofType('chooseAttacker')
        return pick(more[0] ?? ofType('launchOffensive')[0])
      }
      case 'defenders':
        return pick(ofType('addDefender')[0] ?? ofType('decline')[0])
      case 'pairings':
        return pick(best(ofType('pair'), (a) => {
          const f = fighter(s, cat, seat === s.combat?.attackerSeat ? a.attackerId : a.defenderId)
          const g = fighter(s, cat, seat === s.combat?.attackerSeat ? a.defenderId : a.attackerId)
          return f !== null && g !== null ? edge(f, g) : 0
        }))
      case 'reinforce':
        return pick(best(ofType('reinforce'), (a) => {
          const f = fighter(s, cat, a.fighterId), g = fighter(s, cat, a.opponentId)
          return f !== null && g !== null ? attackOdds(f.strength, g.resistance, g.life).kill - g.life / 100 : 0
        }))
      case 'split':
        return pick(best(ofType('split'), (a) => {
          const f = fighter(s, cat, a.fighterId), g = fighter(s, cat, a.opponentId)
          return f !== null && g !== null ? edge(f, g) : 0
        }))
      case 'combatWindow': {
        const uses = legal.filter((a) => (a.type === 'cast' || a.type === 'useSkill' || a.type === 'drinkPotion'))
        const onRival = uses.find((a) => 'targetId' in a && owner(s, a.targetId) === rival)
        const onSelf = uses.find((a) => !('targetId' in a) || a.targetId === null || owner(s, a.targetId) === seat)
        return pick(onRival ?? onSelf ?? ofType('decline')[0])
      }
      case 'throw':
        return pick(best(ofType('throw'), (a) => -(fighter(s, cat, a.targetId)?.life ?? 99)) ?? ofType('decline')[0])
      case 'melee': {
        const attacks = ofType('attack')
        const me = fighter(s, cat, top.fighterId)
        const target = best(attacks, (a) => {
          const g = fighter(s, cat, a.targetId)
          if (me === null || g === null) return 0
          const o = attackOdds(me.strength, g.resistance, g.life)
          return o.kill * 10 + o.damage / Math.max(1, g.life) + g.strength / 100
        })
        return pick(target ?? legal[0])
      }
      case 'controlled':
        return legal[nextInt(rng, legal.length)] ?? first
    }
  }

  const phase = s.phase
  if (phase.name === 'endOfTurn') {
    const declare = ofType('declareOffensive')[0]
    return declare !== undefined && offensivePays(s, cat, seat) ? declare : pick(ofType('pass')[0])
  }
  if (phase.name === 'main' && phase.step === 'masterActions') return pick(inLegal(goldfishChoice(s, cat)) ?? legal.find((a) => a.type !== 'revealEnemy'))
  if (phase.name === 'main' && phase.step === 'enemyActions') {
    const shot = best(ofType('enemyShoot'), (a) => attackOdds(fighter(s, cat, a.enemyId)?.strength ?? 0, fighter(s, cat, a.targetId)?.resistance ?? 0, fighter(s, cat, a.targetId)?.life ?? 1).kill)
    return pick(shot ?? ofType('enemyEquip').find((a) => a.replaceIds.length === 0) ?? ofType('enemyReloadBow')[0] ?? ofType('enemyDrinkPotion')[0] ?? ofType('endEnemyActions')[0])
  }
  if (phase.name === 'main' && phase.step === 'dalmaActions') return chooseDalmaStep(s, seat, legal, cat, pick, ofType, inLegal)
  return first
}

function chooseDalmaStep(
  s: GameState, seat: Seat, legal: readonly Action[], cat: Catalogue,
  pick: (a: Action | undefined) => Action,
  ofType: <T extends Action['type']>(t: T) => Extract<Action, { type: T }>[],
  inLegal: (a: Action) => Action | undefined,
): Action {
  const rival = other(seat)
  // 1. A loaded bow shoots where it most likely kills.
  const shot = best(ofType('shoot'), (a) => {
    const g = fighter(s, cat, a.targetId)
    const st = characterStats(s, cat, a.dalmaId, a.weaponId)
    return g === null ? 0 : attackOdds(st.strength, g.resistance, g.life).kill + 0.01
  })
  if (shot !== undefined) return shot
  // 2. Attack spells and skills on rival characters in the Zona de Combate.
  const hit = legal.find((a) => (a.type === 'cast' || a.type === 'useSkill') && owner(s, a.targetId) === rival)
  if (hit !== undefined) return hit
  // 3. Learn and equip as the goldfish policy does (cheapest learnable, best free slot).
  const grow = inLegal(goldfishChoice(s, cat))
  if (grow !== undefined && grow.type !== 'endDalmaActions') return grow
  // 4. Reload a bow; drink a potion when hurt.
  const reload = ofType('reloadBow')[0]
  if (reload !== undefined) return reload
  const drink = ofType('drinkPotion').find((a) => (s.cards[a.dalmaId]?.damage ?? 0) >= 2)
  if (drink !== undefined) return drink
  // 5. Explore a target the Dalma beats in one round (R16.1, R19.3), by the exact law.
  const explore = best(ofType('explore'), (a) => {
    const f = fighter(s, cat, a.dalmaId), g = fighter(s, cat, a.targetId)
    if (f === null || g === null) return -Infinity
    const mine = attackOdds(f.strength, g.resistance, g.life), theirs = attackOdds(g.strength, f.resistance, f.life)
    return f.life > 2 * theirs.damage + 1 ? mine.damage - theirs.damage + mine.kill * 3 : -Infinity
  })
  if (explore !== undefined) {
    const f = fighter(s, cat, explore.dalmaId), g = fighter(s, cat, explore.targetId)
    if (f !== null && g !== null) {
      const mine = attackOdds(f.strength, g.resistance, g.life), theirs = attackOdds(g.strength, f.resistance, f.life)
      if (f.life > 2 * theirs.damage + 1 && mine.damage > theirs.damage) return explore
    }
  }
  return pick(ofType('endDalmaActions')[0])
}

/** The heuristic bot: determinize the view with its own stream, then apply the rules above. */
export const heuristicBot: Bot = (view, legal, _budget, rng, catalogue) =>
  chooseHeuristic(determinize(view, rng), view.seat, legal, rng, catalogue)

