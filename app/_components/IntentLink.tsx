'use client'
// A next/link that prefetches its page only when the reader shows intent (the pointer over it, a touch on it,
// keyboard focus), not when it scrolls into view. The header's links are on every page: prefetched on sight, each
// tool page fetched and decoded four to seven other pages' data (up to 93 KB each) in the seconds after it showed,
// long tasks while a phone's reader was about to type or tap (issue 14, Lighthouse blocking time). A heavy page
// (heavy-paths.ts) is not prefetched even then: its code would cross the wire before anyone asked for it.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'
import { isHeavyHref } from './heavy-paths'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter()
  const prefetch = () => {
    if (!isHeavyHref(href)) router.prefetch(href)
  }
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(e) => { prefetch(); onMouseEnter?.(e) }}
      onTouchStart={(e) => { prefetch(); onTouchStart?.(e) }}
      onFocus={(e) => { prefetch(); onFocus?.(e) }}
    />
  )
}
