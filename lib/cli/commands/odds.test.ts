import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue/load'
import { buildCombatant } from '../../sim/combatant'
import { fightOdds } from '../../sim/odds'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { EXIT } from '../types'
import { command } from './odds'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

async function run(args: string[]) {
  const io = memoryIO(ROOT)
  const code = await command.run(args, io)
  return { code, out: io.stdout, err: io.stderr.join('\n') }
}
type OddsJson = {
  pHurt: number; pKill: number; expectedAttacksToKill: number; damage: Record<string, number>
  fight?: { pAttackerWins: number; pDefenderWins: number; pBothStand: number; pBothDie: number; expectedRounds: number }
}

describe('dm odds', () => {
  it('is registered as a dm command', () => {
    expect(registry.get('odds')?.name).toBe('odds')
  })

  it('RUL-1 R19.9 --attacker 3 --defender 2,6 --json prints the one-attack law: Pifia 1/36, hurt 35/36, kill 1/3, summing to 1', async () => {
    const r = await run(['--attacker', '3', '--defender', '2,6', '--json'])
    expect(r.code).toBe(EXIT.ok)
    expect(r.out).toHaveLength(1)
    const json = JSON.parse(r.out[0] ?? '{}') as OddsJson
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['pHurt', 'pKill', 'expectedAttacksToKill', 'damage']))
    expect(json.fight).toBeUndefined()
    expect(json.damage['0']).toBeCloseTo(1 / 36, 12)
    expect(json.damage['666']).toBeCloseTo(1 / 216, 12)
    expect(json.pHurt).toBeCloseTo(35 / 36, 12)
    expect(json.pKill).toBeCloseTo(1 / 3, 12)
    expect(Object.values(json.damage).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(json.expectedAttacksToKill).toBeGreaterThan(1)
  })

  it('R19.5 RUL-35 two cards and --fight death add the fight, the same numbers the library computes from the cards', async () => {
    const r = await run(['-a', 'dorn-de-aradin', '-d', 'tulkar-lider-de-la-montana', '--attacker-equip', 'espada-corta,bebida-de-furia', '--fight', 'death', '--json'])
    expect(r.code).toBe(EXIT.ok)
    const json = JSON.parse(r.out[0] ?? '{}') as OddsJson
    const catalogue = loadCatalogue()
    const dorn = catalogue.byId.get('dorn-de-aradin'), tulkar = catalogue.byId.get('tulkar-lider-de-la-montana')
    if (dorn?.type !== 'dalma' || tulkar?.type !== 'enemy') throw new Error('cards moved')
    const a = buildCombatant({ card: dorn, equipment: ['espada-corta'], potions: ['bebida-de-furia'] }, catalogue)
    const d = buildCombatant({ card: tulkar }, catalogue)
    if (!a.ok || !d.ok) throw new Error('build failed')
    expect(a.value.combatant.strength).toBe(dorn.strength + 1 + 2)
    const want = fightOdds(a.value.combatant, d.value.combatant, 'death')
    expect(json.fight?.pAttackerWins).toBe(want.pAttackerWins)
    expect(json.fight?.expectedRounds).toBe(want.expectedRounds)
    expect(json.fight?.pBothStand).toBe(0)
    const f = json.fight
    expect(f && f.pAttackerWins + f.pDefenderWins + f.pBothDie + f.pBothStand).toBeCloseTo(1, 10)
  })

  it('R19.3 --fight round is one exploration round: someone may be left standing', async () => {
    const r = await run(['-a', 'iseldra-de-ishar', '-d', 'bolg-de-las-montanas', '--fight', 'round', '--json'])
    const json = JSON.parse(r.out[0] ?? '{}') as OddsJson
    expect(json.fight?.expectedRounds).toBe(1)
    const f = json.fight
    expect(f?.pBothStand).toBeGreaterThan(0.1)
    expect(f?.pDefenderWins).toBeGreaterThan(f?.pAttackerWins ?? 1)
    expect(f && f.pAttackerWins + f.pDefenderWins + f.pBothDie + f.pBothStand).toBeCloseTo(1, 10)
  })

  it('prints a readable Spanish table without --json', async () => {
    const r = await run(['-a', 'dorn-de-aradin', '-d', 'pirata', '--fight', 'death'])
    expect(r.code).toBe(EXIT.ok)
    const text = r.out.join('\n')
    expect(text).toMatch(/Probabilidad de herir\s+\d+,\d %/)
    expect(text).toMatch(/Tirada 666\s+0,5 %/)
    expect(text).toContain('Combate a muerte')
    expect(text).toMatch(/Asaltos esperados\s+\d+,\d\d/)
  })

  it('R19.11 says when a bow is left out of melee', async () => {
    const r = await run(['-a', 'dorn-de-aradin', '-d', 'pirata', '--attacker-equip', 'arco-y-carcaj'])
    expect(r.out.join('\n')).toContain('R19.11')
  })

  it('R19.11 --attacker-bow-loaded adds one bow shot before melee, which raises the archer\'s chances', async () => {
    const base = ['-a', 'lisko-de-arathan', '-d', 'pirata', '--attacker-equip', 'arco-de-los-hacedores', '--fight', 'round', '--json']
    const without = JSON.parse((await run(base)).out[0] ?? '{}') as OddsJson & { attacker: { bowShotStrength: number | null } }
    const withShot = JSON.parse((await run([...base, '--attacker-bow-loaded'])).out[0] ?? '{}') as OddsJson & { attacker: { bowShotStrength: number | null } }
    expect(without.attacker.bowShotStrength).toBeNull()
    expect(withShot.attacker.bowShotStrength).toBe(2 + 2)
    expect(withShot.fight?.pAttackerWins).toBeGreaterThan(without.fight?.pAttackerWins ?? 1)
    expect(withShot.damage).toEqual(without.damage)
  })

  it('names the flag and the reason for every bad argument (exit 2)', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['-d', '2,6'], /--attacker: falta/],
      [['-a', '3'], /--defender: falta/],
      [['-a', '3', '-d', '2'], /--defender: .*Resistencia,Vida/],
      [['-a', '3', '-d', '2,0'], /--defender: .*Vida de 1 a 60/],
      [['-a', '99', '-d', '2,6'], /--attacker: .*Fuerza como entero de 0 a 20/],
      [['-a', 'nadie', '-d', '2,6'], /--attacker: no existe ninguna carta «nadie»/],
      [['-a', 'daga', '-d', '2,6'], /--attacker: «Daga» no es un Dalma ni un enemigo/],
      [['-a', '3', '-d', '2,6', '--fight', 'death'], /--fight: necesita una carta/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--fight', 'siempre'], /--fight: se admite «round»/],
      [['-a', '3', '-d', '2,6', '--attacker-equip', 'daga'], /--attacker-equip: el equipo solo se suma a una carta/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--attacker-equip', 'Daga'], /--attacker-equip: «Daga» no es un id/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--defender-equip', 'chaleco-de-cuero,cota-de-mallas'], /--defender-equip: .*R15\.3/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--attacker-equip', 'mejunje-de-shok'], /--attacker-equip: .*necesita un arma/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--attacker-equip', 'pocion-de-nada'], /--attacker-equip: no existe ninguna carta «pocion-de-nada»/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--colour'], /opción desconocida --colour/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--attacker-bow-loaded', '--fight', 'round'], /--attacker-bow-loaded: hace falta un arco/],
      [['-a', 'dorn-de-aradin', '-d', 'pirata', '--attacker-equip', 'arco-y-carcaj', '--attacker-bow-loaded'], /--attacker-bow-loaded: .*añade --fight/],
    ]
    for (const [args, message] of cases) {
      const r = await run(args)
      expect(r.code, args.join(' ')).toBe(EXIT.usage)
      expect(r.err, args.join(' ')).toMatch(message)
      expect(r.out, args.join(' ')).toEqual([])
    }
  })
})
