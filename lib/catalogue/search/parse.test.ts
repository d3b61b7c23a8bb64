import { describe, expect, it } from 'vitest'
import { parseQuery, type QueryNode } from './parse'

/** The tree without spans, written compactly, so shapes can be compared at a glance. */
function shape(node: QueryNode | null): unknown {
  if (node === null) return null
  switch (node.kind) {
    case 'and': case 'or': return { [node.kind]: node.children.map(shape) }
    case 'not': return { not: shape(node.child) }
    case 'words': return node.exact ? `"${node.folded}"` : node.folded
    case 'provisional': return 'provisional'
    case 'field': {
      const t = node.test
      switch (t.field) {
        case 'type': return `type=${t.types.join('|')}`
        case 'profession': return `profession=${t.professions.join('|')}`
        case 'race': return `race=${t.races.join('|')}`
        case 'slot': return `slot=${t.slots.join('|')}`
        case 'source': return `source=${t.sources.join('|')}`
        case 'text': case 'name': return `${t.field}~${t.phrase}`
        case 'id': return `id=${t.id}`
        default: return `${t.field}${t.op}${t.value}`
      }
    }
  }
}

function ast(query: string): unknown {
  const r = parseQuery(query)
  if (!r.ok) throw new Error(`no se esperaba error en ${query}: ${r.error.message} @${r.error.position}`)
  return shape(r.ast)
}

function errorOf(query: string): { message: string; position: number } {
  const r = parseQuery(query)
  if (r.ok) throw new Error(`se esperaba un error en ${query}`)
  return r.error
}

describe('parseQuery: terms', () => {
  it('an empty or blank query has no tree (every card matches)', () => {
    expect(ast('')).toBeNull()
    expect(ast('   ')).toBeNull()
  })

  it('neighbouring free words form one phrase, folded', () => {
    expect(ast('Poción  de THAL')).toBe('pocion de thal')
  })

  it('a quoted phrase is exact and may hold the word o', () => {
    expect(ast('"Todo o nada"')).toBe('"todo o nada"')
  })

  it('type values: Spanish singular, plural, accents optional, English id', () => {
    expect(ast('tipo:hechizo')).toBe('type=spell')
    expect(ast('tipo:hechizos')).toBe('type=spell')
    expect(ast('tipo:arma')).toBe('type=weapon')
    expect(ast('tipo:Dalmas')).toBe('type=dalma')
    expect(ast('tipo:pociones')).toBe('type=potion')
    expect(ast('tipo:poción')).toBe('type=potion')
    expect(ast('tipo:habilidades')).toBe('type=skill')
    expect(ast('TIPO:enemigo')).toBe('type=enemy')
    expect(ast('tipo:spell')).toBe('type=spell')
  })

  it('profession with or without accent, plurals, and hechicero for both casters (R12.7)', () => {
    expect(ast('prof:ladrón')).toBe('profession=ladron')
    expect(ast('prof:ladron')).toBe('profession=ladron')
    expect(ast('profesión:ladrones')).toBe('profession=ladron')
    expect(ast('prof:magos')).toBe('profession=mago')
    expect(ast('prof:hechicero')).toBe('profession=mago|mentalista')
  })

  it('race, slot (muñeca folds to the slug), source, id', () => {
    expect(ast('raza:elfos')).toBe('race=elfo')
    expect(ast('raza:bahaluks')).toBe('race=bahaluk')
    expect(ast('ranura:muñeca')).toBe('slot=muneca')
    expect(ast('espacio:pie')).toBe('slot=pies')
    expect(ast('origen:inventadas')).toBe('source=inventada')
    expect(ast('id:Pocion-de-Thal')).toBe('id=pocion-de-thal')
  })

  it('every comparison, with : meaning =', () => {
    expect(ast('fue=3')).toBe('strength=3')
    expect(ast('fue:3')).toBe('strength=3')
    expect(ast('res<2')).toBe('resistance<2')
    expect(ast('ini<=4')).toBe('initiative<=4')
    expect(ast('vida>10')).toBe('life>10')
    expect(ast('pri>=1')).toBe('pri>=1')
    expect(ast('fuerza>=5')).toBe('strength>=5')
  })

  it('R2.2 coste is written in gold; one decimal (point or comma) is silver', () => {
    expect(ast('coste<=1.5')).toBe('cost<=15')
    expect(ast('coste<=1,5')).toBe('cost<=15')
    expect(ast('coste=5')).toBe('cost=50')
    expect(ast('precio>0.8')).toBe('cost>8')
  })

  it('texto: and nombre: take a word or a quoted phrase, folded', () => {
    expect(ast('texto:"Acción  adicional"')).toBe('text~accion adicional')
    expect(ast('texto:daño')).toBe('text~dano')
    expect(ast('nombre:"de (madera)"')).toBe('name~de (madera)')
  })

  it('a field value may follow its colon after a space', () => {
    expect(ast('tipo: arma')).toBe('type=weapon')
    expect(ast('texto: "una carta"')).toBe('text~una carta')
  })

  it('provisional is a bare keyword', () => {
    expect(ast('provisional')).toBe('provisional')
    expect(ast('-provisional')).toEqual({ not: 'provisional' })
  })
})

describe('parseQuery: combining', () => {
  it('terms side by side are all required', () => {
    expect(ast('tipo:arma fue>2')).toEqual({ and: ['type=weapon', 'strength>2'] })
  })

  it('- negates the term it touches, a group included; a hyphen inside a word is not a negation', () => {
    expect(ast('-tipo:arma')).toEqual({ not: 'type=weapon' })
    expect(ast('-(tipo:arma o tipo:escudo)')).toEqual({ not: { or: ['type=weapon', 'type=shield'] } })
    expect(ast('id:pocion-de-thal')).toBe('id=pocion-de-thal')
  })

  it('o and or separate alternatives, in any case', () => {
    expect(ast('tipo:arma o tipo:escudo OR tipo:armadura')).toEqual({ or: ['type=weapon', 'type=shield', 'type=armor'] })
  })

  it('AND binds tighter than o: a b o c is (a b) o c', () => {
    expect(ast('tipo:arma fue>2 o tipo:escudo')).toEqual({ or: [{ and: ['type=weapon', 'strength>2'] }, 'type=shield'] })
  })

  it('parentheses change the grouping', () => {
    expect(ast('tipo:arma (fue>2 o tipo:escudo)')).toEqual({ and: ['type=weapon', { or: ['strength>2', 'type=shield'] }] })
  })

  it('negation binds tighter than AND and o', () => {
    expect(ast('-tipo:arma fue>2 o vida<3')).toEqual({ or: [{ and: [{ not: 'type=weapon' }, 'strength>2'] }, 'life<3'] })
  })

  it('free words split by a field term or o stay separate searches', () => {
    expect(ast('pocion tipo:pocion thal')).toEqual({ and: ['pocion', 'type=potion', 'thal'] })
    expect(ast('pocion de tal o veneno')).toEqual({ or: ['pocion de tal', 'veneno'] })
    expect(ast('tipo:pocion pocion de tal')).toEqual({ and: ['type=potion', 'pocion de tal'] })
  })

  it('spans point back at the query text', () => {
    const r = parseQuery('tipo:arma (fue>2 o x)')
    expect(r.ok).toBe(true)
    if (!r.ok || r.ast === null || r.ast.kind !== 'and') throw new Error('forma inesperada')
    const [first, group] = r.ast.children
    expect(first).toMatchObject({ start: 0, end: 9 })
    expect(group).toMatchObject({ kind: 'or', start: 10, end: 21 })
  })
})

describe('parseQuery: errors say where and why', () => {
  it('unclosed parenthesis points at the parenthesis', () => {
    expect(errorOf('tipo:arma (fue>2')).toEqual({ message: 'Falta cerrar este paréntesis', position: 10 })
    expect(errorOf('((tipo:arma)')).toMatchObject({ position: 0 })
    expect(errorOf('(')).toMatchObject({ position: 0 })
  })

  it('a closing parenthesis with none open', () => {
    const e = errorOf('tipo:arma)')
    expect(e.position).toBe(9)
    expect(e.message).toMatch(/Sobra este paréntesis/)
    expect(errorOf(')')).toMatchObject({ position: 0 })
  })

  it('empty parentheses', () => {
    expect(errorOf('tipo:arma ( )')).toEqual({ message: 'Los paréntesis están vacíos', position: 10 })
  })

  it('unknown field points at its name and lists the fields', () => {
    const e = errorOf('tipo:arma foo:bar')
    expect(e.position).toBe(10)
    expect(e.message).toMatch(/^Campo desconocido «foo»/)
    expect(e.message).toMatch(/tipo, prof, raza, coste/)
  })

  it('a number field with something else points at the value', () => {
    const e = errorOf('tipo:arma fue<=x')
    expect(e.position).toBe(15)
    expect(e.message).toMatch(/«x» no es un número/)
    expect(errorOf('coste>dos')).toMatchObject({ position: 6 })
  })

  it('coste with two decimals points at the decimals', () => {
    const e = errorOf('coste<=1.55')
    expect(e.position).toBe(9)
    expect(e.message).toMatch(/un solo decimal/)
  })

  it('unknown type, profession, race and slot values point at the value and list the valid ones', () => {
    const t = errorOf('fue>1 tipo:dragón')
    expect(t.position).toBe(11)
    expect(t.message).toMatch(/^Tipo desconocido «dragón»/)
    expect(t.message).toMatch(/hechizo/)
    expect(errorOf('prof:bardo')).toMatchObject({ position: 5, message: expect.stringMatching(/^Profesión desconocida/) })
    expect(errorOf('raza:enano')).toMatchObject({ position: 5, message: expect.stringMatching(/^Raza desconocida/) })
    expect(errorOf('ranura:rodilla')).toMatchObject({ position: 7 })
    expect(errorOf('tipo:"no existe"')).toMatchObject({ position: 6 })
  })

  it('a missing value points just after the operator', () => {
    expect(errorOf('fue<=')).toMatchObject({ position: 5, message: expect.stringMatching(/Falta el valor de «fue»/) })
    expect(errorOf('tipo: o tipo:arma')).toMatchObject({ position: 5 })
    expect(errorOf('texto:""')).toMatchObject({ position: 6 })
  })

  it('text fields refuse comparisons other than : and =', () => {
    expect(errorOf('tipo>arma')).toMatchObject({ position: 4, message: expect.stringMatching(/«tipo» no se compara con «>»/) })
  })

  it('a dangling o points at the o', () => {
    expect(errorOf('tipo:arma o')).toMatchObject({ position: 10, message: expect.stringMatching(/«o» necesita un término/) })
    expect(errorOf('o tipo:arma')).toMatchObject({ position: 0 })
    expect(errorOf('tipo:arma o o tipo:escudo')).toMatchObject({ position: 10 })
    expect(errorOf('(tipo:arma o)')).toMatchObject({ position: 11 })
    expect(errorOf('tipo:arma (or tipo:escudo)')).toMatchObject({ position: 11 })
  })

  it('a minus with nothing to negate points at the minus', () => {
    expect(errorOf('tipo:arma - fue>2')).toMatchObject({ position: 10, message: expect.stringMatching(/«-»/) })
    expect(errorOf('tipo:arma -')).toMatchObject({ position: 10 })
    expect(errorOf('(tipo:arma -)')).toMatchObject({ position: 11 })
    expect(errorOf('-o tipo:arma')).toMatchObject({ position: 0 })
  })

  it('unclosed or empty quotes point at the opening quote', () => {
    expect(errorOf('tipo:arma "espada')).toMatchObject({ position: 10, message: expect.stringMatching(/comillas de cierre/) })
    expect(errorOf('texto:"espada')).toMatchObject({ position: 6 })
    expect(errorOf('tipo:arma ""')).toMatchObject({ position: 10, message: 'Las comillas están vacías' })
  })

  it('positions count characters of the query as typed, accents included', () => {
    expect(errorOf('Órdor fue<=x')).toMatchObject({ position: 11 })
  })
})
