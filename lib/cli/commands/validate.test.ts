import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../testing/temp-dir'
import type { Catalogue } from '../../catalogue/schema'
import { loadCatalogue } from '../../catalogue/load'
import { fixtureCatalogue } from '../../decks/fixtures/catalogue'
import { deckToJson } from '../../decks/json'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { EXIT } from '../types'
import { makeValidateCommand } from './validate'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const FIXTURES = 'lib/decks/fixtures/decks'
const validate = makeValidateCommand(() => fixtureCatalogue)

async function run(args: string[]) {
  const io = memoryIO(ROOT)
  const code = await validate.run(args, io)
  return { code, out: io.stdout, err: io.stderr }
}

describe('dm validate', () => {
  it('is registered as a dm command', () => {
    expect(registry.get('validate')?.name).toBe('validate')
  })

  it('R5.1 exits 0 on a legal list and says so, with warnings and figures', async () => {
    const r = await run([`${FIXTURES}/deck-too-small.legal.txt`])
    expect(r.code).toBe(EXIT.ok)
    expect(r.out[0]).toBe(`«Base de pruebas» (${FIXTURES}/deck-too-small.legal.txt) · Reliquia: Corona perdida · Dalma inicial: Aria`)
    expect(r.out[1]).toBe('✓ Mazo legal')
    expect(r.out).toContain('Cifras:')
    expect(r.out.some((l) => l.startsWith('  [R8.4] '))).toBe(true)
    expect(r.err).toEqual([])
  })

  it('R5.1 R5.6 exits 1 on an illegal list, one Spanish line per problem with its rule ID', async () => {
    const r = await run([`${FIXTURES}/deck-too-small.illegal.txt`])
    expect(r.code).toBe(EXIT.failure)
    expect(r.out[1]).toBe('✗ Mazo ilegal: 1 problema')
    expect(r.out[2]).toBe('  [R5.1] El mazo tiene 39 cartas; necesita al menos 40.')
    const copies = await run([`${FIXTURES}/too-many-copies.illegal.txt`])
    expect(copies.out[2]).toMatch(/^ {2}\[R5\.6\] «Bola de fuego»: 4 copias/)
  })

  it('an unknown card makes the deck illegal (exit 1) and suggests the closest name', async () => {
    const r = await run([`${FIXTURES}/unknown-card.illegal.txt`])
    expect(r.code).toBe(EXIT.failure)
    expect(r.out).toContain('  [catálogo] La carta «Querda» no existe en el catálogo (línea 35). ¿Querías decir «Cuerda»?')
  })

  it('unreadable lines exit 2, each printed with its line number', async () => {
    const dir = tempDir('dm-validate-')
    const file = path.join(dir, 'roto.txt')
    writeFileSync(file, 'Reliquia: Corona perdida\n4 Daga\nno es una línea\n\n0 Cuerda\n')
    const r = await run([file])
    expect(r.code).toBe(EXIT.usage)
    expect(r.out).toEqual([])
    expect(r.err[0]).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: No se entiende la línea`))
    expect(r.err[1]).toMatch(/:5: El número de copias/)
    expect(r.err).toHaveLength(3)
  })

  it('a missing file exits 2 naming it', async () => {
    const r = await run(['no-existe.txt'])
    expect(r.code).toBe(EXIT.usage)
    expect(r.err[0]).toBe('dm validate: no se puede leer «no-existe.txt»: no existe')
  })

  it('no argument is a usage error (exit 2)', async () => {
    const r = await run([])
    expect(r.code).toBe(EXIT.usage)
    expect(r.err[0]).toMatch(/^dm validate: <file>: falta este argumento/)
  })

  it('reads .json decks; a bad field exits 2 naming it', async () => {
    const dir = tempDir('dm-validate-')
    const good = path.join(dir, 'mazo.json')
    writeFileSync(good, JSON.stringify(deckToJson({ relicId: 'corona-perdida', startingDalmaId: 'aria', entries: [{ cardId: 'aria', count: 1 }, { cardId: 'daga', count: 5 }] })))
    const r = await run([good])
    expect(r.code).toBe(EXIT.failure)
    expect(r.out).toEqual(expect.arrayContaining(['  [R5.1] El mazo tiene 6 cartas; necesita al menos 40.', expect.stringMatching(/^ {2}\[R5\.5\] «Daga»: 5 copias/)]))
    const bad = path.join(dir, 'malo.json')
    writeFileSync(bad, JSON.stringify({ format: 'duelo-de-masters/deck', version: 1, relic: null, startingDalma: null, cards: [{ id: 'daga', count: 'cuatro' }] }))
    const r2 = await run([bad])
    expect(r2.code).toBe(EXIT.usage)
    expect(r2.err[0]).toMatch(/malo\.json: cards\[0\]\.count: /)
  })

  it('--json prints { legal, problems, warnings, stats } with code, rule and message per problem', async () => {
    const r = await run([`${FIXTURES}/missing-starting-cards.illegal.txt`, '--json'])
    expect(r.code).toBe(EXIT.failure)
    const report = JSON.parse(r.out.join('\n')) as {
      legal: boolean; problems: { code: string; rule: string | null; message: string }[]
      warnings: { code: string }[]; stats: { cards: number; byType: Record<string, number> }; shareCode: string
    }
    expect(report.legal).toBe(false)
    expect(report.problems).toEqual([{
      code: 'MISSING_STARTING_CARDS', rule: 'R5.9', dalmaId: 'bruno', cardId: 'golpe-brutal', required: 2, count: 1,
      message: expect.stringContaining('Golpe brutal'),
    }])
    expect(report.warnings.map((w) => w.code)).toContain('SLOW_DALMA_REVEAL')
    expect(report.stats.cards).toBe(40)
    expect(report.stats.byType.dalma).toBe(5)
    expect(report.shareCode).toMatch(/^1[A-Za-z0-9_-]+$/)
    const legal = await run([`${FIXTURES}/missing-starting-cards.legal.txt`, '-j'])
    expect(legal.code).toBe(EXIT.ok)
    expect(JSON.parse(legal.out.join('\n'))).toMatchObject({ legal: true, problems: [] })
  })

  it('a catalogue that cannot load exits 2 with the reason', async () => {
    const broken = makeValidateCommand(() => { throw new Error('contenido roto') })
    const io = memoryIO(ROOT)
    expect(await broken.run([`${FIXTURES}/deck-too-small.legal.txt`], io)).toBe(EXIT.usage)
    expect(io.stderr[0]).toBe('dm validate: no se puede cargar el catálogo: contenido roto')
  })
})

describe('the boxed decks of content/', () => {
  let loaded: Catalogue | undefined
  const real = makeValidateCommand((dir) => (loaded ??= loadCatalogue(dir)))
  const decks = readdirSync(path.join(ROOT, 'content', 'decks')).filter((f) => f.endsWith('.txt'))
  it('R2.1 there are boxed decks to check', () => {
    expect(decks.length).toBeGreaterThanOrEqual(2)
  })
  for (const file of decks) {
    it(`R2.1 R5.1-R5.9 ${file} is a legal 70-card deck`, async () => {
      const io = memoryIO(ROOT)
      const code = await real.run([`content/decks/${file}`, '--json'], io)
      const report = JSON.parse(io.stdout.join('\n')) as { legal: boolean; problems: unknown[]; stats: { cards: number } }
      expect(report.problems).toEqual([])
      expect(code).toBe(EXIT.ok)
      expect(report.stats.cards).toBe(70)
    })
  }
})
