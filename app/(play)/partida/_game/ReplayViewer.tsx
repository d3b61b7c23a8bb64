'use client'
// A replay link or a finished account game. A finished game is shown on the board, step by step,
// with the whole log (both hands named: the game is over). A line that has not ended shows nothing
// of the table or the log, so a link shared mid-game gives nothing away: it can only be continued,
// against the bot it was played against or by two players. A game of an online table that the table's
// own rules ended (a resignation, the clock: the link's `fin`) is finished too, though the engine never saw it end.
// The Masters are named as where the game was played (issue 27): «Tú» and «Bot», «Master 1» and «Master 2», or an
// online table's «Master A» and «Master B», the same on the board, the log and the controls.
import { useMemo, useRef, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import { describeResult, type Seat } from '@/lib/engine'
import { voiceOf, type Speakers } from '@/lib/engine/describe'
import { viewFor } from '@/lib/engine/view'
import { tableEndSentence, tableSpeakers } from '@/lib/online/words'
import { Board, type PlayStep } from '../_board/Board'
import { eventsFor, truncateDuel, turnStarts, type Duel, type TableEnd } from './duel'
import { BOT_LEVELS, type BotLevel, type DuelMode } from './setup-options'
import { seatNamesFor, youFor } from './LocalGame'
import styles from './game.module.css'

export type ContinueAs = { mode: DuelMode; bot: BotLevel }

/** How a replay names the Masters: as where it was played. */
export function replaySpeakers(mode: DuelMode | null, table: TableEnd | null): Speakers {
  if (table !== null) return tableSpeakers(null)
  return { names: seatNamesFor(mode ?? 'hotseat'), you: youFor(mode ?? 'hotseat') }
}

export function ReplayViewer({ duel, notice, catalogue, mode, bot, table = null, onNew, onContinue }: {
  duel: Duel
  notice: string | null
  catalogue: Catalogue
  /** How the game was played, when the link or the account says so. */
  mode: DuelMode | null
  bot: BotLevel | null
  /** The online table it was played at, and how the table ended it (a resignation…), or null. */
  table?: TableEnd | null
  onNew: () => void
  onContinue: (duel: Duel, as: ContinueAs) => void
}) {
  const finished = duel.state.result !== null || table?.end != null
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
  return <FinishedReplay duel={duel} notice={notice} catalogue={catalogue} mode={mode} table={table} continueButtons={continueButtons} />
}

function FinishedReplay({ duel, notice, catalogue, mode, table, continueButtons }: {
  duel: Duel; notice: string | null; catalogue: Catalogue; mode: DuelMode | null; table: TableEnd | null; continueButtons: (d: Duel) => React.ReactNode
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
  const speakers = useMemo(() => replaySpeakers(mode, table), [mode, table])
  const seatNames = speakers.names
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
      {duel.state.result
        ? <p data-testid="resultado">Final: {describeResult(duel.state.result, speakers)}</p>
        : table?.end && <p data-testid="resultado">Final: {tableEndSentence(table.end, speakers)}</p>}
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
            {turns.map((t) => {
              const v = voiceOf(speakers, t.seat)
              return <option key={t.step} value={t.step}>{v.you ? `Tu turno ${t.turn}` : `Turno ${t.turn} ${v.of}`}</option>
            })}
          </select>
        </label>
        <label>
          Ver la mesa desde el lado de{' '}
          <select className={styles.input} value={seat} onChange={(e) => setSeat(Number(e.target.value) as Seat)}>
            <option value={0}>{seatNames[0]}</option>
            <option value={1}>{seatNames[1]}</option>
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
      you={speakers.you}
      onAction={() => undefined}
      waiting={controls}
      playback={playback}
      canDecide={false}
      decisionKey={at}
    />
  )
}
