'use client'
// The public decks that use this card. Card pages are generated at build time, so the list (which changes as
// players save decks) is fetched from the API in the browser; private decks never come back from it.
import Link from 'next/link'
import { useQuery } from '@tanstack/react-query'

type DeckItem = { id: string; name: string; ownerName: string; legal: boolean; cardCount: number }
type DeckListResponse = { decks: DeckItem[]; total: number }

async function fetchDecksUsing(cardId: string): Promise<DeckListResponse> {
  const res = await fetch(`/api/decks?scope=public&card=${encodeURIComponent(cardId)}&limit=20`)
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return (await res.json()) as DeckListResponse
}

export function PublicDecksUsing({ cardId }: { cardId: string }) {
  const { data, isPending, isError } = useQuery({ queryKey: ['public-decks-using', cardId], queryFn: () => fetchDecksUsing(cardId) })
  return (
    <section aria-labelledby="mazos-publicos">
      <h2 id="mazos-publicos">Mazos públicos que la usan</h2>
      <div aria-live="polite">
        {isPending ? (
          <p>Cargando mazos…</p>
        ) : isError ? (
          <p>No se han podido cargar los mazos públicos ahora mismo.</p>
        ) : data.decks.length === 0 ? (
          <p>Todavía ningún mazo público la usa. <Link href="/mazos">Crea uno</Link>.</p>
        ) : (
          <>
            <ul>
              {data.decks.map((d) => (
                <li key={d.id}>
                  <Link href={`/mazos/${d.id}`}>{d.name}</Link> de {d.ownerName} · {d.cardCount} cartas ·{' '}
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
