// The builder's side of the deck API (app/api/decks/**). Answers are parsed with zod at this edge;
// failures come back as values with the server's Spanish message (or one of ours when the server
// could not be reached), never as throws. Loaded on demand (a save, a deck opened from the account),
// so the builder's first load carries no zod; who is signed in is the session query's (server-state/session-query.ts).
import { z } from 'zod'
import { normalizeDeck, type Deck } from '@/lib/decks/model'

const deckSchema = z.object({
  name: z.string().optional(),
  relicId: z.string().nullable(),
  startingDalmaId: z.string().nullable(),
  entries: z.array(z.object({ cardId: z.string(), count: z.number().int() })),
})

const savedDeckSchema = z.looseObject({
  id: z.string().min(1),
  revision: z.number().int().min(1),
  name: z.string(),
  visibility: z.enum(['private', 'public']).catch('private'),
  isOwner: z.boolean().catch(false),
  deck: deckSchema,
})
const deckAnswerSchema = z.object({ deck: savedDeckSchema })

const errorAnswerSchema = z.object({
  error: z.looseObject({
    message: z.string(), field: z.string().optional(), currentRevision: z.number().int().optional(), sessionChanged: z.boolean().optional(),
  }),
})

/** A deck as the API returns it, reduced to what the builder uses. */
export type SavedDeckAnswer = {
  id: string
  revision: number
  name: string
  visibility: 'private' | 'public'
  isOwner: boolean
  deck: Deck
}

export type ApiFailure = {
  ok: false
  /** HTTP status; 0 when the server could not be reached or answered something unreadable. */
  status: number
  message: string
  /** Set on 409: the revision the saved deck is at now. */
  currentRevision?: number
  /** Set on 409: the save was for another account than the one signed in now (nothing changed). */
  sessionChanged?: boolean
}
export type ApiResult<T> = { ok: true; value: T } | ApiFailure

const UNREACHABLE = 'No se ha podido contactar con el servidor. Comprueba tu conexión y vuelve a intentarlo; tu borrador sigue guardado en este navegador.'

/** Sent with a save: the server refuses it (409) if someone else is signed in by then (lib/server/http.ts). */
const EXPECTED_USER_HEADER = 'X-DM-Expected-User'

async function call(path: string, init: RequestInit, expectedUserId: string | null = null): Promise<ApiResult<unknown>> {
  let response: Response
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...(expectedUserId === null ? {} : { [EXPECTED_USER_HEADER]: expectedUserId }),
      },
    })
  } catch {
    return { ok: false, status: 0, message: UNREACHABLE }
  }
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    body = null
  }
  if (response.ok) return { ok: true, value: body }
  const error = errorAnswerSchema.safeParse(body)
  return {
    ok: false,
    status: response.status,
    message: error.success ? error.data.error.message : `El servidor respondió con un error (${response.status}).`,
    ...(error.success && error.data.error.currentRevision !== undefined ? { currentRevision: error.data.error.currentRevision } : {}),
    ...(error.success && error.data.error.sessionChanged ? { sessionChanged: true } : {}),
  }
}

function toSavedDeck(value: unknown): ApiResult<SavedDeckAnswer> {
  const parsed = deckAnswerSchema.safeParse(value)
  if (!parsed.success) return { ok: false, status: 0, message: 'La respuesta del servidor no tiene la forma esperada.' }
  const { deck, ...rest } = parsed.data.deck
  return {
    ok: true,
    value: {
      id: rest.id, revision: rest.revision, name: rest.name, visibility: rest.visibility, isOwner: rest.isOwner,
      deck: { ...(deck.name !== undefined ? { name: deck.name } : { name: rest.name }), relicId: deck.relicId, startingDalmaId: deck.startingDalmaId, entries: deck.entries },
    },
  }
}

/** The body fields of POST and PATCH for a deck (entries in canonical form). */
function deckFields(deck: Deck, name: string) {
  const canonical = normalizeDeck(deck)
  return { name, relicId: canonical.relicId, startingDalmaId: canonical.startingDalmaId, entries: canonical.entries }
}

/** `expectedUserId`: the account the save is for; the server refuses it if another is signed in. */
export async function createSavedDeck(
  deck: Deck, name: string, visibility: 'private' | 'public', expectedUserId: string | null = null,
): Promise<ApiResult<SavedDeckAnswer>> {
  const result = await call('/api/decks', { method: 'POST', body: JSON.stringify({ ...deckFields(deck, name), visibility }) }, expectedUserId)
  return result.ok ? toSavedDeck(result.value) : result
}

export async function updateSavedDeck(
  id: string, revision: number, deck: Deck, name: string, visibility: 'private' | 'public', expectedUserId: string | null = null,
): Promise<ApiResult<SavedDeckAnswer>> {
  const result = await call(`/api/decks/${encodeURIComponent(id)}`, {
    method: 'PATCH', body: JSON.stringify({ revision, ...deckFields(deck, name), visibility }),
  }, expectedUserId)
  return result.ok ? toSavedDeck(result.value) : result
}

export async function fetchSavedDeck(id: string): Promise<ApiResult<SavedDeckAnswer>> {
  const result = await call(`/api/decks/${encodeURIComponent(id)}`, { method: 'GET' })
  return result.ok ? toSavedDeck(result.value) : result
}
