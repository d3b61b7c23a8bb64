// The one way the pages' mutations send a write (React Query's mutationFn for saved decks, the account, sign-up, the
// laboratory): JSON in, JSON out, the server's refusal thrown with its words and field (api-error.ts), a failed
// connection thrown apart from it, so a page can say "nothing was saved" rather than repeat a server message.
import { readApiError, type ApiErrorInfo } from '../api-error'

/** The server answered no: its status, message and, when it names one, the field. */
export class ApiRefusal extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(info.message)
  }
}

/** The server could not be reached. */
export class NoConnection extends Error {
  constructor() {
    super('No se ha podido contactar con el servidor.')
  }
}

/**
 * Sends `body` (if any) as JSON with `method` to `url` and resolves with the answer's JSON body (null when it has
 * none). `alsoFine` lists refusals that count as done (a 404 on a delete: it was already gone).
 */
export async function sendWrite<T>(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, alsoFine: readonly number[] = []): Promise<T | null> {
  let res: Response
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch {
    throw new NoConnection()
  }
  if (!res.ok && !alsoFine.includes(res.status)) throw new ApiRefusal(await readApiError(res))
  if (!res.ok) return null
  return (await res.json().catch(() => null)) as T | null
}

/** The words to show for a failed write: the server's, or `offline` when it could not be reached. */
export function writeFailure(error: unknown, offline: string): ApiErrorInfo {
  if (error instanceof ApiRefusal) return error.info
  return { status: 0, message: error instanceof NoConnection ? offline : error instanceof Error ? error.message : offline }
}
