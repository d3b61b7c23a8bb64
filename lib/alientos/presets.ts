// Named pools to start from: the builder's starting points and the defaults of a duel. Each obeys ALI-1.
import { parsePool, type Pool } from './dice'

export type PoolPreset = { id: string; name: string; text: string; summary: string }

export const POOL_PRESETS: readonly PoolPreset[] = [
  { id: 'equilibrio', name: 'Equilibrio', text: 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1', summary: 'Seis de Odio, seis de Calma y un dado de cada apoyo.' },
  { id: 'furia', name: 'Furia', text: 'odio:9,calma:3,cambio:2,renovacion:1', summary: 'Mucha Ofensa y dos Cambios para empujarla.' },
  { id: 'muralla', name: 'Muralla', text: 'odio:3,calma:9,umbra:2,renovacion:1', summary: 'Casi todo Defensa; la Umbra vuelve Calma en Odio cuando conviene.' },
  { id: 'mansedumbre', name: 'Mansedumbre', text: 'odio:4,calma:4,mansedumbre-ofensa:2,mansedumbre-defensa:2,cambio:1,umbra:2', summary: 'Bloqueos de las dos umbras y apoyos para moverlos.' },
  { id: 'cuatro-caras', name: 'Cuatro caras', text: 'odio:6,calma:6,renovacion:2,umbra:1', summary: 'Tres dados de cuatro caras: más unos naturales, así que empieza más a menudo.' },
]

export function presetPool(id: string): Pool {
  const preset = POOL_PRESETS.find((p) => p.id === id) ?? (POOL_PRESETS[0] as PoolPreset)
  const r = parsePool(preset.text)
  if (!r.ok) throw new Error(`El conjunto «${preset.id}» no se lee: ${r.message}`)
  return r.pool
}
