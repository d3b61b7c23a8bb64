// Whole duels between the two boxed decks played by the heuristic bot (issue 13), part 1 of 2:
// testing/random-duels.ts holds the checks, testing/random-duel-suite.ts the split.
import { describe } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { duelPartTests } from './testing/random-duel-suite'

describe('duelos heurísticos entre los mazos de caja, parte 1 de 2', () => {
  duelPartTests(1, boxedDecks, 'heuristic')
})
