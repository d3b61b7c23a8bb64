'use client'
// A queued job on the page: progress (games, shards, workers) refreshed every second while it runs,
// a cancel button for its owner only (the API's `yours`), and the merged report once every shard is in. Reads and
// the cancel go through React Query.
import { useEffect, useId } from 'react'
import type { Card } from '@/lib/catalogue/model'
import type { LabJobView } from '@/lib/server/lab/jobs'
import { pctCi } from '@/lib/sim/lab-words'
import { ServerState } from '@/app/_components/server-state/ServerState'
import styles from './lab.module.css'
import { canCancel, isOpen, useCancelLabJob, useLabJob } from './lab-jobs'
import { Results } from './Results'

const STATUS: Record<LabJobView['status'], string> = {
  queued: 'en cola', running: 'en juego', done: 'terminada', failed: 'fallida', cancelled: 'cancelada',
}

type Props = {
  initial: LabJobView
  cards: readonly Card[]
  /** Called once the merged report is in (the ratings page then shows the league's ratings in place). */
  onReport?: () => void
}

/** The job's page brings the tab's React Query client with it (its progress is a polled query: lab-jobs.ts). */
export function JobView(props: Props) {
  return <ServerState><JobProgress {...props} /></ServerState>
}

function JobProgress({ initial, cards, onReport }: Props) {
  const id = useId()
  const read = useLabJob(initial)
  const cancellation = useCancelLabJob(initial.id)
  const job = read.data.job
  const open = isOpen(job)
  const problem = cancellation.error?.message ?? read.error?.message ?? null
  const reported = job.status === 'done' && job.report !== null
  useEffect(() => { if (reported) onReport?.() }, [reported, onReport])

  const p = job.progress
  return (
    <section aria-labelledby={`${id}-h`} aria-busy={open}>
      <h2 id={`${id}-h`}>Resultados</h2>
      <div className={styles.progress}>
        <label>Progreso <progress max={p.total} value={p.done}>{p.done} de {p.total}</progress></label>
        <span role="status">
          Prueba {STATUS[job.status]}: {p.done.toLocaleString('es-ES')} de {p.total.toLocaleString('es-ES')} partidas por serie · {p.shardsDone} de {p.shards} tandas
          {p.workers.length > 0 ? ` · ${p.workers.length === 1 ? 'trabajador' : 'trabajadores'}: ${p.workers.join(', ')}` : ''}
        </span>
        {canCancel(read.data) && <button type="button" className={styles.buttonSecondary} onClick={() => cancellation.mutate()}>Cancelar la prueba</button>}
        {open && read.data.yours === false && <span className={styles.hint}>Solo quien la encargó puede cancelarla.</span>}
      </div>
      {job.status === 'queued' && p.workers.length === 0 && <p className={styles.hint}>Esperando a que un trabajador tome la primera tanda.</p>}
      {job.error !== null && <p role="alert">{job.error}</p>}
      {problem !== null && <p role="alert">{problem}</p>}
      {job.report !== null && !('game' in job.spec) && job.spec.kind !== 'matches' && job.report.format === 'dm-lab-report' && <Results spec={job.spec} report={job.report} cards={cards} note="jugada en el servidor" />}
      {job.report !== null && job.report.format === 'dm-alientos-sweep-report' && (
        // A Duelo de alientos sweep (issue 31): each mix of dice against the others, per bot.
        <>
          {job.report.report.bots.map((b) => (
            <table key={b.bot} className={styles.stack}>
              <caption>Duelo de alientos, bot {b.bot}: cada mezcla contra las demás (victoria 1, empate ½)</caption>
              <thead><tr><th scope="col">Mezcla</th><th scope="col">Puntos</th><th scope="col">Duelos</th><th scope="col">Dados</th></tr></thead>
              <tbody>{b.standings.map((m) => <tr key={m.mix}><th scope="row">{m.name}</th><td>{pctCi(m.score)}</td><td>{m.games}</td><td>{m.dice}</td></tr>)}</tbody>
            </table>
          ))}
        </>
      )}
      {job.report !== null && !('game' in job.spec) && job.spec.kind === 'matches' && (
        <p>
          Una liga de {job.spec.decks.length} {job.spec.decks.length === 1 ? 'mazo' : 'mazos'} ({job.spec.pairings.length} {job.spec.pairings.length === 1 ? 'enfrentamiento' : 'enfrentamientos'}, {job.games.toLocaleString('es-ES')} partidas).
          {job.spec.purpose === 'ratings' ? <> Sus valoraciones de cartas están en <a href={`/laboratorio/cartas?prueba=${job.id}`}>Cartas valoradas</a>.</> : ' La usa el comando que la pidió (dm lab evolve o dm lab balance).'}
        </p>
      )}
    </section>
  )
}
