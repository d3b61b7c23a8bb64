// The boxed decks as /partida's set-up receives them (server side): judged against today's catalogue, and with the
// deck already read back from its share code, so the browser neither validates them nor reads a code at start-up.
import type { Catalogue } from '@/lib/catalogue/model'
import { describeProblem } from '@/lib/decks/problems'
import { decodeShareCode, encodeShareCode } from '@/lib/decks/share-code'
import { validateDeck } from '@/lib/decks/validate'
import type { BoxedDeck } from '@/lib/server/boxed-decks'
import type { BoxedDeckOption } from './SetupForm'

export function boxedDeckOptions(decks: readonly BoxedDeck[], catalogue: Catalogue): BoxedDeckOption[] {
  return decks.map((b) => {
    const v = validateDeck(b.deck, catalogue)
    const code = encodeShareCode(b.deck)
    // The deck exactly as the browser would read it from the code (the code's normalisation included).
    const read = decodeShareCode(code)
    if (!read.ok) throw new Error(`El mazo de la caja ${b.slug} no se puede leer de su propio código: ${read.error.message}`)
    return {
      slug: b.slug, name: b.name, description: b.description, code, deck: read.deck,
      legal: v.legal, problems: v.problems.map((p) => ({ text: describeProblem(p, catalogue), rule: p.rule })),
    }
  })
}
