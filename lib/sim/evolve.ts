// Decks the machine builds (issue 30): a genetic algorithm over legal decks whose fitness is the win rate
// against a gauntlet, after García-Sánchez, Tonda, Squillero, Mora and Merelo («Evolutionary deckbuilding
// in Hearthstone», IEEE CIG 2016), with a map of styles kept beside it in the manner of MAP-Elites with
// sliding boundaries (Fontaine, Lee, Soros, De Mesentier Silva, Togelius and Hoover, GECCO 2019): the best
// deck of each cell of (share of spells and skills) × (mean price), the cells' edges at the quantiles of
// every deck tried so far, so the map spreads over where the decks are.
//
// - The gauntlet: the decks given (`against`, the boxed decks), plus the current best evolved decks.
// - Every generation plays new deals (game offset generation × games), the same deals for every candidate
//   and every opponent, each from both seats (paired seeds): candidates of one generation are compared on
//   the same games. A deck that survives is played again on the next deals, and its record grows.
// - The record kept for the map and for «best» is against `against` alone, so it means the same thing in
//   every generation; the fitness that selects parents counts the whole gauntlet.
// - «Best» is the deck whose Wilson lower bound against `against` is highest: a deck with few games and a
//   lucky run does not win it over a deck tested in many generations.
//
// The games are played by an injected evaluator (the CLI's local threads or the job queue), so this module
// is pure and testable with a fake win-rate oracle.
import type { Catalogue } from '../catalogue/schema'
import { encodeShareCode } from '../decks/share-code'
import type { Deck } from '../decks/model'
import { createRng, nextInt, type RngState } from '../engine/rng'
import { wilson, type Estimate } from './inference'
import type { LabDeck } from './lab-spec'
import { crossDecks, DEFAULT_BOUNDS, deckStyle, mutateDeck, randomDeck, type DeckBounds, type DeckStyle } from './deck-gen'

export type Score = { wins: number; draws: number; games: number }
const zero = (): Score => ({ wins: 0, draws: 0, games: 0 })
const plus = (a: Score, b: Score): Score => ({ wins: a.wins + b.wins, draws: a.draws + b.draws, games: a.games + b.games })
/** A draw is half a win. */
export const scoreRate = (s: Score): Estimate => wilson(s.wins + s.draws / 2, s.games)

/** One candidate against one opponent over the generation's games. */
export type EvaluationRequest = { candidate: LabDeck; opponent: LabDeck }
export type Evaluator = (requests: readonly EvaluationRequest[], round: { generation: number; firstGame: number; games: number }) => Promise<Score[]>

export type EvolveOptions = {
  against: LabDeck[]
  population: number
  generations: number
  /** Games per candidate and opponent each generation: even (each deal from both seats). */
  games: number
  /** Best evolved decks added to the gauntlet. */
  champions?: number
  /** Decks kept unchanged into the next generation. */
  elite?: number
  /** Bins per axis of the map. */
  grid?: number
  seed: number
  init?: 'mixed' | 'random'
  bounds?: DeckBounds
  onGeneration?: (g: GenerationSummary) => void
}

export type Individual = {
  id: number
  born: number
  deck: Deck
  code: string
  style: DeckStyle
  parents: number[]
  /** Against the `against` decks, every generation it was played. */
  vsAgainst: Score
  /** Against the whole gauntlet (champions included). */
  vsGauntlet: Score
  generations: number
}

export type GenerationSummary = { generation: number; best: { id: number; winRate: Estimate }; meanWinRate: number | null; champions: number[]; tried: number }

export type MapAxis = { id: 'learnable' | 'meanPrice'; label: string; edges: number[] }
export type MapCell = { x: number; y: number; id: number; deck: Deck; code: string; style: DeckStyle; winRate: Estimate; games: number }

export type EvolveResult = {
  best: Individual & { winRate: Estimate; fitness: Estimate }
  axes: [MapAxis, MapAxis]
  map: MapCell[]
  history: GenerationSummary[]
  /** Every deck tried, with its record. */
  archive: Individual[]
}

const lowerBound = (s: Score): number => scoreRate(s).ci95?.[0] ?? -1

function quantileEdges(values: readonly number[], bins: number): number[] {
  const sorted = [...values].sort((a, b) => a - b)
  const edges: number[] = []
  for (let k = 1; k < bins; k++) {
    if (sorted.length === 0) { edges.push(k / bins); continue }
    const pos = (k / bins) * (sorted.length - 1)
    const lo = Math.floor(pos), hi = Math.ceil(pos)
    edges.push((sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo))
  }
  return edges
}
const binOf = (edges: readonly number[], v: number): number => edges.filter((e) => v > e).length
/** The cell of a style under the map's edges. */
export const cellOf = (axes: readonly [MapAxis, MapAxis], style: DeckStyle): { x: number; y: number } => ({ x: binOf(axes[0].edges, style.learnable), y: binOf(axes[1].edges, style.meanPrice) })

/** The map under the current edges: the best deck (Wilson lower bound against `against`) of each cell. */
export function styleMap(archive: readonly Individual[], bins: number): { axes: [MapAxis, MapAxis]; cells: MapCell[] } {
  const played = archive.filter((i) => i.vsAgainst.games > 0)
  const axes: [MapAxis, MapAxis] = [
    { id: 'learnable', label: 'Hechizos y habilidades (parte del mazo)', edges: quantileEdges(played.map((i) => i.style.learnable), bins) },
    { id: 'meanPrice', label: 'Precio medio (oro)', edges: quantileEdges(played.map((i) => i.style.meanPrice), bins) },
  ]
  const best = new Map<string, Individual>()
  for (const ind of played) {
    const { x, y } = cellOf(axes, ind.style)
    const key = `${x}:${y}`
    const cur = best.get(key)
    if (cur === undefined || lowerBound(ind.vsAgainst) > lowerBound(cur.vsAgainst)) best.set(key, ind)
  }
  const cells = [...best].map(([key, ind]) => {
    const [x, y] = key.split(':').map(Number) as [number, number]
    return { x, y, id: ind.id, deck: ind.deck, code: ind.code, style: ind.style, winRate: scoreRate(ind.vsAgainst), games: ind.vsAgainst.games }
  }).sort((a, b) => a.y - b.y || a.x - b.x)
  return { axes, cells }
}

function tournament(rng: RngState, pool: readonly Individual[], size: number): Individual {
  let best: Individual | null = null
  for (let k = 0; k < size; k++) {
    const c = pool[nextInt(rng, pool.length)] as Individual
    if (best === null || (scoreRate(c.vsGauntlet).estimate ?? 0) > (scoreRate(best.vsGauntlet).estimate ?? 0)) best = c
  }
  return best as Individual
}

export async function evolve(catalogue: Catalogue, evaluate: Evaluator, o: EvolveOptions): Promise<EvolveResult> {
  if (o.against.length === 0) throw new Error('evolve: hace falta al menos un mazo contra el que medir')
  if (o.games < 2 || o.games % 2 !== 0) throw new Error('evolve: las partidas deben ser pares')
  const rng = createRng(o.seed)
  const bounds = o.bounds ?? DEFAULT_BOUNDS
  const championCount = o.champions ?? 2
  const eliteCount = Math.min(o.elite ?? 2, Math.max(0, o.population - 1))
  const bins = o.grid ?? 4
  const archive: Individual[] = []
  const byCode = new Map<string, Individual>()
  const againstCodes = new Set(o.against.map((d) => encodeShareCode(d.deck)))
  let nextId = 1

  const adopt = (deck: Deck, born: number, parents: number[]): Individual => {
    const code = encodeShareCode(deck)
    const known = byCode.get(code)
    if (known !== undefined) return known
    const ind: Individual = { id: nextId++, born, deck: { ...deck, name: `Evolucionado ${nextId - 1}` }, code, style: deckStyle(deck, catalogue), parents, vsAgainst: zero(), vsGauntlet: zero(), generations: 0 }
    archive.push(ind)
    byCode.set(code, ind)
    return ind
  }

  // Generation 0: mutants of the gauntlet's decks (strong mutations) and random legal decks.
  let population: Individual[] = []
  for (let k = 0; population.length < o.population && k < o.population * 20; k++) {
    const fromGauntlet = (o.init ?? 'mixed') === 'mixed' && k % 2 === 0
    const deck = fromGauntlet
      ? mutateDeck(o.against[(k >> 1) % o.against.length]?.deck as Deck, catalogue, rng, { bounds, swaps: 6 })
      : randomDeck(catalogue, rng, { bounds })
    const ind = adopt(deck, 0, [])
    if (!population.includes(ind) && !againstCodes.has(ind.code)) population.push(ind)
  }

  const history: GenerationSummary[] = []
  let champions: Individual[] = []
  for (let generation = 0; generation < o.generations; generation++) {
    const opponents: { deck: LabDeck; fixed: boolean; code: string }[] = [
      ...o.against.map((d) => ({ deck: d, fixed: true, code: encodeShareCode(d.deck) })),
      ...champions.map((c) => ({ deck: { name: c.deck.name ?? `Evolucionado ${c.id}`, deck: c.deck }, fixed: false, code: c.code })),
    ]
    const requests: EvaluationRequest[] = []
    const owners: { ind: Individual; fixed: boolean }[] = []
    for (const ind of population) {
      for (const opp of opponents) {
        if (opp.code === ind.code) continue
        requests.push({ candidate: { name: ind.deck.name ?? `Evolucionado ${ind.id}`, deck: ind.deck }, opponent: opp.deck })
        owners.push({ ind, fixed: opp.fixed })
      }
    }
    const scores = await evaluate(requests, { generation, firstGame: generation * o.games, games: o.games })
    if (scores.length !== requests.length) throw new Error('evolve: el evaluador no devolvió un resultado por enfrentamiento')
    scores.forEach((s, k) => {
      const { ind, fixed } = owners[k] as { ind: Individual; fixed: boolean }
      ind.vsGauntlet = plus(ind.vsGauntlet, s)
      if (fixed) ind.vsAgainst = plus(ind.vsAgainst, s)
    })
    for (const ind of population) ind.generations++

    // The current best decks join the gauntlet of the next generation.
    champions = [...archive].filter((i) => i.vsAgainst.games > 0 && !againstCodes.has(i.code))
      .sort((a, b) => lowerBound(b.vsAgainst) - lowerBound(a.vsAgainst)).slice(0, championCount)
    const leader = champions[0] ?? population[0] as Individual
    const rates = population.map((i) => scoreRate(i.vsAgainst).estimate).filter((x): x is number => x !== null)
    const summary: GenerationSummary = {
      generation, best: { id: leader.id, winRate: scoreRate(leader.vsAgainst) },
      meanWinRate: rates.length === 0 ? null : rates.reduce((a, b) => a + b, 0) / rates.length,
      champions: champions.map((c) => c.id), tried: archive.length,
    }
    history.push(summary)
    o.onGeneration?.(summary)
    if (generation === o.generations - 1) break

    // The next generation: the elite as they are, then children of parents drawn half by tournament from
    // this generation, half from the map's elites (quality and diversity).
    const ranked = [...population].sort((a, b) => (scoreRate(b.vsGauntlet).estimate ?? 0) - (scoreRate(a.vsGauntlet).estimate ?? 0))
    const next: Individual[] = ranked.slice(0, eliteCount)
    const elites = styleMap(archive, bins).cells.map((c) => byCode.get(c.code) as Individual)
    const parent = (): Individual => (elites.length > 0 && nextInt(rng, 2) === 0 ? elites[nextInt(rng, elites.length)] as Individual : tournament(rng, population, 3))
    for (let tries = 0; next.length < o.population && tries < o.population * 20; tries++) {
      const a = parent()
      const b = parent()
      const deck = nextInt(rng, 10) < 6 && a !== b
        ? mutateDeck(crossDecks(a.deck, b.deck, catalogue, rng, { bounds }), catalogue, rng, { bounds, swaps: 1 })
        : mutateDeck(a.deck, catalogue, rng, { bounds, swaps: 2 })
      const child = adopt(deck, generation + 1, a === b ? [a.id] : [a.id, b.id])
      if (!next.includes(child) && !againstCodes.has(child.code)) next.push(child)
    }
    population = next
  }

  const ranked = [...archive].filter((i) => i.vsAgainst.games > 0).sort((a, b) => lowerBound(b.vsAgainst) - lowerBound(a.vsAgainst))
  const top = ranked[0]
  if (top === undefined) throw new Error('evolve: ningún mazo llegó a jugar')
  const map = styleMap(archive, bins)
  return { best: { ...top, winRate: scoreRate(top.vsAgainst), fitness: scoreRate(top.vsGauntlet) }, axes: map.axes, map: map.cells, history, archive }
}
