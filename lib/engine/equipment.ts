// Equipment limits (§15, R12.6, R12.7) as one check over a whole loadout, and the minimal sets of
// equipped cards an equip must replace (R9.2). Every limit is an upper bound, so removing cards
// never breaks a legal loadout: a replacement set is minimal when no card of it could stay.
import type { Card, Catalogue } from '../catalogue/schema'
import { cardFacts, type CardFacts } from './card-facts'
import { defOf, defOfInstance, factsOfInstance } from './draft'
import { instanceOf, isCasterCard } from './queries'
import type { GameState, InstanceId } from './state'

export const MAX_HANDS = 2 // R15.1
export const MAX_HAND_PIECES = 2 // R15.1, R15.2, RUL-31: two one-handed pieces, shields included
export const MAX_ARMORS = 1 // R15.3
export const MAX_OBJECTS = 2 // R15.4
export const MAX_OBJECTS_CASTER = 4 // R15.4
export const MAX_ACCESSORIES = 4 // R15.5

/** Equippable card types; non-equippable objects (equippable: false) stay in the Zona de Juego. */
export function isEquippable(card: Card): boolean {
  switch (card.type) {
    case 'weapon': case 'shield': case 'armor': case 'accessory': return true
    case 'object': return card.equippable
    default: return false
  }
}

/** The group of slots a card competes in; a replacement only ever removes cards of the same group. */
export function slotGroup(card: Card): 'hands' | 'armor' | 'object' | 'accessory' | null {
  switch (card.type) {
    case 'weapon': case 'shield': return 'hands'
    case 'armor': return 'armor'
    case 'object': return card.equippable ? 'object' : null
    case 'accessory': return 'accessory'
    default: return null
  }
}

/** Hands a weapon or shield takes: a two-handed weapon and a bow take both (R15.1, R12.6). */
export function handsTaken(card: Card): number {
  if (card.type === 'weapon') return card.weaponKind === 'bow' || card.weaponKind === 'twoHanded' ? 2 : card.hands
  if (card.type === 'shield') return card.hands
  return 0
}

/**
 * The first limit a loadout breaks, as the rule it breaks, or null when it is legal.
 * `caster`: Mago or Mentalista (R12.7 no metal armour, no helmet). R12.6's free hand is a condition on
 * casting, not on equipping (NOTE-30): see `hasFreeHandToCast`.
 */
export function loadoutProblem(items: readonly Card[], caster: boolean): string | null {
  const facts = items.map(cardFacts)
  return loadoutProblemOf(facts, caster, facts.length)
}

/** loadoutProblem over the first `count` items' facts (checkEquip's working array). */
function loadoutProblemOf(items: readonly CardFacts[], caster: boolean, count: number): string | null {
  let hands = 0, pieces = 0, armors = 0, objects = 0, accessories = 0
  for (let i = 0; i < count; i++) {
    const card = items[i] as CardFacts
    switch (card.type) {
      case 'weapon': case 'shield':
        hands += card.hands
        // RUL-31: a two-handed weapon or a bow fills the whole weapon limit, so nothing (not even a
        // shield that takes no hand) may stand beside it; other weapons and shields are one piece each.
        pieces += card.fillsHands ? MAX_HAND_PIECES : 1
        break
      case 'armor':
        armors += 1
        if (caster && card.metalArmor) return 'R12.7'
        break
      case 'object':
        if (!card.equippable) return 'R15.4'
        objects += 1
        if (sameIdBefore(items, i)) return 'R15.6'
        break
      case 'accessory':
        accessories += 1
        if (caster && card.helmet) return 'R12.7'
        if (sameIdBefore(items, i)) return 'R15.6'
        if (sameSlotBefore(items, i, card.bodySlot)) return 'R15.5'
        break
      default:
        return 'R9.2'
    }
  }
  if (hands > MAX_HANDS) return 'R15.1'
  if (pieces > MAX_HAND_PIECES) return 'R15.2'
  if (armors > MAX_ARMORS) return 'R15.3'
  if (objects > (caster ? MAX_OBJECTS_CASTER : MAX_OBJECTS)) return 'R15.4'
  if (accessories > MAX_ACCESSORIES) return 'R15.5'
  return null
}

/**
 * R12.6: a caster casts only with one hand free of weapons and shields; a bow takes both hands, so while it
 * is equipped no spell can be cast. Equipping them stays legal (NOTE-30).
 */
export function hasFreeHandToCast(state: GameState, catalogue: Catalogue, dalmaId: InstanceId): boolean {
  const dalma = instanceOf(state, dalmaId)
  if (!factsOfInstance(catalogue, dalma).caster) return false
  let hands = 0
  const equipment = dalma.equipment
  for (let i = 0; i < equipment.length; i++) hands += factsOfInstance(catalogue, instanceOf(state, equipment[i] as InstanceId)).hands
  return hands < MAX_HANDS
}

// Whether a card before position `i` repeats the card or its slot (loadouts hold a dozen cards at most; plain loops, no closures: this runs for every equip candidate).
function sameIdBefore(items: readonly CardFacts[], i: number): boolean {
  const card = (items[i] as CardFacts).card
  // The same card definition, or another with the same id (catalogues hold one definition per id).
  for (let j = 0; j < i; j++) { const other = (items[j] as CardFacts).card; if (other === card || other.id === card.id) return true }
  return false
}

function sameSlotBefore(items: readonly CardFacts[], i: number, slot: string | null): boolean {
  for (let j = 0; j < i; j++) {
    const other = items[j] as CardFacts
    if (other.type === 'accessory' && other.bodySlot === slot) return true
  }
  return false
}

export type EquipCheck = { ok: true } | { ok: false; rule: string } | { ok: false; badReplacement: true }

/** Whether `itemId` may be equipped to `characterId` replacing exactly `replaceIds` (R9.2, §15). */
export function checkEquip(state: GameState, catalogue: Catalogue, characterId: InstanceId, itemId: InstanceId, replaceIds: readonly InstanceId[]): EquipCheck {
  const character = instanceOf(state, characterId)
  const caster = factsOfInstance(catalogue, character).caster
  const equipment = character.equipment
  for (let i = 0; i < replaceIds.length; i++) {
    const r = replaceIds[i] as InstanceId
    if (!equipment.includes(r) || replaceIds.indexOf(r) !== i) return { ok: false, badReplacement: true }
  }
  // The kept cards, then the item, in one array reused by every check (this runs for every equip candidate;
  // nothing here calls back into checkEquip), with its own count: its slots past `n` are stale.
  const loadout = LOADOUT
  let n = 0
  // Indexed loops (a for…of here allocated an iterator result per step: issue 15).
  for (let i = 0; i < equipment.length; i++) { const e = equipment[i] as InstanceId; if (!replaceIds.includes(e)) loadout[n++] = factsOfInstance(catalogue, instanceOf(state, e)) }
  const item = factsOfInstance(catalogue, instanceOf(state, itemId))
  loadout[n++] = item
  const problem = loadoutProblemOf(loadout, caster, n)
  if (problem !== null) return replaceIds.length === 0 ? { ok: false, rule: problem } : EQUIP_BAD_REPLACEMENT
  // Minimal: keeping any one of the replaced cards must break a limit (R9.2 discards only what must go).
  for (let i = 0; i < replaceIds.length; i++) {
    loadout[n - 1] = factsOfInstance(catalogue, instanceOf(state, replaceIds[i] as InstanceId))
    loadout[n] = item
    const kept = loadoutProblemOf(loadout, caster, n + 1) === null
    loadout[n - 1] = item
    if (kept) return EQUIP_BAD_REPLACEMENT
  }
  return EQUIP_OK
}

/** checkEquip's working loadout (see there). */
const LOADOUT: CardFacts[] = []

const EQUIP_OK: EquipCheck = Object.freeze({ ok: true })
const EQUIP_BAD_REPLACEMENT: EquipCheck = Object.freeze({ ok: false, badReplacement: true })

/**
 * Whether some equip of `itemId` on `characterId` is legal, replacing cards or not. Limits are per
 * slot group, so when the item is legal on its own, discarding its whole group always makes room.
 */
export function canEverEquip(state: GameState, catalogue: Catalogue, characterId: InstanceId, itemId: InstanceId): boolean {
  // Its answer depends on the card and the wearer's caster-ness only, so it is kept in the card's facts.
  const item = factsOfInstance(catalogue, instanceOf(state, itemId))
  const caster = factsOfInstance(catalogue, instanceOf(state, characterId)).caster ? 1 : 0
  const known = item.everEquip
  if (known[caster] === 0) known[caster] = item.slot !== null && loadoutProblemOf([item], caster === 1, 1) === null ? 2 : 1
  return known[caster] === 2
}

/** Every minimal replacement set that makes the equip legal ([] first when nothing must go); empty list: never legal. */
export function replacementOptions(state: GameState, catalogue: Catalogue, characterId: InstanceId, itemId: InstanceId): InstanceId[][] {
  const character = instanceOf(state, characterId)
  const item = defOfInstance(catalogue, instanceOf(state, itemId))
  const group = slotGroup(item)
  if (group === null) return []
  if (checkEquip(state, catalogue, characterId, itemId, []).ok) return [[]]
  return minimalReplacements(state, catalogue, characterId, itemId)
}

/** The non-empty minimal replacement sets (for an item that does not fit as things stand), smallest first. */
export function minimalReplacements(state: GameState, catalogue: Catalogue, characterId: InstanceId, itemId: InstanceId): InstanceId[][] {
  const character = instanceOf(state, characterId)
  const group = factsOfInstance(catalogue, instanceOf(state, itemId)).slot
  if (group === null) return []
  const candidates: InstanceId[] = []
  const equipment = character.equipment
  for (let i = 0; i < equipment.length; i++) { const e = equipment[i] as InstanceId; if (factsOfInstance(catalogue, instanceOf(state, e)).slot === group) candidates.push(e) }
  const out: InstanceId[][] = []
  const n = candidates.length
  for (let mask = 1; mask < 1 << n; mask++) {
    const set: InstanceId[] = []
    for (let i = 0; i < n; i++) if ((mask >> i) & 1) set.push(candidates[i] as InstanceId)
    if (checkEquip(state, catalogue, characterId, itemId, set).ok) out.push(set)
  }
  return out.sort((a, b) => a.length - b.length)
}
