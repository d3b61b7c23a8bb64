// The effect kinds of lib/catalogue/schema.ts, executed generically. Passive kinds (equipment and
// Emblema effects read by queries) do nothing on resolution; `scripted` goes to the card's module.
import type { Effect } from '../catalogue/schema'
import { toSilver } from '../catalogue/model'
import { cardRegistry } from './cards'
import type { EffectContext } from './cards/registry'
import type { Draft } from './draft'
import type { EffectDuration } from './state'
import { drawCards, gain } from './zones'

const durationOf = (d: 'turn' | 'nextAttack' | 'permanent'): EffectDuration => (d === 'turn' ? 'endOfTurn' : d)

export function applyEffects(d: Draft, effects: readonly Effect[], ctx: EffectContext): void {
  for (const effect of effects) applyEffect(d, effect, ctx)
}

export function applyEffect(d: Draft, effect: Effect, ctx: EffectContext): void {
  const sourceCardId = d.get(ctx.sourceId).cardId
  switch (effect.kind) {
    case 'gainMoney':
      gain(d, ctx.seat, toSilver(effect.amount), ctx.rule)
      return
    case 'drawCards':
      drawCards(d, ctx.seat, effect.count, ctx.rule)
      return
    case 'heal': {
      if (ctx.targetId === null) return notSimulated(d, sourceCardId, effect, ctx)
      const target = d.card(ctx.targetId)
      const amount = effect.amount === 'all' ? target.damage : Math.min(effect.amount, target.damage)
      target.damage -= amount
      d.emit({ type: 'healed', characterId: ctx.targetId, characterCardId: target.cardId, amount, rule: ctx.rule })
      return
    }
    case 'modifyStat': {
      if (ctx.targetId === null) return notSimulated(d, sourceCardId, effect, ctx)
      const until = durationOf(effect.duration)
      const target = d.card(ctx.targetId)
      target.effects = [...target.effects, { source: sourceCardId, effect, until }]
      d.emit({ type: 'statModified', characterId: ctx.targetId, characterCardId: target.cardId, stat: effect.stat, amount: effect.amount, until, rule: ctx.rule })
      return
    }
    case 'extraActivation': {
      if (ctx.targetId === null) return notSimulated(d, sourceCardId, effect, ctx)
      // RUL-17: lost if unused by the end of the turn.
      const target = d.card(ctx.targetId)
      target.effects = [...target.effects, { source: sourceCardId, effect, until: 'endOfTurn' }]
      d.emit({ type: 'extraActivationGranted', characterId: ctx.targetId, characterCardId: target.cardId, pri: effect.pri, rule: 'R12.11' })
      return
    }
    case 'damage':
    case 'actionMarker':
      // Attack-time effects: only meaningful riding on a weapon (poisons) or in combat.
      return notSimulated(d, sourceCardId, effect, ctx)
    case 'halveLearningCost':
    case 'extraCast':
    case 'liftHandLimit':
      return // passive: read by queries while the card is active
    case 'scripted': {
      const module = cardRegistry.get(sourceCardId)
      if (module?.resolve) module.resolve(d, ctx)
      else notSimulated(d, sourceCardId, effect, ctx)
      return
    }
  }
}

function notSimulated(d: Draft, sourceCardId: string, effect: Effect, ctx: EffectContext): void {
  d.emit({ type: 'effectNotSimulated', sourceCardId, kind: effect.kind, rule: ctx.rule })
}
