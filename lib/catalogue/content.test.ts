// The real content/ must load with no error. It is being written while the code is: when this
// fails, run `npm run -s dm -- check` for the list.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dominates, formatContentError } from './checks'
import { loadContent } from './load'

const CONTENT = fileURLToPath(new URL('../../content', import.meta.url))

describe('content/', () => {
  it('loads with zero errors and every check passes', () => {
    const result = loadContent(CONTENT)
    expect(result.errors.map((e) => formatContentError(e, 'content/'))).toEqual([])
    expect(result.catalogue).not.toBeNull()
    expect(result.cards.length).toBeGreaterThan(0)
  })

  it('R20 holds the five relics the reglamento names, each with six enemies', () => {
    const result = loadContent(CONTENT)
    const relics = result.cards.filter((c) => c.type === 'relic')
    expect(relics.map((r) => r.name).sort()).toEqual(
      ['Cetro de Árathan', 'Elixir de Mísal', 'Luz de Rosa', 'Piedra de Órdor', 'Santórum de Yabel'],
    )
    for (const relic of relics) expect([relic.name, relic.enemies.reduce((n, e) => n + e.count, 0)]).toEqual([relic.name, 6])
  })

  it('issue 10: each named weapon and armour that was weaker than a neighbour now has a reason to exist', () => {
    const { cards } = loadContent(CONTENT)
    const byId = new Map(cards.map((c) => [c.id, c]))
    const pairs = [
      ['mandoble-flamigero', 'espada-de-luz'], ['hacha-de-combate', 'maza-de-guerra'], ['espada-ancha', 'hacha'],
      ['cota-de-mallas', 'placas-de-cuero-duro'], ['hacha-arrojadiza', 'hacha'], ['hacha-arrojadiza', 'maza'],
      ['hacha-arrojadiza', 'espada-ancha'],
    ] as const
    for (const [a, b] of pairs) {
      const [ca, cb] = [byId.get(a), byId.get(b)]
      if (ca === undefined || cb === undefined) throw new Error(`${a} or ${b} missing from content/`)
      expect([a, b, dominates(ca, cb), dominates(cb, ca)]).toEqual([a, b, false, false])
    }
  })

  it('R12.9 Lectura de intenciones targets a Dalma in the rival\'s Zona de Juego', () => {
    const spell = loadContent(CONTENT).cards.find((c) => c.id === 'lectura-de-intenciones')
    expect(spell?.type === 'spell' ? spell.target : null).toEqual({ zone: 'playZone', side: 'rival', kind: 'dalma' })
  })
})
