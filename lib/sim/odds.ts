// Exact combat odds (R19.9, R19.10, RUL-1): the law of one attack and of a fight between two
// characters, computed by enumerating the engine's own attack-die law and passing every die through
// the engine's `attackOutcome`, so the calculator and a played combat can never disagree on what a
// die means. No sampling: a one-attack figure is a finite sum, a fight to the death a Markov chain
// over the two remaining Vidas solved exactly (rounds only ever lower the state or leave it as it was).
// Pure: runs on the server, in the CLI and in the browser alike.
import { attackOutcome } from '../engine/attack'
import { attackDieLaw, type AttackDie } from '../engine/dice'

/** A fighter as the odds see it: numbers after every modifier, plus the riders that change a fight. */
export type Combatant = {
  /** Fuerza for melee (R19.9), a bow's bonus excluded (R19.11, R19.12). */
  strength: number
  resistance: number
  initiative: number
  /** Vida at the start of the fight (at least 1). */
  life: number
  /** Extra Vida its target loses on an attack that causes damage (an `onAttack` damage ability, e.g. Túlkar). */
  hitBonusDamage: number
  /** Poisons on its weapon (R14.2): they ride its next valid attack, that is its first one that is not a Pifia. */
  poison: { strength: number; damage: number } | null
  /** Vida a melee attacker loses after each attack on this character (an `onDefend` damage ability). */
  thornsDamage: number
  /** Vida its killer loses when it dies (an `onDeath` damage ability, e.g. Bolg). */
  deathDamageToKiller: number
  /** Fuerza of its shot when it enters with a loaded bow: it shoots once, in round 1's bow window (R19.5, R19.11). */
  bowShot: { strength: number } | null
}

/** A plain fighter: numbers only, no riders. */
export function plainCombatant(strength: number, resistance: number, life: number, initiative = 0): Combatant {
  return { strength, resistance, initiative, life, hitBonusDamage: 0, poison: null, thornsDamage: 0, deathDamageToKiller: 0, bowShot: null }
}

/** One result of one attack: Vida the target loses (`kill` for the Tirada 666) and whether it was a Pifia. */
type AttackResult = { p: number; damage: number | 'kill'; fumble: boolean }

type DieEntry = { p: number; die: AttackDie }
let dieLawCache: readonly DieEntry[] | null = null

/** `attackDieLaw()` as dice the engine's `attackOutcome` accepts. */
function dieLaw(): readonly DieEntry[] {
  if (dieLawCache) return dieLawCache
  const out: DieEntry[] = []
  for (const [key, p] of attackDieLaw()) {
    const die: AttackDie = key === 'tripleSix' ? { kind: 'tripleSix', rolls: [6, 6, 6] }
      : key === 'fumble' ? { kind: 'fumble', rolls: [1, 1] }
        : { kind: 'value', value: Number(key), rolls: [] }
    out.push({ p, die })
  }
  dieLawCache = out
  return out
}

/**
 * The law of one attack by `attacker` on `defender`: a melee attack with or without the poison
 * riding it, or (with `shotStrength`) a bow shot, which carries no poison.
 */
function attackResults(attacker: Combatant, defender: Combatant, poisoned: boolean, shotStrength?: number): AttackResult[] {
  const poison = poisoned && shotStrength === undefined ? attacker.poison : null
  const strength = shotStrength ?? attacker.strength + (poison?.strength ?? 0)
  const merged = new Map<string, AttackResult>()
  for (const { p, die } of dieLaw()) {
    const outcome = attackOutcome(die, strength, defender.resistance)
    let result: Omit<AttackResult, 'p'>
    if (outcome.kind === 'kill') result = { damage: 'kill', fumble: false }
    else if (outcome.kind === 'fumble') result = { damage: 0, fumble: true }
    else {
      // The poison's damage rides any valid attack; the onAttack rider only one that causes damage.
      let amount = outcome.amount + (poison?.damage ?? 0)
      if (amount > 0) amount += attacker.hitBonusDamage
      result = { damage: amount, fumble: false }
    }
    const key = `${result.damage}/${result.fumble}`
    const seen = merged.get(key)
    if (seen) seen.p += p
    else merged.set(key, { p, ...result })
  }
  return [...merged.values()]
}

export type AttackOdds = {
  /** Chance the defender loses any Vida, the Tirada 666 included. */
  pHurt: number
  /** Chance that this one attack leaves the defender without Vida. */
  pKill: number
  /** Expected attacks until the defender's Vida is gone, with no healing between them. */
  expectedAttacksToKill: number
  /** Vida lost ("0", "1", … up to the largest possible, every value listed) and "666"; "0" includes the Pifia. Sums to 1. */
  damage: Record<string, number>
}

/**
 * The first attack of `attacker` on `defender` at its full Vida (a poison, if any, rides it), and
 * the expected attacks to kill: a chain over the Vida left, where a Pifia keeps the poison waiting.
 */
export function attackOdds(attacker: Combatant, defender: Combatant): AttackOdds {
  const first = attackResults(attacker, defender, attacker.poison !== null)
  let max = 0
  for (const r of first) if (r.damage !== 'kill') max = Math.max(max, r.damage)
  const damage: Record<string, number> = {}
  for (let d = 0; d <= max; d++) damage[String(d)] = 0
  damage['666'] = 0
  let pHurt = 0
  let pKill = 0
  for (const r of first) {
    const key = r.damage === 'kill' ? '666' : String(r.damage)
    damage[key] = (damage[key] ?? 0) + r.p
    if (r.damage === 'kill' || r.damage > 0) pHurt += r.p
    if (r.damage === 'kill' || r.damage >= defender.life) pKill += r.p
  }
  return { pHurt, pKill, expectedAttacksToKill: expectedAttacksToKill(attacker, defender), damage }
}

function expectedAttacksToKill(attacker: Combatant, defender: Combatant): number {
  const plain = attackResults(attacker, defender, false)
  const poisoned = attacker.poison ? attackResults(attacker, defender, true) : plain
  // plainE[v]: expected attacks to take v Vida with no poison waiting; E(v) = (1 + Σ p·E(v−d)) / (1 − p(no change)).
  const plainE = new Float64Array(defender.life + 1)
  for (let v = 1; v <= defender.life; v++) {
    let stay = 0
    let rest = 1
    for (const r of plain) {
      if (r.damage === 'kill' || r.damage >= v) continue
      if (r.damage === 0) stay += r.p
      else rest += r.p * (plainE[v - r.damage] ?? 0)
    }
    plainE[v] = rest / (1 - stay)
  }
  if (!attacker.poison) return plainE[defender.life] ?? 0
  // With a poison waiting, only a Pifia keeps it waiting; any other attack spends it.
  const v = defender.life
  let stay = 0
  let rest = 1
  for (const r of poisoned) {
    if (r.fumble) { stay += r.p; continue }
    if (r.damage === 'kill' || r.damage >= v) continue
    rest += r.p * (plainE[v - r.damage] ?? 0)
  }
  return rest / (1 - stay)
}

export type FightMode = 'round' | 'death'

export type FightOdds = {
  /** The defender is dead and the attacker alive. */
  pAttackerWins: number
  /** The attacker is dead and the defender alive. */
  pDefenderWins: number
  /** Both still stand (only possible in one round). */
  pBothStand: number
  /** Both die (a death rider or thorns can take the killer along, RUL-32 in an exploration). */
  pBothDie: number
  /** Expected rounds fought (1 for an exploration). */
  expectedRounds: number
  /** Chance the attacker strikes first in a round (R19.5 by Iniciativa; a tie is a fair d6 duel, RUL-35). */
  pAttackerFirst: number
}

/**
 * Who strikes first in each melee window: the higher Iniciativa; a tie is settled by d6 rolls,
 * rolled again while tied (R19.8, RUL-35), which is an even chance for each.
 */
export function firstStrikeChance(attacker: Combatant, defender: Combatant): number {
  if (attacker.initiative > defender.initiative) return 1
  if (attacker.initiative < defender.initiative) return 0
  return 0.5
}

// A fight state: remaining Vida of each side and whether each side's poison still waits.
type State = { a: number; d: number; pa: boolean; pd: boolean }
const encode = (s: State): number => ((s.a * 64 + s.d) * 2 + (s.pa ? 1 : 0)) * 2 + (s.pd ? 1 : 0)

/** Every end of one melee round from `s` with its chance (states with a side at 0 Vida end the fight). */
function roundFrom(s: State, attacker: Combatant, defender: Combatant, pFirst: number, laws: Laws): Map<number, { p: number; s: State }> {
  const out = new Map<number, { p: number; s: State }>()
  const add = (p: number, t: State) => {
    if (p === 0) return
    const key = encode(t)
    const seen = out.get(key)
    if (seen) seen.p += p
    else out.set(key, { p, s: t })
  }
  const orders: Array<[number, boolean]> = [[pFirst, true], [1 - pFirst, false]]
  for (const [pOrder, attackerFirst] of orders) {
    if (pOrder === 0) continue
    for (const first of strike(s, attackerFirst, attacker, defender, laws)) {
      if (first.s.a === 0 || first.s.d === 0) { add(pOrder * first.p, first.s); continue }
      for (const second of strike(first.s, !attackerFirst, attacker, defender, laws)) add(pOrder * first.p * second.p, second.s)
    }
  }
  return out
}

type Laws = { aPlain: AttackResult[]; aPoison: AttackResult[]; dPlain: AttackResult[]; dPoison: AttackResult[] }

/**
 * Round 1's bow window (R19.5 window 3, R19.11): each loaded bow shoots once, and the shots are
 * simultaneous (R19.7), so both may die (RUL-32). A shot is not melee: no thorns; a death rider
 * still hits the shooter who killed.
 */
function bowWindow(s: State, attacker: Combatant, defender: Combatant): Map<number, { p: number; s: State }> {
  const none: AttackResult[] = [{ p: 1, damage: 0, fumble: false }]
  const aShots = attacker.bowShot ? attackResults(attacker, defender, false, attacker.bowShot.strength) : none
  const dShots = defender.bowShot ? attackResults(defender, attacker, false, defender.bowShot.strength) : none
  const out = new Map<number, { p: number; s: State }>()
  for (const x of aShots) {
    for (const y of dShots) {
      let d = x.damage === 'kill' ? 0 : Math.max(0, s.d - x.damage)
      let a = y.damage === 'kill' ? 0 : Math.max(0, s.a - y.damage)
      const defenderShotDown = d === 0, attackerShotDown = a === 0
      if (defenderShotDown && attacker.bowShot) a = Math.max(0, a - defender.deathDamageToKiller)
      if (attackerShotDown && defender.bowShot) d = Math.max(0, d - attacker.deathDamageToKiller)
      const t: State = { a, d, pa: s.pa, pd: s.pd }
      const key = encode(t)
      const seen = out.get(key)
      if (seen) seen.p += x.p * y.p
      else out.set(key, { p: x.p * y.p, s: t })
    }
  }
  return out
}

/** One melee attack: the attacking side's strike on the other, its thorns and its death rider. */
function strike(s: State, byAttacker: boolean, attacker: Combatant, defender: Combatant, laws: Laws): Array<{ p: number; s: State }> {
  const striker = byAttacker ? attacker : defender
  const target = byAttacker ? defender : attacker
  const poisoned = byAttacker ? s.pa : s.pd
  const law = byAttacker ? (poisoned ? laws.aPoison : laws.aPlain) : (poisoned ? laws.dPoison : laws.dPlain)
  const out: Array<{ p: number; s: State }> = []
  for (const r of law) {
    let strikerLife = byAttacker ? s.a : s.d
    let targetLife = byAttacker ? s.d : s.a
    targetLife = r.damage === 'kill' ? 0 : Math.max(0, targetLife - r.damage)
    // The target's onDefend rider hits the attacker after the attack, then an onDeath rider the killer.
    strikerLife = Math.max(0, strikerLife - target.thornsDamage)
    if (targetLife === 0) strikerLife = Math.max(0, strikerLife - target.deathDamageToKiller)
    const stillPoisoned = poisoned && r.fumble
    out.push({
      p: r.p,
      s: byAttacker
        ? { a: strikerLife, d: targetLife, pa: stillPoisoned, pd: s.pd }
        : { a: targetLife, d: strikerLife, pa: s.pa, pd: stillPoisoned },
    })
  }
  return out
}

/** Largest Vida the fight chain accepts (the catalogue's maximum is 30, plus equipment). */
export const MAX_FIGHT_LIFE = 60

/**
 * A melee fight (R19.3, R19.5): each round both strike in Iniciativa order and a character killed
 * before its turn does not strike back. `round` is one round (an exploration); `death` repeats
 * rounds until a side has fallen.
 */
export function fightOdds(attacker: Combatant, defender: Combatant, mode: FightMode): FightOdds {
  if (attacker.life > MAX_FIGHT_LIFE || defender.life > MAX_FIGHT_LIFE || attacker.life < 1 || defender.life < 1) {
    throw new RangeError(`fightOdds: la Vida debe estar entre 1 y ${MAX_FIGHT_LIFE}`)
  }
  const pFirst = firstStrikeChance(attacker, defender)
  const laws: Laws = {
    aPlain: attackResults(attacker, defender, false),
    aPoison: attackResults(attacker, defender, attacker.poison !== null),
    dPlain: attackResults(defender, attacker, false),
    dPoison: attackResults(defender, attacker, defender.poison !== null),
  }
  const start: State = { a: attacker.life, d: defender.life, pa: attacker.poison !== null, pd: defender.poison !== null }
  const shooting = attacker.bowShot !== null || defender.bowShot !== null
  /** Round 1: the bow window when a bow is loaded, then melee for those still standing. */
  const firstRound = (): Map<number, { p: number; s: State }> => {
    if (!shooting) return roundFrom(start, attacker, defender, pFirst, laws)
    const out = new Map<number, { p: number; s: State }>()
    const add = (p: number, t: State) => {
      const key = encode(t)
      const seen = out.get(key)
      if (seen) seen.p += p
      else out.set(key, { p, s: t })
    }
    for (const shot of bowWindow(start, attacker, defender).values()) {
      if (shot.s.a === 0 || shot.s.d === 0) { add(shot.p, shot.s); continue }
      for (const melee of roundFrom(shot.s, attacker, defender, pFirst, laws).values()) add(shot.p * melee.p, melee.s)
    }
    return out
  }
  if (mode === 'round') {
    const odds = { pAttackerWins: 0, pDefenderWins: 0, pBothStand: 0, pBothDie: 0, expectedRounds: 1, pAttackerFirst: pFirst }
    for (const { p, s } of firstRound().values()) {
      if (s.a > 0 && s.d > 0) odds.pBothStand += p
      else if (s.a > 0) odds.pAttackerWins += p
      else if (s.d > 0) odds.pDefenderWins += p
      else odds.pBothDie += p
    }
    return odds
  }
  // Value of a state: [attacker wins, defender wins, both die, expected rounds left].
  type Value = [number, number, number, number]
  const memo = new Map<number, Value>()
  const solve = (s: State): Value => {
    if (s.a === 0 || s.d === 0) return s.a > 0 ? [1, 0, 0, 0] : s.d > 0 ? [0, 1, 0, 0] : [0, 0, 1, 0]
    const key = encode(s)
    const cached = memo.get(key)
    if (cached) return cached
    let stay = 0
    const acc: Value = [0, 0, 0, 1]
    for (const [k, next] of roundFrom(s, attacker, defender, pFirst, laws)) {
      if (k === key) { stay += next.p; continue }
      const v = solve(next.s)
      for (let i = 0; i < 4; i++) acc[i] = (acc[i] ?? 0) + next.p * (v[i] ?? 0)
    }
    // A Tirada 666 is always possible, so a round never surely leaves the state as it was.
    const value = acc.map((x) => x / (1 - stay)) as Value
    memo.set(key, value)
    return value
  }
  let value: Value
  if (!shooting) value = solve(start)
  else {
    // After round 1 the bows are spent; from there on every round is melee only (RUL-38).
    value = [0, 0, 0, 1]
    for (const next of firstRound().values()) {
      const v = solve(next.s)
      for (let i = 0; i < 4; i++) value[i] = (value[i] ?? 0) + next.p * (v[i] ?? 0)
    }
  }
  const [pAttackerWins, pDefenderWins, pBothDie, expectedRounds] = value
  return { pAttackerWins, pDefenderWins, pBothStand: 0, pBothDie, expectedRounds, pAttackerFirst: pFirst }
}
