// What «Exportar y compartir» writes files with: the text list, the JSON document and the PNG. One module, fetched
// when the panel is first approached (a pointer over it, the keyboard's focus) or used, not with the page: the panel
// sits at the foot of the builder, and the deck list's reader and writer were a fifth of /mazos's own script
// (issue 28, the first load).
export { formatDeckText } from '@/lib/decks/text'
export { deckToJson } from '@/lib/decks/json-format'
export { renderDeckImage } from './deck-image'
