'use client'
import { signOut } from 'next-auth/react'
import { useState, type FormEvent } from 'react'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { readApiError } from '@/app/_components/api-error'
import styles from './account.module.css'

/** Deletion needs the account's e-mail typed again: a deliberate act, not a stray click. */
export function DeleteAccountForm({ email }: { email: string }) {
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const matches = typed.trim().toLowerCase() === email.toLowerCase()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!matches) {
      setError('Escribe exactamente el correo de tu cuenta para confirmar.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const res = await fetch('/api/account', {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: typed }),
      })
      if (!res.ok) {
        setError((await readApiError(res)).message)
        setBusy(false)
        return
      }
      await signOut({ callbackUrl: '/' })
    } catch {
      setError('No se ha podido contactar con el servidor. No se ha borrado nada.')
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <FormField
        id="borrar-correo" name="email" type="email" autoComplete="off" label="Para confirmar, escribe el correo de tu cuenta"
        hint={email} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} error={error && !matches ? error : null}
      />
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.dangerButton}`} disabled={busy || !matches}>
          {busy ? 'Borrando…' : 'Borrar mi cuenta y mis mazos'}
        </button>
      </div>
    </form>
  )
}
