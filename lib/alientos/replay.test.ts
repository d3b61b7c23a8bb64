// Replays through the platform's game-blind record (lib/platform/record.ts): a duel is its config and its moves.
import { describe, expect, it } from 'vitest'
import { makeRecord, replayRecord, type RecordMove } from '../platform/record'
import { deriveStream } from '../random/rng'
import type { AlientosAction } from './actions'
import { applyAction, createDuel, resign } from './apply'
import { ALIENTOS_BOTS } from './bots'
import { alientosGame } from './platform'
import { presetPool } from './presets'
import type { AlientosState } from './state'

/** A duel of three greedy bots where seat 2 leaves after four moves: its config, moves and last state. */
function playedDuel() {
  const config = { pools: [presetPool('equilibrio'), presetPool('equilibrio'), presetPool('equilibrio')], seed: 4242 }
  const created = createDuel(config)
  if (!created.ok) throw new Error(created.error.message)
  let state: AlientosState = created.state
  const moves: RecordMove<AlientosAction>[] = []
  const rng = deriveStream('test/replay', 4242, 'bots')
  while (state.phase !== 'over') {
    if (moves.length === 4) {
      const r = resign(state, 2)
      if (!r.ok) throw new Error(r.error.message)
      state = r.state
      moves.push({ resign: 2 })
      continue
    }
    const action = ALIENTOS_BOTS.greedy(state, rng, { nodes: 1000 })
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(r.error.message)
    state = r.state
    moves.push({ action })
  }
  return { config, moves, state }
}

describe('alientos replays (the platform record)', () => {
  it('A9.3: a finished duel, resignation included, written as JSON and read back, replays to the same state and result, one frame a move', () => {
    const { config, moves, state } = playedDuel()
    const file = JSON.parse(JSON.stringify(makeRecord(alientosGame, config, moves, state))) as unknown
    const replayed = replayRecord(alientosGame, file)
    if (!replayed.ok) throw new Error(replayed.error.message)
    expect(replayed.final).toEqual(state)
    expect(replayed.record.result).toEqual(state.result)
    expect(replayed.frames).toHaveLength(moves.length + 1)
    expect(replayed.frames[5]?.events).toContainEqual(expect.objectContaining({ type: 'resign', seat: 2 }))
  })

  it('a record of another version, another game, a tampered move or a broken envelope is refused with its field', () => {
    const { config, moves, state } = playedDuel()
    const record = makeRecord(alientosGame, config, moves, state)
    expect(replayRecord(alientosGame, { ...record, version: record.version + 1 })).toMatchObject({ ok: false, error: { field: 'version', code: 'otherVersion' } })
    expect(replayRecord(alientosGame, { ...record, game: 'masters' })).toMatchObject({ ok: false, error: { field: 'game', code: 'otherGame' } })
    const tampered = { ...record, moves: [...moves.slice(0, 2), { action: { type: 'attack', dice: [99], target: 1, die: 0 } }, ...moves.slice(3)] }
    expect(replayRecord(alientosGame, tampered)).toMatchObject({ ok: false, error: { field: 'moves.2' } })
    expect(replayRecord(alientosGame, { ...record, format: 'otra' })).toMatchObject({ ok: false, error: { field: 'format' } })
    expect(replayRecord(alientosGame, { ...record, config: { ...config, pools: ['odio:15'] } })).toMatchObject({ ok: false, error: { code: 'badConfig' } })
  })
})
