// What /alientos keeps on this device: the taumaturgos built here (also without an account) and the duel in play, so a
// reload or a visit offline finds them. Plain localStorage, read defensively: a damaged entry is skipped, never fatal.
import { parsePool, poolProblems, poolText, type Pool } from '@/lib/alientos/dice'
import type { AlientosAction } from '@/lib/alientos/actions'
import type { AlientosConfig } from '@/lib/alientos/apply'
import type { AlientosBotLevel } from '@/lib/alientos/bots/types'

export const TAUMATURGOS_KEY = 'alientos.taumaturgos.v1'
export const DUEL_KEY = 'alientos.duelo.v1'
/** The most taumaturgos kept on a device (the account keeps a hundred more). */
export const LOCAL_MAX = 50

export type SavedTaumaturgo = { name: string; dice: string }

/** A legal pool from its text, or null. */
export function legalPool(text: string): Pool | null {
  const r = parsePool(text)
  return r.ok && poolProblems(r.pool).length === 0 ? r.pool : null
}

export function readLocalTaumaturgos(): SavedTaumaturgo[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(TAUMATURGOS_KEY) ?? '[]')
    if (!Array.isArray(raw)) return []
    return raw.flatMap((x): SavedTaumaturgo[] => {
      if (typeof x !== 'object' || x === null) return []
      const { name, dice } = x as { name?: unknown; dice?: unknown }
      if (typeof name !== 'string' || typeof dice !== 'string') return []
      const pool = legalPool(dice)
      return pool ? [{ name: name.slice(0, 60), dice: poolText(pool) }] : []
    }).slice(0, LOCAL_MAX)
  } catch {
    return []
  }
}

export function writeLocalTaumaturgos(list: readonly SavedTaumaturgo[]): void {
  try {
    window.localStorage.setItem(TAUMATURGOS_KEY, JSON.stringify(list.slice(0, LOCAL_MAX)))
  } catch {
    // A full or blocked storage: the builder says so where it saves.
  }
}

export type Player = 'human' | AlientosBotLevel
export type SeatSetup = { name: string; dice: string; player: Player }
/** The seat of the one person at this device, when only one plays (the board and the log speak to it); else undefined. */
export function loneSeat(seats: readonly Pick<SeatSetup, 'player'>[]): number | undefined {
  const people = seats.flatMap((s, seat) => (s.player === 'human' ? [seat] : []))
  return people.length === 1 ? people[0] : undefined
}

export type StoredDuel = { config: AlientosConfig; seats: SeatSetup[]; actions: (AlientosAction | { type: 'resign'; seat: number })[] }

export function readStoredDuel(): StoredDuel | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(DUEL_KEY) ?? 'null')
    if (typeof raw !== 'object' || raw === null) return null
    const d = raw as StoredDuel
    if (!Array.isArray(d.seats) || !Array.isArray(d.actions) || typeof d.config !== 'object' || d.config === null) return null
    return d
  } catch {
    return null
  }
}

export function writeStoredDuel(duel: StoredDuel | null): void {
  try {
    if (duel === null) window.localStorage.removeItem(DUEL_KEY)
    else window.localStorage.setItem(DUEL_KEY, JSON.stringify(duel))
  } catch {
    // Storage full or blocked: the duel still plays, it just will not survive a reload.
  }
}

/** The page link that opens a taumaturgo: the builder, or a duel with it in the first seat. */
export function taumaturgoHref(path: '/alientos' | '/alientos/taumaturgos', name: string, dice: string): string {
  return `${path}?${new URLSearchParams({ nombre: name, dados: dice }).toString()}`
}
