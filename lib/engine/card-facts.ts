// What the engine reads of a card definition at every step, worked out once per card (issue 26). The catalogue's
// cards come in a score of object shapes (one per card type, and optional fields on top), so a read of `card.type`
// or `card.strength` at a site that meets them all is a slow, megamorphic property load, and the equipment
// questions (hands, slot, worn bonuses, effects) walked the card's fields again each time. A CardFacts is one
// shape for every card, its answers plain fields; `factsOfInstance` (draft.ts) reaches it through the table by
// instance id, as `defOfInstance` reaches the card.
import { CASTER_PROFESSIONS, type Card, type Effect } from '../catalogue/model'
import type { CardType } from '../catalogue/vocabulary'
import { targetKindOf, type TargetKind } from './targeting'

export type HalveLearning = Extract<Effect, { kind: 'halveLearningCost' }>

export type SlotGroup = 'hands' | 'armor' | 'object' | 'accessory'

export class CardFacts {
  readonly type: CardType
  /** A Dalma, an enemy or a soldier: it has stats and fights. */
  readonly character: boolean
  /** Printed stats of a character (0 otherwise). */
  readonly strength: number
  readonly resistance: number
  readonly initiative: number
  readonly life: number
  /** A Dalma of a casting profession (R12.2): Mago or Mentalista. */
  readonly caster: boolean
  /** Equippable to a character (weapons, shields, armour, accessories, equippable objects). */
  readonly equippable: boolean
  /** The slot group a piece competes in (R9.2, §15), or null. */
  readonly slot: SlotGroup | null
  /** Hands a weapon or shield takes (a bow and a two-handed weapon both, R15.1, R12.6). */
  readonly hands: number
  /** A bow (R9.3, R19.11). */
  readonly bow: boolean
  /** A two-handed weapon or a bow: it fills the whole weapon limit (RUL-31). */
  readonly fillsHands: boolean
  /** Metal armour, or a helmet: forbidden to casters (R12.7). */
  readonly metalArmor: boolean
  readonly helmet: boolean
  /** An accessory's body slot (R15.5), or null. */
  readonly bodySlot: string | null
  /** What the piece adds while worn: its bonuses and its permanent stat effects (emblems: their permanent effects). */
  readonly wornStrength: number
  readonly wornResistance: number
  readonly wornInitiative: number
  readonly wornLife: number
  /** Extra casts between rests it gives while worn (extraCast effects, R12.10). */
  readonly extraCasts: number
  /** Lifts the hand limit while active (R5.10, RUL-12). */
  readonly liftsHandLimit: boolean
  /** Its data effects are on while it lies revealed in the Zona de Juego (an Emblema, a non-equippable object). */
  readonly activeInPlay: boolean
  /** What a spell or skill aims at (targeting.ts); 'none' for other cards. */
  readonly targetKind: TargetKind
  /** Its halveLearningCost effects (R11.7, RUL-26): nearly always none. */
  readonly halvings: readonly HalveLearning[]
  /** canEverEquip's answer for a non-caster and a caster wearer (0 not worked out yet, 1 no, 2 yes). */
  everEquip: [number, number] = [0, 0]

  constructor(readonly card: Card) {
    this.type = card.type
    const fighter = card.type === 'dalma' || card.type === 'enemy' || card.type === 'soldier'
    this.character = fighter
    this.strength = fighter ? card.strength : 0
    this.resistance = fighter ? card.resistance : 0
    this.initiative = fighter ? card.initiative : 0
    this.life = fighter ? card.life : 0
    this.caster = card.type === 'dalma' && CASTER_PROFESSIONS.includes(card.profession)
    this.equippable = equippableCard(card)
    this.slot = slotOf(card)
    this.hands = card.type === 'weapon' ? (card.weaponKind === 'bow' || card.weaponKind === 'twoHanded' ? 2 : card.hands) : card.type === 'shield' ? card.hands : 0
    this.bow = card.type === 'weapon' && card.weaponKind === 'bow'
    this.fillsHands = card.type === 'weapon' && (card.weaponKind === 'bow' || card.weaponKind === 'twoHanded')
    this.metalArmor = card.type === 'armor' && card.metal
    this.helmet = card.type === 'accessory' && card.helmet
    this.bodySlot = card.type === 'accessory' ? card.slot : null
    const b = 'bonuses' in card ? card.bonuses : {}
    const worn = { strength: b.strength ?? 0, resistance: b.resistance ?? 0, initiative: b.initiative ?? 0, life: b.life ?? 0 }
    let extraCasts = 0, lifts = false
    const halvings: HalveLearning[] = []
    for (const e of 'effects' in card ? card.effects : []) {
      if (e.kind === 'modifyStat' && e.duration === 'permanent') worn[e.stat] += e.amount
      else if (e.kind === 'extraCast') extraCasts += e.count
      else if (e.kind === 'liftHandLimit') lifts = true
      else if (e.kind === 'halveLearningCost') halvings.push(e)
    }
    this.halvings = halvings
    this.targetKind = targetKindOf(card)
    this.wornStrength = worn.strength
    this.wornResistance = worn.resistance
    this.wornInitiative = worn.initiative
    this.wornLife = worn.life
    this.extraCasts = extraCasts
    this.liftsHandLimit = lifts
    this.activeInPlay = card.type === 'emblem' || (card.type === 'object' && !card.equippable)
  }
}

function equippableCard(card: Card): boolean {
  switch (card.type) {
    case 'weapon': case 'shield': case 'armor': case 'accessory': return true
    case 'object': return card.equippable
    default: return false
  }
}

function slotOf(card: Card): SlotGroup | null {
  switch (card.type) {
    case 'weapon': case 'shield': return 'hands'
    case 'armor': return 'armor'
    case 'object': return card.equippable ? 'object' : null
    case 'accessory': return 'accessory'
    default: return null
  }
}

const factsOfCard = new WeakMap<Card, CardFacts>()

/** The facts of a card definition (made once per card object). */
export function cardFacts(card: Card): CardFacts {
  let f = factsOfCard.get(card)
  if (f === undefined) { f = new CardFacts(card); factsOfCard.set(card, f) }
  return f
}
