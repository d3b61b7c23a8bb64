'use client'
// The batch's charts. Each is a picture for sighted readers (hidden from assistive technology)
// inside a figure whose caption says what it shows and the main finding in words, followed by a
// collapsible table with every number, so nothing is only in the picture.
import { useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
import {
  Area, Bar, BarChart, CartesianGrid, ComposedChart, ErrorBar, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from 'recharts'
import type { BatchReport, TrackedRow } from '@/lib/sim'
import {
  atLeastRows, compositionRows, dalmaRows, exhaustionRows, formatCount, formatGold, formatGoldMean, formatMean, formatNumber,
  formatPercent, formatShare, learnedRows, moneyRows, MOMENT_LABELS, type Moment,
} from './view'
import styles from './batch.module.css'

const INK = '#5a5046'
const GRID = '#e6ddcc'
const EXACT = '#1d4f91'
const SIMULATED = '#8a4b08'
const EXACT_AFTER = '#7d9fd1'
const SIMULATED_AFTER = '#d39a55'
const SERIES = ['#1d4f91', '#8a4b08', '#2e6b2e', '#8a2f6b']
const INITIAL = { width: 480, height: 240 }
const tick = { fill: INK, fontSize: 12 }
// Shared by every per-turn chart (spread as props: recharts reads its children's own types).
const turnAxis = { dataKey: 'turn', tick, height: 36, label: { value: 'Turno', position: 'insideBottomRight' as const, offset: -2, fill: INK, fontSize: 12 } }
const CHART_MARGIN = { top: 8, right: 16, bottom: 4, left: 0 }
const legendStyle = { fontSize: 12, color: INK }
// Legend text in ink, not in the (sometimes pale) series colour, so every label stays readable.
const legendText = (value: string) => <span style={{ color: INK }}>{value}</span>
const percentTick = (v: number) => `${formatNumber(v, 0)} %`

function Figure({ id, caption, table, children, height = 240 }: { id: string; caption: ReactNode; table: ReactNode; children: ReactElement; height?: number }) {
  // The chart is drawn at its box's measured width from the start: with a guessed size, recharts
  // draws it once at the guess and again when its ResizeObserver reports the real width.
  const box = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useLayoutEffect(() => {
    const width = box.current?.getBoundingClientRect().width
    setSize({ width: width === undefined || width === 0 ? INITIAL.width : Math.round(width), height })
  }, [height])
  return (
    <figure className={styles.figure} id={id}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <div aria-hidden="true" className={styles.chart}>
        <div ref={box} style={{ width: '100%', minHeight: height }}>
          {size !== null && (
            <ResponsiveContainer width="100%" height={height} initialDimension={size}>
              {children}
            </ResponsiveContainer>
          )}
        </div>
      </div>
      <details className={styles.data}>
        <summary>Ver los datos en una tabla</summary>
        <div className="table-wrap">{table}</div>
      </details>
    </figure>
  )
}

// ---- opening hand by type ---------------------------------------------------------------------

export function CompositionFigure({ report }: { report: BatchReport }) {
  const [moment, setMoment] = useState<Moment>('opening')
  const rows = compositionRows(report, moment)
  const dalma = report.openingHand.anyDalma
  const name = 'momento-composicion'
  return (
    <>
      <fieldset className={styles.toggle}>
        <legend>Mostrar en el gráfico</legend>
        {(['opening', 'afterReplacement'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name={name} value={m} checked={moment === m} onChange={() => setMoment(m)} /> {MOMENT_LABELS[m]}
          </label>
        ))}
      </fieldset>
      <Figure
        id="composicion"
        height={Math.max(200, 28 * rows.length + 50)}
        caption={
          <>
            <strong>Cartas de cada tipo en la mano ({MOMENT_LABELS[moment].toLowerCase()}):</strong> media exacta frente a la simulada
            (la barra fina es su margen al 95 %). Algún Dalma en la mano inicial: {formatPercent(dalma.opening.exact)} exacto,{' '}
            {formatShare(dalma.opening.simulated)} simulado; tras el reemplazo: {formatPercent(dalma.afterReplacement.exact)} exacto,{' '}
            {formatShare(dalma.afterReplacement.simulated)} simulado.
          </>
        }
        table={
          <>
            {(['opening', 'afterReplacement'] as const).map((m) => (
              <table key={m} className="data-table">
                <caption>{MOMENT_LABELS[m]}: cartas de cada tipo</caption>
                <thead>
                  <tr>
                    <th scope="col">Tipo</th>
                    <th scope="col" className="num">Copias barajadas</th>
                    <th scope="col" className="num">Media exacta</th>
                    <th scope="col" className="num">Media simulada</th>
                    <th scope="col" className="num">P(al menos 1) exacta</th>
                    <th scope="col" className="num">P(al menos 1) simulada</th>
                  </tr>
                </thead>
                <tbody>
                  {compositionRows(report, m).map((r) => (
                    <tr key={r.type}>
                      <th scope="row">{r.label}</th>
                      <td className="num">{r.copies}</td>
                      <td className="num">{formatNumber(r.exact)}</td>
                      <td className="num">{formatMean(r.simulated, r.margin)}</td>
                      <td className="num">{formatPercent(r.atLeastOneExact)}</td>
                      <td className="num">{formatShare(r.atLeastOne)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </>
        }
      >
        <BarChart data={rows.map((r) => ({ ...r, error: r.margin ?? 0 }))} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} stroke={GRID} />
          <XAxis type="number" tick={tick} />
          <YAxis type="category" dataKey="label" width={100} tick={tick} interval={0} />
          <Legend wrapperStyle={legendStyle} formatter={legendText} />
          <Bar dataKey="exact" name="Exacta" fill={EXACT} isAnimationActive={false} />
          <Bar dataKey="simulated" name="Simulada" fill={SIMULATED} isAnimationActive={false}>
            <ErrorBar dataKey="error" width={3} stroke={INK} direction="x" />
          </Bar>
        </BarChart>
      </Figure>
    </>
  )
}

// ---- at least k of the chosen cards -----------------------------------------------------------

export function AtLeastFigure({ row, k, names }: { row: TrackedRow; k: number; names: string }) {
  const rows = atLeastRows(row)
  const chosen = rows.find((r) => r.k === k) ?? rows[0]
  return (
    <Figure
      id="al-menos"
      caption={
        <>
          <strong>Al menos {k} {k === 1 ? 'copia' : 'copias'} de {names}</strong> ({row.copies} en el mazo barajado):{' '}
          {chosen === undefined || chosen.k !== k ? (
            <>imposible, el mazo no tiene tantas.</>
          ) : (
            <>
              en la mano inicial {formatPercent(chosen.opening.exact)} exacto y {formatShare(chosen.opening.simulated)} simulado; tras
              el reemplazo {formatPercent(chosen.after.exact)} exacto y {formatShare(chosen.after.simulated)} simulado.
            </>
          )}{' '}
          El gráfico muestra cada k (en %), con el intervalo al 95 % sobre las barras simuladas.
        </>
      }
      table={
        <table className="data-table">
          <caption>Probabilidad de tener al menos k copias de {names}</caption>
          <thead>
            <tr>
              <th scope="col">k</th>
              <th scope="col" className="num">Mano inicial, exacta</th>
              <th scope="col" className="num">Mano inicial, simulada</th>
              <th scope="col" className="num">Tras el reemplazo, exacta</th>
              <th scope="col" className="num">Tras el reemplazo, simulada</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.k} aria-current={r.k === k ? 'true' : undefined}>
                <th scope="row">Al menos {r.k}</th>
                <td className="num">{formatPercent(r.opening.exact)}</td>
                <td className="num">{formatShare(r.opening.simulated)}</td>
                <td className="num">{formatPercent(r.after.exact)}</td>
                <td className="num">{formatShare(r.after.simulated)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={tick} />
        <YAxis tick={tick} width={52} tickFormatter={percentTick} domain={[0, 'auto']} />
        <Legend wrapperStyle={legendStyle} formatter={legendText} />
        <Bar dataKey="openingExact" name="Inicial, exacta" fill={EXACT} isAnimationActive={false} />
        <Bar dataKey="openingSimulated" name="Inicial, simulada" fill={SIMULATED} isAnimationActive={false}>
          <ErrorBar dataKey="openingError" width={3} stroke={INK} />
        </Bar>
        <Bar dataKey="afterExact" name="Tras reemplazo, exacta" fill={EXACT_AFTER} isAnimationActive={false} />
        <Bar dataKey="afterSimulated" name="Tras reemplazo, simulada" fill={SIMULATED_AFTER} isAnimationActive={false}>
          <ErrorBar dataKey="afterError" width={3} stroke={INK} />
        </Bar>
      </BarChart>
    </Figure>
  )
}

// ---- money per turn ---------------------------------------------------------------------------

export function MoneyFigure({ report }: { report: BatchReport }) {
  const rows = moneyRows(report)
  const last = rows.filter((r) => r.games > 0).at(-1)
  return (
    <Figure
      id="dinero"
      caption={
        <>
          <strong>Dinero por turno, en oros:</strong> media al empezar la Fase Principal (tras el Cobro), con la franja del 10 % al 90 %
          de las partidas, y media al acabar el turno.
          {last !== undefined && (
            <> En el turno {last.turn} se empieza con {formatGoldMean(last.availableSummary)} oros de media y se acaba con{' '}
              {formatGoldMean(last.leftSummary)}.</>
          )}
        </>
      }
      table={
        <table className="data-table">
          <caption>Dinero por turno (oros)</caption>
          <thead>
            <tr>
              <th scope="col">Turno</th>
              <th scope="col" className="num">Partidas</th>
              <th scope="col" className="num">Al empezar (media)</th>
              <th scope="col" className="num">Percentil 10</th>
              <th scope="col" className="num">Mediana</th>
              <th scope="col" className="num">Percentil 90</th>
              <th scope="col" className="num">Al acabar (media)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.turn}>
                <th scope="row">{r.turn}</th>
                <td className="num">{formatCount(r.games)}</td>
                <td className="num">{formatGoldMean(r.availableSummary)}</td>
                <td className="num">{formatGold(r.availableSummary.p10)}</td>
                <td className="num">{formatGold(r.availableSummary.median)}</td>
                <td className="num">{formatGold(r.availableSummary.p90)}</td>
                <td className="num">{formatGoldMean(r.leftSummary)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ComposedChart data={rows} accessibilityLayer={false} margin={CHART_MARGIN}>
        <CartesianGrid stroke={GRID} />
        <XAxis {...turnAxis} />
        <YAxis tick={tick} width={40} />
        <Legend wrapperStyle={legendStyle} formatter={legendText} />
        <Area dataKey="band" name="Al empezar, 10 %–90 %" fill={EXACT_AFTER} fillOpacity={0.3} stroke="none" isAnimationActive={false} />
        <Line dataKey="available" name="Al empezar (media)" stroke={EXACT} strokeWidth={2} dot={rows.length <= 12} isAnimationActive={false} />
        <Line dataKey="left" name="Al acabar (media)" stroke={SIMULATED} strokeWidth={2} strokeDasharray="5 3" dot={rows.length <= 12} isAnimationActive={false} />
        <Tooltip formatter={(v) => (Array.isArray(v) ? v.map((x) => formatNumber(Number(x), 1)).join('–') : formatNumber(Number(v), 1))} />
      </ComposedChart>
    </Figure>
  )
}

// ---- active Dalmas ----------------------------------------------------------------------------

export function DalmasFigure({ report }: { report: BatchReport }) {
  if (report.dalmas.length === 0) return <p>El mazo no tiene más Dalmas que el inicial.</p>
  const rows = dalmaRows(report)
  const second = report.dalmas[0]
  return (
    <Figure
      id="dalmas"
      caption={
        <>
          <strong>Partidas con al menos k Dalmas activos al acabar cada turno</strong> (en %; el Dalma inicial está activo desde la
          preparación).{' '}
          {second !== undefined && (
            <>El {second.k}.º Dalma se activa en {formatShare(second.reached)} de las partidas, de media en el turno{' '}
              {formatMean(second.turn.mean, second.turn.margin, 1)}.</>
          )}
        </>
      }
      table={
        <table className="data-table">
          <caption>Turno en que hay k Dalmas activos</caption>
          <thead>
            <tr>
              <th scope="col">Dalmas activos</th>
              <th scope="col" className="num">Partidas que lo logran</th>
              <th scope="col" className="num">Turno medio</th>
              <th scope="col" className="num">Mediana</th>
              <th scope="col" className="num">Sin lograrlo en {report.turns} turnos</th>
            </tr>
          </thead>
          <tbody>
            {report.dalmas.map((d) => (
              <tr key={d.k}>
                <th scope="row">{d.k} o más</th>
                <td className="num">{formatShare(d.reached)}</td>
                <td className="num">{formatMean(d.turn.mean, d.turn.margin, 1)}</td>
                <td className="num">{formatNumber(d.turn.median, 0)}</td>
                <td className="num">{formatCount(d.censored)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <LineChart data={rows} accessibilityLayer={false} margin={CHART_MARGIN}>
        <CartesianGrid stroke={GRID} />
        <XAxis {...turnAxis} />
        <YAxis tick={tick} width={52} tickFormatter={percentTick} domain={[0, 100]} />
        <Legend wrapperStyle={legendStyle} formatter={legendText} />
        {report.dalmas.map((d, i) => (
          <Line key={d.k} dataKey={`dalma${d.k}`} name={`${d.k} o más`} stroke={SERIES[i % SERIES.length]} strokeWidth={2} dot={rows.length <= 12} isAnimationActive={false} />
        ))}
      </LineChart>
    </Figure>
  )
}

// ---- learned spells and skills ----------------------------------------------------------------

export function LearnedFigure({ report }: { report: BatchReport }) {
  const rows = learnedRows(report)
  const lastPlayed = report.perTurn.filter((t) => t.games > 0).at(-1)?.turn
  const last = rows.find((r) => r.turn === lastPlayed)
  return (
    <Figure
      id="aprendidas"
      caption={
        <>
          <strong>Hechizos y habilidades aprendidos hasta cada turno</strong> (media acumulada; las dos cartas del Dalma inicial se
          conocen desde la preparación y no cuentan).
          {last !== undefined && <> Al acabar el turno {last.turn}: {formatMean(last.spells, last.spellsMargin)} hechizos y {formatMean(last.skills, last.skillsMargin)} habilidades.</>}
        </>
      }
      table={
        <table className="data-table">
          <caption>Aprendidos hasta cada turno (media)</caption>
          <thead>
            <tr>
              <th scope="col">Turno</th>
              <th scope="col" className="num">Hechizos</th>
              <th scope="col" className="num">Habilidades</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.turn}>
                <th scope="row">{r.turn}</th>
                <td className="num">{formatMean(r.spells, r.spellsMargin)}</td>
                <td className="num">{formatMean(r.skills, r.skillsMargin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <LineChart data={rows} accessibilityLayer={false} margin={CHART_MARGIN}>
        <CartesianGrid stroke={GRID} />
        <XAxis {...turnAxis} />
        <YAxis tick={tick} width={40} allowDecimals />
        <Legend wrapperStyle={legendStyle} formatter={legendText} />
        <Line dataKey="spells" name="Hechizos" stroke={EXACT} strokeWidth={2} dot={rows.length <= 12} isAnimationActive={false} />
        <Line dataKey="skills" name="Habilidades" stroke={SERIES[2]} strokeWidth={2} strokeDasharray="5 3" dot={rows.length <= 12} isAnimationActive={false} />
      </LineChart>
    </Figure>
  )
}

// ---- exhaustion -------------------------------------------------------------------------------

export function ExhaustionFigure({ report }: { report: BatchReport }) {
  const ex = report.exhaustion
  const rows = exhaustionRows(report)
  const summary = (
    <>
      {formatCount(ex.exhausted.successes)} de {formatCount(ex.games)} partidas ({formatShare(ex.exhausted)}) se quedan sin acción de Master
      posible y van a por la reliquia forzosamente en {ex.turns} turnos; {formatCount(ex.censored)} no se agotan (censuradas).
    </>
  )
  if (rows.length === 0) {
    return (
      <p>
        {summary} Para ver cuándo se agota el mazo, usa la tirada larga de 40 turnos.
      </p>
    )
  }
  return (
    <Figure
      id="agotamiento"
      caption={
        <>
          <strong>Turno de agotamiento:</strong> {summary} Turno medio de las agotadas: {formatMean(ex.mean, ex.turn.margin)} (mediana{' '}
          {formatNumber(ex.turn.median, 0)}, de {formatNumber(ex.turn.min, 0)} a {formatNumber(ex.turn.max, 0)})
          {ex.censored > 0 && <>; contando las censuradas como {ex.turns}, {formatNumber(ex.restrictedMean, 1)}</>}.
        </>
      }
      table={
        <table className="data-table">
          <caption>Partidas agotadas en cada turno</caption>
          <thead>
            <tr>
              <th scope="col">Turno</th>
              <th scope="col" className="num">Partidas</th>
              <th scope="col" className="num">Porcentaje</th>
            </tr>
          </thead>
          <tbody>
            {rows.filter((r) => r.games > 0).map((r) => (
              <tr key={r.turn}>
                <th scope="row">{r.turn}</th>
                <td className="num">{formatCount(r.games)}</td>
                <td className="num">{formatPercent(r.share)}</td>
              </tr>
            ))}
          </tbody>
          {ex.censored > 0 && (
            <tfoot>
              <tr>
                <th scope="row">Sin agotar en {ex.turns}</th>
                <td className="num">{formatCount(ex.censored)}</td>
                <td className="num">{formatPercent(ex.games === 0 ? null : ex.censored / ex.games)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      }
    >
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis {...turnAxis} />
        <YAxis tick={tick} width={40} allowDecimals={false} />
        <Bar dataKey="games" name="Partidas agotadas" fill={SIMULATED} isAnimationActive={false} />
      </BarChart>
    </Figure>
  )
}
