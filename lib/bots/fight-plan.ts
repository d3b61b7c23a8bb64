// The heuristic's look at a whole fight to the death (R17.6) when it places a fighter: a pairing
// (R19.14) or a reinforcement (R19.15). A placement is judged by how the fight goes on from it, not
// by its own duel's edge: the rest of the placements are completed by the plain rules, then the
// fight runs on expected damage in continuous time. Each fighter wears down the opponent in its
// engagement it kills soonest; when one falls, the survivors it freed are placed again (R19.16:
// pairings first, R19.18, then reinforcements spread evenly, R19.15). What that sees and one duel's
// edge does not: whose duel ends first and who is freed to help, and which rival is left striking
// for longest. Deterministic and small (a few dozen fighters' worth of arithmetic per option).
import type { Combat, InstanceId } from '../engine/state'
import type { Fighter } from './fight'
import { attackOdds } from './odds'

type Side = 'a' | 'd'
/**
 * A fighter in the run. `incoming` and `hit` are one step's scratch: the rate of the blows aimed at it, and whether
 * it is already in that step's list of targets (fields rather than a Map made at every step: this runs for every
 * option of every pairing and reinforcement, in the search's walks as well).
 */
type Unit = { id: InstanceId; f: Fighter; side: Side; life: number; group: number; incoming: number; hit: boolean }
type Group = { a: InstanceId[]; d: InstanceId[] }

/** Expected Vida one attack takes, not capped by the target's Vida (the fight runs on rates). */
const rate = (strength: number, resistance: number): number => attackOdds(strength, resistance, 20).damage

/** How much better `a` does against `b` than `b` against `a` in one exchange (the plain pairing rule). */
export function duelEdge(a: Fighter, b: Fighter): number {
  const ab = attackOdds(a.strength + a.firstStrength, b.resistance, b.life)
  const ba = attackOdds(b.strength + b.firstStrength, a.resistance, a.life)
  return ab.damage / Math.max(1, b.life) - ba.damage / Math.max(1, a.life) + ab.kill - ba.kill
}

/** The plain reinforcement rule: the rival most likely killed, the weaker on a tie. */
export const reinforceScore = (mine: Fighter, theirs: Fighter): number => attackOdds(mine.strength, theirs.resistance, theirs.life).kill - theirs.life / 100

export type Placement = { kind: 'pair'; attackerId: InstanceId; defenderId: InstanceId } | { kind: 'reinforce'; fighterId: InstanceId; opponentId: InstanceId }

/**
 * The fight's outlook for side `mine` after `placement`, in [−1, 1]: the share of its starting Vida
 * its survivors keep, less the share the rival's survivors keep (so a narrow win and a narrow loss
 * are close, and a rout is far). `fighter` gives each living combatant (null: dead or unknown).
 */
export function fightOutlook(combat: Combat, mine: Side, placement: Placement, fighter: (id: InstanceId) => Fighter | null, headStart = 0): number {
  // (Every loop below visits the units in the Map's order, as the sums and the Vida taken depend on that order.)
  const units = new Map<InstanceId, Unit>()
  for (const side of ['a', 'd'] as const) {
    const ids = side === 'a' ? combat.attackers : combat.defenders
    for (const id of ids) {
      const f = fighter(id)
      if (f !== null) units.set(id, { id, f, side, life: f.life, group: -1, incoming: 0, hit: false })
    }
  }
  const groups: Group[] = []
  for (const g of combat.engagements) {
    const a = g.a.filter((id) => units.has(id)), d = g.d.filter((id) => units.has(id))
    if (a.length > 0 && d.length > 0) groups.push({ a, d })
  }
  regroup(units, groups)
  if (placement.kind === 'pair') {
    if (units.has(placement.attackerId) && units.has(placement.defenderId)) groups.push({ a: [placement.attackerId], d: [placement.defenderId] })
  } else {
    const u = units.get(placement.fighterId)
    if (u !== undefined) {
      const g = units.get(placement.opponentId)?.group ?? -1
      if (g >= 0) (groups[g] as Group)[u.side].push(placement.fighterId)
    }
  }
  regroup(units, groups)
  complete(units, groups)
  let startA = 0, startD = 0
  for (const u of units.values()) { if (u.side === 'a') startA += u.f.life; else startD += u.f.life }
  // The first round's extras (riders, a loaded bow's shot, the one spell or skill) land at once on the first target.
  for (const u of units.values()) {
    const t = target(u, units, groups)
    if (t === null) continue
    const extra = rate(u.f.strength + u.f.spellStrength + u.f.firstStrength, t.f.resistance) - rate(u.f.strength + u.f.spellStrength, t.f.resistance)
    t.life -= extra + u.f.firstDamage + u.f.spellDamage + (u.f.shot === null ? 0 : rate(u.f.shot, t.f.resistance))
    // R19.5, R19.8: a faster fighter's blow lands before its target's, a share of a round ahead.
    if (headStart > 0 && u.f.initiative > t.f.initiative) t.life -= headStart * rate(u.f.strength + u.f.spellStrength, t.f.resistance)
  }
  const targets: Unit[] = []
  for (let step = 0; step < 40; step++) {
    // Deaths first (the extras above may already have killed), then the survivors are placed again.
    let died = false
    for (const u of units.values()) {
      if (u.life > 1e-9) continue
      const id = u.id
      units.delete(id)
      died = true
      for (const g of groups) { g.a = g.a.filter((x) => x !== id); g.d = g.d.filter((x) => x !== id) }
    }
    if (died) {
      for (let i = groups.length - 1; i >= 0; i--) { const g = groups[i] as Group; if (g.a.length === 0 || g.d.length === 0) groups.splice(i, 1) }
      regroup(units, groups)
      complete(units, groups)
    }
    let aliveA = 0, aliveD = 0
    for (const u of units.values()) { if (u.side === 'a') aliveA++; else aliveD++ }
    if (aliveA === 0 || aliveD === 0) break
    // Each target's incoming rate, and the time until the first of them falls.
    targets.length = 0
    for (const u of units.values()) {
      const t = target(u, units, groups)
      if (t === null) continue
      t.incoming += rate(u.f.strength + u.f.spellStrength, t.f.resistance)
      if (!t.hit) { t.hit = true; targets.push(t) }
    }
    let dt = Infinity
    for (const t of targets) if (t.incoming > 0) dt = Math.min(dt, t.life / t.incoming)
    if (Number.isFinite(dt)) for (const t of targets) t.life -= t.incoming * dt
    for (const t of targets) { t.incoming = 0; t.hit = false }
    if (!Number.isFinite(dt)) break
  }
  let leftA = 0, leftD = 0
  for (const u of units.values()) { if (u.side === 'a') leftA += Math.max(0, u.life); else leftD += Math.max(0, u.life) }
  const [ownLeft, ownStart, rivalLeft, rivalStart] = mine === 'a' ? [leftA, startA, leftD, startD] : [leftD, startD, leftA, startA]
  return ownLeft / Math.max(1e-6, ownStart) - rivalLeft / Math.max(1e-6, rivalStart)
}

/** Each unit's group: the index of the engagement it is in (−1: none yet). */
function regroup(units: Map<InstanceId, Unit>, groups: readonly Group[]): void {
  for (const u of units.values()) u.group = -1
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i] as Group
    for (const id of g.a) { const u = units.get(id); if (u !== undefined) u.group = i }
    for (const id of g.d) { const u = units.get(id); if (u !== undefined) u.group = i }
  }
}

/** The opponent in `u`'s engagement it kills soonest (RUL-20: each fighter picks whom it strikes). */
function target(u: Unit, units: Map<InstanceId, Unit>, groups: readonly Group[]): Unit | null {
  const g = groups[u.group]
  if (g === undefined) return null
  let best: Unit | null = null, soonest = Infinity
  for (const id of u.side === 'a' ? g.d : g.a) {
    const t = units.get(id)
    if (t === undefined) continue
    const r = rate(u.f.strength + u.f.spellStrength, t.f.resistance)
    const time = r > 0 ? t.life / r : 1e9 + t.life
    if (time < soonest) { soonest = time; best = t }
  }
  return best
}

/** The unplaced fighters placed by the plain rules: 1-vs-1 pairs by edge while both sides have some (R19.14, R19.18), then the surplus spread evenly (R19.15). */
function complete(units: Map<InstanceId, Unit>, groups: Group[]): void {
  for (;;) {
    const fa = free(units, 'a'), fd = free(units, 'd')
    if (fa.length === 0 || fd.length === 0) break
    let pick: [Unit, Unit] | null = null, top = -Infinity
    for (const x of fa) for (const y of fd) { const e = duelEdge(x.f, y.f); if (e > top) { top = e; pick = [x, y] } }
    if (pick === null) break
    groups.push({ a: [pick[0].f.id], d: [pick[1].f.id] })
    regroup(units, groups)
  }
  if (groups.length === 0) return
  for (const side of ['a', 'd'] as const) {
    const rival: Side = side === 'a' ? 'd' : 'a'
    for (const u of free(units, side)) {
      let min = Infinity
      for (const g of groups) min = Math.min(min, g[side].length)
      let at = -1, top = -Infinity
      for (let i = 0; i < groups.length; i++) {
        const g = groups[i] as Group
        if (g[side].length !== min) continue
        for (const id of g[rival]) { const t = units.get(id); if (t !== undefined) { const s = reinforceScore(u.f, t.f); if (s > top) { top = s; at = i } } }
      }
      if (at >= 0) { (groups[at] as Group)[side].push(u.f.id); u.group = at }
    }
  }
}

/** `side`'s units in no engagement, in the Map's order. */
function free(units: Map<InstanceId, Unit>, side: Side): Unit[] {
  const out: Unit[] = []
  for (const u of units.values()) if (u.side === side && u.group < 0) out.push(u)
  return out
}
