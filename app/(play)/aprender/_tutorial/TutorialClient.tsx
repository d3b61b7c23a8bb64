'use client'
// The guided first game on /aprender (issue 27): the real board (the /partida Board, driven by props) on the real engine,
// playing lib/tutorial's script. At each of the newcomer's decisions the coach says what to do and why, with its rule, and
// the board offers only the taught action (its cards lit); anything else is refused with a word. The bot's steps play by
// themselves, one at a time, and every step is played back on the board as in a game on /partida (the bot's whole, the
// newcomer's dice and combats). The table takes the screen (TableScreen): the guide in the strip over it, the won game in
// the decision's place, «Empezar de nuevo» in the menu. Progress is kept in this browser after every step, so the game
// can be left and resumed.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { makeCatalogue, type Card } from '@/lib/catalogue/model'
import type { Action, GameEvent } from '@/lib/engine'
import { HIDDEN_CARD, viewFor } from '@/lib/engine/view'
import { Board, type PlayStep, type SummaryStep } from '@/app/(play)/partida/_board/Board'
import {
  CHAPTERS, deciderOf, nextOf, playBot, playPlayer, PLAYER, progressOf, resumeTutorial, startTutorial, type Progress, type Tutorial,
} from '@/lib/tutorial/lesson'
import { readProgress, saveProgress, TUTORIAL_KEY } from './progress'
import styles from './aprender.module.css'

/** The pause before each of the bot's steps (its events are then played back on the board at the chosen pace). */
const BOT_STEP_MS = 400
const SEAT_NAMES: [string, string] = ['Tú', 'Bot']

/** The events as the newcomer may read them: the bot's draws unnamed. */
const forPlayer = (events: readonly GameEvent[]): GameEvent[] =>
  events.map((e) => (e.type === 'cardDrawn' && e.seat !== PLAYER ? { ...e, cardId: HIDDEN_CARD } : e))

export function TutorialClient({ cards, catalogueVersion }: { cards: readonly Card[]; catalogueVersion: string }) {
  const catalogue = useMemo(() => makeCatalogue(cards as Card[], catalogueVersion), [cards, catalogueVersion])
  const [tutorial, setTutorial] = useState<Tutorial | null>(null)
  const [resumed, setResumed] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  // On arrival: the game left halfway in this browser, or a new one.
  useEffect(() => {
    const saved = readProgress(window.localStorage)
    if (saved !== null && !saved.done && (saved.step > 0 || saved.part > 0)) {
      setTutorial(resumeTutorial(catalogue, saved))
      setResumed(true)
    } else setTutorial(startTutorial(catalogue))
  }, [catalogue])

  const next = useMemo(() => (tutorial === null ? null : nextOf(tutorial, catalogue)), [tutorial, catalogue])

  // Saved after every step; a won game is remembered as done.
  useEffect(() => {
    if (tutorial === null || next === null) return
    const progress: Progress = progressOf(tutorial)
    saveProgress(window.localStorage, { ...progress, done: next.kind === 'won' })
  }, [tutorial, next])

  // The bot's steps, one at a time, each left on screen a moment.
  useEffect(() => {
    if (tutorial === null || next?.kind !== 'bot') return
    const t = window.setTimeout(() => setTutorial((current) => (current === tutorial ? playBot(current, catalogue) : current)), BOT_STEP_MS)
    return () => window.clearTimeout(t)
  }, [tutorial, next, catalogue])

  const play = useCallback((action: Action) => {
    if (tutorial === null) return
    const r = playPlayer(tutorial, action, catalogue)
    if (!r.ok) {
      setRefusal('Esa no es la jugada de este paso: sigue la guía. En tus propias partidas podrás elegir libremente.')
      return
    }
    setRefusal(null)
    setResumed(false)
    setTutorial(r.tutorial)
  }, [tutorial, catalogue])

  const restart = useCallback(() => {
    window.localStorage.removeItem(TUTORIAL_KEY)
    setRefusal(null)
    setResumed(false)
    setTutorial(startTutorial(catalogue))
  }, [catalogue])

  const view = useMemo(() => (tutorial === null ? null : viewFor(tutorial.state, PLAYER, catalogue)), [tutorial, catalogue])
  const log = useMemo(() => ({
    setupEvents: forPlayer(tutorial?.setupEvents ?? []),
    steps: (tutorial?.played ?? []).map((p) => ({ events: forPlayer(p.events) })),
  }), [tutorial])
  // «Desde tu última decisión»: what the bot did since the newcomer's last decision, and that decision.
  const summary: SummaryStep[] = useMemo(() => {
    const played = tutorial?.played ?? []
    let from = played.length - 1
    while (from > 0 && played[from]?.seat !== PLAYER) from--
    return played.slice(Math.max(0, from)).map((p) => ({ seat: p.seat, auto: null, label: null, events: forPlayer(p.events) }))
  }, [tutorial])

  // Every step played, to play back on the board from the state it was played on (those present on arrival count as seen).
  const playback: PlayStep[] = useMemo(() => (tutorial?.played ?? []).map((p, i) => {
    let before: ReturnType<typeof viewFor> | null = null
    return { key: i + 1, seat: p.seat, own: p.seat === PLAYER, events: forPlayer(p.events), before: () => (before ??= viewFor(p.before, PLAYER, catalogue)) }
  }), [tutorial, catalogue])

  if (tutorial === null || next === null || view === null) return <p role="status">Preparando la partida…</p>

  const chapter = next.kind === 'player' ? next.chapter : next.kind === 'won' ? CHAPTERS.length - 1 : null
  const coach = (
    <section className={styles.coach} aria-labelledby="guia-titulo" data-testid="guia">
      {resumed && <p className={styles.resumed} role="status">Seguimos donde lo dejaste.</p>}
      {chapter !== null && (
        <p className={styles.chapter}>
          <span>Capítulo {chapter + 1} de {CHAPTERS.length}: {CHAPTERS[chapter]}</span>
          <progress max={CHAPTERS.length} value={chapter + (next.kind === 'won' ? 1 : 0)} aria-label="Avance de la partida guiada" />
        </p>
      )}
      {next.kind === 'player' && (
        <>
          <h2 id="guia-titulo" className={styles.todo} aria-live="polite">{next.lesson.todo}</h2>
          <p className={styles.why}>{next.lesson.why} <RuleLink id={next.lesson.rule} /></p>
          {next.parts > 1 && <p className={styles.part}>Parte {next.part + 1} de {next.parts} de esta jugada: pulsa la opción que se ofrece.</p>}
        </>
      )}
      {next.kind === 'bot' && <h2 id="guia-titulo" className={styles.todo} aria-live="polite">Juega el bot: mira lo que hace en la mesa.</h2>}
      {next.kind === 'won' && <h2 id="guia-titulo" className={styles.todo}>La reliquia del bot es tuya.</h2>}
      {refusal && <p className={styles.refusal} role="alert">{refusal}</p>}
    </section>
  )
  const won = next.kind === 'won' && (
    <section className={styles.won} aria-labelledby="ganada-titulo" data-testid="final">
      <h2 id="ganada-titulo" className={styles.todo}>¡Has ganado tu primera partida!</h2>
      <p className={styles.why}>
        Cayó el último defensor de la reliquia del bot: la capturas y la partida termina en el acto. También se gana si el rival se
        queda sin Dalmas. <RuleLink id="R21.1" />
      </p>
      <p className={styles.actions}>
        <a className="button" href="/partida">Jugar una partida contra el bot</a>
        <a className="button button--secondary" href="/reglas">Leer el reglamento</a>
        <button type="button" className="button button--secondary" onClick={restart}>Repetir la partida guiada</button>
      </p>
    </section>
  )
  const menu = (
    <p className={styles.actions}>
      <button type="button" className="button button--secondary" onClick={restart}>Empezar de nuevo</button>
      <span>Tu avance se guarda en este navegador: puedes salir y seguir después.</span>
    </p>
  )

  return (
    <Board
      title="Partida guiada"
      view={view}
      catalogue={catalogue}
      legal={next.kind === 'player' ? [next.action] : []}
      deciding={next.kind === 'won' ? null : deciderOf(tutorial.state)}
      summary={summary}
      log={log}
      seatNames={SEAT_NAMES}
      you={PLAYER}
      onAction={play}
      banner={coach}
      menu={menu}
      playback={playback}
      {...(won ? { result: won } : {})}
      decisionKey={tutorial.played.length}
      waiting={next.kind === 'bot' ? <p role="status">El bot está jugando…</p> : undefined}
    />
  )
}
