// Where card ratings come from (issue 30): reports published under lab-results/ratings, newest first, and a card's
// latest rating among them.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../testing/temp-dir'
import { latestRatingOf, publishedRatings, PUBLISHED_RATINGS_DIR, sourceLabel } from './ratings-sources'

const est = (x: number | null) => ({ estimate: x, ci95: x === null ? null : [x - 0.1, x + 0.1] })
const card = (id: string, games: number, iwd: number | null) => ({ id, name: id, games, gihWr: est(0.5), ohWr: est(0.5), gdWr: est(0.5), gnsWr: est(0.5), iwd: est(iwd), playedWhenUsable: est(0.5), flag: null, decks: 1 })
const report = (createdAt: string, onePair: boolean, cards: ReturnType<typeof card>[]) => ({
  format: 'dm-lab-ratings', version: 1, bots: { A: 'heuristic', B: 'heuristic' }, seed: { text: 's', value: 1 }, rulesVariant: 'none', maxTurns: 200,
  games: 1000, gamesPerPairing: 1000, band: { low: -0.05, high: 0.05 }, onePair, pairings: [],
  decks: [{ name: 'Caja 1 — La marcha', games: 1000 }, { name: 'Caja 2 — Los corsarios', games: 1000 }],
  cards, byDeck: [{ deck: 0, name: 'Caja 1', cards }], createdAt, catalogueVersion: 'v1',
})

function root(files: Record<string, unknown>): string {
  const dir = tempDir('valoraciones-')
  mkdirSync(path.join(dir, PUBLISHED_RATINGS_DIR), { recursive: true })
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, PUBLISHED_RATINGS_DIR, name), typeof body === 'string' ? body : JSON.stringify(body))
  return dir
}

describe('published ratings', () => {
  it('are read newest first; a card\'s latest rating is in the newest report that played it', () => {
    const dir = root({
      'viejo.json': report('2026-11-01T00:00:00Z', true, [card('daga', 100, 0.1), card('escudo', 50, 0)]),
      'nuevo.json': report('2026-12-01T00:00:00Z', false, [card('daga', 300, 0.2), card('escudo', 0, null)]),
      'notas.txt': 'no es un informe',
    })
    const sources = publishedRatings(dir)
    expect(sources.map((s) => s.key)).toEqual(['nuevo', 'viejo'])
    expect(sources[0]?.catalogueVersion).toBe('v1')
    expect(latestRatingOf('daga', sources)?.source.key).toBe('nuevo')
    expect(latestRatingOf('daga', sources)?.rating.games).toBe(300)
    // Rated in the newest report in no game: the rating that has games is older.
    expect(latestRatingOf('escudo', sources)?.source.key).toBe('viejo')
    expect(latestRatingOf('nada', sources)).toBeNull()
    expect(sourceLabel(sources[1] ?? sources[0]!)).toBe('Caja 1 contra Caja 2 · 1000 partidas · 2026-11-01')
    expect(sourceLabel(sources[0]!)).toBe('2 mazos · 1000 partidas · 2026-12-01')
  })

  it('a file that is not a ratings report is an error that names it; no folder is no reports', () => {
    expect(() => publishedRatings(root({ 'roto.json': { format: 'dm-lab-report' } }))).toThrow(/roto\.json: no es un informe de dm lab ratings/)
    expect(publishedRatings(tempDir('vacio-'))).toEqual([])
  })
})

describe('the reports published with the site', () => {
  it('read, and hold the boxed pair\'s ratings and ratings over many decks (the evolved population)', () => {
    const sources = publishedRatings()
    expect(sources.some((s) => s.report.onePair && s.report.decks.length === 2)).toBe(true)
    const many = sources.find((s) => !s.report.onePair)
    expect(many?.report.decks.length).toBeGreaterThan(2)
    for (const s of sources) for (const c of s.report.cards) expect(c.iwd.ci95 === null || c.iwd.ci95[0] <= c.iwd.ci95[1]).toBe(true)
  })
})
