// Run by `npm run check:sources`, never by `npm test` (the sources live outside the repository): the alientos rules
// data covers every ruling of ALIENTOS-RULINGS.md and copies no sentence of the rules text or the rulings.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ALIENTOS_NOTES, ALIENTOS_RULING_IDS, ALIENTOS_RULINGS, ALIENTOS_SECTIONS } from './rules-data'

const sharedDir = process.env.DM_SHARED_DIR
if (!sharedDir) throw new Error('Falta DM_SHARED_DIR: ejecuta estas comprobaciones con `npm run check:sources`.')
const read = (name: string) => readFileSync(path.join(path.resolve(sharedDir), 'rules', name), 'utf8')
const rulesText = read('duelo-de-alientos.txt')
const rulingsText = read('ALIENTOS-RULINGS.md')

const WINDOW = 40
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()
const windows = new Set<string>()
for (const t of [rulesText, rulingsText]) { const f = fold(t); for (let i = 0; i + WINDOW <= f.length; i++) windows.add(f.slice(i, i + WINDOW)) }

describe('the alientos rules data against its sources', () => {
  it('covers every ruling of ALIENTOS-RULINGS.md, once', () => {
    expect(ALIENTOS_RULING_IDS).toEqual([...rulingsText.matchAll(/^- (ALI-\d+) /gm)].map((m) => m[1]))
  })
  it('copies no run of 40 characters from the rules text or the rulings', () => {
    const texts = [
      ...ALIENTOS_SECTIONS.flatMap((s) => s.rules.flatMap((r) => [r.title, r.summary])),
      ...ALIENTOS_RULINGS.map((r) => r.summary),
      ...ALIENTOS_NOTES.flatMap((n) => [n.question, n.reading, n.reason]),
    ]
    for (const text of texts) {
      const f = fold(text)
      for (let i = 0; i + WINDOW <= f.length; i++) expect(windows.has(f.slice(i, i + WINDOW)), `«${f.slice(i, i + WINDOW)}»`).toBe(false)
    }
  })
})
