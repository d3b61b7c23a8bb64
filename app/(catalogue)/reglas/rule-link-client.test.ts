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

const index = citationIndex()
const inTools = (id: string, fallback?: string) =>
  renderToStaticMarkup(createElement(CitationsProvider, { index, children: createElement(RuleLinkClient, { id, fallback }) }))

describe('RuleLinkClient (the tools)', () => {
  it('renders the same link as RuleLink for every entry', () => {
    for (const entry of [...RULES, ...RULINGS, ...NOTES]) {
      expect(inTools(entry.id), entry.id).toBe(renderToStaticMarkup(createElement(RuleLink, { id: entry.id })))
    }
  })

  it('shows the fallback for an ID the site does not have, and nothing outside the tools layout', () => {
    expect(inTools('R99.1', 'R99.1')).toBe('R99.1')
    expect(inTools('R99.1')).toBe('')
    expect(renderToStaticMarkup(createElement(RuleLinkClient, { id: 'R8.2', fallback: 'R8.2' }))).toBe('R8.2')
  })

  it('the index carries only sections and titles, not the rules text', () => {
    const json = JSON.stringify(index)
    expect(Object.keys(index)).toHaveLength(RULES.length + RULINGS.length + NOTES.length)
    expect(json).not.toContain(RULES[0]?.summary ?? 'missing')
  })
})
