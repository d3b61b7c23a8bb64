// The words for a card's numeric fields (fields.ts lists them from the schema; this file stays free of
// zod so the laboratory's page can name a swept field without loading the schema).
const LABELS: Record<string, string> = {
  strength: 'Fuerza', resistance: 'Resistencia', initiative: 'Iniciativa', life: 'Vida', pri: 'PRI', charges: 'Usos',
  'cost.gold': 'Precio (oro)', 'cost.silver': 'Precio (plata)',
  'learnCost.gold': 'Coste de aprendizaje (oro)', 'learnCost.silver': 'Coste de aprendizaje (plata)',
  'arrowCost.gold': 'Recarga (oro)', 'arrowCost.silver': 'Recarga (plata)',
  'bonuses.strength': 'Bonificación de Fuerza', 'bonuses.resistance': 'Bonificación de Resistencia',
  'bonuses.initiative': 'Bonificación de Iniciativa', 'bonuses.life': 'Bonificación de Vida',
}

/** «Vida», «Precio (oro)»…, or the path itself for a field without words yet. */
export const fieldLabel = (path: string): string => LABELS[path] ?? path
