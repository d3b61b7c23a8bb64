'use client'
// The game's screen is a table, not a page (issue 27): while a game is on it, it takes the whole
// window and the page behind it (header, footer, the route's own text) is set aside, so nothing
// scrolls and everything the table holds is in view. It is drawn in a layer of its own under <body>
// and marks <html data-table-screen>, which globals.css reads to hide the rest and stop the page
// from scrolling. Several screens may be mounted for a moment (one leaving, one arriving): the mark
// stays while any is.
import { useLayoutEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import styles from './board.module.css'

let open = 0

export function TableScreen({ label, children, className, decisionKey }: {
  /** The screen's name for screen readers («Partida contra el bot», «Mesa en línea»…). */
  label: string
  /** The board's decision key, written on the screen (data-decision-key): tests wait for it to change. */
  decisionKey?: string | number
  children: ReactNode
  className?: string
}) {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const el = document.createElement('div')
    el.setAttribute('data-table-screen-root', '')
    document.body.appendChild(el)
    open += 1
    document.documentElement.setAttribute('data-table-screen', '')
    window.scrollTo(0, 0)
    setHost(el)
    return () => {
      el.remove()
      open -= 1
      if (open === 0) document.documentElement.removeAttribute('data-table-screen')
    }
  }, [])
  if (host === null) return null
  return createPortal(
    <main className={`${styles.screen} ${className ?? ''}`} aria-label={label} data-decision-key={decisionKey}>
      {children}
    </main>,
    host,
  )
}
