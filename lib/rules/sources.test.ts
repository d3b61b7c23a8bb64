// Run by `npm run check:sources` (scripts/check-sources.mjs), never by `npm test`: these tests compare the project's
// rules data with the rulebook sources, which live outside the repository (shared/rules beside the checkout, or
// DM_SHARED_DIR). A clone alone has no sources, so the plain suite must not need them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOTES, RULES, RULINGS, type Citation } from './index'

const sharedDir = process.env.DM_SHARED_DIR
if (!sharedDir) throw new Error('Falta DM_SHARED_DIR: ejecuta estas comprobaciones con `npm run check:sources`.')
const sourceDir = path.join(path.resolve(sharedDir), 'rules')
const readSource = (name: string): string => {
  try {
    return readFileSync(path.join(sourceDir, name), 'utf8')
  } catch {
    throw new Error(`No encuentro ${path.join(sourceDir, name)}: las reglas fuente están en shared/rules junto al repositorio (o define DM_SHARED_DIR).`)
  }
}
const indexText = readSource('INDEX.md')
const rulingsText = readSource('RULINGS.md')
const reglamentoText = readSource('reglamento-duelo-de-masters-v2.4.txt')
const manualText = readSource('manual-dalmas-y-reliquias.txt')

/** Rule ID → section number, as INDEX.md files them under `## §n` headings. */
function indexRuleSections(text: string): Map<string, number> {
  const out = new Map<string, number>()
  let section = 0
  for (const line of text.split('\n')) {
    const heading = /^## §(\d+)\b/.exec(line)
    if (heading) section = Number(heading[1])
    const rule = /^- (R\d+\.\d+) /.exec(line)
    if (rule?.[1]) out.set(rule[1], section)
  }
  return out
}
const indexIds = [...indexText.matchAll(/^- (R\d+\.\d+) /gm)].map((m) => m[1])
const rulingIds = [...rulingsText.matchAll(/^- (RUL-\d+) /gm)].map((m) => m[1])
const indexLines = new Map([...indexText.matchAll(/^- (R\d+\.\d+) (.+)$/gm)].map((m) => [m[1], m[2] ?? '']))

// Copy detection: every run of WINDOW characters of a text, after folding case and spacing.
const WINDOW = 40
const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim()
function windowsOf(text: string): Set<string> {
  const folded = fold(text)
  const out = new Set<string>()
  for (let i = 0; i + WINDOW <= folded.length; i++) out.add(folded.slice(i, i + WINDOW))
  return out
}
function sharedRun(text: string, source: Set<string>): string | null {
  const folded = fold(text)
  for (let i = 0; i + WINDOW <= folded.length; i++) {
    const run = folded.slice(i, i + WINDOW)
    if (source.has(run)) return run
  }
  return null
}
const sourceWindows = new Set([indexText, rulingsText, reglamentoText, manualText].flatMap((t) => [...windowsOf(t)]))

const ALL: readonly Citation[] = [...RULES, ...RULINGS, ...NOTES]
const textsOf = (c: Citation): string[] =>
  c.kind === 'note' ? [c.title, c.question, c.reading, c.reason] : [c.title, c.summary]

describe('coverage of the rulebook sources', () => {
  it('has exactly one entry for every rule ID of INDEX.md, and no other rule', () => {
    expect(indexIds.length).toBeGreaterThan(150)
    for (const id of indexIds) expect(RULES.filter((r) => r.id === id), id).toHaveLength(1)
    expect(RULES.map((r) => r.id).sort()).toEqual([...indexIds].sort())
  })

  it('keeps the rules in the order of INDEX.md', () => {
    expect(RULES.map((r) => r.id)).toEqual(indexIds)
  })

  it('has exactly one entry for every ruling of RULINGS.md, and no other ruling', () => {
    expect(rulingIds.length).toBeGreaterThanOrEqual(29)
    for (const id of rulingIds) expect(RULINGS.filter((r) => r.id === id), id).toHaveLength(1)
    expect(RULINGS.map((r) => r.id).sort()).toEqual([...rulingIds].sort())
  })

  it('files each rule under the section INDEX.md gives it', () => {
    const sections = indexRuleSections(indexText)
    for (const rule of RULES) expect(rule.section, rule.id).toBe(sections.get(rule.id))
  })

  it('names each ruling against the rule RULINGS.md cites for it, when it cites one', () => {
    // RULINGS.md often opens a ruling with the rule it reads, e.g. "RUL-16 Posada (R7.8)".
    for (const m of rulingsText.matchAll(/^- (RUL-\d+) [^\n(]*\((R\d+\.\d+)/gm)) {
      const ruling = RULINGS.find((r) => r.id === m[1])
      expect(ruling?.rules, m[1]).toContain(m[2])
    }
  })
})

describe('summaries in our own words', () => {
  it('the copy detector finds a sentence lifted from the sources', () => {
    const lifted = `Resumen: ${indexLines.get('R7.8') ?? ''}`
    expect(sharedRun(lifted, sourceWindows)).not.toBeNull()
    const fromReglamento = reglamentoText.slice(20_000, 20_100)
    expect(sharedRun(`Texto ${fromReglamento}`, sourceWindows)).not.toBeNull()
    expect(sharedRun('Un texto escrito de nuevo que no repite ninguna frase del reglamento original.', sourceWindows)).toBeNull()
  })

  it('shares no run of 40 characters with INDEX.md, RULINGS.md, the reglamento or the manual', () => {
    const copies: string[] = []
    for (const entry of ALL) {
      for (const text of textsOf(entry)) {
        const run = sharedRun(text, sourceWindows)
        if (run) copies.push(`${entry.id}: «${run}»`)
      }
    }
    expect(copies).toEqual([])
  })

  it('no summary is the INDEX line itself', () => {
    for (const rule of RULES) expect(fold(rule.summary), rule.id).not.toBe(fold(indexLines.get(rule.id) ?? ''))
  })
})
