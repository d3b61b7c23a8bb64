// Runs `dm cards` in-process over the real content/, asserting relations (the CLI agrees with the
// search library and with toCardJson) rather than content values that may still change.
import { describe, expect, it } from 'vitest'
import { toCardJson } from '../../catalogue/json'
import { loadCatalogue } from '../../catalogue/load'
import { searchCards } from '../../catalogue/search'
import { memoryIO } from '../io'
import { runCli } from '../run'
import { formatSilver } from './cards'

const catalogue = loadCatalogue()

async function dm(...args: string[]) {
  const io = memoryIO()
  const code = await runCli(['cards', ...args], io)
  return { code, ...io.text(), stdout: io.stdout }
}

function expectedIds(query: string, sort?: 'name' | 'cost' | 'type' | 'relevance'): string[] {
  const r = searchCards(catalogue, query, sort === undefined ? {} : { sort })
  if (!r.ok) throw new Error(r.error.message)
  return r.cards.map((c) => c.id)
}

describe('dm cards', () => {
  it('with --json prints the matching cards as toCardJson, in the search order', async () => {
    const { code, out } = await dm('tipo:arma', '--json')
    expect(code).toBe(0)
    const cards = JSON.parse(out) as { id: string; type: string }[]
    expect(cards.map((c) => c.id)).toEqual(expectedIds('tipo:arma'))
    expect(cards.length).toBe(catalogue.cards.filter((c) => c.type === 'weapon').length)
    const first = catalogue.byId.get(cards[0]?.id ?? '')
    expect(first && cards[0]).toEqual(first && JSON.parse(JSON.stringify(toCardJson(first))))
  })

  it('joins several arguments into one query and takes -term as a negation, not an option', async () => {
    const { code, out } = await dm('tipo:arma', '-provisional', '--json')
    expect(code).toBe(0)
    expect((JSON.parse(out) as { id: string }[]).map((c) => c.id)).toEqual(expectedIds('tipo:arma -provisional'))
  })

  it('prints a table with one row per card and the count', async () => {
    const { code, stdout } = await dm('tipo:dalma')
    const ids = expectedIds('tipo:dalma')
    expect(code).toBe(0)
    expect(stdout[0]).toMatch(/^ID\s+NOMBRE\s+TIPO\s+COSTE\s+VALORES$/)
    expect(stdout.slice(1, 1 + ids.length).map((l) => l.split(/\s+/)[0])).toEqual(ids)
    expect(stdout.at(-1)).toBe(`${ids.length} cartas`)
    // R8.4: revealing a Dalma costs 5 gold.
    expect(stdout.slice(1, 1 + ids.length).every((l) => l.includes('5 oros'))).toBe(true)
  })

  it('--sort accepts the Spanish names', async () => {
    const { code, out } = await dm('tipo:hechizo', '--sort', 'coste', '--json')
    expect(code).toBe(0)
    expect((JSON.parse(out) as { id: string }[]).map((c) => c.id)).toEqual(expectedIds('tipo:hechizo', 'cost'))
  })

  it('a malformed query exits 2 and shows where', async () => {
    const { code, err, out } = await dm('tipo:arma fue<=x')
    expect(code).toBe(2)
    expect(out).toBe('')
    expect(err).toMatch(/columna 16\): «x» no es un número/)
    expect(err).toContain(`  tipo:arma fue<=x\n  ${' '.repeat(15)}^`)
  })

  it('an unknown sort is a usage error naming --sort', async () => {
    const { code, err } = await dm('--sort', 'color')
    expect(code).toBe(2)
    expect(err).toMatch(/--sort: orden desconocido/)
  })

  it('no match is not an error', async () => {
    const { code, out } = await dm('id:no-existe-esta-carta')
    expect(code).toBe(0)
    expect(out).toMatch(/Ninguna carta/)
  })

  it('formats prices in gold and silver (R2.2)', () => {
    expect(formatSilver(0)).toBe('gratis')
    expect(formatSilver(8)).toBe('8 platas')
    expect(formatSilver(10)).toBe('1 oro')
    expect(formatSilver(15)).toBe('1 oro 5 platas')
    expect(formatSilver(50)).toBe('5 oros')
    expect(formatSilver(21)).toBe('2 oros 1 plata')
  })
})
