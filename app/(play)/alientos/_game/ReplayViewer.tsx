'use client'
// /alientos/repeticion: opens a duel's record (a file, a paste, or the duel just finished on /alientos) and steps
// through it move by move on the duel's own table, read-only, with the log of what happened up to that move. The
// arrows, Home and End step it from anywhere in the viewer; a record that cannot be shown is refused with its field.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { describeEvent, describeResult } from '@/lib/alientos/describe'
import { RECORD_LIMITS } from '@/lib/platform/record'
import { DuelBoard } from './DuelBoard'
import { openReplay, REPLAY_HANDOFF_KEY, type OpenedReplay } from './replay'
import type { SeatSetup } from './store'
import styles from '../alientos.module.css'

type Shown = Extract<OpenedReplay, { ok: true }> & { source: string }
type Refusal = Extract<OpenedReplay, { ok: false }> & { source: string }

const NO_ACTION = () => {}

export function ReplayViewer() {
  const [shown, setShown] = useState<Shown | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [at, setAt] = useState(0)
  const [pasted, setPasted] = useState('')
  const viewer = useRef<HTMLElement>(null)
  const focusViewer = useRef(false)

  function open(text: string, source: string) {
    const r = openReplay(text)
    if (!r.ok) { setRefusal({ ...r, source }); return }
    setRefusal(null)
    setShown({ ...r, source })
    setAt(0)
    focusViewer.current = true
  }

  // The duel handed over by /alientos («Ver la repetición paso a paso»), kept in this tab so a reload finds it.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('desde') !== 'duelo') return
    let text: string | null = null
    try { text = window.sessionStorage.getItem(REPLAY_HANDOFF_KEY) } catch { /* storage blocked */ }
    if (text === null) setRefusal({ ok: false, field: '(duelo)', message: 'Esta pestaña no tiene ningún duelo terminado que mostrar; ábrelo desde /alientos o carga su archivo.', source: 'el duelo de /alientos' })
    else open(text, 'el duelo recién terminado en /alientos')
  }, [])

  // Move focus to the table once a record opens, so the arrows step it at once.
  useEffect(() => {
    if (shown && focusViewer.current) { focusViewer.current = false; viewer.current?.focus() }
  }, [shown])

  async function onFile(file: File | undefined) {
    if (!file) return
    if (file.size > RECORD_LIMITS.maxBytes) {
      setRefusal({ ok: false, field: '(archivo)', message: `Es demasiado grande: como mucho ${RECORD_LIMITS.maxBytes} bytes.`, source: file.name })
      return
    }
    open(await file.text(), file.name)
  }

  const last = shown ? shown.frames.length - 1 : 0
  const frame = shown?.frames[Math.min(at, last)]
  const names = frame?.state.taumaturgos ?? []
  const seats: SeatSetup[] = useMemo(() => names.map((t) => ({ name: t.name, dice: '', player: 'human' })), [names])
  // Everything that happened up to the move shown, each line tagged with the move that made it.
  const log = useMemo(() => shown === null ? [] : shown.frames.slice(0, at + 1).flatMap((f) => f.events.map((e) => ({ move: f.move, text: describeEvent(e, names) }))), [shown, at, names])
  const logBox = useRef<HTMLOListElement>(null)
  useEffect(() => { const box = logBox.current; if (box) box.scrollTop = box.scrollHeight }, [log.length])

  const step = (to: number) => setAt(Math.max(0, Math.min(last, to)))
  function onKey(e: KeyboardEvent<HTMLElement>) {
    if (e.altKey || e.ctrlKey || e.metaKey) return
    const to = e.key === 'ArrowLeft' ? at - 1 : e.key === 'ArrowRight' ? at + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? last : null
    if (to === null) return
    e.preventDefault()
    step(to)
  }

  const moveName = (i: number) => {
    const m = shown?.moves[i - 1]
    if (m === undefined) return 'Comienzo del duelo'
    const who = (seat: number) => names[seat]?.name ?? `Taumaturgo ${seat + 1}`
    if ('resign' in m) return `Jugada ${i}: abandona ${who(m.resign)}`
    return `Jugada ${i}`
  }

  return (
    <div className={styles.setup}>
      <section className={styles.panel} aria-labelledby="abrir-titulo">
        <h2 id="abrir-titulo">Abrir una repetición</h2>
        <p className={styles.hint}>
          El archivo que da «Descargar la repetición» al terminar un duelo en <a href="/alientos">/alientos</a>, o el de{' '}
          <code>dm alientos selfplay --record</code>.
        </p>
        <label className={styles.field}>Archivo de repetición (JSON)
          <input type="file" accept="application/json,.json" onChange={(e) => { void onFile(e.target.files?.[0]); e.target.value = '' }} />
        </label>
        <label className={styles.field}>O pega aquí su contenido
          <textarea rows={3} value={pasted} onChange={(e) => setPasted(e.target.value)} spellCheck={false} maxLength={RECORD_LIMITS.maxBytes} />
        </label>
        <div className={styles.row}>
          <button type="button" className="button button--secondary" disabled={pasted.trim() === ''} onClick={() => open(pasted, 'el texto pegado')}>Abrir lo pegado</button>
        </div>
        {refusal && (
          <div role="alert" className={styles.error}>
            <p>No se puede mostrar {refusal.source}: en <code>{refusal.field}</code>, {refusal.message}</p>
          </div>
        )}
      </section>

      {shown && frame && (
        <section
          ref={viewer} className={styles.setup} tabIndex={0} onKeyDown={onKey}
          aria-label="Repetición del duelo" aria-keyshortcuts="ArrowLeft ArrowRight Home End" aria-describedby="repeticion-ayuda"
        >
          <div className={styles.panel}>
            <p aria-live="polite" className={styles.status}>
              <strong>{moveName(frame.move)}</strong><span>de {last} {last === 1 ? 'jugada' : 'jugadas'}</span><span>({shown.source})</span>
            </p>
            <div className={styles.row} role="group" aria-label="Avanzar y retroceder">
              <button type="button" className="button button--secondary" onClick={() => step(0)} disabled={at === 0}>Al principio</button>
              <button type="button" className="button button--secondary" onClick={() => step(at - 1)} disabled={at === 0}>Jugada anterior</button>
              <button type="button" className="button" onClick={() => step(at + 1)} disabled={at === last}>Jugada siguiente</button>
              <button type="button" className="button button--secondary" onClick={() => step(last)} disabled={at === last}>Al final</button>
            </div>
            <p id="repeticion-ayuda" className={styles.hint}>Con el foco en la repetición: ← y → una jugada, Inicio y Fin al principio y al final.</p>
            {frame.state.result && <p className={styles.result} role="status">{describeResult(frame.state.result, names)}</p>}
          </div>
          <DuelBoard state={frame.state} seats={seats} lastEvents={frame.events} onAction={NO_ACTION} onResign={NO_ACTION} readOnly />
          <section className={styles.panel} aria-labelledby="repeticion-registro-titulo">
            <h2 id="repeticion-registro-titulo">Lo que ha pasado hasta aquí</h2>
            <ol className={styles.log} ref={logBox} aria-label="Registro de la repetición">
              {log.map((l, i) => <li key={i} aria-current={l.move === frame.move ? 'step' : undefined} className={l.move === frame.move ? styles.logNow : undefined}>{l.text}</li>)}
            </ol>
          </section>
        </section>
      )}
    </div>
  )
}
