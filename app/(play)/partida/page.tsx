// /partida: a whole game of Duelo de Masters, hot seat or against a bot, with undo that never
// goes back past chance or revealed information, a game that survives a reload and a replay URL.
import type { Metadata } from 'next'
import { getCatalogue } from '@/lib/catalogue/load'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { boxedDeckOptions } from './_game/boxed-options'
import { PartidaClient } from './_game/PartidaClient'
import { OnlineEntry } from '../mesa/_online/OnlineEntry'

export const metadata: Metadata = {
  title: 'Jugar una partida',
  description: 'Juega una partida completa de Duelo de Masters con las reglas reales: con un amigo en la misma pantalla o contra un bot, con registro, deshacer y repetición para compartir.',
}

export default function PartidaPage() {
  const catalogue = getCatalogue()
  // The boxed decks come judged (and read) from here, so the set-up runs neither the validator nor a code reader.
  const boxed = boxedDeckOptions(getBoxedDecks(), catalogue)
  return (
    <>
      <h1>Jugar una partida</h1>
      <p className="lead">
        Una partida completa con las reglas reales: dos Masters en la misma pantalla o contra un bot. Empieza quien tenga el Dalma
        inicial de más Iniciativa, con 1d6 si empatan (<RuleLink id="R6.11" />).
      </p>
      <OnlineEntry boxed={boxed.map(({ slug, name, code }) => ({ slug, name, code }))} />
      {/* The cards are not handed over: the client fetches them when needed (catalogue-data.ts), so the page's data stays small.
          The session, the saved decks and the account's games go through React Query (issue 28). */}
      <ServerState>
        <PartidaClient catalogueVersion={catalogue.version} boxed={boxed} />
      </ServerState>
    </>
  )
}
