// A citation of a rule, ruling or note as a link to its entry on /reglas. Stand-in until the
// rules pages export their own RuleLink; unknown IDs are shown as plain text.
import Link from 'next/link'
import { getRule, isRuleId, ruleHref } from '@/lib/rules'

export function RuleRef({ id }: { id: string }) {
  if (!isRuleId(id)) return <span>{id}</span>
  const entry = getRule(id)
  return (
    <Link href={ruleHref(id)} title={entry?.title}>
      {id}
    </Link>
  )
}
