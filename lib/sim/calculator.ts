// The combat calculator as one pure query shared by `dm odds`, /calculadora and the card pages:
// two sides, each a card with its gear or plain numbers, and an optional fight mode. Errors are
// values naming the side (and so the flag or field) at fault.
import type { Catalogue } from '../catalogue/schema'
import { buildCombatant, describeCombatantError } from './combatant'
import { attackOdds, fightOdds, MAX_FIGHT_LIFE, plainCombatant, type AttackOdds, type Combatant, type FightMode, type FightOdds } from './odds'

/** Bounds for plain numbers: generous beyond any printed card, small enough to keep every query cheap. */
export const NUMBER_LIMITS = { stat: { min: 0, max: 20 }, life: { min: 1, max: MAX_FIGHT_LIFE } } as const
/** At most this many cards of each kind on one side (the largest legal loadout is 4 + 4 + 2 + 1 + 1). */
export const MAX_SIDE_CARDS = 12

export type SideInput =
  | { kind: 'card'; id: string; equipment: readonly string[]; potions: readonly string[]; poisons: readonly string[]; life?: number; loadedBow?: boolean }
  | { kind: 'numbers'; strength: number; resistance: number; initiative: number; life: number }

export type Side = 'attacker' | 'defender'
export type CalculatorInput = { attacker: SideInput; defender: SideInput; fight: FightMode | null }

export type SideSummary = {
  /** Card id, or null for plain numbers. */
  cardId: string | null
  name: string
  combatant: Combatant
  maxLife: number
  /** A bow was equipped: its bonus is left out of melee (R19.11, R19.12). */
  bowIgnored: boolean
}

export type CalculatorResult = {
  attacker: SideSummary
  defender: SideSummary
  attack: AttackOdds
  fight: (FightOdds & { mode: FightMode }) | null
}

export type CalculatorError = { field: Side | 'fight'; message: string }

function resolveSide(input: SideInput, catalogue: Catalogue): { ok: true; value: SideSummary } | { ok: false; message: string } {
  if (input.kind === 'numbers') {
    const { strength, resistance, initiative, life } = input
    for (const [label, v, lim] of [['Fuerza', strength, NUMBER_LIMITS.stat], ['Resistencia', resistance, NUMBER_LIMITS.stat], ['Iniciativa', initiative, NUMBER_LIMITS.stat], ['Vida', life, NUMBER_LIMITS.life]] as const) {
      if (!Number.isInteger(v) || v < lim.min || v > lim.max) return { ok: false, message: `${label} debe ser un entero entre ${lim.min} y ${lim.max}` }
    }
    return { ok: true, value: { cardId: null, name: 'Personaje sin carta', combatant: plainCombatant(strength, resistance, life, initiative), maxLife: life, bowIgnored: false } }
  }
  const card = catalogue.byId.get(input.id)
  if (!card) return { ok: false, message: `no existe ninguna carta «${input.id}»` }
  if (card.type !== 'dalma' && card.type !== 'enemy') return { ok: false, message: `«${card.name}» no es un Dalma ni un enemigo` }
  for (const list of [input.equipment, input.potions, input.poisons]) {
    if (list.length > MAX_SIDE_CARDS) return { ok: false, message: `como mucho ${MAX_SIDE_CARDS} cartas de cada clase` }
  }
  const built = buildCombatant({ card, equipment: input.equipment, potions: input.potions, poisons: input.poisons, life: input.life, loadedBow: input.loadedBow }, catalogue)
  if (!built.ok) return { ok: false, message: describeCombatantError(built.error, (id) => catalogue.byId.get(id)?.name ?? id) }
  return { ok: true, value: { cardId: card.id, name: card.name, ...built.value } }
}

/** Every figure the calculator shows, or the first problem with the field it belongs to. */
export function calculate(input: CalculatorInput, catalogue: Catalogue): { ok: true; value: CalculatorResult } | { ok: false; error: CalculatorError } {
  const attacker = resolveSide(input.attacker, catalogue)
  if (!attacker.ok) return { ok: false, error: { field: 'attacker', message: attacker.message } }
  const defender = resolveSide(input.defender, catalogue)
  if (!defender.ok) return { ok: false, error: { field: 'defender', message: defender.message } }
  for (const side of [attacker.value, defender.value]) {
    if (side.combatant.life > MAX_FIGHT_LIFE) return { ok: false, error: { field: side === attacker.value ? 'attacker' : 'defender', message: `la Vida no puede pasar de ${MAX_FIGHT_LIFE}` } }
  }
  const attack = attackOdds(attacker.value.combatant, defender.value.combatant)
  const fight = input.fight ? { mode: input.fight, ...fightOdds(attacker.value.combatant, defender.value.combatant, input.fight) } : null
  return { ok: true, value: { attacker: attacker.value, defender: defender.value, attack, fight } }
}

/** A probability as Spanish text: "12,3 %"; tiny but possible values keep two significant digits. */
export function formatPercent(p: number): string {
  const pct = p * 100
  if (pct === 0) return '0 %'
  if (pct < 0.1) return `${pct.toLocaleString('es-ES', { maximumSignificantDigits: 2 })} %`
  return `${pct.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`
}

/** A mean as Spanish text with two decimals: "3,41". */
export function formatMean(x: number): string {
  return x.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
