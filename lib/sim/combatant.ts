// From cards to the numbers the odds use: a Dalma or an enemy with its printed numbers, its
// equipment (bonuses and permanent effects), an Emblema, potions drunk before the fight and poisons
// on its weapon, plus the enemy's own printed abilities (R10.3). Errors are values naming the card.
import { CASTER_PROFESSIONS, type Card, type Catalogue, type Dalma, type Enemy } from '../catalogue/schema'
import { isEquippable, loadoutProblem } from '../engine/equipment'
import type { Combatant } from './odds'

export type CharacterCard = Dalma | Enemy

export type CombatantSetup = {
  card: CharacterCard
  /** Equipment ids (weapons, shields, armour, objects, accessories) and, for a Dalma, one Emblema. */
  equipment?: readonly string[]
  /** Potions drunk in the Fase Principal before the fight (R14.1): turn-long stat changes and heals. */
  potions?: readonly string[]
  /** Poisons applied to its weapon (R14.2); they stack on the same attack (NOTE-15). */
  poisons?: readonly string[]
  /** Vida before the potions, when it is already hurt (defaults to its full Vida). */
  life?: number
  /** It enters with its bow loaded and shoots in round 1's bow window (R19.11; the 2 silver of RUL-37 paid). */
  loadedBow?: boolean
}

export type CombatantError =
  | { code: 'UNKNOWN_CARD'; id: string }
  | { code: 'WRONG_KIND'; id: string; expected: 'equipment' | 'potion' | 'poison' }
  | { code: 'ILLEGAL_LOADOUT'; rule: string }
  | { code: 'POISON_NEEDS_WEAPON'; id: string }
  | { code: 'LIFE_OUT_OF_RANGE'; life: number; max: number }
  | { code: 'NO_BOW' }

export type BuiltCombatant = { combatant: Combatant; maxLife: number; bowIgnored: boolean }

const stat = (card: Card, key: 'strength' | 'resistance' | 'initiative' | 'life'): number =>
  'bonuses' in card ? card.bonuses[key] ?? 0 : 0

/** The combatant a card becomes with its gear, or the first problem found. */
export function buildCombatant(setup: CombatantSetup, catalogue: Catalogue): { ok: true; value: BuiltCombatant } | { ok: false; error: CombatantError } {
  const { card } = setup
  const lookup = (id: string): Card | null => catalogue.byId.get(id) ?? null
  const gear: Card[] = []
  let emblem: Card | null = null
  for (const id of setup.equipment ?? []) {
    const item = lookup(id)
    if (!item) return { ok: false, error: { code: 'UNKNOWN_CARD', id } }
    if (item.type === 'emblem' && card.type === 'dalma') {
      // R15.7: one revealed Emblema per Master, affecting its Dalmas.
      if (emblem) return { ok: false, error: { code: 'ILLEGAL_LOADOUT', rule: 'R15.7' } }
      emblem = item
      continue
    }
    if (!isEquippable(item)) return { ok: false, error: { code: 'WRONG_KIND', id, expected: 'equipment' } }
    gear.push(item)
  }
  const caster = card.type === 'dalma' && CASTER_PROFESSIONS.includes(card.profession)
  const problem = loadoutProblem(gear, caster)
  if (problem) return { ok: false, error: { code: 'ILLEGAL_LOADOUT', rule: problem } }

  let strength = card.strength
  let resistance = card.resistance
  let initiative = card.initiative
  let maxLife = card.life
  let bowIgnored = false
  let bowStrength: number | null = null
  const permanent = (effects: readonly Card[]) => {
    for (const item of effects) {
      if (!('effects' in item)) continue
      for (const e of item.effects) {
        if (e.kind !== 'modifyStat' || e.duration !== 'permanent') continue
        if (e.stat === 'strength') strength += e.amount
        else if (e.stat === 'resistance') resistance += e.amount
        else initiative += e.amount
      }
    }
  }
  for (const item of gear) {
    // R19.11, R19.12: a bow's bonus counts only for a bow shot, never in melee.
    if (item.type === 'weapon' && item.weaponKind === 'bow') {
      bowIgnored = true
      bowStrength = (bowStrength ?? 0) + stat(item, 'strength')
      maxLife += stat(item, 'life')
      continue
    }
    strength += stat(item, 'strength')
    resistance += stat(item, 'resistance')
    initiative += stat(item, 'initiative')
    maxLife += stat(item, 'life')
  }
  permanent(gear.filter((g) => !(g.type === 'weapon' && g.weaponKind === 'bow')))
  if (emblem) permanent([emblem])

  let hitBonusDamage = 0
  let thornsDamage = 0
  let deathDamageToKiller = 0
  if (card.type === 'enemy') {
    for (const ability of card.abilities) {
      for (const e of ability.effects) {
        if (e.kind === 'damage' && ability.trigger === 'onAttack') hitBonusDamage += e.amount
        if (e.kind === 'damage' && ability.trigger === 'onDefend') thornsDamage += e.amount
        if (e.kind === 'damage' && ability.trigger === 'onDeath') deathDamageToKiller += e.amount
        if (e.kind === 'modifyStat' && ability.trigger === 'permanent') {
          if (e.stat === 'strength') strength += e.amount
          else if (e.stat === 'resistance') resistance += e.amount
          else initiative += e.amount
        }
      }
    }
  }

  let life = setup.life ?? maxLife
  if (!Number.isInteger(life) || life < 1 || life > maxLife) return { ok: false, error: { code: 'LIFE_OUT_OF_RANGE', life, max: maxLife } }
  for (const id of setup.potions ?? []) {
    const potion = lookup(id)
    if (!potion) return { ok: false, error: { code: 'UNKNOWN_CARD', id } }
    if (potion.type !== 'potion') return { ok: false, error: { code: 'WRONG_KIND', id, expected: 'potion' } }
    for (const e of potion.effects) {
      if (e.kind === 'heal') life = e.amount === 'all' ? maxLife : Math.min(maxLife, life + e.amount)
      if (e.kind === 'modifyStat' && e.duration !== 'nextAttack') {
        if (e.stat === 'strength') strength += e.amount
        else if (e.stat === 'resistance') resistance += e.amount
        else initiative += e.amount
      }
    }
  }

  let poison: Combatant['poison'] = null
  for (const id of setup.poisons ?? []) {
    const card2 = lookup(id)
    if (!card2) return { ok: false, error: { code: 'UNKNOWN_CARD', id } }
    if (card2.type !== 'poison') return { ok: false, error: { code: 'WRONG_KIND', id, expected: 'poison' } }
    // R14.2: a poison goes on an equipped weapon; the calculator models melee, so a melee weapon.
    if (!gear.some((g) => g.type === 'weapon' && g.weaponKind !== 'bow')) return { ok: false, error: { code: 'POISON_NEEDS_WEAPON', id } }
    poison ??= { strength: 0, damage: 0 }
    for (const e of card2.effects) {
      if (e.kind === 'modifyStat' && e.stat === 'strength') poison.strength += e.amount
      if (e.kind === 'damage') poison.damage += e.amount
    }
  }

  if (setup.loadedBow && bowStrength === null) return { ok: false, error: { code: 'NO_BOW' } }
  const bowShot = setup.loadedBow && bowStrength !== null ? { strength: strength + bowStrength } : null

  return {
    ok: true,
    value: {
      combatant: { strength, resistance, initiative, life, hitBonusDamage, poison, thornsDamage, deathDamageToKiller, bowShot },
      maxLife,
      bowIgnored,
    },
  }
}

/** A Spanish sentence for a builder error (the CLI and the page add which side it is). */
export function describeCombatantError(error: CombatantError, nameOf: (id: string) => string): string {
  switch (error.code) {
    case 'UNKNOWN_CARD': return `no existe ninguna carta «${error.id}»`
    case 'WRONG_KIND': {
      const what = error.expected === 'equipment' ? 'equipo que se pueda equipar' : error.expected === 'potion' ? 'una poción' : 'un veneno'
      return `«${nameOf(error.id)}» no es ${what}`
    }
    case 'ILLEGAL_LOADOUT': return `ese equipo no cabe junto (lo impide ${error.rule})`
    case 'POISON_NEEDS_WEAPON': return `«${nameOf(error.id)}» necesita un arma cuerpo a cuerpo equipada (R14.2)`
    case 'LIFE_OUT_OF_RANGE': return `la Vida actual debe estar entre 1 y ${error.max}`
    case 'NO_BOW': return 'para disparar con el arco cargado hay que llevar un arco equipado'
  }
}
