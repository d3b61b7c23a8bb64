// /reglas: every rule of the reglamento v2.4 summarised in our own words, by section, then the
// site's rulings and the interpretation notes. Each entry's element id is its ID, so /reglas#R8.2
// lands on it (and :target highlights it). Fully static: the data is a module, no request needed.
import type { Metadata } from 'next'
import { KIND_LABELS, NOTES, RULES, RULINGS, SECTIONS, rulesInSection } from '@/lib/rules'
import { EntryBody, EntryHeading } from './entries'
import styles from './reglas.module.css'

export const metadata: Metadata = {
  title: 'Reglas',
  description:
    'Todas las reglas de Duelo de Masters (reglamento v2.4) resumidas en español, sección a sección, con las decisiones y notas de interpretación que sigue el simulador del sitio.',
}

const TOC_ID = 'indice'
const RULINGS_ID = 'decisiones'
const NOTES_ID = 'notas'
const sectionId = (n: number): string => `seccion-${n}`

function BackToIndex() {
  return (
    <p className={styles.backToIndex}>
      <a href={`#${TOC_ID}`}>Volver al índice</a>
    </p>
  )
}

export default function RulesPage() {
  return (
    <div className={styles.page}>
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
          {SECTIONS.map((s) => (
            <li key={s.number}>
              <a href={`#${sectionId(s.number)}`}>
                <span className={styles.tocNumber}>{s.number}.</span> {s.title}
              </a>
            </li>
          ))}
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

      {SECTIONS.map((s) => (
        <section key={s.number} id={sectionId(s.number)} aria-labelledby={`${sectionId(s.number)}-titulo`} className={styles.section}>
          <h2 id={`${sectionId(s.number)}-titulo`}>
            <span className={styles.sectionNumber}>{s.number}.</span> {s.title}
          </h2>
          {rulesInSection(s.number).map((rule) => (
            <article key={rule.id} id={rule.id} className={styles.entry}>
              <EntryHeading entry={rule} as="h3" selfHref={`#${rule.id}`} />
              <EntryBody entry={rule} />
            </article>
          ))}
          <BackToIndex />
        </section>
      ))}

      <section id={RULINGS_ID} aria-labelledby={`${RULINGS_ID}-titulo`} className={styles.section}>
        <h2 id={`${RULINGS_ID}-titulo`}>{KIND_LABELS.ruling.plural}</h2>
        <p className={styles.sectionIntro}>
          El reglamento deja algunos puntos abiertos. Estas son las lecturas que hemos fijado para ellos y las que
          aplica el simulador del sitio cuando juega una partida o calcula probabilidades. Se citan como RUL y un
          número.
        </p>
        {RULINGS.map((ruling) => (
          <article key={ruling.id} id={ruling.id} className={styles.entry}>
            <EntryHeading entry={ruling} as="h3" selfHref={`#${ruling.id}`} />
            <EntryBody entry={ruling} />
          </article>
        ))}
        <BackToIndex />
      </section>

      <section id={NOTES_ID} aria-labelledby={`${NOTES_ID}-titulo`} className={styles.section}>
        <h2 id={`${NOTES_ID}-titulo`}>{KIND_LABELS.note.plural}</h2>
        <p className={styles.sectionIntro}>
          Otras dudas que surgen al aplicar las reglas y que ninguna decisión anterior resuelve. Para cada una
          explicamos la lectura que sigue el simulador y por qué la elegimos. Se citan como NOTE y un número.
        </p>
        {NOTES.map((note) => (
          <article key={note.id} id={note.id} className={styles.entry}>
            <EntryHeading entry={note} as="h3" selfHref={`#${note.id}`} />
            <EntryBody entry={note} />
          </article>
        ))}
        <BackToIndex />
      </section>
    </div>
  )
}
