'use client'
// The header's account corner. Signed in: the person's name (to /cuenta), "Mis mazos" and "Salir";
// signed out: "Entrar", which brings the reader back to this page afterwards.
// It asks /api/auth/session from the browser, so every page around it can stay static. It does so
// with a plain fetch (again after each navigation, which is how a sign-in shows up) rather than
// next-auth's SessionProvider or React Query, whose client code every page, content pages included,
// would otherwise carry (issue 28: React Query loads only on pages with server state). It shares
// the request with a page's session query when both ask at once, and hears that query's later
// answers too (session.ts), so the two never disagree; next-auth/react is loaded only when the
// reader signs out.
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import styles from './AccountMenu.module.css'
import { fetchSession, onSessionAnswer, readSession, type SessionState } from './session'

function useSessionUser(pathname: string): SessionState {
  const [session, setSession] = useState<SessionState>({ status: 'loading' })
  // Any later answer, whoever asked (a page's session query asking again), updates the corner too.
  useEffect(() => onSessionAnswer(({ body }) => setSession(readSession(body))), [])
  useEffect(() => {
    let live = true
    // Shared with whatever else on the page asks at the same moment (session.ts): one request on load.
    fetchSession()
      .then(({ body }) => { if (live) setSession(readSession(body)) })
      .catch(() => {
        if (live) setSession((s) => (s.status === 'loading' ? { status: 'signedOut' } : s))
      })
    return () => { live = false }
  }, [pathname])
  return session
}

async function signOutAndGoHome() {
  const { signOut } = await import('next-auth/react')
  await signOut({ callbackUrl: '/' })
}

export function AccountMenu() {
  const pathname = usePathname() ?? '/'
  const session = useSessionUser(pathname)
  let content
  if (session.status === 'loading') {
    // Same footprint as the signed-out link, so the header does not jump when the session arrives.
    content = <span className={styles.placeholder} aria-hidden="true">Entrar</span>
  } else if (session.status === 'signedOut') {
    const back = pathname.startsWith('/cuenta') ? '' : `?callbackUrl=${encodeURIComponent(pathname)}`
    content = (
      <Link href={`/cuenta/entrar${back}`} prefetch={false} className={styles.link} aria-current={pathname === '/cuenta/entrar' ? 'page' : undefined}>
        Entrar
      </Link>
    )
  } else {
    content = (
      <ul className={styles.list}>
        <li>
          <Link href="/cuenta" prefetch={false} className={styles.link} aria-current={pathname === '/cuenta' ? 'page' : undefined}>
            <span className="visually-hidden">Tu cuenta: </span>
            <span className={styles.name}>{session.name || 'Tu cuenta'}</span>
          </Link>
        </li>
        <li>
          <Link href="/mazos/mios" prefetch={false} className={styles.link} aria-current={pathname === '/mazos/mios' ? 'page' : undefined}>
            Mis mazos
          </Link>
        </li>
        <li>
          <button type="button" className={styles.button} onClick={() => void signOutAndGoHome()}>
            Salir
          </button>
        </li>
      </ul>
    )
  }
  return <div className={styles.menu}>{content}</div>
}
