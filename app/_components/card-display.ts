// Pure helpers that turn card data into the Spanish words the site shows: prices, type lines,
// provisional marks and the field-by-field description of a card. No React here, so the
// deckbuilder, the proxies and tests share them.
import {
  PROFESSION_LABELS,
  RACE_LABELS,
  TYPE_LABELS,
  fromSilver,
  spellTargetOf,
  type BodySlot,
  type Card,
  type Effect,
  type Money,
} from '@/lib/catalogue/model'
import type { SpellTarget } from '@/lib/catalogue/model'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** A price in the rulebook's words: "3 oros", "1 plata", "2 oros y 5 platas", "Gratis" (R2.2). */
export function formatMoney(money: Money): string {
  const parts: string[] = []
  if (money.gold > 0) parts.push(plural(money.gold, 'oro', 'oros'))
  if (money.silver > 0) parts.push(plural(money.silver, 'plata', 'platas'))
  return parts.length === 0 ? 'Gratis' : parts.join(' y ')
}

/**
 * A price in few characters («2 o 5 p», «8 p»), where a table's tile or strip has no room for the words (the
 * table's own money strip reads this way too); the words go to screen readers and tooltips beside it. Free: «0 p».
 */
export function shortMoney(money: Money): string {
  if (money.gold === 0) return `${money.silver} p`
  return money.silver === 0 ? `${money.gold} o` : `${money.gold} o ${money.silver} p`
}

/** Who a spell may target (R12.8, R12.9): "Un Dalma del rival en su Zona de Juego". */
export function spellTargetText(target: SpellTarget): string {
  const who = target.kind === 'dalma' ? 'Un Dalma' : 'Un personaje (Dalma o enemigo)'
  const zone = target.zone === 'combatZone' ? 'la Zona de Combate' : 'la Zona de Juego'
  switch (target.side) {
    case 'any': return `${who} de cualquier Master en ${zone}`
    case 'own': return `${who} propio en ${zone}`
    case 'rival': return `${who} del rival en ${target.zone === 'playZone' ? 'su Zona de Juego' : zone}`
  }
}

/** A sum held in silver (RUL-8) shown as gold and silver. */
export const formatSilver = (silver: number): string => formatMoney(fromSilver(silver))

/**
 * Whether a field's value is invented. `provisional` names fields ("cost") or sub-fields
 * ("bonuses.strength"); a mark on a parent covers its children and a mark on a child is
 * shown on its parent too.
 */
export function isProvisional(card: Pick<Card, 'provisional'>, field: string): boolean {
  return card.provisional.some((p) => p === field || p.startsWith(`${field}.`) || field.startsWith(`${p}.`))
}

export const SLOT_LABELS: Record<BodySlot, string> = {
  cabeza: 'Cabeza', cuello: 'Cuello', orejas: 'Orejas', espalda: 'Espalda', cintura: 'Cintura',
  muneca: 'Muñeca', dedos: 'Dedos', tobillo: 'Tobillo', pies: 'Pies',
}

export const WEAPON_KIND_LABELS = {
  oneHanded: 'A una mano', twoHanded: 'A dos manos', bow: 'Arco', throwing: 'Arrojadiza',
} as const

export const SOURCE_LABELS: Record<Card['source'], string> = {
  reglamento: 'Nombrada en el reglamento',
  manual: 'Nombrada en el manual de Dalmas y Reliquias',
  inventada: 'Inventada para este sitio',
}

export const RANK_LABELS = { common: 'Común', leader: 'Líder o guardián' } as const

export const TRIGGER_LABELS = {
  permanent: 'Permanente',
  onReveal: 'Al revelarse',
  onAttack: 'Al atacar',
  onDefend: 'Al defender',
  onDeath: 'Al morir',
  onRest: 'En el descanso',
} as const

export const STAT_LABELS = {
  strength: 'Fuerza', resistance: 'Resistencia', initiative: 'Iniciativa', life: 'Vida',
} as const
export type StatKey = keyof typeof STAT_LABELS
export const STAT_KEYS: readonly StatKey[] = ['strength', 'resistance', 'initiative', 'life']

const handsLabel = (hands: number) => (hands === 0 ? 'sin manos' : plural(hands, 'mano', 'manos'))

/** The type line under the name: type first, then what narrows it (race, profession, slot, hands, metal). */
export function typeLineParts(card: Card): string[] {
  const type = TYPE_LABELS[card.type].singular
  switch (card.type) {
    case 'dalma':
      return [type, RACE_LABELS[card.race], PROFESSION_LABELS[card.profession]]
    case 'enemy':
      return card.rank === 'leader' ? [type, 'Líder'] : [type]
    case 'spell':
    case 'skill':
      return [type, PROFESSION_LABELS[card.profession]]
    case 'weapon':
      return [type, WEAPON_KIND_LABELS[card.weaponKind], handsLabel(card.hands), ...(card.metal ? ['Metálica'] : [])]
    case 'shield':
      return [type, handsLabel(card.hands), ...(card.metal ? ['Metálico'] : [])]
    case 'armor':
      return [type, card.metal ? 'Metálica' : 'No metálica']
    case 'accessory':
      return [type, SLOT_LABELS[card.slot], ...(card.helmet ? ['Yelmo'] : []), ...(card.metal ? ['Metálico'] : [])]
    case 'object':
      return card.equippable ? [type] : [type, 'No equipable']
    default:
      return [type]
  }
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)
const DURATION_LABELS = {
  turn: 'hasta el fin del turno',
  nextAttack: 'en el siguiente ataque válido',
  permanent: 'mientras esté equipada',
} as const

/** One effect as a short Spanish phrase (the card's own text stays the reference). */
export function describeEffect(effect: Effect): string {
  switch (effect.kind) {
    case 'gainMoney':
      return `El Master recibe ${formatMoney(effect.amount)}`
    case 'drawCards':
      return `El Master roba ${plural(effect.count, 'carta', 'cartas')}`
    case 'heal':
      return effect.amount === 'all' ? 'Recupera toda la Vida' : `Recupera ${effect.amount} de Vida`
    case 'modifyStat':
      return `${signed(effect.amount)} ${STAT_LABELS[effect.stat]} ${DURATION_LABELS[effect.duration]}`
    case 'damage':
      return `El objetivo pierde ${effect.amount} de Vida`
    case 'extraActivation':
      return `Una activación extra de un hechizo o habilidad de PRI ${effect.pri}`
    case 'halveLearningCost':
      return `Mitad de coste al aprender ${effect.cardType === 'spell' ? 'hechizos' : 'habilidades'} de ${PROFESSION_LABELS[effect.profession]} (${effect.scope === 'equipped' ? 'el Dalma que lo lleva' : 'todos los Dalmas del Master'})`
    case 'extraCast':
      return `${plural(effect.count, 'lanzamiento extra', 'lanzamientos extra')} entre descansos`
    case 'liftHandLimit':
      return 'Sin límite de cartas en la mano'
    case 'actionMarker':
      return effect.description ?? 'Pone un marcador de acción'
    case 'scripted':
      return effect.description
  }
}

/** A reference from one card to another, with how many (a relic's enemies). */
export type CardRef = { id: string; count?: number }

/** One row of a card's description: the schema field it shows, its label, and text or card links. */
export type CardField = {
  key: string
  label: string
  text?: string
  refs?: CardRef[]
  provisional: boolean
}

type Bonuses = Partial<Record<StatKey, number>>
const bonusText = (b: Bonuses) =>
  STAT_KEYS.filter((k) => b[k] !== undefined && b[k] !== 0)
    .map((k) => `${signed(b[k] ?? 0)} ${STAT_LABELS[k]}`)
    .join(', ')

/** Every field of a card, in reading order, as label and value; empty optional fields are left out. */
export function cardFields(card: Card): CardField[] {
  const rows: CardField[] = []
  const add = (key: string, label: string, value: Omit<CardField, 'key' | 'label' | 'provisional'>) =>
    rows.push({ key, label, ...value, provisional: isProvisional(card, key) })

  add('name', 'Nombre', { text: card.name })
  add('type', 'Tipo', { text: typeLineParts(card).join(' · ') })
  if ('race' in card) add('race', 'Raza', { text: RACE_LABELS[card.race] })
  if ('profession' in card) add('profession', 'Profesión', { text: PROFESSION_LABELS[card.profession] })
  if ('rank' in card) add('rank', 'Rango', { text: RANK_LABELS[card.rank] })
  if ('strength' in card) {
    for (const k of STAT_KEYS) add(k, STAT_LABELS[k], { text: String(card[k]) })
  }
  if ('cost' in card) add('cost', 'Coste para revelarla', { text: formatMoney(card.cost) })
  if ('learnCost' in card) add('learnCost', 'Coste de aprendizaje', { text: formatMoney(card.learnCost) })
  if ('pri' in card) add('pri', 'PRI', { text: String(card.pri) })
  if (card.type === 'spell') {
    const target = spellTargetOf(card)
    if (target !== null) add('target', 'Objetivo', { text: spellTargetText(target) })
  }
  if ('weaponKind' in card) add('weaponKind', 'Clase de arma', { text: WEAPON_KIND_LABELS[card.weaponKind] })
  if ('hands' in card) add('hands', 'Manos', { text: handsLabel(card.hands) })
  if ('slot' in card) add('slot', 'Espacio corporal', { text: SLOT_LABELS[card.slot] })
  if ('helmet' in card) add('helmet', 'Yelmo', { text: card.helmet ? 'Sí' : 'No' })
  if ('metal' in card) add('metal', 'Metálico', { text: card.metal ? 'Sí' : 'No' })
  if ('arrowCost' in card && card.arrowCost) add('arrowCost', 'Coste de recarga', { text: formatMoney(card.arrowCost) })
  if ('charges' in card && card.charges !== undefined) add('charges', 'Cargas', { text: String(card.charges) })
  if ('equippable' in card) add('equippable', 'Equipable', { text: card.equippable ? 'Sí' : 'No' })
  if ('bonuses' in card) {
    const text = bonusText(card.bonuses)
    if (text) add('bonuses', 'Bonificaciones', { text })
  }
  if ('startingCards' in card) add('startingCards', 'Cartas iniciales', { refs: card.startingCards.map((id) => ({ id })) })
  if ('enemies' in card) add('enemies', 'Enemigos asociados', { refs: card.enemies.map((e) => ({ id: e.id, count: e.count })) })
  if (card.text) add('text', 'Texto', { text: card.text })
  if ('abilities' in card && card.abilities.length > 0) {
    add('abilities', 'Habilidades', {
      text: card.abilities.map((a) => `${a.name} (${TRIGGER_LABELS[a.trigger]}): ${a.text}`).join('\n'),
    })
  }
  if ('effects' in card && card.effects.length > 0) {
    add('effects', 'Efectos en el simulador', { text: card.effects.map(describeEffect).join('\n') })
  }
  if (card.flavor) add('flavor', 'Ambientación', { text: card.flavor })
  add('source', 'Origen', { text: SOURCE_LABELS[card.source] })
  add('id', 'Identificador', { text: card.id })
  return rows
}

/** A readable name for an id whose card is unknown (a stale reference): "pocion-de-thal" → "Pocion de thal". */
export function humanizeId(id: string): string {
  const words = id.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
