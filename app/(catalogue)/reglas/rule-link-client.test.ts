// The tools' RuleLink (citation index from their layout, no rules text) must cite exactly like the
// server's RuleLink: same address, title and description for every rule, ruling and note.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NOTES, RULES, RULINGS } from '@/lib/rules'
import { citationIndex } from './citation-index'
import { CitationsProvider } from './CitationsProvider'
import { RuleLink } from './RuleLink'
import { RuleLink as RuleLinkClient } from './RuleLinkClient'
import { TOOL_CITATION_INDEX } from './tool-citation-index'

const index = citationIndex()
const inTools = (id: string, fallback?: string) =>
  renderToStaticMarkup(createElement(CitationsProvider, { index, children: createElement(RuleLinkClient, { id, fallback }) }))

describe('RuleLinkClient (the tools)', () => {
  it('renders the same link as RuleLink for every entry', () => {
    for (const entry of [...RULES, ...RULINGS, ...NOTES]) {
      expect(inTools(entry.id), entry.id).toBe(renderToStaticMarkup(createElement(RuleLink, { id: entry.id })))
    }
  })

  it('shows the fallback for an ID the site does not have', () => {
    expect(inTools('R99.1', 'R99.1')).toBe('R99.1')
    expect(inTools('R99.1')).toBe('')
  })

  it('outside the tools layout, still links by the ID shape (rule on its section page, ruling or note on its own page)', () => {
    const alone = (id: string) => renderToStaticMarkup(createElement(RuleLinkClient, { id, fallback: 'x' }))
    expect(alone('R8.2')).toContain('href="/reglas/seccion/8#R8.2"')
    expect(alone('RUL-3')).toContain('href="/reglas/RUL-3"')
    expect(alone('NOTE-1')).toContain('href="/reglas/NOTE-1"')
    expect(alone('hola')).toBe('x')
  })

  it('the tools\' index in their scripts is the current one (else: npx tsx scripts/write-citation-index.ts)', () => {
    expect(TOOL_CITATION_INDEX).toEqual(index)
  })

  it('the index carries only sections and titles, not the rules text', () => {
    const json = JSON.stringify(index)
    expect(Object.keys(index)).toHaveLength(RULES.length + RULINGS.length + NOTES.length)
    expect(json).not.toContain(RULES[0]?.summary ?? 'missing')
  })
})
