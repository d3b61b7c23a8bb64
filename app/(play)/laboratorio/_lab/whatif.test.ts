import { describe, expect, it } from 'vitest'
import { changesOf, parseWhatIf, whatIfText, withChange, withoutChange } from './whatif'

describe('what-if rows and JSON, both ways', () => {
  it('rows from JSON: top-level numbers and one level down; anything else kept as «other»', () => {
    const w = parseWhatIf('{"lisko-de-arathan":{"life":5,"name":"Otro"},"daga":{"cost":{"gold":2,"silver":5}},"anillo":{"effects":[]}}')
    if (!w.ok) throw new Error(w.message)
    expect(changesOf(w.value)).toEqual({
      changes: [
        { cardId: 'lisko-de-arathan', path: 'life', value: 5 },
        { cardId: 'daga', path: 'cost.gold', value: 2 },
        { cardId: 'daga', path: 'cost.silver', value: 5 },
      ],
      other: ['lisko-de-arathan.name', 'anillo.effects'],
    })
  })

  it('JSON from rows: adding, changing and removing numbers, leaving the rest alone', () => {
    let w = withChange({}, { cardId: 'lisko-de-arathan', path: 'life', value: 5 })
    w = withChange(w, { cardId: 'daga', path: 'cost.gold', value: 2 })
    expect(whatIfText(w)).toBe('{"lisko-de-arathan":{"life":5},"daga":{"cost":{"gold":2}}}')
    w = withChange(w, { cardId: 'lisko-de-arathan', path: 'life', value: 30 })
    w = withoutChange(w, 'daga', 'cost.gold')
    expect(whatIfText(w)).toBe('{"lisko-de-arathan":{"life":30}}')
    expect(whatIfText(withoutChange(w, 'lisko-de-arathan', 'life'))).toBe('')
  })

  it('says why a text is not a what-if', () => {
    expect(parseWhatIf('{"x": ')).toMatchObject({ ok: false })
    expect(parseWhatIf('[1]')).toEqual({ ok: false, message: 'debe ser un objeto «id de carta → campos a cambiar»' })
    expect(parseWhatIf('{"x": 3}')).toEqual({ ok: false, message: '«x» debe llevar un objeto de campos' })
    expect(parseWhatIf('  ')).toEqual({ ok: true, value: {} })
  })
})
