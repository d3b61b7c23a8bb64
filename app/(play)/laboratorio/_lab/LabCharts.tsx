'use client'
// The lab's charts, loaded only when a run has results (recharts stays out of the first load).
// Each chart is hidden from assistive technology and followed by a table with every number.
import type { ReactElement, ReactNode } from 'react'
import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SelfplayReport } from '@/lib/sim'
import { formatMean, formatShare } from '@/app/(play)/probar/_batch/view'

const INK = '#5a5046'
const tick = { fill: INK, fontSize: 12 }
const BASE = '#1d4f91'
const ALT = '#8a4b08'

function Figure({ caption, table, children }: { caption: ReactNode; table: ReactNode; children: ReactElement }) {
  return (
    <figure>
      <figcaption>{caption}</figcaption>
      <div aria-hidden="true" style={{ width: '100%', height: 240 }}>
        <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 480, height: 240 }}>{children}</ResponsiveContainer>
      </div>
      <details open>
        <summary>Ver los datos en una tabla</summary>
        <div className="table-wrap">{table}</div>
      </details>
    </figure>
  )
}

type Series = { label: string; report: SelfplayReport }

const winBars = (r: SelfplayReport) => [
  { key: 'Mazo A', p: r.winRate.A },
  { key: 'Mazo B', p: r.winRate.B },
  { key: 'Master que empieza', p: r.winRate.firstMaster },
]

export function WinFigure({ series }: { series: Series[] }) {
  const data = winBars((series[0] as Series).report).map((row, i) => {
    const out: Record<string, unknown> = { key: row.key }
    series.forEach((s, j) => {
      const p = winBars(s.report)[i]?.p
      out[`v${j}`] = p?.p === null || p === undefined ? 0 : 100 * p.p
      out[`e${j}`] = p?.p === null || p === undefined ? [0, 0] : [100 * (p.p - p.low), 100 * (p.high - p.p)]
    })
    return out
  })
  return (
    <Figure
      caption={<strong>Porcentaje de victorias (con su intervalo de Wilson al 95 %)</strong>}
      table={
        <table className="data-table">
          <caption>Victorias por mazo y por Master que empieza</caption>
          <thead><tr><th scope="col">Quién</th>{series.map((s) => <th key={s.label} scope="col" className="num">{s.label}</th>)}</tr></thead>
          <tbody>
            {winBars((series[0] as Series).report).map((row, i) => (
              <tr key={row.key}><th scope="row">{row.key}</th>{series.map((s) => <td key={s.label} className="num">{formatShare(winBars(s.report)[i]?.p ?? (series[0] as Series).report.winRate.A)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      }
    >
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid stroke="#e6ddcc" vertical={false} />
        <XAxis dataKey="key" tick={tick} />
        <YAxis domain={[0, 100]} tick={tick} unit=" %" />
        <Legend />
        {series.map((s, j) => (
          <Bar key={s.label} dataKey={`v${j}`} name={s.label} fill={j === 0 ? BASE : ALT} isAnimationActive={false}>
            <ErrorBar dataKey={`e${j}`} stroke={INK} />
          </Bar>
        ))}
      </BarChart>
    </Figure>
  )
}

const perGame = (r: SelfplayReport) => [
  { key: 'Turnos', m: r.turns },
  { key: 'Acciones por turno', m: r.actionsPerTurn },
  { key: 'Ofensivas voluntarias', m: r.offensives.perGame.voluntary },
  { key: 'Ofensivas forzadas', m: r.offensives.perGame.forced },
  { key: 'Lanzamientos de Magos', m: r.castsPerGame.mago },
  { key: 'Lanzamientos de Mentalistas', m: r.castsPerGame.mentalista },
]

export function PerGameFigure({ series }: { series: Series[] }) {
  const data = perGame((series[0] as Series).report).map((row, i) => {
    const out: Record<string, unknown> = { key: row.key }
    series.forEach((s, j) => {
      const m = perGame(s.report)[i]?.m
      out[`v${j}`] = m?.mean ?? 0
      out[`e${j}`] = m?.margin ?? 0
    })
    return out
  })
  return (
    <Figure
      caption={<strong>Medias por partida (la barra fina es su margen al 95 %)</strong>}
      table={
        <table className="data-table">
          <caption>Medias por partida</caption>
          <thead><tr><th scope="col">Medida</th>{series.map((s) => <th key={s.label} scope="col" className="num">{s.label}</th>)}</tr></thead>
          <tbody>
            {perGame((series[0] as Series).report).map((row, i) => (
              <tr key={row.key}><th scope="row">{row.key}</th>{series.map((s) => { const m = perGame(s.report)[i]?.m; return <td key={s.label} className="num">{m === undefined ? '—' : formatMean(m.mean, m.margin)}</td> })}</tr>
            ))}
          </tbody>
        </table>
      }
    >
      <BarChart data={data} accessibilityLayer={false} layout="vertical" margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke="#e6ddcc" horizontal={false} />
        <XAxis type="number" tick={tick} />
        <YAxis type="category" dataKey="key" tick={tick} width={160} />
        <Legend />
        {series.map((s, j) => (
          <Bar key={s.label} dataKey={`v${j}`} name={s.label} fill={j === 0 ? BASE : ALT} isAnimationActive={false}>
            <ErrorBar dataKey={`e${j}`} stroke={INK} direction="x" />
          </Bar>
        ))}
      </BarChart>
    </Figure>
  )
}
