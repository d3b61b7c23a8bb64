// POST /api/auth/signup { email, password, name } → 201 { user } | 400 | 403 | 409 | 413 | 415 | 429
import { registerUser, signUpSchema } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { assertSameOrigin, HttpError, json, parseWith, readJsonBody, withErrors } from '@/lib/server/http'
import { authLimiters, clientIp, describeWait } from '@/lib/server/rate-limit'

export const dynamic = 'force-dynamic'

export const POST = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const input = parseWith(signUpSchema, await readJsonBody(req))
  const limit = await authLimiters().signUpPerIp.hit(clientIp(req.headers))
  if (!limit.allowed) {
    const wait = describeWait(limit.retryAfterMs)
    throw new HttpError(429, `Se han creado demasiadas cuentas desde esta conexión. Inténtalo de nuevo dentro de ${wait}.`, undefined, {}, {
      'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)),
    })
  }
  const result = await registerUser(getPrisma(), input)
  if (!result.ok) {
    throw new HttpError(409, 'Ya existe una cuenta con ese correo electrónico. Inicia sesión o usa otro correo.', 'email')
  }
  return json({ user: result.user }, { status: 201 })
})
