// The rules pages rendered to HTML without a server: every entry has its anchor on its section's
// page, every link to an entry lands on it, headings never skip a level, RuleLink cites correctly
// and old /reglas#ID links are forwarded to the right page.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NOTES, RULES, RULINGS, SECTIONS, notesFor, ruleHref, rulingsFor, sectionByEntry, type CitationId } from '@/lib/rules'
import RuleEntryPage, { generateStaticParams } from './[id]/page'
import { movedFragmentHref, sectionPagePath } from './fragment-redirect'
import RulesPage from './page'
import { RuleLink } from './RuleLink'
import RuleSectionPage, { generateStaticParams as sectionParams } from './seccion/[n]/page'

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
  it('links to the entry on its section page, shows the ID and names the title', () => {
    const html = renderToStaticMarkup(createElement(RuleLink, { id: 'R8.2' }))
    expect(html).toContain(`href="${ruleHref('R8.2')}"`)
    expect(html).toContain('href="/reglas/seccion/8#R8.2"')
    expect(html).toMatch(/>R8\.2<\/a>$/)
    const title = RULES.find((r) => r.id === 'R8.2')?.title ?? 'missing'
    expect(decode(html)).toContain(`title="${title}"`)
    expect(decode(html)).toContain(`aria-description="Regla: ${title}"`)
  })

  it('links rulings and notes to the section of the first rule they name, and takes its text from children when given', () => {
    for (const entry of [RULINGS[0], NOTES[0]]) {
      if (!entry) throw new Error('no rulings or notes')
      const section = Number(/^R(\d+)\./.exec(entry.rules[0] ?? '')?.[1])
      const html = decode(renderToStaticMarkup(createElement(RuleLink, { id: entry.id }, 'esta decisión')))
      expect(html).toContain(`href="/reglas/seccion/${section}#${entry.id}"`)
      expect(html).toMatch(/>esta decisión<\/a>$/)
    }
  })
})

const sectionHtml = new Map<number, string>()
async function renderSection(n: number): Promise<string> {
  let html = sectionHtml.get(n)
  if (html === undefined) {
    html = renderToStaticMarkup(await RuleSectionPage({ params: Promise.resolve({ n: String(n) }) }))
    sectionHtml.set(n, html)
  }
  return html
}

describe('/reglas/seccion/[n]', () => {
  it('generates one page per section of the reglamento', () => {
    expect(sectionParams().map((p) => p.n)).toEqual(SECTIONS.map((s) => String(s.number)))
  })

  it('gives every rule, ruling and note an element on its section page whose id is its anchor, with ID, title and summary', async () => {
    for (const entry of ALL) {
      const html = await renderSection(entry.section)
      const el = decode(elementById(html, entry.id))
      expect(el, entry.id).not.toBe('')
      expect(el, entry.id).toContain(`>${entry.id}</a>`)
      expect(el, entry.id).toContain(entry.title)
      const firstWords = (entry.kind === 'note' ? entry.question : entry.summary).split(/\s+/).slice(0, 4).join(' ')
      expect(el.replace(/<[^>]+>/g, ''), entry.id).toContain(firstWords)
    }
  })

  it('every link to a rules page fragment, on any section page, lands on an element of that page', async () => {
    let checked = 0
    for (const s of SECTIONS) {
      const html = await renderSection(s.number)
      for (const href of linkTargets(html)) {
        const m = /^(?:\/reglas\/seccion\/(\d+))?#(.+)$/.exec(href)
        if (!m) continue
        const target = m[1] === undefined ? html : await renderSection(Number(m[1]))
        expect(ids(target).has(m[2] ?? ''), `${s.number}: ${href}`).toBe(true)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(ALL.length)
  })

  it('a rule links to its rulings and notes, and each ruling links the rules it settles', async () => {
    for (const rule of RULES) {
      const el = elementById(await renderSection(rule.section), rule.id)
      for (const r of rulingsFor(rule.id)) expect(el, `${rule.id} → ${r.id}`).toContain(`href="${ruleHref(r.id)}"`)
      for (const n of notesFor(rule.id)) expect(el, `${rule.id} → ${n.id}`).toContain(`href="${ruleHref(n.id)}"`)
    }
    for (const ruling of RULINGS) {
      const el = elementById(await renderSection(ruling.section), ruling.id)
      for (const id of ruling.rules) expect(el, `${ruling.id} → ${id}`).toContain(`href="${ruleHref(id)}"`)
    }
  })

  it('each page opens with one h1, never skips a heading level and uses each id once', async () => {
    for (const s of SECTIONS) {
      const html = await renderSection(s.number)
      const levels = headingLevels(html)
      expect(levels[0], String(s.number)).toBe(1)
      expect(levels.filter((l) => l === 1), String(s.number)).toHaveLength(1)
      for (let i = 1; i < levels.length; i++) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0), String(s.number)).toBeLessThanOrEqual(1)
      const all = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
      expect(new Set(all).size, String(s.number)).toBe(all.length)
    }
  })

  it('has no page for a section the reglamento does not number', async () => {
    await expect(RuleSectionPage({ params: Promise.resolve({ n: '99' }) })).rejects.toThrow()
  })
})

describe('/reglas (the index)', () => {
  const html = decode(renderToStaticMarkup(createElement(RulesPage)))

  it('links every section page and lists every ruling and note, linked to its place', () => {
    for (const s of SECTIONS) expect(html, String(s.number)).toContain(`href="${sectionPagePath(s.number)}"`)
    for (const entry of [...RULINGS, ...NOTES]) expect(html, entry.id).toContain(`href="${ruleHref(entry.id)}"`)
    expect(html).toMatch(/<nav[^>]*aria-labelledby="indice-titulo"/)
    expect(html).toMatch(/<h2[^>]*>Decisiones del sitio<\/h2>/)
    expect(html).toMatch(/<h2[^>]*>Notas de interpretación<\/h2>/)
    for (const id of ['indice', 'decisiones', 'notas']) expect(ids(html).has(id), id).toBe(true)
  })

  it('opens with one h1 and never skips a heading level', () => {
    const levels = headingLevels(html)
    expect(levels[0]).toBe(1)
    expect(levels.filter((l) => l === 1)).toHaveLength(1)
    for (let i = 1; i < levels.length; i++) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1)
  })
})

describe('old /reglas#ID links', () => {
  const sectionOf = sectionByEntry()

  it('forward every rule, ruling and note to where RuleLink points now', () => {
    for (const entry of ALL) expect(movedFragmentHref(`#${entry.id}`, sectionOf), entry.id).toBe(ruleHref(entry.id))
    expect(movedFragmentHref('#R8.2', sectionOf)).toBe('/reglas/seccion/8#R8.2')
  })

  it('forward an old section anchor to its page, and leave the index own anchors and unknown ones alone', () => {
    expect(movedFragmentHref('#seccion-19', sectionOf)).toBe('/reglas/seccion/19')
    for (const f of ['#indice', '#decisiones', '#notas', '#R99.1', '#seccion-99', '', '#%E0%A4%A', '#toString']) {
      expect(movedFragmentHref(f, sectionOf), f).toBeNull()
    }
  })
})

describe('/reglas/[id]', () => {
  it('generates one page per rule, ruling and note', () => {
    expect(generateStaticParams().map((p) => p.id).sort()).toEqual(ALL.map((e) => e.id).sort())
  })

  it('shows the entry under one h1 and links back to its place on its section page', async () => {
    for (const id of ['R8.2', 'RUL-1', 'NOTE-4']) {
      const element = await RuleEntryPage({ params: Promise.resolve({ id }) })
      const html = decode(renderToStaticMarkup(element))
      const entry = ALL.find((e) => e.id === id)
      expect(headingLevels(html)[0], id).toBe(1)
      expect(headingLevels(html).filter((l) => l === 1), id).toHaveLength(1)
      expect(html, id).toContain(entry?.title ?? 'missing')
      expect(html, id).toContain(`href="${ruleHref(id as CitationId)}"`)
    }
  })

  it('has no page for an unknown ID', async () => {
    await expect(RuleEntryPage({ params: Promise.resolve({ id: 'R99.1' }) })).rejects.toThrow()
  })
})
