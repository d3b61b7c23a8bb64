// GET /api/account/export → 200 application/x-ndjson download of every deck and saved game of the signed-in user
//     (one JSON record per line, streamed: lib/server/account-export.ts) | 401 | 429 (one export already running
//     for this account, or EXPORT_RATE_LIMIT.limit in the last hour; Retry-After says when)
import { accountExportLines, EXPORT_LEASE_MS, EXPORT_RATE_LIMIT, exportLimits, linesToStream } from '@/lib/server/account-export'
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { HttpError, unauthorized, withErrors } from '@/lib/server/http'
import { describeWait } from '@/lib/server/rate-limit'

export const dynamic = 'force-dynamic'

export const GET = withErrors(async (req: Request) => {
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const prisma = getPrisma()
  const now = new Date()
  const next = await accountExportLines(prisma, user.id, now)
  if (!next) throw unauthorized()
  const started = await exportLimits(prisma).start(user.id)
  if (!started.ok) {
    if (started.reason === 'running') {
      throw new HttpError(429, 'Ya se está descargando una exportación de tu cuenta: espera a que termine y vuelve a intentarlo.', undefined, {}, {
        'Retry-After': String(Math.ceil(EXPORT_LEASE_MS / 1000)),
      })
    }
    const wait = describeWait(started.decision.retryAfterMs)
    throw new HttpError(429, `Has exportado tu cuenta ${EXPORT_RATE_LIMIT.limit} veces en la última hora. Inténtalo de nuevo dentro de ${wait}.`, undefined, {}, {
      'Retry-After': String(Math.ceil(started.decision.retryAfterMs / 1000)),
    })
  }
  // The lease is renewed while the client keeps reading, at most every 20 s.
  let renewed = Date.now()
  const body = linesToStream(next, {
    onPull: async () => {
      if (Date.now() - renewed < 20_000) return
      renewed = Date.now()
      await started.renew()
    },
    onClose: started.release,
  })
  const day = now.toISOString().slice(0, 10)
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Content-Disposition': `attachment; filename="cuenta-duelo-de-masters-${day}.ndjson"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
