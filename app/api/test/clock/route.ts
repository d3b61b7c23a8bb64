// POST /api/test/clock { offsetMs } → 200 { offsetMs }: moves the online tables' clock (test-clock.ts) for end-to-end
// specs. 404 unless the server runs with DM_TEST_CLOCK=1 (only playwright.config.ts sets it), so it does not exist in
// production.
import { z } from 'zod'
import { HttpError, json, parseWith, readJsonBody } from '@/lib/server/http'
import { setTestClockOffset, testClockEnabled } from '@/lib/server/tables/test-clock'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ offsetMs: z.number().int().min(0).max(365 * 24 * 3600 * 1000) }).strict()

export async function POST(req: Request): Promise<Response> {
  if (!testClockEnabled()) return json({ error: { code: 'notFound', message: 'No existe.' } }, { status: 404 })
  try {
    const { offsetMs } = parseWith(bodySchema, await readJsonBody(req, 1024))
    setTestClockOffset(offsetMs)
    return json({ offsetMs })
  } catch (error) {
    if (error instanceof HttpError) return json({ error: { message: error.message } }, { status: error.status })
    throw error
  }
}
