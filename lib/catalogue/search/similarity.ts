// Word-level closeness, used to order the names Fuse lets through: Fuse's own score favours short
// names over the one the player meant ("orden" scored "Escudo de madera" above "Piedra de Órdor").

/** Edits (insert, delete, substitute, swap two neighbours) to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  // Three rolling rows: the swap of two neighbours looks two rows back.
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1)
      current[j] = best
    }
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length] ?? 0
}

// A typed word may be the start of the name's word (typing is not over): slightly below a whole match.
const PREFIX_PENALTY = 0.1

/** 1 for the same word, towards 0 as they differ; a word being typed counts against the start of `word`. */
export function wordSimilarity(typed: string, word: string): number {
  const whole = 1 - editDistance(typed, word) / Math.max(typed.length, word.length, 1)
  if (typed.length >= word.length) return whole
  const start = 1 - editDistance(typed, word.slice(0, typed.length)) / typed.length - PREFIX_PENALTY
  return Math.max(whole, start)
}

/** Mean, over the typed words, of each one's best similarity to any word of the name. */
export function phraseSimilarity(typedWords: readonly string[], nameWords: readonly string[]): number {
  if (typedWords.length === 0 || nameWords.length === 0) return 0
  let total = 0
  for (const typed of typedWords) {
    let best = 0
    for (const word of nameWords) best = Math.max(best, wordSimilarity(typed, word))
    total += best
  }
  return total / typedWords.length
}
