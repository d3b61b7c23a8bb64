// /mesas: the public tables waiting for a second player (kept up to date in the browser: Lobby.tsx), and a new table.
import type { Metadata } from 'next'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { defaultContext, listWaiting } from '@/lib/server/tables/service'
import { Lobby } from '../mesa/_online/Lobby'
import { OnlineEntry } from '../mesa/_online/OnlineEntry'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Mesas en línea',
  description: 'Partidas de Duelo de Masters que esperan rival: siéntate con tu mazo y juega desde tu dispositivo.',
}

export default async function MesasPage() {
  const tables = await listWaiting(defaultContext()).catch(() => null)
  const boxed = getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, code: encodeShareCode(b.deck) }))
  return (
    <>
      <h1>Mesas en línea</h1>
      <p className="lead">Mesas públicas que esperan a un segundo jugador. Entra, elige tu mazo y la partida empieza; o crea la tuya y comparte el enlace.</p>
      <Lobby initial={tables} />
      <h2 id="crear">Crear una mesa</h2>
      <OnlineEntry boxed={boxed} />
    </>
  )
}
