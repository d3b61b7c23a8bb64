'use client'
// The main navigation; marks the section the reader is in with aria-current.
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { prefetchFor } from './heavy-paths'

export const NAV_ITEMS = [
  { href: '/cartas', label: 'Cartas' },
  { href: '/reliquias', label: 'Reliquias' },
  { href: '/mazos', label: 'Mazos' },
  { href: '/probar', label: 'Probar' },
  { href: '/partida', label: 'Partida' },
  { href: '/laboratorio', label: 'Laboratorio' },
  { href: '/calculadora', label: 'Calculadora' },
  { href: '/reglas', label: 'Reglas' },
  { href: '/docs', label: 'API y CLI' },
] as const

export function NavLinks() {
  const pathname = usePathname() ?? '/'
  return (
    <ul className="site-nav__list">
      {NAV_ITEMS.map((item) => {
        const current = pathname === item.href
        const inSection = current || pathname.startsWith(`${item.href}/`)
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              prefetch={prefetchFor(item.href)}
              className="site-nav__link"
              aria-current={current ? 'page' : inSection ? 'true' : undefined}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
