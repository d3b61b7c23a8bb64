// What a player builds on the board before it becomes an action: dice for an attack, or a die of Apoyo and the dice it
// works on (with Cambio's shares). Pure, so the clicks are tested without a browser; legality is always the engine's
// checkAction, never a second rule here.
import type { AlientosAction, SupportAction } from '@/lib/alientos/actions'
import { DIE_LABELS } from '@/lib/alientos/dice'
import { checkAction } from '@/lib/alientos/legal'
import type { Die, Position } from '@/lib/alientos/state'

export type Selection =
  | { mode: 'none' }
  | { mode: 'attack'; dice: number[] }
  | { mode: 'support'; source: number; seat: number | null; dice: number[]; shares: number[] }

export const NONE: Selection = { mode: 'none' }

export type Click = { selection: Selection; action?: AlientosAction; error?: string }

const dieOf = (p: Position, seat: number, i: number): Die | undefined => p.taumaturgos[seat]?.dice[i]

/** A click on die `die` of `seat`, by the taumaturgo whose decision it is. */
export function clickDie(p: Position, sel: Selection, seat: number, die: number): Click {
  const d = dieOf(p, seat, die)
  if (!d || d.out) return { selection: sel, error: 'Ese dado ya está retirado hasta la próxima Evocación (A6.4).' }
  const mine = seat === p.turn
  if (sel.mode === 'support') {
    if (mine && die === sel.source) return { selection: NONE }
    const same = sel.seat === seat
    const chosen = same ? sel.dice : []
    const shares = same ? sel.shares : []
    const at = chosen.indexOf(die)
    const source = dieOf(p, p.turn, sel.source) as Die
    // A new die for a Cambio starts with one point: up for one's own dice, down for a rival's.
    const firstShare = mine ? 1 : -1
    return at >= 0
      ? { selection: { ...sel, seat, dice: chosen.filter((_, k) => k !== at), shares: shares.filter((_, k) => k !== at) } }
      : { selection: { ...sel, seat, dice: [...chosen, die], shares: source.kind === 'cambio' ? [...shares, firstShare] : shares } }
  }
  if (mine) {
    if (d.umbra === null) return { selection: { mode: 'support', source: die, seat: null, dice: [], shares: [] } }
    if (sel.mode === 'attack') {
      const first = dieOf(p, p.turn, sel.dice[0] ?? -1)
      if (first && first.umbra !== d.umbra) return { selection: { mode: 'attack', dice: [die] } }
      return sel.dice.includes(die) ? { selection: sel.dice.length === 1 ? NONE : { mode: 'attack', dice: sel.dice.filter((x) => x !== die) } } : { selection: { mode: 'attack', dice: [...sel.dice, die] } }
    }
    return { selection: { mode: 'attack', dice: [die] } }
  }
  if (sel.mode !== 'attack') return { selection: sel, error: 'Primero elige tus dados: uno o varios con la misma umbra para atacar, o uno sin umbra para un apoyo.' }
  const action: AlientosAction = { type: 'attack', dice: sel.dice.slice().sort((a, b) => a - b), target: seat, die }
  const refusal = checkAction(p, action)
  return refusal ? { selection: sel, error: refusal.message } : { selection: NONE, action }
}

/** The Apoyo the selection stands for (shares in the order of the chosen dice), or null while it is not complete. */
export function supportOf(sel: Selection): SupportAction | null {
  if (sel.mode !== 'support' || sel.seat === null || sel.dice.length === 0) return null
  return { type: 'support', die: sel.source, seat: sel.seat, dice: sel.dice, ...(sel.shares.length > 0 ? { shares: sel.shares } : {}) }
}

/** Cambio: one more point (or one fewer) on chosen die k; a share is never 0 (AN-3), so it jumps over it. */
export function adjustShare(sel: Selection, k: number, delta: 1 | -1): Selection {
  if (sel.mode !== 'support') return sel
  const shares = sel.shares.slice()
  let next = (shares[k] ?? 0) + delta
  if (next === 0) next += delta
  shares[k] = next
  return { ...sel, shares }
}

/** What the player has chosen and what comes next, in words. */
export function describeSelection(p: Position, sel: Selection): string {
  if (sel.mode === 'none') return 'Elige tus dados: uno o varios con la misma umbra para atacar, o uno sin umbra (Renovación, Cambio, Umbra) para un apoyo. O pasa.'
  if (sel.mode === 'attack') {
    const dice = sel.dice.map((i) => dieOf(p, p.turn, i) as Die)
    const total = dice.reduce((s, d) => s + d.value, 0)
    const umbra = dice[0]?.umbra === 'ofensa' ? 'Ofensa' : 'Defensa'
    const other = umbra === 'Ofensa' ? 'Defensa' : 'Ofensa'
    return `${dice.length > 1 ? 'Ataque en bloque' : 'Ataque'} de ${umbra}: ${dice.map((d) => d.value).join(' + ')}${dice.length > 1 ? ` = ${total}` : ''}. Elige un dado de ${other} de un adversario de ${total} o menos, o añade más dados de ${umbra}.`
  }
  const source = dieOf(p, p.turn, sel.source) as Die
  const what = source.kind === 'renovacion' ? `vuelve a tirar hasta ${source.value} dados` : source.kind === 'umbra' ? `da la vuelta a la umbra de hasta ${source.value} dados` : `reparte ${source.value} puntos, sumando o restando`
  const left = source.kind === 'cambio' ? ` Quedan ${source.value - sel.shares.reduce((s, x) => s + Math.abs(x), 0)} puntos por repartir.` : ''
  return `${DIE_LABELS[source.kind]} ${source.value}: ${what}, todos de un mismo tipo y de un solo taumaturgo (propio o rival).${left}`
}
