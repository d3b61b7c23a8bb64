import { describe, expect, it } from 'vitest'
import { legalActions, type GameState } from '@/lib/engine'
import { scenario, type ScenarioSpec } from '@/lib/scenarios/scenario'
import { fixtureCatalogue as catalogue } from '@/lib/engine-testing/fixtures'
import { isRuleId } from '@/lib/rules'
import { ACTION_GROUPS, CHOICE_TITLES, actionLabel, groupActions, listWords, phaseLabel } from './actions-view'

const board = (spec: ScenarioSpec): GameState => scenario(catalogue, spec).state

const labelsOf = (state: GameState) =>
  Object.fromEntries(groupActions(state, catalogue).map((g) => [g.title, g.buttons.map((b) => b.label)]))

describe('Master actions', () => {
  const state = board({
    masters: [{
      deck: ['golpe', 'guardia'],
      hand: ['espada', 'espada', 'cofre'],
      playZone: [{ card: 'maga', faceUp: false }, { card: 'cota', faceUp: false }, { card: 'trampa', faceUp: false }],
      relic: 'reliquia',
      enemies: ['bandido', 'bandido', 'jefe'],
      gold: 5,
    }],
  })

  it('R8.1 names each action and its card, with the price of a reveal in oro and plata (R8.4, RUL-8)', () => {
    expect(labelsOf(state)).toEqual({
      'Acciones de Master': [
        'Robar una carta',
        'Colocar Espada boca abajo',
        'Colocar Cofre boca abajo',
        'Revelar Maga (5 oros)',
        'Revelar Cota (2 oros)',
        'Revelar Trampa (1 oro)',
        'Revelar al enemigo Bandido (3 oros)',
        'Revelar al enemigo Jefe (3 oros)',
        'Usar el tesoro Cofre',
      ],
    })
  })

  it('shows one button for copies nobody can tell apart, playing the first copy', () => {
    const legal = legalActions(state, catalogue)
    const [master] = groupActions(state, catalogue, legal)
    const place = master?.buttons.find((b) => b.label === 'Colocar Espada boca abajo')
    expect(legal.filter((a) => a.type === 'place')).toHaveLength(3)
    expect(place?.action).toEqual({ type: 'place', instanceId: state.masters[0].hand[0] })
    expect(legal[place?.index ?? -1]).toEqual(place?.action)
  })

  it('every button plays exactly the legal action at its index', () => {
    const legal = legalActions(state, catalogue)
    for (const g of groupActions(state, catalogue, legal)) for (const b of g.buttons) expect(legal[b.index]).toBe(b.action)
  })
})

describe('enemy and Dalma actions', () => {
  it('R9.2 names the Dalma, the card and what an equip discards; R11.4 the price of learning', () => {
    const state = board({
      phase: { name: 'main', step: 'dalmaActions' },
      masters: [{
        playZone: [
          { card: 'guerrera', equipment: ['espada', 'escudo'] },
          'mandoble', 'carga', 'unguento',
        ],
        gold: 4,
      }],
    })
    expect(labelsOf(state)).toEqual({
      'Acciones de Dalma': [
        'Guerrera aprende Carga (3 oros)',
        'Guerrera bebe Ungüento',
        'Guerrera se equipa Mandoble y descarta Espada y Escudo',
        'Terminar las acciones de Dalma',
      ],
    })
  })

  it('R11.7 says when a learning cost is halved, and R9.3 prices an arrow reload', () => {
    const state = board({
      phase: { name: 'main', step: 'dalmaActions' },
      masters: [{
        playZone: [{ card: 'maga', equipment: ['varita'] }, 'llamarada', { card: 'rastreador', equipment: [{ card: 'arco-largo', loaded: false }] }],
        gold: 3,
      }],
    })
    const labels = labelsOf(state)['Acciones de Dalma']
    expect(labels).toContain('Maga aprende Llamarada (1 oro y 5 platas, a mitad de precio)')
    expect(labels).toContain('Rastreador recarga Arco largo (5 platas)')
  })

  it('R10.2 R15.9 tells a reload with Flechas perforadoras from a paid one, for an enemy as for a Dalma', () => {
    const state = board({
      phase: { name: 'main', step: 'enemyActions' },
      masters: [{ relic: 'reliquia', enemies: [{ card: 'jefe', faceUp: true, equipment: [{ card: 'arco-largo', loaded: false }, 'flechas-perforadoras'] }], gold: 1 }],
    })
    expect(labelsOf(state)['Acciones de enemigos']).toEqual([
      'Jefe recarga Arco largo (5 platas)',
      'Jefe recarga Arco largo con Flechas perforadoras (+2 Fuerza al disparo)',
      'Terminar las acciones de enemigos',
    ])
  })

  it('R10.2 puts revealed enemies\' actions in their own group with the way out', () => {
    const state = board({
      phase: { name: 'main', step: 'enemyActions' },
      masters: [{ playZone: ['daga'], relic: 'reliquia', enemies: [{ card: 'jefe', faceUp: true }], gold: 1 }],
    })
    expect(labelsOf(state)).toEqual({
      'Acciones de enemigos': ['Jefe se equipa Daga', 'Terminar las acciones de enemigos'],
    })
  })

  it('R17.1 offers passing at the end of the turn', () => {
    const state = board({ phase: { name: 'endOfTurn' }, masters: [{}] })
    expect(groupActions(state, catalogue)).toEqual([
      { id: 'end', ...ACTION_GROUPS.end, buttons: [{ key: 'end:Pasar el turno', label: 'Pasar el turno', action: { type: 'pass' }, index: 0 }] },
    ])
  })

  it('shows no buttons while a choice is pending (its panel answers it)', () => {
    const state = board({ masters: [{ hand: ['espada'] }], pendingChoice: { kind: 'discardToLimit', seat: 0, count: 1 } })
    expect(legalActions(state, catalogue).length).toBeGreaterThan(0)
    expect(groupActions(state, catalogue)).toEqual([])
  })
})

describe('choice labels', () => {
  const state = board({
    masters: [{ hand: ['espada', 'cofre'], playZone: ['guerrera', 'maga'], relic: 'reliquia', enemies: ['jefe'] }],
  })
  const [espada, cofre] = state.masters[0].hand as [number, number]
  const [guerrera, maga] = state.masters[0].playZone as [number, number]

  it('R6.7 / RUL-3 counts a replacement and calls keeping the hand "Mantener"', () => {
    expect(actionLabel(state, catalogue, { type: 'initialReplacement', instanceIds: [cofre, espada] })).toBe('Reemplazar 2')
    expect(actionLabel(state, catalogue, { type: 'initialReplacement', instanceIds: [] })).toBe('Mantener')
    expect(actionLabel(state, catalogue, { type: 'deferredReplacement', instanceIds: [] })).toBe('Ahora no')
  })

  it('R7.8 prices the Posada per Dalma; R5.10 and R15.7 name the cards', () => {
    expect(actionLabel(state, catalogue, { type: 'innRest', dalmaIds: [guerrera, maga] })).toBe('Posada para Guerrera y Maga (2 oros)')
    expect(actionLabel(state, catalogue, { type: 'innRest', dalmaIds: [] })).toBe('Sin Posada')
    expect(actionLabel(state, catalogue, { type: 'discardToLimit', instanceIds: [espada] })).toBe('Descartar Espada')
    expect(actionLabel(state, catalogue, { type: 'keepEmblem', instanceId: cofre })).toBe('Quedarse con Cofre')
  })

  it('cites real rules for every group and choice', () => {
    for (const g of Object.values(ACTION_GROUPS)) expect(isRuleId(g.rule)).toBe(true)
    for (const c of Object.values(CHOICE_TITLES)) expect(isRuleId(c.rule)).toBe(true)
  })
})

describe('words', () => {
  it('joins names the Spanish way', () => {
    expect(listWords([])).toBe('')
    expect(listWords(['A'])).toBe('A')
    expect(listWords(['A', 'B'])).toBe('A y B')
    expect(listWords(['A', 'B', 'C'])).toBe('A, B y C')
  })

  it('R7.13 names the step of the Fase Principal', () => {
    expect(phaseLabel(board({ masters: [{}] }))).toBe('Fase Principal: Acciones de Master')
    expect(phaseLabel(board({ masters: [{}], phase: { name: 'income' } }))).toBe('Fase de Cobro')
    expect(phaseLabel(board({ masters: [{}], phase: { name: 'gameOver' } }))).toBe('Partida terminada')
  })
})
