'use client'
import { signOut } from 'next-auth/react'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { sendWrite, writeFailure } from '@/app/_components/server-state/writes'
import styles from './account.module.css'

/** Deletion needs the account's e-mail typed again: a deliberate act, not a stray click. */
export function DeleteAccountForm(props: { email: string }) {
  return <ServerState><DeleteAccountFormIsland {...props} /></ServerState>
}

function DeleteAccountFormIsland({ email }: { email: string }) {
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const matches = typed.trim().toLowerCase() === email.toLowerCase()
  const deletion = useMutation({
    mutationFn: (confirmation: string) => sendWrite('DELETE', '/api/account', { email: confirmation }),
    // Signing out leaves the site for its home page: every cache of this tab goes with the page.
    onSuccess: () => signOut({ callbackUrl: '/' }),
    onError: (e) => setError(writeFailure(e, 'No se ha podido contactar con el servidor. No se ha borrado nada.').message),
  })
  // Deleted: busy until the sign-out has left the page.
  const busy = deletion.isPending || deletion.isSuccess

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!matches) {
      setError('Escribe exactamente el correo de tu cuenta para confirmar.')
      return
    }
    setError(null)
    deletion.mutate(typed)
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
