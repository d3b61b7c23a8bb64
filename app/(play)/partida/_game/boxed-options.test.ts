import { describe, expect, it } from 'vitest'
import { getCatalogue } from '@/lib/catalogue/load'
import { decodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { deckFromCode } from '@/app/(play)/probar/_table/deck-source'
import { boxedDeckOptions } from './boxed-options'

describe('boxed deck options for /partida', () => {
  const options = boxedDeckOptions(getBoxedDecks(), getCatalogue())

  it('R2.1 every boxed deck comes with the deck its code reads as, so the set-up need not read the code', () => {
    expect(options.length).toBeGreaterThanOrEqual(2)
    for (const o of options) {
      const read = decodeShareCode(o.code)
      expect(read.ok).toBe(true)
      if (read.ok) expect(o.deck).toEqual(read.deck)
      // The same deck and the same canonical code the browser's own reader would have produced.
      const r = deckFromCode(o.code)
      expect(r.ok && r.value.code).toBe(o.code)
      expect(r.ok && r.value.deck).toEqual(o.deck)
    }
  })

  it('R2.1 the boxed decks are judged on the server: legal, with no problems listed', () => {
    for (const o of options) expect({ slug: o.slug, legal: o.legal, problems: o.problems }).toEqual({ slug: o.slug, legal: true, problems: [] })
  })
})
