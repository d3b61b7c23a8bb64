'use client'
// /laboratorio's form, run and results. The form's state is the URL's (url-state.ts): a run writes
// its inputs into the address, so copying it reruns the same thing (same decks, seeds and what-if).
import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react'
import { makeCatalogue, type Card } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { parseSeed } from '@/lib/engine/rng'
import { BOT_LEVELS, type BotLevel } from '@/lib/engine/bots/types'
import type { SelfplayReport } from '@/lib/sim/selfplay'
import { formatMean, formatNumber, formatShare } from '@/app/(play)/probar/_batch/view'
import { compareReports, reportCsv, reportRows, type Figure } from './rows'
import { LAB_LIMITS, labSearch, partidaWhatIfHref, VARIANTS, type LabState } from './url-state'
import { useLabRun } from './useLabRun'

const loadCharts = () => import('./LabCharts')
const WinFigure = lazy(() => loadCharts().then((m) => ({ default: m.WinFigure })))
const PerGameFigure = lazy(() => loadCharts().then((m) => ({ default: m.PerGameFigure })))

export type BoxedOption = { slug: string; name: string; code: string }

const BOT_LABELS: Record<BotLevel, string> = { random: 'Aleatorio (random)', heuristic: 'Heurístico (heuristic)', search: 'Búsqueda (search)' }
const VARIANT_LABELS: Record<(typeof VARIANTS)[number], string> = { none: 'Ninguna', rapida: 'Rápida', pensada: 'Pensada', estrategica: 'Estratégica' }

function showFigure(f: Figure): string {
  switch (f.kind) {
    case 'count': return String(f.value)
    case 'mean': return formatMean(f.value.mean, f.value.margin)
    case 'share': return f.value === null ? '—' : formatShare(f.value)
  }
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function LabClient({ cards, catalogueVersion, boxed, initial, urlErrors }: { cards: readonly Card[]; catalogueVersion: string; boxed: readonly BoxedOption[]; initial: LabState; urlErrors: string[] }) {
  const catalogue = useMemo(() => makeCatalogue([...cards], catalogueVersion), [cards, catalogueVersion])
  const [form, setForm] = useState<LabState>(() => ({ ...initial, a: initial.a || (boxed[0]?.code ?? ''), b: initial.b || (boxed[1]?.code ?? boxed[0]?.code ?? '') }))
  const [problems, setProblems] = useState<string[]>(urlErrors)
  const { state, run, cancel } = useLabRun()
  const id = useId()
  const set = <K extends keyof LabState>(key: K, value: LabState[K]) => setForm((f) => ({ ...f, [key]: value }))
  // A game of the two decks under the what-if, on /partida (which checks the override against the catalogue).
  const whatIfGame = useMemo(() => partidaWhatIfHref(form, parseSeed(form.seed), catalogueVersion), [form, catalogueVersion])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { resolveDeck, catalogueWithOverride } = await import('./prepare')
    const errors: string[] = []
    const a = resolveDeck(form.a, 'Mazo A', catalogue)
    const b = resolveDeck(form.b, 'Mazo B', catalogue)
    if (!a.ok) errors.push(a.message)
    if (!b.ok) errors.push(b.message)
    if (!Number.isInteger(form.games) || form.games < 1 || form.games > LAB_LIMITS.maxGames) errors.push(`Partidas: entre 1 y ${LAB_LIMITS.maxGames}`)
    if (!Number.isInteger(form.maxTurns) || form.maxTurns < 1 || form.maxTurns > LAB_LIMITS.maxTurns) errors.push(`Turnos máximos: entre 1 y ${LAB_LIMITS.maxTurns}`)
    if (form.seed.trim() === '') errors.push('Semilla: no puede estar vacía')
    const what = catalogueWithOverride(catalogue, form.override)
    if (!what.ok) errors.push(...what.errors.map((e) => `Prueba de diseño: ${e}`))
    setProblems(errors)
    if (errors.length > 0 || !a.ok || !b.ok) return
    const search = labSearch(form)
    window.history.replaceState(null, '', search === '' ? window.location.pathname : `?${search}`)
    run({
      cards, catalogueVersion, override: form.override.trim(), decks: { A: a.deck, B: b.deck }, bots: form.bots,
      seed: parseSeed(form.seed.trim()), variant: form.variant, maxTurns: form.maxTurns, games: form.games,
    })
  }

  const running = state.status === 'running'
  return (
    <>
      <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
        <h2 id={`${id}-title`}>Preparar una tanda</h2>
        {(['a', 'b'] as const).map((side) => {
          const label = side === 'a' ? 'A' : 'B'
          return (
            <fieldset key={side}>
              <legend>Mazo {label}</legend>
              <label>
                Mazo de caja{' '}
                <select value={boxed.find((x) => x.code === form[side])?.code ?? ''} onChange={(e) => { if (e.target.value !== '') set(side, e.target.value) }}>
                  <option value="">Otro (código o lista)</option>
                  {boxed.map((x) => <option key={x.slug} value={x.code}>{x.name}</option>)}
                </select>
              </label>
              <label>
                Código o lista del mazo {label}
                <textarea rows={2} value={form[side]} onChange={(e) => set(side, e.target.value)} maxLength={LAB_LIMITS.maxCodeChars} spellCheck={false} />
              </label>
              <label>
                Bot del mazo {label}{' '}
                <select value={form.bots[side === 'a' ? 'A' : 'B']} onChange={(e) => set('bots', { ...form.bots, [side === 'a' ? 'A' : 'B']: e.target.value as BotLevel })}>
                  {BOT_LEVELS.map((l) => <option key={l} value={l}>{BOT_LABELS[l]}</option>)}
                </select>
              </label>
            </fieldset>
          )
        })}
        <fieldset>
          <legend>Tanda</legend>
          <label>Variante <select value={form.variant} onChange={(e) => set('variant', e.target.value as LabState['variant'])}>{VARIANTS.map((v) => <option key={v} value={v}>{VARIANT_LABELS[v]}</option>)}</select></label>{' '}
          <label>Partidas <input type="number" inputMode="numeric" min={1} max={LAB_LIMITS.maxGames} value={Number.isNaN(form.games) ? '' : form.games} onChange={(e) => set('games', e.target.valueAsNumber)} /></label>{' '}
          <label>Semilla <input type="text" value={form.seed} maxLength={LAB_LIMITS.maxSeedChars} onChange={(e) => set('seed', e.target.value)} /></label>{' '}
          <label>Turnos máximos <input type="number" inputMode="numeric" min={1} max={LAB_LIMITS.maxTurns} value={Number.isNaN(form.maxTurns) ? '' : form.maxTurns} onChange={(e) => set('maxTurns', e.target.valueAsNumber)} /></label>
        </fieldset>
        <fieldset>
          <legend>Prueba de diseño (opcional)</legend>
          <p>
            JSON «id de carta → campos a cambiar», el mismo fichero que <code>dm selfplay --override</code>. Por ejemplo{' '}
            <code>{'{"espada-corta": {"bonuses": {"strength": 2}}}'}</code>. La tanda se repite con las mismas semillas y se compara con la base.
          </p>
          <label>
            Cambios de cartas (JSON)
            <textarea rows={3} value={form.override} maxLength={LAB_LIMITS.maxOverrideChars} onChange={(e) => set('override', e.target.value)} spellCheck={false} />
          </label>
          <button type="button" disabled={form.override.trim() === ''} onClick={() => download('prueba-de-diseno.json', 'application/json', form.override.trim() + '\n')}>Guardar la prueba (JSON)</button>
          {whatIfGame !== null && (
            <p>
              <a href={whatIfGame}>Jugar una partida con estos cambios</a> (en /partida, desde la primera decisión; la partida guarda los
              cambios con ella).
            </p>
          )}
        </fieldset>
        {problems.length > 0 && (
          <div role="alert">
            <p>No se puede ejecutar:</p>
            <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
          </div>
        )}
        <button type="submit" disabled={running}>Ejecutar la tanda</button>{' '}
        {running && <button type="button" onClick={cancel}>Cancelar</button>}
      </form>

      <section aria-labelledby={`${id}-results`} aria-busy={running}>
        <h2 id={`${id}-results`}>Resultados</h2>
        {state.status === 'idle' && <p>Aún no hay resultados: prepara una tanda y ejecútala.</p>}
        {state.status === 'running' && (
          <p>
            <label>Progreso <progress max={state.total} value={state.done}>{state.done} de {state.total}</progress></label>{' '}
            <span role="status">{state.done} de {state.total} partidas ({state.workers} {state.workers === 1 ? 'hilo' : 'hilos'})</span>
          </p>
        )}
        {state.status === 'cancelled' && <p role="status">Tanda cancelada tras {state.done} de {state.total} partidas.</p>}
        {state.status === 'error' && <p role="alert">{state.message}</p>}
        {state.status === 'done' && <Results base={state.base} alt={state.alt} elapsedMs={state.elapsedMs} />}
      </section>
    </>
  )
}

function fileStem(r: SelfplayReport) { return `laboratorio-${r.games}-partidas-semilla-${r.seed}` }

function Results({ base, alt, elapsedMs }: { base: SelfplayReport; alt: SelfplayReport | null; elapsedMs: number }) {
  const series = alt === null ? [{ label: 'Resultado', report: base }] : [{ label: 'Base', report: base }, { label: 'Prueba', report: alt }]
  return (
    <>
      <p role="status">
        {base.games} partidas{alt === null ? '' : ' en cada columna'} en {formatNumber(elapsedMs / 1000, 1)} s · semilla {base.seed} · márgenes al 95 % (±1,96·error típico; Wilson para proporciones).
      </p>
      <p>
        <button type="button" onClick={() => download(`${fileStem(base)}.json`, 'application/json', JSON.stringify(alt === null ? base : { base, prueba: alt }, null, 2) + '\n')}>Descargar JSON</button>{' '}
        <button type="button" onClick={() => download(`${fileStem(base)}.csv`, 'text/csv', alt === null ? reportCsv(base) : reportCsv(base, alt))}>Descargar CSV</button>
      </p>
      <div className="table-wrap">
        {alt === null ? (
          <table className="data-table">
            <caption>Puntos del anexo de pruebas</caption>
            <thead><tr><th scope="col">Medida</th><th scope="col" className="num">Valor (± margen al 95 %)</th></tr></thead>
            <tbody>{reportRows(base).map((r) => <tr key={r.id}><th scope="row">{r.label}</th><td className="num">{showFigure(r.figure)}</td></tr>)}</tbody>
          </table>
        ) : (
          <table className="data-table">
            <caption>Base frente a la prueba de diseño (mismas semillas)</caption>
            <thead>
              <tr><th scope="col">Medida</th><th scope="col" className="num">Base</th><th scope="col" className="num">Prueba</th><th scope="col" className="num">Diferencia</th><th scope="col" className="num">p</th></tr>
            </thead>
            <tbody>
              {compareReports(base, alt).map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.label}</th>
                  <td className="num">{showFigure(c.base)}</td>
                  <td className="num">{showFigure(c.alt)}</td>
                  <td className="num">{c.difference === null ? '—' : (c.difference > 0 ? '+' : '') + formatNumber(c.base.kind === 'share' ? 100 * c.difference : c.difference, 2) + (c.base.kind === 'share' ? ' pp' : '')}</td>
                  <td className="num">{c.test === null ? '—' : `${formatNumber(c.test.p, 3)}${c.test.p < 0.05 ? ' (significativa)' : ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <h3>Gráficas</h3>
      <Suspense fallback={<p>Cargando las gráficas…</p>}>
        <WinFigure series={series} />
        <PerGameFigure series={series} />
      </Suspense>
    </>
  )
}
