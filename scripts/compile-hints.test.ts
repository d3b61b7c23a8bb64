// scripts/compile-hints.mjs: after every production compile, the scripts every page runs first start with V8's
// compile hint, and so do the own chunks of the pages named (the builder's), but no other page's chunks nor the
// layouts' (they stay lazily compiled). A build whose manifests cannot be read fails the build instead of silently
// losing the hint.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, HINTED_PAGES, pageOwnScripts } from './compile-hints.mjs'

const made: string[] = []
afterEach(() => { for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true }) })

const BUILDER = '/(decks)/mazos/page'

function fakeBuild(manifest: unknown): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  made.push(dist)
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  for (const name of ['react.js', 'router.js', 'page.js', 'styles.css', 'layout.js', 'decks-layout.js', 'builder.js', 'legality.js']) {
    writeFileSync(path.join(dist, 'static', 'chunks', name), `/* ${name} */(()=>{})()\n`)
  }
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest))
  // The builder's client-reference manifest as Next writes it: a script filling globalThis.__RSC_MANIFEST.
  const entries = {
    '[project]/app/layout': ['static/chunks/layout.js'],
    '[project]/app/(decks)/layout': ['static/chunks/layout.js', 'static/chunks/decks-layout.js'],
    '[project]/app/(decks)/mazos/page': ['static/chunks/layout.js', 'static/chunks/decks-layout.js', 'static/chunks/builder.js', 'static/chunks/legality.js'],
  }
  mkdirSync(path.join(dist, 'server', 'app', '(decks)', 'mazos'), { recursive: true })
  writeFileSync(
    path.join(dist, 'server', 'app', `${BUILDER}_client-reference-manifest.js`),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(BUILDER)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};\n`,
  )
  return dist
}
const read = (dist: string, name: string) => readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8')

describe('addCompileHints', () => {
  it('puts the hint on the first line of each root script, once, and leaves every other file as it was', () => {
    const dist = fakeBuild({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js', 'static/chunks/styles.css'] })
    expect(addCompileHints(dist, [])).toEqual(['static/chunks/react.js', 'static/chunks/router.js'])
    expect(read(dist, 'react.js')).toBe(`${COMPILE_HINT}/* react.js */(()=>{})()\n`)
    expect(read(dist, 'router.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read(dist, 'page.js')).toBe('/* page.js */(()=>{})()\n')
    expect(read(dist, 'styles.css')).toBe('/* styles.css */(()=>{})()\n')
    expect(read(dist, 'builder.js')).toBe('/* builder.js */(()=>{})()\n')
    // A second run (the config's hook and a manual run) changes nothing.
    expect(addCompileHints(dist, [])).toEqual([])
    expect(read(dist, 'react.js')).toBe(`${COMPILE_HINT}/* react.js */(()=>{})()\n`)
  })

  it("hints the builder's own scripts by default (issue 28), but not its layouts' nor any other page's", () => {
    const dist = fakeBuild({ rootMainFiles: ['static/chunks/react.js'] })
    expect(HINTED_PAGES).toContain(BUILDER)
    expect(pageOwnScripts(dist, BUILDER)).toEqual(['static/chunks/builder.js', 'static/chunks/legality.js'])
    expect(addCompileHints(dist)).toEqual(['static/chunks/react.js', 'static/chunks/builder.js', 'static/chunks/legality.js'])
    expect(read(dist, 'builder.js')).toBe(`${COMPILE_HINT}/* builder.js */(()=>{})()\n`)
    expect(read(dist, 'legality.js').startsWith(COMPILE_HINT)).toBe(true)
    for (const name of ['layout.js', 'decks-layout.js', 'page.js', 'router.js']) expect(read(dist, name)).toBe(`/* ${name} */(()=>{})()\n`)
    expect(addCompileHints(dist)).toEqual([])
  })

  it('refuses a hinted page whose manifest is missing or does not name its scripts', () => {
    const dist = fakeBuild({ rootMainFiles: ['static/chunks/react.js'] })
    expect(() => addCompileHints(dist, ['/(decks)/mazos/otra/page'])).toThrow(/client-reference-manifest/)
    writeFileSync(path.join(dist, 'server', 'app', `${BUILDER}_client-reference-manifest.js`), 'globalThis.__RSC_MANIFEST = {}\n')
    expect(() => addCompileHints(dist)).toThrow(/entryJSFiles/)
    // Nothing was hinted by the refused run: the build stops before writing.
    expect(read(dist, 'react.js')).toBe('/* react.js */(()=>{})()\n')
  })

  it('refuses a build whose manifest names no root scripts, or that has none', () => {
    expect(() => addCompileHints(fakeBuild({ pages: {} }))).toThrow(/rootMainFiles/)
    expect(() => addCompileHints(fakeBuild({ rootMainFiles: [] }))).toThrow(/rootMainFiles/)
    const none = fakeBuild({})
    rmSync(path.join(none, 'build-manifest.json'))
    expect(() => addCompileHints(none)).toThrow(/build-manifest\.json/)
  })
})
