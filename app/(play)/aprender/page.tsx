// /aprender: the guided first game (issue 27). The page sends the handful of cards the game uses; the game itself (the
// engine, the board, the script) loads after the page shows.
import type { Metadata } from 'next'
import { getCatalogue } from '@/lib/catalogue/load'
import { tutorialCardIds } from '@/lib/tutorial/primera-partida'
import { LazyTutorial } from './_tutorial/LazyTutorial'

export const metadata: Metadata = {
  title: 'Aprender a jugar',
  description: 'Tu primera partida de Duelo de Masters, guiada paso a paso con las reglas reales: la mano inicial, revelar y equipar Dalmas, explorar, responder, las trampas y la ofensiva contra la reliquia.',
}

export default function AprenderPage() {
  const catalogue = getCatalogue()
  const used = new Set(tutorialCardIds())
  const cards = catalogue.cards.filter((c) => used.has(c.id))
  return (
    <>
      <h1>Aprender a jugar</h1>
      <p className="lead">
        Una primera partida guiada contra el bot, con las reglas reales y las cartas ya repartidas: cada paso dice qué hacer y
        por qué. Unos diez minutos; puedes dejarla cuando quieras y seguir después.
      </p>
      <LazyTutorial cards={cards} catalogueVersion={catalogue.version} />
    </>
  )
}
