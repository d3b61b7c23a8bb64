import { describe, expect, it } from 'vitest'
import { describeEvent, describeResult } from './describe'
import type { AlientosEvent } from './events'

const names = [{ name: 'Bruna' }, { name: 'Ciro' }, { name: 'Dara' }]
const attack: AlientosEvent = { type: 'attack', rule: 'A6.1', seat: 0, dice: [2], values: [5], umbra: 'ofensa', target: 1, die: 3, value: 4, targetKind: 'renovacion' }
const cases: { event: AlientosEvent; seat: number; you: string; spectator: string }[] = [
  { event: { type: 'pass', rule: 'A5.2', seat: 0, passes: 1 }, seat: 0, you: 'Pasas.', spectator: 'Bruna pasa.' },
  { event: { type: 'resign', rule: 'A9.3', seat: 0 }, seat: 0, you: 'Abandonas el duelo.', spectator: 'Bruna abandona el duelo.' },
  { event: { type: 'name', rule: 'A8.2', seat: 0, adversary: 1, automatic: false }, seat: 0, you: 'Nombras a Ciro.', spectator: 'Bruna nombra a Ciro.' },
  { event: { type: 'name', rule: 'A8.2', seat: 1, adversary: 0, automatic: true }, seat: 0, you: 'Ciro apunta su Ofensa a ti.', spectator: 'Ciro apunta su Ofensa a Bruna.' },
  { event: { type: 'eliminated', rule: 'A8.4', seats: [0] }, seat: 0, you: 'Sales del duelo.', spectator: 'Bruna sale del duelo.' },
  { event: { type: 'eliminated', rule: 'A8.4', seats: [0, 2] }, seat: 0, you: 'Dara y tú salís del duelo.', spectator: 'Bruna y Dara salen del duelo.' },
]

describe('describeEvent: the one person at the screen is spoken to', () => {
  for (const c of cases) {
    it(`${c.event.type}: «${c.you}» to seat ${c.seat}, «${c.spectator}» to anyone else`, () => {
      expect(describeEvent(c.event, names, c.seat)).toBe(c.you)
      expect(describeEvent(c.event, names)).toBe(c.spectator)
      // A third seat watching reads the names too.
      expect(describeEvent(c.event, names, 2 === c.seat ? 1 : 2)).not.toMatch(/\btú\b|\bti\b|^Pasas|^Sales/)
    })
  }

  it('an attack by you, and an attack on you: the die is «tu» die', () => {
    expect(describeEvent(attack, names, 0)).toMatch(/^Retiras un dado en un ataque de Ofensa con un 5 y retiras el \S+ 4 de Ciro\.$/)
    expect(describeEvent(attack, names, 1)).toMatch(/^Bruna retira un dado en un ataque de Ofensa con un 5 y retira tu \S+ 4\.$/)
    expect(describeEvent(attack, names)).toMatch(/^Bruna retira un dado .* y retira el \S+ 4 de Ciro\.$/)
  })

  it('supports agree in number: one die is «suyo», two are «tuyos»', () => {
    const own: AlientosEvent = { type: 'support', rule: 'A7.2', seat: 0, die: 1, kind: 'renovacion', value: 3, target: 0, dice: [4], before: [2], after: [6] }
    expect(describeEvent(own, names)).toBe('Bruna gasta una Renovación de 3 y vuelve a tirar 1 dado suyo: 2 → 6.')
    expect(describeEvent(own, names, 0)).toBe('Gastas una Renovación de 3 y vuelves a tirar 1 dado tuyo: 2 → 6.')
    const onYou: AlientosEvent = { type: 'support', rule: 'A7.3', seat: 1, die: 1, kind: 'cambio', value: 2, target: 0, dice: [4, 5], before: [3, 4], after: [5, 6] }
    expect(describeEvent(onYou, names, 0)).toBe('Ciro gasta un Cambio de 2 sobre 2 dados tuyos: 3, 4 → 5, 6.')
    expect(describeEvent(onYou, names)).toBe('Ciro gasta un Cambio de 2 sobre 2 dados de Bruna: 3, 4 → 5, 6.')
  })

  it('the recount and the evocation name you as «tú»', () => {
    const recount: AlientosEvent = { type: 'recount', rule: 'A8.3', round: 2, rows: [
      { seat: 0, ofensa: 5, defensa: 3, named: 1, received: 2, lost: 1, pain: 4 },
      { seat: 1, ofensa: 4, defensa: 2, named: 0, received: 5, lost: 3, pain: 2 },
    ] }
    expect(describeEvent(recount, names, 0)).toBe('Recuento de la ronda 2. Tú: Ofensa 5, Defensa 3, recibes 2, pierdes 1 (te quedas en 4); Ciro: Ofensa 4, Defensa 2, recibe 5, pierde 3 (queda en 2).')
    const evocation: AlientosEvent = { type: 'evocation', rule: 'A4.2', round: 1, rolls: [[1, 1, 3], [1, 4, 5], null], ties: [], beginner: 0, decidedBy: 1 }
    expect(describeEvent(evocation, names, 0)).toBe('Ronda 1: Evocación. Unos naturales: tú 2 y Ciro 1. Empiezas tú por tener más unos.')
    expect(describeEvent(evocation, names)).toBe('Ronda 1: Evocación. Unos naturales: Bruna 2 y Ciro 1. Empieza Bruna por tener más unos.')
  })
})

describe('describeResult', () => {
  it('the winner at the screen reads «Ganas»; a draw with you in it, «Bruna y tú»', () => {
    expect(describeResult({ winners: [1], reason: 'lastStanding', rule: 'A9.1' }, names, 1)).toBe('Ganas: eres el último que queda en el duelo.')
    expect(describeResult({ winners: [1], reason: 'lastStanding', rule: 'A9.1' }, names, 0)).toBe('Gana Ciro: es el último que queda en el duelo.')
    expect(describeResult({ winners: [0, 1], reason: 'eliminatedTogether', rule: 'A9.2' }, names, 1)).toBe('Empate: Bruna y tú salís a la vez del duelo.')
    expect(describeResult({ winners: [0, 1], reason: 'eliminatedTogether', rule: 'A9.2' }, names)).toBe('Empate: Bruna y Ciro salen a la vez del duelo.')
  })
})
