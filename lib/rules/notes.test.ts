import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { NOTES, RULINGS } from './index'

// docs/rules-notes.md is what engineers read; NOTES is what the site shows. They must say the same.
const docPath = fileURLToPath(new URL('../../docs/rules-notes.md', import.meta.url))

type DocNote = { id: string; title: string; rules: string[]; question: string; reading: string; reason: string }

function parseNotes(markdown: string): DocNote[] {
  const notes: DocNote[] = []
  for (const block of markdown.split(/^(?=## NOTE-)/m).slice(1)) {
    const heading = /^## (NOTE-\d+) · (.+)$/m.exec(block)
    const field = (label: string): string => new RegExp(`^- \\*\\*${label}:\\*\\* (.+)$`, 'm').exec(block)?.[1]?.trim() ?? ''
    notes.push({
      id: heading?.[1] ?? '',
      title: heading?.[2]?.trim() ?? '',
      rules: field('Reglas').split(/,\s*/).filter(Boolean),
      question: field('Pregunta'),
      reading: field('Lectura'),
      reason: field('Motivo'),
    })
  }
  return notes
}

describe('docs/rules-notes.md and NOTES', () => {
  const doc = parseNotes(readFileSync(docPath, 'utf8'))

  it('the parser reads a note written in the documented shape', () => {
    const sample = '# T\n\n## NOTE-9 · Algo\n\n- **Reglas:** R7.7, R8.2\n- **Pregunta:** ¿Qué?\n- **Lectura:** Esto.\n- **Motivo:** Porque sí.\n'
    expect(parseNotes(sample)).toEqual([{ id: 'NOTE-9', title: 'Algo', rules: ['R7.7', 'R8.2'], question: '¿Qué?', reading: 'Esto.', reason: 'Porque sí.' }])
  })

  it('every note of the document has all its fields', () => {
    expect(doc.length).toBeGreaterThan(0)
    for (const note of doc) {
      expect(note.id, JSON.stringify(note.title)).toMatch(/^NOTE-\d+$/)
      for (const key of ['title', 'question', 'reading', 'reason'] as const) expect(note[key], `${note.id} ${key}`).not.toBe('')
      expect(note.rules.length, note.id).toBeGreaterThan(0)
    }
  })

  it('numbers the notes 1, 2, 3… without gaps, in both places', () => {
    const expected = doc.map((_, i) => `NOTE-${i + 1}`)
    expect(doc.map((n) => n.id)).toEqual(expected)
    expect(NOTES.map((n) => n.id)).toEqual(expected)
  })

  it('says the same thing in the document and in the data, note by note', () => {
    const data = NOTES.map((n) => ({ id: n.id, title: n.title, rules: [...n.rules], question: n.question, reading: n.reading, reason: n.reason }))
    expect(data).toEqual(doc)
  })
})

describe('notes a ruling replaced', () => {
  it('RUL-30 RUL-31 RUL-46 RUL-47 RUL-49 RUL-53: a note whose reading opens «Sustituida por» names a ruling that exists, and the site marks it', () => {
    const replaced = NOTES.filter((n) => n.replacedBy !== null).map((n) => [n.id, n.replacedBy, n.replacedInPart])
    expect(replaced).toEqual([
      ['NOTE-14', 'RUL-30', false],
      ['NOTE-29', 'RUL-31', false],
      ['NOTE-38', 'RUL-47', false],
      ['NOTE-40', 'RUL-46', true],
      ['NOTE-41', 'RUL-49', true],
      ['NOTE-43', 'RUL-53', true],
      ['NOTE-52', 'RUL-53', false],
    ])
    for (const [, ruling] of replaced) expect(RULINGS.some((r) => r.id === ruling)).toBe(true)
    expect(NOTES.find((n) => n.id === 'NOTE-42')?.replacedBy).toBeNull()
  })
})
