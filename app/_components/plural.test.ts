import { describe, expect, it } from 'vitest'
import { count } from './plural'

describe('counts in words', () => {
  it('issue 27: one takes the singular, every other count the plural (zero too, as Spanish does)', () => {
    expect(count(1, 'decisión tomada', 'decisiones tomadas')).toBe('1 decisión tomada')
    expect(count(2, 'decisión tomada', 'decisiones tomadas')).toBe('2 decisiones tomadas')
    expect(count(0, 'carta', 'cartas')).toBe('0 cartas')
    expect(count(12345, 'partida', 'partidas', (n) => n.toLocaleString('es-ES'))).toBe('12.345 partidas')
  })
})
