// /cuenta/entrar — sign in with e-mail and password, or with GitHub / Google when configured.
// next-auth also sends its errors here (?error=…), e.g. a refused OAuth sign-in.
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { enabledOAuthProviders, getSessionUser } from '@/lib/server/auth'
import { safeReturnPath, signInErrorMessage } from '../return-path'
import { SignInForm } from './SignInForm'
import styles from '../account.module.css'

export const metadata: Metadata = {
  title: 'Entrar',
  description: 'Inicia sesión para guardar tus mazos de Duelo de Masters y publicarlos.',
  robots: { index: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams
  const returnTo = safeReturnPath(params.callbackUrl)
  if (await getSessionUser()) redirect(returnTo)
  const error = signInErrorMessage(Array.isArray(params.error) ? params.error[0] : params.error)
  return (
    <div className={styles.narrow}>
      <h1>Entrar</h1>
      <p className="lead">Con tu cuenta puedes guardar mazos, seguir editándolos desde cualquier dispositivo y publicarlos para que otros los vean.</p>
      <SignInForm providers={enabledOAuthProviders()} returnTo={returnTo} initialError={error} />
      <p>
        ¿Aún no tienes cuenta?{' '}
        <Link href={`/cuenta/registro?callbackUrl=${encodeURIComponent(returnTo)}`}>Crea una con tu correo</Link>.
      </p>
    </div>
  )
}
