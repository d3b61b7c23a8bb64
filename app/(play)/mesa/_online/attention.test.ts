import { describe, expect, it } from 'vitest'
import type { TableState } from '@/lib/online/wire'
import { clockWords, freeSeat, noticeFor, rivalGone, tabTitle } from './attention'

type Seen = Pick<TableState, 'status' | 'seat' | 'decider' | 'result' | 'seats' | 'step'>
const seats = (aOn: boolean, bOn: boolean, bTaken = true): TableState['seats'] => ({ A: { taken: true, connected: aOn }, B: { taken: bTaken, connected: bOn } })
const at = (patch: Partial<Seen>): Seen => ({ status: 'playing', seat: 'A', decider: 'B', result: null, seats: seats(true, true), step: 10, ...patch })
const BASE = 'Mesa en línea · Duelo de Masters'

describe('the tab title (issue 27)', () => {
  it('says when it is the player\'s turn and when the rival has left, before the table\'s name', () => {
    expect(tabTitle(at({}), BASE)).toBe(BASE)
    expect(tabTitle(at({ decider: 'A' }), BASE)).toBe(`¡Te toca! · ${BASE}`)
    expect(tabTitle(at({ seats: seats(true, false) }), BASE)).toBe(`Tu rival se ha ido · ${BASE}`)
    expect(tabTitle(at({ decider: 'A', seats: seats(true, false) }), BASE)).toBe(`¡Te toca! · Tu rival se ha ido · ${BASE}`)
    // A spectator is never told it is their turn, nor that «their» rival left.
    expect(tabTitle(at({ seat: null, decider: 'A', seats: seats(true, false) }), BASE)).toBe(BASE)
  })

  it('says how the table stands before and after the game', () => {
    expect(tabTitle(at({ status: 'waiting', decider: null, seats: seats(true, false, false) }), BASE)).toBe(`Esperando rival · ${BASE}`)
    expect(tabTitle(at({ status: 'finished', decider: null, result: { winner: 'A', reason: 'resign' } }), BASE)).toBe(`Has ganado · ${BASE}`)
    expect(tabTitle(at({ status: 'finished', seat: 'B', decider: null, result: { winner: 'A', reason: 'resign' } }), BASE)).toBe(`Has perdido · ${BASE}`)
    expect(tabTitle(at({ status: 'finished', seat: null, decider: null, result: { winner: 'A', reason: 'resign' } }), BASE)).toBe(`Partida terminada · ${BASE}`)
  })
})

describe('notifications (issue 27, opt-in)', () => {
  it('tell a player the game waits for them again, the rival left or came back, or the game ended', () => {
    expect(noticeFor(at({ decider: 'B', step: 10 }), at({ decider: 'A', step: 11 }), 'x')).toMatchObject({ title: '¡Te toca!', tag: 'mesa-x' })
    expect(noticeFor(at({}), at({ seats: seats(true, false) }), 'x')).toMatchObject({ title: 'Tu rival se ha ido' })
    expect(noticeFor(at({ seats: seats(true, false) }), at({}), 'x')).toMatchObject({ title: 'Tu rival ha vuelto' })
    expect(noticeFor(at({}), at({ status: 'finished', decider: null, result: { winner: 'B', reason: 'capture' } }), 'x')).toMatchObject({ title: 'Has perdido' })
    expect(noticeFor(at({ status: 'waiting', decider: null, seats: seats(true, false, false) }), at({ decider: 'A' }), 'x')).toMatchObject({ title: 'Tu rival se ha sentado', body: 'Empieza la partida: te toca.' })
  })

  it('stay quiet for the player\'s own steps, for the first state and for a spectator', () => {
    expect(noticeFor(at({ decider: 'A', step: 10 }), at({ decider: 'A', step: 11 }), 'x')).toBeNull()
    expect(noticeFor(at({ decider: 'A' }), at({ decider: 'B', step: 11 }), 'x')).toBeNull()
    expect(noticeFor(null, at({ decider: 'A' }), 'x')).toBeNull()
    expect(noticeFor(at({ seat: null }), at({ seat: null, decider: 'A', step: 11 }), 'x')).toBeNull()
  })
})

describe('the join page\'s details', () => {
  it('names the clock and the seat a newcomer takes', () => {
    expect(clockWords(null)).toBe('Sin reloj')
    expect(clockWords({ initialMs: 15 * 60_000, incrementMs: 5000 })).toBe('15 min por Master + 5 s por decisión')
    expect(clockWords({ initialMs: 10 * 60_000, incrementMs: 0 })).toBe('10 min por Master')
    expect(freeSeat({ seats: seats(true, false, false) })).toBe('B')
    expect(freeSeat({ seats: { A: { taken: false, connected: false }, B: { taken: true, connected: true } } })).toBe('A')
    expect(freeSeat({ seats: seats(true, true) })).toBeNull()
    expect(rivalGone(at({ seats: seats(true, false, false) }))).toBe(false)
  })
})
