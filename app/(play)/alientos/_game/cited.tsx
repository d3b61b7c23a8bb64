// Rule IDs of Duelo de alientos inside a text (A7.2, ALI-4, AN-3) become links to the rule on /alientos/reglas.
import { Fragment, type ReactNode } from 'react'

const ID = /\b(A\d+\.\d+|ALI-\d+|AN-\d+)\b/g

export const alientosRuleHref = (id: string): string => `/alientos/reglas#${id}`

export function AlientosCited({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(ID)) {
    const at = m.index ?? 0
    if (at > last) parts.push(<Fragment key={`t${last}`}>{text.slice(last, at)}</Fragment>)
    parts.push(<a key={`a${at}`} href={alientosRuleHref(m[0])}>{m[0]}</a>)
    last = at + m[0].length
  }
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>)
  return <>{parts}</>
}
