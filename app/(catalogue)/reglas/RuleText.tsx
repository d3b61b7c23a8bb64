// A summary, question or reading whose cited IDs (R18.4, RUL-22, NOTE-1) become RuleLinks.
import { Fragment } from 'react'
import { splitCitations } from '@/lib/rules'
import { RuleLink } from './RuleLink'

export function RuleText({ text }: { text: string }) {
  return (
    <>
      {splitCitations(text).map((segment, i) =>
        segment.kind === 'text' ? <Fragment key={i}>{segment.text}</Fragment> : <RuleLink key={i} id={segment.id} />,
      )}
    </>
  )
}
