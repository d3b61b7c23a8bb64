import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../testing/temp-dir'
import { parsePool, type Pool } from '../../alientos/dice'
import { beginsOdds } from '../../alientos/odds'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { EXIT } from '../types'
import { command } from './alientos'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const STANDARD = 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1'
const pool = (t: string): Pool => { const r = parsePool(t); if (!r.ok) throw new Error(r.message); return r.pool }

async function run(args: string[], cwd = ROOT) {
  const io = memoryIO(cwd)
  const code = await command.run(args, io)
  return { code, out: io.stdout, err: io.stderr.join('\n') }
}

describe('dm alientos odds', () => {
  it('is registered as a dm command', () => {
    expect(registry.get('alientos')?.name).toBe('alientos')
  })
  it('A4.3 A4.4 ALI-2: --json prints exactly { begins: [pFirst, pSecond] }, summing to 1, as the exact calculator', async () => {
    const second = 'odio:4,calma:4,mansedumbre-ofensa:2,mansedumbre-defensa:2,renovacion:3'
    const r = await run(['odds', '--dice', STANDARD, '--dice', second, '--json'])
    expect(r.code).toBe(EXIT.ok)
    const json = JSON.parse(r.out[0] ?? '{}') as { begins: number[] }
    expect(Object.keys(json)).toEqual(['begins'])
    expect(json.begins).toHaveLength(2)
    expect((json.begins[0] as number) + (json.begins[1] as number)).toBeCloseTo(1, 12)
    const exact = beginsOdds([pool(STANDARD), pool(second)]) as number[]
    expect(json.begins[0]).toBeCloseTo(exact[0] as number, 14)
    // Three Renovación d4s roll 1s more often than Cambio and Umbra: the second begins more.
    expect(json.begins[1]).toBeGreaterThan(0.5)
  })
  it('A4.3: mirror pools begin evenly; with --recount, the Recuento if both pass is added', async () => {
    const r = await run(['odds', '--dice', STANDARD, '--dice', STANDARD, '--recount', '--json'])
    const json = JSON.parse(r.out[0] ?? '{}') as { begins: number[]; recount: { expected: number[]; loss: number[][] } }
    expect(json.begins[0]).toBeCloseTo(0.5, 12)
    expect(json.recount.expected[0]).toBeCloseTo(json.recount.expected[1] as number, 10)
    expect((json.recount.loss[0] as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
  })
  it('refuses a misspelt kind, a single pool and a bad count with exit 2, naming the option', async () => {
    for (const args of [['odds', '--dice', 'furia:6', '--dice', STANDARD], ['odds', '--dice', STANDARD], ['odds', '--dice', 'odio:16', '--dice', STANDARD], ['nada']]) {
      const r = await run(args)
      expect(r.code).toBe(EXIT.usage)
      expect(r.err).toMatch(/dm alientos/)
    }
    expect((await run(['odds', '--dice', 'furia:6', '--dice', STANDARD])).err).toContain('--dice')
  })
})

describe('dm alientos play', () => {
  it('A6.2: runs a scenario file: exit 0 when it holds, 1 when an expectation fails, 2 when invalid', async () => {
    const ok = await run(['play', 'scenarios/alientos/a02-block-attack.yaml', '--json'])
    expect(ok.code).toBe(EXIT.ok)
    expect(JSON.parse(ok.out.join('\n')).dice.b6.out).toBe(true)
    const dir = tempDir('alientos-')
    writeFileSync(path.join(dir, 'wrong.yaml'), 'game: alientos\nrules: [A6.1]\ntaumaturgos:\n  A: { dice: ["odio 5"] }\n  B: { dice: [{ die: calma, value: 4, as: c4 }] }\nsteps:\n  - attack: [a0]\n    target: c4\nexpect:\n  dice: { c4: { out: false } }\n')
    writeFileSync(path.join(dir, 'bad.yaml'), 'game: alientos\ntaumaturgos:\n  A: { dice: ["furia 5"] }\n')
    const failed = await run(['play', 'wrong.yaml'], dir)
    expect(failed.code).toBe(EXIT.failure)
    expect(failed.out.join('\n')).toContain('expect.dice.c4.out')
    const invalid = await run(['play', 'bad.yaml'], dir)
    expect(invalid.code).toBe(EXIT.usage)
    expect(invalid.err).toContain('taumaturgos.A.dice.0')
  })
})

describe('dm alientos selfplay', () => {
  it('plays both seats on paired seeds and reports wins with intervals', async () => {
    const r = await run(['selfplay', '--bots', 'greedy,random', '--games', '6', '--json'])
    expect(r.code).toBe(EXIT.ok)
    const json = JSON.parse(r.out[0] ?? '{}') as { games: number; winsA: { estimate: number; ci95: number[] }; aFirst: { estimate: number }; speed: { gamesPerCpuSecond: number } }
    expect(json.games).toBe(6)
    expect(json.winsA.estimate).toBeGreaterThan(0.5)
    expect(json.winsA.ci95).toHaveLength(2)
    expect(json.speed.gamesPerCpuSecond).toBeGreaterThan(0)
    expect((await run(['selfplay', '--bots', 'greedy'])).code).toBe(EXIT.usage)
  })
})

describe('dm alientos replay', () => {
  it('selfplay --record writes the first duel as a record that replay reproduces to its result; a tampered one is refused with the move', async () => {
    const dir = tempDir('ali-replay-')
    const rec = await run(['selfplay', '--bots', 'greedy,random', '--games', '2', '--seed', '9', '--record', 'duelo.json', '--json'], dir)
    expect(rec.code).toBe(EXIT.ok)
    const file = JSON.parse(readFileSync(path.join(dir, 'duelo.json'), 'utf8')) as { game: string; moves: unknown[]; result: { winners: number[] } }
    expect(file.game).toBe('alientos')
    const r = await run(['replay', 'duelo.json', '--json'], dir)
    expect(r.code).toBe(EXIT.ok)
    const out = JSON.parse(r.out.join('\n')) as { moves: { move: number; events: string[] }[]; result: { winners: number[] } }
    expect(out.moves).toHaveLength(file.moves.length + 1)
    expect(out.result.winners).toEqual(file.result.winners)
    writeFileSync(path.join(dir, 'malo.json'), JSON.stringify({ ...file, moves: [{ action: { type: 'name', adversary: 0 } }, ...file.moves.slice(1)] }))
    const bad = await run(['replay', 'malo.json'], dir)
    expect(bad.code).toBe(EXIT.failure)
    expect(bad.err).toContain('moves.0')
    expect((await run(['replay', 'no-existe.json'], dir)).code).toBe(EXIT.usage)
    expect((await run(['constructor'], dir)).code).toBe(EXIT.usage)
  })
})

describe('dm alientos sweep', () => {
  it('every pair of mixes on paired seeds with the standings in JSON; a mix that breaks ALI-1 is named with its field', async () => {
    const r = await run(['sweep', '--mix', `Equilibrio=${STANDARD}`, '--mix', 'Furia=odio:9,calma:3,cambio:2,renovacion:1', '--bots', 'random', '--games', '6', '--seed', '3', '--json'])
    expect(r.code).toBe(EXIT.ok)
    const json = JSON.parse(r.out[0] ?? '{}') as { bots: { bot: string; pairs: { games: number }[]; standings: { name: string; games: number; score: { estimate: number } }[] }[] }
    expect(json.bots.map((b) => b.bot)).toEqual(['random'])
    expect(json.bots[0]?.pairs.map((p) => p.games)).toEqual([6])
    const [first, second] = json.bots[0]?.standings ?? []
    expect((first?.score.estimate ?? 0) + (second?.score.estimate ?? 0)).toBeCloseTo(1, 12)
    const bad = await run(['sweep', '--mix', `A=${STANDARD}`, '--mix', 'B=odio:13,cambio:2', '--games', '4'])
    expect(bad.code).toBe(EXIT.usage)
    expect(bad.err).toContain('--mix 2 (dados)')
  })
})
