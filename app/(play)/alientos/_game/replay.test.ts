import { describe, expect, it } from 'vitest'
import { applyAction, createDuel } from '@/lib/alientos/apply'
import { ALIENTOS_BOTS } from '@/lib/alientos/bots'
import { presetPool } from '@/lib/alientos/presets'
import type { AlientosState } from '@/lib/alientos/state'
import { deriveStream } from '@/lib/random/rng'
import { openReplay, recordOfDuel } from './replay'
import type { StoredDuel } from './store'

/** A duel of two greedy bots played to its end, kept as /alientos keeps it. */
function finishedDuel(): { duel: Pick<StoredDuel, 'config' | 'actions'>; state: AlientosState } {
  const config = { pools: [presetPool('equilibrio'), presetPool('furia')], names: ['Ária', 'Bruma'], seed: 77 }
  const created = createDuel(config)
  if (!created.ok) throw new Error(created.error.message)
  let state = created.state
  const actions: StoredDuel['actions'] = []
  const rng = deriveStream('test/repeticion', 77, 'bots')
  while (state.phase !== 'over') {
    const action = ALIENTOS_BOTS.greedy(state, rng, { nodes: 500 })
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(r.error.message)
    state = r.state
    actions.push(action)
  }
  return { duel: { config, actions }, state }
}

describe('the replay viewer\'s reading of a record (issue 31)', () => {
  const { duel, state } = finishedDuel()
  const text = JSON.stringify(recordOfDuel(duel, state))

  it('opens a finished duel\'s record as the position before any move and after each one, ending where the duel ended', () => {
    const opened = openReplay(text)
    if (!opened.ok) throw new Error(`${opened.field}: ${opened.message}`)
    expect(opened.frames).toHaveLength(duel.actions.length + 1)
    expect(opened.frames.map((f) => f.move)).toEqual(Array.from({ length: duel.actions.length + 1 }, (_, i) => i))
    expect(opened.frames.at(-1)?.state.result).toEqual(state.result)
    expect(opened.frames.at(-1)?.state.taumaturgos.map((t) => t.pain)).toEqual(state.taumaturgos.map((t) => t.pain))
    expect(opened.frames[0]?.state.phase).toBe('invocation')
  })

  it('refuses what is not a record, naming the field: not JSON, empty, another format, another version, a move not legal where it stands', () => {
    expect(openReplay('{"format": ')).toMatchObject({ ok: false, field: '(archivo)', message: expect.stringMatching(/^No es JSON válido/) })
    expect(openReplay('  ')).toMatchObject({ ok: false, field: '(archivo)' })
    const record = JSON.parse(text) as { format: string; version: number; moves: { action?: Record<string, unknown> }[] }
    expect(openReplay(JSON.stringify({ ...record, format: 'otra-cosa' }))).toMatchObject({ ok: false, field: 'format' })
    expect(openReplay(JSON.stringify({ ...record, version: record.version + 1 }))).toMatchObject({ ok: false, field: 'version' })
    // The first move names an adversary while the duel opens with an Invocación (naming is the Recuento's, A8.2).
    const tampered = [{ action: { type: 'name', adversary: 1 } }, ...record.moves.slice(1)]
    expect(openReplay(JSON.stringify({ ...record, moves: tampered }))).toMatchObject({ ok: false, field: 'moves.0', message: expect.stringMatching(/^La jugada 1 no es legal/) })
  })

  it('refuses a text over the record\'s size bound before reading it', () => {
    expect(openReplay(' '.repeat(4_000_001))).toMatchObject({ ok: false, field: '(archivo)', message: expect.stringMatching(/demasiado grande/) })
  })
})
