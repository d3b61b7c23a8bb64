// The heuristic in a combat (§17, §19) and in Control Mental's choice (R22.4). These decisions list
// few options (the engine stages them one fighter at a time), so they are read from the legal list.
import type { Card } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import { opponentsOf } from '../engine/combat-queries'
import { effectsOf } from '../engine/queries'
import { nextInt, type RngState } from '../engine/rng'
import type { Decision, InstanceId, Seat } from '../engine/state'
import { fighterOf, type Fighter } from './fight'
import { duelEdge, fightOutlook, reinforceScore } from './fight-plan'
import { fightPlayWorth } from './heuristic-plays'
import type { Knowledge } from './knowledge'
import type { LegalMoves } from './legal-moves'
import { TUNING } from './heuristic-tuning'
import { attackOdds } from './odds'

type CombatDecision = Exclude<Decision, { kind: 'initialReplacement' | 'chooseProtectingEnemy' | 'innRest' | 'deferredReplacement' | 'discardToLimit' | 'keepEmblem' | 'answers' | 'traps' }>

function best<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  let out: T | undefined
  let top = -Infinity
  for (const t of items) {
    const v = score(t)
    if (v > top) { top = v; out = t }
  }
  return out
}

export function chooseCombat(k: Knowledge, legal: LegalMoves, top: CombatDecision, rng: RngState): Action | undefined {
  const s = k.state
  const all = legal.all()
  const ofType = <T extends Action['type']>(t: T) => all.filter((a): a is Extract<Action, { type: T }> => a.type === t)
  const f = (id: InstanceId) => fighterOf(k, id, true)
  switch (top.kind) {
    case 'attackers':
      // R17.2: every Dalma that may attack goes; the fight is to the death (R17.6).
      return ofType('chooseAttacker')[0] ?? ofType('launchOffensive')[0]
    case 'defenders':
      // R17.5: every available Dalma defends; a captured relic loses the game (R21.1).
      return ofType('addDefender')[0] ?? { type: 'decline' }
    case 'pairings': {
      const attacking = s.combat?.attackerSeat === k.seat
      const combat = s.combat
      // R19.14, R19.16: the pair after which the whole fight goes best, not the best duel alone.
      if (TUNING.pairPlan && combat !== null && combat.kind === 'offensive') {
        const side = attacking ? 'a' : 'd'
        return best(ofType('pair'), (a) => fightOutlook(combat, side, { kind: 'pair', attackerId: a.attackerId, defenderId: a.defenderId }, f, TUNING.planHeadStart))
      }
      return best(ofType('pair'), (a) => {
        const mine = f(attacking ? a.attackerId : a.defenderId), theirs = f(attacking ? a.defenderId : a.attackerId)
        return mine !== null && theirs !== null ? duelEdge(mine, theirs) : 0
      })
    }
    case 'reinforce': {
      const combat = s.combat
      // R19.15, R19.16: the reinforcement after which the whole fight goes best.
      if (TUNING.reinforcePlan && combat !== null && combat.kind === 'offensive') {
        const side = combat.attackerSeat === k.seat ? 'a' : 'd'
        return best(ofType('reinforce'), (a) => fightOutlook(combat, side, { kind: 'reinforce', fighterId: a.fighterId, opponentId: a.opponentId }, f, TUNING.planHeadStart))
      }
      return best(ofType('reinforce'), (a) => {
        const mine = f(a.fighterId), theirs = f(a.opponentId)
        return mine !== null && theirs !== null ? reinforceScore(mine, theirs) : 0
      })
    }
    case 'split':
      return best(ofType('split'), (a) => {
        const mine = f(a.fighterId), theirs = f(a.opponentId)
        return mine !== null && theirs !== null ? duelEdge(mine, theirs) : 0
      })
    case 'combatWindow':
      return bestWindowUse(k, all, top.fighterId)
    case 'throw':
      return chooseThrow(k, ofType('throw'))
    case 'melee':
      return chooseMelee(k, all, top.fighterId)
    case 'controlled':
      return chooseControlled(k, all, rng)
  }
}

/**
 * R19.5 windows 1 and 2: the spell or skill worth most now, by what it changes in this fight
 * (heuristic-plays.ts: damage, and the blows a kill spares; Fuerza or Resistencia over the attacks
 * still to come; healing the fight needs; a marker that takes the rival's Instant). Nothing is worth
 * keeping for later: a boost for the turn is worth most in the first round, and the skill use or cast
 * comes back only at a Posada (R13.3, R12.2).
 */
function bestWindowUse(k: Knowledge, all: readonly Action[], fighterId: InstanceId): Action {
  let choice: Action = { type: 'decline' }, top = TUNING.windowBar
  for (const a of all) {
    if (a.type !== 'cast' && a.type !== 'useSkill') continue
    const card = k.card(a.type === 'cast' ? a.spellId : a.skillId)
    if (card === null) continue
    const worth = fightPlayWorth(k, card, fighterId, a.targetId)
    if (worth > top) { top = worth; choice = a }
  }
  return choice
}


/** R19.13, RUL-33, RUL-19: throw only where the throw likely kills (a miss loses the weapon). */
function chooseThrow(k: Knowledge, throws: readonly Extract<Action, { type: 'throw' }>[]): Action {
  let choice: Action = { type: 'decline' }, top = 0.4
  for (const a of throws) {
    const me = k.stats(a.fighterId), target = k.stats(a.targetId), weapon = k.card(a.weaponId)
    if (me === null || target === null || weapon === null || !('bonuses' in weapon)) continue
    // A thrown weapon no longer adds its bonus from the hand; its own bonus rides the throw.
    const kill = attackOdds(me.strength, target.resistance, target.life).kill
    if (kill > top) { top = kill; choice = a }
  }
  return choice
}

/**
 * R19.9, RUL-20: strike the opponent most likely to die. R19.12, RUL-38: reload a bow instead when
 * the fight will last and next round's shot (with the bow's Fuerza) beats this round's blow.
 */
function chooseMelee(k: Knowledge, all: readonly Action[], fighterId: InstanceId): Action | undefined {
  const me = fighterOf(k, fighterId, true)
  const attacks = all.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack')
  const target = best(attacks, (a) => {
    const g = fighterOf(k, a.targetId, true)
    if (me === null || g === null) return 0
    const o = attackOdds(me.strength + me.firstStrength, g.resistance, g.life)
    return o.kill * 10 + o.damage / Math.max(1, g.life) + g.strength / 100
  })
  // R19.12, R15.9: a piercing arrow when one is offered (+2 on the shot, no price), else a plain one.
  const reloads = all.filter((a): a is Extract<Action, { type: 'reloadInCombat' }> => a.type === 'reloadInCombat')
  const reload = reloads.find((a) => a.arrowId != null) ?? reloads[0]
  if (reload !== undefined && me !== null) {
    const bow = k.card(reload.weaponId)
    const combat = k.state.combat
    const foes = combat === null ? [] : opponentsOf(combat, fighterId).map((id) => fighterOf(k, id, true)).filter((g): g is Fighter => g !== null)
    const foe = foes[0]
    if (bow?.type === 'weapon' && foe !== undefined) {
      const now = attackOdds(me.strength + me.firstStrength, foe.resistance, foe.life)
      const later = attackOdds(me.strength + (bow.bonuses.strength ?? 0) + (reload.arrowId != null ? 2 : 0), foe.resistance, foe.life)
      const hitBack = attackOdds(foe.strength, me.resistance, me.life)
      // Worth it when this blow is unlikely to end the fight and the Dalma likely lives to shoot.
      if (now.kill < 0.3 && hitBack.kill < 0.25 && later.damage > 1.2 * now.damage + 0.3) return reload
    }
  }
  return target ?? all[0]
}

/**
 * R22.4, RUL-29: the rival Dalma's action chosen by its controller. Nothing it may be made to do
 * harms its own side, so the pick is the one that helps it least and hurts us least: a Lente
 * counter, a reload it pays for, then the rest; never a shot or spell at our own characters.
 */
function chooseControlled(k: Knowledge, all: readonly Action[], rng: RngState): Action | undefined {
  const seat: Seat = k.seat
  const harmsUs = (a: Action) => 'targetId' in a && a.targetId !== null && k.state.cards[a.targetId]?.owner === seat
  const rank = (a: Action): number => {
    if (harmsUs(a)) return 9
    switch (a.type) {
      case 'activateLente': return 0
      case 'reloadBow': return 1
      case 'learn': return 2
      case 'cast': case 'useSkill': return 3
      case 'equip': return 4
      default: return 5
    }
  }
  const lowest = Math.min(...all.map(rank))
  const picks = all.filter((a) => rank(a) === lowest)
  return picks[nextInt(rng, picks.length)] ?? all[0]
}
