import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue/load'
import { gameSeed, openingHand, parseSeed, prepareDeck } from '../../engine'
import { createGame } from '../../engine/setup'
import { parseDeckText } from '../../decks/text'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { EXIT } from '../types'
import { command } from './hands'
import { readFileSync } from 'node:fs'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const DECK = 'content/decks/caja-1-marcha-de-la-montana.txt'

async function run(args: string[]) {
  const io = memoryIO(ROOT)
  const code = await command.run(args, io)
  return { code, out: io.stdout, err: io.stderr }
}

describe('dm hands', () => {
  it('is registered as a dm command', () => {
    expect(registry.get('hands')?.name).toBe('hands')
  })

  it('R6.6 prints one JSON line per game: the hand createGame deals for gameSeed(S, i), before replacement', async () => {
    const r = await run([DECK, '--count', '4', '--seed', 'prueba', '--json'])
    expect(r.code).toBe(EXIT.ok)
    expect(r.out).toHaveLength(4)
    const catalogue = loadCatalogue()
    const parsed = parseDeckText(readFileSync(`${ROOT}/${DECK}`, 'utf8'), catalogue)
    r.out.forEach((line, i) => {
      const row = JSON.parse(line) as { game: number; startingDalma: string; startingCards: string[]; hand: string[] }
      expect(row.game).toBe(i)
      expect(row.startingDalma).toBe(parsed.deck.startingDalmaId)
      const game = createGame({ seed: gameSeed(parseSeed('prueba'), i), mode: 'goldfish', masters: [{ deck: parsed.deck }] }, catalogue)
      if (!game.ok) throw new Error(game.error.code)
      const s = game.value
      expect(row.hand).toEqual(s.masters[0].hand.map((id) => s.cards[id]?.cardId))
      const dalma = s.masters[0].startingDalma as number
      expect(row.startingCards).toEqual(s.cards[dalma]?.learned.map((id) => s.cards[id]?.cardId))
    })
    const prepared = prepareDeck(parsed.deck, catalogue)
    if (prepared.ok) expect(JSON.parse(r.out[0] ?? '{}').hand).toEqual(openingHand(prepared.value, gameSeed(parseSeed('prueba'), 0)))
  })

  it('same seed, same output; another seed, other hands; a readable Spanish listing without --json', async () => {
    const a = await run([DECK, '-n', '5', '-s', '42', '--json'])
    const b = await run([DECK, '-n', '5', '-s', '42', '--json'])
    const c = await run([DECK, '-n', '5', '-s', '43', '--json'])
    expect(a.out).toEqual(b.out)
    expect(a.out).not.toEqual(c.out)
    const text = await run([DECK, '--count', '2', '--seed', '42'])
    expect(text.out[0]).toMatch(/^Dalma inicial: .+ · conoce .+ y .+$/)
    expect(text.out.slice(2)).toHaveLength(2)
    expect(text.out[2]).toMatch(/^Partida 0: (.+ · ){4}.+$/)
  })

  it('bad usage and unreadable files exit 2 with a Spanish message', async () => {
    expect((await run([])).code).toBe(EXIT.usage)
    expect((await run([DECK, '--count', '0'])).code).toBe(EXIT.usage)
    const missing = await run(['no-existe.txt'])
    expect(missing.code).toBe(EXIT.usage)
    expect(missing.err[0]).toContain('no existe')
  })
})
