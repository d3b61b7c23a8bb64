// The alientos examples of /docs/escenarios/alientos, run at build time through the same code as `dm alientos play`.
import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { playAlientosScenario, readAlientosScenario, type PlayedAlientosScenario } from '@/lib/alientos/scenario/run'

export const ALIENTOS_EXAMPLES = [
  { title: 'Ataque', file: 'a01-attack.yaml' },
  { title: 'Ataque en bloque', file: 'a02-block-attack.yaml' },
  { title: 'Mansedumbre', file: 'a03-mansedumbre.yaml' },
  { title: 'Cambio sobre dados de un rival', file: 'a09-cambio-rival.yaml' },
  { title: 'Recuento con varios atacantes', file: 'a12-recount-several-attackers.yaml' },
  { title: 'Empate por eliminación simultánea', file: 'a13-draw-eliminated-together.yaml' },
  { title: 'Quién empieza, con empate y nueva tirada', file: 'a16-who-begins-tie-reroll.yaml' },
] as const

export type RenderedAlientosExample = { title: string; file: string; source: string; played: PlayedAlientosScenario }

export function loadAlientosExamples(): RenderedAlientosExample[] {
  return ALIENTOS_EXAMPLES.map((e) => {
    const source = readFileSync(path.join(process.cwd(), 'scenarios', 'alientos', e.file), 'utf8')
    const read = readAlientosScenario(source)
    // A broken example must fail the build, not ship a page that lies.
    if (!read.ok) throw new Error(`${e.file}: ${read.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
    return { ...e, source: source.trimEnd(), played: playAlientosScenario(read) }
  })
}
