// Word-level closeness, used to order the names Fuse lets through and to match the words of a
// name in any order: Fuse's own score favours short names over the one the player meant ("orden"
// scored "Escudo de madera" above "Piedra de Órdor") and its phrase search needs the typed order.

// Scratch rows reused by every call (names are short; they grow if a longer word comes).
let rows: Int32Array[] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)]

/** Edits (insert, delete, substitute, swap two neighbours) to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  if ((rows[0]?.length ?? 0) <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length * 2 + 1))
  // Three rolling rows: the swap of two neighbours looks two rows back.
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array]
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1)
      const substitute = (previous[j - 1] as number) + (ai === bj ? 0 : 1)
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitute)
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        best = Math.min(best, (before[j - 2] as number) + 1)
      }
      current[j] = best
    }
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length] as number
}

// A typed word may be the start of the name's word (typing is not over): slightly below a whole match.
const PREFIX_PENALTY = 0.1

/** 1 for the same word, towards 0 as they differ; a word being typed counts against the start of `word`. */
export function wordSimilarity(typed: string, word: string): number {
  if (typed === word) return 1
  const whole = 1 - editDistance(typed, word) / Math.max(typed.length, word.length, 1)
  if (typed.length >= word.length) return whole
  if (word.startsWith(typed)) return 1 - PREFIX_PENALTY
  const start = 1 - editDistance(typed, word.slice(0, typed.length)) / typed.length - PREFIX_PENALTY
  return Math.max(whole, start)
}

/** Each typed word's best similarity to any word of the name, in typed order. */
export function bestWordSimilarities(typedWords: readonly string[], nameWords: readonly string[]): number[] {
  return typedWords.map((typed) => {
    let best = 0
    for (const word of nameWords) {
      const s = wordSimilarity(typed, word)
      if (s > best) best = s
      if (best === 1) break
    }
    return best
  })
}

/** Mean, over the typed words, of each one's best similarity to any word of the name. */
export function phraseSimilarity(typedWords: readonly string[], nameWords: readonly string[]): number {
  if (typedWords.length === 0 || nameWords.length === 0) return 0
  const best = bestWordSimilarities(typedWords, nameWords)
  return best.reduce((sum, s) => sum + s, 0) / best.length
}
