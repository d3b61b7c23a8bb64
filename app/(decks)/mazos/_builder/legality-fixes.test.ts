import { describe, expect, it } from 'vitest'
import type { Deck } from '@/lib/decks/model'
import type { DeckProblem, DeckProblemCode } from '@/lib/decks/problems'
import { validateDeck } from '@/lib/decks/validate'
import { editDeck } from './deck-editing'
import { problemCardIds, problemFixes } from './legality-fixes'
import { testCatalogue as catalogue } from './test-fixture'

const deck = (entries: Record<string, number>, more: Partial<Deck> = {}): Deck => ({
  relicId: 'ambar-eterno',
  startingDalmaId: 'alda',
  entries: Object.entries({ alda: 1, chispa: 1, velo: 1, ...entries }).map(([cardId, count]) => ({ cardId, count })),
  ...more,
})

function problemOf<C extends DeckProblemCode>(d: Deck, code: C): Extract<DeckProblem, { code: C }> {
  const found = validateDeck(d, catalogue).problems.find((p): p is Extract<DeckProblem, { code: C }> => p.code === code)
  if (!found) throw new Error(`no ${code} in ${JSON.stringify(d)}`)
  return found
}

/** Applies the fix at `index` and returns the codes of the problems left. */
function afterFix(d: Deck, problem: DeckProblem, index = 0): { deck: Deck; codes: DeckProblemCode[] } {
  const fix = problemFixes(problem, catalogue)[index]
  if (!fix) throw new Error(`no fix ${index} for ${problem.code}`)
  const fixed = fix.actions.reduce((x, a) => editDeck(x, a, catalogue), d)
  return { deck: fixed, codes: validateDeck(fixed, catalogue).problems.map((p) => p.code) }
}

describe('one-click fixes make their problem go away', () => {
  it('R5.8 too many copies: back to the limit', () => {
    const d = deck({ foso: 3 })
    const problem = problemOf(d, 'TOO_MANY_COPIES')
    expect(problemFixes(problem, catalogue)[0]?.label).toBe('Dejar 2 copias de «Foso»')
    const { deck: fixed, codes } = afterFix(d, problem)
    expect(codes).not.toContain('TOO_MANY_COPIES')
    expect(fixed.entries.find((e) => e.cardId === 'foso')?.count).toBe(2)
  })

  it('R5.2 a repeated Dalma: one copy', () => {
    const d = deck({ bram: 2 })
    expect(afterFix(d, problemOf(d, 'DUPLICATE_DALMA')).codes).not.toContain('DUPLICATE_DALMA')
  })

  it('R5.3 a relic in the list becomes the relic', () => {
    const d = deck({ 'torre-gris': 1 }, { relicId: null })
    const { deck: fixed, codes } = afterFix(d, problemOf(d, 'RELIC_IN_DECK'))
    expect(fixed.relicId).toBe('torre-gris')
    expect(codes).not.toContain('RELIC_IN_DECK')
    expect(codes).not.toContain('NO_RELIC')
  })

  it('R5.4 RUL-10 an enemy or a Soldado is taken out', () => {
    const withEnemy = deck({ lobo: 2 })
    expect(afterFix(withEnemy, problemOf(withEnemy, 'ENEMY_IN_DECK')).codes).not.toContain('ENEMY_IN_DECK')
    const withSoldier = deck({ recluta: 1 })
    expect(afterFix(withSoldier, problemOf(withSoldier, 'SOLDIER_NOT_ALLOWED')).codes).not.toContain('SOLDIER_NOT_ALLOWED')
  })

  it('R5.9 a missing starting card is added with the copies required', () => {
    const d = deck({ bram: 1 }, { startingDalmaId: 'bram' })
    const problem = problemOf(d, 'MISSING_STARTING_CARDS')
    expect(problemCardIds(problem)).toEqual(['bram', 'embestida'])
    const { deck: fixed, codes } = afterFix(d, problem)
    expect(codes).not.toContain('MISSING_STARTING_CARDS')
    expect(fixed.entries.find((e) => e.cardId === 'embestida')?.count).toBe(2)
  })

  it('RUL-2 a starting Dalma missing from the list is added to it', () => {
    const d: Deck = { relicId: 'ambar-eterno', startingDalmaId: 'cira', entries: [{ cardId: 'ganzua', count: 1 }, { cardId: 'chispa', count: 1 }] }
    const { codes } = afterFix(d, problemOf(d, 'STARTING_DALMA_NOT_IN_DECK'))
    expect(codes).not.toContain('STARTING_DALMA_NOT_IN_DECK')
  })

  it('an unknown card is swapped for a suggestion, or removed', () => {
    const d = deck({ 'hacha-vieja': 2 })
    const problem = problemOf(d, 'UNKNOWN_CARD')
    const labels = problemFixes(problem, catalogue).map((f) => f.label)
    expect(labels[0]).toBe('Cambiar por «Hacha»')
    expect(labels.at(-1)).toBe('Quitar «hacha-vieja» del mazo')
    const swapped = afterFix(d, problem, 0)
    expect(swapped.codes).not.toContain('UNKNOWN_CARD')
    expect(swapped.deck.entries.find((e) => e.cardId === 'hacha')?.count).toBe(2)
    expect(afterFix(d, problem, labels.length - 1).codes).not.toContain('UNKNOWN_CARD')
  })

  it('problems that need a choice offer no fix', () => {
    const d = deck({}, { relicId: null, startingDalmaId: null })
    expect(problemFixes(problemOf(d, 'NO_RELIC'), catalogue)).toEqual([])
    expect(problemFixes(problemOf(d, 'NO_STARTING_DALMA'), catalogue)).toEqual([])
    expect(problemFixes(problemOf(d, 'DECK_TOO_SMALL'), catalogue)).toEqual([])
  })
})
