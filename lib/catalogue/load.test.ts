import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadCatalogue, loadContent, type ContentError } from './load'
import { catalogueVersion } from './version'

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))

/** 1-based line of the fixture line marked `# ERROR`, so expectations follow the file. */
function errorLine(name: string, file: string, nth = 0): number {
  const lines = readFileSync(`${fixture(name)}/${file}`, 'utf8').split('\n')
  const marked = lines.flatMap((l, i) => (l.includes('# ERROR') ? [i + 1] : []))
  const line = marked[nth]
  if (line === undefined) throw new Error(`no # ERROR mark in ${name}/${file}`)
  return line
}
/** 1-based line of the first line containing `text`. */
function lineWith(name: string, file: string, text: string): number {
  const index = readFileSync(`${fixture(name)}/${file}`, 'utf8').split('\n').findIndex((l) => l.includes(text))
  if (index < 0) throw new Error(`"${text}" not in ${name}/${file}`)
  return index + 1
}

const errorsOf = (name: string): ContentError[] => loadContent(fixture(name)).errors

describe('loadContent on the valid fixture', () => {
  it('returns the catalogue with every card, the tombstones and a content version', () => {
    const result = loadContent(fixture('valid'))
    expect(result.errors).toEqual([])
    expect(result.catalogue).not.toBeNull()
    const catalogue = result.catalogue!
    expect(catalogue.cards.map((c) => c.id).sort()).toEqual([
      'aren-de-galdoras', 'brom-el-hacedor', 'chispa-de-ishar', 'elixir-de-misal', 'espada-corta', 'golpe-firme',
      'guardia-de-piedra', 'hombre-de-las-montanas', 'tulkar-lider-de-la-montana', 'varita-de-mago', 'velo-de-aman',
    ])
    expect(catalogue.byId.get('velo-de-aman')?.type).toBe('spell')
    expect(catalogue.tombstones.map((t) => t.id)).toEqual(['daga-vieja'])
    expect(catalogue.version).toBe(catalogueVersion(catalogue.cards))
    expect(catalogue.version).toMatch(/^[0-9a-f]{12}$/)
    expect(result.files).toEqual({
      cards: ['cards/dalma.yaml', 'cards/enemy.yaml', 'cards/object.yaml', 'cards/relic.yaml', 'cards/skill.yaml', 'cards/spell.yaml', 'cards/weapon.yaml'],
      decks: ['decks/caja.txt'],
      tombstones: 'tombstones.yaml',
    })
  })

  it('fills schema defaults (text, provisional, bonuses, effects)', () => {
    const catalogue = loadCatalogue(fixture('valid'))
    const relic = catalogue.byId.get('elixir-de-misal')
    expect(relic?.text).toBe('')
    expect(relic?.provisional).toEqual([])
    const skill = catalogue.byId.get('guardia-de-piedra')
    expect(skill?.type === 'skill' && skill.effects).toEqual([])
  })

  it('gives the same version for the same content loaded twice', () => {
    expect(loadCatalogue(fixture('valid')).version).toBe(loadCatalogue(fixture('valid')).version)
  })
})

describe('schema errors name file, line, card and field', () => {
  it('a YAML syntax error names the file and the line', () => {
    const line = errorLine('bad-yaml', 'cards/spell.yaml')
    expect(errorsOf('bad-yaml')).toEqual([{
      file: 'cards/spell.yaml', line,
      message: expect.stringMatching(new RegExp(`^sintaxis YAML no válida en la línea ${line}, columna \\d+`)),
    }])
  })

  it('a field of the wrong type', () => {
    expect(errorsOf('wrong-field-type')).toEqual([{
      file: 'cards/dalma.yaml', line: errorLine('wrong-field-type', 'cards/dalma.yaml'),
      cardId: 'aren-de-galdoras', field: 'strength', message: 'se esperaba un número y hay el texto «fuerte»',
    }])
  })

  it('an unknown field inside a price', () => {
    expect(errorsOf('unknown-field')).toEqual([{
      file: 'cards/spell.yaml', line: errorLine('unknown-field', 'cards/spell.yaml'),
      cardId: 'chispa-de-ishar', field: 'learnCost.oro', message: expect.stringContaining('campo desconocido'),
    }])
  })

  it('an unknown card type lists the valid ones', () => {
    expect(errorsOf('unknown-type')).toEqual([{
      file: 'cards/object.yaml', line: errorLine('unknown-type', 'cards/object.yaml'),
      cardId: 'varita-de-mago', field: 'type', message: expect.stringContaining('tipo de carta desconocido «objeto»'),
    }])
    expect(errorsOf('unknown-type')[0]?.message).toContain('"object"')
  })

  it('a card failing its schema leaves no catalogue', () => {
    const result = loadContent(fixture('wrong-field-type'))
    expect(result.catalogue).toBeNull()
    expect(result.cards.map((c) => c.id)).not.toContain('aren-de-galdoras')
    expect(result.cards).toHaveLength(10)
  })

  it('loadCatalogue throws a readable error listing each problem', () => {
    expect(() => loadCatalogue(fixture('wrong-field-type'))).toThrowError(
      /1 error[^]*cards\/dalma\.yaml · aren-de-galdoras · strength: se esperaba un número/,
    )
  })

  it('a folder with no card files is an error, not an empty catalogue', () => {
    const result = loadContent(fixture('no-such-folder'))
    expect(result.catalogue).toBeNull()
    expect(result.errors).toEqual([{ file: 'cards/', message: expect.stringContaining('no hay ningún fichero .yaml de cartas') }])
  })
})

describe('cross-check errors from fixtures', () => {
  it('a repeated id is reported on the second card', () => {
    expect(errorsOf('duplicate-id')).toEqual([{
      file: 'cards/spell.yaml', line: errorLine('duplicate-id', 'cards/spell.yaml') + 1,
      cardId: 'chispa-de-ishar', field: 'id', message: 'id repetido: ya lo usa «Chispa de Ishar» en cards/spell.yaml',
    }])
  })

  it('two names equal up to case and accents (and so the boxed deck naming one cannot be read)', () => {
    expect(errorsOf('duplicate-name')).toEqual([
      {
        file: 'cards/weapon.yaml', line: lineWith('duplicate-name', 'cards/weapon.yaml', 'ESPADA CÓRTA'),
        cardId: 'espada-corta-2', field: 'name', message: expect.stringContaining('nombre repetido: «Espada corta» (espada-corta)'),
      },
      {
        file: 'decks/caja.txt', line: lineWith('duplicate-name', 'decks/caja.txt', 'Espada corta'),
        message: expect.stringContaining('espada-corta, espada-corta-2'),
      },
    ])
  })

  it('an id retired by a tombstone cannot come back', () => {
    expect(errorsOf('tombstone-reused')).toEqual([{
      file: 'cards/weapon.yaml', line: errorLine('tombstone-reused', 'cards/weapon.yaml') + 1,
      cardId: 'daga-vieja', field: 'id', message: expect.stringContaining('id de una carta retirada (tombstones.yaml: «Daga vieja»)'),
    }])
  })

  it('R6.3 a starting card that does not exist', () => {
    expect(errorsOf('dangling-starting-card')).toEqual([{
      file: 'cards/dalma.yaml', line: errorLine('dangling-starting-card', 'cards/dalma.yaml'),
      cardId: 'aren-de-galdoras', field: 'startingCards.1', message: 'no existe ninguna carta con id «rayo-perdido»',
    }])
  })

  it('R11.2 a starting card of another profession', () => {
    expect(errorsOf('starting-card-other-profession')).toEqual([{
      file: 'cards/dalma.yaml', line: errorLine('starting-card-other-profession', 'cards/dalma.yaml'),
      cardId: 'aren-de-galdoras', field: 'startingCards.1',
      message: '«Golpe firme» es de Guerrero y este Dalma es Mago: no podría usarla (R11.2)',
    }])
  })

  it('R6.3 a starting card that is neither a spell nor a skill', () => {
    expect(errorsOf('starting-card-not-learnable')).toEqual([{
      file: 'cards/dalma.yaml', line: errorLine('starting-card-not-learnable', 'cards/dalma.yaml'),
      cardId: 'aren-de-galdoras', field: 'startingCards.0',
      message: expect.stringContaining('«Espada corta» es un Arma; las cartas iniciales de un Dalma son hechizos o habilidades'),
    }])
  })

  it('R5.4 a relic with five enemies', () => {
    expect(errorsOf('relic-five-enemies')).toEqual([{
      file: 'cards/relic.yaml', line: errorLine('relic-five-enemies', 'cards/relic.yaml'),
      cardId: 'elixir-de-misal', field: 'enemies', message: 'suma 5 enemigos y una reliquia trae exactamente 6 (R5.4, R20)',
    }])
  })

  it('R5.4 a relic listing a card that is not an enemy', () => {
    expect(errorsOf('relic-not-an-enemy')).toEqual([{
      file: 'cards/relic.yaml', line: errorLine('relic-not-an-enemy', 'cards/relic.yaml'),
      cardId: 'elixir-de-misal', field: 'enemies.2.id', message: expect.stringContaining('«Espada corta» es un Arma, no un Enemigo'),
    }])
  })

  it('R5.4 an enemy that no relic lists', () => {
    expect(errorsOf('orphan-enemy')).toEqual([{
      file: 'cards/enemy.yaml', line: errorLine('orphan-enemy', 'cards/enemy.yaml') + 1,
      cardId: 'lobo-gris', message: expect.stringContaining('ninguna Reliquia lo incluye'),
    }])
  })

  it('RUL-9 odd learning costs are rejected, naming the halving card when there is one', () => {
    expect(errorsOf('odd-learning-cost')).toEqual([
      {
        file: 'cards/skill.yaml', line: errorLine('odd-learning-cost', 'cards/skill.yaml'),
        cardId: 'guardia-de-piedra', field: 'learnCost.silver',
        message: expect.stringMatching(/^coste de aprendizaje impar \(23 platas\): ninguna carta lo reduce hoy a la mitad.*RUL-9/),
      },
      {
        file: 'cards/spell.yaml', line: errorLine('odd-learning-cost', 'cards/spell.yaml'),
        cardId: 'velo-de-aman', field: 'learnCost.silver',
        message: expect.stringMatching(/^coste de aprendizaje impar \(5 platas\): «Varita de Mago» lo reduce a la mitad y quedaría media plata.*RUL-9/),
      },
    ])
  })

  it('provisional naming a field the card lacks', () => {
    expect(errorsOf('unknown-provisional')).toEqual([{
      file: 'cards/weapon.yaml', line: errorLine('unknown-provisional', 'cards/weapon.yaml'),
      cardId: 'espada-corta', field: 'provisional.2', message: expect.stringContaining('«bonuses.life» no es un campo de esta carta'),
    }])
  })

  it('an invented card must mark its name provisional', () => {
    expect(errorsOf('invented-name-not-provisional')).toEqual([{
      file: 'cards/weapon.yaml', line: errorLine('invented-name-not-provisional', 'cards/weapon.yaml'),
      cardId: 'espada-corta', field: 'provisional', message: expect.stringContaining('añade "name"'),
    }])
  })

  it('R5.5 a typeNote claiming another copy limit than its type has', () => {
    expect(errorsOf('typenote-copies')).toEqual([{
      file: 'cards/weapon.yaml', line: errorLine('typenote-copies', 'cards/weapon.yaml'),
      cardId: 'espada-corta', field: 'typeNote', message: 'habla de 2 copias, pero un Arma admite 4 (R5.5); cambia el tipo o la nota',
    }])
  })

  it('a weapon dominated by a cheaper one of its kind is reported on the dominated card', () => {
    expect(errorsOf('dominated-weapon')).toEqual([{
      file: 'cards/weapon.yaml', line: errorLine('dominated-weapon', 'cards/weapon.yaml') + 1,
      cardId: 'espada-pesada',
      message: expect.stringMatching(/^la domina «Espada corta» \(espada-corta, 1 oro y 5 platas\): .*no cuesta más \(esta, 2 oros\).*motivo de existir$/),
    }])
  })

  it('RUL-33 a throwing weapon counts as a one-handed one with an extra option, so it can dominate one', () => {
    expect(errorsOf('dominated-by-throwing')).toEqual([{
      file: 'cards/weapon.yaml', line: errorLine('dominated-by-throwing', 'cards/weapon.yaml') + 1,
      cardId: 'espada-corta', message: expect.stringContaining('la domina «Cuchillo arrojadizo» (cuchillo-arrojadizo, 1 oro)'),
    }])
  })

  it('an invented card must mark every value it carries, not only its name', () => {
    expect(errorsOf('unmarked-choice')).toEqual([{
      file: 'cards/weapon.yaml', line: errorLine('unmarked-choice', 'cards/weapon.yaml'),
      cardId: 'espada-corta', field: 'provisional', message: expect.stringMatching(/^falta marcar como provisional "hands": la carta es inventada/),
    }])
  })

  it('R12.8 a spell that does not say what it targets', () => {
    expect(errorsOf('spell-without-target')).toEqual([{
      file: 'cards/spell.yaml', line: errorLine('spell-without-target', 'cards/spell.yaml') + 1,
      cardId: 'chispa-de-ishar', field: 'target', message: expect.stringContaining('un hechizo de Mago apunta a la Zona de Combate (R12.8)'),
    }])
  })

  it('R12.8 a Mago spell aimed at the Zona de Juego', () => {
    expect(errorsOf('spell-target-out-of-reach')).toEqual([{
      file: 'cards/spell.yaml', line: errorLine('spell-target-out-of-reach', 'cards/spell.yaml'),
      cardId: 'velo-de-aman', field: 'target.zone',
      message: 'un hechizo de Mago debe apuntar a la Zona de Combate (R12.8), y este apunta a la Zona de Juego',
    }])
  })

  it('R5.3 a boxed deck with an unknown name, a relic line naming an enemy and an unreadable line', () => {
    const line = (text: string): number => lineWith('deck-unknown-name', 'decks/caja.txt', text)
    expect(errorsOf('deck-unknown-name')).toEqual([
      { file: 'decks/caja.txt', line: line('Reliquia:'), message: '«Túlkar, líder de la montaña» es un Enemigo, no una Reliquia (R5.3)' },
      { file: 'decks/caja.txt', line: line('dos copias'), message: expect.stringContaining('No se entiende la línea') },
      { file: 'decks/caja.txt', line: line('Espada larga'), message: 'no hay ninguna carta llamada «Espada larga»; ¿quizá «Espada corta»?' },
    ])
  })

  it('every failing fixture differs from the valid one by exactly its own mistake', () => {
    // a fixture that produced extra errors would hide which check it proves
    const cases = ['bad-yaml', 'wrong-field-type', 'unknown-field', 'unknown-type', 'duplicate-id',
      'tombstone-reused', 'dangling-starting-card', 'starting-card-other-profession', 'starting-card-not-learnable',
      'relic-five-enemies', 'relic-not-an-enemy', 'orphan-enemy', 'unknown-provisional', 'invented-name-not-provisional',
      'typenote-copies', 'dominated-weapon', 'dominated-by-throwing', 'unmarked-choice', 'spell-without-target',
      'spell-target-out-of-reach']
    for (const name of cases) expect([name, errorsOf(name).length]).toEqual([name, 1])
  })
})
