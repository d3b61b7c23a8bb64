'use client'
// The rated cards of one report (issue 30): filter by name, type, flag and games, sort by any figure, move the
// designer's IWD band (the flags follow at once), and export what is shown as CSV or JSON. The state lives in
// the URL (replaceState: typing does not fill the history), so a view can be shared.
import { useEffect, useMemo, useState } from 'react'
import { CARD_TYPES, TYPE_LABELS, type CardType } from '@/lib/catalogue/model'
import { pct, pctCi, ppCi } from '@/lib/sim/lab-words'
import styles from '../_lab/lab.module.css'
import {
  FLAG_FILTERS, RATINGS_SORTS, parseBand, ratingsCsv, ratingsJson, ratingsStateToParams, viewRows,
  type FlagFilter, type RatingsRow, type RatingsSort, type RatingsState,
} from './ratings-view'

type Props = {
  rows: readonly RatingsRow[]
  initial: RatingsState
  /** What the exports say they were measured on (bots, games, decks, source). */
  about: Record<string, unknown>
  fileName: string
}

const pp = (x: number): string => `${x > 0 ? '+' : ''}${(Math.round(x * 1000) / 10).toLocaleString('es-ES')}`

function download(text: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function RatingsTable({ rows, initial, about, fileName }: Props) {
  const [state, setState] = useState<RatingsState>(initial)
  const [bandText, setBandText] = useState(`${pp(initial.band.low)}, ${pp(initial.band.high)}`)
  const bandOk = parseBand(bandText) !== null
  const shown = useMemo(() => viewRows(rows, state), [rows, state])
  const types = useMemo(() => CARD_TYPES.filter((t) => rows.some((r) => r.type === t)), [rows])

  useEffect(() => {
    const params = ratingsStateToParams(state, new URLSearchParams(window.location.search))
    const search = params.toString()
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search === '' ? '' : `?${search}`}`)
  }, [state])

  const set = (patch: Partial<RatingsState>) => setState((s) => ({ ...s, ...patch }))
  const onBand = (text: string) => {
    setBandText(text)
    const band = parseBand(text)
    if (band !== null) set({ band })
  }
  const above = shown.filter((r) => r.flag === 'above').length
  const below = shown.filter((r) => r.flag === 'below').length

  return (
    <section aria-labelledby="tabla-valoraciones">
      <h2 id="tabla-valoraciones">Las cartas</h2>
      <form className={styles.form} role="search" aria-label="Filtrar las cartas valoradas" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="vc-q">Nombre</label>
            <input id="vc-q" type="search" value={state.q} onChange={(e) => set({ q: e.target.value })} autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor="vc-tipo">Tipo</label>
            <select id="vc-tipo" value={state.type ?? ''} onChange={(e) => set({ type: (e.target.value || null) as CardType | null })}>
              <option value="">Todos</option>
              {types.map((t) => <option key={t} value={t}>{TYPE_LABELS[t].plural}</option>)}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="vc-marca">Marca</label>
            <select id="vc-marca" value={state.flag} onChange={(e) => set({ flag: e.target.value as FlagFilter })}>
              {FLAG_FILTERS.map((f) => <option key={f.key} value={f.key}>{f.label}</option>)}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="vc-min">Partidas mínimas</label>
            <input id="vc-min" type="number" inputMode="numeric" min={0} step={1} value={state.minGames} onChange={(e) => set({ minGames: Math.max(0, Math.floor(Number(e.target.value) || 0)) })} />
          </div>
          <div className={styles.field}>
            <label htmlFor="vc-orden">Ordenar por</label>
            <select id="vc-orden" value={state.sort} onChange={(e) => set({ sort: e.target.value as RatingsSort })}>
              {RATINGS_SORTS.map((s) => <option key={s.key} value={s.key}>{s.label}</option>)}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="vc-banda">Banda de IWD (pp)</label>
            <input id="vc-banda" value={bandText} onChange={(e) => onBand(e.target.value)} aria-invalid={!bandOk} aria-describedby="vc-banda-ayuda" />
            <span id="vc-banda-ayuda" className={styles.hint}>{bandOk ? 'Fuera de ella, la carta se marca «por encima» o «por debajo».' : 'Escribe dos números, el menor primero: «-5, 5».'}</span>
          </div>
        </div>
      </form>
      <p role="status" aria-live="polite">
        {shown.length} de {rows.length} cartas; {above} por encima y {below} por debajo de la banda [{pp(state.band.low)}, {pp(state.band.high)}] pp.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.buttonSecondary} onClick={() => download(ratingsCsv(shown), 'text/csv;charset=utf-8', `${fileName}.csv`)}>Exportar CSV</button>
        <button type="button" className={styles.buttonSecondary} onClick={() => download(ratingsJson(shown, { ...about, band: state.band }), 'application/json', `${fileName}.json`)}>Exportar JSON</button>
      </div>
      <table className={styles.stack} role="table">
        <caption>Cartas valoradas ({shown.length})</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">Carta</th>
            <th scope="col" role="columnheader">Partidas</th>
            <th scope="col" role="columnheader"><abbr title="Ganadas cuando estaba en la mano inicial o se robó">GIH WR</abbr></th>
            <th scope="col" role="columnheader"><abbr title="Ganadas cuando estaba en la mano inicial">OH WR</abbr></th>
            <th scope="col" role="columnheader"><abbr title="Ganadas cuando se robó después">GD WR</abbr></th>
            <th scope="col" role="columnheader"><abbr title="Ganadas cuando no se vio">GNS WR</abbr></th>
            <th scope="col" role="columnheader"><abbr title="Mejora al robarla: GIH WR − GNS WR">IWD</abbr></th>
            <th scope="col" role="columnheader">Jugada cuando podía</th>
            <th scope="col" role="columnheader">Marca</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {shown.map((r) => (
            <tr key={r.id} role="row">
              <th scope="row" role="rowheader"><a href={`/cartas/${r.id}`}>{r.name}</a></th>
              <td role="cell" data-label="Partidas">{r.games.toLocaleString('es-ES')}</td>
              <td role="cell" data-label="GIH WR">{pctCi(r.gihWr)}</td>
              <td role="cell" data-label="OH WR">{pctCi(r.ohWr)}</td>
              <td role="cell" data-label="GD WR">{pctCi(r.gdWr)}</td>
              <td role="cell" data-label="GNS WR">{pctCi(r.gnsWr)}</td>
              <td role="cell" data-label="IWD">{ppCi(r.iwd)}</td>
              <td role="cell" data-label="Jugada cuando podía">{pct(r.playedWhenUsable.estimate)}</td>
              <td role="cell" data-label="Marca">{r.flag === 'above' ? <strong className={styles.flag}>por encima</strong> : r.flag === 'below' ? <strong className={styles.flag}>por debajo</strong> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
