// The project's guides (docs/*.md, linked from the README): read at build time, listed on /docs and shown each at
// /docs/guia/{slug}, so the site and the repository point at the same files. The README test (readme.test.ts) keeps
// the README linking every one of them. Server code only (it reads the disk), imported by the pages of /docs.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const DOCS_DIR = path.join(process.cwd(), 'docs')

export type Guide = { slug: string; file: string; title: string }

/** A guide's title: its first "# " heading, or its file name. */
export function guideTitle(text: string, file: string): string {
  return /^# (.+)$/m.exec(text)?.[1]?.trim() ?? file
}

/** Every guide, by file name. */
export function guides(dir = DOCS_DIR): Guide[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => ({ slug: file.slice(0, -'.md'.length), file, title: guideTitle(readFileSync(path.join(dir, file), 'utf8'), file) }))
}

/** One guide's text, or null when there is no such guide. */
export function guideText(slug: string, dir = DOCS_DIR): string | null {
  const guide = guides(dir).find((g) => g.slug === slug)
  return guide === undefined ? null : readFileSync(path.join(dir, guide.file), 'utf8')
}
