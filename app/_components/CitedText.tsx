// Text in which rule IDs (R8.2, RUL-3, NOTE-1) become links to the rules.
import { Fragment } from 'react'
import { splitCitations } from '@/lib/rules'
import { RuleRef } from './RuleRef'

export function CitedText({ text }: { text: string }) {
  return (
    <>
      {splitCitations(text).map((s, i) =>
        s.kind === 'text' ? <Fragment key={i}>{s.text}</Fragment> : <RuleRef key={i} id={s.id} />,
      )}
    </>
  )
}
