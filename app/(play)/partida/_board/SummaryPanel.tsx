'use client'
// «Desde tu última decisión»: the summary of summary.ts, kept on screen until the viewer decides
// again. Each combat is one block, from its declaration to its outcome.
import { useMemo } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Seat } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import { summarize, type SummaryLine, type SummaryStep } from './summary'
import styles from './board.module.css'

function Line({ line }: { line: SummaryLine }) {
  return <>{line.text}{line.rule && <> <RuleLink id={line.rule} /></>}</>
}

export function SummaryPanel({ steps, view, catalogue, seatNames, you = view.seat, title = 'Desde tu última decisión' }: {
  steps: readonly SummaryStep[]
  view: MasterView
  catalogue: Catalogue
  seatNames: readonly [string, string]
  /** The seat addressed as «tú», or null (summary.ts). */
  you?: Seat | null
  title?: string
}) {
  const items = useMemo(() => summarize(steps, view, catalogue, seatNames, you), [steps, view, catalogue, seatNames, you])
  if (items.length === 0) return null
  return (
    <section className={styles.panel} aria-labelledby="resumen-titulo" data-testid="resumen">
      <h2 id="resumen-titulo" className={styles.panelTitle}>{title}</h2>
      <ol className={styles.summaryList}>
        {items.map((item, i) => {
          if (item.kind === 'turn') return <li key={i} className={styles.summaryTurn}>{item.text}</li>
          if (item.kind === 'line') return <li key={i} className={styles[`tone_${item.line.tone}`]}><Line line={item.line} /></li>
          return (
            <li key={i} className={styles.combatBlock} data-testid="resumen-combate">
              <h3>{item.title}</h3>
              <ol>
                {item.lines.map((l, k) => <li key={k} className={styles[`tone_${l.tone}`]}><Line line={l} /></li>)}
                {item.outcome.map((l, k) => <li key={`o${k}`} className={styles[`tone_${l.tone}`]}><Line line={l} /></li>)}
              </ol>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
