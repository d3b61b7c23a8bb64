'use client'
// "Borrar" that asks again in place (no modal), for rows of saved things (/mazos/mios, /cuenta):
// the question takes the focus and "Cancelar" gives it back to "Borrar". A 404 counts as done (it was
// already gone); any other refusal shows the server's reason and keeps the row. The delete is a React Query
// mutation that refreshes the tab's reads of its family (['decks'] or ['games']) and the server-rendered page.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { sendWrite } from './server-state/writes'

export function useDeleteInPlace(url: string, failure: string, family: readonly string[]) {
  const router = useRouter()
  const client = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  const deletion = useMutation({
    mutationFn: () => sendWrite('DELETE', url, undefined, [404]),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: family })
      router.refresh()
    },
    onError: (e) => {
      setError(e instanceof Error && e.message !== '' ? e.message : failure)
      setConfirming(false)
    },
  })

  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
    else if (wasConfirming.current) deleteRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  function remove() {
    setError(null)
    deletion.mutate()
  }

  // The row stays "Borrando…" after success until the refreshed page drops it.
  const deleting = deletion.isPending || deletion.isSuccess
  return { confirming, setConfirming, deleting, error, setError, remove, confirmRef, deleteRef }
}
