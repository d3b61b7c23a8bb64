'use client'
// Registers the service worker (public/sw.js) once the page is idle, then loads the small offline
// controls (the «guardar para jugar sin conexión» button and the catalogue-changed notice). Kept
// tiny: it ships with every page.
import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from './when-idle'

const OfflineControls = lazy(() => import('./OfflineControls'))

export function OfflineSupport() {
  const [registered, setRegistered] = useState(false)
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const register = () => navigator.serviceWorker.register('/sw.js').then(() => setRegistered(true), () => undefined)
    return whenIdle(() => void register(), { timeout: 5000, fallbackMs: 2000 })
  }, [])
  return registered ? <Suspense fallback={null}><OfflineControls /></Suspense> : null
}
