import { describe, expect, it } from 'vitest'
import { describeEvent } from '../engine'
import { fixtureCatalogue as cat } from '../engine-testing/fixtures'
import { resultHeadline, tableEndSentence, tableSeatNames, tableSpeakers } from './words'

describe('an online table\'s words (issue 27)', () => {
  it('R6.6: a player reads «Tú» and «Rival», a spectator «Master A» and «Master B», in the log as on the board', () => {
    expect(tableSeatNames('A')).toEqual(['Tú', 'Rival'])
    expect(tableSeatNames('B')).toEqual(['Rival', 'Tú'])
    expect(tableSeatNames(null)).toEqual(['Master A', 'Master B'])
    // The rival's draw arrives with the card hidden ('?').
    const draw = { type: 'cardDrawn', seat: 0, instanceId: 3, cardId: '?', rule: 'R6.6' } as const
    expect(describeEvent(draw, cat, undefined, tableSpeakers('B')).text).toBe('Rival roba una carta.')
    expect(describeEvent(draw, cat, undefined, tableSpeakers(null)).text).toBe('Master A roba una carta.')
    expect(describeEvent({ ...draw, cardId: 'maga' }, cat, undefined, tableSpeakers('A')).text).toBe('Tú robas Maga.')
  })

  it('says who won and why, to each viewer', () => {
    const resign = { winner: 'A' as const, reason: 'resign' }
    expect(resultHeadline(resign, 'A')).toBe('¡Has ganado! (rendición)')
    expect(resultHeadline(resign, 'B')).toBe('Has perdido (rendición).')
    expect(resultHeadline(resign, null)).toBe('Gana el Master A (rendición).')
    expect(resultHeadline({ winner: null, reason: 'stepLimit' }, 'A')).toBe('Tablas (límite de acciones de la mesa).')
  })

  it('writes the ends the table\'s own rules give with the page\'s names', () => {
    expect(tableEndSentence({ winner: 'A', reason: 'resign' }, tableSpeakers(null))).toBe('El Master B se rinde: gana el Master A.')
    expect(tableEndSentence({ winner: 'A', reason: 'resign' }, tableSpeakers('B'))).toBe('Te rindes: gana el rival.')
    expect(tableEndSentence({ winner: 'B', reason: 'time' }, tableSpeakers('B'))).toBe('Se agotó el reloj del rival: ganas tú.')
    expect(tableEndSentence({ winner: null, reason: 'expired' }, tableSpeakers(null))).toBe('La mesa caducó antes del final: tablas.')
  })
})
