import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'

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

// Issue 31: two games, no import from one game's rules into the other's, not even through a third module; and
// lib/alientos's own top level is the rules alone (docs/platform-games.md). One depcruise run checks every probe.
describe('the games-apart gate (Duelo de Masters ↮ Duelo de alientos)', () => {
  const probes: Record<string, string> = {
    'lib/alientos/zz-games-probe-engine.ts': "import '../engine/rng'\n",
    'lib/alientos/zz-games-probe-sim.test.ts': "import '../sim/selfplay'\n",
    'lib/engine/zz-games-probe.ts': "import '../alientos/dice'\n",
    'lib/bots/zz-games-probe.ts': "import '../alientos/dice'\n",
    'lib/alientos/zz-games-probe-bots.ts': "import './bots/random'\n",
    'lib/alientos/zz-games-probe-shared.ts': "import '../random/rng'\nimport '../platform/game'\n",
    'lib/engine/zz-games-probe-shared.ts': "import '../random/rng'\nimport '../platform/game'\n",
  }
  let out = ''
  beforeAll(() => {
    for (const [file, body] of Object.entries(probes)) writeFileSync(file, body)
    try {
      out = spawnSync('node_modules/.bin/depcruise', [...Object.keys(probes), '--config', '.dependency-cruiser.cjs'], { encoding: 'utf8' }).stdout
    } finally {
      for (const file of Object.keys(probes)) rmSync(file, { force: true })
    }
  }, 120_000)
  const broke = (rule: string, file: string) => out.includes(`error ${rule}: ${file} →`)

  it('refuses an alientos module that imports the Masters engine, directly or through lib/sim', () => {
    expect(broke('games-apart-alientos', 'lib/alientos/zz-games-probe-engine.ts')).toBe(true)
    expect(broke('games-apart-alientos', 'lib/alientos/zz-games-probe-sim.test.ts')).toBe(true)
  })
  it('refuses a Masters engine or bot module that imports alientos', () => {
    expect(broke('games-apart-masters', 'lib/engine/zz-games-probe.ts')).toBe(true)
    expect(broke('games-apart-masters', 'lib/bots/zz-games-probe.ts')).toBe(true)
  })
  it('keeps the alientos rules apart from their bots, and lets both games share the generator and the platform', () => {
    expect(broke('alientos-is-the-rules', 'lib/alientos/zz-games-probe-bots.ts')).toBe(true)
    expect(out).not.toContain('zz-games-probe-shared.ts')
  })
})
