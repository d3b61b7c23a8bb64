// next-auth 4's App Router handler: sign-in/out, session, CSRF token, OAuth callbacks.
// Wrapped so that what it cannot take gets the API's JSON errors instead of its plain-text ones (a GET of the
// credentials callback was a 500 with a stack trace in the log): the credentials callback only takes POST (405),
// any other plain-text error of next-auth becomes a JSON 400, and a throw a JSON 400 rather than a 500.
import NextAuth from 'next-auth'
import { authOptions } from '@/lib/server/auth'
import { errorResponse } from '@/lib/server/http'

const handler = NextAuth(authOptions) as (req: Request, context: unknown) => Promise<Response>

type Context = { params: Promise<{ nextauth: string[] }> }

async function guarded(req: Request, context: Context): Promise<Response> {
  const { nextauth = [] } = await context.params
  if (req.method !== 'POST' && nextauth[0] === 'callback' && nextauth[1] === 'credentials') {
    return errorResponse(405, 'El inicio de sesión con correo y contraseña se envía con POST desde el formulario de /cuenta/entrar.', undefined, {}, { Allow: 'POST' })
  }
  let res: Response
  try {
    res = await handler(req, context)
  } catch {
    return errorResponse(400, 'La petición de inicio de sesión no es válida.')
  }
  const type = res.headers.get('content-type') ?? ''
  if (res.status >= 400 && !type.includes('json')) {
    return errorResponse(res.status >= 500 ? 400 : res.status, 'La petición de inicio de sesión no es válida.')
  }
  return res
}

export { guarded as GET, guarded as POST }
