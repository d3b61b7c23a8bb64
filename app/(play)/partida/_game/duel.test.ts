import { describe, expect, it } from 'vitest'
import { botRng, createRng, describeError, ENGINE_VERSION, pendingDecision, UNVERSIONED, type GameEvent } from '@/lib/engine'
import { createRngInput } from '@/lib/engine-testing/rng-adversary'
import { fixtureCatalogue as catalogue, fixtureDeck } from '@/lib/engine-testing/fixtures'
import { encodeShareCode } from '@/lib/decks/share-code'
import { formatLine, parseLine } from '@/app/(play)/probar/_table/line'
import {
  blocksUndo, botRngFor, decisionsText, duelOutcome, eventsFor, firstMaster, HIDDEN_CARD, decider, planUndo, playDuel, replaySearch, savedDuel, startDuel, summaryStart, truncateDuel,
  type Duel, type DuelSetup,
} from './duel'
import { randomBotAction } from './bot-move'
import { readReplaySearch, readSavedDuel } from './duel-io'

const deck = fixtureDeck()
const code = encodeShareCode(deck)
const setup = (mode: DuelSetup['mode'] = 'hotseat'): DuelSetup => ({ seed: 77, variant: 'none', mode, bot: 'random', codes: [code, code] })

function fresh(mode: DuelSetup['mode'] = 'hotseat'): Duel {
  const s = startDuel(setup(mode), [deck, deck], [], catalogue)
  if (!s.ok) throw new Error(s.error.code)
  return s.duel
}

/** Plays random legal actions (the stand-in bot's) for `n` steps. */
function advance(duel: Duel, n: number): Duel {
  let d = duel
  for (let i = 0; i < n && d.state.result === null; i++) {
    const a = randomBotAction(d, catalogue)
    const next = a === null ? null : playDuel(d, a, catalogue)
    if (next === null) throw new Error('no legal action was accepted')
    d = next
  }
  return d
}

describe('a duel', () => {
  it('starts with the replacements, and names the first Master by R6.11 once both are made', () => {
    const d = fresh()
    expect(pendingDecision(d.state)?.kind).toBe('initialReplacement')
    expect(firstMaster(d)).toBeNull()
    const later = advance(d, 8)
    expect(firstMaster(later)?.rule).toMatch(/R6\.11|RUL-5/)
  })

  it('records which seat decided each step', () => {
    const d = advance(fresh(), 6)
    let state = fresh().state
    for (const s of d.steps) {
      expect(s.seat).toBe(decider(state))
      const r = playDuel({ ...d, state, steps: [] }, s.action, catalogue)
      if (r === null) throw new Error('step did not replay')
      state = r.state
    }
  })

  it('the stand-in bot decides the same in the same position, and only legal actions', () => {
    const d = advance(fresh(), 10)
    expect(randomBotAction(d, catalogue)).toEqual(randomBotAction(structuredClone(d), catalogue))
    expect(d.steps).toHaveLength(10)
  })
})

describe('undo', () => {
  const event = (e: object) => e as GameEvent
  it('is blocked by draws, rolls, reveals, shuffles and tie-broken starts, not by plain payments', () => {
    expect(blocksUndo(event({ type: 'cardDrawn' }))).toBe(true)
    expect(blocksUndo(event({ type: 'attackRolled' }))).toBe(true)
    expect(blocksUndo(event({ type: 'initiativeTie' }))).toBe(true)
    expect(blocksUndo(event({ type: 'cardRevealed' }))).toBe(true)
    expect(blocksUndo(event({ type: 'enemyRevealed' }))).toBe(true)
    expect(blocksUndo(event({ type: 'deckShuffled' }))).toBe(true)
    expect(blocksUndo(event({ type: 'lenteLooked' }))).toBe(true)
    expect(blocksUndo(event({ type: 'firstMasterChosen', rolls: [[3, 5]] }))).toBe(true)
    expect(blocksUndo(event({ type: 'firstMasterChosen', rolls: [] }))).toBe(false)
    expect(blocksUndo(event({ type: 'moneyPaid' }))).toBe(false)
    expect(blocksUndo(event({ type: 'cardPlaced' }))).toBe(false)
  })

  it('takes back the last step when it is the deciding seat\'s and hid nothing, else says why', () => {
    let d = fresh()
    expect(planUndo(d, 0)).toEqual({ ok: false, reason: 'nothing' })
    // Walk until a step without blocking events; undo it and check the state is the one before it.
    for (let i = 0; i < 200; i++) {
      const before = d
      d = advance(d, 1)
      const last = d.steps[d.steps.length - 1]
      if (!last) break
      const plan = planUndo(d, last.seat)
      if (last.events.some(blocksUndo)) {
        expect(plan).toEqual({ ok: false, reason: 'hidden' })
        continue
      }
      expect(plan).toEqual({ ok: true, keep: before.steps.length })
      const other = last.seat === 0 ? 1 : 0
      expect(planUndo(d, other)).toEqual({ ok: false, reason: 'notYours' })
      const undone = truncateDuel(d, before.steps.length, catalogue)
      expect(undone.state).toEqual(before.state)
      return
    }
    throw new Error('no undoable step found')
  })

  it('against the bot, takes back the player\'s decision and the bot\'s after it, unless one of them drew or rolled', () => {
    const base = fresh('bot')
    const mine = { action: { type: 'pass' } as const, step: { kind: 'index', index: 0 } as const, events: [] }
    const d: Duel = { ...base, steps: [{ ...mine, seat: 0 }, { ...mine, seat: 1 }, { ...mine, seat: 1 }] }
    expect(planUndo(d, 0)).toEqual({ ok: true, keep: 0 })
    const drawn: Duel = { ...d, steps: [...d.steps.slice(0, 2), { ...mine, seat: 1, events: [event({ type: 'cardDrawn' })] }] }
    expect(planUndo(drawn, 0)).toEqual({ ok: false, reason: 'hidden' })
    expect(planUndo({ ...d, steps: [{ ...mine, seat: 1 }] }, 0)).toEqual({ ok: false, reason: 'nothing' })
  })

  it('goes back past the steps taken for the player without asking, to the last decision it made', () => {
    const base = fresh('bot')
    const step = { action: { type: 'pass' } as const, step: { kind: 'index', index: 0 } as const, events: [] }
    const d: Duel = { ...base, steps: [{ ...step, seat: 0 }, { ...step, seat: 0 }, { ...step, seat: 1 }, { ...step, seat: 0, auto: 'era la única opción' }] }
    expect(planUndo(d, 0)).toEqual({ ok: true, keep: 1 })
    const onlyAuto: Duel = { ...base, steps: [{ ...step, seat: 0, auto: 'era la única opción' }] }
    expect(planUndo(onlyAuto, 0)).toEqual({ ok: false, reason: 'nothing' })
    // Hot seat: the other Master's automatic step is taken back with it, its decision is not.
    const hot: Duel = { ...fresh(), steps: [{ ...step, seat: 0 }, { ...step, seat: 1, auto: 'paradas' }] }
    expect(planUndo(hot, 0)).toEqual({ ok: true, keep: 0 })
    expect(planUndo({ ...hot, steps: [{ ...step, seat: 0 }, { ...step, seat: 1 }] }, 0)).toEqual({ ok: false, reason: 'notYours' })
  })
})

describe('the replay URL', () => {
  it('round-trips seed, variant, decks, line and catalogue version', () => {
    const d = advance(fresh(), 12)
    const search = replaySearch({ seed: 77, variant: 'pensada', codes: [code, code], steps: d.steps.map((s) => s.step), catalogueVersion: 'v9' })
    const read = readReplaySearch(new URLSearchParams(search))
    expect(read).toEqual({
      ok: true,
      value: {
        seed: 77, variant: 'pensada', codes: [code, code], steps: d.steps.map((s) => s.step), catalogueVersion: 'v9', override: null, engineVersion: ENGINE_VERSION,
        mode: null, bot: null, seed128: null, table: null,
      },
    })
    expect(search).not.toContain('o=')
    // Replaying the decoded line gives the same position.
    if (!read.ok) throw new Error('unreadable')
    const again = startDuel(setup(), [deck, deck], read.value.steps, catalogue, read.value.engineVersion)
    expect(again.ok && again.duel.state).toEqual(d.state)
  })

  it('issue 13: a link made before engine versions (no e) with steps says plainly it cannot be replayed; one with no steps still opens', () => {
    const d = advance(fresh(), 12)
    const made = new URLSearchParams(replaySearch({ seed: 77, variant: 'none', codes: [code, code], steps: d.steps.map((s) => s.step), catalogueVersion: 'v9' }))
    expect(made.get('e')).toBe(String(ENGINE_VERSION))
    made.delete('e')
    const old = readReplaySearch(made)
    if (!old.ok) throw new Error('unreadable')
    expect(old.value.engineVersion).toBe(UNVERSIONED)
    const refused = startDuel(setup(), [deck, deck], old.value.steps, catalogue, old.value.engineVersion)
    expect(refused).toEqual({ ok: false, error: { code: 'engineVersion', recorded: UNVERSIONED, current: ENGINE_VERSION } })
    if (refused.ok) throw new Error('replayed')
    expect(describeError(refused.error)).toMatch(/versión anterior del motor.*no se puede reproducir.*No se ha borrado ni cambiado nada/)
    // A starting position (what /laboratorio links to) is no record: the seed deals the same cards on every version.
    const start = startDuel(setup(), [deck, deck], [], catalogue, UNVERSIONED)
    expect(start.ok && start.duel.config.engineVersion).toBe(ENGINE_VERSION)
    expect(readReplaySearch(new URLSearchParams({ ...Object.fromEntries(made), e: '0' }))).toMatchObject({ ok: false, field: 'versión del motor' })
  })

  it('names the field and the reason of a bad input', () => {
    const good = { rep: '1', s: '5', v: 'none', a: code, b: code, l: '', cat: 'x' }
    const bad = (patch: Record<string, string>) => readReplaySearch(new URLSearchParams({ ...good, ...patch }))
    expect(bad({ s: 'abc' })).toMatchObject({ ok: false, field: 'semilla' })
    expect(bad({ s: '4294967296' })).toEqual({ ok: false, field: 'semilla', message: 'la semilla no cabe en 32 bits' })
    expect(bad({ v: 'turbo' })).toEqual({ ok: false, field: 'variante', message: 'la variante no existe' })
    expect(bad({ a: '' })).toEqual({ ok: false, field: 'mazo A', message: 'falta el mazo A' })
    expect(bad({ b: 'x'.repeat(4001) })).toMatchObject({ ok: false, field: 'mazo B' })
    expect(bad({ l: '3!' })).toMatchObject({ ok: false, field: 'jugada' })
    expect(bad({ l: 'A'.repeat(20_001) })).toEqual({ ok: false, field: 'jugada', message: 'la jugada es demasiado larga' })
    const noSeed = new URLSearchParams(good)
    noSeed.delete('s')
    expect(readReplaySearch(noSeed)).toEqual({ ok: false, field: 'semilla', message: 'falta' })
    expect(bad({ o: '{"espada"' })).toEqual({ ok: false, field: 'cambio de prueba', message: 'no es JSON válido' })
    expect(bad({ o: '{"espada":3}' })).toMatchObject({ ok: false, field: 'cambio de prueba' })
    expect(bad({ o: 'x'.repeat(16_001) })).toMatchObject({ ok: false, field: 'cambio de prueba' })
    expect(bad({})).toMatchObject({ ok: true })
  })

  it('keeps the bot the game was played against, so it can be continued against the same bot', () => {
    const search = replaySearch({ seed: 5, variant: 'none', codes: [code, code], steps: [], catalogueVersion: 'v9', mode: 'bot', bot: 'search' })
    expect(readReplaySearch(new URLSearchParams(search))).toMatchObject({ ok: true, value: { mode: 'bot', bot: 'search' } })
    const hot = replaySearch({ seed: 5, variant: 'none', codes: [code, code], steps: [], catalogueVersion: 'v9', mode: 'hotseat', bot: 'search' })
    expect(readReplaySearch(new URLSearchParams(hot))).toMatchObject({ ok: true, value: { mode: 'hotseat', bot: null } })
    expect(readReplaySearch(new URLSearchParams({ rep: '1', s: '5', v: 'none', a: code, b: code, m: 'online' }))).toMatchObject({ ok: false, field: 'modo' })
  })

  it('carries the 128-bit seed an online table dealt from (w): it deals instead of s, and a malformed one is refused', () => {
    const wide = '0123456789abcdef0123456789abcdef'
    const played = startDuel({ ...setup(), seed128: wide }, [deck, deck], [], catalogue)
    if (!played.ok) throw new Error('no game')
    const d = advance(played.duel, 10)
    const search = replaySearch({ seed: 77, variant: 'none', codes: [code, code], steps: d.steps.map((s) => s.step), catalogueVersion: 'v9', seed128: wide })
    const read = readReplaySearch(new URLSearchParams(search))
    if (!read.ok) throw new Error('unreadable')
    expect(read.value.seed128).toBe(wide)
    const again = startDuel({ ...setup(), seed128: wide }, [deck, deck], read.value.steps, catalogue, read.value.engineVersion)
    expect(again.ok && again.duel.state).toEqual(d.state)
    // The same s without w deals another game.
    const narrow = startDuel(setup(), [deck, deck], [], catalogue)
    // (instance ids follow the cards' places, so the deal shows in which card lies where)
    const order = (st: typeof d.state) => st.masters[0].deck.map((id) => st.cards[id]?.cardId)
    expect(narrow.ok && order(narrow.duel.state)).not.toEqual(order(played.duel.state))
    expect(readReplaySearch(new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), w: 'ABC' }))).toMatchObject({ ok: false, field: 'semilla de 128 bits' })
    // A game continued from such a replay keeps its seed in this browser's save.
    const saved = readSavedDuel(JSON.stringify(savedDuel(d, 'v9')))
    expect(saved?.setup.seed128).toBe(wide)
  })

  it('issue 27: carries the online table and how its own rules ended the game (a resignation), refusing a malformed end', () => {
    const table = { id: 'AbCdEfGhIjKlMnOp', end: { winner: 'B' as const, reason: 'resign' as const } }
    const search = replaySearch({ seed: 77, variant: 'none', codes: [code, code], steps: [], catalogueVersion: 'v9', table })
    expect(new URLSearchParams(search).get('fin')).toBe('B.resign')
    expect(readReplaySearch(new URLSearchParams(search))).toMatchObject({ ok: true, value: { table } })
    const drawn = replaySearch({ seed: 77, variant: 'none', codes: [code, code], steps: [], catalogueVersion: 'v9', table: { id: table.id, end: { winner: null, reason: 'expired' } } })
    expect(readReplaySearch(new URLSearchParams(drawn))).toMatchObject({ ok: true, value: { table: { id: table.id, end: { winner: null, reason: 'expired' } } } })
    // A table the engine ended carries only its id.
    const plain = replaySearch({ seed: 77, variant: 'none', codes: [code, code], steps: [], catalogueVersion: 'v9', table: { id: table.id, end: null } })
    expect(new URLSearchParams(plain).has('fin')).toBe(false)
    expect(readReplaySearch(new URLSearchParams(plain))).toMatchObject({ ok: true, value: { table: { id: table.id, end: null } } })
    const params = Object.fromEntries(new URLSearchParams(search))
    expect(readReplaySearch(new URLSearchParams({ ...params, fin: 'B.capture' }))).toMatchObject({ ok: false, field: 'final de la mesa' })
    expect(readReplaySearch(new URLSearchParams({ ...params, fin: 'C.resign' }))).toMatchObject({ ok: false, field: 'final de la mesa' })
    expect(readReplaySearch(new URLSearchParams({ ...params, mesa: 'corta' }))).toMatchObject({ ok: false, field: 'mesa' })
  })

  it('carries the what-if override the game was played with', () => {
    const override = { espada: { bonuses: { strength: 2 } } }
    const search = replaySearch({ seed: 77, variant: 'none', codes: [code, code], steps: [], catalogueVersion: 'v9', override })
    const read = readReplaySearch(new URLSearchParams(search))
    expect(read.ok && read.value.override).toEqual(override)
  })
})

describe('the decisions in words', () => {
  it('issue 27: «1 decisión tomada», not «1 decisiones tomadas»', () => {
    expect(decisionsText(1)).toBe('1 decisión tomada')
    expect(decisionsText(0)).toBe('0 decisiones tomadas')
    expect(decisionsText(7)).toBe('7 decisiones tomadas')
  })
})

describe('the outcome an account save lists', () => {
  it('counts both Masters\' turns and the player\'s decisions (not the bot\'s, nor steps taken by themselves), and names no winner while unfinished', () => {
    const d = advance(fresh('bot'), 30)
    const outcome = duelOutcome(d)
    const mine = d.steps.filter((s) => s.seat === 0).length
    expect(mine).toBeGreaterThan(0)
    expect(mine).toBeLessThan(30)
    expect(outcome).toMatchObject({ status: 'unfinished', result: null, winner: null, decisions: mine })
    const withAuto = { ...d, steps: d.steps.map((s, i) => (i === 0 ? { ...s, seat: 0 as const, auto: 'era la única opción' } : s)) }
    expect(duelOutcome(withAuto).decisions).toBe(withAuto.steps.filter((s) => s.seat === 0).length - 1)
    expect(duelOutcome({ ...d, setup: { ...d.setup, mode: 'hotseat' } }).decisions).toBe(30)
    expect(outcome.turns).toBe(d.state.masters[0].turn + d.state.masters[1].turn)
    expect(outcome.turns).toBeGreaterThan(0)
  })

  it('names the winner as the seat that did not lose', () => {
    const d = fresh()
    const lost = { ...d, state: { ...d.state, result: { kind: 'defeat' as const, loser: 0 as const, reason: 'capture' as const, turn: 9 } } }
    expect(duelOutcome(lost)).toMatchObject({ status: 'finished', winner: 1, result: 'Master 2 gana: captura la reliquia rival.' })
  })
})

describe('saving', () => {
  it('keeps setup, line and catalogue version, and rejects damaged text', () => {
    const d = advance(fresh('bot'), 5)
    const saved = savedDuel(d, 'v1')
    expect(saved.line).toBe(formatLine(d.steps.map((s) => s.step)))
    expect(readSavedDuel(JSON.stringify(saved))).toEqual(saved)
    expect(readSavedDuel('{not json')).toBeNull()
    expect(readSavedDuel(JSON.stringify({ ...saved, setup: { ...saved.setup, mode: 'online' } }))).toBeNull()
    expect(readSavedDuel(null)).toBeNull()
  })

  it('keeps the override, the numbers played on when not today\'s, and the account game it is saved to', () => {
    const d = advance(fresh('bot'), 3)
    const recorded = [catalogue.byId.get('guerrera')].filter((c) => c !== undefined)
    const saved = savedDuel(d, { catalogueVersion: 'v0', recorded, override: { guerrera: { life: 9 } } }, { id: 'cabc123', revision: 4 })
    const read = readSavedDuel(JSON.stringify(saved))
    expect(read).toEqual(saved)
    expect(read?.cards?.[0]?.id).toBe('guerrera')
    expect(read?.account).toEqual({ id: 'cabc123', revision: 4 })
    // A save made before these fields existed still reads.
    expect(readSavedDuel(JSON.stringify({ setup: saved.setup, line: saved.line, catalogueVersion: 'v0' }))).toMatchObject({ catalogueVersion: 'v0' })
    expect(readSavedDuel(JSON.stringify({ ...saved, account: { id: 'a b', revision: 1 } }))).toBeNull()
  })

  it('issue 13: a save carries the engine version and resumes; one made before versions reads as version 1 and is refused, not rewritten', () => {
    const d = advance(fresh('bot'), 6)
    const saved = savedDuel(d, 'v1')
    expect(saved.engineVersion).toBe(ENGINE_VERSION)
    const steps = (s: typeof saved) => { const l = parseLine(s.line); if (!l.ok) throw new Error('line'); return l.steps }
    const resumed = startDuel(saved.setup, [deck, deck], steps(saved), catalogue, saved.engineVersion)
    expect(resumed.ok && resumed.duel.state).toEqual(d.state)
    const text = JSON.stringify({ setup: saved.setup, line: saved.line, catalogueVersion: 'v1' })
    const old = readSavedDuel(text)
    expect(old?.engineVersion).toBe(UNVERSIONED)
    const refused = startDuel(old?.setup ?? saved.setup, [deck, deck], steps(old ?? saved), catalogue, old?.engineVersion)
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.error.code).toBe('engineVersion')
  })
})

describe('the log a seat reads', () => {
  it('names its own draws and hides the rival\'s', () => {
    const d = fresh()
    const draws = d.setupEvents.filter((e) => e.type === 'cardDrawn')
    expect(draws.some((e) => e.seat === 0) && draws.some((e) => e.seat === 1)).toBe(true)
    const seen = eventsFor(d.setupEvents, 0).filter((e) => e.type === 'cardDrawn')
    for (const e of seen) {
      if (e.type !== 'cardDrawn') continue
      if (e.seat === 0) expect(e.cardId).not.toBe(HIDDEN_CARD)
      else expect(e.cardId).toBe(HIDDEN_CARD)
    }
    expect(seen).toHaveLength(draws.length)
  })
})

describe('the summary\'s first step', () => {
  const step = (seat: 0 | 1, events: object[] = [], auto?: string) =>
    ({ action: { type: 'pass' } as const, step: { kind: 'index', index: 0 } as const, seat, events: events as GameEvent[], ...(auto ? { auto } : {}) })
  it('is the viewer\'s last decision, not a step taken for it', () => {
    expect(summaryStart([step(0), step(1), step(0), step(1), step(0, [], 'paradas')], 0)).toBe(2)
    expect(summaryStart([step(1), step(1)], 0)).toBe(0)
  })

  it('R17.1 R19.1 goes back to the start of a combat still open, so a combat is summarised whole', () => {
    const open = [step(0), step(0, [{ type: 'offensiveDeclared' }]), step(1), step(0), step(1)]
    expect(summaryStart(open, 0)).toBe(1)
    const closed = [step(0, [{ type: 'offensiveDeclared' }]), step(1, [{ type: 'combatEnded' }]), step(0), step(1)]
    expect(summaryStart(closed, 0)).toBe(2)
  })
})

describe('the bot\'s generator (issue 13)', () => {
  it('the seeding used before handed the game seed, and so the deal, to the bot: the adversary walks it back', () => {
    const d = advance(fresh('bot'), 5)
    const old = createRng((d.config.seed ^ Math.imul(d.steps.length + 1, 0x9e3779b1)) >>> 0)
    const recovered = createRngInput(old)
    expect(recovered === null ? null : (recovered ^ Math.imul(d.steps.length + 1, 0x9e3779b1)) >>> 0).toBe(d.config.seed)
  })

  it('each decision\'s generator is botRng(seed, seat, step): one-way, so walking it back finds no seed', () => {
    let d = fresh('bot')
    const seen = new Set<string>()
    for (let i = 0; i < 12 && d.state.result === null; i++) {
      const rng = botRngFor(d)
      expect(createRngInput(rng)).toBeNull()
      expect(rng).toEqual(botRng(d.config.seed, decider(d.state), d.steps.length))
      seen.add(rng.join(','))
      d = advance(d, 1)
    }
    expect(seen.size).toBe(12)
  })
})
