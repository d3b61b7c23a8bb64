'use client'
// "How does my deck open?": many goldfish games (RUL-13) of the deck, played in Web Workers, with
// the exact odds beside the simulated ones, charts with their tables, a card picker for "at least
// k copies", and the result as JSON. Game 0 of a seed is the game the table above deals for it.
import { lazy, startTransition, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { z } from 'zod'
import { makeCatalogue, type Card, type Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { parseSeed, prepareDeck } from '@/lib/engine'
import {
  DEFAULT_POLICY, deckSignature, describeReportError, LIMITS, summarizeBatch, trackedFigures,
  type BatchAccumulator, type BatchReport, type PackedHands, type TypeTallies,
} from '@/lib/sim'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'
import { useHydrated } from '@/app/_components/useHydrated'
import { CardPicker, type PickerOption } from './CardPicker'
import { useGoldfishBatch, type BatchRequest } from './useGoldfishBatch'
import { exportFileName, formatCount, formatNumber } from './view'
import styles from './batch.module.css'

// The charts (and recharts with them) load only once a batch starts, in their own chunk.
const loadCharts = () => import('./BatchCharts')
const CompositionFigure = lazy(() => loadCharts().then((m) => ({ default: m.CompositionFigure })))
const AtLeastFigure = lazy(() => loadCharts().then((m) => ({ default: m.AtLeastFigure })))
const MoneyFigure = lazy(() => loadCharts().then((m) => ({ default: m.MoneyFigure })))
const DalmasFigure = lazy(() => loadCharts().then((m) => ({ default: m.DalmasFigure })))
const LearnedFigure = lazy(() => loadCharts().then((m) => ({ default: m.LearnedFigure })))
const ExhaustionFigure = lazy(() => loadCharts().then((m) => ({ default: m.ExhaustionFigure })))
const CHART_COUNT = 6

/**
 * How many of the results' charts to draw: one more per task, each step a transition, so drawing
 * them never makes one long task and React yields to scrolling, typing or a cancel in between.
 */
function useStaggered(total: number): number {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (shown >= total) return
    const handle = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0)
    return () => clearTimeout(handle)
  }, [shown, total])
  return shown
}

/** Chart `index` once its turn has come, with a placeholder of its size before. */
function Staggered({ index, shown, children }: { index: number; shown: number; children: ReactNode }) {
  const placeholder = <p className={styles.chartPending}>Dibujando el gráfico…</p>
  return index < shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder
}

export const DEFAULT_GAMES = 2000
export const DEFAULT_TURNS = 5
export const LONG_RUN_TURNS = 40
const MAX_PANEL_GAMES = 100_000

const formSchema = z.object({
  games: z.coerce.number('Escribe un número.').int('Ha de ser un número entero.').min(1, 'Al menos 1 partida.')
    .max(MAX_PANEL_GAMES, `Como mucho ${formatCount(MAX_PANEL_GAMES)} partidas.`),
  turns: z.coerce.number('Escribe un número.').int('Ha de ser un número entero.').min(1, 'Al menos 1 turno.')
    .max(LIMITS.maxTurns, `Como mucho ${LIMITS.maxTurns} turnos.`),
  seed: z.string().trim().min(1, 'Escribe una semilla (un número o cualquier texto).'),
})
type FormErrors = Partial<Record<'games' | 'turns' | 'seed', string>>

export function BatchPanel({
  deck, catalogueCards, defaultSeed, catalogueVersion = 'probar',
}: {
  deck: Deck
  catalogueCards: readonly Card[]
  defaultSeed: number
  catalogueVersion?: string
}) {
  const id = useId()
  const [gamesText, setGamesText] = useState(String(DEFAULT_GAMES))
  const [turnsText, setTurnsText] = useState(String(DEFAULT_TURNS))
  const [seedText, setSeedText] = useState(String(defaultSeed))
  const [errors, setErrors] = useState<FormErrors>({})
  const { state, run, cancel, reset } = useGoldfishBatch()
  // Nothing typed before hydration may be lost: the fields wait for React (useHydrated says why).
  const hydrated = useHydrated()
  const catalogue = useMemo(() => makeCatalogue(catalogueCards, catalogueVersion), [catalogueCards, catalogueVersion])
  const signature = useMemo(() => deckSignature(deck), [deck])

  // The table's seed follows the page; results of another deck are dropped.
  useEffect(() => setSeedText(String(defaultSeed)), [defaultSeed])
  useEffect(() => reset(), [signature, reset])

  const start = (turnsOverride?: number) => {
    const parsed = formSchema.safeParse({ games: gamesText, turns: turnsOverride ?? turnsText, seed: seedText })
    if (!parsed.success) {
      const next: FormErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if ((field === 'games' || field === 'turns' || field === 'seed') && next[field] === undefined) next[field] = issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    const request: BatchRequest = {
      // Only the Deck fields cross to the worker (a pasted list also carries what its reading found).
      deck: {
        ...(deck.name ? { name: deck.name } : {}), relicId: deck.relicId, startingDalmaId: deck.startingDalmaId,
        entries: deck.entries.filter((e) => e.count > 0).map((e) => ({ cardId: e.cardId, count: e.count })),
      },
      cards: catalogueCards, catalogueVersion, policy: DEFAULT_POLICY.name,
      games: parsed.data.games, turns: parsed.data.turns, seed: parseSeed(parsed.data.seed),
    }
    void loadCharts() // fetched while the games play
    run(request)
  }

  const running = state.status === 'running'
  const done = state.status === 'running' || state.status === 'cancelled' ? state.done : state.status === 'done' ? state.request.games : 0
  const total = state.status === 'idle' ? 0 : state.request.games
  const statusText =
    state.status === 'running' ? `Simulando: ${formatCount(state.done)} de ${formatCount(state.total)} partidas${state.workers > 1 ? ` en ${state.workers} hilos` : ''}…`
    : state.status === 'done' ? `Listo: ${formatCount(state.request.games)} partidas de ${state.request.turns} turnos en ${formatNumber(state.elapsedMs / 1000, 1)} s.`
    : state.status === 'cancelled' ? `Cancelado tras ${formatCount(state.done)} de ${formatCount(state.total)} partidas.`
    : state.status === 'error' ? `No se pudo simular: ${state.message}`
    : ''

  const fieldProps = (field: keyof FormErrors) => ({
    'aria-invalid': errors[field] !== undefined ? true : undefined,
    'aria-describedby': errors[field] !== undefined ? `${id}-${field}-error` : undefined,
    disabled: !hydrated,
  })

  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.title}>Estadísticas de muchas partidas</h2>
      <p className={styles.intro}>
        Juega muchas partidas en solitario (<RuleLink id="RUL-13" />) con la política por defecto y cuenta cómo abre el mazo: la mano
        inicial (<RuleLink id="R6.6" />) y la que queda tras el reemplazo inicial (<RuleLink id="R6.7" />), con el valor exacto junto al
        simulado, el dinero, los Dalmas activos y lo aprendido en cada turno, y cuándo se agota (<RuleLink id="R18.1" />). La partida 0
        de una semilla es la misma que se reparte en la mesa con esa semilla.
      </p>

      <form className={styles.form} onSubmit={(e) => { e.preventDefault(); start() }} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-games`}>Partidas</label>
          <input id={`${id}-games`} type="number" inputMode="numeric" min={1} max={MAX_PANEL_GAMES} step={1} value={gamesText}
            onChange={(e) => setGamesText(e.target.value)} {...fieldProps('games')} />
          {errors.games && <p id={`${id}-games-error`} className={styles.error}>{errors.games}</p>}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-turns`}>Turnos</label>
          <input id={`${id}-turns`} type="number" inputMode="numeric" min={1} max={LIMITS.maxTurns} step={1} value={turnsText}
            onChange={(e) => setTurnsText(e.target.value)} {...fieldProps('turns')} />
          {errors.turns && <p id={`${id}-turns-error`} className={styles.error}>{errors.turns}</p>}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-seed`}>Semilla</label>
          <input id={`${id}-seed`} type="text" value={seedText} onChange={(e) => setSeedText(e.target.value)} spellCheck={false} {...fieldProps('seed')} />
          {errors.seed && <p id={`${id}-seed-error`} className={styles.error}>{errors.seed}</p>}
        </div>
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={!hydrated || running}>Ejecutar</button>
          <button type="button" className="button button--secondary" disabled={!hydrated || running} onClick={() => start(LONG_RUN_TURNS)}
            title="Las mismas partidas, jugadas 40 turnos para ver cuándo se agota el mazo">
            Tirada larga: {LONG_RUN_TURNS} turnos
          </button>
          <button type="button" className="button button--secondary" disabled={!running} onClick={cancel}>Cancelar</button>
        </div>
      </form>

      {state.status !== 'idle' && (
        <div className={styles.progressRow}>
          <div
            role="progressbar"
            aria-label="Partidas simuladas"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={`${formatCount(done)} de ${formatCount(total)} partidas`}
            className={styles.progress}
          >
            <div className={styles.progressFill} style={{ transform: `scaleX(${total === 0 ? 0 : done / total})` }} />
          </div>
        </div>
      )}
      <p role="status" className={state.status === 'error' ? styles.error : styles.status}>{statusText}</p>

      {state.status === 'done' && (
        <Results key={`${state.request.seed}-${state.request.games}-${state.request.turns}`} request={state.request} accumulator={state.accumulator}
          hands={state.hands} typeTallies={state.typeTallies} catalogue={catalogue} />
      )}
    </section>
  )
}

function Results({ request, accumulator, hands, typeTallies, catalogue }: {
  request: BatchRequest
  /** Without hands: the workers sent them packed (`hands`) with their by-type tallies. */
  accumulator: BatchAccumulator
  hands: readonly PackedHands[]
  typeTallies: TypeTallies
  catalogue: Catalogue
}) {
  const id = useId()
  const shown = useStaggered(CHART_COUNT)
  const context = useMemo(() => ({ deck: request.deck, catalogue, hands, typeTallies }), [request.deck, catalogue, hands, typeTallies])
  const summary = useMemo(() => summarizeBatch(accumulator, context), [accumulator, context])
  const options = useMemo<PickerOption[]>(() => {
    // The cards that get shuffled (R6.5): the starting Dalma and its two cards are already out (R6.2, R6.3).
    const prepared = prepareDeck(request.deck, catalogue)
    if (!prepared.ok) return []
    const counts = new Map<string, number>()
    for (const cardId of prepared.value.rest) counts.set(cardId, (counts.get(cardId) ?? 0) + 1)
    return [...counts].flatMap(([cardId, copies]) => {
      const card = catalogue.byId.get(cardId)
      return card === undefined ? [] : [{ cardId, name: card.name, type: card.type, copies }]
    }).sort((a, b) => a.name.localeCompare(b.name, 'es'))
  }, [request.deck, catalogue])
  const [selected, setSelected] = useState<string[]>(() => {
    const most = options.reduce<PickerOption | null>((best, o) => (best === null || o.copies > best.copies ? o : best), null)
    return most === null ? [] : [most.cardId]
  })
  const [k, setK] = useState(1)
  const picked = useMemo(() => (selected.length === 0 ? null : trackedFigures(accumulator, context, selected)), [accumulator, context, selected])

  if (!summary.ok) return <p className={styles.error}>{describeReportError(summary.error)}</p>
  const report: BatchReport = summary.value
  const names = options.filter((o) => selected.includes(o.cardId)).map((o) => o.name).join(' o ')

  const exportJson = () => {
    const data = { ...report, openingHand: { ...report.openingHand, tracked: picked?.ok ? [picked.value] : [] }, pickedK: k }
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = exportFileName(report, request.deck.name)
    document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <section className={styles.results} aria-labelledby={`${id}-resultados`}>
      <h3 id={`${id}-resultados`} className={styles.resultsTitle}>
        Resultados: {formatCount(report.games)} partidas, {report.turns} turnos, semilla {report.seed}
      </h3>
      <p className={styles.muted}>
        Se barajan {report.deck.shuffled} de las {report.deck.cards} cartas: el Dalma inicial y sus dos cartas se apartan antes
        (<RuleLink id="R6.2" />, <RuleLink id="R6.3" />). Cada valor simulado lleva su margen al 95 %.
      </p>
      <details className={styles.policy}>
        <summary>Cómo juega la política «{report.policy.name}»</summary>
        <p>{report.policy.description}</p>
      </details>
      <p>
        <button type="button" className="button button--secondary" onClick={exportJson}>Exportar JSON</button>
      </p>

      <h4 className={styles.sectionTitle}>Composición de la mano por tipo</h4>
      <Staggered index={0} shown={shown}><CompositionFigure report={report} /></Staggered>

      <h4 className={styles.sectionTitle}>¿Al menos k copias de unas cartas?</h4>
      {options.length === 0 ? <p>El mazo barajado no tiene cartas.</p> : (
        <CardPicker options={options} selected={selected} onSelectedChange={setSelected} k={k} onKChange={setK} />
      )}
      {picked !== null && (picked.ok
        ? <Staggered index={1} shown={shown}><AtLeastFigure row={picked.value} k={k} names={names} /></Staggered>
        : <p className={styles.error}>{describeReportError(picked.error)}</p>)}

      <h4 className={styles.sectionTitle}>Dinero por turno</h4>
      <Staggered index={2} shown={shown}><MoneyFigure report={report} /></Staggered>

      <h4 className={styles.sectionTitle}>Dalmas activos</h4>
      <Staggered index={3} shown={shown}><DalmasFigure report={report} /></Staggered>

      <h4 className={styles.sectionTitle}>Hechizos y habilidades aprendidos</h4>
      <Staggered index={4} shown={shown}><LearnedFigure report={report} /></Staggered>

      <h4 className={styles.sectionTitle}>Agotamiento</h4>
      <Staggered index={5} shown={shown}><ExhaustionFigure report={report} /></Staggered>
    </section>
  )
}
