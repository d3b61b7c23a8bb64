'use client'
// How one rule, ruling or note is shown: on its section's page (heading level 3) and on its own page
// /reglas/[id] (heading level 1). The heading's ID links to the entry itself. A client component fed
// with plain data (entry-data.ts) inside a CitationsProvider holding the page's citation index: the
// HTML is the same as a server component's, and the page's data for the browser is the text, not
// every element of it.
import { Fragment } from 'react'
import { splitCitationText } from '@/lib/rules/citation-text'
import { useIsCitation, useCitationIndex } from './CitationsProvider'
import type { EntryData, RelatedIds } from './entry-data'
import { RuleLink } from './RuleLinkClient'
import styles from './reglas.module.css'

type HeadingTag = 'h1' | 'h2' | 'h3'

export function EntryHeading({ entry, as: Tag, selfHref }: { entry: Pick<EntryData, 'id' | 'title'>; as: HeadingTag; selfHref: string }) {
  return (
    <Tag className={styles.entryHeading}>
      <a href={selfHref} className={styles.entryId}>
        {entry.id}
      </a>{' '}
      <span className={styles.entryTitle}>{entry.title}</span>
    </Tag>
  )
}

/** A summary, question or reading whose cited IDs become links. */
function CitingText({ text }: { text: string }) {
  const isCitation = useIsCitation()
  const known = (id: string): id is string => isCitation(id)
  return splitCitationText(text, known).map((segment, i) =>
    segment.kind === 'text' ? <Fragment key={i}>{segment.text}</Fragment> : <RuleLink key={i} id={segment.id} />,
  )
}

function EntryTitle({ id }: { id: string }) {
  const title = useCitationIndex()?.[id]?.[1]
  return <span className={styles.relatedTitle}>{title}</span>
}

/** Links to other entries, each followed by its title: «RUL-3 Cómo se reemplaza». */
function RelatedList({ label, ids }: RelatedIds) {
  return (
    <div className={styles.related}>
      <span className={styles.relatedLabel}>{label}:</span>
      <ul className={styles.relatedList}>
        {ids.map((id) => (
          <li key={id}>
            <RuleLink id={id} /> <EntryTitle id={id} />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function EntryBody({ entry }: { entry: EntryData }) {
  const related = entry.related.map((list) => <RelatedList key={list.label} {...list} />)
  if (entry.kind !== 'note') {
    return (
      <>
        <p className={styles.summary}>
          <CitingText text={entry.summary} />
        </p>
        {related}
      </>
    )
  }
  return (
    <>
      {entry.replacedBy !== null && (
        <p className={styles.replaced}>
          {entry.replacedInPart ? 'Sustituida en parte por ' : 'Sustituida por '}
          <RuleLink id={entry.replacedBy} /> <EntryTitle id={entry.replacedBy} />
        </p>
      )}
      <dl className={styles.noteFields}>
        <dt>Pregunta</dt>
        <dd>
          <CitingText text={entry.question} />
        </dd>
        <dt>Lectura del sitio</dt>
        <dd>
          <CitingText text={entry.reading} />
        </dd>
        <dt>Motivo</dt>
        <dd>
          <CitingText text={entry.reason} />
        </dd>
      </dl>
      {related}
    </>
  )
}

/** The entries of one list on a section page, each an <article> whose id is its ID. */
export function EntryArticles({ entries }: { entries: readonly EntryData[] }) {
  return entries.map((entry) => (
    <article key={entry.id} id={entry.id} className={styles.entry}>
      <EntryHeading entry={entry} as="h3" selfHref={`#${entry.id}`} />
      <EntryBody entry={entry} />
    </article>
  ))
}
