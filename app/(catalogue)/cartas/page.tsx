import type { Metadata } from 'next'
import { getCatalogue } from '@/lib/catalogue/load'
import { cardsInNameOrder } from './initial-cards'
import { CardBrowser } from './CardBrowser'

export const metadata: Metadata = {
  title: 'Cartas',
  description:
    'Busca entre todas las cartas de Duelo de Masters mientras escribes: por nombre (sin preocuparte por tildes ni erratas), por tipo, profesión, coste o atributos.',
}

export default function CardsPage() {
  // In name order, as the browser shows them before any search (it then needs no index to start).
  const cards = cardsInNameOrder(getCatalogue())
  return (
    <>
      <h1>Cartas</h1>
      <p className="lead">
        Las {cards.length} cartas del catálogo. Escribe para filtrar al momento; la dirección de la página
        guarda la búsqueda para compartirla.
      </p>
      {/* The prerendered page cannot know the query in the URL: it shows every card, and the
          browser takes over with the URL's state once loaded. */}
      <CardBrowser cards={cards} />
    </>
  )
}
