// The real content/ must load with no error. It is being written while the code is: when this
// fails, run `npm run -s dm -- check` for the list.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { formatContentError } from './checks'
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
})
