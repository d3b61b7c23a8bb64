// Runs the section examples at build time, through the same code as `dm play` and the rule tests.
import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getCatalogue } from '@/lib/catalogue/load'
import { playScenario, readScenarioText, type PlayedScenario } from '@/lib/scenarios/file'
import { SECTION_EXAMPLES, type SectionExample } from './examples'

export type RenderedExample = SectionExample & { source: string; played: PlayedScenario }

export const SCENARIOS_DIR = path.join(process.cwd(), 'scenarios')

export function loadExamples(): RenderedExample[] {
  const catalogue = getCatalogue()
  return SECTION_EXAMPLES.map((example) => {
    const source = readFileSync(path.join(SCENARIOS_DIR, example.file), 'utf8')
    const read = readScenarioText(source, catalogue)
    // A broken example must fail the build, not ship a page that lies.
    if (!read.ok) throw new Error(`${example.file}: ${read.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
    return { ...example, source: source.trimEnd(), played: playScenario(read.file, catalogue) }
  })
}
