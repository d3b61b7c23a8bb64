// The README is for a newcomer (issue 28): small, the two commands near the top, and every detail moved to docs/, each
// file linked from it and from /docs. A deterministic budget, like the JavaScript budgets of the end-to-end suite.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCS_DIR, guides, guideTitle } from './guides'

const ROOT = path.join(__dirname, '..', '..')
const README = path.join(ROOT, 'README.md')
const readme = readFileSync(README, 'utf8')

/** Markdown links of a text: [label](target), targets without their #fragment. */
const linksOf = (text: string): string[] => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => (m[1] ?? '').split('#')[0] ?? '').filter((t) => t !== '' && !/^[a-z]+:/.test(t))

describe('the README a newcomer reads', () => {
  it('stays under 10 KB', () => {
    expect(statSync(README).size).toBeLessThan(10_000)
  })

  it('gives the two commands, as commands, within its first 40 lines', () => {
    const first40 = readme.split('\n').slice(0, 40)
    const at = (command: RegExp) => first40.findIndex((line) => command.test(line))
    expect(at(/^npm install && npm start(\s|$)/)).toBeGreaterThanOrEqual(0)
    expect(at(/^npm test(\s|$)/)).toBeGreaterThanOrEqual(0)
  })

  it('links only to docs/ files that exist', () => {
    const docsLinks = linksOf(readme).filter((t) => t.startsWith('docs/'))
    expect(docsLinks.length).toBeGreaterThan(10)
    for (const target of docsLinks) expect(existsSync(path.join(ROOT, target)), target).toBe(true)
  })

  it('links every file of docs/, so nothing moved there is lost to the reader', () => {
    const linked = new Set(linksOf(readme))
    for (const file of readdirSync(DOCS_DIR).filter((f) => f.endsWith('.md'))) expect(linked.has(`docs/${file}`), file).toBe(true)
  })
})

describe('the guides in docs/ (also listed on /docs)', () => {
  it('each has a title and its links to other guides and to the README lead somewhere', () => {
    const listed = guides()
    expect(listed.map((g) => g.file)).toEqual(readdirSync(DOCS_DIR).filter((f) => f.endsWith('.md')).sort())
    for (const guide of listed) {
      const text = readFileSync(path.join(DOCS_DIR, guide.file), 'utf8')
      expect(guide.title, guide.file).not.toBe(guide.file)
      for (const target of linksOf(text).filter((t) => t.endsWith('.md'))) {
        expect(existsSync(path.join(DOCS_DIR, target)), `${guide.file} → ${target}`).toBe(true)
      }
    }
  })

  it('a guide\'s title is its first heading, or its file name without one', () => {
    expect(guideTitle('intro\n# Offline at the table\n\ntext', 'offline.md')).toBe('Offline at the table')
    expect(guideTitle('no heading', 'x.md')).toBe('x.md')
  })
})
