// One smoke test on the real content: the boxed decks start games and the goldfish policy plays
// them for five turns with only legal actions, and the CLI's sampler deals the same hands.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import { parseDeckText } from '../decks/text'
import { chooseAction } from './goldfish'
import { apply } from '../engine/apply'
import { legalActions } from '../engine/legal'
import { ownedInstanceIds } from '../engine/queries'
import { gameSeed } from '../engine/rng'
import { createGame, openingHand, prepareDeck } from '../engine/setup'

const DECKS = path.resolve(process.cwd(), 'content/decks')

describe('boxed decks (content/)', () => {
  const catalogue = loadCatalogue()
  const files = readdirSync(DECKS).filter((f) => f.endsWith('.txt'))

  it('each boxed deck plays five goldfish turns with the default policy', () => {
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const parsed = parseDeckText(readFileSync(path.join(DECKS, file), 'utf8'), catalogue)
      expect(parsed.ok).toBe(true)
      const prepared = prepareDeck(parsed.deck, catalogue)
      expect(prepared.ok).toBe(true)
      for (let g = 0; g < 5; g++) {
        const seed = gameSeed(2026, g)
        const r = createGame({ seed, mode: 'goldfish', masters: [{ deck: parsed.deck }], maxTurns: 5 }, catalogue)
        if (!r.ok) throw new Error(r.error.code)
        let s = r.value
        if (prepared.ok) expect(s.masters[0].hand.map((id) => s.cards[id]?.cardId)).toEqual(openingHand(prepared.value, seed))
        while (s.result === null) {
          const action = chooseAction(s, catalogue)
          expect(legalActions(s, catalogue)).toContainEqual(action)
          const next = apply(s, action, catalogue)
          if (!next.ok) throw new Error(`${file}: ${next.error.code}`)
          s = next.state
        }
        expect(ownedInstanceIds(s, 0)).toHaveLength(s.cards.length)
        expect(s.result.kind === 'turnLimit' || s.result.kind === 'exhaustion').toBe(true)
      }
    }
  })
})
