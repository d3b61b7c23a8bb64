import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { legalActions } from './legal'
import { castsLeft, skillUsesLeft } from './queries'
import { createGame, openingHand, prepareDeck } from './setup'
import type { GameConfig, GameState } from './state'
import { act } from '../engine-testing/helpers'
import { fixtureCatalogue as cat, fixtureDeck } from '../engine-testing/fixtures'
import { gameSeed, SEED128_PATTERN, seed128Of } from './rng'
import { pendingDecision } from './stack'
import { describeError } from './errors'
import { ENGINE_VERSION, UNVERSIONED } from './version'

const config = (over: Partial<GameConfig> = {}): GameConfig => ({ seed: 11, mode: 'goldfish', masters: [{ deck: fixtureDeck() }], ...over })

function created(over: Partial<GameConfig> = {}): GameState {
  const r = createGame(config(over), cat)
  if (!r.ok) throw new Error(r.error.code)
  return r.value
}

/** Through the setup decisions: no replacement, the first enemy protects. */
function started(over: Partial<GameConfig> = {}): GameState {
  let s = act(created(over), { type: 'initialReplacement', instanceIds: [] })
  while (pendingDecision(s)?.kind === 'initialReplacement') s = act(s, { type: 'initialReplacement', instanceIds: [] })
  while (pendingDecision(s)?.kind === 'chooseProtectingEnemy') {
    const seat = pendingDecision(s)?.seat ?? 0
    s = act(s, { type: 'chooseProtectingEnemy', instanceId: s.masters[seat].relicZone.enemies[0] as number })
  }
  return s
}

const cardIds = (s: GameState, ids: readonly number[]) => ids.map((id) => s.cards[id]?.cardId)

describe('setup (§6)', () => {
  it('R6.1 the relic and its six enemies wait face down in the relic zone, outside the deck', () => {
    const s = created()
    const m = s.masters[0]
    expect(m.relicZone.relic).not.toBeNull()
    expect(cardIds(s, [m.relicZone.relic as number])).toEqual(['reliquia'])
    expect(cardIds(s, m.relicZone.enemies).sort()).toEqual(['bandido', 'bandido', 'bandido', 'bandido', 'bandido', 'jefe'])
    for (const id of [m.relicZone.relic as number, ...m.relicZone.enemies]) {
      expect(s.cards[id]?.faceUp).toBe(false)
      expect(m.deck).not.toContain(id)
    }
  })

  it('R6.2 R6.3 RUL-2 the starting Dalma and its two cards leave the deck before the shuffle; it knows them', () => {
    const s = created()
    const m = s.masters[0]
    const dalma = m.startingDalma as number
    expect(s.cards[dalma]?.cardId).toBe('guerrera')
    expect(m.playZone).toEqual([dalma])
    expect(s.cards[dalma]?.faceUp).toBe(false)
    expect(cardIds(s, s.cards[dalma]?.learned ?? [])).toEqual(['golpe', 'guardia'])
    for (const k of s.cards[dalma]?.learned ?? []) expect(s.cards[k]?.learnedBy).toBe(dalma)
    // The deck holds one Guerrera, two Golpe and two Guardia: one copy of each starting card stays in it.
    const rest = [...m.deck, ...m.hand].map((id) => s.cards[id]?.cardId)
    expect(rest.filter((c) => c === 'guerrera')).toHaveLength(0)
    expect(rest.filter((c) => c === 'golpe')).toHaveLength(1)
    expect(rest.filter((c) => c === 'guardia')).toHaveLength(1)
    expect(m.deck.length + m.hand.length).toBe(40 - 3)
  })

  it('RUL-2 R5.9 a deck without a starting Dalma, or missing its cards, cannot start', () => {
    expect(createGame(config({ masters: [{ deck: fixtureDeck({ startingDalmaId: null }) }] }), cat)).toEqual({ ok: false, error: { code: 'noStartingDalma', seat: 0 } })
    expect(createGame(config({ masters: [{ deck: fixtureDeck({ startingDalmaId: 'golpe' }) }] }), cat)).toEqual({ ok: false, error: { code: 'notADalma', cardId: 'golpe' } })
    const noGuardia = fixtureDeck()
    noGuardia.entries = noGuardia.entries.filter((e) => e.cardId !== 'guardia')
    expect(createGame(config({ masters: [{ deck: noGuardia }] }), cat)).toEqual({ ok: false, error: { code: 'startingCardMissing', seat: 0, cardId: 'guardia' } })
    expect(createGame(config({ masters: [{ deck: fixtureDeck({ relicId: 'espada' }) }] }), cat)).toEqual({ ok: false, error: { code: 'notARelic', cardId: 'espada' } })
    expect(createGame(config({ mode: 'duel' }), cat)).toEqual({ ok: false, error: { code: 'noDeck', seat: 1 } })
  })

  it('R6.4 every Dalma starts rested: one skill use, and a caster two casts', () => {
    const s = started({ masters: [{ deck: fixtureDeck({ startingDalmaId: 'maga' }) }] })
    const maga = s.masters[0].startingDalma as number
    expect(castsLeft(s, cat, maga)).toBe(2)
    expect(skillUsesLeft(s, cat, maga)).toBe(1)
    const g = started()
    expect(castsLeft(g, cat, g.masters[0].startingDalma as number)).toBe(0)
    expect(skillUsesLeft(g, cat, g.masters[0].startingDalma as number)).toBe(1)
  })

  it('R6.5 the rest of the deck is shuffled: a permutation, fixed by the seed, different across seeds', () => {
    const a = created({ seed: 1 }), b = created({ seed: 1 }), c = created({ seed: 2 })
    expect(a).toEqual(b)
    // What lies where, by card: the ids follow the positions (issue 13), so they are the same for every seed.
    const order = (s: GameState) => cardIds(s, [...s.masters[0].hand, ...s.masters[0].deck])
    expect(order(a)).not.toEqual(order(c))
    expect(order(a).slice().sort()).toEqual(order(c).slice().sort())
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
  })

  it('R6.6 five cards are drawn, and openingHand deals exactly createGame\'s hand for each game seed', () => {
    const prepared = prepareDeck(fixtureDeck(), cat)
    if (!prepared.ok) throw new Error('deck')
    for (let g = 0; g < 50; g++) {
      const seed = gameSeed(123, g)
      const s = created({ seed })
      expect(s.masters[0].hand).toHaveLength(5)
      expect(cardIds(s, s.masters[0].hand)).toEqual(openingHand(prepared.value, seed))
    }
  })

  it('R6.5 the same deck listed in another order deals the same game for a seed (text file, share code and saved deck agree)', () => {
    const deck = fixtureDeck()
    const reversed = { ...deck, entries: [...deck.entries].reverse() }
    const split = { ...deck, entries: deck.entries.flatMap((e) => (e.count > 1 ? [{ cardId: e.cardId, count: 1 }, { cardId: e.cardId, count: e.count - 1 }] : [e])) }
    expect(reversed.entries).not.toEqual(deck.entries)
    for (const seed of [1, 77, 4242]) {
      const base = created({ seed })
      for (const other of [reversed, split]) {
        const r = createGame(config({ seed, masters: [{ deck: other }] }), cat)
        if (!r.ok) throw new Error(r.error.code)
        expect(cardIds(r.value, r.value.masters[0].hand)).toEqual(cardIds(base, base.masters[0].hand))
        expect(cardIds(r.value, r.value.masters[0].deck)).toEqual(cardIds(base, base.masters[0].deck))
      }
    }
  })

  it('R6.7 RUL-3 replaced cards go under the deck in the chosen order and as many are drawn from the top', () => {
    const s = created()
    const [a, b, c] = s.masters[0].hand as [number, number, number]
    const top = s.masters[0].deck.slice(0, 2)
    const next = act(s, { type: 'initialReplacement', instanceIds: [c, a] })
    const m = next.masters[0]
    expect(m.deck.slice(-2)).toEqual([c, a])
    expect(m.hand).toEqual([b, ...s.masters[0].hand.slice(3), ...top])
    expect(m.replacementUsed).toBe(true)
    expect(m.deck.length).toBe(s.masters[0].deck.length)
  })

  it('RUL-3 choosing no card is not using the replacement: the deferred right stays', () => {
    const next = act(created(), { type: 'initialReplacement', instanceIds: [] })
    expect(next.masters[0].replacementUsed).toBe(false)
    expect(pendingDecision(next)).toEqual({ kind: 'chooseProtectingEnemy', seat: 0 })
  })

  it('R6.7 an illegal replacement is a typed error, never a throw', () => {
    const s = created()
    const hand = s.masters[0].hand
    const deckCard = s.masters[0].deck[0] as number
    expect(apply(s, { type: 'initialReplacement', instanceIds: [hand[0] as number, hand[0] as number] }, cat)).toEqual({ ok: false, error: { code: 'duplicateIds' } })
    expect(apply(s, { type: 'initialReplacement', instanceIds: [deckCard] }, cat)).toEqual({ ok: false, error: { code: 'wrongZone', instanceId: deckCard, expected: 'hand' } })
    expect(apply(s, { type: 'initialReplacement', instanceIds: [999] }, cat)).toEqual({ ok: false, error: { code: 'unknownInstance', instanceId: 999 } })
    expect(apply(s, { type: 'draw' }, cat)).toEqual({ ok: false, error: { code: 'choicePending', pending: 'initialReplacement', action: 'draw' } })
    expect(apply(s, { type: 'deferredReplacement', instanceIds: [] }, cat)).toEqual({ ok: false, error: { code: 'noSuchChoice', action: 'deferredReplacement' } })
    expect(legalActions(s, cat)).toHaveLength(32) // every subset of the five, once
  })

  it('R6.9 RUL-6 the initial revelation shows the relic, the chosen enemy, the starting Dalma and its cards, free', () => {
    let s = act(created(), { type: 'initialReplacement', instanceIds: [] })
    const jefe = s.masters[0].relicZone.enemies.find((id) => s.cards[id]?.cardId === 'jefe') as number
    expect(legalActions(s, cat).map((a) => a.type === 'chooseProtectingEnemy' && s.cards[a.instanceId]?.cardId).sort()).toEqual(['bandido', 'jefe'])
    s = act(s, { type: 'chooseProtectingEnemy', instanceId: jefe })
    const m = s.masters[0]
    expect(m.relicZone.enemies.filter((id) => s.cards[id]?.faceUp)).toEqual([jefe])
    expect(s.cards[m.relicZone.relic as number]?.faceUp).toBe(true)
    const dalma = m.startingDalma as number
    expect([dalma, ...(s.cards[dalma]?.learned ?? [])].every((id) => s.cards[id]?.faceUp)).toBe(true)
    expect(m.silver).toBe(50) // R6.10: nothing was paid for the revelation
  })

  it('R6.10 RUL-5 the first Master has 5 gold and starts in its Fase Principal, with no Descanso or Cobro', () => {
    const s = started()
    expect(s.masters[0].silver).toBe(50)
    expect(s.activeSeat).toBe(0)
    expect(s.firstSeat).toBe(0)
    expect(s.masters[0].turn).toBe(1)
    expect(s.phase).toEqual({ name: 'main', step: 'masterActions' })
  })

  it('RUL-5 playing second in goldfish, the first turn is complete: Descanso and Cobro happen', () => {
    const s = started({ goldfishSeat: 'second' })
    expect(s.firstSeat).toBe(1)
    expect(s.masters[1].turn).toBe(1) // the inert rival's first turn passed at once
    expect(s.masters[1].silver).toBe(50) // and, as first Master, it skipped its Cobro (RUL-5)
    expect(s.masters[0].turn).toBe(1)
    expect(pendingDecision(s)).toEqual({ kind: 'innRest', seat: 0 })
    const after = act(s, { type: 'innRest', dalmaIds: [] })
    expect(after.masters[0].silver).toBe(80) // 5 gold + the Cobro's 3 (R7.12)
  })

  it('R6.11 in a duel the starting Dalma with the higher Iniciativa begins', () => {
    const s = started({ mode: 'duel', masters: [{ deck: fixtureDeck() }, { deck: fixtureDeck({ startingDalmaId: 'maga' }) }] })
    expect(s.firstSeat).toBe(1) // Maga 5 against Guerrera 3
    expect(s.activeSeat).toBe(1)
    expect(s.masters[0].silver).toBe(50)
  })

  it('R6.11 a tie in Iniciativa is settled by d6 roll-offs from the state RNG', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s = created({ seed, mode: 'duel', masters: [{ deck: fixtureDeck() }, { deck: fixtureDeck() }] })
      s = act(s, { type: 'initialReplacement', instanceIds: [] })
      s = act(s, { type: 'initialReplacement', instanceIds: [] })
      s = act(s, { type: 'chooseProtectingEnemy', instanceId: s.masters[0].relicZone.enemies[0] as number })
      const r = apply(s, { type: 'chooseProtectingEnemy', instanceId: s.masters[1].relicZone.enemies[0] as number }, cat)
      if (!r.ok) throw new Error(r.error.code)
      const chosen = r.events.find((e) => e.type === 'firstMasterChosen')
      if (chosen?.type !== 'firstMasterChosen') throw new Error('no firstMasterChosen event')
      expect(chosen.initiative).toEqual([3, 3])
      const last = chosen.rolls.at(-1) as [number, number]
      expect(chosen.rolls.slice(0, -1).every(([x, y]) => x === y)).toBe(true)
      expect(last[0]).not.toBe(last[1])
      expect(chosen.seat).toBe(last[0] > last[1] ? 0 : 1)
      expect(r.state.firstSeat).toBe(chosen.seat)
    }
  })
})

describe('the engine version a record names (issue 13)', () => {
  it('createGame plays a config of this version or of none, and refuses one recorded under another', () => {
    expect(createGame(config({ engineVersion: ENGINE_VERSION }), cat)).toEqual(createGame(config(), cat))
    for (const recorded of [UNVERSIONED, ENGINE_VERSION + 1]) {
      expect(createGame(config({ engineVersion: recorded }), cat)).toEqual({ ok: false, error: { code: 'engineVersion', recorded, current: ENGINE_VERSION } })
    }
    expect(describeError({ code: 'engineVersion', recorded: UNVERSIONED, current: ENGINE_VERSION })).toMatch(/^Esta partida se jugó con una versión anterior del motor de reglas/)
    expect(describeError({ code: 'engineVersion', recorded: ENGINE_VERSION + 1, current: ENGINE_VERSION })).toMatch(/más reciente.*Recarga la página/)
  })

  it('R6.5 a 128-bit seed deals alone; a uint32 seed is the 128-bit seed seed128Of(seed); a malformed one is refused', () => {
    const duel = (over: Partial<GameConfig>) => config({ mode: 'duel', masters: [{ deck: fixtureDeck() }, { deck: fixtureDeck() }], ...over })
    // The old path is the new one's special case: same state, same events, whatever `seed` says beside it.
    for (const seed of [0, 11, 0xffffffff]) {
      expect(createGame(duel({ seed: 5, seed128: seed128Of(seed) }), cat)).toEqual(createGame(duel({ seed }), cat))
    }
    // Every word of the 128 bits reaches the deal: changing any one of them (the low word kept) deals other decks.
    const base = seed128Of(11)
    const decks = (seed128: string) => {
      const r = createGame(duel({ seed128 }), cat)
      if (!r.ok) throw new Error(r.error.code)
      return r.value.masters.map((m) => cardIds(r.value, m.deck).join(','))
    }
    for (let word = 0; word < 3; word++) {
      const other = base.slice(0, 8 * word) + ((Number.parseInt(base.slice(8 * word, 8 * word + 8), 16) ^ 1) >>> 0).toString(16).padStart(8, '0') + base.slice(8 * word + 8)
      expect(other).toMatch(SEED128_PATTERN)
      expect(decks(other)).not.toEqual(decks(base))
    }
    for (const bad of ['', 'xyz', base.toUpperCase(), base + '0', base.slice(1)]) {
      expect(createGame(duel({ seed128: bad }), cat)).toEqual({ ok: false, error: { code: 'badSeed' } })
    }
    expect(describeError({ code: 'badSeed' })).toMatch(/32 cifras hexadecimales/)
  })
})
