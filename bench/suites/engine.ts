// The rules engine: opening hands per second (the sampler behind `dm hands` and /probar's deal,
// and a whole createGame through the 5-card draw), five-turn goldfish games per second with
// the default policy, and whole two-Master duels between the boxed decks played to the end by a
// random legal player (issue 7), per second of CPU time on one core. The baseline is the irreducible work of an opening hand, a
// partial Fisher–Yates of 5 over a copy of the deck with the same generator, in the same run.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../../lib/catalogue/load'
import type { Catalogue } from '../../lib/catalogue/schema'
import type { Deck } from '../../lib/decks/model'
import { parseDeckText } from '../../lib/decks/text'
import { apply, botRng, createGame, gameSeed, legalActions, openingHand, prepareDeck } from '../../lib/engine'
import { chooseAction as chooseGoldfishAction } from '../../lib/bots/goldfish'
import { nextInt } from '../../lib/engine/rng'
import type { Action } from '../../lib/engine'
import { fixtureCatalogue, fixtureDeck } from '../../lib/engine-testing/fixtures'
import { median, rate, tightLoop } from '../support/tight-loop'
import type { BenchResult } from '../types'

const ROUNDS = 5
const ROUND_MS = 300

/**
 * Each function's rate over interleaved rounds (the machine is shared): the best round of each (the least
 * disturbed), and each round's rates kept, so a figure can be divided by the tight loop's of the same round.
 */
function bestRates<K extends string>(fns: Record<K, () => unknown>): { best: Record<K, number>; rounds: Record<K, number>[] } {
  const keys = Object.keys(fns) as K[]
  const best = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>
  const rounds: Record<K, number>[] = []
  for (const k of keys) rate(fns[k], 100)
  for (let round = 0; round < ROUNDS; round++) {
    const r = {} as Record<K, number>
    for (const k of keys) { r[k] = rate(fns[k], ROUND_MS); best[k] = Math.max(best[k], r[k]) }
    rounds.push(r)
  }
  return { best, rounds }
}

/** The first boxed deck of content/decks that reads cleanly with the real catalogue, else the test fixture. */
function benchDeck(): { deck: Deck; catalogue: Catalogue; source: string } {
  try {
    const catalogue = loadCatalogue()
    const dir = path.resolve('content', 'decks')
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
      const parsed = parseDeckText(readFileSync(path.join(dir, file), 'utf8'), catalogue)
      if (parsed.ok && prepareDeck(parsed.deck, catalogue).ok) return { deck: parsed.deck, catalogue, source: file }
    }
  } catch {
    // fall through to the fixture
  }
  return { deck: fixtureDeck(), catalogue: fixtureCatalogue, source: 'mazo de prueba (40 cartas)' }
}

function goldfishGame(deck: Deck, catalogue: Catalogue, seed: number): number {
  const r = createGame({ seed, mode: 'goldfish', masters: [{ deck }], maxTurns: 5 }, catalogue)
  if (!r.ok) throw new Error(r.error.code)
  let s = r.value, actions = 0
  while (s.result === null) {
    const next = apply(s, chooseGoldfishAction(s, catalogue), catalogue)
    if (!next.ok) throw new Error(next.error.code)
    s = next.state
    actions++
  }
  return actions
}

/**
 * The 5-turn goldfish figure of the commit before the engine reshape (8133296), measured back to
 * back with this one on the same machine (issue 7: it must not fall by more than a third).
 */
const GOLDFISH_BEFORE_RESHAPE = { gamesPerSecond: 7357, measured: 'medida justo antes que esta el 2026-12-01, máquina compartida' }

/** The two boxed decks, for whole duels; null when content/ does not have two playable ones. */
function duelDecks(catalogue: Catalogue): [Deck, Deck] | null {
  try {
    const dir = path.resolve('content', 'decks')
    const decks = readdirSync(dir).filter((f) => f.startsWith('caja-') && f.endsWith('.txt')).sort()
      .map((f) => parseDeckText(readFileSync(path.join(dir, f), 'utf8'), catalogue))
      .flatMap((p) => (p.ok && prepareDeck(p.deck, catalogue).ok ? [p.deck] : []))
    return decks.length >= 2 ? [decks[0] as Deck, decks[1] as Deck] : null
  } catch {
    return null
  }
}

/** One duel to its end (turn cap 100 per Master: a draw), each action drawn uniformly from legalActions. */
function randomDuel(decks: [Deck, Deck], catalogue: Catalogue, seed: number): number {
  const r = createGame({ seed, mode: 'duel', masters: [{ deck: decks[0] }, { deck: decks[1] }], maxTurns: 100 }, catalogue)
  if (!r.ok) throw new Error(r.error.code)
  const bot = botRng(seed, 0)
  let s = r.value, actions = 0
  while (s.result === null) {
    const legal = legalActions(s, catalogue)
    const next = apply(s, legal[nextInt(bot, legal.length)] as Action, catalogue)
    if (!next.ok) throw new Error(next.error.code)
    s = next.state
    actions++
  }
  return actions
}

export default async function run(): Promise<BenchResult[]> {
  const { deck, catalogue, source } = benchDeck()
  const prepared = prepareDeck(deck, catalogue)
  if (!prepared.ok) throw new Error(prepared.error.code)
  const rest = prepared.value.rest
  const baseline = tightLoop(rest)
  let game = 0
  let actions = 0, games = 0
  const { best: rates, rounds } = bestRates({
    baseline,
    sampler: () => openingHand(prepared.value, gameSeed(7, game++)),
    setup: () => createGame({ seed: gameSeed(7, game++), mode: 'goldfish', masters: [{ deck }] }, catalogue),
    goldfish: () => { actions += goldfishGame(deck, catalogue, gameSeed(9, game++)); games++; return actions },
  })
  const pct = (x: number) => `${((x / rates.baseline) * 100).toFixed(1)} % de la línea base`
  const before = GOLDFISH_BEFORE_RESHAPE.gamesPerSecond > 0
    ? `; antes de la reforma del motor (8133296): ${GOLDFISH_BEFORE_RESHAPE.gamesPerSecond} partidas/s (${GOLDFISH_BEFORE_RESHAPE.measured}), ahora ×${(rates.goldfish / GOLDFISH_BEFORE_RESHAPE.gamesPerSecond).toFixed(2)}; límite ≥ ×0.67`
    : ''
  // Issue 26's goal: each round's goldfish pace over the tight loop's in the same round, the median of them.
  const goldfishRatio = median(rounds.map((r) => r.goldfish / r.baseline))
  const duels = duelDecks(catalogue)
  const duelRows: BenchResult[] = []
  if (duels !== null) {
    let duelActions = 0, duelGames = 0
    const duel = bestRates({ baseline, duel: () => { duelActions += randomDuel(duels, catalogue, gameSeed(11, game++)); duelGames++; return duelActions } })
    const ratio = median(duel.rounds.map((r) => r.duel / r.baseline))
    duelRows.push({ name: 'duelos completos entre los mazos de caja (bot aleatorio)', value: duel.best.duel, unit: 'partidas/s', note: `un núcleo, tiempo de CPU; objetivo ≥ 300; ${(duelActions / Math.max(1, duelGames)).toFixed(0)} acciones por partida; ${(ratio * 1e6).toFixed(1)} por millón de vueltas del bucle ajustado` })
  }
  return [
    { name: `línea base: Fisher–Yates parcial de 5 (${rest.length} cartas)`, value: rates.baseline, unit: 'manos/s', note: `${source}; el bucle ajustado de los objetivos del issue 26` },
    { name: 'manos iniciales (openingHand, dm hands)', value: rates.sampler, unit: 'manos/s', note: `${pct(rates.sampler)}; objetivo ≥ 10 %` },
    { name: 'createGame hasta robar 5', value: rates.setup, unit: 'partidas/s', note: pct(rates.setup) },
    {
      name: 'partidas goldfish de 5 turnos', value: rates.goldfish, unit: 'partidas/s',
      note: `objetivo ≥ 5.000; ${(actions / Math.max(1, games)).toFixed(1)} acciones por partida; ${pct(rates.goldfish)} (mediana por ronda ${(goldfishRatio * 100).toFixed(1)} %)${before}`,
      goal: { key: 'goldfish', ratio: goldfishRatio, tightLoop: median(rounds.map((r) => r.baseline)) },
    },
    { name: 'acciones goldfish (bot + apply)', value: rates.goldfish * (actions / Math.max(1, games)), unit: 'acciones/s' },
    ...duelRows,
  ]
}
