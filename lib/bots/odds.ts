// The one-attack law the heuristic reads: RUL-1's attack die (attackDieLaw) through R19.9's
// attackOutcome, exact. (lib/sim/odds.ts, the calculator, builds whole fights on the same two functions.)
import { attackOutcome } from '../engine/attack'
import { attackDieLaw, type AttackDie } from '../engine/dice'

type Face = { die: AttackDie; p: number }
let faces: Face[] | null = null

function lawFaces(): Face[] {
  if (faces !== null) return faces
  faces = [...attackDieLaw()].map(([key, p]): Face => ({
    p,
    die: key === 'tripleSix' ? { kind: 'tripleSix', rolls: [] } : key === 'fumble' ? { kind: 'fumble', rolls: [] } : { kind: 'value', value: Number(key), rolls: [] },
  }))
  return faces
}

type Odds = { damage: number; kill: number }

// The outcome depends only on Fuerza − Resistencia (R19.9) and the Vida, so integer cases are worked
// out once; the heuristic asks millions of them. Fractional ones (averages over several opponents)
// are interpolated between the integer cases around them.
const MIN_EDGE = -20, MAX_EDGE = 30, MAX_LIFE = 40
// A dense array, not a Map: the keys are small integers and this is read at every estimate.
const table: (Odds | undefined)[] = new Array<Odds | undefined>((MAX_EDGE - MIN_EDGE + 1) * (MAX_LIFE + 1)).fill(undefined)

function integerOdds(edge: number, life: number): Odds {
  const e = Math.min(MAX_EDGE, Math.max(MIN_EDGE, edge)), l = Math.min(MAX_LIFE, Math.max(0, life))
  const key = (e - MIN_EDGE) * (MAX_LIFE + 1) + l
  let o = table[key]
  if (o === undefined) { o = exactOdds(e, 0, l); table[key] = o }
  return o
}

/** One attack of Fuerza `strength` on Resistencia `resistance` and Vida `life`: expected Vida taken and the chance to kill. */
export function attackOdds(strength: number, resistance: number, life: number): Odds {
  const edge = strength - resistance
  if (Number.isInteger(edge) && Number.isInteger(life)) {
    if (edge >= MIN_EDGE && edge <= MAX_EDGE && life >= 0 && life <= MAX_LIFE) return integerOdds(edge, life)
    return exactOdds(strength, resistance, life)
  }
  const e0 = Math.floor(edge), l0 = Math.floor(life), fe = edge - e0, fl = life - l0
  const a = integerOdds(e0, l0), b = integerOdds(e0 + 1, l0), c = integerOdds(e0, l0 + 1), d = integerOdds(e0 + 1, l0 + 1)
  const wa = (1 - fe) * (1 - fl), wb = fe * (1 - fl), wc = (1 - fe) * fl, wd = fe * fl
  return { damage: wa * a.damage + wb * b.damage + wc * c.damage + wd * d.damage, kill: wa * a.kill + wb * b.kill + wc * c.kill + wd * d.kill }
}

function exactOdds(strength: number, resistance: number, life: number): Odds {
  let damage = 0
  let kill = 0
  for (const { die, p } of lawFaces()) {
    const o = attackOutcome(die, strength, resistance)
    if (o.kind === 'kill') { damage += p * life; kill += p }
    else if (o.kind === 'damage') { damage += p * Math.min(life, o.amount); if (o.amount >= life) kill += p }
  }
  return { damage, kill }
}
