// The rules that name a particular card: its entry in §22 of the reglamento, the rule §22
// sends it to, and the site's rulings (RUL-n) that settle it. Keyed by card id; the card page
// shows each with its summary from lib/rules.
import type { CitationId } from '@/lib/rules'

export const CARD_RULINGS: Readonly<Record<string, readonly CitationId[]>> = {
  // R22.1: the four cost-halving cards; RUL-26 says whom each one covers.
  'varita-de-mago': ['R11.7', 'R22.1', 'RUL-26'],
  'corona-de-mentalista': ['R11.7', 'R22.1', 'RUL-26'],
  'cinturon-de-rastreador': ['R11.7', 'R22.1', 'RUL-26'],
  'emblema-del-gremio': ['R11.7', 'R22.1', 'RUL-26'],
  'pocion-de-thal': ['R12.11', 'R22.2', 'RUL-17'],
  'anillo-sumador-de-hechizos': ['R12.10', 'R22.3'],
  'control-mental': ['R22.4', 'RUL-29', 'RUL-42'],
  confusion: ['R22.5'],
  'lente-de-vision-precisa': ['R22.6', 'RUL-28', 'RUL-41'],
  'flechas-perforadoras': ['R15.9', 'R22.7'],
  'saco-sin-fondo': ['R22.8', 'RUL-12'],
}

/** The rules and rulings that name this card, in reading order (none for most cards). */
export function rulingsForCard(cardId: string): readonly CitationId[] {
  return CARD_RULINGS[cardId] ?? []
}
