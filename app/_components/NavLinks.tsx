'use client'
// The main navigation; marks the section the reader is in with aria-current. Its links prefetch on intent only
// (IntentLink): being on every page, prefetched on sight they weighed on every page's first seconds.
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { IntentLink } from './IntentLink'

export const NAV_ITEMS = [
  { href: '/cartas', label: 'Cartas' },
  { href: '/reliquias', label: 'Reliquias' },
  { href: '/mazos', label: 'Mazos' },
  { href: '/probar', label: 'Probar' },
  { href: '/partida', label: 'Partida' },
  { href: '/alientos', label: 'Alientos' },
  { href: '/laboratorio', label: 'Laboratorio' },
  { href: '/calculadora', label: 'Calculadora' },
  { href: '/reglas', label: 'Reglas' },
  { href: '/docs', label: 'API y CLI' },
] as const

export function NavLinks() {
  const pathname = usePathname() ?? '/'
  const list = useRef<HTMLUListElement>(null)
  // On a phone the list is one row that scrolls sideways (globals.css): bring the reader's section into it. Setting
  // scrollLeft moves that row only, never the page (scrollIntoView could pull a page read halfway back to its top).
  useEffect(() => {
    const ul = list.current
    const here = ul?.querySelector<HTMLElement>('[aria-current]')
    if (!ul || !here || ul.scrollWidth <= ul.clientWidth) return
    // 48 px: the row's faded end (2rem) and a little more, so the section is read whole.
    const past = here.getBoundingClientRect().right - ul.getBoundingClientRect().right + 48
    if (past > 0) ul.scrollLeft += past
  }, [pathname])
  return (
    <ul className="site-nav__list" ref={list}>
      {NAV_ITEMS.map((item) => {
        const current = pathname === item.href
        const inSection = current || pathname.startsWith(`${item.href}/`)
        return (
          <li key={item.href}>
            <IntentLink
              href={item.href}
              className="site-nav__link"
              aria-current={current ? 'page' : inSection ? 'true' : undefined}
            >
              {item.label}
            </IntentLink>
          </li>
        )
      })}
    </ul>
  )
}
