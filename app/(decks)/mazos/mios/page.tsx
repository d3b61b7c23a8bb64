// /mazos/mios — the signed-in person's saved decks: legality at a glance, open, duplicate, delete.
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { Pager, SavedDeckList } from '@/app/_components/SavedDeckList'
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { currentCatalogue, listDecks, withCardNames } from '@/lib/server/decks'
import { DeckRowActions } from './DeckRowActions'

export const metadata: Metadata = { title: 'Mis mazos', robots: { index: false } }

const PAGE_SIZE = 50

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function MyDecksPage({ searchParams }: Props) {
  const user = await getSessionUser()
  if (!user) redirect('/cuenta/entrar?callbackUrl=%2Fmazos%2Fmios')
  const raw = (await searchParams).pagina
  const page = Math.max(1, Number.parseInt(Array.isArray(raw) ? raw[0] ?? '1' : raw ?? '1', 10) || 1)
  const catalogue = currentCatalogue()
  const list = await listDecks(getPrisma(), { scope: 'mine', viewerId: user.id, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, catalogue)
  const decks = list.decks.map((d) => withCardNames(d, catalogue))
  return (
    <>
      <h1>Mis mazos</h1>
      <p className="lead">
        Tus mazos guardados, también los borradores que aún no son legales. Solo tú ves los privados; los públicos aparecen en{' '}
        <Link href="/mazos/publicos">Mazos públicos</Link>.
      </p>
      <p>
        <Link href="/mazos" className="button">Crear un mazo nuevo</Link>
      </p>
      {list.total === 0 ? (
        <p>
          Aún no has guardado ningún mazo. Empieza uno en el <Link href="/mazos">constructor de mazos</Link> o copia uno de los{' '}
          <Link href="/mazos/publicos">mazos públicos</Link>.
        </p>
      ) : (
        <>
          <p>{list.total === 1 ? '1 mazo guardado.' : `${list.total} mazos guardados.`}</p>
          <SavedDeckList
            decks={decks}
            showOwner={false}
            showVisibility
            actions={(deck) => <DeckRowActions id={deck.id} name={deck.name} />}
          />
          <Pager total={list.total} limit={list.limit} offset={list.offset} href={(p) => `/mazos/mios?pagina=${p}`} />
        </>
      )}
    </>
  )
}
