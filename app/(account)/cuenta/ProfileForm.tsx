'use client'
import { useRouter } from 'next/navigation'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { sendWrite, writeFailure } from '@/app/_components/server-state/writes'
import styles from './account.module.css'

/** With the tab's React Query client around it: the form brings its own, so the page needs no provider. */
export function ProfileForm(props: { name: string; nameMax: number }) {
  return <ServerState><ProfileFormIsland {...props} /></ServerState>
}

function ProfileFormIsland({ name, nameMax }: { name: string; nameMax: number }) {
  const router = useRouter()
  const client = useQueryClient()
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  // The new name is the session's too: the header and every page's session query read it again.
  const rename = useMutation({
    mutationFn: (value: string) => sendWrite('PATCH', '/api/account', { name: value }),
    onSuccess: () => client.invalidateQueries({ queryKey: serverStateKeys.session }),
  })
  const busy = rename.isPending

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    setMessage(null)
    setFieldError(null)
    rename.mutate(value, {
      onSuccess: () => {
        setMessage({ kind: 'ok', text: 'Nombre guardado.' })
        router.refresh()
      },
      onError: (e) => {
        const error = writeFailure(e, 'No se ha podido contactar con el servidor. Inténtalo de nuevo.')
        if (error.field === 'name') setFieldError(error.message)
        setMessage({ kind: 'error', text: error.message })
      },
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <FormField
        id="perfil-nombre" name="name" label="Nombre" defaultValue={name} maxLength={nameMax} required autoComplete="nickname"
        hint="Se muestra junto a tus mazos públicos." error={fieldError}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Guardando…' : 'Guardar el nombre'}
        </button>
      </div>
    </form>
  )
}
