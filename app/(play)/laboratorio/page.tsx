// /laboratorio: the playtest laboratory (issue 8). Two decks, a variant, N games and a bot per side,
// played in the visitor's browser with lib/sim/selfplay.ts (the numbers of `dm selfplay`), and a
// designer's what-if rerun on the same seeds beside the baseline.
import type { Metadata } from 'next'
import { getCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { LabClient } from './_lab/LabClient'
import { readLabUrl } from './_lab/url-read'
import { labSearch } from './_lab/url-state'

export const metadata: Metadata = {
  title: 'Laboratorio de pruebas',
  description: 'Enfrenta dos bots con dos mazos de Duelo de Masters y mide los puntos del anexo de pruebas con márgenes al 95 %; cambia los números de una carta y compara.',
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function LaboratorioPage({ searchParams }: PageProps) {
  const url = readLabUrl(await searchParams)
  const fallback = readLabUrl({})
  const initial = url.ok ? url.state : fallback.ok ? fallback.state : (() => { throw new Error('los valores por defecto del laboratorio no son válidos') })()
  const catalogue = getCatalogue()
  const boxed = getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, code: encodeShareCode(b.deck) }))
  return (
    <>
      <h1>Laboratorio de pruebas</h1>
      <p className="lead">
        Dos bots juegan partidas completas con dos mazos, en tu navegador, y el laboratorio responde a los puntos del anexo de pruebas del
        reglamento con márgenes al 95 %. Son las mismas partidas que <code>dm selfplay</code> con las mismas entradas. La dirección de la página
        guarda la tanda: compártela y se repetirá igual.
      </p>
      <LabClient key={labSearch(initial)} cards={catalogue.cards} catalogueVersion={catalogue.version} boxed={boxed} initial={initial} urlErrors={url.ok ? [] : url.errors.map((e) => `Dirección: ${e}`)} />
    </>
  )
}
