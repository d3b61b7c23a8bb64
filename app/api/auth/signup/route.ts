// POST /api/auth/signup { email, password, name } → 201 { user } | 400 | 403 | 409 | 413 | 415 | 429
import { registerUser, signUpSchema } from '@/lib/server/auth'
import { getPrisma, normalizeEmail } from '@/lib/server/db'
import { assertSameOrigin, HttpError, json, parseWith, readJsonBody, withErrors } from '@/lib/server/http'
import { authLimiters, clientLimitKey, describeWait } from '@/lib/server/rate-limit'

export const dynamic = 'force-dynamic'

export const POST = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const input = parseWith(signUpSchema, await readJsonBody(req))
  // Both counts are recorded on every attempt: a classroom behind one address has room, and one e-mail tried
  // over and over is stopped whatever the address.
  const limiters = authLimiters()
  const [perAddress, perEmail] = await Promise.all([
    limiters.signUpPerIp.hit(clientLimitKey(req.headers)),
    limiters.signUpPerEmail.hit(normalizeEmail(input.email)),
  ])
  const denied = [perAddress, perEmail].filter((d) => !d.allowed)
  if (denied.length > 0) {
    const retryAfterMs = Math.max(...denied.map((d) => d.retryAfterMs))
    const wait = describeWait(retryAfterMs)
    const message = perAddress.allowed
      ? `Se ha intentado crear una cuenta con este correo demasiadas veces. Inténtalo de nuevo dentro de ${wait}.`
      : `Se han creado demasiadas cuentas desde esta conexión. Inténtalo de nuevo dentro de ${wait}.`
    throw new HttpError(429, message, perAddress.allowed ? 'email' : undefined, {}, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) })
  }
  const result = await registerUser(getPrisma(), input)
  if (!result.ok) {
    throw new HttpError(409, 'Ya existe una cuenta con ese correo electrónico. Inicia sesión o usa otro correo.', 'email')
  }
  return json({ user: result.user }, { status: 201 })
})
