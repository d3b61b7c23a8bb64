// Multi-combat after the first pairings (R19.15–R19.18, RUL-20): each side places its own surplus or
// freed fighters, spread evenly; an engagement made even splits into duels chosen by the owner.
// Which placements are legal is combat-queries.ts (reinforceOptions, splitOptions).
import { sideOfSeat } from './combat-queries'
import type { Draft } from './draft'
import type { InstanceId } from './ids'
import { popDecision, pushDecision } from './stack'

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

