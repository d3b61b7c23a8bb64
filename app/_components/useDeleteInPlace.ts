'use client'
// "Borrar" that asks again in place (no modal), for rows of saved things (/mazos/mios, /cuenta):
// the question takes the focus and "Cancelar" gives it back to "Borrar". A 404 counts as done (it was
// already gone); any other refusal shows the server's reason and keeps the row.
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { readApiError } from './api-error'

export function useDeleteInPlace(url: string, failure: string) {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
    else if (wasConfirming.current) deleteRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  async function remove() {
    setDeleting(true)
    setError(null)
    try {
      const res = await fetch(url, { method: 'DELETE' })
      if (!res.ok && res.status !== 404) throw new Error((await readApiError(res)).message)
      router.refresh()
    } catch (e) {
      setError(e instanceof Error ? e.message : failure)
      setDeleting(false)
      setConfirming(false)
    }
  }

  return { confirming, setConfirming, deleting, error, setError, remove, confirmRef, deleteRef }
}
