import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getCatalogue } from '@/lib/catalogue/load'
import { IntentLink } from '@/app/_components/IntentLink'
import { DeckBuilder } from './_builder/DeckBuilder'
import { starterCards } from './_builder/starter-cards'
import styles from './_builder/builder.module.css'

export const metadata: Metadata = {
  title: 'Constructor de mazos',
  description:
    'Construye un mazo de Duelo de Masters: elige la reliquia y el Dalma inicial, añade cartas buscando como en el catálogo, ' +
    'comprueba su legalidad al momento con cada regla citada, mira sus estadísticas, y compártelo, imprímelo o pruébalo.',
}

export default function DeckBuilderPage() {
  const catalogue = getCatalogue()
  return (
    <>
      <h1>Constructor de mazos</h1>
      <p className="lead">
        Elige la reliquia, añade cartas y el Dalma inicial; la legalidad y las estadísticas se actualizan con cada cambio.
        El borrador se guarda solo en este navegador.
      </p>
      <nav aria-label="Más mazos">
        <ul className={styles.moreLinks}>
          <li><IntentLink href="/mazos/caja">Mazos de la caja</IntentLink></li>
          <li><IntentLink href="/mazos/mios">Mis mazos</IntentLink></li>
          <li><IntentLink href="/mazos/publicos">Mazos públicos</IntentLink></li>
        </ul>
      </nav>
      {/* Only the relics and their enemies are handed over: the builder fetches the rest (starter-cards.ts), so the
          page's data stays small and a phone answers its first tap sooner (issue 14). The Suspense boundary lets
          React hydrate the builder in slices after the page's frame, rather than in one long task with it. */}
      <Suspense>
        {/* The save panel reads the session and saves through React Query, loaded with the panel once the builder
            is up (LazySavePanel.tsx, issue 28). */}
        <DeckBuilder starter={starterCards(catalogue)} tombstones={catalogue.tombstones} catalogueVersion={catalogue.version} />
      </Suspense>
    </>
  )
}
