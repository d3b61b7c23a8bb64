// The rules pages rendered to HTML without a server: every entry has its anchor, every
// in-page link lands on something, headings never skip a level, and RuleLink cites correctly.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NOTES, RULES, RULINGS, notesFor, ruleHref, rulingsFor, type CitationId } from '@/lib/rules'
import RuleEntryPage, { generateStaticParams } from './[id]/page'
import RulesPage from './page'
import { RuleLink } from './RuleLink'

const ALL = [...RULES, ...RULINGS, ...NOTES]

const decode = (s: string): string =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The HTML of the element whose id is `id`, up to its closing tag (elements of one tag name do not nest here). */
function elementById(html: string, id: string): string {
  const open = new RegExp(`<(\\w+)[^>]*\\sid="${id.replace(/[.]/g, '\\.')}"[^>]*>`).exec(html)
  if (!open) return ''
  const tag = open[1] ?? ''
  const end = html.indexOf(`</${tag}>`, open.index)
  return html.slice(open.index, end + tag.length + 3)
}

const linkTargets = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1] ?? ''))
const ids = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1] ?? '')))
const headingLevels = (html: string): number[] => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))

describe('RuleLink', () => {
  it('links to the entry on /reglas, shows the ID and names the title', () => {
    const html = renderToStaticMarkup(createElement(RuleLink, { id: 'R8.2' }))
    expect(html).toContain(`href="${ruleHref('R8.2')}"`)
    expect(html).toContain('href="/reglas#R8.2"')
    expect(html).toMatch(/>R8\.2<\/a>$/)
    const title = RULES.find((r) => r.id === 'R8.2')?.title ?? 'missing'
    expect(decode(html)).toContain(`title="${title}"`)
    expect(decode(html)).toContain(`aria-description="Regla: ${title}"`)
  })

  it('links rulings and notes too, and takes its text from children when given', () => {
    for (const id of ['RUL-3', 'NOTE-1'] as const satisfies readonly CitationId[]) {
      const html = decode(renderToStaticMarkup(createElement(RuleLink, { id }, 'esta decisión')))
      expect(html).toContain(`href="/reglas#${id}"`)
      expect(html).toMatch(/>esta decisión<\/a>$/)
    }
  })
})

describe('/reglas', () => {
  const html = renderToStaticMarkup(createElement(RulesPage))
  const pageIds = ids(html)

  it('gives every rule, ruling and note an element whose id is its anchor, showing ID, title and summary', () => {
    for (const entry of ALL) {
      const el = decode(elementById(html, entry.id))
      expect(el, entry.id).not.toBe('')
      expect(el, entry.id).toContain(`>${entry.id}</a>`)
      expect(el, entry.id).toContain(entry.title)
      const firstWords = (entry.kind === 'note' ? entry.question : entry.summary).split(/\s+/).slice(0, 4).join(' ')
      expect(el.replace(/<[^>]+>/g, ''), entry.id).toContain(firstWords)
    }
  })

  it('every in-page link lands on an element of the page', () => {
    const fragments = linkTargets(html).filter((h) => h.startsWith('#') || h.startsWith('/reglas#')).map((h) => h.slice(h.indexOf('#') + 1))
    expect(fragments.length).toBeGreaterThan(ALL.length)
    for (const f of fragments) expect(pageIds.has(f), f).toBe(true)
  })

  it('a rule with rulings or notes links to each of them, and each ruling links the rules it settles', () => {
    for (const rule of RULES) {
      const el = elementById(html, rule.id)
      for (const r of rulingsFor(rule.id)) expect(el, `${rule.id} → ${r.id}`).toContain(`href="/reglas#${r.id}"`)
      for (const n of notesFor(rule.id)) expect(el, `${rule.id} → ${n.id}`).toContain(`href="/reglas#${n.id}"`)
    }
    for (const ruling of RULINGS) {
      const el = elementById(html, ruling.id)
      for (const id of ruling.rules) expect(el, `${ruling.id} → ${id}`).toContain(`href="/reglas#${id}"`)
    }
  })

  it('has a table of contents and the «Decisiones del sitio» and «Notas de interpretación» sections', () => {
    expect(html).toMatch(/<nav[^>]*aria-labelledby="indice-titulo"/)
    expect(decode(html)).toMatch(/<h2[^>]*>Decisiones del sitio<\/h2>/)
    expect(decode(html)).toMatch(/<h2[^>]*>Notas de interpretación<\/h2>/)
    for (const s of ['decisiones', 'notas', 'seccion-7', 'seccion-23']) expect(pageIds.has(s), s).toBe(true)
  })

  it('opens with one h1 and never skips a heading level', () => {
    const levels = headingLevels(html)
    expect(levels[0]).toBe(1)
    expect(levels.filter((l) => l === 1)).toHaveLength(1)
    for (let i = 1; i < levels.length; i++) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1)
  })

  it('uses each id once', () => {
    const all = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('/reglas/[id]', () => {
  it('generates one page per rule, ruling and note', () => {
    expect(generateStaticParams().map((p) => p.id).sort()).toEqual(ALL.map((e) => e.id).sort())
  })

  it('shows the entry under one h1 and links back to its place on /reglas', async () => {
    for (const id of ['R8.2', 'RUL-1', 'NOTE-4']) {
      const element = await RuleEntryPage({ params: Promise.resolve({ id }) })
      const html = decode(renderToStaticMarkup(element))
      const entry = ALL.find((e) => e.id === id)
      expect(headingLevels(html)[0], id).toBe(1)
      expect(headingLevels(html).filter((l) => l === 1), id).toHaveLength(1)
      expect(html, id).toContain(entry?.title ?? 'missing')
      expect(html, id).toContain(`href="/reglas#${id}"`)
    }
  })

  it('has no page for an unknown ID', async () => {
    await expect(RuleEntryPage({ params: Promise.resolve({ id: 'R99.1' }) })).rejects.toThrow()
  })
})
