// /reglas: the index of the rules of the reglamento v2.4, summarised in our own words. Each section
// has its own page (/reglas/seccion/8) holding its rules and the rulings and notes filed under it;
// one page for everything was about 700 KB of HTML, too much for a phone at the table. Old links to
// /reglas#R8.2 still land on the rule: FragmentRedirect forwards them. Fully static.
import type { Metadata } from 'next'
import Link from 'next/link'
import { KIND_LABELS, NOTES, RULES, RULINGS, SECTIONS, entriesInSection, ruleHref, sectionByEntry, sectionPath, type Citation } from '@/lib/rules'
import { FragmentRedirect } from './FragmentRedirect'
import styles from './reglas.module.css'

export const metadata: Metadata = {
  title: 'Reglas',
  description:
    'Todas las reglas de Duelo de Masters (reglamento v2.4) resumidas en español, sección a sección, con las decisiones y notas de interpretación que sigue el simulador del sitio.',
}

const TOC_ID = 'indice'
const RULINGS_ID = 'decisiones'
const NOTES_ID = 'notas'

/** An ID and title per line, linked to the entry on its section's page. */
function EntryIndex({ entries }: { entries: readonly Citation[] }) {
  return (
    <ul className={styles.entryIndex}>
      {entries.map((e) => (
        <li key={e.id}>
          <a href={ruleHref(e.id)} className={styles.entryId}>{e.id}</a> {e.title}
          {e.kind === 'note' && e.replacedBy !== null && <span className={styles.replacedTag}> ({e.replacedInPart ? 'sustituida en parte' : 'sustituida'} por {e.replacedBy})</span>}
        </li>
      ))}
    </ul>
  )
}

export default function RulesPage() {
  return (
    <div className={styles.page}>
      <FragmentRedirect sectionOf={sectionByEntry()} />
      <h1>Reglas</h1>
      <p className="lead">
        Las {RULES.length} reglas del reglamento v2.4 de Duelo de Masters, contadas con nuestras propias palabras.
        Cada una lleva el identificador con el que la cita el resto del sitio (por ejemplo, R8.2); pulsa el
        identificador para obtener un enlace directo a esa regla.
      </p>
      <p className={styles.disclaimer}>
        Estos resúmenes ayudan a consultar y enlazar las reglas, pero no sustituyen al reglamento: si alguna vez no
        coinciden, manda el texto oficial.
      </p>

      <nav aria-labelledby={`${TOC_ID}-titulo`} id={TOC_ID} className={styles.toc}>
        <h2 id={`${TOC_ID}-titulo`}>Índice</h2>
        <ol className={styles.tocList}>
          {SECTIONS.map((s) => {
            const { rules, rulings, notes } = entriesInSection(s.number)
            const extra = rulings.length + notes.length
            return (
              <li key={s.number}>
                <Link href={sectionPath(s.number)}>
                  <span className={styles.tocNumber}>{s.number}.</span> {s.title}
                </Link>{' '}
                <span className={styles.tocCount}>
                  ({rules.length} {rules.length === 1 ? 'regla' : 'reglas'}
                  {extra > 0 ? `, ${extra} ${extra === 1 ? 'aclaración' : 'aclaraciones'}` : ''})
                </span>
              </li>
            )
          })}
        </ol>
        <ul className={styles.tocExtra}>
          <li>
            <a href={`#${RULINGS_ID}`}>{KIND_LABELS.ruling.plural}</a> ({RULINGS.length})
          </li>
          <li>
            <a href={`#${NOTES_ID}`}>{KIND_LABELS.note.plural}</a> ({NOTES.length})
          </li>
        </ul>
      </nav>

      <section id={RULINGS_ID} aria-labelledby={`${RULINGS_ID}-titulo`} className={styles.section}>
        <h2 id={`${RULINGS_ID}-titulo`}>{KIND_LABELS.ruling.plural}</h2>
        <p className={styles.sectionIntro}>
          El reglamento deja algunos puntos abiertos. Estas son las lecturas que hemos fijado para ellos y las que
          aplica el simulador del sitio cuando juega una partida o calcula probabilidades. Se citan como RUL y un
          número, y cada una está en la página de la sección que aclara.
        </p>
        <EntryIndex entries={RULINGS} />
      </section>

      <section id={NOTES_ID} aria-labelledby={`${NOTES_ID}-titulo`} className={styles.section}>
        <h2 id={`${NOTES_ID}-titulo`}>{KIND_LABELS.note.plural}</h2>
        <p className={styles.sectionIntro}>
          Otras dudas que surgen al aplicar las reglas y que ninguna decisión anterior resuelve. Para cada una
          explicamos la lectura que sigue el simulador y por qué la elegimos. Se citan como NOTE y un número.
        </p>
        <EntryIndex entries={NOTES} />
      </section>
    </div>
  )
}
