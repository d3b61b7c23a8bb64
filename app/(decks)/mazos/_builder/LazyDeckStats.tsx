'use client'
// The deck's statistics, whose charts library is the heaviest code of the builder: it is fetched only
// when the panel comes near the screen (on a phone it sits far below the search), so opening /mazos
// or a deck page does not download it up front (issue 9). Until then, and for an empty deck, the
// panel shows its title and a line of text in the same place.
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import type { DeckStatsCharts as Charts } from './DeckStatsCharts'
import styles from './deck-view.module.css'

type Props = ComponentProps<typeof Charts>

function Placeholder({ id = 'estadisticas', headingLevel = 2, message, children }: Pick<Props, 'id' | 'headingLevel'> & { message: string; children?: ReactNode }) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className="panel" aria-labelledby={`${id}-titulo`} id={id}>
      <Heading id={`${id}-titulo`} className={styles.panelTitle}>Estadísticas</Heading>
      <p className={styles.muted}>{message}</p>
      {children}
    </section>
  )
}

// A plain import() kept in the module rather than next/dynamic: its loader machinery was 2.4 KiB of /mazos's first
// load (compressed) for this one client-only panel (issue 28). One fetch per page; a failed one is tried again.
let chartsLoad: Promise<typeof Charts> | null = null
const loadCharts = (): Promise<typeof Charts> =>
  (chartsLoad ??= import('./DeckStatsCharts').then((m) => m.DeckStatsCharts, (e: unknown) => { chartsLoad = null; throw e }))

function DeckStatsCharts(props: Props) {
  const [charts, setCharts] = useState<{ Charts: typeof Charts } | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    loadCharts().then((C) => { if (live) setCharts({ Charts: C }) }, () => { if (live) setFailed(true) })
    return () => { live = false }
  }, [attempt])
  if (charts !== null) return <charts.Charts {...props} />
  if (!failed) return <Placeholder id={props.id} headingLevel={props.headingLevel} message="Cargando las gráficas…" />
  return (
    <Placeholder id={props.id} headingLevel={props.headingLevel} message="No se han podido cargar las gráficas (¿sin conexión?).">
      <button type="button" className="button button--secondary" onClick={() => { setFailed(false); setAttempt((n) => n + 1) }}>Volver a intentarlo</button>
    </Placeholder>
  )
}

export function LazyDeckStats(props: Props) {
  const anchor = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const empty = props.stats.cards === 0
  useEffect(() => {
    const el = anchor.current
    if (near || !el) return
    if (typeof IntersectionObserver === 'undefined') { setNear(true); return }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true)
    }, { rootMargin: '300px 0px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, empty])
  if (empty) return <Placeholder id={props.id} headingLevel={props.headingLevel} message="Añade cartas para ver sus estadísticas." />
  return <div ref={anchor}>{near ? <DeckStatsCharts {...props} /> : <Placeholder id={props.id} headingLevel={props.headingLevel} message="Las gráficas se cargan al llegar a esta parte de la página." />}</div>
}
