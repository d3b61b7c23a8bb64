'use client'
// What the service worker does, told to the player: a button that saves every card and relic page
// for play without a connection (with its progress), and a notice when the catalogue changed since
// the copy was made. After each page load it tells the worker about the visit, so the worker checks
// the catalogue version and, unless the browser asks to save data, fills the card pages quietly.
import { useEffect, useState } from 'react'

type WorkerMessage =
  | { type: 'pages-progress'; done: number; total: number }
  | { type: 'pages-saved'; total: number; failed: number }
  | { type: 'pages-failed' }
  | { type: 'catalogue-updated'; from: string; to: string }

const saveData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

export default function OfflineControls() {
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [changed, setChanged] = useState<{ from: string; to: string } | null>(null)

  useEffect(() => {
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const m = event.data
      if (m.type === 'pages-progress') setStatus(`Guardando páginas: ${m.done} de ${m.total}…`)
      else if (m.type === 'pages-saved') {
        setBusy(false)
        setStatus(m.failed === 0
          ? `Listo: ${m.total} páginas de cartas y reliquias guardadas para jugar sin conexión.`
          : `Guardadas ${m.total - m.failed} de ${m.total} páginas; las demás fallaron (vuelve a intentarlo con conexión).`)
      } else if (m.type === 'pages-failed') {
        setBusy(false)
        setStatus('No se pudieron guardar las páginas: hace falta conexión la primera vez.')
      } else if (m.type === 'catalogue-updated') setChanged({ from: m.from, to: m.to })
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: 'visit', saveData: saveData() }))
    return () => navigator.serviceWorker.removeEventListener('message', onMessage)
  }, [])

  const save = () => {
    setBusy(true)
    setStatus('Guardando páginas…')
    void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: 'save-pages' }))
  }

  return (
    <>
      <p className="offline-save">
        <button type="button" className="button button--secondary" onClick={save} disabled={busy}>
          Guardar para jugar sin conexión
        </button>{' '}
        <span role="status">{status}</span>
      </p>
      {changed && (
        <div role="alert" className="offline-notice">
          <p>
            El catálogo de cartas ha cambiado desde tu última visita (versión {changed.from} → {changed.to}). La copia para
            jugar sin conexión ya está al día; recarga la página si la abriste antes del cambio.
          </p>
          <button type="button" className="button button--secondary" onClick={() => setChanged(null)}>Entendido</button>
        </div>
      )}
    </>
  )
}
