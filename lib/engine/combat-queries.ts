// Read-only questions about the combat in progress (§17, §19): sides, opponents, who is still to be
// placed, what a fighter may still do. Shared by the combat steps, legalActions and the driver.
import type { Catalogue } from '../catalogue/model'
import { arrowUsable } from './cards/flechas-perforadoras'
import { defOf, defOfInstance } from './draft'
import { other, type InstanceId, type Seat } from './ids'
import { activeDalmas, instanceOf } from './queries'
import { toSilver } from '../catalogue/model'
import type { Combat, GameState } from './state'

/** The side of a fighter in the current combat. */
export const sideOf = (combat: Combat, id: InstanceId): 'a' | 'd' | null =>
  combat.attackers.includes(id) ? 'a' : combat.defenders.includes(id) ? 'd' : null

export const sideOfSeat = (combat: Combat, seat: Seat): 'a' | 'd' => (seat === combat.attackerSeat ? 'a' : 'd')
export const seatOfSide = (combat: Combat, side: 'a' | 'd'): Seat => (side === 'a' ? combat.attackerSeat : other(combat.attackerSeat))

/** The opponents a fighter faces: the other side of its engagement (RUL-20: it picks one to attack). */
export function opponentsOf(combat: Combat, id: InstanceId): InstanceId[] {
  for (const g of combat.engagements) {
    if (g.a.includes(id)) return g.d
    if (g.d.includes(id)) return g.a
  }
  return []
}

/** Fighters not yet in any engagement, per side. */
export function unplaced(combat: Combat): { a: InstanceId[]; d: InstanceId[] } {
  const placed = new Set<InstanceId>()
  for (const g of combat.engagements) for (const id of [...g.a, ...g.d]) placed.add(id)
  return { a: combat.attackers.filter((id) => !placed.has(id)), d: combat.defenders.filter((id) => !placed.has(id)) }
}

/** R17.5, R13.4: the Dalmas the defender may still add: active, in its Zona de Juego, a marker does not matter. */
export function availableDefenders(state: GameState, catalogue: Catalogue): InstanceId[] {
  const combat = state.combat
  if (combat === null || combat.kind !== 'offensive') return []
  const seat = other(combat.attackerSeat)
  return activeDalmas(state, catalogue, seat).filter((id) => state.masters[seat].playZone.includes(id) && !combat.defenders.includes(id))
}

/** Throwing weapons a fighter has equipped (R19.13). */
export function throwingWeapons(state: GameState, catalogue: Catalogue, id: InstanceId): InstanceId[] {
  return instanceOf(state, id).equipment.filter((e) => { const c = defOfInstance(catalogue, instanceOf(state, e)); return c.type === 'weapon' && c.weaponKind === 'throwing' })
}

/** Loaded bows a fighter has equipped (R19.11). */
export function loadedBows(state: GameState, catalogue: Catalogue, id: InstanceId): InstanceId[] {
  return instanceOf(state, id).equipment.filter((e) => {
    const c = defOfInstance(catalogue, instanceOf(state, e))
    return c.type === 'weapon' && c.weaponKind === 'bow' && instanceOf(state, e).loaded
  })
}

/** One way to reload in combat: the bow, and the Flechas perforadoras card that gives the arrow (null: a normal arrow, paid). */
export type ReloadOption = { weaponId: InstanceId; arrowId: InstanceId | null }

/**
 * R19.12, RUL-33, RUL-38: the reload offer exists only in the fighter's first paired round. Each
 * unloaded bow may take a normal arrow its Master can pay, or one of the fighter's Flechas
 * perforadoras with arrows left (R15.9: a counter instead of the price; +2 on the next shot).
 */
export function reloadOffer(state: GameState, catalogue: Catalogue, fighterId: InstanceId): ReloadOption[] {
  const combat = state.combat
  if (combat === null || combat.pairedBefore.includes(fighterId)) return []
  const c = instanceOf(state, fighterId)
  const silver = state.masters[c.owner].silver
  const out: ReloadOption[] = []
  for (const weaponId of c.equipment) {
    const card = defOfInstance(catalogue, instanceOf(state, weaponId))
    if (card.type !== 'weapon' || card.weaponKind !== 'bow' || instanceOf(state, weaponId).loaded) continue
    if (toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) <= silver) out.push({ weaponId, arrowId: null })
    for (const arrowId of c.equipment) if (arrowUsable(state, catalogue, fighterId, arrowId)) out.push({ weaponId, arrowId })
  }
  return out
}

/**
 * R19.15: [fighter, opponent] placements that keep the spread even (only the least reinforced
 * engagements). R19.18, RUL-50: while the rival side has a reinforcement standing in some engagement
 * (it outnumbers this side there, whichever round placed it), a fighter goes there first.
 */
export function reinforceOptions(state: GameState, seat: Seat): [InstanceId, InstanceId][] {
  const combat = state.combat
  if (combat === null || combat.engagements.length === 0) return []
  const side = sideOfSeat(combat, seat)
  const rival = side === 'a' ? 'd' : 'a'
  const free = unplaced(combat)[side]
  const facingReinforcement = combat.engagements.some((g) => g[rival].length > g[side].length)
  const open = combat.engagements.map((g) => !facingReinforcement || g[rival].length > g[side].length)
  let min = Infinity
  combat.engagements.forEach((g, i) => { if (open[i] === true) min = Math.min(min, g[side].length) })
  const out: [InstanceId, InstanceId][] = []
  for (const fighterId of free) {
    combat.engagements.forEach((g, i) => {
      if (open[i] !== true || g[side].length !== min) return
      for (const opponentId of g[rival]) out.push([fighterId, opponentId])
    })
  }
  return out
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
