'use client'
// /laboratorio's form, run and results. The form's state is the URL's (url-state.ts): a run writes
// its inputs into the address, and opening that address runs the same thing by itself (same decks,
// seeds as typed, what-if or sweep). Small runs play in this browser's workers; big ones go to the
// server's queue and live at /laboratorio/{id}.
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { makeCatalogue, type Card } from '@/lib/catalogue/model'
import { BOT_LEVELS, type BotLevel } from '@/lib/bots/types'
import { parseSeed } from '@/lib/engine/rng'
import { formatNumber } from '@/app/(play)/probar/_batch/view'
import styles from './lab.module.css'
import type { BoxedOption } from './prepare'
import { BalanceSearch } from './BalanceSearch'
import { Results } from './Results'
import { SweepEditor } from './SweepEditor'
import { useQueueLabJob } from './lab-jobs'
import { LAB_LIMITS, labSearch, partidaWhatIfHref, VARIANTS, type LabMode, type LabState } from './url-state'
import { useLabRun } from './useLabRun'
import { WhatIfEditor, type FieldsByType } from './WhatIfEditor'

export type { BoxedOption }

const BOT_LABELS: Record<BotLevel, string> = { random: 'Aleatorio (random)', heuristic: 'Heurístico (heuristic)', search: 'Búsqueda (search)' }
const VARIANT_LABELS: Record<(typeof VARIANTS)[number], string> = { none: 'Ninguna', rapida: 'Rápida', pensada: 'Pensada', estrategica: 'Estratégica' }
const MODE_LABELS: Record<LabMode, string> = { run: 'Una tanda', compare: 'Prueba de diseño', sweep: 'Barrido' }

export function LabClient({ cards, catalogueVersion, boxed, fieldsByType, initial, urlErrors, autoRun }: {
  cards: readonly Card[]
  catalogueVersion: string
  boxed: readonly BoxedOption[]
  fieldsByType: FieldsByType
  initial: LabState
  urlErrors: string[]
  /** The address names a run: play it at once. */
  autoRun: boolean
}) {
  const router = useRouter()
  const catalogue = useMemo(() => makeCatalogue([...cards], catalogueVersion), [cards, catalogueVersion])
  const [form, setForm] = useState<LabState>(() => ({ ...initial, a: initial.a || (boxed[0]?.code ?? ''), b: initial.b || (boxed[1]?.code ?? boxed[0]?.code ?? '') }))
  const [custom, setCustom] = useState({ a: !boxed.some((x) => x.code === form.a), b: !boxed.some((x) => x.code === form.b) })
  const [where, setWhere] = useState<'browser' | 'server'>('browser')
  const [problems, setProblems] = useState<string[]>(urlErrors)
  // Queuing on the server is a React Query mutation (lab-jobs.ts); the form stays busy until the job's page opens.
  const queue = useQueueLabJob()
  const sending = queue.isPending || queue.isSuccess
  const { state, run, cancel } = useLabRun()
  const id = useId()
  const set = <K extends keyof LabState>(key: K, value: LabState[K]) => setForm((f) => ({ ...f, [key]: value }))
  const whatIfGame = useMemo(() => (form.mode === 'compare' ? partidaWhatIfHref(form, parseSeed(form.seed), catalogueVersion) : null), [form, catalogueVersion])
  // Cards of both decks, offered first by the card searches.
  const inDecks = useMemo(() => {
    const ids = new Set<string>()
    for (const side of ['a', 'b'] as const) {
      const box = boxed.find((x) => x.code === form[side])
      if (box !== undefined) for (const cid of box.cardIds) ids.add(cid)
    }
    return ids
  }, [boxed, form])

  const start = async (state: LabState, target: 'browser' | 'server') => {
    const { prepareSpec } = await import('./prepare')
    const prepared = prepareSpec(state, catalogue, boxed)
    if (!prepared.ok) { setProblems(prepared.errors); return }
    if (target === 'browser' && state.games > LAB_LIMITS.maxGames) { setProblems([`Partidas: en el navegador, como máximo ${LAB_LIMITS.maxGames.toLocaleString('es-ES')}; para más, ejecuta en el servidor`]); return }
    setProblems([])
    const search = labSearch(state)
    window.history.replaceState(null, '', search === '' ? window.location.pathname : `?${search}`)
    if (target === 'browser') { run({ cards, catalogueVersion, spec: prepared.spec }); return }
    queue.mutate(prepared.spec, {
      onSuccess: (jobId) => router.push(`/laboratorio/${jobId}`),
      onError: (error) => setProblems([`Servidor: ${error.message}`]),
    })
  }

  // A shared link plays by itself, once.
  const autoStarted = useRef(false)
  useEffect(() => {
    if (!autoRun || autoStarted.current || urlErrors.length > 0) return
    autoStarted.current = true
    void start(form, 'browser')
  }, [])

  const submit = (event: FormEvent) => { event.preventDefault(); void start(form, where) }
  const running = state.status === 'running'

  return (
    <>
      <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate className={styles.form}>
        <h2 id={`${id}-title`}>Preparar una tanda</h2>
        <fieldset className={styles.group}>
          <legend>Qué quieres medir</legend>
          <div className={styles.choices}>
            {(['run', 'compare', 'sweep'] as const).map((m) => (
              <label key={m}><input type="radio" name={`${id}-mode`} value={m} checked={form.mode === m} onChange={() => set('mode', m)} /> {MODE_LABELS[m]}</label>
            ))}
          </div>
          <p className={styles.hint}>
            {form.mode === 'run' ? 'Dos mazos, muchas partidas: victorias por mazo y por quién empieza, y los puntos del anexo de pruebas.'
              : form.mode === 'compare' ? 'Cambia números de cartas y compáralo con la base en las mismas partidas, una a una.'
              : 'Recorre varios valores de un número de una carta y dibuja las victorias contra el valor.'}
          </p>
        </fieldset>
        <div className={styles.sides}>
          {(['a', 'b'] as const).map((side) => {
            const label = side === 'a' ? 'A' : 'B'
            const box = boxed.find((x) => x.code === form[side])
            return (
              <fieldset key={side} className={styles.group}>
                <legend>Mazo {label}</legend>
                <div className={styles.field}>
                  <label htmlFor={`${id}-${side}-box`}>Mazo de caja</label>
                  <select id={`${id}-${side}-box`} value={custom[side] ? '' : box?.code ?? ''} onChange={(e) => {
                    if (e.target.value === '') { setCustom((c) => ({ ...c, [side]: true })); return }
                    setCustom((c) => ({ ...c, [side]: false }))
                    set(side, e.target.value)
                  }}>
                    {boxed.map((x) => <option key={x.slug} value={x.code}>{x.name}</option>)}
                    <option value="">Otro (código o lista)</option>
                  </select>
                </div>
                {custom[side] && (
                  <div className={styles.field}>
                    <label htmlFor={`${id}-${side}-text`}>Código o lista del mazo {label}</label>
                    <textarea id={`${id}-${side}-text`} rows={3} value={form[side]} onChange={(e) => set(side, e.target.value)} maxLength={LAB_LIMITS.maxCodeChars} spellCheck={false} />
                  </div>
                )}
                <div className={styles.field}>
                  <label htmlFor={`${id}-${side}-bot`}>Bot del mazo {label}</label>
                  <select id={`${id}-${side}-bot`} value={form.bots[side === 'a' ? 'A' : 'B']} onChange={(e) => set('bots', { ...form.bots, [side === 'a' ? 'A' : 'B']: e.target.value as BotLevel })}>
                    {BOT_LEVELS.map((l) => <option key={l} value={l}>{BOT_LABELS[l]}</option>)}
                  </select>
                </div>
              </fieldset>
            )
          })}
        </div>
        <fieldset className={styles.group}>
          <legend>Tanda</legend>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-games`}>Partidas</label>
              <input id={`${id}-games`} type="number" inputMode="numeric" min={1} value={Number.isNaN(form.games) ? '' : form.games} onChange={(e) => set('games', e.target.valueAsNumber)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-seed`}>Semilla</label>
              <input id={`${id}-seed`} type="text" value={form.seed} maxLength={LAB_LIMITS.maxSeedChars} onChange={(e) => set('seed', e.target.value)} aria-describedby={`${id}-seed-hint`} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-turns`}>Turnos máximos</label>
              <input id={`${id}-turns`} type="number" inputMode="numeric" min={1} max={LAB_LIMITS.maxTurns} value={Number.isNaN(form.maxTurns) ? '' : form.maxTurns} onChange={(e) => set('maxTurns', e.target.valueAsNumber)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-variant`}>Variante</label>
              <select id={`${id}-variant`} value={form.variant} onChange={(e) => set('variant', e.target.value as LabState['variant'])}>{VARIANTS.map((v) => <option key={v} value={v}>{VARIANT_LABELS[v]}</option>)}</select>
            </div>
          </div>
          <p id={`${id}-seed-hint`} className={styles.hint}>La semilla se guarda tal como la escribes: un número, o cualquier texto (que se convierte en número sin perderlo). Las mismas entradas juegan las mismas partidas.</p>
          <label className={styles.check}><input type="checkbox" checked={form.mirror} onChange={(e) => set('mirror', e.target.checked)} /> Espejo: jugar también cada mazo contra sí mismo (cuánto pesa empezar)</label>
        </fieldset>
        {form.mode === 'compare' && (
          <>
            <WhatIfEditor cards={cards} fieldsByType={fieldsByType} inDecks={inDecks} text={form.override} onTextChange={(t) => set('override', t)} />
            <BalanceSearch cards={cards} catalogue={catalogue} fieldsByType={fieldsByType} form={form} boxed={boxed} />
            {whatIfGame !== null && <p><a href={whatIfGame}>Jugar una partida con estos cambios</a> (en /partida, desde la primera decisión; la partida guarda los cambios con ella).</p>}
          </>
        )}
        {form.mode === 'sweep' && (
          <SweepEditor cards={cards} fieldsByType={fieldsByType} inDecks={inDecks} card={form.sweepCard} field={form.sweepField} values={form.sweepValues}
            onChange={(n) => setForm((f) => ({ ...f, ...(n.card === undefined ? {} : { sweepCard: n.card }), ...(n.field === undefined ? {} : { sweepField: n.field }), ...(n.values === undefined ? {} : { sweepValues: n.values }) }))} />
        )}
        <fieldset className={styles.group}>
          <legend>Dónde se juega</legend>
          <div className={styles.choices}>
            <label><input type="radio" name={`${id}-where`} checked={where === 'browser'} onChange={() => setWhere('browser')} /> En este navegador (hasta {LAB_LIMITS.maxGames.toLocaleString('es-ES')} partidas)</label>
            <label><input type="radio" name={`${id}-where`} checked={where === 'server'} onChange={() => setWhere('server')} /> En el servidor (cola de trabajos, para tandas grandes)</label>
          </div>
        </fieldset>
        {problems.length > 0 && (
          <div role="alert" className={styles.alert}>
            <p>No se puede ejecutar:</p>
            <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={running || sending}>Ejecutar la tanda</button>
          {running && <button type="button" className={styles.buttonSecondary} onClick={cancel}>Cancelar</button>}
        </div>
      </form>

      <section aria-labelledby={`${id}-results`} aria-busy={running}>
        <h2 id={`${id}-results`}>Resultados</h2>
        {state.status === 'idle' && <p>{autoRun ? 'Preparando la tanda del enlace…' : 'Aún no hay resultados: prepara una tanda y ejecútala.'}</p>}
        {state.status === 'running' && (
          <div className={styles.progress}>
            <label>Progreso <progress max={state.total} value={state.done}>{state.done} de {state.total}</progress></label>
            <span role="status">{state.done} de {state.total} partidas por serie ({state.workers} {state.workers === 1 ? 'hilo' : 'hilos'})</span>
            <button type="button" className={styles.buttonSecondary} onClick={cancel}>Cancelar la tanda</button>
          </div>
        )}
        {state.status === 'cancelled' && <p role="status">Tanda cancelada tras {state.done} de {state.total} partidas.</p>}
        {state.status === 'error' && <p role="alert">{state.message}</p>}
        {state.status === 'done' && <Results spec={state.spec} report={state.report} cards={cards} note={`${formatNumber(state.elapsedMs / 1000, 1)} s en este navegador`} />}
      </section>
    </>
  )
}
