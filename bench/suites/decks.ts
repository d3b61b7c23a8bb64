// Deck legality and formats: how many times per second a 70-card deck can be validated, read from
// text, and turned into a share code and back. The baseline is the irreducible part of validation,
// a plain loop looking every entry up in the catalogue and summing counts, measured in the same run.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../../lib/catalogue/load'
import type { Catalogue } from '../../lib/catalogue/schema'
import type { Deck } from '../../lib/decks/model'
import { decodeShareCode, encodeShareCode } from '../../lib/decks/share-code'
import { formatDeckText, MAX_DECK_LINES, MAX_LINE_LENGTH, MAX_NAME_LENGTH, parseDeckText, toDeck } from '../../lib/decks/text'
import { validateDeck } from '../../lib/decks/validate'
import type { BenchResult } from '../types'

const ROUNDS = 5
const ROUND_MS = 200

/** Calls per second of `fn` over about `ms` milliseconds, in doubling batches. */
function rate(fn: () => unknown, ms: number): number {
  let calls = 0
  let batch = 8
  let kept = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < ms) {
    for (let i = 0; i < batch; i++) if (fn() !== undefined) kept++
    calls += batch
    batch *= 2
    elapsed = performance.now() - start
  }
  if (kept < 0) console.log(kept) // keeps the results alive
  return (calls / elapsed) * 1000
}

/**
 * Best rate of each function over interleaved rounds: the machine is shared, so the best round is
 * the least disturbed one, and interleaving keeps the ratios between functions fair.
 */
function bestRates<K extends string>(fns: Record<K, () => unknown>): Record<K, number> {
  const keys = Object.keys(fns) as K[]
  const best = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>
  for (const k of keys) rate(fns[k], 50) // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const k of keys) best[k] = Math.max(best[k], rate(fns[k], ROUND_MS))
  }
  return best
}

/** A boxed deck of content/decks that reads cleanly, or a 70-card deck built from the catalogue. */
function benchDeck(catalogue: Catalogue): { deck: Deck; text: string; source: string } {
  const dir = path.resolve('content', 'decks')
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()
  } catch {
    files = []
  }
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    const parsed = parseDeckText(text, catalogue)
    if (parsed.ok && parsed.deck.entries.reduce((n, e) => n + e.count, 0) >= 60) {
      return { deck: toDeck(parsed.deck), text, source: `content/decks/${file}` }
    }
  }
  const entries: Deck['entries'] = []
  let total = 0
  for (const card of catalogue.cards) {
    if (total >= 70 || card.type === 'relic' || card.type === 'enemy' || card.type === 'soldier') continue
    const count = Math.min(card.type === 'dalma' ? 1 : 2, 70 - total)
    entries.push({ cardId: card.id, count })
    total += count
  }
  const deck: Deck = {
    relicId: catalogue.cards.find((c) => c.type === 'relic')?.id ?? null,
    startingDalmaId: catalogue.cards.find((c) => c.type === 'dalma')?.id ?? null,
    entries,
  }
  return { deck, text: formatDeckText(deck, catalogue), source: 'mazo construido' }
}

/**
 * Bodies at the caps (MAX_DECK_LINES lines, each line or name at its length cap, under the 256 KB body cap): the
 * kinds that once froze the server (issue 10). Each is judged as the validate route does: read, then validate.
 */
function worstCaseBodies(catalogue: Catalogue): Record<string, string> {
  const lines = (line: (i: number) => string) => Array.from({ length: MAX_DECK_LINES }, (_, i) => line(i)).join('\n')
  const known = catalogue.cards.filter((c) => c.type !== 'relic' && c.type !== 'enemy')
  const pad = (prefix: string, width: number) => (prefix + 'x'.repeat(width)).slice(0, width)
  return {
    'nombres desconocidos distintos': lines((i) => `1 ${pad(`Carta inventada ${i} `, MAX_NAME_LENGTH)}`),
    'un nombre desconocido repetido': lines(() => `1 ${pad('Espadón de las mil lunas ', MAX_NAME_LENGTH)}`),
    'líneas ilegibles largas': lines((i) => pad(`ilegible ${i} `, Math.min(MAX_LINE_LENGTH, 250))),
    'espacios que fuerzan retrocesos': lines(() => `a${' '.repeat(Math.min(MAX_LINE_LENGTH, 250) - 2)}b`),
    'cartas conocidas': lines((i) => `1 ${known[i % known.length]?.name ?? 'x'}`),
  }
}

/** Best of a few runs of `fn`, in milliseconds. */
function bestMs(fn: () => unknown, runs = 5): number {
  let best = Infinity
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

export default async function run(): Promise<BenchResult[]> {
  const catalogue = loadCatalogue()
  const { deck, text, source } = benchDeck(catalogue)
  const cards = deck.entries.reduce((n, e) => n + e.count, 0)

  const code = encodeShareCode(deck)
  const r = bestRates({
    baseline: () => {
      let n = 0
      for (const e of deck.entries) if (catalogue.byId.get(e.cardId) !== undefined) n += e.count
      return n
    },
    validate: () => validateDeck(deck, catalogue),
    parse: () => parseDeckText(text, catalogue),
    encode: () => encodeShareCode(deck),
    decode: () => decodeShareCode(code),
  })

  const judge = (body: string) => {
    const parsed = parseDeckText(body, catalogue)
    return parsed.ok ? validateDeck(parsed.deck, catalogue) : parsed.errors.length
  }
  const small = bestMs(() => judge(text), 20)
  const worst = Object.entries(worstCaseBodies(catalogue))
    .map(([kind, body]) => ({ kind, bytes: new TextEncoder().encode(body).length, ms: bestMs(() => judge(body)) }))
    .sort((a, b) => b.ms - a.ms)
  const top = worst[0]

  const note = `${cards} cartas, ${deck.entries.length} distintas, ${source}`
  return [
    { name: 'validateDeck (70 cartas)', value: r.validate, unit: 'validaciones/s', note: `${note}; ${(r.baseline / r.validate).toFixed(0)}× el tiempo de la línea base` },
    { name: 'línea base: buscar cada entrada y sumar', value: r.baseline, unit: 'pasadas/s' },
    { name: 'parseDeckText (lista de 70 cartas)', value: r.parse, unit: 'lecturas/s' },
    { name: 'encodeShareCode', value: r.encode, unit: 'códigos/s' },
    { name: 'decodeShareCode', value: r.decode, unit: 'códigos/s', note: 'incluye volver a codificar para comprobarlo' },
    {
      name: 'peor validación con el cuerpo en el límite',
      value: top?.ms ?? 0,
      unit: 'ms',
      note: `${top?.kind ?? '—'} (${MAX_DECK_LINES} líneas, ${Math.round((top?.bytes ?? 0) / 1024)} KB); ${((top?.ms ?? 0) / small).toFixed(0)}× leer y validar la lista de 70 cartas (${small.toFixed(2)} ms); resto: ${worst.slice(1).map((w) => `${w.kind} ${w.ms.toFixed(1)} ms`).join(', ')}`,
    },
    { name: 'longitud del código para compartir', value: code.length, unit: 'caracteres', note: `texto de la lista: ${text.length} caracteres` },
  ]
}
