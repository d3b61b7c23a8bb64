import { describe, expect, it } from 'vitest'
import { CARD_TYPES } from '../schema'
import { FIXTURE_CARDS, fixtureCatalogue } from './fixture'
import { FIELD_SPECS } from './fields'
import { SYNTAX_HELP, createSearchIndex, parseQuery, parseSortKey, searchCards, type SearchOptions } from './index'

const catalogue = fixtureCatalogue()

function ids(query: string, options?: SearchOptions): string[] {
  const r = searchCards(catalogue, query, options)
  if (!r.ok) throw new Error(`error inesperado en «${query}»: ${r.error.message} @${r.error.position}`)
  return r.cards.map((c) => c.id)
}
const sorted = (query: string): string[] => [...ids(query)].sort()
const allIds = FIXTURE_CARDS.map((c) => c.id)

describe('free words: forgiving name search', () => {
  it('orden finds Piedra de Órdor, first', () => {
    expect(ids('orden')[0]).toBe('piedra-de-ordor')
  })

  it('pocion de tal finds Poción de Thal, first', () => {
    expect(ids('pocion de tal')[0]).toBe('pocion-de-thal')
  })

  it('contrl mental finds Control Mental, first; the words may come in any order', () => {
    expect(ids('contrl mental')[0]).toBe('control-mental')
    expect(ids('mental control')[0]).toBe('control-mental')
  })

  it('an exact name ranks before a longer name that starts with it, and that before a later word', () => {
    const r = ids('pocion')
    expect(r.slice(0, 2).sort()).toEqual(['pocion-de-curacion', 'pocion-de-thal'])
    expect(ids('arco')[0]).toBe('arco-largo')
    expect(ids('gorm')[0]).toBe('gorm')
    // "Veloz" starts a later word of Sombra Veloz only.
    expect(ids('veloz')).toEqual(['sombra-veloz'])
  })

  it('names rank before cards that only mention the words in their rules text', () => {
    const r = ids('hechizo')
    expect(r[0]).toBe('anillo-sumador-de-hechizos')
    // Poción de Thal says "hechizo" only in its text.
    expect(r).toContain('pocion-de-thal')
    expect(r.indexOf('anillo-sumador-de-hechizos')).toBeLessThan(r.indexOf('pocion-de-thal'))
  })

  it('rules text matches need every word, accents aside, and include enemy abilities', () => {
    expect(ids('zarpazo')).toEqual(['tigre'])
    expect(ids('accion legal')).toEqual(['control-mental'])
  })

  it('a quoted phrase must appear as written (accents aside)', () => {
    expect(ids('"todo o nada"')).toEqual(['todo-o-nada'])
    expect(ids('"pocion de thal"')).toEqual(['pocion-de-thal'])
    expect(ids('"pocion de tal"')).toEqual([])
  })

  it('a word with nothing like it finds nothing', () => {
    expect(ids('xylófonozzz')).toEqual([])
  })
})

describe('field terms', () => {
  it('tipo: keeps only that type', () => {
    expect(sorted('tipo:arma')).toEqual(['arco-largo', 'espada-larga'])
    expect(sorted('tipo:hechizos')).toEqual(['bola-de-fuego', 'confusion', 'control-mental'])
    expect(sorted('tipo:dalma')).toEqual(['aradiel', 'gorm', 'sombra-veloz'])
    for (const type of CARD_TYPES) {
      const found = FIXTURE_CARDS.filter((c) => c.type === type).map((c) => c.id).sort()
      expect(sorted(`tipo:${type}`)).toEqual(found)
    }
  })

  it('prof: matches Dalmas, spells and skills of that profession', () => {
    expect(sorted('prof:ladrón')).toEqual(['robo-sigiloso', 'sombra-veloz'])
    expect(sorted('prof:mentalista')).toEqual(['confusion', 'control-mental'])
    expect(sorted('prof:hechicero')).toEqual(['aradiel', 'bola-de-fuego', 'confusion', 'control-mental'])
  })

  it('raza: matches Dalmas', () => {
    expect(ids('raza:bahaluk')).toEqual(['gorm'])
    expect(ids('raza:elfo')).toEqual(['aradiel'])
  })

  it('ranura: matches accessories by body slot', () => {
    expect(ids('ranura:dedos')).toEqual(['anillo-sumador-de-hechizos'])
    expect(ids('ranura:muñeca')).toEqual(['pulsera-agil'])
  })

  it('R8.4 coste: a Dalma costs 5 gold to reveal', () => {
    expect(sorted('coste=5')).toEqual(['aradiel', 'gorm', 'sombra-veloz'])
  })

  it('R8.5 coste: an enemy costs 3 gold to reveal', () => {
    expect(sorted('tipo:enemigo coste=3')).toEqual(['tigre'])
  })

  it('R11.4 coste of spells and skills is their learning cost; others their printed price', () => {
    expect(sorted('coste=4')).toEqual(['armadura-de-placas', 'control-mental'])
    expect(sorted('coste<1')).toEqual(['escudo-de-madera', 'pocion-de-curacion', 'robo-sigiloso'])
  })

  it('R2.2 coste<=1.5 means 15 silver or less, each comparison exact in silver', () => {
    expect(sorted('coste<=1.5')).toEqual([
      'bola-de-fuego', 'escudo-de-madera', 'espada-larga', 'foso-oculto', 'pocion-de-curacion',
      'pocion-de-thal', 'pulsera-agil', 'robo-sigiloso', 'veneno-de-serpiente',
    ])
    expect(sorted('coste=1,5')).toEqual(['espada-larga', 'foso-oculto'])
    expect(sorted('coste>1.5 coste<2.5')).toEqual(['arco-largo', 'confusion', 'soldado-de-la-guardia', 'yelmo-de-hierro'])
    expect(sorted('coste>=2.5 coste<3')).toEqual(['lente-de-vision-precisa'])
  })

  it('numbers compare only for cards that have the field', () => {
    expect(sorted('coste>=0')).toEqual(allIds.filter((id) => !['piedra-de-ordor', 'cofre-del-tesoro', 'todo-o-nada'].includes(id)).sort())
    const fighters = ['aradiel', 'gorm', 'soldado-de-la-guardia', 'sombra-veloz', 'tigre']
    expect(sorted('fue>=0')).toEqual(fighters)
    expect(sorted('-fue>=0')).toEqual(allIds.filter((id) => !fighters.includes(id)).sort())
    expect(sorted('pri>=0')).toEqual(['bola-de-fuego', 'confusion', 'control-mental', 'robo-sigiloso'])
  })

  it('fue, res, ini, vida and pri with every operator', () => {
    expect(sorted('fue=3')).toEqual(['soldado-de-la-guardia', 'sombra-veloz'])
    expect(sorted('fue:5')).toEqual(['gorm'])
    expect(sorted('fue>4')).toEqual(['gorm'])
    expect(sorted('fue>=4')).toEqual(['gorm', 'tigre'])
    expect(sorted('res<3')).toEqual(['aradiel', 'sombra-veloz', 'tigre'])
    expect(sorted('res<=3')).toEqual(['aradiel', 'soldado-de-la-guardia', 'sombra-veloz', 'tigre'])
    expect(sorted('ini>4')).toEqual(['sombra-veloz'])
    expect(sorted('ini=2')).toEqual(['gorm', 'soldado-de-la-guardia'])
    expect(sorted('vida>=9')).toEqual(['gorm', 'sombra-veloz'])
    expect(sorted('vida<7')).toEqual(['soldado-de-la-guardia'])
    expect(sorted('pri=1')).toEqual(['bola-de-fuego', 'robo-sigiloso'])
    expect(sorted('pri>2')).toEqual(['control-mental'])
  })

  it('texto: finds a word or a quoted phrase in rules text, accents aside', () => {
    expect(sorted('texto:"activacion adicional"')).toEqual(['pocion-de-thal'])
    expect(sorted('texto:daño')).toEqual(['bola-de-fuego', 'tigre'])
    expect(sorted('texto:"Zona de Combate"')).toEqual(['arco-largo', 'bola-de-fuego'])
    expect(sorted('texto:"de combate zona"')).toEqual([])
  })

  it('nombre: is an exact (accent-free) piece of the name, not fuzzy', () => {
    expect(sorted('nombre:pocion')).toEqual(['pocion-de-curacion', 'pocion-de-thal'])
    expect(sorted('nombre:"de thal"')).toEqual(['pocion-de-thal'])
    expect(sorted('nombre:pocoin')).toEqual([])
  })

  it('id: and origen:', () => {
    expect(ids('id:pocion-de-thal')).toEqual(['pocion-de-thal'])
    expect(ids('id:pocion')).toEqual([])
    expect(sorted('origen:reglamento tipo:hechizo')).toEqual(['confusion', 'control-mental'])
  })

  it('provisional finds cards with invented values (an invented card as a whole); -provisional the rest', () => {
    expect(sorted('provisional')).toEqual(['aradiel', 'arco-largo', 'robo-sigiloso', 'todo-o-nada'])
    expect(sorted('tipo:arma -provisional')).toEqual(['espada-larga'])
  })
})

describe('combining terms', () => {
  it('implicit AND requires every term', () => {
    expect(sorted('tipo:hechizo prof:mentalista pri<3')).toEqual(['confusion'])
  })

  it('- negates a term or a group', () => {
    expect(sorted('tipo:hechizo -prof:mago')).toEqual(['confusion', 'control-mental'])
    expect(sorted('tipo:dalma -(raza:elfo o raza:humano)')).toEqual(['gorm'])
    expect(sorted('tipo:pocion -thal')).toEqual(['pocion-de-curacion'])
  })

  it('o (or or) gives either side', () => {
    expect(sorted('tipo:pocion o tipo:veneno')).toEqual(['pocion-de-curacion', 'pocion-de-thal', 'veneno-de-serpiente'])
    expect(sorted('raza:elfo or raza:bahaluk')).toEqual(['aradiel', 'gorm'])
  })

  it('precedence: AND before o, parentheses to change it', () => {
    // (soldiers AND fue>2) OR shields
    expect(sorted('tipo:soldado fue>2 o tipo:escudo')).toEqual(['escudo-de-madera', 'soldado-de-la-guardia'])
    // soldiers AND (fue>2 OR shields)
    expect(sorted('tipo:soldado (fue>4 o tipo:escudo)')).toEqual([])
    expect(sorted('tipo:dalma (fue>4 o ini>4)')).toEqual(['gorm', 'sombra-veloz'])
    expect(sorted('-tipo:dalma fue>2 o tipo:escudo')).toEqual(['escudo-de-madera', 'soldado-de-la-guardia', 'tigre'])
  })

  it('free words combine with fields', () => {
    expect(ids('pocion tipo:pocion coste<1')).toEqual(['pocion-de-curacion'])
    const r = ids('tipo:veneno o pocion de tal')
    expect(r[0]).toBe('pocion-de-thal')
    // Matched through the field only, so it has no relevance and comes after the name matches.
    expect(r[r.length - 1]).toBe('veneno-de-serpiente')
    expect(r).not.toContain('confusion')
  })

  it('an empty query returns the whole catalogue by name', () => {
    const r = searchCards(catalogue, '')
    expect(r.ok && r.total).toBe(FIXTURE_CARDS.length)
    expect(ids('')[0]).toBe('anillo-sumador-de-hechizos')
  })
})

describe('results, sorting and the prepared index', () => {
  it('a malformed query is an error value with the position, never a throw', () => {
    expect(searchCards(catalogue, 'tipo:arma fue<=x')).toEqual({
      ok: false, error: { message: expect.stringMatching(/no es un número/), position: 15 },
    })
  })

  it('sorts by name without free words, with Spanish collation (accents do not push a name last)', () => {
    expect(ids('tipo:hechizo')).toEqual(['bola-de-fuego', 'confusion', 'control-mental'])
    expect(ids('tipo:pocion')).toEqual(['pocion-de-curacion', 'pocion-de-thal'])
  })

  it('sorts by type in the catalogue order, then name', () => {
    const r = searchCards(catalogue, 'coste>=3', { sort: 'type' })
    expect(r.ok && r.cards.map((c) => c.type)).toEqual(['dalma', 'dalma', 'dalma', 'enemy', 'armor', 'accessory', 'emblem', 'spell'])
    expect(r.ok && r.cards.slice(0, 3).map((c) => c.id)).toEqual(['aradiel', 'gorm', 'sombra-veloz'])
  })

  it('sorts by cost, cheapest first, cards without a price last', () => {
    expect(ids('tipo:pocion o tipo:tesoro o tipo:hechizo', { sort: 'cost' })).toEqual([
      'pocion-de-curacion', 'bola-de-fuego', 'pocion-de-thal', 'confusion', 'control-mental', 'cofre-del-tesoro', 'todo-o-nada',
    ])
  })

  it('with free words the default is relevance, and an explicit sort overrides it', () => {
    expect(ids('control')[0]).toBe('control-mental')
    expect(ids('pocion de tal', { sort: 'name' })).toEqual(['pocion-de-curacion', 'pocion-de-thal'])
  })

  it('a negated free word does not count for relevance', () => {
    expect(ids('tipo:pocion -curacion')).toEqual(['pocion-de-thal'])
  })

  it('limit and offset page the results while total counts every match', () => {
    const all = ids('tipo:accesorio o tipo:arma')
    const page = searchCards(catalogue, 'tipo:accesorio o tipo:arma', { limit: 2, offset: 1 })
    expect(page).toEqual({ ok: true, cards: expect.any(Array), total: all.length })
    expect(page.ok && page.cards.map((c) => c.id)).toEqual(all.slice(1, 3))
    expect(ids('tipo:arma', { limit: 0 })).toEqual([])
    expect(ids('tipo:arma', { offset: 10 })).toEqual([])
  })

  it('a prepared index gives the same results as the catalogue and can be reused', () => {
    const index = createSearchIndex(FIXTURE_CARDS)
    for (const q of ['orden', 'tipo:arma', 'contrl mental o raza:elfo', 'coste<=1.5 -tipo:pocion']) {
      const viaIndex = index.search(q)
      const viaCatalogue = searchCards(catalogue, q)
      expect(viaIndex).toEqual(viaCatalogue)
      expect(searchCards(index, q)).toEqual(viaCatalogue)
    }
  })

  it('parseSortKey reads Spanish and English names', () => {
    expect(parseSortKey('coste')).toBe('cost')
    expect(parseSortKey('Relevancia')).toBe('relevance')
    expect(parseSortKey('nombre')).toBe('name')
    expect(parseSortKey('type')).toBe('type')
    expect(parseSortKey('color')).toBeNull()
  })
})

describe('SYNTAX_HELP', () => {
  it('every example in the help is a valid query', () => {
    for (const entry of SYNTAX_HELP) {
      expect(entry.examples.length).toBeGreaterThan(0)
      for (const example of entry.examples) {
        const r = parseQuery(example.query)
        expect(r.ok ? null : `${example.query}: ${r.error.message}`).toBeNull()
      }
    }
  })

  it('documents every field the parser knows, under its main name', () => {
    const documented = SYNTAX_HELP.map((e) => e.field.replace(/:$/, ''))
    for (const spec of FIELD_SPECS) expect(documented).toContain(spec.names[0])
  })

  it('lists the accepted values of closed fields as values the parser accepts', () => {
    for (const entry of SYNTAX_HELP) {
      for (const value of entry.values ?? []) {
        expect(parseQuery(`${entry.field.replace(/:$/, '')}:"${value}"`).ok).toBe(true)
      }
    }
  })
})
