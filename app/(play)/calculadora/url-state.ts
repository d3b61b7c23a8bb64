// What /calculadora keeps in its URL, so a reload or a shared link shows the same calculation.
// Per side (prefix `a` for the attacker, `d` for the defender):
//   a=<card id> | a=numeros          the character, or plain numbers
//   aStr, aRes, aIni, aLife          the plain numbers (used only with a=numeros)
//   aHp=<n>                          Vida before the fight when it is already hurt (cards only)
//   aEquip, aPotion, aPoison         card ids, repeated or comma-separated
//   aBow=1                           it enters with its bow loaded and shoots in round 1
// and fight=ataque|asalto|muerte (one attack only, one round, to the death).
import { z } from 'zod'
import { MAX_SIDE_CARDS, NUMBER_LIMITS, type CalculatorInput, type SideInput } from '@/lib/sim/calculator'
import type { FightMode } from '@/lib/sim/odds'

export const NUMBERS = 'numeros'
export type FightChoice = 'ataque' | 'asalto' | 'muerte'
export const FIGHT_CHOICES: ReadonlyArray<{ value: FightChoice; label: string }> = [
  { value: 'ataque', label: 'Solo un ataque' },
  { value: 'asalto', label: 'Un asalto (al explorar)' },
  { value: 'muerte', label: 'A muerte (ofensiva)' },
]
const FIGHT_MODE: Record<FightChoice, FightMode | null> = { ataque: null, asalto: 'round', muerte: 'death' }

export type SideForm = {
  /** Card id or NUMBERS. */
  who: string
  strength: number
  resistance: number
  initiative: number
  life: number
  hp: number | null
  equipment: string[]
  potions: string[]
  poisons: string[]
  loadedBow: boolean
}
export type CalculatorForm = { attacker: SideForm; defender: SideForm; fight: FightChoice }

export type ParamSource = Readonly<Record<string, string | readonly string[] | undefined>>
export type FieldError = { field: string; message: string }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const DEFAULT_NUMBERS = { attacker: { strength: 3, resistance: 1, initiative: 3, life: 8 }, defender: { strength: 2, resistance: 2, initiative: 2, life: 6 } }

function values(source: ParamSource, name: string): string[] {
  const v = source[name]
  if (v === undefined) return []
  const list = typeof v === 'string' ? [v] : [...v]
  return list.flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '')
}
const first = (source: ParamSource, name: string): string | undefined => values(source, name)[0]

const intIn = (label: string, lim: { min: number; max: number }) =>
  z.string().regex(/^\d{1,3}$/, `${label}: escribe un número entero`).transform(Number)
    .refine((n) => n >= lim.min && n <= lim.max, `${label}: entre ${lim.min} y ${lim.max}`)
const idsSchema = (label: string) => z.array(z.string().max(60).regex(SLUG, `${label}: id de carta no válido`)).max(MAX_SIDE_CARDS, `${label}: como mucho ${MAX_SIDE_CARDS}`)

/**
 * Reads one side from the URL. Missing values take defaults; a value that is there but wrong is
 * reported with its field name and the default is kept, so the form still shows.
 */
function readSide(source: ParamSource, prefix: 'a' | 'd', defaultWho: string, errors: FieldError[]): SideForm {
  const role = prefix === 'a' ? 'attacker' : 'defender'
  const defaults = DEFAULT_NUMBERS[role]
  const take = <T,>(name: string, schema: z.ZodType<T>, fallback: T, raw: unknown): T => {
    if (raw === undefined) return fallback
    const r = schema.safeParse(raw)
    if (r.success) return r.data
    errors.push({ field: name, message: r.error.issues[0]?.message ?? 'valor no válido' })
    return fallback
  }
  const whoRaw = first(source, prefix)
  const who = take(prefix, z.string().max(60).refine((v) => v === NUMBERS || SLUG.test(v), 'personaje no válido'), defaultWho, whoRaw)
  const num = (suffix: string, label: string, lim: { min: number; max: number }, fallback: number) =>
    take(`${prefix}${suffix}`, intIn(label, lim), fallback, first(source, `${prefix}${suffix}`))
  return {
    who,
    strength: num('Str', 'Fuerza', NUMBER_LIMITS.stat, defaults.strength),
    resistance: num('Res', 'Resistencia', NUMBER_LIMITS.stat, defaults.resistance),
    initiative: num('Ini', 'Iniciativa', NUMBER_LIMITS.stat, defaults.initiative),
    life: num('Life', 'Vida', NUMBER_LIMITS.life, defaults.life),
    hp: first(source, `${prefix}Hp`) === undefined ? null : num('Hp', 'Vida actual', NUMBER_LIMITS.life, 0) || null,
    equipment: take(`${prefix}Equip`, idsSchema('Equipo'), [], values(source, `${prefix}Equip`)),
    potions: take(`${prefix}Potion`, idsSchema('Pociones'), [], values(source, `${prefix}Potion`)),
    poisons: take(`${prefix}Poison`, idsSchema('Venenos'), [], values(source, `${prefix}Poison`)),
    loadedBow: take(`${prefix}Bow`, z.enum(['1', 'on'], 'Arco cargado: se admite 1').transform(() => true), false, first(source, `${prefix}Bow`)),
  }
}

/** The form as the URL describes it, with the problems found in it. */
export function readCalculatorUrl(source: ParamSource, defaults: { attacker: string; defender: string }): { form: CalculatorForm; errors: FieldError[] } {
  const errors: FieldError[] = []
  const attacker = readSide(source, 'a', defaults.attacker, errors)
  const defender = readSide(source, 'd', defaults.defender, errors)
  const fightRaw = first(source, 'fight')
  let fight: FightChoice = 'muerte'
  if (fightRaw !== undefined) {
    const found = FIGHT_CHOICES.find((c) => c.value === fightRaw)
    if (found) fight = found.value
    else errors.push({ field: 'fight', message: 'Combate: se admite ataque, asalto o muerte' })
  }
  return { form: { attacker, defender, fight }, errors }
}

/** The shortest query string that describes the form (what the page links as the shareable address). */
export function calculatorSearch(form: CalculatorForm): string {
  const p = new URLSearchParams()
  for (const [prefix, side] of [['a', form.attacker], ['d', form.defender]] as const) {
    p.set(prefix, side.who)
    if (side.who === NUMBERS) {
      p.set(`${prefix}Str`, String(side.strength))
      p.set(`${prefix}Res`, String(side.resistance))
      p.set(`${prefix}Ini`, String(side.initiative))
      p.set(`${prefix}Life`, String(side.life))
    } else {
      if (side.hp !== null) p.set(`${prefix}Hp`, String(side.hp))
      if (side.equipment.length) p.set(`${prefix}Equip`, side.equipment.join(','))
      if (side.potions.length) p.set(`${prefix}Potion`, side.potions.join(','))
      if (side.poisons.length) p.set(`${prefix}Poison`, side.poisons.join(','))
      if (side.loadedBow) p.set(`${prefix}Bow`, '1')
    }
  }
  p.set('fight', form.fight)
  return p.toString()
}

/** A link to the calculator with two cards and a mode, for the card pages. */
export function calculatorHref(attackerId: string, defenderId: string, fight: FightChoice = 'muerte'): string {
  return `/calculadora?${new URLSearchParams({ a: attackerId, d: defenderId, fight }).toString()}`
}

function sideInput(side: SideForm): SideInput {
  if (side.who === NUMBERS) return { kind: 'numbers', strength: side.strength, resistance: side.resistance, initiative: side.initiative, life: side.life }
  return {
    kind: 'card', id: side.who, equipment: side.equipment, potions: side.potions, poisons: side.poisons, loadedBow: side.loadedBow,
    ...(side.hp !== null ? { life: side.hp } : {}),
  }
}

/** The calculator's query for a form. */
export function calculatorInput(form: CalculatorForm): CalculatorInput {
  return { attacker: sideInput(form.attacker), defender: sideInput(form.defender), fight: FIGHT_MODE[form.fight] }
}
