// The laboratory's glossary (issue 30): each term a result uses, explained once, at its foot.
import { GLOSSARY_BY_ID } from '@/lib/sim/lab-glossary'
import styles from './lab.module.css'

export function Glossary({ terms }: { terms: readonly string[] }) {
  const entries = terms.flatMap((t) => { const g = GLOSSARY_BY_ID.get(t); return g === undefined ? [] : [g] })
  return (
    <details className={styles.details}>
      <summary>Glosario</summary>
      <dl className={styles.glossary}>
        {entries.map((g) => (
          <div key={g.id}>
            <dt>{g.term}</dt>
            <dd>{g.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
