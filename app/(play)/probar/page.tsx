// /probar: the goldfish table. Opens a deck from a share code (?code=), a saved deck (?deck=) or a
// pasted list, deals game 0 of the seed (the same hand as `dm hands --seed S`) and plays it turn by
// turn under the real rules on the shared engine; ?seat, ?turns and ?line restore a shared position.
import type { Metadata } from 'next'
import { getCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'
import { ProbarClient } from './_table/ProbarClient'
import { readTableUrl, seedFromUnit, tableSearch } from './_table/url-state'

export const metadata: Metadata = {
  title: 'Probar un mazo',
  description:
    'Juega en solitario la mano inicial y los primeros turnos de un mazo de Duelo de Masters con las reglas reales: reemplazo, acciones de Master, Dalmas y enemigos, con registro y enlace para compartir la jugada.',
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ProbarPage({ searchParams }: PageProps) {
  const url = readTableUrl(await searchParams)
  const catalogue = getCatalogue()
  const boxed = getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, description: b.description, code: encodeShareCode(b.deck) }))
  // A URL without a seed gets a fresh one here, so the first render already shows the deal.
  const initial = { ...url, seed: url.seed ?? seedFromUnit(Math.random()) }
  return (
    <>
      <h1>Probar un mazo</h1>
      <p className="lead">
        Juega en solitario (goldfish, <RuleLink id="RUL-13" />) la mano inicial y los primeros turnos de un mazo con las reglas
        reales. La dirección de la página guarda la jugada: recárgala o compártela y se abrirá en la misma posición.
      </p>
      <ProbarClient key={tableSearch(initial)} cards={catalogue.cards} catalogueVersion={catalogue.version} boxed={boxed} initial={initial} />
    </>
  )
}
