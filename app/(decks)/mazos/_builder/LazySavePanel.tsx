'use client'
// The save panel, and React Query with it, load at the browser's first idle moment after the builder is up, not with
// the page: the panel is the builder's only server state, and its library (with the session query and the offline
// save queue) lengthened the tasks /mazos runs before it answers a tap (issue 28, Lighthouse 85 on /mazos). Until it
// arrives, the panel shows exactly what its own first render shows (the session is being checked), so nothing moves.
// Touching the panel (a pointer, the keyboard's focus) asks for it at once. The offline copy keeps every build file
// (lib/server/offline-manifest.ts), so it loads without a connection too; if it cannot be loaded at all, the panel
// says so and offers to try again, and the draft stays in this browser meanwhile.
import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { whenIdle } from '@/app/_components/when-idle'
import type { SavePanelProps } from './SavePanel'
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
  // 0: wait for the first idle moment; each touch or retry asks again at once.
  const [asked, setAsked] = useState(0)
  const [failed, setFailed] = useState(false)
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
    const cancel = whenIdle(() => void load(), { timeout: 3000 })
    return () => { live = false; cancel() }
  }, [panel, asked])
  if (panel !== null) return <panel.Panel {...props} />
  const want = () => { setFailed(false); setAsked((n) => n + 1) }
  return (
    <section className={`panel ${styles.savePanel}`} aria-labelledby="guardar-titulo" onPointerDown={want} onFocus={want}>
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
