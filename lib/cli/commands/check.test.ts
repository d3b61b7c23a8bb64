import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { memoryIO } from '../io'
import { runCli } from '../run'
import { EXIT } from '../types'
import { command } from './check'

// Run from the repository root, as `npm run dm` does, so paths print as lib/catalogue/fixtures/…
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const FIXTURES = 'lib/catalogue/fixtures'
const markedLine = (file: string): number =>
  readFileSync(`${ROOT}/${FIXTURES}/${file}`, 'utf8').split('\n').findIndex((l) => l.includes('# ERROR')) + 1

describe('dm check', () => {
  it('exits 0 on clean content and prints the counts by type and the version', async () => {
    const io = memoryIO(ROOT)
    expect(await command.run(['--content', `${FIXTURES}/valid`], io)).toBe(EXIT.ok)
    expect(io.stdout).toEqual([
      'Catálogo: 11 cartas (2 Dalmas, 2 Enemigos, 1 Reliquia, 1 Arma, 1 Objeto, 2 Hechizos, 2 Habilidades) · 1 lápida · 1 mazo de caja',
      expect.stringMatching(/^✓ Sin errores · versión del catálogo [0-9a-f]{12}$/),
    ])
    expect(io.stderr).toEqual([])
  })

  it('RUL-9 exits 1 and prints each error as file · card · field: reason', async () => {
    const io = memoryIO(ROOT)
    expect(await command.run(['--content', `${FIXTURES}/odd-learning-cost`], io)).toBe(EXIT.failure)
    const [skill, spell, blank, , summary] = io.stdout
    expect(skill).toMatch(new RegExp(`^${FIXTURES}/odd-learning-cost/cards/skill\\.yaml · guardia-de-piedra · learnCost\\.silver: coste de aprendizaje impar \\(23 platas\\).*\\(línea ${markedLine('odd-learning-cost/cards/skill.yaml')}\\)$`))
    expect(spell).toMatch(new RegExp(`^${FIXTURES}/odd-learning-cost/cards/spell\\.yaml · velo-de-aman · learnCost\\.silver: .*«Varita de Mago»`))
    expect(blank).toBe('')
    expect(summary).toBe('✗ 2 errores en 2 ficheros')
    expect(io.stdout).toHaveLength(5)
  })

  it('a YAML error is printed with its file and line', async () => {
    const io = memoryIO(ROOT)
    expect(await command.run(['--content', `${FIXTURES}/bad-yaml`], io)).toBe(EXIT.failure)
    expect(io.stdout[0]).toMatch(new RegExp(`^${FIXTURES}/bad-yaml/cards/spell\\.yaml: sintaxis YAML no válida en la línea ${markedLine('bad-yaml/cards/spell.yaml')},`))
  })

  it('--json prints one JSON document with the errors as data', async () => {
    const io = memoryIO(ROOT)
    expect(await command.run(['--content', `${FIXTURES}/relic-five-enemies`, '--json'], io)).toBe(EXIT.failure)
    const report = JSON.parse(io.stdout.join('\n')) as Record<string, unknown>
    expect(report).toMatchObject({
      ok: false, version: null, cards: 11, tombstones: 1, decks: 1,
      counts: { dalma: 2, enemy: 2, relic: 1, weapon: 1, object: 1, spell: 2, skill: 2 },
      errors: [{ file: 'cards/relic.yaml', cardId: 'elixir-de-misal', field: 'enemies', message: 'suma 5 enemigos y una reliquia trae exactamente 6 (R5.4, R20)' }],
    })
    const clean = memoryIO(ROOT)
    expect(await command.run(['--content', `${FIXTURES}/valid`, '-j'], clean)).toBe(EXIT.ok)
    expect(JSON.parse(clean.stdout.join('\n'))).toMatchObject({ ok: true, version: expect.stringMatching(/^[0-9a-f]{12}$/), errors: [] })
  })

  it('bad usage exits 2 naming the argument', async () => {
    const unknown = memoryIO(ROOT)
    expect(await command.run(['--contenido', 'x'], unknown)).toBe(EXIT.usage)
    expect(unknown.stderr[0]).toBe('dm check: opción desconocida --contenido (se admite: --content, --json)')
    expect(unknown.stderr.join('\n')).toContain('Uso: dm check [--content <carpeta>] [--json]')

    const missing = memoryIO(ROOT)
    expect(await command.run(['--content', 'no/existe'], missing)).toBe(EXIT.usage)
    expect(missing.stderr[0]).toMatch(/^dm check: --content: no existe la carpeta «no\/existe»/)

    const extra = memoryIO(ROOT)
    expect(await command.run(['content'], extra)).toBe(EXIT.usage)
    expect(extra.stderr[0]).toBe('dm check: sobra el argumento «content»')
  })

  it('is reachable through the CLI dispatcher', async () => {
    const io = memoryIO(ROOT)
    expect(await runCli(['check', '--content', `${FIXTURES}/orphan-enemy`], io)).toBe(EXIT.failure)
    expect(io.stdout[0]).toMatch(/orphan-enemy\/cards\/enemy\.yaml · lobo-gris: ninguna Reliquia lo incluye/)
  })
})
