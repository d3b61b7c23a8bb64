// Reads the `{ "error": { "message", "field"? } }` body every JSON route of the site answers with,
// for client code that shows the message (and marks the field) to the person.
export type ApiErrorInfo = { status: number; message: string; field?: string; currentRevision?: number }

export async function readApiError(res: Response): Promise<ApiErrorInfo> {
  const fallback = `El servidor ha respondido con un error (${res.status}). Inténtalo de nuevo.`
  try {
    const body: unknown = await res.json()
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const error = (body as { error: unknown }).error
      if (typeof error === 'object' && error !== null) {
        const e = error as Record<string, unknown>
        return {
          status: res.status,
          message: typeof e.message === 'string' ? e.message : fallback,
          ...(typeof e.field === 'string' ? { field: e.field } : {}),
          ...(typeof e.currentRevision === 'number' ? { currentRevision: e.currentRevision } : {}),
        }
      }
    }
  } catch {
    // not JSON: fall through
  }
  return { status: res.status, message: fallback }
}
