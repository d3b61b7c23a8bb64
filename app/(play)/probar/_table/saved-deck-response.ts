// The answer of GET /api/decks/{id}, read through zod into a table deck. Apart from deck-source.ts so
// zod loads with /probar only when a saved deck is opened (ProbarClient imports this lazily).
import { z } from 'zod'
import type { Deck } from '@/lib/decks/model'
import { encodeShareCode } from '@/lib/decks/share-code'
import type { TableDeck } from './deck-source'

const savedDeckSchema = z.object({
  deck: z.object({
    id: z.string(),
    name: z.string(),
    shareCode: z.string().optional(),
    deck: z.object({
      relicId: z.string().nullable(),
      startingDalmaId: z.string().nullable(),
      entries: z.array(z.object({ cardId: z.string(), count: z.number().int() })),
    }),
  }),
})
const apiErrorSchema = z.object({ error: z.object({ message: z.string() }) })

/** The answer of GET /api/decks/{id} as a table deck, or a Spanish reason it cannot be one. */
export function readSavedDeckResponse(status: number, body: unknown): { ok: true; value: TableDeck } | { ok: false; message: string } {
  if (status === 404) return { ok: false, message: 'Ese mazo no existe o es privado de otra persona (si es tuyo, entra con tu cuenta).' }
  if (status < 200 || status >= 300) {
    const err = apiErrorSchema.safeParse(body)
    return { ok: false, message: err.success ? err.data.error.message : `El servidor respondió ${status}.` }
  }
  const parsed = savedDeckSchema.safeParse(body)
  if (!parsed.success) return { ok: false, message: 'La respuesta del servidor no trae un mazo reconocible.' }
  const saved = parsed.data.deck
  const deck: Deck = { name: saved.name, ...saved.deck }
  const code = encodeShareCode(deck)
  return { ok: true, value: { deck, name: saved.name, origin: 'Mazo guardado', ref: { kind: 'saved', id: saved.id }, code } }
}
