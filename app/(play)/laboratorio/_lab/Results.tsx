'use client'
// A lab report on the page, the same for a run in this browser and for a job queued on the server:
// the one sentence that answers (from the side of the deck the change is about) and what it rests on;
// then, in a section the designer opens, the figures, intervals and tests: the balance apart from the
// seat with the mirror baseline, the figures (or the comparison, or the sweep) in tables that stack on a
// phone; the charts each with its data table, the bots' card use, the CSV and JSON exports, and the
// glossary, each term explained once (issue 30).
import { lazy, Suspense, useId } from 'react'
import { fieldLabel } from '@/lib/catalogue/field-labels'
import type { Card } from '@/lib/catalogue/model'
import type { Estimate } from '@/lib/sim/inference'
import type { ArmReport, CardUseRow, ComparedFigure, LabReport } from '@/lib/sim/lab-report'
import type { LabSpec } from '@/lib/sim/lab-spec'
import { REPORT_TERMS } from '@/lib/sim/lab-glossary'
import { BOT_NAMES, diffCi, labDetails, labVerdict, numCi, pctCi, ppCi, pValue, shortDeckNames, VARIANT_NAMES, type CardLookup } from '@/lib/sim/lab-words'
import { Glossary } from './Glossary'
import styles from './lab.module.css'
import { metricLabel, reportCsv } from './rows'

const loadCharts = () => import('./LabCharts')
const WinChart = lazy(() => loadCharts().then((m) => ({ default: m.WinChart })))
const MeansCharts = lazy(() => loadCharts().then((m) => ({ default: m.MeansCharts })))
const SweepChart = lazy(() => loadCharts().then((m) => ({ default: m.SweepChart })))

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const show = (kind: string, e: Estimate) => (kind === 'share' ? pctCi(e) : numCi(e))

/** «Vida de Lisko de Árathan» for the sweep's sentence, from the cards the page has. */
export function sweepWords(spec: LabSpec, cards: readonly Card[]): string | undefined {
  if (spec.kind !== 'sweep') return undefined
  const card = cards.find((c) => c.id === spec.sweep.card)
  return `${fieldLabel(spec.sweep.field)} de ${card?.name ?? spec.sweep.card}`
}

export function Results({ spec, report, cards, note }: { spec: LabSpec; report: LabReport; cards: readonly Card[]; note?: string }) {
  const id = useId()
  const stem = `laboratorio-${report.kind}-${report.games}-partidas`
  const names = shortDeckNames(report.decks)
  const byId = new Map(cards.map((c) => [c.id, c]))
  const cardOf: CardLookup = (cid) => byId.get(cid) as ReturnType<CardLookup>
  const verdict = labVerdict(spec, report, cardOf)
  return (
    <>
      <p className={styles.headline} data-testid="titular">{verdict.sentence}</p>
      {verdict.notes.length > 0 && <ul className={styles.notes} aria-label="En qué se apoya">{verdict.notes.map((n) => <li key={n}>{n}</li>)}</ul>}
      <p className={styles.meta}>
        {report.games.toLocaleString('es-ES')} partidas por serie · semilla «{report.seed.text}» · A: {report.decks.A} ({BOT_NAMES[report.bots.A]}) · B: {report.decks.B} ({BOT_NAMES[report.bots.B]})
        {' '}· {VARIANT_NAMES[report.rulesVariant] ?? report.rulesVariant} · tablas a los {report.maxTurns} turnos{note === undefined ? '' : ` · ${note}`}.
        {' '}Intervalos al 95 %: Wilson para proporciones, t para medias, razones agrupadas por partida.
      </p>
      <p className={styles.actions}>
        <button type="button" className={styles.buttonSecondary} onClick={() => download(`${stem}.json`, 'application/json', JSON.stringify({ spec, report }, null, 2) + '\n')}>Descargar JSON</button>
        <button type="button" className={styles.buttonSecondary} onClick={() => download(`${stem}.csv`, 'text/csv', reportCsv(report))}>Descargar CSV</button>
      </p>
      <details className={styles.details}>
        <summary>Cifras, intervalos y pruebas</summary>
        <ul className={styles.notes}>{labDetails(spec, report, cardOf).map((d) => <li key={d}>{d}</li>)}</ul>
        <Balance report={report} />
        {report.kind === 'run' && <FiguresTable arm={report.report} caption="Puntos del anexo de pruebas" />}
        {report.kind === 'compare' && <ComparisonTable rows={report.rows} />}
        {report.kind === 'sweep' && <SweepTable report={report} words={sweepWords(spec, cards)} />}
      </details>
      <h3 id={`${id}-charts`}>Gráficas</h3>
      <Suspense fallback={<p>Cargando las gráficas…</p>}>
        {report.kind === 'sweep' ? <SweepChart report={report} words={sweepWords(spec, cards) ?? report.field} /> : (
          <>
            <WinChart series={report.kind === 'run' ? [{ label: 'Resultado', arm: report.report }] : [{ label: 'Base', arm: report.baseline }, { label: 'Prueba', arm: report.variant }]} names={names} />
            <MeansCharts series={report.kind === 'run' ? [{ label: 'Resultado', arm: report.report }] : [{ label: 'Base', arm: report.baseline }, { label: 'Prueba', arm: report.variant }]} />
          </>
        )}
      </Suspense>
      <CardUse arm={report.kind === 'run' ? report.report : report.kind === 'compare' ? report.baseline : report.arms[0]} names={names} cards={cards} />
      <Glossary terms={REPORT_TERMS} />
    </>
  )
}

function Balance({ report }: { report: LabReport }) {
  const b = report.balance
  const names = shortDeckNames(report.decks)
  const verdict = {
    botSkill: 'Con bots distintos, la cifra mide sobre todo a los bots.',
    even: `Con bots iguales, no se aprecia desequilibrio: ${names.A} gana ${pctCi(b.winRateA)}, y el 50 % cae dentro del intervalo.`,
    favoursA: `Con bots iguales, ${names.A} gana ${pctCi(b.winRateA)}: más de la mitad, fuera del azar.`,
    favoursB: `Con bots iguales, ${names.A} gana ${pctCi(b.winRateA)}: menos de la mitad, fuera del azar; ${names.B} sale favorecido.`,
    unknown: 'Aún no hay partidas para juzgar el equilibrio.',
  }[b.verdict]
  return (
    <section aria-labelledby="equilibrio">
      <h3 id="equilibrio">Equilibrio, aparte del turno</h3>
      <p>{verdict}{b.onlyOneBegan !== null && ` ${names[b.onlyOneBegan]} empezó todas las partidas (R6.11): con estos mazos no se puede separar el mazo del turno.`}</p>
      <div className="table-wrap">
        <table className={styles.stack} role="table">
          <caption>Victorias de {names.A} según quién empieza{b.mirror === null ? '' : ', y el espejo'}</caption>
          <thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">Quién empieza</th><th role="columnheader" scope="col">Partidas</th><th role="columnheader" scope="col">Gana {names.A} [IC 95 %]</th></tr></thead>
          <tbody role="rowgroup">
            <tr role="row"><th role="rowheader" scope="row">Ambos (todas las partidas)</th><td role="cell" data-label="Partidas">{b.began.A + b.began.B}</td><td role="cell" data-label={`Gana ${names.A}`}>{pctCi(b.winRateA)}</td></tr>
            <tr role="row"><th role="rowheader" scope="row">Empieza {names.A}</th><td role="cell" data-label="Partidas">{b.began.A}</td><td role="cell" data-label={`Gana ${names.A}`}>{pctCi(b.winAWhenABegan)}</td></tr>
            <tr role="row"><th role="rowheader" scope="row">Empieza {names.B}</th><td role="cell" data-label="Partidas">{b.began.B}</td><td role="cell" data-label={`Gana ${names.A}`}>{pctCi(b.winAWhenBBegan)}</td></tr>
            {b.mirror !== null && (
              <>
                <tr role="row"><th role="rowheader" scope="row">Espejo: {names.A} contra sí mismo</th><td role="cell" data-label="Partidas">{report.games}</td><td role="cell" data-label="Gana el que empieza">gana el que empieza: {pctCi(b.mirror.A)}</td></tr>
                <tr role="row"><th role="rowheader" scope="row">Espejo: {names.B} contra sí mismo</th><td role="cell" data-label="Partidas">{report.games}</td><td role="cell" data-label="Gana el que empieza">gana el que empieza: {pctCi(b.mirror.B)}</td></tr>
              </>
            )}
          </tbody>
        </table>
      </div>
      {b.mirror === null && <p className={styles.hint}>Marca «Espejo» para ver cuánto gana el Master que empieza cuando los dos mazos son iguales.</p>}
    </section>
  )
}

function FiguresTable({ arm, caption }: { arm: ArmReport; caption: string }) {
  return (
    <div className="table-wrap">
      <table className={styles.stack} role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">Medida</th><th role="columnheader" scope="col">Valor [IC 95 %]</th><th role="columnheader" scope="col">Sobre</th></tr></thead>
        <tbody role="rowgroup">
          {arm.figures.map((f) => (
            <tr key={f.id} role="row">
              <th role="rowheader" scope="row">{metricLabel(f.id)}</th>
              <td role="cell" data-label="Valor [IC 95 %]">{show(f.kind, f)}</td>
              <td role="cell" data-label="Sobre">{f.kind === 'mean' ? `${f.n} partidas` : `${f.n} ${f.kind === 'share' ? 'casos' : 'observaciones'}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ComparisonTable({ rows }: { rows: readonly ComparedFigure[] }) {
  return (
    <div className="table-wrap">
      <table className={styles.stack} role="table">
        <caption>Base frente a la prueba de diseño (mismas partidas, comparadas una a una)</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">Medida</th><th role="columnheader" scope="col">Base</th><th role="columnheader" scope="col">Prueba</th>
            <th role="columnheader" scope="col">Diferencia</th><th role="columnheader" scope="col">p</th><th role="columnheader" scope="col">p (Holm)</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <tr key={r.id} role="row" className={r.pHolm !== null && r.pHolm < 0.05 ? styles.significant : undefined}>
              <th role="rowheader" scope="row">{metricLabel(r.id)}</th>
              <td role="cell" data-label="Base">{show(r.kind, r.baseline)}</td>
              <td role="cell" data-label="Prueba">{show(r.kind, r.variant)}</td>
              <td role="cell" data-label="Diferencia">{r.kind === 'share' ? ppCi(r.difference) : diffCi(r.difference)}</td>
              <td role="cell" data-label="p">{pValue(r.p)}</td>
              <td role="cell" data-label="p (Holm)">{pValue(r.pHolm)}{r.pHolm !== null && r.pHolm < 0.05 ? ' (significativa)' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="visually-hidden">Las filas significativas tras la corrección de Holm llevan una marca en el borde.</p>
    </div>
  )
}

function SweepTable({ report, words }: { report: Extract<LabReport, { kind: 'sweep' }>; words: string | undefined }) {
  const names = shortDeckNames(report.decks)
  return (
    <div className="table-wrap">
      <table className={styles.stack} role="table">
        <caption>Barrido de {words ?? report.field}: victorias por valor (mismas partidas en cada valor)</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">Valor</th><th role="columnheader" scope="col">Partidas</th>
            <th role="columnheader" scope="col">Gana {names.A}</th><th role="columnheader" scope="col">Gana {names.B}</th><th role="columnheader" scope="col">Tablas</th>
            <th role="columnheader" scope="col">Frente al valor anterior ({names.A})</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {report.rows.map((r) => (
            <tr key={r.value} role="row">
              <th role="rowheader" scope="row">{r.value}</th>
              <td role="cell" data-label="Partidas">{r.games}</td>
              <td role="cell" data-label={`Gana ${names.A}`}>{pctCi(r.winRateA)}</td>
              <td role="cell" data-label={`Gana ${names.B}`}>{pctCi(r.winRateB)}</td>
              <td role="cell" data-label="Tablas">{r.draws}</td>
              <td role="cell" data-label="Frente al anterior">{r.vsPrevious === null ? '—' : `${ppCi(r.vsPrevious.difference)}, p = ${pValue(r.vsPrevious.p)} (Holm ${pValue(r.vsPrevious.pHolm)})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const FLAG_WORDS: Record<CardUseRow['flag'], string> = {
  neverDrawn: 'nunca robada', neverUsable: 'robada, nunca jugable', neverPlayed: 'jugable, nunca jugada', played: '',
}

function CardUse({ arm, names, cards }: { arm: ArmReport | undefined; names: { A: string; B: string }; cards: readonly Card[] }) {
  const byId = new Map(cards.map((c) => [c.id, c.name]))
  if (arm === undefined || arm.cardUse === null) {
    return (
      <section aria-labelledby="uso-cartas">
        <h3 id="uso-cartas">Uso de cartas por los bots</h3>
        <p>Estas partidas no registran qué cartas usaron los bots, así que no se puede señalar las que nunca jugaron.</p>
      </section>
    )
  }
  const use = arm.cardUse
  return (
    <section aria-labelledby="uso-cartas">
      <h3 id="uso-cartas">Uso de cartas por los bots</h3>
      <p>Una carta que los bots nunca juegan no cuenta en el resultado: lo que diga la tanda no habla de ella.</p>
      {(['A', 'B'] as const).map((side) => {
        const unused = use[side].filter((r) => r.flag !== 'played').length
        return (
          <div className="table-wrap" key={side}>
            <table className={styles.stack} role="table">
              <caption>{names[side]}: {unused === 0 ? 'los bots jugaron todas sus cartas' : `${unused} ${unused === 1 ? 'carta' : 'cartas'} sin jugar`}</caption>
              <thead role="rowgroup">
                <tr role="row"><th role="columnheader" scope="col">Carta</th><th role="columnheader" scope="col">Copias</th><th role="columnheader" scope="col">Robada (partidas)</th><th role="columnheader" scope="col">Jugable (decisiones)</th><th role="columnheader" scope="col">Jugada (veces)</th><th role="columnheader" scope="col">Aviso</th></tr>
              </thead>
              <tbody role="rowgroup">
                {use[side].map((r) => (
                  <tr key={r.cardId} role="row">
                    <th role="rowheader" scope="row">{byId.get(r.cardId) ?? r.cardId}</th>
                    <td role="cell" data-label="Copias">{r.copies}</td>
                    <td role="cell" data-label="Robada">{r.drawn}</td>
                    <td role="cell" data-label="Jugable">{r.usable}</td>
                    <td role="cell" data-label="Jugada">{r.played}</td>
                    <td role="cell" data-label="Aviso" className={r.flag === 'played' ? undefined : styles.flag}>{FLAG_WORDS[r.flag] || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      })}
    </section>
  )
}

