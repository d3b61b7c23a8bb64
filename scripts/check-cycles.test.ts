import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// `npm test` refuses import circles with dependency-cruiser (.dependency-cruiser.cjs, gate 3b of
// scripts/test.mjs). This proves the gate would catch one: two files that import each other, types only
// (the config keeps scripts/fixtures out of the real check; `--exclude` here lets the fixture in).
describe('the import-circle gate', () => {
  it('fails on a circle of type-only imports and names both files', () => {
    const r = spawnSync('node_modules/.bin/depcruise', ['scripts/fixtures/import-cycle', '--config', '.dependency-cruiser.cjs', '--exclude', 'node_modules'], { encoding: 'utf8' })
    expect(r.status).not.toBe(0)
    expect(r.stdout).toContain('no-circular')
    expect(r.stdout).toMatch(/first\.ts[\s\S]*second\.ts/)
  }, 60_000)
})

// Issue 26: lib/engine holds the rules alone. A module of it that imports a bot breaks the gate; so does an engine
// test that plays with a bot. The probe files live for the length of the check only.
describe('the layout gate (bots → engine, never back)', () => {
  const probe = (file: string, body: string): string => {
    writeFileSync(file, body)
    try {
      return spawnSync('node_modules/.bin/depcruise', [file, '--config', '.dependency-cruiser.cjs'], { encoding: 'utf8' }).stdout
    } finally {
      rmSync(file, { force: true })
    }
  }
  it('refuses an engine module that imports a bot, and an engine test that does', () => {
    expect(probe('lib/engine/zz-layout-probe.ts', "import '../bots/random'\n")).toContain('engine-is-the-rules')
    expect(probe('lib/engine/zz-layout-probe.test.ts', "import '../bots/random'\n")).toContain('engine-tests-without-bots')
  }, 60_000)
  it('lets an engine test use the declared boards and the test helpers', () => {
    const out = probe('lib/engine/zz-layout-probe.test.ts', "import '../scenarios/scenario'\nimport '../engine-testing/fixtures'\n")
    expect(out).toContain('no dependency violations')
  }, 60_000)
})
