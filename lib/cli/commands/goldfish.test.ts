import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deckToJson } from '../../decks/json'
import { formatDeckText } from '../../decks/text'
import { parseSeed } from '../../engine'
import { simCatalogue, simDeck } from '../../sim/testing/fixtures'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { runCli } from '../run'
import { makeGoldfishCommand } from './goldfish'

const command = makeGoldfishCommand(() => simCatalogue)
const commands = new Map([[command.name, command]])
let dir = ''

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dm-goldfish-'))
  writeFileSync(path.join(dir, 'mazo.txt'), formatDeckText(simDeck(), simCatalogue))
  writeFileSync(path.join(dir, 'mazo.json'), JSON.stringify(deckToJson(simDeck())))
  writeFileSync(path.join(dir, 'roto.txt'), 'Dalma inicial: Capitana\n3 Carta que no existe\n')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function dm(...args: string[]) {
  const io = memoryIO(dir)
  const code = await runCli(['goldfish', ...args], io, commands)
  return { code, ...io.text() }
}

describe('dm goldfish', () => {
  it('is registered', () => {
    expect(registry.get('goldfish')?.name).toBe('goldfish')
  })

  it('RUL-13 prints the batch as JSON with the fields the brief names, identical for the same seed', async () => {
    const first = await dm('mazo.txt', '--games', '40', '--turns', '3', '--seed', 'prueba', '--track', 'Hacha', '--json')
    expect(first.code).toBe(0)
    const again = await dm('mazo.txt', '--games', '40', '--turns', '3', '--seed', 'prueba', '--track', 'Hacha', '--json')
    expect(again.out).toBe(first.out)
    const json = JSON.parse(first.out) as Record<string, unknown> & {
      perTurn: { turn: number; moneyAvailable: { mean: number }; activeDalmas: { mean: number }; learned: { mean: number } }[]
      exhaustion: { distribution: unknown[]; mean: number | null }
      openingHand: { byType: { type: string; opening: { mean: { exact: number; simulated: number } } }[]; tracked: { cardIds: string[]; copies: number }[] }
      policy: { name: string; description: string }
    }
    expect(json).toMatchObject({ games: 40, turns: 3, seed: parseSeed('prueba') })
    expect(json.policy.name).toBe('goldfish-default')
    expect(json.policy.description.length).toBeGreaterThan(40)
    expect(json.perTurn.map((t) => t.turn)).toEqual([1, 2, 3])
    expect(json.perTurn[0]?.moneyAvailable.mean).toBe(50) // R6.10: 5 gold, no Cobro on the first turn (RUL-5)
    expect(json.exhaustion).toHaveProperty('distribution')
    expect(json.exhaustion).toHaveProperty('mean')
    const weapons = json.openingHand.byType.find((t) => t.type === 'weapon')
    expect(weapons?.opening.mean.exact).toBeCloseTo((5 * 6) / 37, 12) // 6 weapons among 37 shuffled cards
    expect(json.openingHand.tracked).toEqual([expect.objectContaining({ cardIds: ['hacha'], copies: 4 })])
    const other = await dm('mazo.txt', '--games', '40', '--turns', '3', '--seed', 'otra', '--json')
    expect(other.out).not.toBe(first.out)
  })

  it('reads .json decks and prints a Spanish table by default', async () => {
    const r = await dm('mazo.json', '--games', '20', '--turns', '2')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Mano inicial (5 cartas, R6.6)')
    expect(r.out).toContain('Tras el reemplazo inicial')
    expect(r.out).toMatch(/Dalmas\s+3\s+0,41/) // 3 Dalmas in 37 cards: 15/37 = 0,41 expected
    expect(r.out).toContain('Agotamiento (R18.1) en 2 turnos')
  })

  it('names the bad argument and exits 2', async () => {
    const games = await dm('mazo.txt', '--games', '0')
    expect(games.code).toBe(2)
    expect(games.err).toContain('--games')
    const turns = await dm('mazo.txt', '--turns', 'muchos')
    expect(turns.code).toBe(2)
    expect(turns.err).toContain('--turns')
    const track = await dm('mazo.txt', '--track', 'Espadón imaginario')
    expect(track.code).toBe(2)
    expect(track.err).toContain('--track')
    const missing = await dm()
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('<file>')
  })

  it('exits 2 for deck files it cannot read', async () => {
    const absent = await dm('no-esta.txt')
    expect(absent.code).toBe(2)
    expect(absent.err).toContain('no existe')
    const broken = await dm('roto.txt')
    expect(broken.code).toBe(2)
    expect(broken.err).toContain('Carta que no existe')
    const folder = await dm('.')
    expect(folder.code).toBe(2)
  })
})
