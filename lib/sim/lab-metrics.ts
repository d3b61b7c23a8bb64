// What the laboratory measures in one game, as integers, and the figures it reads from them. Every
// figure is a ratio of per-game sums Σy / Σm: a win rate (y a 0/1 per game, m = 1), a per-game mean
// (m = 1), or a pooled ratio (actions per turn: Σactions / Σturns; the turn of an offensive:
// Σ turns of the offensives / Σ offensives, where one game may hold several). Integers add up
// exactly, so any split of the games into shards gives the same sums, hence the same report.
import type { GameRecord } from './selfplay'
import { COUNT_BOUNDS, SHARE_BOUNDS, type Bounds } from './inference'

const MEASURE_IDS = [
  'winA', 'winB', 'draw', 'aBegan', 'bBegan', 'decided', 'firstWon', 'aWonABegan', 'aWonBBegan',
  'turns', 'actions', 'forcedGame',
  'vol', 'volTurns', 'forced', 'forcedTurns', 'volA', 'volTurnsA', 'forcedA', 'forcedTurnsA', 'volB', 'volTurnsB', 'forcedB', 'forcedTurnsB',
  'mago', 'mentalista', 'ring', 'thal', 'arrows', 'learnedLost', 'lente',
  'cRelic', 'cDalma', 'cEnemy', 'cSkill', 'cSpell', 'cEquipment', 'counterTurns',
  'ringMixed', 'ringMixedWon', 'thalMixed', 'thalMixedWon',
  'ringUsed', 'ringUsedWon', 'ringUnused', 'ringUnusedWon', 'thalUsed', 'thalUsedWon', 'thalUnused', 'thalUnusedWon',
] as const
export type MeasureId = (typeof MEASURE_IDS)[number]
export type GameMeasures = Record<MeasureId, number>

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)
const bit = (b: boolean) => (b ? 1 : 0)

/** One game's integers. */
export function gameMeasures(r: GameRecord): GameMeasures {
  const decided = r.winner !== null && r.first !== null
  const use = (key: 'ring' | 'thal', used: boolean) => {
    let n = 0
    let won = 0
    if (r.winner === null) return { n, won }
    for (const d of ['A', 'B'] as const) {
      if (!r.holds[d][key] || (r.byDeck[d][key] > 0) !== used) continue
      n++
      if (r.winner === d) won++
    }
    return { n, won }
  }
  const mixed = (key: 'ring' | 'thal') => r.winner !== null && r.holds.A[key] !== r.holds.B[key]
  const ringUsed = use('ring', true), ringUnused = use('ring', false), thalUsed = use('thal', true), thalUnused = use('thal', false)
  return {
    winA: bit(r.winner === 'A'), winB: bit(r.winner === 'B'), draw: bit(r.winner === null),
    aBegan: bit(r.first === 'A'), bBegan: bit(r.first === 'B'), decided: bit(decided), firstWon: bit(decided && r.winner === r.first),
    aWonABegan: bit(r.winner === 'A' && r.first === 'A'), aWonBBegan: bit(r.winner === 'A' && r.first === 'B'),
    turns: r.turns, actions: r.actions, forcedGame: bit(r.offensives.forced.length > 0),
    vol: r.offensives.voluntary.length, volTurns: sum(r.offensives.voluntary), forced: r.offensives.forced.length, forcedTurns: sum(r.offensives.forced),
    volA: r.byDeck.A.voluntary.length, volTurnsA: sum(r.byDeck.A.voluntary), forcedA: r.byDeck.A.forced.length, forcedTurnsA: sum(r.byDeck.A.forced),
    volB: r.byDeck.B.voluntary.length, volTurnsB: sum(r.byDeck.B.voluntary), forcedB: r.byDeck.B.forced.length, forcedTurnsB: sum(r.byDeck.B.forced),
    mago: r.casts.mago, mentalista: r.casts.mentalista, ring: r.ringThirdCasts, thal: r.thalExtra, arrows: r.arrowsUsed, learnedLost: r.learnedLost, lente: r.lente,
    cRelic: r.counters.relic, cDalma: r.counters.dalma, cEnemy: r.counters.enemy, cSkill: r.counters.skill, cSpell: r.counters.spell, cEquipment: r.counters.equipment,
    counterTurns: r.counterTurns,
    ringMixed: bit(mixed('ring')), ringMixedWon: bit(mixed('ring') && r.holds[r.winner as 'A' | 'B'].ring),
    thalMixed: bit(mixed('thal')), thalMixedWon: bit(mixed('thal') && r.holds[r.winner as 'A' | 'B'].thal),
    ringUsed: ringUsed.n, ringUsedWon: ringUsed.won, ringUnused: ringUnused.n, ringUnusedWon: ringUnused.won,
    thalUsed: thalUsed.n, thalUsedWon: thalUsed.won, thalUnused: thalUnused.n, thalUnusedWon: thalUnused.won,
  }
}

/**
 * How a figure is read:
 * - share: a proportion. Over every game (m = null) or over the games where m = 1; Wilson interval;
 *   a paired comparison over every game is McNemar's. `several` marks a share where one game may
 *   count twice (both decks hold the card): its interval is clustered by game instead.
 * - mean: a per-game mean; t interval, paired t.
 * - ratio: a pooled ratio Σy / Σm, clustered by game.
 */
export type MetricKind = 'share' | 'mean' | 'ratio'
export type MetricGroup = 'result' | 'seat' | 'length' | 'offensives' | 'casts' | 'cards' | 'counters' | 'other'

export type Metric = {
  id: string
  label: string
  kind: MetricKind
  group: MetricGroup
  y: MeasureId
  /** The denominator per game; null: every game counts once. */
  m: MeasureId | null
  /** A share in which one game may count more than once. */
  several?: true
  bounds: Bounds
}

const share = (id: string, label: string, group: MetricGroup, y: MeasureId, m: MeasureId | null = null, several?: true): Metric =>
  ({ id, label, kind: 'share', group, y, m, ...(several ? { several } : {}), bounds: SHARE_BOUNDS })
const mean = (id: string, label: string, group: MetricGroup, y: MeasureId): Metric => ({ id, label, kind: 'mean', group, y, m: null, bounds: COUNT_BOUNDS })
const ratio = (id: string, label: string, group: MetricGroup, y: MeasureId, m: MeasureId): Metric => ({ id, label, kind: 'ratio', group, y, m, bounds: COUNT_BOUNDS })

/** Every figure of a lab report, in the order shown. Labels are the page's and the CLI's words. */
export const METRICS: readonly Metric[] = [
  share('winA', 'Victorias del mazo A', 'result', 'winA'),
  share('winB', 'Victorias del mazo B', 'result', 'winB'),
  share('draws', 'Tablas', 'result', 'draw'),
  share('aBegan', 'Empieza el mazo A (R6.11)', 'seat', 'aBegan'),
  share('winFirst', 'Gana el Master que empieza', 'seat', 'firstWon', 'decided'),
  share('winAWhenABegan', 'Victorias de A cuando empieza A', 'seat', 'aWonABegan', 'aBegan'),
  share('winAWhenBBegan', 'Victorias de A cuando empieza B', 'seat', 'aWonBBegan', 'bBegan'),
  mean('turns', 'Turnos por partida (ambos Masters)', 'length', 'turns'),
  ratio('actionsPerTurn', 'Acciones por turno (razón agrupada: acciones / turnos)', 'length', 'actions', 'turns'),
  share('forcedGame', 'Partidas con ofensiva forzada (R18.2)', 'length', 'forcedGame'),
  mean('voluntary', 'Ofensivas voluntarias por partida', 'offensives', 'vol'),
  ratio('voluntaryTurn', 'Turno de la ofensiva voluntaria (agrupado por partida)', 'offensives', 'volTurns', 'vol'),
  mean('forced', 'Ofensivas forzadas por partida', 'offensives', 'forced'),
  ratio('forcedTurn', 'Turno de la ofensiva forzada (agrupado por partida)', 'offensives', 'forcedTurns', 'forced'),
  mean('voluntaryA', 'Ofensivas voluntarias del mazo A por partida', 'offensives', 'volA'),
  ratio('voluntaryTurnA', 'Turno de la ofensiva voluntaria del mazo A', 'offensives', 'volTurnsA', 'volA'),
  mean('forcedA', 'Ofensivas forzadas del mazo A por partida', 'offensives', 'forcedA'),
  ratio('forcedTurnA', 'Turno de la ofensiva forzada del mazo A', 'offensives', 'forcedTurnsA', 'forcedA'),
  mean('voluntaryB', 'Ofensivas voluntarias del mazo B por partida', 'offensives', 'volB'),
  ratio('voluntaryTurnB', 'Turno de la ofensiva voluntaria del mazo B', 'offensives', 'volTurnsB', 'volB'),
  mean('forcedB', 'Ofensivas forzadas del mazo B por partida', 'offensives', 'forcedB'),
  ratio('forcedTurnB', 'Turno de la ofensiva forzada del mazo B', 'offensives', 'forcedTurnsB', 'forcedB'),
  mean('castsMago', 'Lanzamientos de Magos por partida', 'casts', 'mago'),
  mean('castsMentalista', 'Lanzamientos de Mentalistas por partida', 'casts', 'mentalista'),
  mean('ring', 'Tercer lanzamiento del Anillo Sumador por partida', 'cards', 'ring'),
  mean('thal', 'Activación extra de la Poción de Thal por partida', 'cards', 'thal'),
  share('winRing', 'Victorias del mazo con Anillo frente al que no lo lleva', 'cards', 'ringMixedWon', 'ringMixed'),
  share('winThal', 'Victorias del mazo con Poción de Thal frente al que no la lleva', 'cards', 'thalMixedWon', 'thalMixed'),
  share('winRingUsed', 'Victorias del mazo con Anillo cuando usa el tercer lanzamiento', 'cards', 'ringUsedWon', 'ringUsed', true),
  share('winRingUnused', 'Victorias del mazo con Anillo cuando no lo usa', 'cards', 'ringUnusedWon', 'ringUnused', true),
  share('winThalUsed', 'Victorias del mazo con Poción de Thal cuando usa la activación extra', 'cards', 'thalUsedWon', 'thalUsed', true),
  share('winThalUnused', 'Victorias del mazo con Poción de Thal cuando no la usa', 'cards', 'thalUnusedWon', 'thalUnused', true),
  ratio('cRelic', 'Contadores al final del turno: reliquia (acciones de Master)', 'counters', 'cRelic', 'counterTurns'),
  ratio('cDalma', 'Contadores al final del turno: Dalmas (marcadores de acción)', 'counters', 'cDalma', 'counterTurns'),
  ratio('cEnemy', 'Contadores al final del turno: enemigos (marcadores y daño)', 'counters', 'cEnemy', 'counterTurns'),
  ratio('cSkill', 'Contadores al final del turno: habilidades', 'counters', 'cSkill', 'counterTurns'),
  ratio('cSpell', 'Contadores al final del turno: hechizos', 'counters', 'cSpell', 'counterTurns'),
  ratio('cEquipment', 'Contadores al final del turno: equipo', 'counters', 'cEquipment', 'counterTurns'),
  mean('arrows', 'Unidades de Flechas perforadoras usadas por partida', 'other', 'arrows'),
  mean('learnedLost', 'Cartas aprendidas perdidas al morir Dalmas, por partida', 'other', 'learnedLost'),
  mean('lente', 'Activaciones de la Lente de Visión Precisa por partida', 'other', 'lente'),
]

export const METRIC_BY_ID: ReadonlyMap<string, Metric> = new Map(METRICS.map((m) => [m.id, m]))
