// The board between two states, for the playback (issue 27): a step's events carried onto the board as it
// stood before the step, one at a time, so that within one step (an exploration fought to its end, an
// offensive's round) cards are seen entering the Zona de Combate, pairing off, losing Vida, turning face up
// and coming into play before the step's final state replaces the picture. Only what the board draws is
// touched: zones, the combat's sides and engagements, Vida lost, faces, defeats. It is a picture, never a
// state the engine plays on. Pure.
import type { Combat, GameEvent, GameState, InstanceId, Seat } from '@/lib/engine'
import { HIDDEN_CARD } from '@/lib/engine/view'

const without = (ids: readonly InstanceId[], id: InstanceId) => ids.filter((x) => x !== id)

function setCard(state: GameState, id: InstanceId, change: (c: GameState['cards'][number]) => Partial<GameState['cards'][number]>): GameState {
  const card = state.cards[id]
  if (card === undefined) return state
  const cards = state.cards.slice()
  cards[id] = { ...card, ...change(card) }
  return { ...state, cards }
}

function setMaster(state: GameState, seat: Seat, change: (m: GameState['masters'][0]) => Partial<GameState['masters'][0]>): GameState {
  const masters = state.masters.slice() as unknown as [GameState['masters'][0], GameState['masters'][1]]
  masters[seat] = { ...masters[seat], ...change(masters[seat]) }
  return { ...state, masters }
}

function combatOf(state: GameState, kind: Combat['kind'], attackerSeat: Seat, attackers: readonly InstanceId[], defenders: readonly InstanceId[], forced = false): Combat {
  return {
    kind, attackerSeat, forced, round: 0, step: 'roundStart', attackers: [...attackers], defenders: [...defenders],
    engagements: [], queue: [], threw: [], pairedBefore: [], shots: [], returnStep: state.combat?.returnStep ?? null,
  }
}

/** Known card ids an event gives a hidden instance (a card revealed or drawn by the viewer). */
const named = (cardId: string, current: string) => (cardId === '' || cardId === 'una carta' || cardId === HIDDEN_CARD ? current : cardId)

/** The picture after `e`, from the picture before it. Events the board does not draw leave it as it is. */
export function sceneAfter(state: GameState, e: GameEvent): GameState {
  switch (e.type) {
    case 'turnStarted':
      return setMaster({ ...state, activeSeat: e.seat, phase: { name: 'rest' } }, e.seat, () => ({ turn: e.turn }))
    case 'phaseStarted':
      return { ...state, phase: e.phase === 'main' ? { name: 'main', step: 'masterActions' } : { name: e.phase } }
    case 'stepStarted':
      return { ...state, phase: { name: 'main', step: e.step } }
    case 'combatStarted':
      return { ...state, combat: combatOf(state, e.kind, e.attackerSeat, e.attackers, e.defenders) }
    case 'offensiveDeclared':
      return { ...state, combat: combatOf(state, 'offensive', e.seat, e.attackers, state.combat?.defenders ?? [], e.forced) }
    case 'defenderAdded':
      return state.combat === null ? state : { ...state, combat: { ...state.combat, defenders: [...state.combat.defenders, e.dalmaId] } }
    case 'paired': {
      const c = state.combat
      if (c === null) return state
      return { ...state, combat: { ...c, engagements: [...c.engagements, { a: [e.attackerId], d: [e.defenderId] }] } }
    }
    case 'reinforced': {
      const c = state.combat
      if (c === null) return state
      const attacking = c.attackers.includes(e.fighterId)
      const engagements = c.engagements.map((g) => (attacking ? g.d.includes(e.opponentId) ? { ...g, a: [...g.a, e.fighterId] } : g : g.a.includes(e.opponentId) ? { ...g, d: [...g.d, e.fighterId] } : g))
      return { ...state, combat: { ...c, engagements } }
    }
    case 'roundStarted':
      return state.combat === null ? state : { ...state, combat: { ...state.combat, round: e.round } }
    case 'attackRolled':
      return e.damage > 0 ? setCard(state, e.targetId, (c) => ({ damage: c.damage + e.damage })) : state
    case 'damaged':
      return setCard(state, e.characterId, (c) => ({ damage: c.damage + e.amount }))
    case 'healed':
      return setCard(state, e.characterId, (c) => ({ damage: Math.max(0, c.damage - e.amount) }))
    case 'enemyHealed':
      return setCard(state, e.enemyId, (c) => ({ damage: Math.max(0, c.damage - e.amount) }))
    case 'enemyDefeated':
      return setCard(state, e.enemyId, () => ({ defeated: true }))
    case 'cardRevealed': case 'enemyRevealed':
      return setCard(state, e.instanceId, (c) => ({ faceUp: true, cardId: named(e.cardId, c.cardId) }))
    case 'cardPlaced': {
      const m = state.masters[e.seat]
      if (!m.hand.includes(e.instanceId) && m.playZone.includes(e.instanceId)) return state
      const moved = setMaster(state, e.seat, (x) => ({ hand: without(x.hand, e.instanceId), playZone: [...without(x.playZone, e.instanceId), e.instanceId] }))
      return setCard(moved, e.instanceId, () => ({ faceUp: false }))
    }
    case 'cardDrawn': {
      const m = state.masters[e.seat]
      if (!m.deck.includes(e.instanceId)) return state
      const moved = setMaster(state, e.seat, (x) => ({ deck: without(x.deck, e.instanceId), hand: [...x.hand, e.instanceId] }))
      return setCard(moved, e.instanceId, (c) => ({ cardId: named(e.cardId, c.cardId) }))
    }
    default:
      return state
  }
}
