'use client'
import { useRouter } from 'next/navigation'
import { signIn } from 'next-auth/react'
import { useRef, useState, type FormEvent } from 'react'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { signInErrorMessage } from '../return-path'
import styles from '../account.module.css'

export type ProviderButton = { id: string; name: string }

export function SignInForm({ providers, returnTo, initialError }: {
  providers: ProviderButton[]
  returnTo: string
  initialError: string | null
}) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(initialError)
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    if (!email || !password) {
      setError('Escribe tu correo y tu contraseña.')
      emailRef.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      const result = await signIn('credentials', { email, password, redirect: false })
      if (!result || result.error || !result.ok) {
        setError(signInErrorMessage(result?.error ?? 'Error'))
        return
      }
      router.push(returnTo)
      router.refresh()
    } catch {
      setError('No se ha podido contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {providers.length > 0 && (
        <>
          <div className={styles.oauth}>
            {providers.map((p) => (
              <button key={p.id} type="button" className="button button--secondary" onClick={() => void signIn(p.id, { callbackUrl: returnTo })}>
                Entrar con {p.name}
              </button>
            ))}
          </div>
          <p className={styles.divider}>o con tu correo</p>
        </>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormField ref={emailRef} id="entrar-correo" name="email" type="email" label="Correo electrónico" autoComplete="email" required />
        <FormField id="entrar-clave" name="password" type="password" label="Contraseña" autoComplete="current-password" required />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Entrando…' : 'Entrar'}
          </button>
        </div>
      </form>
    </>
  )
}
