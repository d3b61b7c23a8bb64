// /reglas/R8.2, /reglas/RUL-3, /reglas/NOTE-1: one entry alone, for sharing and for search
// engines, with its neighbours. Every page is generated at build time; other IDs are a 404.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getRule, KIND_LABELS, NOTES, RULES, RULINGS, ruleHref, rulePageHref, sectionPath, type Citation } from '@/lib/rules'
import { CitationsProvider } from '../CitationsProvider'
import { EntryBody, EntryHeading } from '../entries'
import { entryData, indexFor } from '../entry-data'
import styles from '../reglas.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

export const dynamicParams = false

const ALL: readonly Citation[] = [...RULES, ...RULINGS, ...NOTES]

export function generateStaticParams(): { id: string }[] {
  return ALL.map((entry) => ({ id: entry.id }))
}

type Props = { params: Promise<{ id: string }> }

function lookup(raw: string): Citation | undefined {
  return getRule(decodeURIComponent(raw))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = lookup((await params).id)
  if (!entry) return {}
  const text = entry.kind === 'note' ? entry.question : entry.summary
  return { title: `${entry.id} · ${entry.title}`, description: text }
}

/** The entries of the same kind just before and after, for reading on in order. */
function neighbours(entry: Citation): { previous?: Citation; next?: Citation } {
  const list = ALL.filter((c) => c.kind === entry.kind)
  const at = list.findIndex((c) => c.id === entry.id)
  return { previous: list[at - 1], next: list[at + 1] }
}

export default async function RuleEntryPage({ params }: Props) {
  const entry = lookup((await params).id)
  if (!entry) notFound()
  const { previous, next } = neighbours(entry)
  const data = entryData(entry)
  const group = entry.kind === 'rule' ? `${entry.section}. ${entry.sectionTitle}` : KIND_LABELS[entry.kind].plural
  const groupHref = entry.kind === 'rule' ? sectionPath(entry.section) : entry.kind === 'ruling' ? '/reglas#decisiones' : '/reglas#notas'
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ href: '/reglas', label: 'Reglas' }, { href: groupHref, label: group, anchor: true }]} current={entry.id} />
      <article className={styles.single}>
        <p className={styles.kind}>{KIND_LABELS[entry.kind].singular}</p>
        <EntryHeading entry={entry} as="h1" selfHref={rulePageHref(entry.id)} />
        <CitationsProvider index={indexFor([data])}>
          <EntryBody entry={data} />
        </CitationsProvider>
        <p>
          <a href={ruleHref(entry.id)}>Ver {entry.id} entre las reglas de su sección</a>
        </p>
      </article>
      <nav aria-label={`Otras ${KIND_LABELS[entry.kind].plural.toLowerCase()}`} className={styles.pager}>
        {previous ? (
          <Link href={rulePageHref(previous.id)} rel="prev">
            ← {previous.id} · {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link href={rulePageHref(next.id)} rel="next">
            {next.id} · {next.title} →
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
