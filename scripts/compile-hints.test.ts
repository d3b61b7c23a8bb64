// scripts/compile-hints.mjs: after every production compile, the scripts every page runs first start with V8's
// compile hint, and only those (a page's own chunks stay lazily compiled). A build whose manifest cannot be read
// fails the build instead of silently losing the hint.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

const made: string[] = []
afterEach(() => { for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true }) })

function fakeBuild(manifest: unknown): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  made.push(dist)
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  for (const name of ['react.js', 'router.js', 'page.js', 'styles.css']) writeFileSync(path.join(dist, 'static', 'chunks', name), `/* ${name} */(()=>{})()\n`)
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest))
  return dist
}
const read = (dist: string, name: string) => readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8')

describe('addCompileHints', () => {
  it('puts the hint on the first line of each root script, once, and leaves every other file as it was', () => {
    const dist = fakeBuild({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js', 'static/chunks/styles.css'] })
    expect(addCompileHints(dist)).toEqual(['static/chunks/react.js', 'static/chunks/router.js'])
    expect(read(dist, 'react.js')).toBe(`${COMPILE_HINT}/* react.js */(()=>{})()\n`)
    expect(read(dist, 'router.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read(dist, 'page.js')).toBe('/* page.js */(()=>{})()\n')
    expect(read(dist, 'styles.css')).toBe('/* styles.css */(()=>{})()\n')
    // A second run (the config's hook and a manual run) changes nothing.
    expect(addCompileHints(dist)).toEqual([])
    expect(read(dist, 'react.js')).toBe(`${COMPILE_HINT}/* react.js */(()=>{})()\n`)
  })

  it('refuses a build whose manifest names no root scripts, or that has none', () => {
    expect(() => addCompileHints(fakeBuild({ pages: {} }))).toThrow(/rootMainFiles/)
    expect(() => addCompileHints(fakeBuild({ rootMainFiles: [] }))).toThrow(/rootMainFiles/)
    const none = fakeBuild({})
    rmSync(path.join(none, 'build-manifest.json'))
    expect(() => addCompileHints(none)).toThrow(/build-manifest\.json/)
  })
})
