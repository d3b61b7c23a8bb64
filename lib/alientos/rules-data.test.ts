// The alientos rules data: IDs unique and well formed, every rule a ruling or note cites exists, the notes shown on
// the site are word for word those of docs/alientos-rules-notes.md, and (issue 31, "Done when") every rule, ruling
// and note is cited by a test title or by a passing scenario file's `rules:`.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { ALIENTOS_NOTE_IDS, ALIENTOS_NOTES, ALIENTOS_RULE_IDS, ALIENTOS_RULING_IDS, ALIENTOS_RULINGS, ALIENTOS_SECTIONS } from './rules-data'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const ID = /\b(A\d+\.\d+|ALI-\d+|AN-\d+)\b/g

describe('the alientos rules data', () => {
  it('IDs are unique, ordered by section and well formed', () => {
    const all = [...ALIENTOS_RULE_IDS, ...ALIENTOS_RULING_IDS, ...ALIENTOS_NOTE_IDS]
    expect(new Set(all).size).toBe(all.length)
    for (const s of ALIENTOS_SECTIONS) for (const r of s.rules) expect(r.id.startsWith(`${s.id}.`)).toBe(true)
    expect(ALIENTOS_RULING_IDS).toEqual(Array.from({ length: 9 }, (_, i) => `ALI-${i + 1}`))
  })
  it('every ID a summary, ruling or note cites exists', () => {
    const known = new Set([...ALIENTOS_RULE_IDS, ...ALIENTOS_RULING_IDS, ...ALIENTOS_NOTE_IDS])
    const texts = [
      ...ALIENTOS_SECTIONS.flatMap((s) => s.rules.map((r) => r.summary)),
      ...ALIENTOS_RULINGS.flatMap((r) => [r.summary, ...r.rules]),
      ...ALIENTOS_NOTES.flatMap((n) => [n.question, n.reading, n.reason, ...n.rules]),
    ]
    for (const text of texts) for (const id of text.match(ID) ?? []) expect(known.has(id), `${id} in «${text}»`).toBe(true)
  })
  it('docs/alientos-rules-notes.md says word for word what the site shows', () => {
    const md = readFileSync(path.join(ROOT, 'docs/alientos-rules-notes.md'), 'utf8')
    const sections = md.split(/^## /m).slice(1)
    expect(sections.map((s) => s.split(' · ')[0])).toEqual(ALIENTOS_NOTE_IDS)
    ALIENTOS_NOTES.forEach((n, i) => {
      const text = sections[i] as string
      expect(text.startsWith(`${n.id} · ${n.title}\n`)).toBe(true)
      expect(text).toContain(`- **Reglas:** ${n.rules.join(', ')}\n`)
      expect(text).toContain(`- **Pregunta:** ${n.question}\n`)
      expect(text).toContain(`- **Lectura:** ${n.reading}\n`)
      expect(text).toContain(`- **Motivo:** ${n.reason}\n`)
    })
  })
})

/** Titles of it()/test() calls, skipped and todo ones left out (they prove nothing). */
function testTitles(source: string): string[] {
  const titles: string[] = []
  const call = /\b(?:it|test)((?:\.(?:only|concurrent|each\([^)]*\)|skip|todo|fails))*)\(\s*(['"`])/g
  for (let m = call.exec(source); m; m = call.exec(source)) {
    const quote = m[2] as string
    let end = call.lastIndex
    while (end < source.length && source[end] !== quote) end += source[end] === '\\' ? 2 : 1
    if (!/\.(skip|todo|fails)\b/.test(m[1] ?? '')) titles.push(source.slice(call.lastIndex, end))
    call.lastIndex = end + 1
  }
  return titles
}

function walk(dir: string, keep: (f: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) walk(full, keep, out)
    else if (keep(full)) out.push(full)
  }
  return out
}

describe('coverage of the alientos rules', () => {
  it('every rule, ruling and note of Duelo de alientos is cited by a test title or a scenario file', () => {
    const cited = new Set<string>()
    const self = fileURLToPath(import.meta.url)
    for (const dir of ['lib', 'app', 'e2e']) {
      for (const file of walk(path.join(ROOT, dir), (f) => /\.(test|spec)\.tsx?$/.test(f) && f !== self)) {
        for (const title of testTitles(readFileSync(file, 'utf8'))) for (const id of title.match(ID) ?? []) cited.add(id)
      }
    }
    const scenarios = path.join(ROOT, 'scenarios/alientos')
    for (const f of readdirSync(scenarios)) {
      const raw = parseYaml(readFileSync(path.join(scenarios, f), 'utf8')) as { rules?: string[] }
      for (const id of raw.rules ?? []) cited.add(id)
    }
    const missing = [...ALIENTOS_RULE_IDS, ...ALIENTOS_RULING_IDS, ...ALIENTOS_NOTE_IDS].filter((id) => !cited.has(id))
    expect(missing).toEqual([])
  })
})
