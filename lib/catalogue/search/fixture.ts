// A small catalogue for the search tests, parsed with the real schemas so defaults are filled in
// exactly as for content/. Values are made up for the tests, not taken from the game. Todo o nada
// is invented with an empty `provisional` list on purpose: an invented card counts as provisional.
import { cardSchema, makeCatalogue, type Card, type Catalogue } from '../schema'

const g = (gold: number, silver = 0) => ({ gold, silver })

const RAW: unknown[] = [
  { id: 'aradiel', name: 'Aradiel', type: 'dalma', source: 'manual', provisional: ['strength'], strength: 2, resistance: 2, initiative: 4, life: 8, race: 'elfo', profession: 'mago', startingCards: ['bola-de-fuego', 'control-mental'] },
  { id: 'gorm', name: 'Gorm', type: 'dalma', source: 'manual', strength: 5, resistance: 4, initiative: 2, life: 12, race: 'bahaluk', profession: 'guerrero', startingCards: ['robo-sigiloso', 'robo-sigiloso'] },
  { id: 'sombra-veloz', name: 'Sombra Veloz', type: 'dalma', source: 'manual', strength: 3, resistance: 2, initiative: 5, life: 9, race: 'humano', profession: 'ladron', startingCards: ['robo-sigiloso', 'robo-sigiloso'] },
  { id: 'tigre', name: 'Tigre', type: 'enemy', source: 'reglamento', strength: 4, resistance: 2, initiative: 4, life: 7, rank: 'common', abilities: [{ name: 'Zarpazo', text: 'Al atacar causa un daño adicional.', trigger: 'onAttack' }] },
  { id: 'piedra-de-ordor', name: 'Piedra de Órdor', type: 'relic', source: 'reglamento', enemies: [{ id: 'tigre', count: 6 }] },
  { id: 'espada-larga', name: 'Espada larga', type: 'weapon', source: 'manual', cost: g(1, 5), weaponKind: 'oneHanded', hands: 1, metal: true, text: 'Un arma de acero.' },
  { id: 'arco-largo', name: 'Arco largo', type: 'weapon', source: 'manual', provisional: ['cost'], cost: g(2), weaponKind: 'bow', hands: 2, text: 'Dispara flechas a la Zona de Combate.' },
  { id: 'escudo-de-madera', name: 'Escudo de madera', type: 'shield', source: 'manual', cost: g(0, 8), hands: 1 },
  { id: 'armadura-de-placas', name: 'Armadura de placas', type: 'armor', source: 'manual', cost: g(4), metal: true },
  { id: 'anillo-sumador-de-hechizos', name: 'Anillo Sumador de Hechizos', type: 'accessory', source: 'reglamento', cost: g(3), slot: 'dedos', text: 'Permite un tercer lanzamiento de hechizo entre descansos.' },
  { id: 'yelmo-de-hierro', name: 'Yelmo de hierro', type: 'accessory', source: 'manual', cost: g(2), slot: 'cabeza', helmet: true, metal: true },
  { id: 'pulsera-agil', name: 'Pulsera ágil', type: 'accessory', source: 'manual', cost: g(1), slot: 'muneca' },
  { id: 'lente-de-vision-precisa', name: 'Lente de Visión Precisa', type: 'object', source: 'reglamento', cost: g(2, 5), text: 'Mira una carta boca abajo del rival.' },
  { id: 'emblema-del-gremio', name: 'Emblema del Gremio', type: 'emblem', source: 'reglamento', cost: g(3), text: 'Las habilidades de Ladrón cuestan la mitad.' },
  { id: 'control-mental', name: 'Control Mental', type: 'spell', source: 'reglamento', profession: 'mentalista', pri: 3, learnCost: g(4), text: 'Elige una acción legal del Dalma objetivo; la realiza al momento.' },
  { id: 'bola-de-fuego', name: 'Bola de fuego', type: 'spell', source: 'manual', profession: 'mago', pri: 1, learnCost: g(1), text: 'Causa 2 de daño a un objetivo de la Zona de Combate.' },
  { id: 'confusion', name: 'Confusión', type: 'spell', source: 'reglamento', profession: 'mentalista', pri: 2, learnCost: g(2), text: 'El objetivo recibe un marcador de acción.' },
  { id: 'robo-sigiloso', name: 'Robo sigiloso', type: 'skill', source: 'inventada', provisional: ['name', 'learnCost'], profession: 'ladron', pri: 1, learnCost: g(0, 6), text: 'Roba una carta del mazo.' },
  { id: 'pocion-de-thal', name: 'Poción de Thal', type: 'potion', source: 'reglamento', cost: g(1), text: 'Concede una activación adicional de un hechizo o habilidad con PRI 1.' },
  { id: 'pocion-de-curacion', name: 'Poción de curación', type: 'potion', source: 'manual', cost: g(0, 5), text: 'Recupera 3 de Vida.' },
  { id: 'veneno-de-serpiente', name: 'Veneno de serpiente', type: 'poison', source: 'manual', cost: g(1), text: 'El objetivo pierde 2 de Vida.' },
  { id: 'foso-oculto', name: 'Foso oculto', type: 'trap', source: 'manual', cost: g(1, 5), text: 'Un Dalma que explora cae y pierde su acción.' },
  { id: 'cofre-del-tesoro', name: 'Cofre del tesoro', type: 'treasure', source: 'manual', text: 'Gana 2 oros.' },
  { id: 'todo-o-nada', name: 'Todo o nada', type: 'treasure', source: 'inventada', text: 'Roba dos cartas.' },
  { id: 'soldado-de-la-guardia', name: 'Soldado de la guardia', type: 'soldier', source: 'manual', strength: 3, resistance: 3, initiative: 2, life: 6, cost: g(2) },
]

export const FIXTURE_CARDS: readonly Card[] = RAW.map((c) => cardSchema.parse(c))

export function fixtureCatalogue(): Catalogue {
  return makeCatalogue(FIXTURE_CARDS, 'test')
}
