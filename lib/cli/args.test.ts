import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseArgs, readArgs } from './args'

const spec = {
  options: { content: { type: 'string' }, json: { type: 'boolean', short: 'j' }, turnos: { type: 'string', short: 't' }, carta: { type: 'string', multiple: true } },
  positionals: [{ name: 'mazo' }, { name: 'resto', variadic: true }],
} as const

describe('readArgs', () => {
  it('reads long, short, inline and repeated options and positionals', () => {
    expect(readArgs(['m.txt', '--content', 'c', '-j', '--turnos=5', '--carta', 'a', '--carta', 'b', 'x', 'y'], spec)).toEqual({
      ok: true, value: { mazo: 'm.txt', content: 'c', json: true, turnos: '5', carta: ['a', 'b'], resto: ['x', 'y'] },
    })
    expect(readArgs(['-t5'], spec)).toEqual({ ok: true, value: { turnos: '5' } })
  })

  it('everything after -- is positional, and a negative number is a value', () => {
    expect(readArgs(['--', '--json'], spec)).toEqual({ ok: true, value: { mazo: '--json' } })
    expect(readArgs(['--turnos', '-3'], spec)).toEqual({ ok: true, value: { turnos: '-3' } })
  })

  it('names the unknown option and lists the known ones', () => {
    expect(readArgs(['--contenido', 'x'], spec)).toEqual({ ok: false, message: 'opción desconocida --contenido (se admite: --content, --json, --turnos, --carta)' })
    expect(readArgs(['-z'], spec)).toMatchObject({ ok: false, message: expect.stringMatching(/^opción desconocida -z/) })
  })

  it('a string option needs a value; a boolean takes none', () => {
    expect(readArgs(['--content'], spec)).toEqual({ ok: false, message: '--content necesita un valor' })
    expect(readArgs(['--content', '--json'], spec)).toEqual({ ok: false, message: '--content necesita un valor' })
    expect(readArgs(['--json=sí'], spec)).toEqual({ ok: false, message: '--json no lleva valor' })
  })

  it('an extra positional is an error', () => {
    expect(readArgs(['a', 'b'], { positionals: [{ name: 'mazo' }] })).toEqual({ ok: false, message: 'sobra el argumento «b»' })
  })
})

describe('parseArgs', () => {
  const schema = z.object({
    mazo: z.string(),
    turnos: z.coerce.number().int().min(1, 'debe ser al menos 1').default(10),
    json: z.boolean().default(false),
  }).passthrough()

  it('validates with zod and applies defaults', () => {
    expect(parseArgs(['m.txt'], spec, schema)).toEqual({ ok: true, value: { mazo: 'm.txt', turnos: 10, json: false } })
    expect(parseArgs(['m.txt', '-t', '3', '-j'], spec, schema)).toEqual({ ok: true, value: { mazo: 'm.txt', turnos: 3, json: true } })
  })

  it('says which argument is wrong, why, and what was given', () => {
    expect(parseArgs(['m.txt', '--turnos', '0'], spec, schema)).toEqual({ ok: false, message: '--turnos: debe ser al menos 1 (recibido «0»)' })
    expect(parseArgs([], spec, schema)).toEqual({ ok: false, message: '<mazo>: falta este argumento' })
    const notNumber = parseArgs(['m.txt', '--turnos', 'diez'], spec, schema)
    expect(notNumber.ok).toBe(false)
    expect(!notNumber.ok && notNumber.message).toMatch(/^--turnos: .*número.*\(recibido «diez»\)$/)
  })
})
