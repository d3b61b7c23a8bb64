'use client'
// The sheets of proxies with their controls: include or leave out the relic's sheets, and print.
// The sheets themselves are drawn on the server and passed in; this only chooses and numbers them.
import { useState, type ReactNode } from 'react'
import styles from './imprimir.module.css'

export function PrintSheets({ deckSheets, relicSheets, relicLabel }: {
  deckSheets: ReactNode[]
  relicSheets: ReactNode[]
  /** "Elixir de Mísal y sus 6 enemigos" */
  relicLabel: string | null
}) {
  const [includeRelic, setIncludeRelic] = useState(true)
  const sheets = includeRelic ? [...deckSheets, ...relicSheets] : deckSheets
  return (
    <>
      <div className={styles.controls}>
        {relicSheets.length > 0 && relicLabel && (
          <p className={styles.check}>
            <input id="incluir-reliquia" type="checkbox" checked={includeRelic} onChange={(e) => setIncludeRelic(e.target.checked)} />
            <label htmlFor="incluir-reliquia">Incluir la reliquia y sus enemigos ({relicLabel}), en hoja aparte</label>
          </p>
        )}
        <p className={styles.controlRow}>
          <button type="button" className="button" onClick={() => window.print()}>Imprimir</button>
          <span role="status">{sheets.length === 1 ? '1 hoja A4' : `${sheets.length} hojas A4`}</span>
        </p>
      </div>
      <div className={styles.sheets}>
        {sheets.map((sheet, i) => (
          <section key={i} className={styles.sheet} aria-label={`Hoja ${i + 1} de ${sheets.length}`}>
            {sheet}
            <p className={styles.sheetNumber} aria-hidden="true">{i + 1} / {sheets.length}</p>
          </section>
        ))}
      </div>
    </>
  )
}
