import { spawnSync } from 'node:child_process'
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
