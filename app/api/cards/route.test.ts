// The card API over the real content/: answers must agree with the search library and toCardJson.
import { describe, expect, it } from 'vitest'
import { toCardJson } from '@/lib/catalogue/json'
import { getCatalogue } from '@/lib/catalogue/load'
import { searchCards } from '@/lib/catalogue/search'
import { GET as getCard } from './[id]/route'
import { GET as listCards } from './route'

const catalogue = getCatalogue()

async function list(query: string) {
  const res = await listCards(new Request(`http://localhost/api/cards${query}`), undefined)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function one(id: string) {
  const res = await getCard(new Request(`http://localhost/api/cards/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

function idsFor(q: string, options: Parameters<typeof searchCards>[2] = {}): string[] {
  const r = searchCards(catalogue, q, options)
  if (!r.ok) throw new Error(r.error.message)
  return r.cards.map((c) => c.id)
}

describe('GET /api/cards', () => {
  it('without parameters lists every card as toCardJson, sorted by name', async () => {
    const { status, body } = await list('')
    expect(status).toBe(200)
    expect(body.total).toBe(catalogue.cards.length)
    const cards = body.cards as { id: string }[]
    expect(cards.map((c) => c.id)).toEqual(idsFor(''))
    const first = catalogue.byId.get(cards[0]?.id ?? '')
    expect(first && cards[0]).toEqual(first && plain(toCardJson(first)))
  })

  it('q, sort, limit and offset reach the search', async () => {
    const q = 'tipo:hechizo o tipo:habilidad'
    const { status, body } = await list(`?q=${encodeURIComponent(q)}&sort=coste&limit=3&offset=2`)
    expect(status).toBe(200)
    expect(body.total).toBe(idsFor(q).length)
    expect((body.cards as { id: string }[]).map((c) => c.id)).toEqual(idsFor(q, { sort: 'cost' }).slice(2, 5))
  })

  it('a malformed query is a 400 with the message and the 0-based position', async () => {
    const { status, body } = await list(`?q=${encodeURIComponent('tipo:arma fue<=x')}`)
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ message: expect.stringMatching(/«x» no es un número/), position: 15 })
  })

  it('a bad limit, offset or sort is a 400 naming the field', async () => {
    for (const [query, field] of [['?limit=abc', 'limit'], ['?limit=-1', 'limit'], ['?limit=2.5', 'limit'], ['?offset=-3', 'offset'], ['?sort=color', 'sort']] as const) {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body.error).toMatchObject({ field, message: expect.stringContaining(`«${field}»`) })
    }
  })
})

describe('GET /api/cards/{id}', () => {
  it('answers the card as toCardJson', async () => {
    const card = catalogue.cards[0]
    if (card === undefined) throw new Error('catálogo vacío')
    const { status, body } = await one(card.id)
    expect(status).toBe(200)
    expect(body).toEqual(plain(toCardJson(card)))
  })

  it('an unknown id is a 404 with a message', async () => {
    const { status, body } = await one('no-existe-esta-carta')
    expect(status).toBe(404)
    expect(body.error).toEqual({ message: expect.stringContaining('«no-existe-esta-carta»') })
  })
})
