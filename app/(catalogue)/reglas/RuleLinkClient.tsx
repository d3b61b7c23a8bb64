'use client'
// RuleLink for the tools' client components (/mazos, /probar): the same link, title and description,
// read from the citation index their layout provides rather than from lib/rules, whose text would
// otherwise ship with them. An ID the index does not know renders `fallback` (nothing by default).
import type { ReactNode } from 'react'
import { KIND_LABELS } from '@/lib/rules/kind-labels'
import { citationHref, hrefFromIdShape, kindOfId } from './citation-links'
import { useCitationIndex } from './CitationsProvider'
import styles from './RuleLink.module.css'

export type RuleLinkClientProps = {
  id: string
  /** Text of the link; the ID itself when absent. */
  children?: ReactNode
  className?: string
  /** Shown instead of a link when the ID names nothing the site has. */
  fallback?: ReactNode
}

export function RuleLink({ id, children, className, fallback = null }: RuleLinkClientProps) {
  const index = useCitationIndex()
  const linkClass = className ? `${styles.ruleLink} ${className}` : styles.ruleLink
  if (index === null) {
    // Outside the tools' layout (a page that forgot the provider): still a working link, found from the
    // ID's shape, without the title only the index knows.
    const href = hrefFromIdShape(id)
    return href === null ? <>{fallback}</> : <a href={href} className={linkClass} data-rule-id={id}>{children ?? id}</a>
  }
  const entry = index[id]
  if (entry === undefined) return <>{fallback}</>
  const [section, title] = entry
  return (
    <a
      href={citationHref(id, section)}
      className={linkClass}
      title={title}
      aria-description={`${KIND_LABELS[kindOfId(id)].singular}: ${title}`}
      data-rule-id={id}
    >
      {children ?? id}
    </a>
  )
}
