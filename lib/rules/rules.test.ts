import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  citedIds, getRule, isRuleId, KIND_LABELS, NOTES, notesFor, RULES, RULINGS, ruleAnchor, ruleHref, ruleLabel,
  rulePageHref, rulesInSection, rulingsFor, SECTIONS, sectionOfRuleId, splitCitations, type Citation,
} from './index'

// The comparisons with the rulebook sources (coverage of every rule and ruling, no copied sentences) need
// shared/rules beside the checkout, so they live in sources.test.ts and run with `npm run check:sources`.
const ALL: readonly Citation[] = [...RULES, ...RULINGS, ...NOTES]
const textsOf = (c: Citation): string[] =>
  c.kind === 'note' ? [c.title, c.question, c.reading, c.reason] : [c.title, c.summary]

describe('consistency of the rules data', () => {
  it('uses every ID once across rules, rulings and notes', () => {
    const ids = ALL.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('files each rule under the section its ID names, with that section titled', () => {
    const titles = new Map<number, string>(SECTIONS.map((s) => [s.number, s.title]))
    for (const rule of RULES) {
      expect(rule.section, rule.id).toBe(sectionOfRuleId(rule.id))
      expect(rule.sectionTitle, rule.id).toBe(titles.get(rule.section))
    }
  })

  it('lists each section once, in order, and only sections that hold rules', () => {
    const numbers = SECTIONS.map((s) => s.number)
    expect(numbers).toEqual([...new Set(RULES.map((r) => r.section))].sort((a, b) => a - b))
    for (const s of SECTIONS) expect(rulesInSection(s.number).length, `§${s.number}`).toBeGreaterThan(0)
  })

  it('links every ruling and note to rules that exist, and files it under its first rule', () => {
    for (const entry of [...RULINGS, ...NOTES]) {
      expect(entry.rules.length, entry.id).toBeGreaterThan(0)
      for (const id of entry.rules) expect(getRule(id)?.kind, `${entry.id} → ${id}`).toBe('rule')
      expect(new Set(entry.rules).size, entry.id).toBe(entry.rules.length)
      expect(entry.section, entry.id).toBe(sectionOfRuleId(entry.rules[0] ?? ''))
      expect(entry.sectionTitle, entry.id).not.toBe('')
    }
  })
})

describe('summaries', () => {
  it('gives every rule and ruling a short title and a summary of one to three sentences', () => {
    for (const entry of [...RULES, ...RULINGS]) {
      expect(entry.title.length, entry.id).toBeGreaterThan(2)
      expect(entry.title.length, entry.id).toBeLessThanOrEqual(50)
      expect(entry.summary, entry.id).toMatch(/[.)]$/)
      const sentences = entry.summary.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '')
      expect(sentences.length, entry.id).toBeGreaterThanOrEqual(1)
      expect(sentences.length, entry.id).toBeLessThanOrEqual(3)
    }
  })

  it('gives every note a question, a reading and a reason', () => {
    expect(NOTES.length).toBeGreaterThanOrEqual(10)
    for (const note of NOTES) {
      expect(note.question, note.id).toMatch(/\?/)
      expect(note.reading.length, note.id).toBeGreaterThan(40)
      expect(note.reason.length, note.id).toBeGreaterThan(40)
    }
  })

  it('cites only IDs that exist, and never itself', () => {
    for (const entry of ALL) {
      for (const text of textsOf(entry)) {
        for (const id of citedIds(text)) {
          expect(isRuleId(id), `${entry.id} cites ${id}`).toBe(true)
          expect(id, entry.id).not.toBe(entry.id)
        }
      }
    }
  })
})

describe('helpers', () => {
  it('finds entries by ID and rejects unknown IDs', () => {
    expect(getRule('R8.2')?.kind).toBe('rule')
    expect(getRule('RUL-3')?.kind).toBe('ruling')
    expect(getRule('NOTE-1')?.kind).toBe('note')
    for (const bad of ['R99.1', 'R8', 'RUL-0', 'RUL-999', 'NOTE-0', 'r8.2', ' R8.2', '']) {
      expect(getRule(bad), bad).toBeUndefined()
      expect(isRuleId(bad), bad).toBe(false)
    }
    for (const entry of ALL) {
      expect(isRuleId(entry.id)).toBe(true)
      expect(getRule(entry.id)).toBe(entry)
    }
  })

  it('anchors every entry with an ID that works as an HTML id and as a URL fragment', () => {
    const anchors = ALL.map((c) => ruleAnchor(c.id))
    expect(new Set(anchors).size).toBe(anchors.length)
    for (const entry of ALL) {
      const anchor = ruleAnchor(entry.id)
      expect(anchor).toMatch(/^[A-Za-z][A-Za-z0-9.-]*$/)
      expect(encodeURIComponent(anchor)).toBe(anchor)
      // Shown on the page of its section (a ruling or note: that of the first rule it names).
      expect(ruleHref(entry.id)).toBe(`/reglas/seccion/${entry.section}#${anchor}`)
      expect(new URL(ruleHref(entry.id), 'http://x').hash).toBe(`#${anchor}`)
      expect(new URL(rulePageHref(entry.id), 'http://x').pathname).toBe(`/reglas/${entry.id}`)
    }
    expect(ruleHref('R8.2')).toBe('/reglas/seccion/8#R8.2')
    expect(ruleHref('RUL-3')).toBe('/reglas/seccion/6#RUL-3')
  })

  it('labels an entry with its ID and title, and leaves an unknown ID as it is', () => {
    for (const entry of ALL) expect(ruleLabel(entry.id)).toBe(`${entry.id} · ${entry.title}`)
    expect(ruleLabel('R99.9')).toBe('R99.9')
  })

  it('finds the rulings and notes of a rule from their own lists, both ways', () => {
    for (const rule of RULES) {
      const expectedRulings = RULINGS.filter((r) => r.rules.some((id) => id === rule.id)).map((r) => r.id)
      expect(rulingsFor(rule.id).map((r) => r.id), rule.id).toEqual(expectedRulings)
      const expectedNotes = NOTES.filter((n) => n.rules.some((id) => id === rule.id)).map((n) => n.id)
      expect(notesFor(rule.id).map((n) => n.id), rule.id).toEqual(expectedNotes)
    }
    expect(rulingsFor('R6.8').map((r) => r.id)).toEqual(expect.arrayContaining(['RUL-3', 'RUL-4']))
    expect(rulingsFor('R99.1')).toEqual([])
  })

  it('has a label for every kind', () => {
    for (const kind of new Set(ALL.map((c) => c.kind))) expect(KIND_LABELS[kind].singular).not.toBe('')
  })

  it('splits a text at the IDs it cites and joins back to the same text', () => {
    const text = 'Ver R18.4 y RUL-22; R99.9 no existe (NOTE-1).'
    const segments = splitCitations(text)
    expect(segments.filter((s) => s.kind === 'citation').map((s) => (s.kind === 'citation' ? s.id : ''))).toEqual(['R18.4', 'RUL-22', 'NOTE-1'])
    const join = (t: string): string => splitCitations(t).map((s) => (s.kind === 'text' ? s.text : s.id)).join('')
    expect(join(text)).toBe(text)
    for (const entry of ALL) for (const t of textsOf(entry)) expect(join(t)).toBe(t)
    const ids = ALL.map((c) => c.id)
    fc.assert(fc.property(
      fc.array(fc.oneof(fc.string(), fc.constantFrom(...ids), fc.constantFrom(' ', '(', ')', ', ', 'R', '.', '-'))),
      (parts) => {
        const t = parts.join('')
        expect(join(t)).toBe(t)
        // Adjacent text segments are merged: a citation is always a whole known ID.
        const segs = splitCitations(t)
        for (let i = 1; i < segs.length; i++) expect(segs[i - 1]?.kind === 'text' && segs[i]?.kind === 'text').toBe(false)
      },
    ))
  })
})
