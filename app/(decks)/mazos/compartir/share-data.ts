// What the share page, its metadata and its preview image read from a code. A share code carries
// the deck itself, so the page shows what was shared whatever a saved deck later becomes.
import { count } from '@/app/_components/plural'
import 'server-only'
import { getCatalogue } from '@/lib/catalogue/load'
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { decodeShareCode, type ShareCodeError } from '@/lib/decks/share-code'
import { validateDeck, type DeckValidation } from '@/lib/decks/validate'
import { cardNameOf } from '../_builder/deck-groups'

export type SharedDeck =
  | { ok: true; code: string; deck: Deck; catalogue: Catalogue; validation: DeckValidation; title: string; description: string }
  | { ok: false; code: string; error: ShareCodeError }

/** The route parameter as the code it holds (browsers may escape a '-' or '_', never need to). */
function codeOf(param: string): string {
  try {
    return decodeURIComponent(param).trim()
  } catch {
    return param.trim()
  }
}

export function readSharedDeck(param: string): SharedDeck {
  const code = codeOf(param)
  const decoded = decodeShareCode(code)
  if (!decoded.ok) return { ok: false, code, error: decoded.error }
  const catalogue = getCatalogue()
  const validation = validateDeck(decoded.deck, catalogue)
  const title = decoded.deck.name?.replace(/\s+/g, ' ').trim() || 'Mazo compartido'
  return { ok: true, code, deck: decoded.deck, catalogue, validation, title, description: deckDescription(decoded.deck, catalogue, validation) }
}

/** One line for previews: relic, starting Dalma, size, legality. */
export function deckDescription(deck: Deck, catalogue: Catalogue, validation: DeckValidation): string {
  const parts = [
    `Reliquia: ${cardNameOf(catalogue, deck.relicId) ?? 'sin elegir'}`,
    `Dalma inicial: ${cardNameOf(catalogue, deck.startingDalmaId) ?? 'sin elegir'}`,
    count(validation.stats.cards, 'carta', 'cartas'),
    validation.legal ? 'mazo legal' : `no legal (${validation.problems.length === 1 ? '1 problema' : `${validation.problems.length} problemas`})`,
  ]
  return `Mazo de Duelo de Masters. ${parts.join(' · ')}.`
}
