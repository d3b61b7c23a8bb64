// Folding used everywhere the search compares words: people type without accents, in any case,
// with stray spaces, and still expect "Piedra de Órdor" for "piedra de ordor".

const COMBINING_MARKS = /\p{M}+/gu
const SPACES = /\s+/g

/** Lower-case, accents removed (ñ becomes n, like the slugs), runs of spaces collapsed, trimmed. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(SPACES, ' ').trim()
}

/** The folded words of a text, split on anything that is not a letter or a digit. */
export function foldedWords(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0)
}
