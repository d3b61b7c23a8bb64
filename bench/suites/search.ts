// Card search speed over the real catalogue: the mean time of one query from a mixed set (fuzzy
// words, field syntax, both combined), on a prepared index, as a player typing would run it.
// Baseline: a plain loop over names folded beforehand checking `name.includes(query)` per card — the
// least any name search must do — measured in the same run, so the ratio survives slow machines.
import { loadCatalogue } from '../../lib/catalogue/load'
import { createSearchIndex, fold, parseQuery, searchCards } from '../../lib/catalogue/search'
import type { BenchResult } from '../types'

const QUERIES = [
  'orden', 'pocion de tal', 'contrl mental', 'espada', 'anillo', 'tigre', 'guardian laberinto',
  'tipo:hechizo', 'prof:ladrón tipo:habilidad', 'coste<=1.5', 'tipo:dalma fue>=3', 'texto:"acción"',
  'provisional -tipo:dalma', 'tipo:arma o tipo:escudo', '(prof:mago o prof:mentalista) pri<=2',
  'raza:elfo', 'vida>10 -tipo:enemigo', 'pocion tipo:pocion coste<2', 'curacion o veneno',
  'ranura:cabeza o ranura:dedos',
] as const

const WARMUP_ROUNDS = 30
const MIN_ROUNDS = 50
const MIN_MILLISECONDS = 1500

/** Mean microseconds per call of `work` over QUERIES, after a warm-up. */
function measure(work: (query: string) => number): { micros: number; rounds: number; sink: number } {
  let sink = 0
  for (let r = 0; r < WARMUP_ROUNDS; r++) for (const q of QUERIES) sink += work(q)
  let rounds = 0
  const started = performance.now()
  let elapsed = 0
  while (rounds < MIN_ROUNDS || elapsed < MIN_MILLISECONDS) {
    for (const q of QUERIES) sink += work(q)
    rounds++
    elapsed = performance.now() - started
  }
  return { micros: (elapsed * 1000) / (rounds * QUERIES.length), rounds, sink }
}

export default async function run(): Promise<BenchResult[]> {
  const catalogue = loadCatalogue()
  const cards = catalogue.cards

  const buildStarted = performance.now()
  const BUILDS = 20
  let index = createSearchIndex(cards)
  for (let i = 1; i < BUILDS; i++) index = createSearchIndex(cards)
  const buildMillis = (performance.now() - buildStarted) / BUILDS

  // Every query must be valid, or the figure would time error paths.
  for (const q of QUERIES) {
    const r = searchCards(index, q)
    if (!r.ok) throw new Error(`consulta del banco no válida «${q}»: ${r.error.message}`)
  }

  const search = measure((q) => {
    const r = index.search(q)
    return r.ok ? r.total : -1
  })
  const parse = measure((q) => (parseQuery(q).ok ? 1 : 0))
  const foldedNames = cards.map((c) => fold(c.name))
  const baseline = measure((q) => {
    const word = q.toLowerCase()
    let found = 0
    for (const name of foldedNames) if (name.includes(word)) found++
    return found
  })

  const note = `${QUERIES.length} consultas × ${search.rounds} vueltas sobre ${cards.length} cartas`
  return [
    { name: 'búsqueda: media por consulta', value: search.micros, unit: 'µs', note },
    { name: 'búsqueda / recorrido mínimo (name.includes)', value: search.micros / baseline.micros, unit: '×', note: `mínimo ${baseline.micros.toFixed(2)} µs por consulta` },
    { name: 'solo análisis de la consulta', value: parse.micros, unit: 'µs' },
    { name: 'createSearchIndex (una vez por catálogo)', value: buildMillis, unit: 'ms', note: `media de ${BUILDS}` },
  ]
}
