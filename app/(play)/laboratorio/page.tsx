// /laboratorio: the playtest laboratory (issues 8 and 16). Two decks, bots, N games and a seed as
// typed; one run, a designer's what-if against the baseline on the same seeds, or a sweep of one
// card's number; played in the visitor's browser (the numbers of `dm lab` for the same spec) or queued
// on the server (/laboratorio/{id}). A shared address plays by itself.
import type { Metadata } from 'next'
import { CARD_TYPES, type CardType } from '@/lib/catalogue/model'
import { numericFields, type NumericField } from '@/lib/catalogue/fields'
import { getCatalogue } from '@/lib/catalogue/load'
import { deckCardIds, normalizeDeck } from '@/lib/decks/model'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { LabClient } from './_lab/LabClient'
import { namesARun, readLabUrl } from './_lab/url-read'
import { labSearch } from './_lab/url-state'

export const metadata: Metadata = {
  title: 'Laboratorio de pruebas',
  description: 'Enfrenta dos bots con dos mazos de Duelo de Masters, cambia los números de una carta o recorre sus valores, y compara en las mismas partidas con estadística emparejada.',
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function LaboratorioPage({ searchParams }: PageProps) {
  const params = await searchParams
  const url = readLabUrl(params)
  const fallback = readLabUrl({})
  const initial = url.ok ? url.state : fallback.ok ? fallback.state : (() => { throw new Error('los valores por defecto del laboratorio no son válidos') })()
  const catalogue = getCatalogue()
  const boxed = getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, code: encodeShareCode(b.deck), cardIds: [...new Set(deckCardIds(normalizeDeck(b.deck)))] }))
  const fieldsByType: Partial<Record<CardType, NumericField[]>> = Object.fromEntries(CARD_TYPES.map((t) => [t, numericFields(t)]))
  return (
    <>
      <h1>Laboratorio de pruebas</h1>
      <p className="lead">
        Dos bots juegan partidas completas con dos mazos y el laboratorio mide el resultado con sus márgenes al 95 %. Una prueba de diseño
        cambia números de cartas y juega las mismas partidas con y sin el cambio, para compararlas una a una. La dirección de la página
        guarda la tanda: compártela y se repetirá sola, igual.
      </p>
      {/* Queuing a tanda on the server is a React Query mutation (issue 28). */}
      <ServerState>
        <LabClient
          key={labSearch(initial)}
          cards={catalogue.cards}
          catalogueVersion={catalogue.version}
          boxed={boxed}
          fieldsByType={fieldsByType}
          initial={initial}
          urlErrors={url.ok ? [] : url.errors.map((e) => `Dirección: ${e}`)}
          autoRun={url.ok && namesARun(params)}
        />
      </ServerState>
    </>
  )
}
