'use client'
// The save panel, and React Query with it, load once the builder is up and the panel is within a screen of being
// seen, not with the page: the panel is the builder's only server state, and its library (with the session query and
// the offline save queue) lengthened the tasks /mazos runs before it answers a tap (issue 28, Lighthouse 85 on
// /mazos). On a desktop the panel is that close at once and loads at the first idle moment; on a phone it sits two
// screens down, so a visit that never scrolls there spends nothing on it (four scripts, a session request and a render
// that fell inside Lighthouse's load window). A save queued in this browser (for any account) loads it at the first
// idle moment wherever it is, so it goes out as soon as it can. Until it arrives, the panel shows exactly what its own
// first render shows (the session is being checked), so nothing moves. Touching the panel (a pointer, the keyboard's
// focus) asks for it at once. The offline copy keeps every build file (lib/server/offline-manifest.ts), so it loads
// without a connection too; if it cannot be loaded at all, the panel says so and offers to try again, and the draft
// stays in this browser meanwhile.
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react'
import { whenIdle } from '@/app/_components/when-idle'
import type { SavePanelProps } from './SavePanel'
import { anyQueuedSave } from './save-queue'
import styles from './builder.module.css'

type Panel = ComponentType<SavePanelProps>
let loaded: Panel | null = null
let loading: Promise<Panel> | null = null
function loadPanel(): Promise<Panel> {
  loading ??= import('./SavePanelWithState').then(
    (m) => (loaded = m.default),
    (err: unknown) => { loading = null; throw err },
  )
  return loading
}

export function LazySavePanel(props: SavePanelProps) {
  const [panel, setPanel] = useState<{ Panel: Panel } | null>(() => (loaded === null ? null : { Panel: loaded }))
  // 0: wait until the panel is near the screen, then for an idle moment; each touch or retry asks again at once.
  const [asked, setAsked] = useState(0)
  const [failed, setFailed] = useState(false)
  const placeholder = useRef<HTMLElement>(null)
  useEffect(() => {
    if (panel !== null) return
    let live = true
    // A transition: React then renders the panel (and React Query's provider) in slices between the browser's other
    // work, not in one task at the builder's first idle moment, which fell inside the time a phone waits to be
    // answered (issue 28). Its placeholder looks the same, so the wait shows nothing.
    const load = () => loadPanel().then(
      (Panel) => { if (live) startTransition(() => setPanel({ Panel })) },
      () => { if (live) setFailed(true) },
    )
    if (asked > 0) { void load(); return () => { live = false } }
    let cancel = () => {}
    const atIdle = () => { cancel = whenIdle(() => void load(), { timeout: 3000 }) }
    const section = placeholder.current
    if (section === null || typeof IntersectionObserver !== 'function' || anyQueuedSave()) {
      atIdle()
      return () => { live = false; cancel() }
    }
    // Within one screen below the visible part (or anywhere above it): close enough that it is ready when seen.
    const near = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      near.disconnect()
      atIdle()
    }, { rootMargin: '0px 0px 100% 0px' })
    near.observe(section)
    return () => { live = false; near.disconnect(); cancel() }
  }, [panel, asked])
  if (panel !== null) return <panel.Panel {...props} />
  const want = () => { setFailed(false); setAsked((n) => n + 1) }
  return (
    <section ref={placeholder} className="panel" aria-labelledby="guardar-titulo" onPointerDown={want} onFocus={want}>
      <h2 id="guardar-titulo" className={styles.panelTitle}>Guardar en tu cuenta</h2>
      {failed ? (
        <>
          <p className={styles.muted}>No se ha podido cargar el guardado en tu cuenta (¿sin conexión?); tu borrador sigue en este navegador.</p>
          <p><button type="button" className="button button--secondary" onClick={want}>Volver a intentarlo</button></p>
        </>
      ) : <p className={styles.muted}>Comprobando tu sesión…</p>}
      <p role="status" className={styles.status}></p>
    </section>
  )
}
