'use client'
import { useRouter } from 'next/navigation'
import { signIn } from 'next-auth/react'
import { useState, type FormEvent } from 'react'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { readApiError } from '@/app/_components/api-error'
import styles from '../account.module.css'

type Field = 'name' | 'email' | 'password'
const FIELDS: readonly Field[] = ['name', 'email', 'password']
const FIELD_IDS: Record<Field, string> = { name: 'registro-nombre', email: 'registro-correo', password: 'registro-clave' }

export function SignUpForm({ returnTo, passwordMin, nameMax }: { returnTo: string; passwordMin: number; nameMax: number }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})

  function fail(field: Field | null, message: string) {
    setFieldErrors(field ? { [field]: message } : {})
    setFormError(field ? 'Revisa el formulario: hay un dato que corregir.' : message)
    if (field) document.getElementById(FIELD_IDS[field])?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const input = {
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    }
    if (!input.name) return fail('name', 'Escribe el nombre que verán los demás junto a tus mazos públicos.')
    if (!input.email) return fail('email', 'Escribe tu correo electrónico.')
    if (input.password.length < passwordMin) return fail('password', `La contraseña debe tener al menos ${passwordMin} caracteres.`)

    setBusy(true)
    setFormError(null)
    setFieldErrors({})
    try {
      const res = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      })
      if (!res.ok) {
        const error = await readApiError(res)
        const field = FIELDS.find((f) => f === error.field) ?? null
        fail(field, error.message)
        if (field) setFormError(error.message)
        return
      }
      const result = await signIn('credentials', { email: input.email, password: input.password, redirect: false })
      if (!result?.ok) {
        // The account exists; only the automatic sign-in failed (e.g. rate limit).
        router.push(`/cuenta/entrar?callbackUrl=${encodeURIComponent(returnTo)}`)
        return
      }
      router.push(returnTo)
      router.refresh()
    } catch {
      fail(null, 'No se ha podido contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      <FormField
        id={FIELD_IDS.name} name="name" label="Nombre" autoComplete="nickname" required maxLength={nameMax}
        hint="Se muestra junto a los mazos que publiques." error={fieldErrors.name ?? null}
      />
      <FormField
        id={FIELD_IDS.email} name="email" type="email" label="Correo electrónico" autoComplete="email" required
        hint="Para entrar; nunca se muestra a nadie." error={fieldErrors.email ?? null}
      />
      <FormField
        id={FIELD_IDS.password} name="password" type="password" label="Contraseña" autoComplete="new-password" required
        minLength={passwordMin} hint={`Al menos ${passwordMin} caracteres.`} error={fieldErrors.password ?? null}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Creando la cuenta…' : 'Crear cuenta'}
        </button>
      </div>
    </form>
  )
}
