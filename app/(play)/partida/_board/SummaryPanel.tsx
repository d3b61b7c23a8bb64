'use client'
// «Desde tu última decisión»: the summary of summary.ts, in the table's «Registro» drawer (issue 27)
// until the viewer decides again. Each combat is one block, from its declaration to its outcome.
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { SummaryItem, SummaryLine } from './summary'
import styles from './board.module.css'

function Line({ line }: { line: SummaryLine }) {
  return <>{line.text}{line.rule && <> <RuleLink id={line.rule} /></>}</>
}

export function SummaryList({ items }: { items: readonly SummaryItem[] }) {
  if (items.length === 0) return <p className={styles.help}>Nada todavía.</p>
  return (
    <ol className={styles.summaryList}>
      {items.map((item, i) => {
        if (item.kind === 'turn') return <li key={i} className={styles.summaryTurn}>{item.text}</li>
        if (item.kind === 'line') return <li key={i} className={styles[`tone_${item.line.tone}`]}><Line line={item.line} /></li>
        return (
          <li key={i} className={styles.combatBlock} data-testid="resumen-combate">
            <h4>{item.title}</h4>
            <ol>
              {item.lines.map((l, k) => <li key={k} className={styles[`tone_${l.tone}`]}><Line line={l} /></li>)}
              {item.outcome.map((l, k) => <li key={`o${k}`} className={styles[`tone_${l.tone}`]}><Line line={l} /></li>)}
            </ol>
          </li>
        )
      })}
    </ol>
  )
}
