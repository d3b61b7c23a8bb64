// The /partida bot thinks here, off the page's thread, so the table answers taps while a search bot
// weighs its move (up to ~0.2 s a decision, more for heavier searches). It keeps the catalogue and
// the public decks the page sends once, and answers each request with answerBotRequest (bot-ahead.ts).
import { makeCatalogue, type Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { answerBotRequest } from './bot-ahead'
import type { BotReply, ToBotWorker } from './bot-messages'

type WorkerScope = { postMessage(message: BotReply): void; addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void }
const scope = globalThis as unknown as WorkerScope

let tables: { catalogue: Catalogue; publicDecks: readonly Deck[] } | null = null

scope.addEventListener('message', (event) => {
  // Same origin and the page's own messages: a shape check is enough (the page checks the replies).
  const message = event.data as ToBotWorker
  if (typeof message !== 'object' || message === null) return
  if (message.type === 'init') {
    tables = { catalogue: makeCatalogue(message.cards, message.catalogueVersion, message.tombstones), publicDecks: message.publicDecks }
    return
  }
  if (message.type !== 'decide' || typeof message.id !== 'number') return
  if (tables === null) {
    scope.postMessage({ type: 'error', id: message.id, message: 'El bot no ha recibido el catálogo.' })
    return
  }
  try {
    scope.postMessage(answerBotRequest(message, tables.catalogue, tables.publicDecks))
  } catch (error) {
    scope.postMessage({ type: 'error', id: message.id, message: `El bot falló al decidir: ${error instanceof Error ? error.message : String(error)}` })
  }
})
