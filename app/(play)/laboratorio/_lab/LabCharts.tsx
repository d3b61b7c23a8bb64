'use client'
// The lab's charts, loaded only when a run has results (recharts stays out of the first load). One
// axis per unit: win rates on 0–100 %, each per-game mean on its own axis from 0, the sweep's win
// rates against the swept value. Every interval is drawn as an error bar; every chart is hidden from
// assistive technology and followed by a table with every number.
import type { ReactElement, ReactNode } from 'react'
import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { Estimate } from '@/lib/sim/inference'
import type { ArmReport, SweepReport } from '@/lib/sim/lab-report'
import { numCi, pctCi, shortDeckNames } from '@/lib/sim/lab-words'
import styles from './lab.module.css'
import { metricLabel } from './rows'

const INK = '#5a5046'
const tick = { fill: INK, fontSize: 12 }
const COLOURS = ['#1d4f91', '#8a4b08', '#1f6b3a']

type Series = { label: string; arm: ArmReport }

function Figure({ caption, table, children, height = 240 }: { caption: ReactNode; table: ReactNode; children: ReactElement; height?: number }) {
  return (
    <figure className={styles.figure}>
      <figcaption><strong>{caption}</strong></figcaption>
      <div aria-hidden="true" style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>{children}</ResponsiveContainer>
      </div>
      <div className="table-wrap">{table}</div>
    </figure>
  )
}

/** Value and error-bar lengths of an estimate, scaled (×100 for shares). */
const bar = (e: Estimate, scale: number): { v: number; e: [number, number] } => {
  if (e.estimate === null) return { v: 0, e: [0, 0] }
  const v = scale * e.estimate
  return { v, e: e.ci95 === null ? [0, 0] : [v - scale * e.ci95[0], scale * e.ci95[1] - v] }
}

export function WinChart({ series, names }: { series: Series[]; names: { A: string; B: string } }) {
  const rows = [
    { key: `Gana ${names.A}`, get: (a: ArmReport) => a.winRate.A },
    { key: `Gana ${names.B}`, get: (a: ArmReport) => a.winRate.B },
    { key: 'Tablas', get: (a: ArmReport) => ({ estimate: a.games === 0 ? null : a.draws / a.games, ci95: null }) },
  ]
  const data = rows.map((row) => {
    const out: Record<string, unknown> = { key: row.key }
    series.forEach((s, j) => { const b = bar(row.get(s.arm), 100); out[`v${j}`] = b.v; out[`e${j}`] = b.e })
    return out
  })
  return (
    <Figure
      caption="Victorias (%, con su intervalo de Wilson al 95 %)"
      table={
        <table className="data-table">
          <caption>Victorias por mazo</caption>
          <thead><tr><th scope="col">Quién</th>{series.map((s) => <th key={s.label} scope="col" className="num">{s.label}</th>)}</tr></thead>
          <tbody>{rows.map((row) => <tr key={row.key}><th scope="row">{row.key}</th>{series.map((s) => <td key={s.label} className="num">{pctCi(row.get(s.arm))}</td>)}</tr>)}</tbody>
        </table>
      }
    >
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid stroke="#e6ddcc" vertical={false} />
        <XAxis dataKey="key" tick={tick} interval={0} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={tick} unit=" %" width={52} />
        <Legend />
        {series.map((s, j) => (
          <Bar key={s.label} dataKey={`v${j}`} name={s.label} fill={COLOURS[j]} isAnimationActive={false}>
            <ErrorBar isAnimationActive={false} dataKey={`e${j}`} stroke={INK} />
          </Bar>
        ))}
      </BarChart>
    </Figure>
  )
}

/** Per-game means that share a unit, one chart each: never turns and casts on one axis. */
const MEAN_GROUPS: { title: string; unit: string; ids: string[] }[] = [
  { title: 'Turnos por partida (ambos Masters)', unit: 'turnos', ids: ['turns'] },
  { title: 'Ofensivas por partida', unit: 'ofensivas', ids: ['voluntary', 'forced'] },
  { title: 'Lanzamientos de hechizos por partida', unit: 'lanzamientos', ids: ['castsMago', 'castsMentalista'] },
]

export function MeansCharts({ series }: { series: Series[] }) {
  return (
    <>
      {MEAN_GROUPS.map((g) => {
        const figure = (a: ArmReport, id: string): Estimate => a.figures.find((f) => f.id === id) ?? { estimate: null, ci95: null }
        const data = g.ids.map((id) => {
          const out: Record<string, unknown> = { key: metricLabel(id).replace(/ por partida.*$/, '') }
          series.forEach((s, j) => { const b = bar(figure(s.arm, id), 1); out[`v${j}`] = b.v; out[`e${j}`] = b.e })
          return out
        })
        return (
          <Figure
            key={g.title}
            height={90 + 50 * g.ids.length * series.length}
            caption={`${g.title} (media con su intervalo t al 95 %; eje desde 0)`}
            table={
              <table className="data-table">
                <caption>{g.title}</caption>
                <thead><tr><th scope="col">Medida</th>{series.map((s) => <th key={s.label} scope="col" className="num">{s.label}</th>)}</tr></thead>
                <tbody>{g.ids.map((id) => <tr key={id}><th scope="row">{metricLabel(id)}</th>{series.map((s) => <td key={s.label} className="num">{numCi(figure(s.arm, id))}</td>)}</tr>)}</tbody>
              </table>
            }
          >
            <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
              <CartesianGrid stroke="#e6ddcc" horizontal={false} />
              <XAxis type="number" domain={[0, 'auto']} allowDataOverflow={false} tick={tick} unit={` ${g.unit}`} />
              <YAxis type="category" dataKey="key" tick={tick} width={130} />
              {series.length > 1 && <Legend />}
              {series.map((s, j) => (
                <Bar key={s.label} dataKey={`v${j}`} name={s.label} fill={COLOURS[j]} isAnimationActive={false}>
                  <ErrorBar isAnimationActive={false} dataKey={`e${j}`} stroke={INK} direction="x" />
                </Bar>
              ))}
            </BarChart>
          </Figure>
        )
      })}
    </>
  )
}

export function SweepChart({ report, words }: { report: SweepReport; words: string }) {
  const names = shortDeckNames(report.decks)
  const data = report.rows.map((r) => {
    const a = bar(r.winRateA, 100)
    const b = bar(r.winRateB, 100)
    return { value: r.value, a: a.v, ea: a.e, b: b.v, eb: b.e }
  })
  return (
    <Figure
      caption={`Victorias según ${words} (%, con su intervalo de Wilson al 95 %)`}
      height={280}
      table={
        <table className="data-table">
          <caption>Victorias por valor de {words}</caption>
          <thead><tr><th scope="col">Valor</th><th scope="col" className="num">Gana {names.A}</th><th scope="col" className="num">Gana {names.B}</th></tr></thead>
          <tbody>{report.rows.map((r) => <tr key={r.value}><th scope="row">{r.value}</th><td className="num">{pctCi(r.winRateA)}</td><td className="num">{pctCi(r.winRateB)}</td></tr>)}</tbody>
        </table>
      }
    >
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 24, bottom: 16, left: 0 }}>
        <CartesianGrid stroke="#e6ddcc" />
        <XAxis dataKey="value" type="number" domain={['dataMin', 'dataMax']} ticks={report.rows.map((r) => r.value)} tick={tick} label={{ value: words, position: 'insideBottom', offset: -8, fill: INK, fontSize: 12 }} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={tick} unit=" %" width={52} />
        <Legend verticalAlign="top" />
        <Line dataKey="a" name={`Gana ${names.A}`} stroke={COLOURS[0]} isAnimationActive={false}>
          <ErrorBar isAnimationActive={false} dataKey="ea" stroke={COLOURS[0]} width={6} />
        </Line>
        <Line dataKey="b" name={`Gana ${names.B}`} stroke={COLOURS[1]} isAnimationActive={false}>
          <ErrorBar isAnimationActive={false} dataKey="eb" stroke={COLOURS[1]} width={6} />
        </Line>
      </LineChart>
    </Figure>
  )
}
