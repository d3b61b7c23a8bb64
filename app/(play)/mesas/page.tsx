// /mesas: the public tables waiting for a second player, and a new table.
import type { Metadata } from 'next'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { defaultContext, listWaiting } from '@/lib/server/tables/service'
import { OnlineEntry } from '../mesa/_online/OnlineEntry'
import styles from '../mesa/_online/mesa.module.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Mesas en línea',
  description: 'Partidas de Duelo de Masters que esperan rival: siéntate con tu mazo y juega desde tu dispositivo.',
}

const VARIANT_LABELS: Record<string, string> = { none: 'sin variante', rapida: 'rápida', pensada: 'pensada', estrategica: 'estratégica' }

export default async function MesasPage() {
  const tables = await listWaiting(defaultContext()).catch(() => null)
  const boxed = getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, code: encodeShareCode(b.deck) }))
  return (
    <>
      <h1>Mesas en línea</h1>
      <p className="lead">Mesas públicas que esperan a un segundo jugador. Entra, elige tu mazo y la partida empieza; o crea la tuya y comparte el enlace.</p>
      {tables === null ? (
        <p role="alert">No se ha podido leer la lista de mesas. Inténtalo de nuevo en un momento.</p>
      ) : tables.length === 0 ? (
        <p>Ahora no hay ninguna mesa pública esperando.</p>
      ) : (
        <ul className={styles.lobby} aria-label="Mesas que esperan rival">
          {tables.map((t) => (
            <li key={t.id} className="panel">
              <span>{t.name || 'Mesa sin nombre'} · {VARIANT_LABELS[t.variant] ?? t.variant}{t.clock ? ` · reloj ${t.clock.minutes} min` : ''}</span>
              <a className="button" href={`/mesa/${t.id}`}>Sentarme</a>
            </li>
          ))}
        </ul>
      )}
      <h2 id="crear">Crear una mesa</h2>
      <OnlineEntry boxed={boxed} />
    </>
  )
}
