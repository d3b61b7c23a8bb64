// Published evolve runs for /laboratorio/mazos (issue 30): read and checked, and the map's bins named.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../testing/temp-dir'
import { loadCatalogue } from '../../catalogue/load'
import { parseDeckText, toDeck } from '../../decks/text'
import { validateDeck } from '../../decks/validate'
import { balancesOf } from './balance-sources'
import { binLabel, publishedEvolveRuns, PUBLISHED_EVOLVE_DIR } from './evolve-sources'

describe('published evolve runs', () => {
  it('the committed runs read, every deck of them legal under §5, a map inside its grid and the fresh-seed confirmation', () => {
    const runs = publishedEvolveRuns()
    expect(runs.length).toBeGreaterThan(0)
    const catalogue = loadCatalogue()
    const legal = (text: string) => {
      const parsed = parseDeckText(text, catalogue)
      return parsed.ok ? validateDeck(toDeck(parsed.deck), catalogue).problems : parsed.errors
    }
    for (const run of runs) {
      expect(legal(run.best.deck)).toEqual([])
      for (const c of run.map) expect(legal(c.deck), `casilla ${c.x}·${c.y}`).toEqual([])
      const [x, y] = run.axes
      for (const c of run.map) {
        expect(c.x).toBeLessThanOrEqual(x.edges.length)
        expect(c.y).toBeLessThanOrEqual(y.edges.length)
      }
      expect(run.best.confirmed?.length).toBe(run.against.length)
    }
  })

  it('a file that is not evolve\'s JSON is an error naming it', () => {
    const dir = tempDir('evolucion-')
    mkdirSync(path.join(dir, PUBLISHED_EVOLVE_DIR), { recursive: true })
    writeFileSync(path.join(dir, PUBLISHED_EVOLVE_DIR, 'roto.json'), '{"best":{}}')
    expect(() => publishedEvolveRuns(dir)).toThrow(/roto\.json: no es la salida de dm lab evolve --json/)
  })

  it('names the bins of an axis by its edges', () => {
    const f = (x: number) => `${x}`
    expect([0, 1, 2].map((i) => binLabel([1, 2], i, f))).toEqual(['menos de 1', '1 a 2', '2 o más'])
    expect(binLabel([], 0, f)).toBe('todos')
  })
})

describe('published balances', () => {
  it('read, and the card\'s page finds Lisko\'s: its Vida ruled out whole, its Fuerza bracketed with an interval that holds the target', () => {
    const lisko = balancesOf('lisko-de-arathan')
    expect(lisko.map((b) => b.field).sort()).toEqual(['life', 'strength'])
    const strength = lisko.find((b) => b.field === 'strength')
    const ci = strength?.winRateA?.ci95
    if (ci === undefined || ci === null) throw new Error('an interval')
    expect(ci[0]).toBeLessThanOrEqual(strength?.target ?? 0)
    expect(ci[1]).toBeGreaterThanOrEqual(strength?.target ?? 1)
    expect(balancesOf('daga')).toEqual([])
  })
})
