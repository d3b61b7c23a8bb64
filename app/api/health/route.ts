// Liveness probe for Playwright's webServer and for deploy checks: answers as soon as the server runs.
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ ok: true })
}
