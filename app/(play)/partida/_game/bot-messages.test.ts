// The table plays a reply of the bot's worker only if it answers the request in flight about the duel
// still on the table: an answer about a duel undone, replaced (a new game, a rematch) or asked again
// is dropped.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import { encodeShareCode } from '@/lib/decks/share-code'
import { botRequestFor, isCurrentReply, readBotReply } from './bot-messages'
import { startDuel, type Duel, type DuelSetup } from './duel'

const { decks: [caja1, caja2], catalogue } = boxedDecks()

function start(seed: number): Duel {
  const setup: DuelSetup = { seed, variant: 'none', mode: 'bot', bot: 'heuristic', codes: [encodeShareCode(caja1), encodeShareCode(caja2)] }
  const started = startDuel(setup, [caja1, caja2], [], catalogue)
  if (!started.ok) throw new Error(started.error.code)
  return started.duel
}

describe('which replies of the bot\'s worker the table plays', () => {
  const duel = start(1)
  it('the reply to the request in flight, about the duel on the table, is played', () => {
    expect(isCurrentReply({ id: 3, duel }, 3, duel)).toBe(true)
  })
  it('a reply to an older request is dropped, even about the same duel', () => {
    expect(isCurrentReply({ id: 4, duel }, 3, duel)).toBe(false)
  })
  it('a reply about a duel no longer on the table (undone, a new game with the same step count) is dropped', () => {
    const other = start(1)
    expect(other.steps.length).toBe(duel.steps.length)
    expect(isCurrentReply({ id: 3, duel }, 3, other)).toBe(false)
  })
  it('with nothing asked (forgotten after an undo, or the page leaving), every reply is dropped', () => {
    expect(isCurrentReply(null, 3, duel)).toBe(false)
  })
})

describe('the request and the reply as they cross', () => {
  it('the request carries the position, the config, the bot and the step count, not the steps\' events', () => {
    const duel = start(2)
    const request = botRequestFor(1, duel, 40)
    expect(Object.keys(request.input).sort()).toEqual(['bot', 'config', 'state', 'stepCount'])
    expect(request.input).toMatchObject({ bot: 'heuristic', stepCount: duel.steps.length })
    expect(structuredClone(request)).toEqual(request)
  })
  it('a reply of another shape is no reply', () => {
    expect(readBotReply({ type: 'actions', id: 2, actions: [] })).toEqual({ type: 'actions', id: 2, actions: [] })
    expect(readBotReply({ type: 'error', id: 2, message: 'x' })).toEqual({ type: 'error', id: 2, message: 'x' })
    expect(readBotReply({ type: 'actions', actions: [] })).toBeNull()
    expect(readBotReply({ type: 'actions', id: 2 })).toBeNull()
    expect(readBotReply('actions')).toBeNull()
  })
})
