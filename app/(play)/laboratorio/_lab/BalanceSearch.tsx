'use client'
// «Buscar el valor que equilibra» (issue 30), beside the what-if editor: for one of the edited numbers (a whole number
// with bounds), the value at which deck A's win rate comes closest to a target, with its interval, as `dm lab balance`
// answers it; or, honestly, that no value in the range brings the matchup to the target. The search runs its steps as
// queued jobs on the server (balance-search.ts), one after another, under this browser's or account's quota.
import { useId, useMemo, useRef, useState } from 'react'
import { fieldLabel } from '@/lib/catalogue/field-labels'
import type { Card, makeCatalogue } from '@/lib/catalogue/model'
import type { BalanceResult, BalanceStep } from '@/lib/sim/balance'
import { pct, pctCi } from '@/lib/sim/lab-words'
import styles from './lab.module.css'
import type { BoxedOption } from './prepare'
import type { LabState } from './url-state'
import { changesOf, parseWhatIf } from './whatif'
import type { FieldsByType } from './WhatIfEditor'

type Catalogue = ReturnType<typeof makeCatalogue>
type Candidate = { key: string; cardId: string; path: string; label: string; min: number; max: number }
type Search =
  | { status: 'idle' }
  | { status: 'running'; steps: BalanceStep[]; job: string | null }
  | { status: 'done'; result: BalanceResult; sentence: string; label: string }
  | { status: 'error'; message: string; steps: BalanceStep[] }

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\s*\d+\s*$/.test(text)) return null
  const n = Number(text)
  return n >= min && n <= max ? n : null
}

export function BalanceSearch({ cards, catalogue, fieldsByType, form, boxed }: {
  cards: readonly Card[]
  catalogue: Catalogue
  fieldsByType: FieldsByType
  form: LabState
  boxed: readonly BoxedOption[]
}) {
  const id = useId()
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards])
  const parsed = parseWhatIf(form.override)
  // The edited numbers a bisection can search: whole numbers with both bounds in the card schema.
  const candidates: Candidate[] = (parsed.ok ? changesOf(parsed.value).changes : []).flatMap((c) => {
    const card = byId.get(c.cardId)
    const field = card === undefined ? undefined : (fieldsByType[card.type] ?? []).find((f) => f.path === c.path)
    if (card === undefined || field === undefined || !field.integer || field.min === null || field.max === null || !(field.max > field.min)) return []
    return [{ key: `${c.cardId}:${c.path}`, cardId: c.cardId, path: c.path, label: `${card.name} · ${fieldLabel(c.path)}`, min: field.min, max: field.max }]
  })
  const [chosen, setChosen] = useState('')
  const candidate = candidates.find((c) => c.key === chosen) ?? candidates[candidates.length - 1]
  const [target, setTarget] = useState('50')
  const [games, setGames] = useState('100')
  const [maxGames, setMaxGames] = useState('1000')
  const [errors, setErrors] = useState<Partial<Record<'target' | 'games' | 'maxGames' | 'decks', string>>>({})
  const [search, setSearch] = useState<Search>({ status: 'idle' })
  const stop = useRef<AbortController | null>(null)
  const running = search.status === 'running'

  const start = async () => {
    if (candidate === undefined) return
    const next: typeof errors = {}
    const t = wholeIn(target, 1, 99)
    if (t === null) next.target = 'un número entero de 1 a 99'
    const g = wholeIn(games, 2, 100_000)
    if (g === null || g % 2 !== 0) next.games = 'un número par de 2 a 100 000 (cada reparto se juega desde los dos asientos)'
    const m = wholeIn(maxGames, 2, 2_000_000)
    if (m === null || (g !== null && m < 2 * g)) next.maxGames = 'al menos dos pasos: el doble de las partidas por paso'
    const { resolveDeck } = await import('./prepare')
    const a = resolveDeck(form.a, 'Mazo A', catalogue, boxed)
    const b = resolveDeck(form.b, 'Mazo B', catalogue, boxed)
    if (!a.ok || !b.ok) next.decks = [a.ok ? '' : a.message, b.ok ? '' : b.message].filter((x) => x !== '').join(' ')
    setErrors(next)
    if (Object.keys(next).length > 0 || t === null || g === null || m === null || !a.ok || !b.ok || !parsed.ok) return
    const controller = new AbortController()
    stop.current = controller
    const steps: BalanceStep[] = []
    setSearch({ status: 'running', steps: [], job: null })
    const { searchBalance, serverLeague } = await import('./balance-search')
    try {
      const answer = await searchBalance({
        decks: [{ name: a.name, deck: a.deck }, { name: b.name, deck: b.deck }], bots: form.bots, seed: form.seed, variant: form.variant, maxTurns: form.maxTurns,
        base: parsed.value, cardId: candidate.cardId, path: candidate.path, min: candidate.min, max: candidate.max, target: t / 100, games: g, maxGames: m,
      }, serverLeague((job) => setSearch({ status: 'running', steps: [...steps], job })), (cid) => byId.get(cid), {
        signal: controller.signal,
        onStep: (s) => { steps.push(s); setSearch({ status: 'running', steps: [...steps], job: null }) },
      })
      setSearch({ status: 'done', ...answer, label: candidate.label })
    } catch (error) {
      setSearch({ status: 'error', message: controller.signal.aborted ? 'Búsqueda detenida.' : `La búsqueda no pudo seguir: ${error instanceof Error ? error.message : String(error)}`, steps })
    } finally {
      stop.current = null
    }
  }
  // Enter in these inputs searches; it must not submit the laboratory's own form around them.
  const onEnter = { onKeyDown: (e: { key: string; preventDefault(): void }) => { if (e.key === 'Enter') { e.preventDefault(); if (!running) void start() } } }
  const invalid = (field: keyof typeof errors) => ({ ...onEnter, ...(errors[field] === undefined ? {} : { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }) })
  const message = (field: keyof typeof errors) => errors[field] !== undefined && <p id={`${id}-${field}-error`} className={styles.bad}>{errors[field]}</p>
  const steps = search.status === 'running' || search.status === 'error' ? search.steps : search.status === 'done' ? search.result.tried.map((t) => ({ ...t, phase: 'bisect' as const, holdsTarget: false })) : []

  return (
    <section aria-labelledby={`${id}-h`} className={styles.group}>
      <h3 id={`${id}-h`}>Buscar el valor que equilibra</h3>
      {candidates.length === 0 ? (
        <p className={styles.hint}>Añade un cambio a un número entero con límites (Vida, Fuerza, precio…) y aquí se busca el valor con el que el mazo A gana lo que pidas.</p>
      ) : (
        <>
          <p className={styles.hint}>
            Se prueban los dos extremos del número en las mismas partidas y luego se biseca, añadiendo partidas donde el objetivo cabe en el intervalo.
            Cada paso es una prueba en la cola del servidor; los demás cambios de la lista se mantienen.
          </p>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-field`}>Número a equilibrar</label>
              <select id={`${id}-field`} value={candidate?.key ?? ''} onChange={(e) => setChosen(e.target.value)}>
                {candidates.map((c) => <option key={c.key} value={c.key}>{c.label} (de {c.min} a {c.max})</option>)}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-target`}>Objetivo: victorias del mazo A (%)</label>
              <input id={`${id}-target`} type="number" inputMode="numeric" min={1} max={99} value={target} onChange={(e) => setTarget(e.target.value)} {...invalid('target')} />
              {message('target')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-games`}>Partidas por paso</label>
              <input id={`${id}-games`} type="number" inputMode="numeric" min={2} step={2} value={games} onChange={(e) => setGames(e.target.value)} {...invalid('games')} />
              {message('games')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-max`}>Partidas como máximo</label>
              <input id={`${id}-max`} type="number" inputMode="numeric" min={4} step={2} value={maxGames} onChange={(e) => setMaxGames(e.target.value)} {...invalid('maxGames')} />
              {message('maxGames')}
            </div>
          </div>
          {message('decks')}
          <div className={styles.actions}>
            <button type="button" className={styles.buttonSecondary} disabled={running} onClick={() => void start()}>Buscar el valor que equilibra</button>
            {running && <button type="button" className={styles.buttonSecondary} onClick={() => stop.current?.abort()}>Detener la búsqueda</button>}
          </div>
        </>
      )}
      <div aria-live="polite">
        {running && (
          <p role="status">
            Buscando: {steps.length === 0 ? 'jugando los dos extremos' : `${steps.length} ${steps.length === 1 ? 'paso' : 'pasos'}`}
            {search.job !== null && <> · prueba en la cola: <a href={`/laboratorio/${search.job}`} target="_blank" rel="noreferrer">{search.job}</a></>}
          </p>
        )}
        {search.status === 'error' && <p role="alert">{search.message}</p>}
        {search.status === 'done' && (
          <div role="region" aria-label="Valor que equilibra">
            <p className={styles.headline} data-testid="equilibrio">{search.sentence}</p>
            <p>
              {search.result.verdict === 'holds' || search.result.verdict === 'bracket'
                ? <>Valor: <strong>{search.result.value}</strong> · el mazo A gana {pctCi(search.result.winRateA)} de {search.result.tried.find((t) => t.value === search.result.value)?.games ?? 0} partidas (intervalo al 95 %).{' '}</>
                : search.result.verdict === 'edge'
                  ? <>Ningún valor de {search.label} da el {pct(search.result.target)}: el más cercano es <strong>{search.result.value}</strong>, con {pctCi(search.result.winRateA)}.{' '}</>
                  : null}
{search.result.games.toLocaleString('es-ES')} partidas en total.
            </p>
            {search.result.ruledOut.length > 0 && (
              <ul>
                {search.result.ruledOut.map((r) => <li key={`${r.from}-${r.to}`}>Descartados de {r.from} a {r.to}: el mazo A gana {r.side === 'above' ? 'más' : 'menos'} del {pct(search.result.target)}.</li>)}
              </ul>
            )}
          </div>
        )}
        {steps.length > 0 && (
          <table className={styles.stack}>
            <caption>Valores probados (mismas partidas en cada uno)</caption>
            <thead><tr><th scope="col">Valor</th><th scope="col">Partidas</th><th scope="col">Gana el mazo A</th></tr></thead>
            <tbody>{steps.map((s, i) => <tr key={`${s.value}-${i}`}><th scope="row">{s.value}</th><td>{s.games}</td><td>{pctCi(s.winRateA)}</td></tr>)}</tbody>
          </table>
        )}
      </div>
    </section>
  )
}
