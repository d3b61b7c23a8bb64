// Accounts: next-auth 4 configuration (JWT sessions), e-mail + password sign-up and sign-in,
// optional GitHub / Google sign-in linked by e-mail, and `getSessionUser`, the one place route
// handlers and pages learn who is asking.
//
// Environment:
//   NEXTAUTH_SECRET                        signs the session JWT (scripts/start.mjs makes one if absent)
//   NEXTAUTH_URL                           the site's public URL (start.mjs sets http://localhost:$PORT)
//   GITHUB_ID + GITHUB_SECRET              enable "Entrar con GitHub" when both are set
//   GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET enable "Entrar con Google" when both are set
import 'server-only'
import bcrypt from 'bcryptjs'
import { getServerSession, type DefaultSession, type NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import GitHubProvider from 'next-auth/providers/github'
import GoogleProvider from 'next-auth/providers/google'
import { z } from 'zod'
import { getPrisma, isUniqueViolation, normalizeEmail, type PrismaClient } from './db'
import { findControlCharacter, safeText } from './input'
import { authLimiters, clientLimitKey, hitAll, type AuthLimiters } from './rate-limit'

declare module 'next-auth' {
  interface Session {
    user: { id: string; name: string; email: string } & DefaultSession['user']
  }
}

/** bcrypt work factor 10 (2^10 rounds), the minimum we accept: bcryptjs is pure JS and each step up doubles the CPU of every sign-in. */
export const BCRYPT_COST = 10
export const PASSWORD_MIN = 8
/** bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused. */
export const PASSWORD_MAX_BYTES = 72
export const NAME_MAX = 60

export type SessionUser = { id: string; name: string; email: string }

// ---------------------------------------------------------------------------------------------
// Sign-up

const emailSchema = z
  .string({ error: 'Escribe tu correo electrónico.' })
  .trim()
  .min(1, 'Escribe tu correo electrónico.')
  .max(254, 'El correo electrónico es demasiado largo (máximo 254 caracteres).')
  .pipe(z.email({ error: 'El correo electrónico no tiene un formato válido (p. ej. nombre@ejemplo.es).' }))

const passwordSchema = z
  .string({ error: 'Escribe una contraseña.' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`)
  .refine((p) => new TextEncoder().encode(p).length <= PASSWORD_MAX_BYTES, {
    error: `La contraseña es demasiado larga (máximo ${PASSWORD_MAX_BYTES} bytes; unos ${PASSWORD_MAX_BYTES} caracteres sin acentos).`,
  })

const nameSchema = safeText('El nombre', { typeError: 'Escribe tu nombre.' })
  .trim()
  .min(1, 'Escribe el nombre que verán los demás junto a tus mazos públicos.')
  .max(NAME_MAX, `El nombre es demasiado largo (máximo ${NAME_MAX} caracteres).`)

export const signUpSchema = z.object({ email: emailSchema, password: passwordSchema, name: nameSchema }).strict()
export type SignUpInput = z.infer<typeof signUpSchema>

export const profileSchema = z.object({ name: nameSchema }).strict()

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

export type SignUpResult = { ok: true; user: SessionUser } | { ok: false; reason: 'emailTaken' }

/** Creates a credentials user; an e-mail already registered (in any case) is refused. */
export async function registerUser(prisma: PrismaClient, input: SignUpInput): Promise<SignUpResult> {
  const email = normalizeEmail(input.email)
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) return { ok: false, reason: 'emailTaken' }
  const passwordHash = await hashPassword(input.password)
  try {
    const user = await prisma.user.create({
      data: { email, name: input.name, passwordHash },
      select: { id: true, email: true, name: true },
    })
    return { ok: true, user }
  } catch (error) {
    // Two sign-ups racing for the same e-mail: the database's unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: 'emailTaken' }
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Sign-in with e-mail and password

/** next-auth passes a thrown error's message to the sign-in page as `?error=`; the page words it. */
export const SIGN_IN_RATE_LIMITED = 'DemasiadosIntentos'

// An e-mail with control characters cannot belong to anyone (and PostgreSQL refuses NUL in the lookup).
const credentialsSchema = z.object({
  email: z.string().max(254).refine((e) => findControlCharacter(e) === null),
  password: z.string().max(1000),
})

// Compared against when the e-mail is unknown, so both cases take the same time and an attacker
// cannot tell which e-mails have accounts from the response time. Made on first use (a random
// password nobody knows), so importing this module costs nothing.
let dummyHash: Promise<string> | undefined
const getDummyHash = (): Promise<string> => (dummyHash ??= bcrypt.hash(crypto.randomUUID(), BCRYPT_COST))

export type CredentialsDeps = { prisma: PrismaClient; limiters: AuthLimiters }

/**
 * next-auth's `authorize` for e-mail + password: the user, or null for a wrong e-mail or password.
 * Throws Error(SIGN_IN_RATE_LIMITED) once the e-mail or the client IP made too many attempts;
 * while limited the password is not even checked.
 */
export async function authorizeCredentials(
  credentials: unknown,
  ip: string,
  deps: CredentialsDeps,
): Promise<SessionUser | null> {
  const parsed = credentialsSchema.safeParse(credentials)
  if (!parsed.success) return null
  const email = normalizeEmail(parsed.data.email)
  const decision = await hitAll([
    [deps.limiters.signInPerEmail, email],
    [deps.limiters.signInPerIp, ip],
  ])
  if (!decision.allowed) throw new Error(SIGN_IN_RATE_LIMITED)

  const user = email === '' ? null : await deps.prisma.user.findUnique({ where: { email } })
  const ok = await bcrypt.compare(parsed.data.password, user?.passwordHash ?? (await getDummyHash()))
  if (!user || !user.passwordHash || !ok) return null
  await deps.limiters.signInPerEmail.reset(email)
  return { id: user.id, name: user.name, email: user.email }
}

// ---------------------------------------------------------------------------------------------
// OAuth (optional) linked by e-mail into User / Account

type Env = Readonly<Record<string, string | undefined>>

export type OAuthProviderInfo = { id: 'github' | 'google'; name: string }

/** The OAuth providers whose environment variables are set. */
export function enabledOAuthProviders(env: Env = process.env): OAuthProviderInfo[] {
  const out: OAuthProviderInfo[] = []
  if (env.GITHUB_ID && env.GITHUB_SECRET) out.push({ id: 'github', name: 'GitHub' })
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) out.push({ id: 'google', name: 'Google' })
  return out
}

export type OAuthIdentity = { provider: string; providerAccountId: string; email: string; name: string }

/**
 * The User an OAuth identity signs in as: the one already linked to it, else the one with the same
 * e-mail (linked now), else a new user without a password.
 */
export async function linkOAuthAccount(prisma: PrismaClient, identity: OAuthIdentity): Promise<SessionUser> {
  const select = { id: true, email: true, name: true } as const
  const linked = await prisma.account.findUnique({
    where: { provider_providerAccountId: { provider: identity.provider, providerAccountId: identity.providerAccountId } },
    select: { user: { select } },
  })
  if (linked) return linked.user
  const email = normalizeEmail(identity.email)
  // A provider's display name is outside text too: control characters become spaces.
  const name = identity.name.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX) || email.split('@')[0] || 'Jugador'
  const link = { provider: identity.provider, providerAccountId: identity.providerAccountId }
  try {
    return await prisma.user.upsert({
      where: { email },
      create: { email, name, accounts: { create: link } },
      update: { accounts: { create: link } },
      select,
    })
  } catch (error) {
    // The same identity signing in twice at once: the second finds the first one's link.
    if (!isUniqueViolation(error)) throw error
    const again = await prisma.account.findUnique({
      where: { provider_providerAccountId: link },
      select: { user: { select } },
    })
    if (!again) throw error
    return again.user
  }
}

const oauthProfileSchema = z.looseObject({
  email: z.string().nullish(),
  email_verified: z.boolean().optional(),
  name: z.string().nullish(),
  login: z.string().optional(),
})

/** The e-mail an OAuth profile vouches for, or null (Google must say it is verified). */
export function oauthEmail(provider: string, profile: unknown): string | null {
  const parsed = oauthProfileSchema.safeParse(profile)
  if (!parsed.success || !parsed.data.email) return null
  if (provider === 'google' && parsed.data.email_verified !== true) return null
  return parsed.data.email
}

// ---------------------------------------------------------------------------------------------
// next-auth options

export function buildAuthOptions(env: Env = process.env): NextAuthOptions {
  const providers: NextAuthOptions['providers'] = [
    CredentialsProvider({
      id: 'credentials',
      name: 'correo y contraseña',
      credentials: {
        email: { label: 'Correo electrónico', type: 'email' },
        password: { label: 'Contraseña', type: 'password' },
      },
      authorize: (credentials, req) =>
        authorizeCredentials(credentials, clientLimitKey(req.headers ?? {}), { prisma: getPrisma(), limiters: authLimiters() }),
    }),
  ]
  if (env.GITHUB_ID && env.GITHUB_SECRET) {
    providers.push(GitHubProvider({ clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET }))
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }))
  }

  return {
    providers,
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: '/cuenta/entrar', error: '/cuenta/entrar' },
    callbacks: {
      signIn({ account, profile }) {
        // An OAuth identity is linked by e-mail, so it must come with one the provider vouches for.
        if (account && account.provider !== 'credentials') return oauthEmail(account.provider, profile) !== null
        return true
      },
      async jwt({ token, user, account, profile }) {
        if (account && user) {
          // Signing in now: the token's subject is our User id, whatever the provider calls it.
          if (account.provider === 'credentials') {
            token.sub = user.id
          } else {
            const email = oauthEmail(account.provider, profile)
            if (email === null) throw new Error('OAuthSinCorreo')
            const parsed = oauthProfileSchema.safeParse(profile)
            const name = (parsed.success ? parsed.data.name ?? parsed.data.login : null) ?? user.name ?? ''
            const linked = await linkOAuthAccount(getPrisma(), {
              provider: account.provider, providerAccountId: account.providerAccountId, email, name,
            })
            token.sub = linked.id
            token.name = linked.name
            token.email = linked.email
          }
          return token
        }
        // Every later session check: a deleted account signs out (next-auth clears the cookie when
        // this throws), and a renamed one shows its new name.
        if (!token.sub) throw new Error('SesionSinUsuario')
        const current = await getPrisma().user.findUnique({ where: { id: token.sub }, select: { name: true, email: true } })
        if (!current) throw new Error('CuentaEliminada')
        token.name = current.name
        token.email = current.email
        return token
      },
      session({ session, token }) {
        return {
          ...session,
          user: { id: token.sub ?? '', name: token.name ?? '', email: token.email ?? '' },
        }
      },
    },
  }
}

export const authOptions: NextAuthOptions = buildAuthOptions()

/**
 * Who is asking, or null when signed out. The single seam for route handlers and pages (tests
 * replace this module's export with vi.mock). `req` is unused in production: next-auth reads the
 * cookies of the current request through next/headers.
 */
export async function getSessionUser(req?: Request): Promise<SessionUser | null> {
  void req
  const session = await getServerSession(authOptions)
  const user = session?.user
  if (!user || !user.id) return null
  return { id: user.id, name: user.name, email: user.email }
}
