import type { Metadata } from 'next'
import { getCatalogue } from '@/lib/catalogue/load'
import { CARD_TYPES } from '@/lib/catalogue/model'
import { cardsInNameOrder } from './initial-cards'
import { handServerTiles } from './server-tiles'
import { CardBrowser } from './CardBrowser'

export const metadata: Metadata = {
  title: 'Cartas',
  description:
    'Busca entre todas las cartas de Duelo de Masters mientras escribes: por nombre (sin preocuparte por tildes ni erratas), por tipo, profesión, coste o atributos.',
}

export default function CardsPage() {
  const catalogue = getCatalogue()
  // The server's list, in name order, as the browser shows it before any search. It reaches the browser as HTML
  // only: the browser fetches the cards themselves when the reader first searches or filters (server-tiles.ts).
  handServerTiles(cardsInNameOrder(catalogue.cards))
  const types = CARD_TYPES.filter((t) => catalogue.cards.some((c) => c.type === t))
  return (
    <>
      <h1>Cartas</h1>
      <p className="lead">
        Las {catalogue.cards.length} cartas del catálogo. Escribe para filtrar al momento; la dirección de la página
        guarda la búsqueda para compartirla.
      </p>
      {/* The prerendered page cannot know the query in the URL: it shows every card, and the
          browser takes over with the URL's state once loaded. */}
      <CardBrowser version={catalogue.version} total={catalogue.cards.length} types={types} />
    </>
  )
}
