// /cuenta/registro — create an account with e-mail and password (then signed in straight away).
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { enabledOAuthProviders, getSessionUser, NAME_MAX, PASSWORD_MIN } from '@/lib/server/auth'
import { safeReturnPath } from '../return-path'
import { SignUpForm } from './SignUpForm'
import styles from '../account.module.css'

export const metadata: Metadata = {
  title: 'Crear cuenta',
  description: 'Crea una cuenta para guardar y publicar tus mazos de Duelo de Masters.',
  robots: { index: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SignUpPage({ searchParams }: Props) {
  const returnTo = safeReturnPath((await searchParams).callbackUrl)
  if (await getSessionUser()) redirect(returnTo)
  const providers = enabledOAuthProviders()
  return (
    <div className={styles.narrow}>
      <h1>Crear cuenta</h1>
      <p className="lead">Solo necesitas un correo y una contraseña. Tus mazos son privados hasta que decidas publicarlos.</p>
      {providers.length > 0 && (
        <p>
          También puedes <Link href={`/cuenta/entrar?callbackUrl=${encodeURIComponent(returnTo)}`}>entrar con {providers.map((p) => p.name).join(' o ')}</Link> sin crear una contraseña.
        </p>
      )}
      <SignUpForm returnTo={returnTo} passwordMin={PASSWORD_MIN} nameMax={NAME_MAX} />
      <p>
        ¿Ya tienes cuenta? <Link href={`/cuenta/entrar?callbackUrl=${encodeURIComponent(returnTo)}`}>Entra</Link>.
      </p>
    </div>
  )
}
