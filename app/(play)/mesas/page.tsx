// /mesas: the public tables waiting for a second player (kept up to date in the browser: Lobby.tsx), and a new table.
import type { Metadata } from 'next'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { defaultContext, listWaiting } from '@/lib/server/tables/service'
import { AlientosLobby } from '../mesa/_online/AlientosLobby'
import { Lobby } from '../mesa/_online/Lobby'
import { OnlineEntry } from '../mesa/_online/OnlineEntry'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Mesas en línea',
  description: 'Partidas de Duelo de Masters que esperan rival: siéntate con tu mazo y juega desde tu dispositivo.',
}

export default async function MesasPage({ searchParams }: { searchParams: Promise<{ juego?: string }> }) {
  const { juego } = await searchParams
  const games = (
    <nav aria-label="Juego">
      <a href="/mesas" aria-current={juego === 'alientos' ? undefined : 'page'}>Duelo de Masters</a> · <a href="/mesas?juego=alientos" aria-current={juego === 'alientos' ? 'page' : undefined}>Duelo de alientos</a>
    </nav>
  )
  if (juego === 'alientos') {
    return (
      <>
        <h1>Mesas en línea de Duelo de alientos</h1>
        {games}
        <p className="lead">Duelos de 2 a 6 taumaturgos que esperan jugadores: siéntate con tus 15 dados, o crea el tuyo y comparte el enlace.</p>
        <AlientosLobby />
      </>
    )
  }
  const tables = await listWaiting(defaultContext()).catch(() => null)
  const boxed = getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, code: encodeShareCode(b.deck) }))
  return (
    <>
      <h1>Mesas en línea</h1>
      {games}
      <p className="lead">Mesas públicas que esperan a un segundo jugador. Entra, elige tu mazo y la partida empieza; o crea la tuya y comparte el enlace.</p>
      <Lobby initial={tables} />
      <h2 id="crear">Crear una mesa</h2>
      <OnlineEntry boxed={boxed} />
    </>
  )
}
