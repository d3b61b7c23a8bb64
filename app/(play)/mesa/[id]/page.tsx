// /mesa/{id}: an online table (issue 18). The table itself comes from the API as this viewer may see it.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { getPrisma } from '@/lib/server/db'
import { LazyAlientosMesa } from '../_online/LazyAlientosMesa'
import { LazyMesa } from '../_online/LazyMesa'

export const metadata: Metadata = {
  title: 'Mesa en línea',
  description: 'Una partida de Duelo de Masters en línea, con el motor del servidor: cada Master ve solo lo que las reglas le muestran.',
  robots: { index: false },
}

export default async function MesaPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^[A-Za-z0-9_-]{16}$/.test(id)) notFound()
  // The table's game decides the board; a missing table is Masters' page, which says so as before.
  const row = await getPrisma().onlineTable.findUnique({ where: { id }, select: { game: true } })
  if (row?.game === 'alientos') {
    return (
      <>
        <h1>Mesa en línea de Duelo de alientos</h1>
        <LazyAlientosMesa id={id} />
      </>
    )
  }
  const catalogue = getCatalogue()
  const boxed = getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, code: encodeShareCode(b.deck) }))
  return (
    <>
      <h1>Mesa en línea</h1>
      <LazyMesa id={id} cards={catalogue.cards} catalogueVersion={catalogue.version} boxed={boxed} />
    </>
  )
}
