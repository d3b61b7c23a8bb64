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

// Paths are written out from process.cwd() and 'docs' at each call, so the build traces the docs folder alone rather
// than the whole project (a path from a variable makes Turbopack include every file).
const readGuide = (file: string): string => readFileSync(path.join(process.cwd(), 'docs', path.basename(file)), 'utf8')

/** Every guide, by file name. */
export function guides(): Guide[] {
  return readdirSync(path.join(process.cwd(), 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => ({ slug: file.slice(0, -'.md'.length), file, title: guideTitle(readGuide(file), file) }))
}

/** One guide's text, or null when there is no such guide. */
export function guideText(slug: string): string | null {
  const guide = guides().find((g) => g.slug === slug)
  return guide === undefined ? null : readGuide(guide.file)
}
