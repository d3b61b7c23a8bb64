import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  apply, createGame, gameSeed, legalActions, openingHand, prepareDeck, replay, type Action, type GameState,
} from '@/lib/engine'
import { chooseAction as chooseGoldfishAction } from '@/lib/bots/goldfish'
import { normalizeDeck } from '@/lib/decks/model'
import { decodeShareCode, encodeShareCode } from '@/lib/decks/share-code'
import { scenario } from '@/lib/scenarios/scenario'
import { fixtureCatalogue as catalogue, fixtureDeck } from '@/lib/engine-testing/fixtures'
import {
  actionForStep, formatLine, goldfishConfig, parseLine, playLine, stepForAction, type LineStep,
} from './line'

const deck = fixtureDeck()

/** Plays `count` decisions with the goldfish policy, recording each as a line step. */
function botLine(seed: number, count: number, seat: 'first' | 'second' = 'first', turns = 10) {
  const config = goldfishConfig(deck, seed, seat, turns)
  const created = createGame(config, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let state: GameState = created.value
  const steps: LineStep[] = []
  const actions: Action[] = []
  for (let i = 0; i < count && state.result === null; i++) {
    const action = chooseGoldfishAction(state, catalogue)
    const step = stepForAction(state, catalogue, action)
    if (step === null) throw new Error(`no step for ${JSON.stringify(action)}`)
    steps.push(step)
    actions.push(action)
    const r = apply(state, action, catalogue)
    if (!r.ok) throw new Error(r.error.code)
    state = r.state
  }
  return { config, steps, actions, state }
}

describe('line text', () => {
  it('writes steps below 32 as one character each and larger ones with continuation digits', () => {
    expect(formatLine([{ kind: 'index', index: 0 }, { kind: 'index', index: 9 }, { kind: 'index', index: 31 }])).toBe('09v')
    expect(formatLine([{ kind: 'index', index: 32 }])).toBe('B0')
    expect(formatLine([{ kind: 'index', index: 32 * 26 + 5 }])).toBe('BA5')
    expect(formatLine([{ kind: 'replace', positions: [0, 2] }, { kind: 'replace', positions: [] }])).toBe('-202-0')
  })

  it('reads back every line it writes', () => {
    const step = fc.oneof(
      fc.nat({ max: 100_000 }).map((index): LineStep => ({ kind: 'index', index })),
      fc.array(fc.nat({ max: 60 }), { maxLength: 5 }).map((positions): LineStep => ({ kind: 'replace', positions })),
    )
    fc.assert(fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
      const parsed = parseLine(formatLine(steps))
      expect(parsed).toEqual({ ok: true, steps })
    }))
  })

  it('uses only characters that need no escaping in a URL', () => {
    const text = formatLine([{ kind: 'index', index: 123_456 }, { kind: 'replace', positions: [4, 3, 40] }])
    expect(encodeURIComponent(text)).toBe(text)
  })

  it('says where a damaged line goes wrong', () => {
    expect(parseLine('03x1')).toEqual({ ok: false, error: { position: 2, message: expect.stringContaining('«x»') } })
    expect(parseLine('0B')).toMatchObject({ ok: false, error: { position: 1 } })
    expect(parseLine('-30')).toMatchObject({ ok: false, error: { message: expect.stringContaining('a medias') } })
    expect(parseLine('')).toEqual({ ok: true, steps: [] })
  })
})

describe('goldfish seed', () => {
  it('deals game 0 of seed S: the same opening hand as dm hands (gameSeed(S, 0))', () => {
    const prepared = prepareDeck(normalizeDeck(deck), catalogue)
    if (!prepared.ok) throw new Error('fixture deck')
    for (const seed of [0, 1, 42, 123_456_789, 0xffffffff]) {
      const created = createGame(goldfishConfig(deck, seed, 'first', 10), catalogue)
      if (!created.ok) throw new Error(created.error.code)
      const hand = created.value.masters[0].hand.map((id) => created.value.cards[id]?.cardId)
      expect(hand).toEqual(openingHand(prepared.value, gameSeed(seed, 0)))
    }
  })

  it('deals from the deck\'s content, not from the order its list was written in', () => {
    const shuffled = { ...deck, entries: deck.entries.slice().reverse() }
    const handOf = (d: typeof deck) => {
      const created = createGame(goldfishConfig(d, 77, 'first', 10), catalogue)
      if (!created.ok) throw new Error(created.error.code)
      return created.value.masters[0].hand.map((id) => created.value.cards[id]?.cardId)
    }
    expect(handOf(shuffled)).toEqual(handOf(deck))
    // …which is the order a share code decodes to, so a pasted list deals as its URL will.
    const decoded = decodeShareCode(encodeShareCode(shuffled))
    expect(decoded.ok && handOf(decoded.deck)).toEqual(handOf(deck))
  })

  it('uses the seat and the turn limit it is given (RUL-5, RUL-13)', () => {
    const config = goldfishConfig(deck, 7, 'second', 3)
    expect(config).toMatchObject({ mode: 'goldfish', goldfishSeat: 'second', maxTurns: 3, seed: gameSeed(7, 0) })
  })
})

describe('playing a line', () => {
  it('replays a recorded line to the very same state and events', () => {
    const { config, steps, state } = botLine(99, 60)
    const parsed = parseLine(formatLine(steps))
    if (!parsed.ok) throw new Error(parsed.error.message)
    const played = playLine(config, parsed.steps, catalogue)
    if (!played.ok) throw new Error(played.error.code)
    expect(played.stoppedAt).toBeNull()
    expect(played.steps).toHaveLength(steps.length)
    expect(JSON.stringify(played.state)).toBe(JSON.stringify(state))
    // The engine's own replay of the decoded actions agrees.
    const replayed = replay(config, played.steps.map((s) => s.action), catalogue)
    expect(replayed.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(state))
  })

  it('plays a whole game to its turn limit from the line alone (RUL-13)', () => {
    const { config, steps, state } = botLine(5, 2000, 'second', 3)
    expect(state.result).not.toBeNull()
    const played = playLine(config, steps, catalogue)
    if (!played.ok) throw new Error(played.error.code)
    expect(played.state.result).toEqual(state.result)
    expect(played.state.masters[0].turn).toBe(state.masters[0].turn)
  })

  it('R6.7 keeps the order of an initial replacement: the cards go under the deck as chosen', () => {
    const config = goldfishConfig(deck, 3, 'first', 10)
    const created = createGame(config, catalogue)
    if (!created.ok) throw new Error(created.error.code)
    const hand = created.value.masters[0].hand
    const a = hand[0] as number, b = hand[3] as number
    const forward = stepForAction(created.value, catalogue, { type: 'initialReplacement', instanceIds: [a, b] })
    const backward = stepForAction(created.value, catalogue, { type: 'initialReplacement', instanceIds: [b, a] })
    expect(forward).toEqual({ kind: 'replace', positions: [0, 3] })
    expect(backward).toEqual({ kind: 'replace', positions: [3, 0] })
    const bottom = (steps: LineStep[]) => {
      const played = playLine(config, steps, catalogue)
      if (!played.ok) throw new Error(played.error.code)
      return played.state.masters[0].deck.slice(-2)
    }
    expect(bottom([forward as LineStep])).toEqual([a, b])
    expect(bottom([backward as LineStep])).toEqual([b, a])
  })

  it('R5.10 writes a discard down to the limit a card at a time, each an index step; a set of several is no step', () => {
    const hand = ['espada', 'daga', 'cota', 'cofre', 'golpe', 'guardia', 'dardo', 'tiro', 'robo', 'escudo', 'unguento', 'thal']
    const { state } = scenario(catalogue, {
      masters: [{ hand: hand.map((card, i) => ({ card, as: `h${i}` })) }],
      pendingChoice: { kind: 'discardToLimit', seat: 0, count: 2 },
    })
    const [a, b] = [state.masters[0].hand[2] as number, state.masters[0].hand[7] as number]
    const legal = legalActions(state, catalogue)
    expect(legal).toHaveLength(hand.length)
    const first = stepForAction(state, catalogue, { type: 'discardToLimit', instanceIds: [a] }, legal)
    expect(first).toEqual({ kind: 'index', index: 2 })
    expect(actionForStep(state, catalogue, first as LineStep)).toEqual({ type: 'discardToLimit', instanceIds: [a] })
    const played = apply(state, { type: 'discardToLimit', instanceIds: [a] }, catalogue)
    if (!played.ok) throw new Error(played.error.code)
    const second = stepForAction(played.state, catalogue, { type: 'discardToLimit', instanceIds: [b] })
    expect(second).toEqual({ kind: 'index', index: 6 })
    // Two cards in one answer is not a legal decision: the discard is staged.
    expect(stepForAction(state, catalogue, { type: 'discardToLimit', instanceIds: [a, b] }, legal)).toBeNull()
  })

  it('maps an index step to that entry of legalActions and refuses one past the end', () => {
    const { state } = botLine(21, 3)
    const legal = legalActions(state, catalogue)
    expect(legal.length).toBeGreaterThan(0)
    expect(actionForStep(state, catalogue, { kind: 'index', index: legal.length - 1 })).toEqual(legal[legal.length - 1])
    expect(actionForStep(state, catalogue, { kind: 'index', index: legal.length })).toBeNull()
  })

  it('stops at the first step that names no legal action and keeps what came before', () => {
    const { config, steps } = botLine(8, 12)
    const broken: LineStep[] = [...steps.slice(0, 5), { kind: 'index', index: 9999 }, ...steps.slice(5)]
    const played = playLine(config, broken, catalogue)
    if (!played.ok) throw new Error(played.error.code)
    expect(played.stoppedAt).toEqual({ index: 5, reason: 'noSuchAction' })
    expect(played.steps).toHaveLength(5)
  })

  it('reports why a deck cannot start (RUL-2)', () => {
    const config = goldfishConfig({ ...deck, startingDalmaId: null }, 1, 'first', 10)
    expect(playLine(config, [], catalogue)).toEqual({ ok: false, error: { code: 'noStartingDalma', seat: 0 } })
  })
})
