'use client'
// The public decks that use this card. Card pages are generated at build time, so the list (which changes as
// players save decks) is fetched from the API in the browser; private decks never come back from it.
// A plain fetch rather than React Query: card pages are content pages and stay light on a phone.
import { count } from '@/app/_components/plural'
import Link from 'next/link'
import { useEffect, useState } from 'react'

type DeckItem = { id: string; name: string; ownerName: string; legal: boolean; cardCount: number }
type DeckListResponse = { decks: DeckItem[]; total: number }

async function fetchDecksUsing(cardId: string): Promise<DeckListResponse> {
  const res = await fetch(`/api/decks?scope=public&card=${encodeURIComponent(cardId)}&limit=20`)
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return (await res.json()) as DeckListResponse
}

type Answer = { cardId: string } & ({ ok: true; data: DeckListResponse } | { ok: false })

export function PublicDecksUsing({ cardId }: { cardId: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null)
  useEffect(() => {
    let current = true
    fetchDecksUsing(cardId).then(
      (data) => { if (current) setAnswer({ cardId, ok: true, data }) },
      () => { if (current) setAnswer({ cardId, ok: false }) },
    )
    return () => { current = false }
  }, [cardId])
  // An answer about another card (the page changed under it) counts as still loading.
  const isPending = answer === null || answer.cardId !== cardId
  const isError = !isPending && !answer.ok
  const data = !isPending && answer.ok ? answer.data : { decks: [], total: 0 }
  return (
    <section aria-labelledby="mazos-publicos">
      <h2 id="mazos-publicos">Mazos públicos que la usan</h2>
      <div aria-live="polite">
        {isPending ? (
          <p>Cargando mazos…</p>
        ) : isError ? (
          <p>No se han podido cargar los mazos públicos ahora mismo.</p>
        ) : data.decks.length === 0 ? (
          <p>Todavía ningún mazo público la usa. <Link href="/mazos" prefetch={false}>Crea uno</Link>.</p>
        ) : (
          <>
            <ul>
              {data.decks.map((d) => (
                <li key={d.id}>
                  <Link href={`/mazos/${d.id}`}>{d.name}</Link> de {d.ownerName} · {count(d.cardCount, 'carta', 'cartas')} ·{' '}
                  {d.legal ? 'legal' : 'ilegal'}
                </li>
              ))}
            </ul>
            {data.total > data.decks.length && (
              <p><Link href={`/mazos/publicos?carta=${encodeURIComponent(cardId)}`}>Ver los {data.total} mazos</Link></p>
            )}
          </>
        )}
      </div>
    </section>
  )
}
