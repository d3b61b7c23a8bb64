// Events and results in Spanish words, for the page's log, the CLI and the scenario output. Batch runs never call it.
import { DIE_LABELS, type DieKind } from './dice'
import type { AlientosEvent } from './events'
import type { DuelResult, Taumaturgo } from './state'

const list = (xs: readonly (string | number)[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} y ${xs[xs.length - 1]}`)
const umbraWord = (u: 'ofensa' | 'defensa') => (u === 'ofensa' ? 'Ofensa' : 'Defensa')
const dieWord = (kind: DieKind, value: number) => `${DIE_LABELS[kind]} ${value}`

export function describeEvent(e: AlientosEvent, taumaturgos: readonly Pick<Taumaturgo, 'name'>[]): string {
  const who = (seat: number) => taumaturgos[seat]?.name ?? `Taumaturgo ${seat + 1}`
  switch (e.type) {
    case 'evocation': {
      const ones = e.rolls.map((r, s) => (r === null ? null : `${who(s)} ${r.filter((v) => v === 1).length}`)).filter((x): x is string => x !== null)
      const ties = e.ties.length > 0 ? ` Empate hasta los seises: ${e.ties.length === 1 ? 'vuelven' : `${e.ties.length} veces vuelven`} a tirar ${list(e.ties[e.ties.length - 1]?.seats.map(who) ?? [])}.` : ''
      const by = e.decidedBy === 1 ? 'por tener más unos' : `por tener más ${['', 'unos', 'doses', 'treses', 'cuatros', 'cincos', 'seises'][e.decidedBy]} entre los empatados`
      return `Ronda ${e.round}: Evocación. Unos naturales: ${list(ones)}.${ties} Empieza ${who(e.beginner)} ${by}.`
    }
    case 'attack': {
      const how = e.dice.length > 1 ? `un Ataque en bloque de ${umbraWord(e.umbra)} (${e.values.join(' + ')} = ${e.values.reduce((a, b) => a + b, 0)})` : `un ataque de ${umbraWord(e.umbra)} con un ${e.values[0]}`
      return `${who(e.seat)} retira ${e.dice.length > 1 ? `${e.dice.length} dados` : 'un dado'} en ${how} y retira el ${dieWord(e.targetKind, e.value)} de ${who(e.target)}.`
    }
    case 'support': {
      const whose = e.target === e.seat ? 'suyos' : `de ${who(e.target)}`
      if (e.kind === 'renovacion') return `${who(e.seat)} gasta una Renovación de ${e.value} y vuelve a tirar ${e.dice.length} dado${e.dice.length > 1 ? 's' : ''} ${whose}: ${e.before.join(', ')} → ${e.after.join(', ')}.`
      if (e.kind === 'cambio') return `${who(e.seat)} gasta un Cambio de ${e.value} sobre ${e.dice.length} dado${e.dice.length > 1 ? 's' : ''} ${whose}: ${e.before.join(', ')} → ${e.after.join(', ')}.`
      return `${who(e.seat)} gasta una Umbra de ${e.value} y pasa ${e.dice.length} dado${e.dice.length > 1 ? 's' : ''} ${whose} de ${umbraWord(e.turnedFrom ?? 'ofensa')} a ${umbraWord(e.turnedFrom === 'defensa' ? 'ofensa' : 'defensa')} (${e.before.join(', ')}).`
    }
    case 'pass': return `${who(e.seat)} pasa.`
    case 'name': return `${who(e.seat)} ${e.automatic ? 'apunta su Ofensa a' : 'nombra a'} ${who(e.adversary)}.`
    case 'recount': {
      const rows = e.rows.map((r) => `${who(r.seat)}: Ofensa ${r.ofensa}, Defensa ${r.defensa}, recibe ${r.received}, pierde ${r.lost} (queda en ${r.pain})`)
      return `Recuento de la ronda ${e.round}. ${rows.join('; ')}.`
    }
    case 'eliminated': return `${list(e.seats.map(who))} ${e.seats.length > 1 ? 'salen' : 'sale'} del duelo.`
    case 'resign': return `${who(e.seat)} abandona el duelo.`
    case 'result': return describeResult(e.result, taumaturgos)
  }
}

export function describeResult(r: DuelResult, taumaturgos: readonly Pick<Taumaturgo, 'name'>[]): string {
  const names = r.winners.map((s) => taumaturgos[s]?.name ?? `Taumaturgo ${s + 1}`)
  switch (r.reason) {
    case 'lastStanding': return `Gana ${names[0]}: es el último que queda en el duelo.`
    case 'eliminatedTogether': return `Empate: ${list(names)} salen a la vez del duelo.`
    case 'roundLimit': return `Empate por el límite de rondas entre ${list(names)}.`
  }
}
