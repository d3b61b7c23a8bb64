// Every class a component reads from a CSS module exists in that module. A missing one is not an error anywhere:
// the module object answers `undefined`, and the element renders with class="undefined" and none of the style its
// author meant (the builder's panels, the goldfish zones and a card's references did, until issue 28's review).
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path
  }
}

/** Every `.name` in a stylesheet: a superset of its classes (a number's decimals never start with a letter). */
const classesOf = (css: string): Set<string> => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1] as string))

/** The module classes `source` reads that its stylesheets lack, as "binding.name (stylesheet)". */
function missingClasses(source: string, file: string): string[] {
  const missing: string[] = []
  for (const [, binding, spec] of source.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.module\.css)['"]/g)) {
    const cssPath = spec!.startsWith('@/') ? join(root, spec!.slice(2)) : join(dirname(file), spec!)
    const defined = classesOf(readFileSync(cssPath, 'utf8'))
    const used = [...source.matchAll(new RegExp(`\\b${binding}(?:\\.(\\w+)|\\[['"]([\\w-]+)['"]\\])`, 'g'))].map((m) => (m[1] ?? m[2]) as string)
    for (const name of new Set(used)) if (!defined.has(name)) missing.push(`${binding}.${name} (${relative(root, cssPath)})`)
  }
  return missing
}

describe('CSS modules', () => {
  it('finds a class its stylesheet lacks (the check itself)', () => {
    const file = join(root, 'app/(decks)/mazos/_builder/DeckList.tsx')
    const source = "import styles from './builder.module.css'\nconst a = styles.noSuchClassHere\n"
    expect(missingClasses(source, file)).toEqual(['styles.noSuchClassHere (app/(decks)/mazos/_builder/builder.module.css)'])
  })

  it('every class a component reads from a module is defined there', () => {
    const found: string[] = []
    for (const dir of ['app', 'components', 'lib']) {
      let files: string[]
      try { files = [...sources(join(root, dir))] } catch { continue }
      for (const file of files) {
        const source = readFileSync(file, 'utf8')
        if (!source.includes('.module.css')) continue
        for (const m of missingClasses(source, file)) found.push(`${relative(root, file)}: ${m}`)
      }
    }
    expect(found).toEqual([])
  })
})
