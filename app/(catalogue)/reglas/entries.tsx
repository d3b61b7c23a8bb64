// How one rule, ruling or note is shown: on /reglas (heading level 3, inside its section) and on
// its own page /reglas/[id] (heading level 1). The heading's ID links to the entry itself.
import { getRule, notesFor, rulingsFor, type Citation, type Note, type Rule, type Ruling } from '@/lib/rules'
import { RuleLink } from './RuleLink'
import { RuleText } from './RuleText'
import styles from './reglas.module.css'

type HeadingTag = 'h1' | 'h2' | 'h3'

export function EntryHeading({ entry, as: Tag, selfHref }: { entry: Citation; as: HeadingTag; selfHref: string }) {
  return (
    <Tag className={styles.entryHeading}>
      <a href={selfHref} className={styles.entryId}>
        {entry.id}
      </a>{' '}
      <span className={styles.entryTitle}>{entry.title}</span>
    </Tag>
  )
}

/** Links to other entries, each followed by its title: «RUL-3 Cómo se reemplaza». */
function RelatedList({ label, ids }: { label: string; ids: readonly Citation['id'][] }) {
  if (ids.length === 0) return null
  return (
    <div className={styles.related}>
      <span className={styles.relatedLabel}>{label}:</span>
      <ul className={styles.relatedList}>
        {ids.map((id) => (
          <li key={id}>
            <RuleLink id={id} /> <span className={styles.relatedTitle}>{getRule(id)?.title}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function RuleBody({ rule }: { rule: Rule }) {
  return (
    <>
      <p className={styles.summary}>
        <RuleText text={rule.summary} />
      </p>
      <RelatedList label="Decisiones del sitio" ids={rulingsFor(rule.id).map((r) => r.id)} />
      <RelatedList label="Notas de interpretación" ids={notesFor(rule.id).map((n) => n.id)} />
    </>
  )
}

export function RulingBody({ ruling }: { ruling: Ruling }) {
  return (
    <>
      <p className={styles.summary}>
        <RuleText text={ruling.summary} />
      </p>
      <RelatedList label="Reglas que aclara" ids={ruling.rules} />
    </>
  )
}

export function NoteBody({ note }: { note: Note }) {
  return (
    <>
      {note.replacedBy !== null && (
        <p className={styles.replaced}>
          {note.replacedInPart ? 'Sustituida en parte por ' : 'Sustituida por '}
          <RuleLink id={note.replacedBy} /> <span className={styles.relatedTitle}>{getRule(note.replacedBy)?.title}</span>
        </p>
      )}
      <dl className={styles.noteFields}>
        <dt>Pregunta</dt>
        <dd>
          <RuleText text={note.question} />
        </dd>
        <dt>Lectura del sitio</dt>
        <dd>
          <RuleText text={note.reading} />
        </dd>
        <dt>Motivo</dt>
        <dd>
          <RuleText text={note.reason} />
        </dd>
      </dl>
      <RelatedList label="Reglas que interpreta" ids={note.rules} />
    </>
  )
}

export function EntryBody({ entry }: { entry: Citation }) {
  switch (entry.kind) {
    case 'rule':
      return <RuleBody rule={entry} />
    case 'ruling':
      return <RulingBody ruling={entry} />
    case 'note':
      return <NoteBody note={entry} />
  }
}
