// The five Master actions (§8, RUL-7): each is checked and done here, and counted on the relic
// (R7.14). What follows (the next Master action, exhaustion, the enemies' turn) is the turn's to say.
import type { MasterAction } from './actions'
import type { Draft } from './draft'
import { applyEffects } from './effects'
import type { EngineError } from './errors'
import type { InstanceId, Seat } from './ids'
import { revealCost } from './legal'
import { canDraw, ENEMY_REVEAL_SILVER } from './queries'
import { pushDecision } from './stack'
import { fireAbilities } from './triggers'
import { discardCard, drawCard, pay, takeFrom } from './zones'

/** The card is the Master's own and lies in its `zone`. */
export function checkOwnIn(d: Draft, seat: Seat, id: InstanceId, zone: 'hand' | 'playZone'): EngineError | null {
  const c = d.s.cards[id]
  if (c === undefined) return { code: 'unknownInstance', instanceId: id }
  if (c.owner !== seat) return { code: 'notOwn', instanceId: id }
  if (!d.s.masters[seat][zone].includes(id)) return { code: 'wrongZone', instanceId: id, expected: zone }
  return null
}

export function applyMasterAction(d: Draft, action: MasterAction): EngineError | null {
  const seat = d.s.activeSeat
  const m = d.s.masters[seat]
  switch (action.type) {
    case 'draw': {
      if (m.deck.length === 0) return { code: 'deckEmpty' }
      if (!canDraw(d.s, d.catalogue, seat)) return { code: 'handFull', handSize: m.hand.length }
      drawCard(d, seat, 'R8.2')
      break
    }
    case 'place': {
      const e = checkOwnIn(d, seat, action.instanceId, 'hand')
      if (e !== null) return e
      takeFrom(d.zone(seat, 'hand'), action.instanceId)
      d.zone(seat, 'playZone').push(action.instanceId)
      d.emit({ type: 'cardPlaced', seat, instanceId: action.instanceId, cardId: d.get(action.instanceId).cardId, rule: 'R8.3' })
      break
    }
    case 'reveal': {
      const e = checkOwnIn(d, seat, action.instanceId, 'playZone')
      if (e !== null) return e
      const id = action.instanceId
      if (d.get(id).faceUp) return { code: 'alreadyFaceUp', instanceId: id }
      const cost = revealCost(d.s, d.catalogue, id)
      if (cost === null) return { code: 'notRevealable', instanceId: id }
      if (cost > m.silver) return { code: 'cannotAfford', needSilver: cost, haveSilver: m.silver }
      pay(d, seat, cost, 'R8.4')
      d.card(id).faceUp = true
      const card = d.def(id)
      d.emit({ type: 'cardRevealed', seat, instanceId: id, cardId: card.id, costSilver: cost, rule: 'R8.4' })
      if (card.type === 'trap') {
        discardCard(d, id, 'playZone', 'trapRevealed', 'R14.5') // RUL-7, RUL-18: paid, deactivated, discarded
      } else if (card.type === 'emblem') {
        const previous = d.s.masters[seat].playZone.find((o) => o !== id && d.get(o).faceUp && d.def(o).type === 'emblem')
        if (previous !== undefined) {
          // R15.7: the Master keeps one of the two.
          pushDecision(d, { kind: 'keepEmblem', seat, options: [previous, id] })
          d.emit({ type: 'emblemConflict', seat, options: [previous, id], rule: 'R15.7' })
        }
      }
      break
    }
    case 'revealEnemy': {
      const id = action.instanceId
      const c = d.s.cards[id]
      if (c === undefined) return { code: 'unknownInstance', instanceId: id }
      if (c.owner !== seat) return { code: 'notOwn', instanceId: id }
      if (!m.relicZone.enemies.includes(id)) return { code: 'wrongZone', instanceId: id, expected: 'relicZone' }
      if (c.faceUp || c.defeated) return { code: 'enemyUnavailable', instanceId: id }
      if (m.silver < ENEMY_REVEAL_SILVER) return { code: 'cannotAfford', needSilver: ENEMY_REVEAL_SILVER, haveSilver: m.silver }
      pay(d, seat, ENEMY_REVEAL_SILVER, 'R8.5')
      d.card(id).faceUp = true
      d.emit({ type: 'enemyRevealed', seat, instanceId: id, cardId: c.cardId, rule: 'R8.5' })
      fireAbilities(d, id, 'onReveal') // R10.3
      break
    }
    case 'useTreasure': {
      const e = checkOwnIn(d, seat, action.instanceId, 'hand')
      if (e !== null) return e
      const id = action.instanceId
      const card = d.def(id)
      if (card.type !== 'treasure') return { code: 'wrongCardType', instanceId: id, expected: 'treasure' }
      // R8.6: shown from the hand (so it no longer counts in it), resolved, discarded.
      takeFrom(d.zone(seat, 'hand'), id)
      d.emit({ type: 'treasureUsed', seat, instanceId: id, cardId: card.id, rule: 'R8.6' })
      applyEffects(d, card.effects, { seat, sourceId: id, targetId: null, rule: 'R8.6' })
      d.zone(seat, 'discard').push(id)
      d.emit({ type: 'cardDiscarded', seat, instanceId: id, cardId: card.id, reason: 'treasureUsed', rule: 'R8.6' })
      break
    }
  }
  const counted = d.master(seat)
  counted.masterActions += 1
  d.emit({ type: 'masterActionCounted', seat, count: counted.masterActions, rule: 'R7.14' })
  return null
}
