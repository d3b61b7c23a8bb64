// Events and results in Spanish words, for the page's log, the CLI and the scenario output. Batch runs never call it.
// `you`: the seat of the one person at the screen (a lone player against bots, a seat at an online table); its deeds
// are said to it in the second person («Pasas.», «Ganas»), as the board speaks to it. Absent: every seat by its name.
import { DIE_LABELS, type DieKind } from './dice'
import type { AlientosEvent } from './events'
import type { DuelResult, Taumaturgo } from './state'

type Names = readonly Pick<Taumaturgo, 'name'>[]

const list = (xs: readonly (string | number)[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} y ${xs[xs.length - 1]}`)
const umbraWord = (u: 'ofensa' | 'defensa') => (u === 'ofensa' ? 'Ofensa' : 'Defensa')
const dieWord = (kind: DieKind, value: number) => `${DIE_LABELS[kind]} ${value}`
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

/** A verb in the third person, or in the second when its subject is the one at the screen. */
type Verb = { he: string; you: string }
const v = (he: string, you: string): Verb => ({ he, you })

function speaker(taumaturgos: Names, you: number | undefined) {
  const name = (seat: number) => taumaturgos[seat]?.name ?? `Taumaturgo ${seat + 1}`
  const isYou = (seat: number) => you !== undefined && seat === you
  return {
    /** The seat as a subject or in a list: its name, or «tú». */
    who: (seat: number) => (isYou(seat) ? 'tú' : name(seat)),
    /** «Bruna pasa» / «Pasas»: the subject, then its verb agreeing with it. */
    says: (seat: number, verb: Verb) => (isYou(seat) ? verb.you : `${name(seat)} ${verb.he}`),
    /** Seats that share a verb: «Bruna y Ciro salen» / «Bruna y tú salís» / «Sales». */
    together: (seats: readonly number[], verbs: { one: Verb; many: { he: string; you: string } }) => {
      if (seats.length === 1) return isYou(seats[0] as number) ? verbs.one.you : `${name(seats[0] as number)} ${verbs.one.he}`
      const mine = seats.some(isYou)
      const names = [...seats.filter((s) => !isYou(s)).map(name), ...(mine ? ['tú'] : [])]
      return `${list(names)} ${mine ? verbs.many.you : verbs.many.he}`
    },
    isYou,
  }
}

export function describeEvent(e: AlientosEvent, taumaturgos: Names, you?: number): string {
  const s = speaker(taumaturgos, you)
  switch (e.type) {
    case 'evocation': {
      const ones = e.rolls.map((r, seat) => (r === null ? null : `${s.who(seat)} ${r.filter((x) => x === 1).length}`)).filter((x): x is string => x !== null)
      const ties = e.ties.length > 0 ? ` Empate hasta los seises: ${e.ties.length === 1 ? 'vuelven' : `${e.ties.length} veces vuelven`} a tirar ${list(e.ties[e.ties.length - 1]?.seats.map(s.who) ?? [])}.` : ''
      const more = e.decidedBy === 1 ? 'unos' : ['', 'unos', 'doses', 'treses', 'cuatros', 'cincos', 'seises'][e.decidedBy]
      const by = e.decidedBy === 1 ? `por tener más ${more}` : `por tener más ${more} entre los empatados`
      const begins = s.isYou(e.beginner) ? `Empiezas tú ${by}` : `Empieza ${s.who(e.beginner)} ${by}`
      return `Ronda ${e.round}: Evocación. Unos naturales: ${list(ones)}.${ties} ${begins}.`
    }
    case 'attack': {
      const n = e.dice.length
      const how = n > 1 ? `un Ataque en bloque de ${umbraWord(e.umbra)} (${e.values.join(' + ')} = ${e.values.reduce((a, b) => a + b, 0)})` : `un ataque de ${umbraWord(e.umbra)} con un ${e.values[0]}`
      const dice = n > 1 ? `${n} dados` : 'un dado'
      const target = s.isYou(e.target) ? `tu ${dieWord(e.targetKind, e.value)}` : `el ${dieWord(e.targetKind, e.value)} de ${s.who(e.target)}`
      return `${s.says(e.seat, v(`retira ${dice} en ${how} y retira`, `Retiras ${dice} en ${how} y retiras`))} ${target}.`
    }
    case 'support': {
      const n = e.dice.length
      // Whose the dice are, after «n dados»: «tuyos» (the one at the screen), «suyos» (the spender's own), «de Bruna».
      const whose = s.isYou(e.target) ? plural(n, 'tuyo', 'tuyos') : e.target === e.seat ? plural(n, 'suyo', 'suyos') : `de ${s.who(e.target)}`
      const dice = `${n} ${plural(n, 'dado', 'dados')} ${whose}`
      if (e.kind === 'renovacion') return `${s.says(e.seat, v(`gasta una Renovación de ${e.value} y vuelve a tirar`, `Gastas una Renovación de ${e.value} y vuelves a tirar`))} ${dice}: ${e.before.join(', ')} → ${e.after.join(', ')}.`
      if (e.kind === 'cambio') return `${s.says(e.seat, v(`gasta un Cambio de ${e.value} sobre`, `Gastas un Cambio de ${e.value} sobre`))} ${dice}: ${e.before.join(', ')} → ${e.after.join(', ')}.`
      const from = umbraWord(e.turnedFrom ?? 'ofensa'), to = umbraWord(e.turnedFrom === 'defensa' ? 'ofensa' : 'defensa')
      return `${s.says(e.seat, v(`gasta una Umbra de ${e.value} y pasa`, `Gastas una Umbra de ${e.value} y pasas`))} ${dice} de ${from} a ${to} (${e.before.join(', ')}).`
    }
    case 'pass': return `${s.says(e.seat, v('pasa', 'Pasas'))}.`
    case 'name': {
      const adversary = s.isYou(e.adversary) ? 'ti' : s.who(e.adversary)
      return `${s.says(e.seat, e.automatic ? v('apunta su Ofensa a', 'Apuntas tu Ofensa a') : v('nombra a', 'Nombras a'))} ${adversary}.`
    }
    case 'recount': {
      const rows = e.rows.map((r, i) => s.isYou(r.seat)
        ? `${i === 0 ? 'Tú' : 'tú'}: Ofensa ${r.ofensa}, Defensa ${r.defensa}, recibes ${r.received}, pierdes ${r.lost} (te quedas en ${r.pain})`
        : `${s.who(r.seat)}: Ofensa ${r.ofensa}, Defensa ${r.defensa}, recibe ${r.received}, pierde ${r.lost} (queda en ${r.pain})`)
      return `Recuento de la ronda ${e.round}. ${rows.join('; ')}.`
    }
    case 'eliminated': return `${(s.together(e.seats, { one: v('sale del duelo', 'Sales del duelo'), many: { he: 'salen del duelo', you: 'salís del duelo' } }))}.`
    case 'resign': return `${s.says(e.seat, v('abandona el duelo', 'Abandonas el duelo'))}.`
    case 'result': return describeResult(e.result, taumaturgos, you)
  }
}

export function describeResult(r: DuelResult, taumaturgos: Names, you?: number): string {
  const s = speaker(taumaturgos, you)
  const names = r.winners.map(s.who)
  switch (r.reason) {
    case 'lastStanding': return s.isYou(r.winners[0] as number) ? 'Ganas: eres el último que queda en el duelo.' : `Gana ${names[0]}: es el último que queda en el duelo.`
    case 'eliminatedTogether': return `Empate: ${s.together(r.winners, { one: v('sale a la vez del duelo', 'sales a la vez del duelo'), many: { he: 'salen a la vez del duelo', you: 'salís a la vez del duelo' } })}.`
    case 'roundLimit': return `Empate por el límite de rondas entre ${list(names)}.`
  }
}
