// Multi-combat after the first pairings (R19.15–R19.18, RUL-20): each side places its own surplus or
// freed fighters, spread evenly; an engagement made even splits into duels chosen by the owner.
import type { Draft } from './draft'
import { unplaced } from './combat'
import { popDecision, pushDecision } from './stack'
import { other, type Combat, type GameState, type InstanceId, type Seat } from './state'

const sideOfSeat = (combat: Combat, seat: Seat): 'a' | 'd' => (seat === combat.attackerSeat ? 'a' : 'd')

/** R19.15: [fighter, opponent] placements that keep the spread even (only the least reinforced engagements). */
export function reinforceOptions(state: GameState, seat: Seat): [InstanceId, InstanceId][] {
  const combat = state.combat
  if (combat === null || combat.engagements.length === 0) return []
  const side = sideOfSeat(combat, seat)
  const free = unplaced(combat)[side]
  const counts = combat.engagements.map((g) => g[side].length)
  const min = Math.min(...counts)
  const out: [InstanceId, InstanceId][] = []
  for (const fighterId of free) {
    combat.engagements.forEach((g, i) => {
      if (counts[i] !== min) return
      for (const opponentId of g[side === 'a' ? 'd' : 'a']) out.push([fighterId, opponentId])
    })
  }
  return out
}

/** Places a checked reinforcement; R19.17: an engagement made even asks its owner to split it. */
export function placeReinforcement(d: Draft, fighterId: InstanceId, opponentId: InstanceId): void {
  const combat = d.s.combat
  if (combat === null) return
  const seat = d.get(fighterId).owner
  const side = sideOfSeat(combat, seat)
  const oppSide = side === 'a' ? 'd' : 'a'
  const index = combat.engagements.findIndex((g) => g[oppSide].includes(opponentId))
  const engagements = combat.engagements.map((g, i) => (i === index ? { ...g, [side]: [...g[side], fighterId] } : g))
  d.s.combat = { ...combat, engagements }
  d.emit({ type: 'reinforced', fighterId, opponentId, rule: combat.round > 0 ? 'R19.16' : 'R19.15' }) // freed survivors at a round's start: R19.16
  popDecision(d)
  const g = engagements[index]
  if (g !== undefined && g.a.length === g.d.length && g.a.length >= 2) pushDecision(d, { kind: 'split', seat, engagement: index })
}

/** R19.17: [own fighter, opponent] duels that split the even engagement. */
export function splitOptions(state: GameState, seat: Seat, engagement: number): [InstanceId, InstanceId][] {
  const combat = state.combat
  const g = combat?.engagements[engagement]
  if (combat === null || g === undefined) return []
  const side = sideOfSeat(combat, seat)
  const out: [InstanceId, InstanceId][] = []
  for (const f of g[side]) for (const o of g[side === 'a' ? 'd' : 'a']) out.push([f, o])
  return out
}

/** One duel out of the even engagement; when what remains is a duel, the split is done. */
export function applySplit(d: Draft, engagement: number, fighterId: InstanceId, opponentId: InstanceId): void {
  const combat = d.s.combat
  if (combat === null) return
  const side = sideOfSeat(combat, d.get(fighterId).owner)
  const g = combat.engagements[engagement]
  if (g === undefined) return
  const rest = { a: g.a.filter((x) => x !== fighterId && x !== opponentId), d: g.d.filter((x) => x !== fighterId && x !== opponentId) }
  const duel = side === 'a' ? { a: [fighterId], d: [opponentId] } : { a: [opponentId], d: [fighterId] }
  const engagements = combat.engagements.slice()
  engagements[engagement] = rest
  engagements.push(duel)
  d.s.combat = { ...combat, engagements }
  d.emit({ type: 'paired', attackerId: duel.a[0] as InstanceId, defenderId: duel.d[0] as InstanceId, rule: 'R19.17' })
  if (rest.a.length < 2 || rest.d.length < 2) popDecision(d)
}

export { other }
