'use client'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FormField, FormMessage } from '@/app/_components/FormField'
import { readApiError } from '@/app/_components/api-error'
import styles from './account.module.css'

export function ProfileForm({ name, nameMax }: { name: string; nameMax: number }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    setBusy(true)
    setMessage(null)
    setFieldError(null)
    try {
      const res = await fetch('/api/account', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: value }),
      })
      if (!res.ok) {
        const error = await readApiError(res)
        if (error.field === 'name') setFieldError(error.message)
        setMessage({ kind: 'error', text: error.message })
        return
      }
      setMessage({ kind: 'ok', text: 'Nombre guardado.' })
      router.refresh()
    } catch {
      setMessage({ kind: 'error', text: 'No se ha podido contactar con el servidor. Inténtalo de nuevo.' })
    } finally {
      setBusy(false)
    }
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
