'use client'
// The table's controls: undo, restart, seeds, seat (RUL-5), turn limit (RUL-13), the goldfish bot,
// and the link that shares the line played.
import { useId, useRef, useState, type FormEvent } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { useHydrated } from '@/app/_components/useHydrated'
import { parseSeed } from '@/lib/engine'
import { MAX_TURNS, MIN_TURNS, parseTurns, type GoldfishSeat } from './url-state'
import type { GoldfishSettings } from './useGoldfish'
import styles from './probar.module.css'

type Props = {
  settings: GoldfishSettings
  stepCount: number
  gameOver: boolean
  shareHref: string
  onUndo: () => void
  onRestart: () => void
  onNewSeed: () => void
  onSeed: (seed: number) => void
  onSeat: (seat: GoldfishSeat) => void
  onTurns: (turns: number) => void
  onAuto: (scope: 'one' | 'turn') => void
}

export function TableControls(p: Props) {
  const id = useId()
  const hydrated = useHydrated() // fields wait for React, so nothing typed before is lost
  const [seedText, setSeedText] = useState(String(p.settings.seed))
  const [turnsText, setTurnsText] = useState(String(p.settings.turns))
  const [copied, setCopied] = useState<string>('')
  const shareInput = useRef<HTMLInputElement>(null)

  // Keep the fields in step when the settings change from elsewhere (new seed, a restart).
  const [shownSeed, setShownSeed] = useState(p.settings.seed)
  if (shownSeed !== p.settings.seed) {
    setShownSeed(p.settings.seed)
    setSeedText(String(p.settings.seed))
  }

  const [sharedHref, setSharedHref] = useState(p.shareHref)
  if (sharedHref !== p.shareHref) {
    setSharedHref(p.shareHref)
    setCopied('')
  }

  const submitSeed = (e: FormEvent) => {
    e.preventDefault()
    if (seedText.trim() === '') return
    p.onSeed(parseSeed(seedText))
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(p.shareHref)
      setCopied('Enlace copiado: quien lo abra verá esta misma posición.')
    } catch {
      shareInput.current?.select()
      setCopied('No se pudo copiar solo: el enlace está seleccionado, cópialo con el teclado.')
    }
  }

  return (
    <section className={styles.controls} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} className={styles.sideTitle}>Controles</h2>
      <div className={styles.controlRow}>
        <button type="button" className="button" onClick={p.onUndo} disabled={p.stepCount === 0}>
          Deshacer
        </button>
        <button type="button" className="button button--secondary" onClick={p.onRestart} disabled={p.stepCount === 0}>
          Reiniciar
        </button>
        <button type="button" className="button button--secondary" onClick={p.onNewSeed}>
          Nueva semilla
        </button>
      </div>
      <div className={styles.controlRow}>
        <button type="button" className="button button--secondary" onClick={() => p.onAuto('one')} disabled={p.gameOver}>
          Acción automática
        </button>
        <button type="button" className="button button--secondary" onClick={() => p.onAuto('turn')} disabled={p.gameOver}>
          Completar el turno automáticamente
        </button>
      </div>
      <p className={styles.controlHelp}>La acción automática decide como el simulador de partidas en lote.</p>

      <form className={styles.controlForm} onSubmit={submitSeed}>
        <label htmlFor={`${id}-seed`}>Semilla</label>
        <input
          id={`${id}-seed`}
          className={styles.input}
          value={seedText}
          disabled={!hydrated}
          onChange={(e) => setSeedText(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--secondary" disabled={!hydrated}>Usar esta semilla</button>
      </form>
      <p className={styles.controlHelp}>
        La partida es la n.º 0 de la semilla: reparte la misma mano que <code>dm hands</code> con <code>--seed {p.settings.seed}</code>.
      </p>

      <fieldset className={styles.fieldset}>
        <legend>
          Juegas como (<RuleLink id="RUL-5" />)
        </legend>
        {(['first', 'second'] as const).map((seat) => (
          <label key={seat} className={styles.radio}>
            <input type="radio" name={`${id}-seat`} value={seat} checked={p.settings.seat === seat} disabled={!hydrated} onChange={() => p.onSeat(seat)} />
            {seat === 'first' ? 'Primer Master (sin Descanso ni Cobro en tu primer turno)' : 'Segundo Master'}
          </label>
        ))}
      </fieldset>

      <div className={styles.controlForm}>
        <label htmlFor={`${id}-turns`}>
          Turnos de la simulación (<RuleLink id="RUL-13" />)
        </label>
        <input
          id={`${id}-turns`}
          className={`${styles.input} ${styles.inputShort}`}
          type="number"
          min={MIN_TURNS}
          max={MAX_TURNS}
          value={turnsText}
          disabled={!hydrated}
          onChange={(e) => {
            setTurnsText(e.target.value)
            const n = parseTurns(e.target.value)
            if (n !== null && String(n) === e.target.value.trim()) p.onTurns(n)
          }}
          onBlur={() => setTurnsText(String(p.settings.turns))}
        />
      </div>

      <div className={styles.share}>
        <label htmlFor={`${id}-share`}>Enlace a esta partida</label>
        <input id={`${id}-share`} ref={shareInput} className={styles.input} readOnly value={p.shareHref} onFocus={(e) => e.target.select()} />
        <button type="button" className="button button--secondary" onClick={copy}>Copiar enlace</button>
        <p className={styles.controlHelp} role="status">{copied}</p>
      </div>
    </section>
  )
}
