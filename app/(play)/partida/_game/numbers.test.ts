import { describe, expect, it } from 'vitest'
import { makeCatalogue, type Card } from '@/lib/catalogue/schema'
import { recordCards } from '@/lib/catalogue/recorded'
import { fixtureCatalogue as today, fixtureDeck } from '@/lib/engine-testing/fixtures'
import { resolveNumbers } from './numbers'

const deck = fixtureDeck()
const lifeOf = (card: Card | undefined) => (card && 'life' in card ? card.life : null)

/** The catalogue as it was in version «v-antigua»: the Guerrera had 3 more Vida. */
function oldCards(): Card[] {
  return recordCards([deck], today).map((c) => (c.id === 'guerrera' && c.type === 'dalma' ? { ...c, life: c.life + 3 } : c))
}

function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = []
  const fetchImpl = async (url: string) => {
    asked.push(url)
    const version = decodeURIComponent(url.split('/api/catalogue/')[1]?.split('?')[0] ?? '')
    const a = answers[version]
    if (!a) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(a.body), { status: a.status })
  }
  return { asked, fetchImpl }
}

describe('the numbers a saved game or replay is played on', () => {
  it('uses today\'s catalogue, asking nothing, when the version is today\'s or unknown', async () => {
    const { asked, fetchImpl } = fakeFetch({})
    for (const version of ['', today.version]) {
      const r = await resolveNumbers(today, { version, override: null, decks: [deck, deck] }, fetchImpl)
      expect(r).toMatchObject({ ok: true, notes: [], numbers: { catalogueVersion: today.version, recorded: null } })
      expect(r.ok && r.catalogue).toBe(today)
    }
    expect(asked).toEqual([])
  })

  it('replays an older version on the numbers the server still keeps, naming the cards that changed', async () => {
    const { asked, fetchImpl } = fakeFetch({ 'v-antigua': { status: 200, body: { version: 'v-antigua', cards: oldCards() } } })
    const r = await resolveNumbers(today, { version: 'v-antigua', override: null, decks: [deck, deck] }, fetchImpl)
    if (!r.ok) throw new Error(r.message)
    expect(lifeOf(r.catalogue.byId.get('guerrera'))).toBe((lifeOf(today.byId.get('guerrera')) ?? 0) + 3)
    expect(r.numbers.catalogueVersion).toBe('v-antigua')
    expect(r.notes.join(' ')).toMatch(/otra versión del catálogo \(v-antigua; ahora es fixture\).*números de entonces.*han cambiado: Guerrera/)
    // Only the decks' cards are asked for, the relic's defenders included.
    const ids = new URL(asked[0] ?? '', 'http://x').searchParams.get('ids')?.split(',') ?? []
    expect(ids).toEqual(recordCards([deck], today).map((c) => c.id))
  })

  it('says the numbers are no longer known and uses today\'s when the server does not have them (or cannot be reached)', async () => {
    const { fetchImpl } = fakeFetch({ 'v-perdida': { status: 404, body: { error: { message: 'ya no conoce' } } } })
    for (const version of ['v-perdida', 'v-sin-red']) {
      const r = await resolveNumbers(today, { version, override: null, decks: [deck, deck] }, fetchImpl)
      if (!r.ok) throw new Error(r.message)
      expect(r.catalogue).toBe(today)
      expect(r.numbers.catalogueVersion).toBe(today.version)
      expect(r.notes.join(' ')).toContain('ya no se conocen: se juega con los números actuales')
    }
  })

  it('uses the cards an account game or browser save recorded without asking the server', async () => {
    const { asked, fetchImpl } = fakeFetch({})
    const r = await resolveNumbers(today, { version: 'v-antigua', override: null, recorded: oldCards(), decks: [deck, deck] }, fetchImpl)
    expect(asked).toEqual([])
    expect(r.ok && lifeOf(r.catalogue.byId.get('guerrera'))).toBe((lifeOf(today.byId.get('guerrera')) ?? 0) + 3)
    expect(r.ok && r.numbers.recorded).toHaveLength(oldCards().length)
  })

  it('applies the what-if override on top of the recorded numbers, keeping the base apart for saving', async () => {
    const r = await resolveNumbers(today, { version: 'v-antigua', override: { guerrera: { life: 4 } }, recorded: oldCards(), decks: [deck, deck] })
    if (!r.ok) throw new Error(r.message)
    expect(lifeOf(r.catalogue.byId.get('guerrera'))).toBe(4)
    expect(lifeOf(r.base.byId.get('guerrera'))).toBe((lifeOf(today.byId.get('guerrera')) ?? 0) + 3)
    expect(r.numbers.override).toEqual({ guerrera: { life: 4 } })
    expect(r.notes.at(-1)).toBe('Se juega con cambios de prueba en Guerrera.')
  })

  it('refuses an override the card schema rejects, naming card and field', async () => {
    const r = await resolveNumbers(makeCatalogue(today.cards, today.version), { version: '', override: { guerrera: { life: -2 } }, decks: [deck, deck] })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.message).toContain('guerrera.life')
  })
})
