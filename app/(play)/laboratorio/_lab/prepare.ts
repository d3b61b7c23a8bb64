// What a lab run needs checked before it starts: both decks read and legal, the what-if parsed by
// the card schema. Loaded when the designer presses «Ejecutar», so the page itself ships neither
// the deck validator nor zod (issue 9's budget for tool pages).
import type { makeCatalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { describeProblem } from '@/lib/decks/problems'
import { validateDeck } from '@/lib/decks/validate'
import { readPastedDeck } from '@/app/(play)/probar/_table/deck-source'
export { catalogueWithOverride } from './override'

export function resolveDeck(text: string, label: string, catalogue: ReturnType<typeof makeCatalogue>): { ok: true; deck: Deck; code: string } | { ok: false; message: string } {
  const read = readPastedDeck(text, catalogue)
  if (read.kind === 'empty') return { ok: false, message: `${label}: falta el mazo (elige uno de caja, o pega su código o su lista)` }
  if (read.kind === 'text' && read.errors.length > 0) return { ok: false, message: `${label}: línea ${read.errors[0]?.line}: ${read.errors[0]?.message}` }
  const value = read.kind === 'code' ? read.value.deck : read.deck
  const deck: Deck = { ...(value.name === undefined ? {} : { name: value.name }), relicId: value.relicId, startingDalmaId: value.startingDalmaId, entries: value.entries }
  const v = validateDeck(value, catalogue)
  if (!v.legal) return { ok: false, message: `${label}: no es legal: ${v.problems.map((p) => describeProblem(p, catalogue)).join('; ')}` }
  return { ok: true, deck, code: read.kind === 'code' ? read.value.code : text.trim() }
}

