import { describe, expect, it } from 'vitest'
import { summarizeSelfplay, type GameRecord } from '@/lib/sim'
import { compareReports, reportCsv, reportRows } from './rows'

const game = (index: number, winner: 'A' | 'B' | null, turns: number, voluntary: number[] = [], ringA = 0): GameRecord => ({
  index, winner, first: index % 2 === 0 ? 'A' : 'B', turns, actions: turns * 3, offensives: { voluntary, forced: [] }, casts: { mago: 1, mentalista: 0 },
  ringThirdCasts: 0, thalExtra: 0, arrowsUsed: 0, learnedLost: 0, lente: 0,
  counters: { relic: turns, dalma: 0, enemy: 0, skill: 0, spell: 0, equipment: 0 }, counterTurns: turns,
  holds: { A: { ring: true, thal: false }, B: { ring: false, thal: false } },
  byDeck: { A: { voluntary, forced: [], ring: ringA, thal: 0 }, B: { voluntary: [], forced: [], ring: 0, thal: 0 } },
})
const setup = { bots: { A: 'random', B: 'random' } as const, seed: 7, variant: 'none' as const, maxTurns: 50 }

describe('laboratorio rows and CSV', () => {
  const base = summarizeSelfplay([game(0, 'A', 10, [5], 1), game(1, 'A', 12), game(2, 'B', 14), game(3, null, 50)], setup)
  const alt = summarizeSelfplay([game(0, 'B', 20), game(1, 'B', 22), game(2, 'B', 24), game(3, 'A', 26)], setup)

  it('reads the annex figures from the report', () => {
    const rows = new Map(reportRows(base).map((r) => [r.id, r.figure]))
    expect(rows.get('games')).toEqual({ kind: 'count', value: 4 })
    const winA = rows.get('winA')
    expect(winA?.kind === 'share' && winA.value?.successes).toBe(2)
    const turns = rows.get('turns')
    expect(turns?.kind === 'mean' && turns.value.mean).toBe(21.5)
    const relic = rows.get('cRelic')
    expect(relic?.kind === 'mean' && relic.value.mean).toBe(1)
    // Deck A declared the one voluntary offensive, on turn 5; deck B none.
    const volA = rows.get('voluntaryTurnA'), volB = rows.get('voluntaryB')
    expect(volA?.kind === 'mean' && volA.value.mean).toBe(5)
    expect(volB?.kind === 'mean' && volB.value.mean).toBe(0)
    // Deck A holds the ring: it used it in game 0 (won) and not in games 1 (won) and 2 (lost); game 3 is a draw.
    const used = rows.get('winRingUsed'), unused = rows.get('winRingUnused')
    expect(used?.kind === 'share' && [used.value?.successes, used.value?.n]).toEqual([1, 1])
    expect(unused?.kind === 'share' && [unused.value?.successes, unused.value?.n]).toEqual([1, 2])
  })

  it('compares what-if against baseline: the difference is what-if minus baseline', () => {
    const byId = new Map(compareReports(base, alt).map((c) => [c.id, c]))
    expect(byId.get('turns')?.difference).toBeCloseTo(23 - 21.5, 10)
    expect(byId.get('winB')?.difference).toBeCloseTo(0.75 - 0.25, 10)
    expect(byId.get('winB')?.test?.p).toBeGreaterThan(0)
    expect(byId.get('games')?.test).toBeNull()
  })

  it('writes RFC 4180 CSV with a header, quoted labels where needed and dot decimals', () => {
    const csv = reportCsv(base)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('metrica,descripcion,valor,margen95,n')
    expect(lines).toContain('games,Partidas,4,,')
    expect(lines.find((l) => l.startsWith('turns,'))).toMatch(/^turns,Turnos por partida \(ambos Masters\),21\.5,[0-9.]+,4$/)
    expect(lines.find((l) => l.startsWith('cDalma,'))).toBe('cDalma,Contadores al final del turno: Dalmas (marcadores de acción),0,0,4')
    expect(lines.find((l) => l.startsWith('learnedLost,'))).toBe('learnedLost,"Cartas aprendidas perdidas al morir Dalmas, por partida",0,0,4')
    const both = reportCsv(base, alt).split('\r\n')
    expect(both[0]).toBe('metrica,descripcion,base,base_margen95,prueba,prueba_margen95,diferencia,p')
    expect(both.find((l) => l.startsWith('turns,'))).toMatch(/,1\.5,[0-9.e-]+$/)
  })
})
