// /reglas/seccion/8: one section of the rules, then the rulings and notes filed under it (those whose
// first rule is in this section). Each entry's element id is its ID, so /reglas/seccion/8#R8.2 lands
// on it and :target highlights it. One page per section keeps each well under 150 KB of HTML.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { KIND_LABELS, SECTIONS, entriesInSection, sectionPath } from '@/lib/rules'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'
import { CitationsProvider } from '../../CitationsProvider'
import { EntryArticles } from '../../entries'
import { entryData, indexFor } from '../../entry-data'
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

export default async function RuleSectionPage({ params }: Props) {
  const section = sectionFor((await params).n)
  if (!section) notFound()
  const filed = entriesInSection(section.number)
  const [rules, rulings, notes] = [filed.rules.map(entryData), filed.rulings.map(entryData), filed.notes.map(entryData)]
  const index = indexFor([...rules, ...rulings, ...notes])
  const at = SECTIONS.indexOf(section)
  const previous = SECTIONS[at - 1]
  const next = SECTIONS[at + 1]
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ href: '/reglas', label: 'Reglas' }]} current={`Sección ${section.number}`} />
      <h1>
        <span className={styles.sectionNumber}>{section.number}.</span> {section.title}
      </h1>
      <CitationsProvider index={index}>
        <section aria-labelledby="reglas-titulo" className={styles.section}>
          <h2 id="reglas-titulo">{KIND_LABELS.rule.plural}</h2>
          <EntryArticles entries={rules} />
        </section>
        {rulings.length > 0 && (
          <section aria-labelledby="decisiones-titulo" className={styles.section}>
            <h2 id="decisiones-titulo">{KIND_LABELS.ruling.plural}</h2>
            <EntryArticles entries={rulings} />
          </section>
        )}
        {notes.length > 0 && (
          <section aria-labelledby="notas-titulo" className={styles.section}>
            <h2 id="notas-titulo">{KIND_LABELS.note.plural}</h2>
            <EntryArticles entries={notes} />
          </section>
        )}
      </CitationsProvider>
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
