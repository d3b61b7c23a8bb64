import { describe, expect, it } from 'vitest'
import type { GameEvent, GameState } from '@/lib/engine'
import { duel, duelCatalogue } from '@/lib/engine-testing/duel'
import { ending } from './ending'

const cat = duelCatalogue()
const names: [string, string] = ['Tú', 'Bot']

describe('the ending', () => {
  const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }], turn: 6 }, { playZone: [{ card: 'maga', as: 'm' }], turn: 5 })
  const over = (loser: 0 | 1): GameState => ({ ...sc.state, result: { kind: 'defeat', loser, reason: 'capture', turn: 6 } })
  const events: GameEvent[] = [
    { type: 'offensiveDeclared', seat: 0, attackers: [sc.id('g')], forced: false, rule: 'R17.1' },
    { type: 'died', characterId: sc.id('m'), cardId: 'maga', killerId: sc.id('g'), rule: 'R19.19' },
    { type: 'relicCaptured', seat: 0, rule: 'R21.1' },
  ]

  it('R21.1 against the bot, speaks to the player: won or lost, with the reason and the game in figures', () => {
    const won = ending(over(1), events, 'bot', names)
    expect(won).toMatchObject({ headline: '¡Has ganado!', outcome: 'won', reason: 'Tú ganas: capturas la reliquia rival.' })
    // Issue 27: the same names as the board and the log, in the player's person.
    expect(won?.facts).toEqual([
      '11 turnos en total (6 de ti, 5 del bot).',
      'Tú: 0 personajes muertos; 1 ofensiva (1 con captura, 0 fracasadas).',
      'Bot: 1 personaje muerto; ninguna ofensiva.',
    ])
    expect(ending(over(0), events, 'bot', names)?.reason).toBe('Bot gana: captura la reliquia rival.')
    expect(ending(over(0), events, 'bot', names)).toMatchObject({ headline: 'Has perdido', outcome: 'lost' })
  })

  it('in hot seat names the winning Master, and says nothing while the game goes on', () => {
    expect(ending(over(1), events, 'hotseat', ['Master 1', 'Master 2'])?.headline).toBe('¡Gana el Master 1!')
    expect(ending(sc.state, events, 'bot', names)).toBeNull()
  })
})
