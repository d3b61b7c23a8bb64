'use client'
// RuleLink for the tools' client components (/mazos, /probar): the same link, title and description,
// read from the citation index their layout provides rather than from lib/rules, whose text would
// otherwise ship with them. An ID the index does not know renders `fallback` (nothing by default).
import type { ReactNode } from 'react'
import { KIND_LABELS } from '@/lib/rules/kind-labels'
import { citationHref, kindOfId } from './citation-links'
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
  const entry = useCitationIndex()?.[id]
  if (entry === undefined) return <>{fallback}</>
  const [section, title] = entry
  return (
    <a
      href={citationHref(id, section)}
      className={className ? `${styles.ruleLink} ${className}` : styles.ruleLink}
      title={title}
      aria-description={`${KIND_LABELS[kindOfId(id)].singular}: ${title}`}
      data-rule-id={id}
    >
      {children ?? id}
    </a>
  )
}
