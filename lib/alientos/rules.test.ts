// Rule tests of the alientos engine that need no board: pools (ALI-1), the dice (A2), Evocación over many seeds
// (A4), the round limit, the clock and resignations. The rules shown on a board are in scenarios/alientos.
import { describe, expect, it } from 'vitest'
import { createRng } from '../random/rng'
import { applyAction, createDuel, resign, timeoutAction, STARTING_PAIN, MAX_SEATS } from './apply'
import { beginRecount } from './apply'
import { emptyPool, facesOf, parsePool, poolDice, poolProblems, poolText, startOf, type Pool } from './dice'
import { checkAction, legalActions } from './legal'
import { alientosGame } from './platform'
import { announceAbsence, settleMoveClock, startMoveClock, type MovePolicy } from '../platform/move-clock'
import type { AlientosState, Die } from './state'
import { randomPool } from './testing/duels'

const pool = (text: string): Pool => {
  const r = parsePool(text)
  if (!r.ok) throw new Error(r.message)
  return r.pool
}
const STANDARD = pool('odio:6,calma:6,cambio:1,renovacion:1,umbra:1')
const duel = (pools: Pool[], seed = 1, maxRounds?: number): AlientosState => {
  const c = createDuel({ pools, seed, maxRounds })
  if (!c.ok) throw new Error(c.error.message)
  return c.state
}

describe('pools (ALI-1)', () => {
  it('A1.2 A1.3 A1.4 ALI-1: 12 dice with umbra (Odio, Calma, Mansedumbre of either umbra) and 3 without, any mix', () => {
    expect(poolProblems(STANDARD)).toEqual([])
    expect(poolProblems(pool('mansedumbre-ofensa:6,mansedumbre-defensa:6,umbra:3'))).toEqual([])
    expect(poolProblems(pool('odio:13,cambio:2'))).toEqual([{ code: 'UMBRA_COUNT', count: 13, required: 12 }, { code: 'PLAIN_COUNT', count: 2, required: 3 }])
    expect(poolProblems(pool('odio:12,cambio:4'))).toEqual([{ code: 'PLAIN_COUNT', count: 4, required: 3 }])
    expect(poolDice(STANDARD)).toHaveLength(15)
  })
  it('A1.2 ALI-1: a duel refuses a pool that breaks ALI-1, and the text form reads back', () => {
    const r = createDuel({ pools: [STANDARD, pool('odio:12,cambio:2')], seed: 1 })
    expect(r.ok).toBe(false)
    expect(parsePool(poolText(STANDARD))).toEqual({ ok: true, pool: STANDARD })
    expect(parsePool('odio:6,furia:6').ok).toBe(false)
    expect(parsePool('odio:6,odio:6').ok).toBe(false)
  })
  it('A1.1: two to six taumaturgos', () => {
    expect(createDuel({ pools: [STANDARD], seed: 1 }).ok).toBe(false)
    expect(createDuel({ pools: Array.from({ length: MAX_SEATS + 1 }, () => STANDARD), seed: 1 }).ok).toBe(false)
    for (let n = 2; n <= 6; n++) expect(duel(Array.from({ length: n }, () => STANDARD)).taumaturgos).toHaveLength(n)
  })
  it('A1.5: every taumaturgo begins with 15 points of pain', () => {
    expect(duel([STANDARD, STANDARD, STANDARD]).taumaturgos.map((t) => t.pain)).toEqual([STARTING_PAIN, STARTING_PAIN, STARTING_PAIN])
    expect(STARTING_PAIN).toBe(15)
  })
})

describe('the dice (A2)', () => {
  it('A2.1 A2.2 A2.3 A2.4 A2.5 A2.6: Odio d6 Ofensa, Calma d6 Defensa, Mansedumbre d6 of the chosen umbra, Renovación d4, Cambio d6, Umbra d4, the last three without umbra', () => {
    expect([facesOf('odio'), facesOf('calma'), facesOf('mansedumbre'), facesOf('renovacion'), facesOf('cambio'), facesOf('umbra')]).toEqual([6, 6, 6, 4, 6, 4])
    expect(startOf('odio')).toEqual({ kind: 'odio', umbra: 'ofensa' })
    expect(startOf('calma')).toEqual({ kind: 'calma', umbra: 'defensa' })
    expect(startOf('mansedumbre-ofensa')).toEqual({ kind: 'mansedumbre', umbra: 'ofensa' })
    expect(startOf('mansedumbre-defensa')).toEqual({ kind: 'mansedumbre', umbra: 'defensa' })
    for (const k of ['renovacion', 'cambio', 'umbra'] as const) expect(startOf(k).umbra).toBeNull()
  })
  it('A2.7 A4.2 ALI-2: over 400 Evocaciones every die shows a face it has and every face turns up, d4s included', () => {
    const seen = new Map<string, Set<number>>()
    for (let seed = 0; seed < 400; seed++) {
      const rng = createRng(seed)
      for (const t of duel([randomPool(rng), randomPool(rng)], seed).taumaturgos) {
        for (const d of t.dice) {
          expect(d.value).toBeGreaterThanOrEqual(1)
          expect(d.value).toBeLessThanOrEqual(facesOf(d.kind))
          expect(d.natural).toBe(d.value)
          const faces = seen.get(d.kind) ?? new Set<number>()
          faces.add(d.value)
          seen.set(d.kind, faces)
        }
      }
    }
    for (const [kind, faces] of seen) expect(faces.size, kind).toBe(facesOf(kind as Die['kind']))
  })
  it('A2.7 ALI-4: a Cambio cannot lift a d4 past 4', () => {
    const s = duel([pool('odio:12,cambio:1,renovacion:2'), STANDARD])
    const own = s.taumaturgos[s.turn] as AlientosState['taumaturgos'][number]
    const cambio = own.dice.findIndex((d) => d.kind === 'cambio')
    const renovacion = own.dice.findIndex((d) => d.kind === 'renovacion')
    ;(own.dice[cambio] as Die).value = 2
    ;(own.dice[renovacion] as Die).value = 3
    expect(checkAction(s, { type: 'support', die: cambio, seat: s.turn, dice: [renovacion], shares: [2] })?.code).toBe('OUT_OF_FACES')
    expect(checkAction(s, { type: 'support', die: cambio, seat: s.turn, dice: [renovacion], shares: [-2] })).toBeNull()
  })
})

describe('rounds', () => {
  it('A4.2 A6.4 ALI-8 AN-5: dice retired in a round, and dice turned by an Umbra, are back as chosen at the next Evocación', () => {
    let s = duel([pool('calma:12,umbra:3'), pool('odio:12,cambio:3')], 5)
    for (let round = s.round; s.round === round && s.phase !== 'over';) {
      const umbraMove = legalActions(s).find((a) => a.type === 'support' && a.seat === s.turn && s.taumaturgos[s.turn]?.dice[a.die]?.kind === 'umbra')
      const attack = legalActions(s).find((a) => a.type === 'attack')
      const r = applyAction(s, umbraMove ?? attack ?? { type: 'pass' })
      if (!r.ok) throw new Error(r.error.message)
      s = r.state
    }
    expect(s.round).toBe(2)
    for (const t of s.taumaturgos) for (const d of t.dice) {
      expect(d.out).toBe(false)
      expect({ kind: d.kind, umbra: d.umbra }).toEqual(startOf(d.base))
    }
  })
  it('AN-7 A4.1: the site calls a duel that reaches its round limit a draw between those left', () => {
    let s = duel([pool('calma:12,renovacion:3'), pool('calma:12,renovacion:3')], 3, 2)
    while (s.phase !== 'over') {
      const r = applyAction(s, { type: 'pass' })
      if (!r.ok) throw new Error(r.error.message)
      s = r.state
    }
    expect(s.round).toBe(2)
    expect(s.result).toEqual({ winners: [0, 1], reason: 'roundLimit', rule: 'AN-7' })
    expect(s.taumaturgos.map((t) => t.pain)).toEqual([15, 15])
  })
})

describe('the clock and leaving (ALI-9)', () => {
  it('A9.4 ALI-9: 24 hours a move, one announced absence of at most 72 hours; a lapsed move passes', () => {
    expect(alientosGame.clock).toEqual({ kind: 'move', moveMs: 24 * 3600_000, absenceMs: 72 * 3600_000, absences: 1 })
    const s = duel([STANDARD, STANDARD])
    expect(timeoutAction(s)).toEqual({ type: 'pass' })
  })
  it('A9.4 ALI-9: on the platform move clock, a duel left alone passes for its decider 24 h after each hand-over; an announced absence holds it', () => {
    const H = 3_600_000
    const T0 = Date.UTC(2026, 11, 5)
    const s = duel([STANDARD, STANDARD], 3)
    const first = s.turn
    const clock = startMoveClock(2, T0)
    expect(settleMoveClock(alientosGame, s, clock, T0 + 24 * H - 1)).toMatchObject({ ok: true, lapses: [] })
    const lapsed = settleMoveClock(alientosGame, s, clock, T0 + 24 * H)
    if (!lapsed.ok) throw new Error(lapsed.error.message)
    expect(lapsed.lapses).toMatchObject([{ seat: first, action: { type: 'pass' }, at: T0 + 24 * H }])
    expect(lapsed.state.turn).toBe(1 - first)
    expect(lapsed.clock.since).toBe(T0 + 24 * H)
    // Announced at hour 2 for 72 h: the decider passes at hour 96, not 24; a second absence is refused.
    const away = announceAbsence(clock, alientosGame.clock as MovePolicy, first, 72 * H, T0 + 2 * H)
    if (!away.ok) throw new Error(away.error.message)
    expect(settleMoveClock(alientosGame, s, away.clock, T0 + 95 * H)).toMatchObject({ ok: true, lapses: [] })
    expect(settleMoveClock(alientosGame, s, away.clock, T0 + 96 * H)).toMatchObject({ ok: true, lapses: [{ seat: first, at: T0 + 96 * H }] })
    expect(announceAbsence(away.clock, alientosGame.clock as MovePolicy, first, H, T0 + 100 * H)).toMatchObject({ ok: false, error: { code: 'absencesUsed' } })
  })
  it('AN-9 A8.2: a clock that runs out while naming at Recuento names the next adversary in seat order', () => {
    const s = duel([STANDARD, STANDARD, STANDARD], 7)
    s.phase = 'invocation'
    s.beginner = 1
    s.turn = 1
    const r = beginRecount(s)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.state.phase).toBe('recount')
    expect(timeoutAction(r.state)).toEqual({ type: 'name', adversary: (r.state.turn + 1) % 3 })
  })
  it('A9.3 AN-8 ALI-9: whoever named a taumaturgo who leaves at Recuento names again, or aims at the one adversary left', () => {
    const s = duel([STANDARD, STANDARD, STANDARD], 11)
    for (const t of s.taumaturgos) for (const d of t.dice) { d.value = d.kind === 'odio' ? 6 : 1; if (d.kind === 'calma') d.out = true }
    s.beginner = 0
    s.turn = 0
    let r = beginRecount(s)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.state.turn).toBe(0)
    r = applyAction(r.state, { type: 'name', adversary: 2 })
    if (!r.ok) throw new Error(r.error.message)
    expect(r.state.turn).toBe(1)
    r = resign(r.state, 2)
    if (!r.ok) throw new Error(r.error.message)
    // A named C, who left: with B the only adversary left, A's Ofensa goes to B, and B's to A, at once.
    const recount = r.events.find((e) => e.type === 'recount')
    expect(recount?.type === 'recount' && recount.rows.map((row) => [row.seat, row.named, row.received])).toEqual([[0, 1, 36], [1, 0, 36]])
  })
})

describe('Apoyo choices the text leaves open', () => {
  it('AN-1: an Apoyo that chooses no die is refused', () => {
    const s = duel([STANDARD, STANDARD])
    const own = s.taumaturgos[s.turn] as AlientosState['taumaturgos'][number]
    const die = own.dice.findIndex((d) => d.kind === 'renovacion')
    expect(checkAction(s, { type: 'support', die, seat: s.turn, dice: [] })?.code).toBe('NO_DICE')
  })
  it('AN-2: Renovación may re-roll dice without umbra; Umbra may turn a die Mansedumbre blocks', () => {
    const p = pool('odio:6,mansedumbre-defensa:6,renovacion:1,cambio:2')
    const s = duel([p, STANDARD])
    const own = s.taumaturgos[s.turn] as AlientosState['taumaturgos'][number]
    const ren = own.dice.findIndex((d) => d.kind === 'renovacion')
    const cambios = own.dice.flatMap((d, i) => (d.kind === 'cambio' ? [i] : []))
    ;(own.dice[ren] as Die).value = 2
    expect(checkAction(s, { type: 'support', die: ren, seat: s.turn, dice: cambios })).toBeNull()
    const rival = 1 - s.turn
    const foe = s.taumaturgos[rival] as AlientosState['taumaturgos'][number]
    const umbraDie = foe.dice.findIndex((d) => d.kind === 'umbra')
    ;(foe.dice[umbraDie] as Die).value = 1
    // The rival's Odio showing a Mansedumbre-Defensa's value is blocked; an Umbra may still turn it.
    const m = own.dice.find((d) => d.kind === 'mansedumbre') as Die
    const odio = foe.dice.findIndex((d) => d.kind === 'odio')
    ;(foe.dice[odio] as Die).value = m.value
    s.turn = rival
    expect(checkAction(s, { type: 'attack', dice: [odio], target: 1 - rival, die: own.dice.findIndex((d) => d.kind === 'mansedumbre') })?.code).toBe('BLOCKED')
    expect(checkAction(s, { type: 'support', die: umbraDie, seat: rival, dice: [odio] })).toBeNull()
  })
  it('AN-3: Cambio gives every chosen die a share, all of one sign each, adding up to its value exactly', () => {
    const s = duel([pool('odio:12,cambio:3'), STANDARD])
    const own = s.taumaturgos[s.turn] as AlientosState['taumaturgos'][number]
    const k = own.dice.findIndex((d) => d.kind === 'cambio')
    ;(own.dice[k] as Die).value = 3
    for (const d of own.dice) if (d.kind === 'odio') d.value = 3
    expect(checkAction(s, { type: 'support', die: k, seat: s.turn, dice: [0, 1], shares: [2, -1] })).toBeNull()
    expect(checkAction(s, { type: 'support', die: k, seat: s.turn, dice: [0, 1], shares: [3, 0] })?.code).toBe('BAD_SHARES')
    expect(checkAction(s, { type: 'support', die: k, seat: s.turn, dice: [0, 1], shares: [1, 1] })?.code).toBe('BAD_SHARES')
    expect(checkAction(s, { type: 'support', die: k, seat: s.turn, dice: [0], shares: [3] })).toBeNull()
  })
})

describe('the platform interface', () => {
  it('A4.1 ALI-2: same config and actions, same duel; view hides only the generator', () => {
    const config = { pools: [STANDARD, emptyPool()].map((p, i) => (i === 1 ? pool('odio:4,calma:4,mansedumbre-ofensa:4,umbra:3') : p)), seed: 9 }
    const a = alientosGame.create(config), b = alientosGame.create(config)
    expect(a.ok && b.ok && JSON.stringify(a.state) === JSON.stringify(b.state)).toBe(true)
    if (!a.ok) return
    const view = alientosGame.view(a.state, 0)
    expect('rng' in view).toBe(false)
    expect(view.taumaturgos).toEqual(a.state.taumaturgos)
    expect(alientosGame.decider(a.state)).toBe(a.state.turn)
    expect(alientosGame.parseConfig({ pools: ['odio:6,calma:6,cambio:1,renovacion:1,umbra:1', 'odio:13,cambio:2'], seed: 1 })).toMatchObject({ ok: false, problems: [{ field: 'pools.1' }, { field: 'pools.1' }] })
  })
})

describe('the presets', () => {
  it('ALI-1: every named pool the site offers is legal', async () => {
    const { POOL_PRESETS, presetPool } = await import('./presets')
    for (const p of POOL_PRESETS) expect(poolProblems(presetPool(p.id)), p.id).toEqual([])
  })
})
