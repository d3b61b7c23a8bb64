// `dm play`: exit 0 when the file ran (refused steps included), 1 on a failed expect, 2 when the
// file cannot be read or is invalid, with the field path in the message.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../testing/temp-dir'
import { memoryIO } from '../io'
import { runCli } from '../run'

const dir = tempDir('dm-play-')
const file = (name: string, text: string) => { writeFileSync(path.join(dir, name), text); return name }
const play = async (...args: string[]) => { const io = memoryIO(dir); const code = await runCli(['play', ...args], io); return { code, ...io.text() } }

const BOARD = `
rules: [R16.1]
at: dalmaActions
dice: [6]
masters:
  A: { playZone: [{ card: durmak-de-ordor, as: d1, stats: { initiative: 9 } }] }
  B: { enemies: [{ card: hombre-de-las-montanas, as: e1, faceUp: true }] }
steps:
  - { by: d1, explore: e1 }
  - { by: d1, explore: e1 }
`

describe('dm play', () => {
  it('exit 0: runs the file and prints the steps, refused ones with their reason, and the result in Spanish', async () => {
    const r = await play(file('ok.yaml', `${BOARD}expect:\n  steps: [ok, refused]\n  cards: { e1: { zone: defeated } }\n`))
    expect(r.code).toBe(0)
    expect(r.out).toContain('1. explore: e1 · by: d1')
    expect(r.out).toMatch(/2\. .*\n {3}✗ rechazado \(/)
    expect(r.out).toContain('Resultado: la partida sigue')
    expect(r.out).toContain('✓ Se cumple todo lo esperado')
  })

  it('--json prints the output object of the format', async () => {
    const r = await play(file('json.yaml', BOARD), '--json')
    expect(r.code).toBe(0)
    const out = JSON.parse(r.out) as { steps: { ok: boolean }[]; cards: Record<string, { zone: string }>; phase: string; result: unknown }
    expect(out.steps.map((s) => s.ok)).toEqual([true, false])
    expect(out.cards.e1?.zone).toBe('defeated')
    expect(out.result).toBeNull()
  })

  it('exit 1 when an expect entry fails, naming it', async () => {
    const r = await play(file('bad-expect.yaml', `${BOARD}expect:\n  cards: { e1: { zone: relic } }\n`))
    expect(r.code).toBe(1)
    expect(r.out).toContain('expect.cards.e1.zone: se esperaba "relic" y salió "defeated"')
  })

  it('exit 2 for an invalid file (with the field path) or a missing one', async () => {
    const invalid = await play(file('invalid.yaml', 'masters:\n  A:\n    playZone: [durmak-de-ordor, daga, { card: x-y }]\n'))
    expect(invalid.code).toBe(2)
    expect(invalid.err).toContain('masters.A.playZone[2].card: carta desconocida «x-y»')
    const missing = await play('no-such-file.yaml')
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('no se puede leer')
  })
})
