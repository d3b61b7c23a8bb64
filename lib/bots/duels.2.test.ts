// Random legal duels between the two boxed decks (issues 7 and 13), part 2 of 4: testing/random-duels.ts holds the
// checks, testing/random-duel-suite.ts the split. Four files so vitest can run them side by side.
import { describe } from 'vitest'
import { duelPartTests } from './testing/random-duel-suite'
import { boxedDecks } from '../cli/testing/boxed-decks'

describe('duelos aleatorios legales entre los mazos de caja, parte 2 de 4', () => {
  duelPartTests(2, boxedDecks)
})
