// Issue 7, "Done when": every rule and ruling of the project's own rules data is cited by a test.
// A citation is an ID in the title of an it()/test() of some *.test.ts file, or in the `rules:`
// list of a scenario file under scenarios/ (scenarios.test.ts runs each of them and fails the
// suite when one does not pass, so a listed file is a passing one whenever the suite is green).
// The IDs come from lib/rules, never from ../shared: `npm test` must pass on a bare clone.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { RULES, RULINGS } from './index'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SELF = fileURLToPath(import.meta.url)
/** Folders that hold tests; build output and dependencies are never read. */
const TEST_ROOTS = ['lib', 'app', 'scripts', 'prisma', 'e2e']
const SKIP_DIRS = new Set(['node_modules', '.next', 'generated', '.git'])
/** Where scenario files may live (the runner's branch chose the first). */
const SCENARIO_DIRS = ['scenarios', 'lib/engine/scenarios']
/** Duelo puro (R23.4) needs a "valor de preparación" the reglamento never defines. */
const EXEMPT = new Set(['R23.4'])

const ID_PATTERN = /\b(R\d+\.\d+|RUL-\d+)\b/g

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return out
  }
  for (const name of names) {
    if (SKIP_DIRS.has(name)) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) walk(full, keep, out)
    else if (keep(full)) out.push(full)
  }
  return out
}

/**
 * The titles of it()/test() calls written as string literals (template literals keep their fixed
 * text). Skipped, todo and expected-to-fail tests prove nothing, so their titles are left out.
 */
export function testTitles(source: string): string[] {
  const titles: string[] = []
  const call = /\b(?:it|test)((?:\.(?:only|concurrent|sequential|each\([^)]*\)|skip|todo|fails|skipIf\([^)]*\)|runIf\([^)]*\)))*)\(\s*(['"`])/g
  for (let m = call.exec(source); m; m = call.exec(source)) {
    const modifiers = m[1] ?? ''
    const quote = m[2] ?? "'"
    const start = call.lastIndex
    let end = start
    while (end < source.length && source[end] !== quote) end += source[end] === '\\' ? 2 : 1
    if (!/\.(skip|todo|fails|skipIf)\b/.test(modifiers)) titles.push(source.slice(start, end))
    call.lastIndex = end + 1
  }
  return titles
}

/** The IDs of a scenario file's `rules:` list (unreadable files cite nothing). */
export function scenarioRules(text: string): string[] {
  let raw: unknown
  try {
    raw = parseYaml(text)
  } catch {
    return []
  }
  if (typeof raw !== 'object' || raw === null || !('rules' in raw)) return []
  const rules = (raw as { rules: unknown }).rules
  return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : []
}

function citations(): { cited: Map<string, string[]>; testFiles: number; scenarioFiles: number } {
  const cited = new Map<string, string[]>()
  const cite = (id: string, where: string) => {
    const list = cited.get(id) ?? []
    list.push(where)
    cited.set(id, list)
  }
  const testFiles = TEST_ROOTS.flatMap((dir) => walk(path.join(ROOT, dir), (f) => /\.(test|spec)\.tsx?$/.test(f) && f !== SELF))
  for (const file of testFiles) {
    for (const title of testTitles(readFileSync(file, 'utf8'))) {
      for (const m of title.matchAll(ID_PATTERN)) cite(m[1] ?? '', path.relative(ROOT, file))
    }
  }
  const scenarioFiles = SCENARIO_DIRS.flatMap((dir) => walk(path.join(ROOT, dir), (f) => /\.(ya?ml|json)$/.test(f)))
  for (const file of scenarioFiles) {
    for (const id of scenarioRules(readFileSync(file, 'utf8'))) cite(id, path.relative(ROOT, file))
  }
  return { cited, testFiles: testFiles.length, scenarioFiles: scenarioFiles.length }
}

describe('rule coverage (issue 7)', () => {
  it('reads titles of it() and test(), leaving skipped and todo tests out', () => {
    // Built from parts so that no grep for left-behind skipped tests mistakes this fixture for one.
    const [skipped, todo] = [['it', 'skip'].join('.'), ['it', 'todo'].join('.')]
    const source = [
      "it('R8.2 drawing with 10 in hand', () => {})",
      'test("RUL-7 legal actions", () => {})',
      'it(`R19.9 ${x} attack`, () => {})',
      `${skipped}('R9.4 shooting', () => {})`,
      `${todo}('R9.5 exploring')`,
      "describe('R9.6 learning', () => {})",
    ].join('\n')
    expect(testTitles(source)).toEqual(['R8.2 drawing with 10 in hand', 'RUL-7 legal actions', 'R19.9 ${x} attack'])
    expect(scenarioRules('rules: [R19.9, RUL-1]\nnote: x\n')).toEqual(['R19.9', 'RUL-1'])
    expect(scenarioRules('rules:\n  - R16.1\n')).toEqual(['R16.1'])
    expect(scenarioRules('rules: [')).toEqual([])
  })

  it('every rule ID and ruling of lib/rules is cited by a test title or a scenario file (R23.4 exempt)', () => {
    const { cited, testFiles } = citations()
    expect(testFiles).toBeGreaterThan(10)
    const ids = [...RULES.map((r) => r.id as string), ...RULINGS.map((r) => r.id as string)]
    expect(ids.length).toBeGreaterThan(150)
    const uncited = ids.filter((id) => !EXEMPT.has(id) && !cited.has(id))
    if (uncited.length > 0) console.log(`IDs sin ninguna prueba que los cite (${uncited.length}):\n${uncited.join(' ')}`)
    expect(uncited).toEqual([])
  })

  it('the exemption list names only IDs that exist', () => {
    const ids = new Set<string>([...RULES.map((r) => r.id), ...RULINGS.map((r) => r.id)])
    for (const id of EXEMPT) expect(ids.has(id)).toBe(true)
  })
})
