// POST /api/decks/validate against the bodies that used to freeze the server (issue 10): each gets its answer,
// and the work behind it is counted (index lookups, suggestion runs, edit-distance cells), never timed.
// The real catalogue from content/ is used, so the counts are those of the site.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCatalogue } from '@/lib/catalogue/load'
import { nameWork, suggestCardIds, MAX_SUGGESTION_QUERY } from '@/lib/decks/names'
import { MAX_DECK_LINES, MAX_LINE_LENGTH, MAX_NAME_LENGTH, MAX_SUGGESTED_NAMES } from '@/lib/decks/text'
import { MAX_SUGGESTED_IDS } from '@/lib/decks/validate'
import { MAX_BODY_BYTES } from '@/lib/server/http'

vi.mock('server-only', () => ({}))
const route = await import('./route')

const post = (body: string, type = 'text/plain') =>
  route.POST(new Request('http://localhost:3000/api/decks/validate', { method: 'POST', headers: { 'content-type': type }, body }))

type Reply = { status: number; bytes: number; body: Record<string, unknown> }
async function send(body: string, type?: string): Promise<Reply> {
  const res = await post(body, type)
  const text = await res.text()
  return { status: res.status, bytes: text.length, body: JSON.parse(text) as Record<string, unknown> }
}

const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n')
const errorOf = (r: Reply) => r.body.error as { message: string; field?: string; lines?: unknown[]; linesTotal?: number; linesMore?: string }

// One suggestion run for the longest query compared: the unit of the work budget.
let cellsPerRun = 0
const work = () => ({ ...nameWork })
let before = work()
const spent = () => ({
  lookups: nameWork.lookups - before.lookups,
  suggestionRuns: nameWork.suggestionRuns - before.suggestionRuns,
  editCells: nameWork.editCells - before.editCells,
})

beforeAll(() => {
  const start = nameWork.editCells
  suggestCardIds(getCatalogue(), 'q'.repeat(MAX_SUGGESTION_QUERY))
  cellsPerRun = nameWork.editCells - start
  expect(cellsPerRun).toBeGreaterThan(0)
})
beforeEach(() => { before = work() })

// Every reply is small: a 200 KB body once produced a 22 MB answer.
const MAX_REPLY_BYTES = 64 * 1024
// Suggestions for at most MAX_SUGGESTED_NAMES typed names and MAX_SUGGESTED_IDS ids, each within twice the unit
// (names of many short words cost a little more than one long word).
const maxCells = () => 2 * (MAX_SUGGESTED_NAMES + MAX_SUGGESTED_IDS) * cellsPerRun

describe('validate: bodies from the issue answer at once, with bounded work', () => {
  it('2,000 distinct unknown names: 413 naming the line cap, before reading any line', async () => {
    const r = await send(lines(2000, (i) => `1 Carta inventada número ${i}`))
    expect(r.status).toBe(413)
    expect(errorOf(r).field).toBe('text')
    expect(errorOf(r).message).toMatch(new RegExp(`2000 líneas y el máximo es ${MAX_DECK_LINES}`))
    expect(spent()).toEqual({ lookups: 0, suggestionRuns: 0, editCells: 0 })
  })

  it('60,000 lines of "1 a": 413, no line read', async () => {
    const r = await send(lines(60_000, () => '1 a'))
    expect(r.status).toBe(413)
    expect(errorOf(r).message).toMatch(/60000 líneas/)
    expect(spent().lookups).toBe(0)
    expect(r.bytes).toBeLessThan(MAX_REPLY_BYTES)
  })

  it('100,000 lines of "x": 413, no line read', async () => {
    const r = await send(lines(100_000, () => 'x'))
    expect(r.status).toBe(413)
    expect(errorOf(r).message).toMatch(/100000 líneas/)
    expect(spent().lookups).toBe(0)
  })

  it('one unknown name repeated over 250 KB: 413; at the line cap, one problem and one suggestion run', async () => {
    const name = '1 Espadón de las mil lunas'
    const huge = lines(Math.floor((MAX_BODY_BYTES - 1024) / (name.length + 2)), () => name)
    expect(huge.length).toBeGreaterThan(200_000)
    expect((await send(huge)).status).toBe(413)

    before = work()
    const r = await send(lines(MAX_DECK_LINES, () => name))
    expect(r.status).toBe(200)
    const unknown = (r.body.problems as { code: string; count: number }[]).filter((p) => p.code === 'UNKNOWN_CARD')
    expect(unknown).toEqual([expect.objectContaining({ count: MAX_DECK_LINES })])
    expect(spent().suggestionRuns).toBe(1)
    expect(spent().lookups).toBe(1)
  })

  it('20,000 distinct names: 413; 1,000 distinct unknown names at the cap: 200, problems capped with "y N más"', async () => {
    expect((await send(lines(20_000, (i) => `1 Nombre ${i}`))).status).toBe(413)

    before = work()
    const r = await send(lines(MAX_DECK_LINES, (i) => `1 Carta inventada número ${i}`))
    expect(r.status).toBe(200)
    const problems = r.body.problems as { code: string; suggestions: string[] }[]
    expect(problems.length).toBeLessThanOrEqual(50)
    expect(r.body.problemsTotal).toBeGreaterThanOrEqual(MAX_DECK_LINES)
    const omitted = (r.body.problemsTotal as number) - problems.length
    expect(r.body.problemsMore).toBe(`y ${omitted} más`)
    const s = spent()
    expect(s.suggestionRuns).toBeLessThanOrEqual(MAX_SUGGESTED_NAMES)
    expect(s.lookups).toBeLessThanOrEqual(MAX_DECK_LINES)
    expect(s.editCells).toBeLessThanOrEqual(maxCells())
    expect(r.bytes).toBeLessThan(MAX_REPLY_BYTES)
  })

  it('one 250,000-character name: 400 naming the line and its length cap, no lookup', async () => {
    const r = await send(`1 ${'a'.repeat(250_000)}`)
    expect(r.status).toBe(400)
    const error = errorOf(r)
    expect(error.message).toMatch(new RegExp(`línea 1: .*máximo es ${MAX_LINE_LENGTH}`))
    expect(spent().lookups).toBe(0)
    expect(r.bytes).toBeLessThan(MAX_REPLY_BYTES)
  })

  it('a name over the name cap but inside the line cap: 400 saying the name is too long', async () => {
    const r = await send(`Reliquia: ${'b'.repeat(MAX_NAME_LENGTH + 1)}`)
    expect(r.status).toBe(400)
    expect(errorOf(r).message).toMatch(new RegExp(`nombre tiene ${MAX_NAME_LENGTH + 1} caracteres y el máximo es ${MAX_NAME_LENGTH}`))
    expect(spent().lookups).toBe(0)
  })

  it('a 200 KB body of unreadable lines: 400 listing 20 of them and counting the rest, reply small', async () => {
    const body = lines(MAX_DECK_LINES, (i) => `${'línea ilegible '.repeat(14)}${i}`)
    expect(body.length).toBeGreaterThan(200_000)
    const r = await send(body)
    expect(r.status).toBe(400)
    const error = errorOf(r)
    expect(error.lines).toHaveLength(20)
    expect(error.linesTotal).toBe(MAX_DECK_LINES)
    expect(error.linesMore).toBe(`y ${MAX_DECK_LINES - 20} más`)
    expect(error.message).toMatch(new RegExp(`y ${MAX_DECK_LINES - 20} más`))
    expect(r.bytes).toBeLessThan(MAX_REPLY_BYTES)
    // Unreadable lines are only checked against the exact-name index, never searched for close names.
    expect(spent().suggestionRuns).toBe(0)
  })

  it('a JSON deck of 500 unknown ids: suggestions for the first few only, problems capped', async () => {
    const cards = Array.from({ length: 500 }, (_, i) => ({ id: `carta-inventada-${i}`, count: 1 }))
    const r = await send(JSON.stringify({ format: 'duelo-de-masters/deck', version: 1, relic: null, startingDalma: null, cards }), 'application/json')
    expect(r.status).toBe(200)
    expect(r.body.problemsTotal).toBeGreaterThan(500)
    expect(spent().suggestionRuns).toBeLessThanOrEqual(MAX_SUGGESTED_IDS)
    expect(spent().editCells).toBeLessThanOrEqual(maxCells())
    expect(r.bytes).toBeLessThan(MAX_REPLY_BYTES)
  })

  it('a JSON deck over 500 entries: 400 naming the field', async () => {
    const cards = Array.from({ length: 501 }, (_, i) => ({ id: `carta-${i}`, count: 1 }))
    const r = await send(JSON.stringify({ format: 'duelo-de-masters/deck', version: 1, relic: null, startingDalma: null, cards }), 'application/json')
    expect(r.status).toBe(400)
    expect(errorOf(r).field).toBe('cards')
  })

  it('a legal-sized real list still gets its suggestions for a typo', async () => {
    const r = await send('3 Botas de slato')
    expect(r.status).toBe(200)
    const unknown = (r.body.problems as { code: string; suggestions: string[] }[]).find((p) => p.code === 'UNKNOWN_CARD')
    expect(unknown?.suggestions).toContain('botas-de-salto')
  })
})

// Issue 14: a 256 KB body of unknown keys got a 590 KB reply (each key listed twice), 500 bad entries 145 KB.
describe('validate: the worst bodies get a reply under 64 KB that still counts what it leaves out', () => {
  const bytesOf = (r: Reply) => r.bytes
  const KB256 = MAX_BODY_BYTES - 64
  const unknownKeys = (prefix: string) => {
    const keys: string[] = []
    let size = prefix.length + 2
    for (let i = 0; size < KB256 - 40; i++) {
      const key = `"k${i}${'x'.repeat(20)}":0`
      keys.push(key)
      size += key.length + 1
    }
    return { body: `{${prefix}${keys.join(',')}}`, count: keys.length }
  }
  const deckDoc = (cards: string) => `{"format":"duelo-de-masters/deck","version":1,"relic":null,"startingDalma":null,"cards":[${cards}]}`
  const send8 = async (body: string, type = 'application/json') => {
    const r = await send(body, type)
    const bytes = Buffer.byteLength(JSON.stringify(r.body))
    expect(bytes, `reply of ${bytes} bytes`).toBeLessThan(MAX_REPLY_BYTES)
    return { ...r, bytes }
  }

  it('256 KB of unknown keys beside "text": one issue naming five keys and counting the rest', async () => {
    const { body, count } = unknownKeys('"text":"3 Botas de salto",')
    const r = await send8(body)
    expect(r.status).toBe(400)
    const error = r.body.error as { message: string; issues: { message: string }[]; issuesTotal: number }
    expect(error.issuesTotal).toBe(1)
    expect(error.message).toContain(`Hay ${count} campos que no se admiten aquí`)
    expect(error.message).toContain(`y ${count - 5} más`)
    expect(bytesOf(r)).toBeLessThan(2048)
  })

  it('256 KB of unknown keys beside a JSON deck: the same single issue', async () => {
    const { body, count } = unknownKeys('"format":"duelo-de-masters/deck","version":1,"relic":null,"startingDalma":null,"cards":[],')
    const r = await send8(body)
    expect(r.status).toBe(400)
    expect((r.body.error as { message: string }).message).toContain(`${count} campos no se admiten`)
    expect(bytesOf(r)).toBeLessThan(2048)
  })

  it('one 250,000-character unknown key: quoted in 40 characters', async () => {
    const r = await send8(`{"text":"","${'k'.repeat(250_000)}":1}`)
    expect(r.status).toBe(400)
    expect(bytesOf(r)).toBeLessThan(2048)
  })

  it('500 bad card entries: 20 issues listed, the other 980 counted', async () => {
    const r = await send8(deckDoc(Array(500).fill('{"id":"A","count":0}').join(',')))
    expect(r.status).toBe(400)
    const error = r.body.error as { issues: unknown[]; issuesTotal: number; issuesMore: string }
    expect(error.issues).toHaveLength(20)
    expect(error.issuesTotal).toBe(1000)
    expect(error.issuesMore).toBe('y 980 más')
  })

  it('500 entries each with long unknown keys: capped likewise', async () => {
    const entry = `{"id":"daga","count":1,"${'z'.repeat(60)}":1,"${'y'.repeat(60)}":2}`
    const r = await send8(deckDoc(Array(500).fill(entry).join(',')))
    expect(r.status).toBe(400)
    expect((r.body.error as { issuesTotal: number }).issuesTotal).toBe(500)
  })

  it('500 unknown 100-character ids: problems capped, the deck and its share code left out with the reason', async () => {
    const cards = Array.from({ length: 500 }, (_, i) => `{"id":"${`c${i}-`.padEnd(100, 'q')}","count":999}`).join(',')
    const r = await send8(`{"format":"duelo-de-masters/deck","version":1,"name":"${'N'.repeat(200)}","relic":"${'r'.repeat(100)}","startingDalma":"${'d'.repeat(100)}","cards":[${cards}]}`)
    expect(r.status).toBe(200)
    expect(r.body.deck).toBeNull()
    expect(r.body.deckOmitted).toMatch(/no se devuelve/)
    expect(r.body.shareCode).toBeNull()
    expect(r.body.shareCodeOmitted).toMatch(/caracteres/)
    expect(r.body.problemsMore).toMatch(/^y \d+ más$/)
  })

  it('1,000 unknown 100-character names as text: problems capped, reply small', async () => {
    const r = await send8(lines(MAX_DECK_LINES, (i) => `999 ${`Carta ${i} `.padEnd(100, 'ñ')}`), 'text/plain')
    expect(r.status).toBe(200)
    expect(r.body.problemsTotal).toBeGreaterThanOrEqual(MAX_DECK_LINES)
  })

  it('a real deck still comes back whole, with its share code', async () => {
    const r = await send8('3 Botas de salto', 'text/plain')
    expect(r.status).toBe(200)
    expect(r.body.deck).not.toBeNull()
    expect(typeof r.body.shareCode).toBe('string')
  })
})
