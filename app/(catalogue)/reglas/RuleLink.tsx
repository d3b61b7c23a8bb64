// Cites a rule, ruling or note anywhere on the site: `<RuleLink id="R8.2" />` links to its entry
// on /reglas and tells the reader its title. No hooks and no 'use client': it renders the same in
// server and client components. A plain <a> (not next/link) so the browser's own fragment
// navigation runs and the target entry gets its :target highlight.
import type { ReactNode } from 'react'
import { getRule, KIND_LABELS, ruleHref, type CitationId } from '@/lib/rules'
import styles from './RuleLink.module.css'

export type RuleLinkProps = {
  id: CitationId
  /** Text of the link; the ID itself when absent. */
  children?: ReactNode
  className?: string
}

export function RuleLink({ id, children, className }: RuleLinkProps) {
  const entry = getRule(id)
  const description = entry ? `${KIND_LABELS[entry.kind].singular}: ${entry.title}` : undefined
  return (
    <a
      href={ruleHref(id)}
      className={className ? `${styles.ruleLink} ${className}` : styles.ruleLink}
      title={entry?.title}
      aria-description={description}
      data-rule-id={id}
    >
      {children ?? id}
    </a>
  )
}
