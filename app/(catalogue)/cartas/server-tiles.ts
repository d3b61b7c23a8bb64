// How /cartas's page (a server component) hands its cards to the card browser's *server* render without putting
// them in the page's data (issue 28). Every prop of a client component is written into the HTML a second time, as
// the RSC payload the browser decodes while the page starts: for the 143 cards that was 61 KB of the page's 96 KB of
// payload, for tiles the browser never hydrates (see CardBrowser's Results) and a search that can fetch them when
// the reader first uses it. The page and the browser's server render run in the same server process (the render of
// the page's tree feeds the render of its HTML), but in different module graphs, hence a global rather than a
// module variable. The catalogue does not change while the server runs, so there is nothing per request to mix up.
import type { Card } from '@/lib/catalogue/model'

const KEY = Symbol.for('duelo-de-masters:/cartas:server-tiles')
type Holder = { [KEY]?: readonly Card[] }

/** Called by the page, on the server, before its tree is rendered to HTML. */
export function handServerTiles(cards: readonly Card[]): void {
  (globalThis as Holder)[KEY] = cards
}

/** The cards the server's list shows, in its order; only in the server render (it throws anywhere else). */
export function serverTiles(): readonly Card[] {
  const cards = (globalThis as Holder)[KEY]
  if (cards === undefined) throw new Error('/cartas: la lista del servidor se pintó sin que la página le diera las cartas')
  return cards
}
