'use client'
// A queued job on the page: progress (games, shards, workers) refreshed every second while it runs,
// a cancel button, and the merged report once every shard is in.
import { useCallback, useEffect, useId, useState } from 'react'
import type { Card } from '@/lib/catalogue/model'
import type { LabJobView } from '@/lib/server/lab/jobs'
import styles from './lab.module.css'
import { Results } from './Results'

const STATUS: Record<LabJobView['status'], string> = {
  queued: 'en cola', running: 'en juego', done: 'terminada', failed: 'fallida', cancelled: 'cancelada',
}

export function JobView({ initial, cards }: { initial: LabJobView; cards: readonly Card[] }) {
  const id = useId()
  const [job, setJob] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const open = job.status === 'queued' || job.status === 'running' || (job.status === 'done' && job.report === null)

  const refresh = useCallback(async () => {
    try {
      const res = await fetch(`/api/lab/jobs/${initial.id}`, { cache: 'no-store' })
      const body = (await res.json()) as { job?: LabJobView; error?: { message: string } }
      if (!res.ok || body.job === undefined) { setProblem(body.error?.message ?? `respuesta ${res.status}`); return }
      setProblem(null)
      setJob(body.job)
    } catch (error) {
      setProblem(`sin conexión con el servidor (${error instanceof Error ? error.message : String(error)}); se reintenta`)
    }
  }, [initial.id])

  useEffect(() => {
    if (!open) return
    const t = setInterval(() => { void refresh() }, 1000)
    return () => clearInterval(t)
  }, [open, refresh])

  const cancel = async () => {
    const res = await fetch(`/api/lab/jobs/${initial.id}`, { method: 'DELETE' })
    if (!res.ok) setProblem(`no se pudo cancelar (respuesta ${res.status})`)
    await refresh()
  }

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
        {open && <button type="button" className={styles.buttonSecondary} onClick={() => { void cancel() }}>Cancelar la prueba</button>}
      </div>
      {job.status === 'queued' && p.workers.length === 0 && <p className={styles.hint}>Esperando a que un trabajador tome la primera tanda.</p>}
      {job.error !== null && <p role="alert">{job.error}</p>}
      {problem !== null && <p role="alert">{problem}</p>}
      {job.report !== null && <Results spec={job.spec} report={job.report} cards={cards} note="jugada en el servidor" />}
    </section>
  )
}
