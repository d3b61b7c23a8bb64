// The "Migas de pan" trail every inner page opens with: links up the site, then the current page.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { prefetchFor } from './heavy-paths'

export type Crumb = {
  href: string
  label: ReactNode
  /** A plain <a>, for in-page anchors whose :target highlight needs the browser's own jump. */
  anchor?: boolean
}

export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: ReactNode }) {
  return (
    <nav aria-label="Migas de pan" className="breadcrumbs">
      <ol>
        {trail.map((c) => (
          <li key={c.href}>{c.anchor ? <a href={c.href}>{c.label}</a> : <Link href={c.href} prefetch={prefetchFor(c.href)}>{c.label}</Link>}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
