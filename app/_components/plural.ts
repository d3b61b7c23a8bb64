// Counts in words with the noun in the right number (issue 27: «1 decisión tomada», never «1 decisiones tomadas»).
// Pure; the site's pages use it wherever a count can be 1.

/** `n` and the noun phrase for it: `count(1, 'carta', 'cartas')` → «1 carta». `shown` writes the number (e.g. 1.234). */
export function count(n: number, one: string, many: string, shown: (n: number) => string = String): string {
  return `${shown(n)} ${n === 1 ? one : many}`
}
