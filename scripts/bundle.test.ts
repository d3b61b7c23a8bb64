// scripts/bundle.mjs: `npm run dm` and `npm run bench` run from a bundle kept in node_modules/.cache,
// so a bundle that missed an edited source would run stale code. Proves it is rebuilt when a source
// it was built from changes, reused while none does, and that `import.meta.url` still names the
// source file (paths made relative to a source file must keep pointing into the repository).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleDir, ROOT } from './bundle.mjs'

const name = `test-${process.pid}`
const src = mkdtempSync(path.join(tmpdir(), 'bundle-test-'))
const entry = path.join(src, 'entry.ts')
const part = path.join(src, 'part.ts')
const entries = { entry: path.relative(ROOT, entry) }
const load = async (dir: string | null) => {
  if (dir === null) throw new Error('esbuild is a devDependency: it must be there')
  return (await import(pathToFileURL(path.join(dir, 'entry.mjs')).href)) as { value: number; here: string }
}

afterAll(() => {
  rmSync(src, { recursive: true, force: true })
  rmSync(path.join(ROOT, 'node_modules', '.cache', 'bundles', name), { recursive: true, force: true })
})

describe('the bundle of a TypeScript entry', () => {
  it('is rebuilt when an imported source changes, kept while none does, and keeps each module\'s own import.meta.url', async () => {
    writeFileSync(entry, "import { part } from './part'\nexport const value: number = part + 1\nexport const here = import.meta.url\n")
    writeFileSync(part, 'export const part = 1\n')
    const first = await bundleDir(name, entries)
    const a = await load(first)
    expect(a.value).toBe(2)
    expect(a.here).toBe(pathToFileURL(entry).href)

    expect(await bundleDir(name, entries)).toBe(first)

    writeFileSync(part, 'export const part = 41\n')
    const second = await bundleDir(name, entries)
    expect(second).not.toBe(first)
    expect((await load(second)).value).toBe(42)
  }, 60_000)
})
