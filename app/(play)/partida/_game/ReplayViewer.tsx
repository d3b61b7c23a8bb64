'use client'
// A replay link or a finished account game. A finished game is shown on the board, step by step,
// with the whole log (both hands named: the game is over). A line that has not ended shows nothing
// of the table or the log, so a link shared mid-game gives nothing away: it can only be continued,
// against the bot it was played against or by two players.
import { useMemo, useRef, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import { describeResult, type Seat } from '@/lib/engine'
import { viewFor } from '@/lib/engine/view'
import { Board, type PlayStep } from '../_board/Board'
import { eventsFor, truncateDuel, turnStarts, type Duel } from './duel'
import { BOT_LEVELS, type BotLevel, type DuelMode } from './setup-options'
import { seatNamesFor } from './LocalGame'
import styles from './game.module.css'

export type ContinueAs = { mode: DuelMode; bot: BotLevel }

export function ReplayViewer({ duel, notice, catalogue, mode, bot, onNew, onContinue }: {
  duel: Duel
  notice: string | null
  catalogue: Catalogue
  /** How the game was played, when the link or the account says so. */
  mode: DuelMode | null
  bot: BotLevel | null
  onNew: () => void
  onContinue: (duel: Duel, as: ContinueAs) => void
}) {
  const finished = duel.state.result !== null
  const botLevel: BotLevel = bot ?? 'heuristic'
  const botLabel = BOT_LEVELS.find((b) => b.id === botLevel)?.label.split(' (')[0]?.toLowerCase() ?? botLevel
  const continueButtons = (d: Duel) => (
    <div className={styles.buttons}>
      <button type="button" className={`button ${mode === 'hotseat' ? 'button--secondary' : ''}`} onClick={() => onContinue(d, { mode: 'bot', bot: botLevel })}>
        Continuar desde aquí contra el bot ({botLabel})
      </button>
      <button type="button" className={`button ${mode === 'hotseat' ? '' : 'button--secondary'}`} onClick={() => onContinue(d, { mode: 'hotseat', bot: botLevel })}>
        Continuar desde aquí a dos jugadores
      </button>
      <button type="button" className="button button--secondary" onClick={onNew}>Jugar una partida nueva</button>
    </div>
  )
  if (!finished) {
    return (
      <section className={styles.unfinished} aria-labelledby="sin-terminar-titulo">
        <h2 id="sin-terminar-titulo">Partida sin terminar</h2>
        {notice && <p className={styles.notice} role="status">{notice}</p>}
        <p><span data-testid="paso">Acción {duel.steps.length} de {duel.steps.length}</span>. La repetición y su registro se ven cuando la partida termina: hasta entonces nadie ve las manos ni lo que se robó.</p>
        {mode !== null && <p>Se jugaba {mode === 'bot' ? `contra el bot (${botLabel})` : 'a dos jugadores en una pantalla'}.</p>}
        {continueButtons(duel)}
      </section>
    )
  }
  return <FinishedReplay duel={duel} notice={notice} catalogue={catalogue} mode={mode} continueButtons={continueButtons} />
}

function FinishedReplay({ duel, notice, catalogue, mode, continueButtons }: {
  duel: Duel; notice: string | null; catalogue: Catalogue; mode: DuelMode | null; continueButtons: (d: Duel) => React.ReactNode
}) {
  const [at, setAtState] = useState(duel.steps.length)
  const [seat, setSeat] = useState<Seat>(0)
  // «Adelante» plays its step on the board (as a game in play would); any other move shows the position at once.
  const [stepped, setStepped] = useState<{ at: number; key: number } | null>(null)
  const keys = useRef(0)
  const setAt = (next: number) => {
    setStepped(next === at + 1 ? { at: next, key: ++keys.current } : null)
    setAtState(next)
  }
  const shown = useMemo(() => truncateDuel(duel, at, catalogue), [duel, at, catalogue])
  const turns = useMemo(() => turnStarts(duel.steps), [duel.steps])
  const seatNames = useMemo(() => seatNamesFor(mode ?? 'hotseat').map((n) => n.replace(/^Tú \((Master 1)\)$/, '$1')) as [string, string], [mode])
  const view = useMemo(() => viewFor(shown.state, seat, catalogue), [shown.state, seat, catalogue])
  const playback = useMemo((): PlayStep[] => {
    const step = duel.steps[at - 1]
    if (stepped === null || stepped.at !== at || step === undefined) return []
    let before: ReturnType<typeof viewFor> | null = null
    return [{ key: stepped.key, seat: step.seat, own: false, events: eventsFor(step.events, seat), before: () => (before ??= viewFor(truncateDuel(duel, at - 1, catalogue).state, seat, catalogue)) }]
  }, [stepped, at, duel, seat, catalogue])
  const step = at > 0 ? duel.steps[at - 1] : undefined
  const summary = useMemo(() => (step ? [{ seat: step.seat, auto: null, label: null, events: step.events }] : [{ seat: 0 as Seat, auto: null, label: null, events: duel.setupEvents }]), [step, duel.setupEvents])
  const s = shown.state
  const controls = (
    <section className={styles.replayPanel} aria-labelledby="repeticion-titulo">
      <h2 id="repeticion-titulo">Repetición</h2>
      {notice && <p className={styles.notice} role="status">{notice}</p>}
      {duel.state.result && <p data-testid="resultado">Final: {describeResult(duel.state.result)}</p>}
      <div className={styles.replayControls} role="group" aria-label="Avanzar y retroceder">
        <button type="button" className="button button--secondary" onClick={() => setAt(0)} disabled={at === 0}>Al principio</button>
        <button type="button" className="button button--secondary" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0}>Atrás</button>
        <span data-testid="paso">Acción {at} de {duel.steps.length}</span>
        <button type="button" className="button button--secondary" onClick={() => setAt(Math.min(duel.steps.length, at + 1))} disabled={at === duel.steps.length}>Adelante</button>
      </div>
      <div className={styles.replayControls}>
        <label>
          Ir al turno{' '}
          <select className={styles.input} value="" onChange={(e) => { if (e.target.value !== '') setAt(Number(e.target.value)) }}>
            <option value="">—</option>
            {turns.map((t) => <option key={t.step} value={t.step}>Turno {t.turn} del Master {t.seat + 1}</option>)}
          </select>
        </label>
        <label>
          Ver la mesa desde{' '}
          <select className={styles.input} value={seat} onChange={(e) => setSeat(Number(e.target.value) as Seat)}>
            <option value={0}>el Master 1</option>
            <option value={1}>el Master 2</option>
          </select>
        </label>
      </div>
      {s.result === null && continueButtons(shown)}
    </section>
  )
  return (
    <Board
      title="Repetición de una partida"
      view={view}
      catalogue={catalogue}
      legal={[]}
      deciding={null}
      summary={summary}
      summaryTitle={at === 0 ? 'Preparación' : `Acción ${at}`}
      log={{ setupEvents: duel.setupEvents, steps: shown.steps }}
      seatNames={seatNames}
      onAction={() => undefined}
      waiting={controls}
      playback={playback}
      canDecide={false}
      decisionKey={at}
    />
  )
}
