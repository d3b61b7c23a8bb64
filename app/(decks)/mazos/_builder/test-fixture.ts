// A small invented catalogue for the builder's tests, parsed with the real schemas. Values are
// made up; only the shapes matter (a relic and its enemies, Dalmas with starting cards, one card
// of the types whose copy limits differ).
import { cardSchema, makeCatalogue, type Card, type Catalogue } from '@/lib/catalogue/schema'

const gold = (g: number, s = 0) => ({ gold: g, silver: s })
const base = { source: 'inventada' as const, text: 'Carta de prueba.' }
const fighter = { strength: 3, resistance: 3, initiative: 3, life: 10 }

const raw: unknown[] = [
  { ...base, ...fighter, id: 'alda', name: 'Alda', type: 'dalma', race: 'elfo', profession: 'mago', startingCards: ['chispa', 'velo'] },
  { ...base, ...fighter, id: 'bram', name: 'Bram', type: 'dalma', race: 'bahaluk', profession: 'guerrero', startingCards: ['embestida', 'embestida'] },
  { ...base, ...fighter, id: 'cira', name: 'Cira', type: 'dalma', race: 'humano', profession: 'ladron', startingCards: ['ganzua', 'chispa'] },
  { ...base, id: 'ambar-eterno', name: 'Ámbar eterno', type: 'relic', enemies: [{ id: 'lobo', count: 5 }, { id: 'lobo-alfa', count: 1 }] },
  { ...base, id: 'torre-gris', name: 'Torre gris', type: 'relic', enemies: [{ id: 'lobo', count: 6 }] },
  { ...base, ...fighter, id: 'lobo', name: 'Lobo', type: 'enemy', rank: 'common' },
  { ...base, ...fighter, id: 'lobo-alfa', name: 'Lobo alfa', type: 'enemy', rank: 'leader' },
  { ...base, id: 'chispa', name: 'Chispa', type: 'spell', profession: 'mago', pri: 1, learnCost: gold(1) },
  { ...base, id: 'velo', name: 'Velo', type: 'spell', profession: 'mago', pri: 2, learnCost: gold(2, 5) },
  { ...base, id: 'embestida', name: 'Embestida', type: 'skill', profession: 'guerrero', pri: 1, learnCost: gold(1) },
  { ...base, id: 'ganzua', name: 'Ganzúa', type: 'skill', profession: 'ladron', pri: 1, learnCost: gold(0, 6) },
  { ...base, id: 'hacha', name: 'Hacha', type: 'weapon', cost: gold(2), weaponKind: 'oneHanded', hands: 1, metal: true },
  { ...base, id: 'foso', name: 'Foso', type: 'trap', cost: gold(1) },
  { ...base, id: 'bolsa-de-oro', name: 'Bolsa de oro', type: 'treasure' },
  { ...base, ...fighter, id: 'recluta', name: 'Recluta', type: 'soldier', cost: gold(2) },
]

export const testCards: readonly Card[] = raw.map((c) => cardSchema.parse(c))
export const testCatalogue: Catalogue = makeCatalogue(testCards, 'test-builder', [
  { id: 'hacha-vieja', name: 'Hacha vieja', removedIn: '2', reason: 'sustituida por el Hacha' },
])
