// The one-attack law the heuristic reads: RUL-1's attack die (attackDieLaw) through R19.9's
// attackOutcome, exact. (lib/sim/odds.ts, the calculator, builds whole fights on the same two functions.)
import { attackOutcome } from '../attack'
import { attackDieLaw, type AttackDie } from '../dice'

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

/** One attack of Fuerza `strength` on Resistencia `resistance` and Vida `life`: expected Vida taken and the chance to kill. */
export function attackOdds(strength: number, resistance: number, life: number): { damage: number; kill: number } {
  let damage = 0
  let kill = 0
  for (const { die, p } of lawFaces()) {
    const o = attackOutcome(die, strength, resistance)
    if (o.kind === 'kill') { damage += p * life; kill += p }
    else if (o.kind === 'damage') { damage += p * Math.min(life, o.amount); if (o.amount >= life) kill += p }
  }
  return { damage, kill }
}
