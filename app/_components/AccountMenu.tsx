'use client'
// The header's account corner. Signed in: the person's name (to /cuenta), "Mis mazos" and "Salir";
// signed out: "Entrar", which brings the reader back to this page afterwards.
// It asks /api/auth/session from the browser, so every page around it can stay static.
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { SessionProvider, signOut, useSession } from 'next-auth/react'
import styles from './AccountMenu.module.css'

function Menu() {
  const { data, status } = useSession()
  const pathname = usePathname() ?? '/'
  if (status === 'loading') {
    // Same footprint as the signed-out link, so the header does not jump when the session arrives.
    return <span className={styles.placeholder} aria-hidden="true">Entrar</span>
  }
  if (!data?.user) {
    const back = pathname.startsWith('/cuenta') ? '' : `?callbackUrl=${encodeURIComponent(pathname)}`
    return (
      <Link href={`/cuenta/entrar${back}`} className={styles.link} aria-current={pathname === '/cuenta/entrar' ? 'page' : undefined}>
        Entrar
      </Link>
    )
  }
  return (
    <ul className={styles.list}>
      <li>
        <Link href="/cuenta" className={styles.link} aria-current={pathname === '/cuenta' ? 'page' : undefined}>
          <span className="visually-hidden">Tu cuenta: </span>
          <span className={styles.name}>{data.user.name || 'Tu cuenta'}</span>
        </Link>
      </li>
      <li>
        <Link href="/mazos/mios" className={styles.link} aria-current={pathname === '/mazos/mios' ? 'page' : undefined}>
          Mis mazos
        </Link>
      </li>
      <li>
        <button type="button" className={styles.button} onClick={() => void signOut({ callbackUrl: '/' })}>
          Salir
        </button>
      </li>
    </ul>
  )
}

export function AccountMenu() {
  return (
    <div className={styles.menu}>
      <SessionProvider refetchOnWindowFocus={false}>
        <Menu />
      </SessionProvider>
    </div>
  )
}
