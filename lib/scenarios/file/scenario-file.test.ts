// The scenario format's own machinery: validation with field paths, refused steps that change
// nothing, staged list steps, the output's zones and the `expect:` comparison.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue/load'
import { checkExpectations, playScenario, readScenarioText, type ScenarioFile } from '.'

const catalogue = loadCatalogue()

function read(text: string): ScenarioFile {
  const r = readScenarioText(text, catalogue)
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.path}: ${i.message}`).join('\n'))
  return r.file
}
function issues(text: string): string[] {
  const r = readScenarioText(text, catalogue)
  return r.ok ? [] : r.issues.map((i) => `${i.path}: ${i.message}`)
}

const EXPLORE = `
at: dalmaActions
dice: [6]
masters:
  A:
    playZone:
      - { card: durmak-de-ordor, as: d1, stats: { strength: 5, initiative: 9 }, equipment: [{ card: daga, as: w1 }], learned: [{ card: golpe-demoledor, as: k1 }] }
  B:
    relic: elixir-de-misal
    enemies: [{ card: hombre-de-las-montanas, as: e1, faceUp: true }, { card: tigre, as: e2 }]
`

describe('scenario file validation', () => {
  it('names the field path of an unknown card id', () => {
    expect(issues('masters:\n  A:\n    playZone: [durmak-de-ordor, daga, { card: nada-de-nada }]\n')).toEqual([
      'masters.A.playZone[2].card: carta desconocida «nada-de-nada»',
    ])
    expect(issues('masters:\n  B:\n    hand: [nada]\n')).toEqual(['masters.B.hand[0]: carta desconocida «nada»'])
  })

  it('rejects a label the board does not declare, and a label declared twice', () => {
    expect(issues(`${EXPLORE}steps:\n  - { by: d1, explore: zz }\n`)).toEqual(['steps[0].explore: etiqueta no declarada «zz»'])
    expect(issues('masters:\n  A:\n    hand: [{ card: daga, as: x }, { card: maza, as: x }]\n')).toEqual([
      'masters.A.hand[1].as: la etiqueta «x» ya se usa en masters.A.hand[0]',
    ])
    expect(issues(`${EXPLORE}expect:\n  cards:\n    nope: { zone: play }\n`)).toEqual(['expect.cards.nope: etiqueta no declarada «nope»'])
  })

  it('asks for one verb per step and for the actor of a character action', () => {
    expect(issues(`${EXPLORE}steps:\n  - { draw: true, pass: true }\n`)).toEqual(['steps[0]: un paso es una sola decisión: tiene «draw», «pass»'])
    expect(issues(`${EXPLORE}steps:\n  - { explore: e1 }\n`)).toEqual(['steps[0].by: falta «by»: el personaje que hace «explore»'])
    expect(issues(`${EXPLORE}steps:\n  - { by: d1 }\n`)).toEqual(['steps[0]: falta el verbo del paso (draw, place, explore, attack, decline…)'])
  })

  it('RUL-5 turn 0 is a Master whose first turn has not come: never the one playing nor the one that began', () => {
    expect(issues('active: A\nfirst: A\nmasters:\n  B:\n    turn: 0\n')).toEqual([])
    expect(issues('active: B\nfirst: A\nmasters:\n  B:\n    turn: 0\n')).toEqual(['masters.B.turn: el Master B juega este turno: su turno es el 1 o más (0 es para el que aún no ha jugado)'])
    expect(issues('active: A\nfirst: B\nmasters:\n  B:\n    turn: 0\n')).toEqual(['masters.B.turn: el Master B empezó la partida, así que ya tuvo su primer turno'])
    expect(issues('masters:\n  B:\n    turn: -1\n')).toEqual(['masters.B.turn: no puede ser negativo (0: su primer turno aún no ha llegado)'])
  })

  it('R6.2 R6.9 at: setup holds only each face-down starting Dalma in the Zona de Juego, and nobody has played a turn', () => {
    const setup = (a: string) => `at: setup\nmasters:\n  A:\n${a}\n  B:\n    playZone: [{ card: nahara-de-aman, faceUp: false }]\n`
    expect(issues(setup('    playZone: [{ card: sirel-de-yabel, faceUp: false }]'))).toEqual([])
    expect(issues(setup('    playZone: [{ card: sirel-de-yabel, faceUp: true }]'))).toEqual(['masters.A.playZone[0]: el Dalma inicial está boca abajo hasta la revelación inicial (R6.9)'])
    expect(issues(setup('    playZone: [{ card: sirel-de-yabel, faceUp: false }, daga]'))).toEqual(['masters.A.playZone: en la preparación, la Zona de Juego tiene solo el Dalma inicial'])
    expect(issues(setup('    playZone: [{ card: sirel-de-yabel, faceUp: false }]\n    turn: 2'))).toEqual(['masters.A.turn: en la preparación nadie ha jugado aún: el turno es 0'])
  })

  it('names unknown keys and bad values in Spanish, with their path', () => {
    const unknown = issues('masters:\n  A:\n    playZone: [{ card: daga, colour: red }]\n')
    expect(unknown).toHaveLength(1)
    expect(unknown[0]).toMatch(/^masters\.A\.playZone\[0\]: .*colour/)
    expect(issues('dice: [7]\n')).toEqual(['dice[0]: un d6 va de 1 a 6'])
    expect(issues('variant: lenta\n')).toEqual(['variant: debe ser none, rapida, pensada o estrategica'])
    expect(issues('masters:\n  A:\n    relic: daga\n')).toEqual(['masters.A.relic: «daga» no es una reliquia'])
    expect(issues('rules: [R19]\n')).toEqual(['rules[0]: debe ser un id de regla (R19.9) o de aclaración (RUL-1)'])
  })

  it('reports unreadable YAML and an empty file as the file\'s problem', () => {
    expect(issues('masters: [\n')[0]).toMatch(/^\(fichero\): YAML no válido/)
    expect(issues('')).toEqual(['(fichero): el fichero está vacío'])
  })
})

describe('scenario runs', () => {
  it('R16.1 R9.12: builds the board (stats, equipment, learned) and reports every labelled card where it ended', () => {
    const { output } = playScenario(read(`${EXPLORE}steps:\n  - { by: d1, explore: e1 }\n`), catalogue)
    expect(output.steps).toEqual([{ ok: true }])
    expect(output.cards.e1).toMatchObject({ zone: 'defeated', owner: 'B' })
    expect(output.cards.e2).toMatchObject({ zone: 'relic', faceUp: false, life: 5 })
    expect(output.cards.d1).toMatchObject({ zone: 'combat', marker: true, damage: 0, life: 10 })
    expect(output.cards.w1).toMatchObject({ zone: 'equipped', equippedTo: 'd1', life: null })
    expect(output.cards.k1).toMatchObject({ zone: 'learned', learnedBy: 'd1' })
    // 6 (die) + 5 (overridden Fuerza) + 1 (daga) − 1 = 11 ≥ 5: the stats override is what the engine used.
    expect(output.events.some((e) => e.type === 'attackRolled' && e.text.includes('Fuerza 6') && e.step === 1)).toBe(true)
    expect(output.phase).toBe('endOfTurn')
  })

  it('a refused step changes nothing: the run equals the same file without it', () => {
    const withRefusal = playScenario(read(`${EXPLORE}steps:\n  - { by: d1, explore: e2 }\n  - { by: d1, explore: e1 }\n`), catalogue).output
    const without = playScenario(read(`${EXPLORE}steps:\n  - { by: d1, explore: e1 }\n`), catalogue).output
    expect(withRefusal.steps[0]).toMatchObject({ ok: false, code: expect.any(String) })
    expect((withRefusal.steps[0] as { message: string }).message.length).toBeGreaterThan(5)
    const strip = (o: typeof without) => ({ ...o, steps: [], events: o.events.map((e) => ({ ...e, step: null })) })
    expect(strip(withRefusal)).toEqual(strip(without))
  })

  it('R17.5 RUL-36: `defend: []` declines the defenders window when it is asked, and is a no-op when it is not', () => {
    const asked = playScenario(read(`
at: endOfTurn
masters:
  A: { playZone: [{ card: durmak-de-ordor, as: d1 }] }
  B: { relic: elixir-de-misal, playZone: [{ card: elen-del-espino-rojo, as: r1 }] }
steps:
  - offensive: [d1]
  - defend: []
`), catalogue).output
    expect(asked.steps).toEqual([{ ok: true }, { ok: true }])
    expect(asked.result).toEqual({ winner: 'A', reason: 'capture', rule: 'R21.1' })
    const notAsked = playScenario(read(`${EXPLORE}steps:\n  - defend: []\n  - defend: [d1]\n`), catalogue).output
    expect(notAsked.steps[0]).toEqual({ ok: true })
    expect(notAsked.steps[1]).toMatchObject({ ok: false })
  })

  it('R7.1: at turnStart the file\'s turn is the one about to begin, and the Descanso runs before the first step', () => {
    const { output } = playScenario(read(`
at: turnStart
masters:
  A: { turn: 3, playZone: [{ card: durmak-de-ordor, as: d1, marker: true }], deck: [daga] }
`), catalogue)
    expect(output.turn).toBe(3)
    expect(output.cards.d1?.marker).toBe(false)
    expect(output.masters.A.money).toBe(30)
    expect(output.events.filter((e) => e.step === null).map((e) => e.type)).toContain('actionMarkersRemoved')
  })

  it('a step given by the wrong Master is refused (master: B when A decides)', () => {
    const { output } = playScenario(read(`${EXPLORE}steps:\n  - { master: B, by: d1, explore: e1 }\n`), catalogue)
    expect(output.steps[0]).toMatchObject({ ok: false, code: 'illegal' })
    expect(output.cards.d1?.zone).toBe('play')
  })
})

describe('expect', () => {
  const played = playScenario(read(`${EXPLORE}steps:\n  - { by: d1, explore: e1 }\n  - { by: d1, explore: e2 }\n`), catalogue)

  it('passes when every listed field matches, steps by position, discard as a multiset', () => {
    expect(checkExpectations({ steps: ['ok', 'refused'], cards: { e1: { zone: 'defeated' } }, masters: { B: { discard: [] } } }, played.output)).toEqual([])
    const refused = played.output.steps[1]
    if (refused === undefined || refused.ok) throw new Error('the second explore must be refused')
    // The refusal's own code is accepted in place of `refused`; another code is not.
    expect(checkExpectations({ steps: ['ok', refused.code] }, played.output)).toEqual([])
    expect(checkExpectations({ steps: ['ok', refused.code === 'deckEmpty' ? 'handFull' : 'deckEmpty'] }, played.output)).toHaveLength(1)
  })

  it('fails with the path of each mismatch', () => {
    const failures = checkExpectations({ steps: ['ok', 'ok'], cards: { e1: { zone: 'relic' }, d1: { marker: true } }, result: { winner: 'A' } }, played.output)
    expect(failures.map((f) => f.path)).toEqual(['expect.steps[1]', 'expect.cards.e1.zone', 'expect.result'])
  })

  it('compares arrays as multisets and events as a sub-multiset', () => {
    const output = { ...played.output, masters: { ...played.output.masters, A: { ...played.output.masters.A, discard: ['daga', 'maza'] } } }
    expect(checkExpectations({ masters: { A: { discard: ['maza', 'daga'] } } }, output)).toEqual([])
    expect(checkExpectations({ masters: { A: { discard: ['maza', 'maza'] } } }, output)).toHaveLength(1)
    expect(checkExpectations({ events: [{ type: 'died' }] }, played.output)).toEqual([])
    expect(checkExpectations({ events: [{ type: 'died' }, { type: 'died' }] }, played.output)).toHaveLength(1)
  })
})
