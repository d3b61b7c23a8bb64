import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import type { Catalogue } from '../catalogue/schema'
import { attackOutcome } from '../engine/attack'
import { d6From, rollAttackDie } from '../engine/dice'
import { createRng, nextInt, type RngState } from '../engine/rng'
import { buildCombatant, type CharacterCard, type CombatantSetup } from './combatant'
import { attackOdds, fightOdds, firstStrikeChance, plainCombatant, type Combatant } from './odds'

const catalogue: Catalogue = loadCatalogue()
const sum = (xs: Iterable<number>): number => [...xs].reduce((a, b) => a + b, 0)
const character = (id: string): CharacterCard => {
  const card = catalogue.byId.get(id)
  if (!card || (card.type !== 'dalma' && card.type !== 'enemy')) throw new Error(`no character ${id}`)
  return card
}
const built = (id: string, rest: Omit<CombatantSetup, 'card'> = {}): Combatant => {
  const r = buildCombatant({ card: character(id), ...rest }, catalogue)
  if (!r.ok) throw new Error(r.error.code)
  return r.value.combatant
}
/** |observed − expected| within `k` standard errors of a proportion over n trials. */
const withinProportion = (observed: number, p: number, n: number, k = 4): boolean =>
  Math.abs(observed - p) <= k * Math.sqrt(Math.max(p * (1 - p), 1e-12) / n) + 1e-12

// One attack as the engine plays it: the engine's RNG, its die and its attack law, nothing of odds.ts.
function engineAttack(rng: RngState, a: Combatant, d: Combatant, poisoned: boolean): { damage: number | 'kill'; fumble: boolean } {
  const poison = poisoned ? a.poison : null
  const outcome = attackOutcome(rollAttackDie(d6From(rng)), a.strength + (poison?.strength ?? 0), d.resistance)
  if (outcome.kind === 'kill') return { damage: 'kill', fumble: false }
  if (outcome.kind === 'fumble') return { damage: 0, fumble: true }
  let amount = outcome.amount + (poison?.damage ?? 0)
  if (amount > 0) amount += a.hitBonusDamage
  return { damage: amount, fumble: false }
}

// A fight played blow by blow, with the RUL-35 roll-off done with real d6 rolls.
function engineFight(rng: RngState, a: Combatant, d: Combatant, maxRounds: number): { winner: 'a' | 'd' | 'both' | 'none'; rounds: number } {
  const life = { a: a.life, d: d.life }
  const poisoned = { a: a.poison !== null, d: d.poison !== null }
  let rounds = 0
  while (rounds < maxRounds && life.a > 0 && life.d > 0) {
    rounds += 1
    if (rounds === 1 && (a.bowShot || d.bowShot)) {
      // Simultaneous shots: both roll against the lives as they were.
      const shotA = a.bowShot ? engineAttack(rng, { ...a, strength: a.bowShot.strength, poison: null }, d, false) : null
      const shotD = d.bowShot ? engineAttack(rng, { ...d, strength: d.bowShot.strength, poison: null }, a, false) : null
      if (shotA) life.d = shotA.damage === 'kill' ? 0 : life.d - shotA.damage
      if (shotD) life.a = shotD.damage === 'kill' ? 0 : life.a - shotD.damage
      const dDown = life.d <= 0, aDown = life.a <= 0
      if (dDown && shotA) life.a -= d.deathDamageToKiller
      if (aDown && shotD) life.d -= a.deathDamageToKiller
      if (life.a <= 0 || life.d <= 0) break
    }
    let order: Array<'a' | 'd'>
    if (a.initiative !== d.initiative) order = a.initiative > d.initiative ? ['a', 'd'] : ['d', 'a']
    else {
      let ra = 0, rd = 0
      while (ra === rd) { ra = nextInt(rng, 6) + 1; rd = nextInt(rng, 6) + 1 }
      order = ra > rd ? ['a', 'd'] : ['d', 'a']
    }
    for (const side of order) {
      if (life.a <= 0 || life.d <= 0) break
      const other = side === 'a' ? 'd' : 'a'
      const striker = side === 'a' ? a : d
      const target = side === 'a' ? d : a
      const hit = engineAttack(rng, striker, target, poisoned[side])
      if (!hit.fumble) poisoned[side] = false
      life[other] = hit.damage === 'kill' ? 0 : life[other] - hit.damage
      life[side] -= target.thornsDamage
      if (life[other] <= 0) life[side] -= target.deathDamageToKiller
    }
  }
  const winner = life.a > 0 && life.d > 0 ? 'none' : life.a > 0 ? 'a' : life.d > 0 ? 'd' : 'both'
  return { winner, rounds }
}

describe('one attack', () => {
  it('R19.9 RUL-1 F3 against R2,V6: the closed form (Pifia 1/36, hurt 35/36, kill 1/3)', () => {
    const odds = attackOdds(plainCombatant(3, 0, 1), plainCombatant(0, 2, 6))
    const want: Record<string, number> = {
      0: 1 / 36, 1: 0, 2: 5 / 36, 3: 1 / 6, 4: 1 / 6, 5: 1 / 6, 6: 1 / 6, 7: 5 / 36,
      8: 1 / 216, 9: 1 / 216, 10: 1 / 216, 11: 1 / 216, 12: 1 / 216, 666: 1 / 216,
    }
    expect(Object.keys(odds.damage).sort()).toEqual(Object.keys(want).sort())
    for (const [k, p] of Object.entries(want)) expect(odds.damage[k], k).toBeCloseTo(p, 12)
    expect(odds.pHurt).toBeCloseTo(35 / 36, 12)
    expect(odds.pKill).toBeCloseTo(1 / 3, 12)
    // Two attacks always suffice unless a Pifia or a low roll leaves Vida: between 1/(1/3) bounds.
    expect(odds.expectedAttacksToKill).toBeGreaterThan(1)
    expect(odds.expectedAttacksToKill).toBeLessThan(3)
  })

  it('R19.9 RUL-1 the damage law sums to 1 and "0" gathers every result of 0 or less, Pifia included', () => {
    for (let s = 0; s <= 8; s++) {
      for (let r = 0; r <= 8; r++) {
        const odds = attackOdds(plainCombatant(s, 0, 1), plainCombatant(0, r, 5))
        expect(sum(Object.values(odds.damage)), `${s} vs ${r}`).toBeCloseTo(1, 12)
        expect(odds.pHurt, `${s} vs ${r}`).toBeCloseTo(1 - (odds.damage['0'] ?? 0), 12)
      }
    }
    // F0 against R10: only 6,6,5 (11) hurts, by 1; all the rest but the 666 is 0.
    const hard = attackOdds(plainCombatant(0, 0, 1), plainCombatant(0, 10, 5))
    expect(hard.damage['1']).toBeCloseTo(1 / 216, 12)
    expect(hard.damage['0']).toBeCloseTo(1 - 2 / 216, 12)
  })

  it('RUL-23 R19.10 the Tirada 666 kills whatever the Vida, so a kill is never impossible', () => {
    const odds = attackOdds(plainCombatant(0, 0, 1), plainCombatant(0, 10, 30))
    expect(odds.pKill).toBeCloseTo(1 / 216, 12)
    expect(odds.damage['666']).toBeCloseTo(1 / 216, 12)
    expect(Number.isFinite(odds.expectedAttacksToKill)).toBe(true)
  })

  it('RUL-1 R19.9 the exact law matches 200,000 attacks rolled with the engine RNG, die and attack law (4 SE)', () => {
    const cases: Array<[Combatant, Combatant]> = [
      [plainCombatant(3, 0, 1), plainCombatant(0, 2, 6)],
      [built('tulkar-lider-de-la-montana'), built('durmak-de-ordor')],
    ]
    for (const [a, d] of cases) {
      const odds = attackOdds(a, d)
      const rng = createRng(20261201)
      const n = 200_000
      const counts = new Map<string, number>()
      for (let i = 0; i < n; i++) {
        const hit = engineAttack(rng, a, d, false)
        const key = hit.damage === 'kill' ? '666' : String(hit.damage)
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      for (const key of counts.keys()) expect(Object.keys(odds.damage), key).toContain(key)
      for (const [key, p] of Object.entries(odds.damage)) {
        expect(withinProportion((counts.get(key) ?? 0) / n, p, n), `${key}: ${(counts.get(key) ?? 0) / n} vs ${p}`).toBe(true)
      }
    }
  })

  it('RUL-1 R19.9 expected attacks to kill matches attacks rolled until death with the engine (4 SE), poison included', () => {
    const cases: Array<[Combatant, Combatant]> = [
      [plainCombatant(3, 0, 1), plainCombatant(0, 2, 6)],
      [built('dorn-de-aradin', { equipment: ['daga'], poisons: ['extracto-de-silviria'] }), built('bolg-de-las-montanas')],
    ]
    for (const [a, d] of cases) {
      const exact = attackOdds(a, d).expectedAttacksToKill
      const rng = createRng(7)
      const n = 40_000
      let total = 0, totalSq = 0
      for (let i = 0; i < n; i++) {
        let life = d.life, attacks = 0, poisoned = a.poison !== null
        while (life > 0) {
          attacks += 1
          const hit = engineAttack(rng, a, d, poisoned)
          if (!hit.fumble) poisoned = false
          life = hit.damage === 'kill' ? 0 : life - hit.damage
        }
        total += attacks
        totalSq += attacks * attacks
      }
      const mean = total / n
      const sd = Math.sqrt(totalSq / n - mean * mean)
      expect(Math.abs(mean - exact), `${mean} vs ${exact}`).toBeLessThanOrEqual(4 * sd / Math.sqrt(n))
    }
  })

  it('R14.2 a poison rides the first valid attack only: Extracto adds 2 to it, a Pifia keeps it waiting', () => {
    const plain = built('dorn-de-aradin', { equipment: ['daga'] })
    const poisoned = built('dorn-de-aradin', { equipment: ['daga'], poisons: ['extracto-de-silviria'] })
    const target = built('bolg-de-las-montanas')
    const a = attackOdds(plain, target)
    const b = attackOdds(poisoned, target)
    // Every non-Pifia value shifts by 2, so "0" keeps only the Pifia.
    expect(b.damage['0']).toBeCloseTo(1 / 36, 12)
    expect(b.damage['2']).toBeCloseTo((a.damage['0'] ?? 0) - 1 / 36, 12)
    expect(b.expectedAttacksToKill).toBeLessThan(a.expectedAttacksToKill)
    // Only the first attack: the advantage is less than a whole attack.
    expect(a.expectedAttacksToKill - b.expectedAttacksToKill).toBeLessThan(1)
  })
})

describe('characters from cards', () => {
  it('R19.11 R19.12 a bow adds nothing to melee, while a dagger adds its Fuerza', () => {
    const bare = built('dorn-de-aradin')
    expect(built('dorn-de-aradin', { equipment: ['arco-de-los-hacedores'] }).strength).toBe(bare.strength)
    expect(built('dorn-de-aradin', { equipment: ['daga'] }).strength).toBe(bare.strength + 1)
    const r = buildCombatant({ card: character('dorn-de-aradin'), equipment: ['arco-de-los-hacedores'] }, catalogue)
    expect(r.ok && r.value.bowIgnored).toBe(true)
  })

  it('R15.1 R15.3 refuses a loadout the equipment limits forbid, naming the rule', () => {
    const r = buildCombatant({ card: character('dorn-de-aradin'), equipment: ['chaleco-de-cuero', 'cota-de-mallas'] }, catalogue)
    expect(r).toEqual({ ok: false, error: { code: 'ILLEGAL_LOADOUT', rule: 'R15.3' } })
    const two = buildCombatant({ card: character('dorn-de-aradin'), equipment: ['mandoble', 'daga'] }, catalogue)
    expect(two.ok).toBe(false)
  })

  it('R14.1 R14.2 potions change the numbers before the fight; a poison needs a melee weapon', () => {
    const bare = built('dorn-de-aradin')
    expect(built('dorn-de-aradin', { potions: ['bebida-de-furia'] }).strength).toBe(bare.strength + 2)
    expect(built('dorn-de-aradin', { life: 2, potions: ['unguento-curativo'] }).life).toBe(5)
    expect(built('dorn-de-aradin', { life: 8, potions: ['pocion-de-marsel'] }).life).toBe(bare.life)
    const noWeapon = buildCombatant({ card: character('dorn-de-aradin'), poisons: ['mejunje-de-shok'] }, catalogue)
    expect(noWeapon).toEqual({ ok: false, error: { code: 'POISON_NEEDS_WEAPON', id: 'mejunje-de-shok' } })
    expect(built('dorn-de-aradin', { equipment: ['daga'], poisons: ['mordedura-de-chiclan'] }).poison).toEqual({ strength: 1, damage: 1 })
  })

  it('R10.3 enemies bring their printed abilities: Túlkar hits harder, Bolg hurts its killer, the Bahaluk guardian pricks', () => {
    expect(built('tulkar-lider-de-la-montana').hitBonusDamage).toBe(1)
    expect(built('bolg-de-las-montanas').deathDamageToKiller).toBe(2)
    expect(built('guardian-del-laberinto-bahaluk').thornsDamage).toBe(1)
    // Túlkar's rider: a damaging hit never takes exactly 1 Vida.
    const odds = attackOdds(built('tulkar-lider-de-la-montana'), plainCombatant(0, 4, 10))
    expect(odds.damage['1']).toBe(0)
    expect(odds.damage['2']).toBeCloseTo(5 / 36, 12)
  })
})

describe('fights', () => {
  it('RUL-35 R19.8 equal Iniciativa is an even first strike; otherwise the faster strikes first (R19.5)', () => {
    expect(firstStrikeChance(plainCombatant(1, 1, 1, 3), plainCombatant(1, 1, 1, 3))).toBe(0.5)
    expect(firstStrikeChance(plainCombatant(1, 1, 1, 4), plainCombatant(1, 1, 1, 3))).toBe(1)
    expect(firstStrikeChance(plainCombatant(1, 1, 1, 2), plainCombatant(1, 1, 1, 3))).toBe(0)
  })

  it('R19.5 R19.3 one round: a character killed before its turn does not strike back (closed form)', () => {
    // Both kill with anything but a Pifia; the attacker is faster.
    const odds = fightOdds(plainCombatant(20, 0, 1, 5), plainCombatant(20, 0, 1, 1), 'round')
    expect(odds.pAttackerWins).toBeCloseTo(35 / 36, 12)
    expect(odds.pDefenderWins).toBeCloseTo((1 / 36) * (35 / 36), 12)
    expect(odds.pBothStand).toBeCloseTo(1 / 36 ** 2, 12)
    expect(odds.pBothDie).toBe(0)
    expect(odds.expectedRounds).toBe(1)
    // Tied Iniciativa: each side strikes first half the time (RUL-35).
    const tied = fightOdds(plainCombatant(20, 0, 1, 3), plainCombatant(20, 0, 1, 3), 'round')
    expect(tied.pAttackerWins).toBeCloseTo(tied.pDefenderWins, 12)
  })

  it('R19.3 a fight to the death always ends: the four outcomes sum to 1 with nobody left standing', () => {
    for (const [a, d] of [['dorn-de-aradin', 'tulkar-lider-de-la-montana'], ['iseldra-de-ishar', 'bolg-de-las-montanas'], ['thagra-la-bahaluk', 'tigre']] as const) {
      const odds = fightOdds(built(a), built(d), 'death')
      expect(odds.pBothStand).toBe(0)
      expect(odds.pAttackerWins + odds.pDefenderWins + odds.pBothDie, `${a} vs ${d}`).toBeCloseTo(1, 10)
      expect(odds.expectedRounds).toBeGreaterThan(1)
    }
  })

  it('R19.11 R19.5 R19.7 a loaded bow shoots once before melee in round 1; two bows shoot at once (closed form)', () => {
    const archer: Combatant = { ...plainCombatant(0, 0, 1, 1), bowShot: { strength: 20 } }
    const fast = plainCombatant(20, 0, 1, 9)
    const one = fightOdds(archer, fast, 'round')
    const hit = 35 / 36, miss = 1 / 36
    // The shot kills unless a Pifia; then the faster defender strikes first in melee, then the archer.
    expect(one.pAttackerWins).toBeCloseTo(hit + miss * miss * hit, 12)
    expect(one.pDefenderWins).toBeCloseTo(miss * hit, 12)
    expect(one.pBothStand).toBeCloseTo(miss ** 3, 12)
    const both = fightOdds(archer, { ...plainCombatant(0, 0, 1, 1), bowShot: { strength: 20 } }, 'round')
    expect(both.pBothDie).toBeCloseTo(hit * hit, 12)
    // To the death, the bow shot counts only once: a later round is melee without it.
    const later = fightOdds({ ...archer, life: 30 }, plainCombatant(0, 0, 30, 0), 'death')
    const melee = fightOdds({ ...archer, life: 30, bowShot: null }, plainCombatant(0, 0, 30, 0), 'death')
    expect(later.pAttackerWins).toBeGreaterThan(melee.pAttackerWins)
    expect(later.expectedRounds).toBeLessThan(melee.expectedRounds)
  })

  it('R19.11 a loaded bow needs a bow, and shoots with the bow bonus that melee leaves out', () => {
    const r = buildCombatant({ card: character('dorn-de-aradin'), loadedBow: true }, catalogue)
    expect(r).toEqual({ ok: false, error: { code: 'NO_BOW' } })
    const archer = built('dorn-de-aradin', { equipment: ['arco-de-los-hacedores'], loadedBow: true })
    expect(archer.bowShot).toEqual({ strength: built('dorn-de-aradin').strength + 2 })
    expect(archer.strength).toBe(built('dorn-de-aradin').strength)
  })

  it('R19.19 RUL-32 Bolg can take its killer with it: both die when the killer has 2 Vida or less', () => {
    const odds = fightOdds(plainCombatant(30, 0, 2, 9), built('bolg-de-las-montanas'), 'round')
    // The attacker strikes first and kills unless it fumbles; Bolg's 2 then kill it too.
    expect(odds.pBothDie).toBeCloseTo(35 / 36, 12)
  })

  it('R19.5 R19.11 RUL-35 RUL-1 fights match fights played blow by blow with the engine dice (4 SE), riders and ties included', () => {
    const cases: Array<[Combatant, Combatant, 'round' | 'death']> = [
      [built('dorn-de-aradin', { equipment: ['espada-corta'] }), built('tulkar-lider-de-la-montana'), 'death'],
      [built('elen-del-espino-rojo', { equipment: ['daga'], poisons: ['mordedura-de-chiclan'] }), built('bolg-de-las-montanas'), 'death'],
      [built('gara-de-galdoras'), built('guardian-del-laberinto-bahaluk', { life: 4 }), 'death'],
      [built('dorn-de-aradin'), built('pirata'), 'round'],
      [built('dorn-de-aradin'), built('altamir-almirante-pirata'), 'death'],
      [built('lisko-de-arathan', { equipment: ['arco-de-los-hacedores'], loadedBow: true }), built('bolg-de-las-montanas'), 'death'],
      [built('velka-la-sombra', { equipment: ['arco-y-carcaj'], loadedBow: true }), built('sirel-de-yabel', { equipment: ['arco-y-carcaj'], loadedBow: true }), 'round'],
    ]
    expect(cases.some(([a, d]) => a.initiative === d.initiative)).toBe(true)
    expect(cases.some(([a, d]) => a.bowShot && d.bowShot)).toBe(true)
    for (const [i, [a, d, mode]] of cases.entries()) {
      const exact = fightOdds(a, d, mode)
      const rng = createRng(1000 + i)
      const n = 20_000
      let wins = 0, losses = 0, both = 0, rounds = 0, roundsSq = 0
      for (let k = 0; k < n; k++) {
        const f = engineFight(rng, a, d, mode === 'round' ? 1 : Number.POSITIVE_INFINITY)
        if (f.winner === 'a') wins += 1
        if (f.winner === 'd') losses += 1
        if (f.winner === 'both') both += 1
        rounds += f.rounds
        roundsSq += f.rounds * f.rounds
      }
      expect(withinProportion(wins / n, exact.pAttackerWins, n), `case ${i} wins ${wins / n} vs ${exact.pAttackerWins}`).toBe(true)
      expect(withinProportion(losses / n, exact.pDefenderWins, n), `case ${i} losses`).toBe(true)
      expect(withinProportion(both / n, exact.pBothDie, n), `case ${i} both`).toBe(true)
      const mean = rounds / n
      const sd = Math.sqrt(Math.max(roundsSq / n - mean * mean, 0))
      expect(Math.abs(mean - exact.expectedRounds), `case ${i} rounds ${mean} vs ${exact.expectedRounds}`).toBeLessThanOrEqual(4 * sd / Math.sqrt(n) + 1e-12)
    }
  })
})
