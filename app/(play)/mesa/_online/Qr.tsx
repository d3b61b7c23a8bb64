'use client'
// A QR code of a link, drawn as one SVG path (no images, no inline markup), for the phone across the table.
// The encoder (qrcode-generator) loads only when a code is shown.
import { useEffect, useState } from 'react'
import styles from './mesa.module.css'

export function Qr({ text, label }: { text: string; label: string }) {
  const [shape, setShape] = useState<{ size: number; path: string } | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M')
      qr.addData(text)
      qr.make()
      const n = qr.getModuleCount()
      let path = ''
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + 4},${r + 4}h1v1h-1z`
      if (live) setShape({ size: n + 8, path })
    })
    return () => { live = false }
  }, [text])
  if (!shape) return null
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${shape.size} ${shape.size}`} width="176" height="176" shapeRendering="crispEdges" className={styles.qr}>
      <path d={shape.path} fill="#000" />
    </svg>
  )
}
