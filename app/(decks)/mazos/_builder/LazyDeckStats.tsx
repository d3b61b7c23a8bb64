'use client'
// The deck's statistics, whose charts library is the heaviest code of the builder: it is fetched only
// when the panel comes near the screen (on a phone it sits far below the search), so opening /mazos
// or a deck page does not download it up front (issue 9). Until then, and for an empty deck, the
// panel shows its title and a line of text in the same place.
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import type { DeckStatsCharts as Charts } from './DeckStatsCharts'
import styles from './deck-view.module.css'

type Props = ComponentProps<typeof Charts>

function Placeholder({ id = 'estadisticas', headingLevel = 2, message }: Pick<Props, 'id' | 'headingLevel'> & { message: string }) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className="panel" aria-labelledby={`${id}-titulo`} id={id}>
      <Heading id={`${id}-titulo`} className={styles.panelTitle}>Estadísticas</Heading>
      <p className={styles.muted}>{message}</p>
    </section>
  )
}

const DeckStatsCharts = dynamic(() => import('./DeckStatsCharts').then((m) => m.DeckStatsCharts), {
  ssr: false,
  loading: () => <Placeholder message="Cargando las gráficas…" />,
})

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
