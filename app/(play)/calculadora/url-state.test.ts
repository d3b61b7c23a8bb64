import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { calculate } from '@/lib/sim/calculator'
import { calculatorHref, calculatorInput, calculatorSearch, readCalculatorUrl } from './url-state'

const DEFAULTS = { attacker: 'dorn-de-aradin', defender: 'pirata' }
const fromSearch = (q: string) => {
  const params: Record<string, string[]> = {}
  for (const [k, v] of new URLSearchParams(q)) (params[k] ??= []).push(v)
  return readCalculatorUrl(params, DEFAULTS)
}

describe('/calculadora URL state', () => {
  it('an empty URL gives the default pair, fought to the death', () => {
    const { form, errors } = readCalculatorUrl({}, DEFAULTS)
    expect(errors).toEqual([])
    expect(form.attacker.who).toBe('dorn-de-aradin')
    expect(form.defender.who).toBe('pirata')
    expect(form.fight).toBe('muerte')
  })

  it('reads a form submission (repeated checkboxes, empty optional Vida) and writes it back compactly; the compact form reads the same', () => {
    const submitted = 'a=elen-del-espino-rojo&aStr=3&aRes=1&aIni=3&aLife=8&aHp=&aEquip=daga&aEquip=chaleco-de-cuero&aPoison=extracto-de-silviria&d=numeros&dStr=4&dRes=2&dIni=5&dLife=9&dHp=&fight=asalto'
    const { form, errors } = fromSearch(submitted)
    expect(errors).toEqual([])
    expect(form.attacker).toMatchObject({ who: 'elen-del-espino-rojo', hp: null, equipment: ['daga', 'chaleco-de-cuero'], poisons: ['extracto-de-silviria'], potions: [] })
    expect(form.defender).toMatchObject({ who: 'numeros', strength: 4, resistance: 2, initiative: 5, life: 9 })
    const compact = calculatorSearch(form)
    expect(compact).toBe('a=elen-del-espino-rojo&aEquip=daga%2Cchaleco-de-cuero&aPoison=extracto-de-silviria&d=numeros&dStr=4&dRes=2&dIni=5&dLife=9&fight=asalto')
    expect(fromSearch(compact).form).toEqual(form)
  })

  it('names each bad field and keeps the rest', () => {
    const { form, errors } = fromSearch('a=Dorn!&dLife=0&dStr=x&aEquip=ok,NO&fight=siempre')
    expect(errors.map((e) => e.field).sort()).toEqual(['a', 'aEquip', 'dLife', 'dStr', 'fight'])
    expect(errors.find((e) => e.field === 'dLife')?.message).toMatch(/Vida: entre 1 y 60/)
    expect(form.attacker.who).toBe('dorn-de-aradin')
    expect(form.fight).toBe('muerte')
  })

  it('R19.11 keeps a loaded bow in the address and passes it to the calculator', () => {
    const { form, errors } = fromSearch('a=lisko-de-arathan&aEquip=arco-y-carcaj&aBow=1&d=pirata&fight=asalto')
    expect(errors).toEqual([])
    expect(form.attacker.loadedBow).toBe(true)
    expect(calculatorSearch(form)).toContain('aBow=1')
    const r = calculate(calculatorInput(form), loadCatalogue())
    expect(r.ok && r.value.attacker.combatant.bowShot).toEqual({ strength: 2 + 1 })
    expect(fromSearch('aBow=si').errors.map((e) => e.field)).toEqual(['aBow'])
  })

  it('bounds the lists a URL may carry (no unbounded work)', () => {
    const many = Array.from({ length: 13 }, (_, i) => `x${i}`).join(',')
    expect(fromSearch(`aEquip=${many}`).errors.map((e) => e.field)).toEqual(['aEquip'])
  })

  it('R19.9 RUL-1 the card-page link opens the pair to the death, and the numbers match dm odds', () => {
    const href = calculatorHref('dorn-de-aradin', 'tulkar-lider-de-la-montana')
    const { form } = fromSearch(href.split('?')[1] ?? '')
    const catalogue = loadCatalogue()
    const r = calculate(calculatorInput(form), catalogue)
    expect(r.ok && r.value.fight?.mode).toBe('death')
    const plain = fromSearch('a=numeros&aStr=3&d=numeros&dRes=2&dLife=6&fight=ataque')
    const p = calculate(calculatorInput(plain.form), catalogue)
    expect(p.ok && p.value.attack.pKill).toBeCloseTo(1 / 3, 12)
    expect(p.ok && p.value.fight).toBeNull()
  })
})
