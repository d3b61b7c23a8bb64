// The property checks run after every step of the simulated duels (issue 31, "Done when"): dice faces in range, dice
// conserved within a round, pain that falls only at Recuento, a finished duel that accepts nothing. Each returns the
// problems found, in words, so a failing test says which seed, step and rule.
import type { AlientosAction } from '../actions'
import { applyAction, resign } from '../apply'
import { facesOf, startOf } from '../dice'
import type { AlientosEvent } from '../events'
import { legalActions } from '../legal'
import { deciderOf } from '../queries'
import type { AlientosState, Die } from '../state'

/** A2.7, ALI-4: every die shows a face it has, natural included, and is the kind its pool and the round allow. */
export function checkDice(s: AlientosState): string[] {
  const out: string[] = []
  s.taumaturgos.forEach((t, seat) => t.dice.forEach((d: Die, i) => {
    const faces = facesOf(d.kind)
    if (!Number.isInteger(d.value) || d.value < 1 || d.value > faces) out.push(`A2.7: el dado ${i} de ${seat} muestra ${d.value} con ${faces} caras`)
    if (!Number.isInteger(d.natural) || d.natural < 1 || d.natural > faces) out.push(`A4.5: natural ${d.natural} fuera de las caras del dado ${i} de ${seat}`)
    const start = startOf(d.base)
    const sameFamily = start.kind === d.kind || (start.kind !== 'mansedumbre' && start.umbra !== null && d.umbra !== null && d.kind !== 'mansedumbre')
    if (!sameFamily || (start.umbra === null) !== (d.umbra === null)) out.push(`A7.4: el dado ${i} de ${seat} (${d.base}) es ahora ${d.kind}/${d.umbra}`)
    if (t.eliminated && !d.out) out.push(`A9.1: ${seat} está fuera y su dado ${i} sigue en juego`)
  }))
  return out
}

const inPlay = (s: AlientosState) => s.taumaturgos.map((t) => t.dice.filter((d) => !d.out).length)

/** What one step may change: dice conserved within a round, pain only at Recuento, naturals only at Evocación. */
export function checkStep(before: AlientosState, action: AlientosAction | { type: 'resign'; seat: number }, after: AlientosState, events: readonly AlientosEvent[]): string[] {
  const out: string[] = []
  const evoked = events.some((e) => e.type === 'evocation')
  const recounted = events.some((e) => e.type === 'recount')
  before.taumaturgos.forEach((t, seat) => {
    const a = after.taumaturgos[seat]
    if (!a || a.dice.length !== t.dice.length) out.push(`A1.2: ${seat} tenía ${t.dice.length} dados y ahora ${a?.dice.length}`)
    if (t.eliminated && !a?.eliminated) out.push(`A8.4: ${seat} vuelve al duelo`)
    const lost = t.pain - (a?.pain ?? 0)
    if (action.type === 'resign' && action.seat === seat) { if (a?.pain !== 0) out.push(`A9.3: ${seat} abandona con ${a?.pain} de dolor`) }
    else if (!recounted && lost !== 0) out.push(`A8.3: el dolor de ${seat} cambia en ${-lost} sin Recuento`)
    else if (lost < 0) out.push(`A8.3: el dolor de ${seat} sube`)
  })
  if (!evoked) {
    if (after.round !== before.round) out.push('A4.1: cambia la ronda sin Evocación')
    before.taumaturgos.forEach((t, seat) => t.dice.forEach((d, i) => {
      const a = after.taumaturgos[seat]?.dice[i]
      if (d.out && !a?.out) out.push(`A6.4: el dado ${i} de ${seat} vuelve antes de la Evocación`)
      if (a && a.natural !== d.natural) out.push(`A4.5: el natural del dado ${i} de ${seat} cambia sin Evocación`)
      if (a && a.base !== d.base) out.push(`ALI-1: el dado ${i} de ${seat} cambia de tipo de reserva`)
    }))
    // Dice of a taumaturgo who left the duel in this step (a resignation, or a Recuento that ends the duel) go with it.
    const leaving = before.taumaturgos.map((t, seat) => !t.eliminated && after.taumaturgos[seat]?.eliminated === true)
    const left = before.taumaturgos.reduce((n, t, seat) => n + (leaving[seat] ? t.dice.filter((d) => !d.out).length : 0), 0)
    const stay = (xs: number[]) => xs.reduce((n, x, seat) => n + (leaving[seat] ? 0 : x), 0)
    const gone = stay(inPlay(before)) - stay(inPlay(after))
    const expected = action.type === 'attack' ? action.dice.length + 1 : action.type === 'support' ? 1 : 0
    if (gone !== expected) out.push(`A6.4: la acción ${action.type} retira ${gone} dados y debía retirar ${expected}`)
  } else if (after.round !== before.round + 1 && after.phase !== 'over') {
    out.push(`A4.1: tras una Evocación la ronda es ${after.round}, no ${before.round + 1}`)
  }
  return out
}

/** A finished duel takes no action and no resignation, lists nothing and waits for nobody. */
export function checkFinished(s: AlientosState): string[] {
  const out: string[] = []
  if (s.phase !== 'over' || s.result === null) return ['el duelo no ha terminado']
  if (deciderOf(s) !== null) out.push('un duelo terminado espera una decisión')
  if (legalActions(s).length > 0) out.push('un duelo terminado lista acciones')
  for (const a of [{ type: 'pass' }, { type: 'name', adversary: 0 }, { type: 'attack', dice: [0], target: 1, die: 0 }] as AlientosAction[]) {
    const r = applyAction(s, a)
    if (r.ok || r.error.code !== 'DUEL_OVER') out.push(`un duelo terminado acepta ${a.type}`)
  }
  for (let seat = 0; seat < s.taumaturgos.length; seat++) if (resign(s, seat).ok) out.push(`un duelo terminado acepta que ${seat} abandone`)
  return out
}
