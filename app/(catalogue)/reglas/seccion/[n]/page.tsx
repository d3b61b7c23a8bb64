// /reglas/seccion/8: one section of the rules, then the rulings and notes filed under it (those whose
// first rule is in this section). Each entry's element id is its ID, so /reglas/seccion/8#R8.2 lands
// on it and :target highlights it. One page per section keeps each well under 150 KB of HTML.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { KIND_LABELS, SECTIONS, entriesInSection, sectionPath, type Citation } from '@/lib/rules'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'
import { EntryBody, EntryHeading } from '../../entries'
import styles from '../../reglas.module.css'

export const dynamicParams = false

export function generateStaticParams(): { n: string }[] {
  return SECTIONS.map((s) => ({ n: String(s.number) }))
}

type Props = { params: Promise<{ n: string }> }

const sectionFor = (raw: string) => SECTIONS.find((s) => String(s.number) === raw)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const section = sectionFor((await params).n)
  if (!section) return {}
  return {
    title: `${section.number}. ${section.title} · Reglas`,
    description: `Las reglas de la sección ${section.number} del reglamento v2.4 de Duelo de Masters (${section.title}), con sus aclaraciones.`,
  }
}

function Entries({ entries }: { entries: readonly Citation[] }) {
  return entries.map((entry) => (
    <article key={entry.id} id={entry.id} className={styles.entry}>
      <EntryHeading entry={entry} as="h3" selfHref={`#${entry.id}`} />
      <EntryBody entry={entry} />
    </article>
  ))
}

export default async function RuleSectionPage({ params }: Props) {
  const section = sectionFor((await params).n)
  if (!section) notFound()
  const { rules, rulings, notes } = entriesInSection(section.number)
  const at = SECTIONS.indexOf(section)
  const previous = SECTIONS[at - 1]
  const next = SECTIONS[at + 1]
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ href: '/reglas', label: 'Reglas' }]} current={`Sección ${section.number}`} />
      <h1>
        <span className={styles.sectionNumber}>{section.number}.</span> {section.title}
      </h1>
      <section aria-labelledby="reglas-titulo" className={styles.section}>
        <h2 id="reglas-titulo">{KIND_LABELS.rule.plural}</h2>
        <Entries entries={rules} />
      </section>
      {rulings.length > 0 && (
        <section aria-labelledby="decisiones-titulo" className={styles.section}>
          <h2 id="decisiones-titulo">{KIND_LABELS.ruling.plural}</h2>
          <Entries entries={rulings} />
        </section>
      )}
      {notes.length > 0 && (
        <section aria-labelledby="notas-titulo" className={styles.section}>
          <h2 id="notas-titulo">{KIND_LABELS.note.plural}</h2>
          <Entries entries={notes} />
        </section>
      )}
      <nav aria-label="Otras secciones" className={styles.pager}>
        {previous ? (
          <Link href={sectionPath(previous.number)} rel="prev">
            ← {previous.number}. {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link href={sectionPath(next.number)} rel="next">
            {next.number}. {next.title} →
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
