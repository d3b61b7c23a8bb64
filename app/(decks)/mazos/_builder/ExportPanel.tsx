'use client'
// "Exportar y compartir": the share link (a code that carries the whole deck), the text list
// (copy or .txt), the JSON document, and a PNG of the list drawn in the browser.
import { count } from '@/app/_components/plural'
import Link from 'next/link'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import type { DeckValidation } from '@/lib/decks/validate'
import { cardNameOf, groupDeck } from './deck-groups'
import { shareImagePath, sharePath } from './links'
import styles from './builder.module.css'

type Writers = typeof import('./export-writers')
let writersLoad: Promise<Writers> | null = null
/** One fetch per page; a failed one (offline before it was ever cached) is asked for again on the next use. */
const loadWriters = (): Promise<Writers> =>
  (writersLoad ??= import('./export-writers').catch((e: unknown) => { writersLoad = null; throw e }))

/** "Furia del Norte" → "furia-del-norte", for file names. */
export function fileSlug(name: string | undefined): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug || 'mazo'
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

export function ExportPanel({ deck, catalogue, code, validation }: {
  deck: Deck
  catalogue: Catalogue
  code: string
  validation: DeckValidation
}) {
  const [origin, setOrigin] = useState('')
  const [status, setStatus] = useState('')
  const [writers, setWriters] = useState<Writers | null>(null)
  const [listOpen, setListOpen] = useState(false)
  useEffect(() => setOrigin(window.location.origin), [])
  // Fetched on intent, so a click finds them loaded; a click that comes first waits for them (withWriters).
  const wantWriters = useCallback(() => {
    if (writers === null) loadWriters().then(setWriters, () => {})
  }, [writers])
  /** Runs `use` with the writers, fetching them first if need be; says so if they cannot be fetched. */
  const withWriters = async (use: (w: Writers) => Promise<void> | void) => {
    let w = writers
    if (w === null) {
      try {
        w = await loadWriters()
      } catch {
        setStatus('No se ha podido cargar la exportación (¿sin conexión?): inténtalo de nuevo.')
        return
      }
      setWriters(w)
    }
    await use(w)
  }
  // The list in text is written only when it is read (opened, copied, downloaded), not on every change of the deck.
  const text = useMemo(() => (writers !== null && listOpen ? writers.formatDeckText(deck, catalogue) : null), [writers, listOpen, deck, catalogue])
  const shareUrl = `${origin}${sharePath(code)}`
  const base = fileSlug(deck.name)

  const copy = async (what: string, value: string) => {
    setStatus(
      (await copyText(value))
        ? `${what} copiado al portapapeles.`
        : `No se ha podido copiar ${what.toLowerCase()}: selecciónalo y cópialo a mano.`,
    )
  }

  const downloadImage = async (w: Writers) => {
    setStatus('Preparando la imagen…')
    const blob = await w.renderDeckImage({
      title: deck.name?.trim() || 'Mazo sin nombre',
      facts: [
        `Reliquia: ${cardNameOf(catalogue, deck.relicId) ?? 'sin elegir'}`,
        `Dalma inicial: ${cardNameOf(catalogue, deck.startingDalmaId) ?? 'sin elegir'}`,
        count(validation.stats.cards, 'carta', 'cartas'),
      ],
      legal: validation.legal,
      groups: groupDeck(deck, catalogue),
      footer: `Hecho con el constructor de mazos de Duelo de Masters${origin ? ` · ${new URL(origin).host}` : ''}`,
    })
    if (!blob) {
      setStatus('Este navegador no ha podido dibujar la imagen.')
      return
    }
    download(blob, `${base}.png`)
    setStatus('Imagen descargada.')
  }

  return (
    <section className="panel" aria-labelledby="exportar-titulo" onPointerOver={wantWriters} onPointerDown={wantWriters} onFocus={wantWriters}>
      <h2 id="exportar-titulo" className={styles.panelTitle}>Exportar y compartir</h2>

      <h3 className={styles.subTitle}>Enlace</h3>
      <p className={styles.help}>
        El enlace lleva el mazo entero dentro: quien lo abra verá exactamente este mazo, aunque luego lo cambies.
      </p>
      <label htmlFor="enlace-compartir" className={styles.fieldLabel}>Enlace para compartir</label>
      <div className={styles.copyRow}>
        <input id="enlace-compartir" className={styles.copyInput} type="text" readOnly value={shareUrl} onFocus={(e) => e.target.select()} />
        <button type="button" className="button" onClick={() => copy('Enlace', shareUrl)}>Copiar enlace</button>
      </div>
      <p className={styles.linkRow}>
        <Link href={sharePath(code)}>Abrir la página compartida</Link>
        <a href={shareImagePath(code, catalogue.version)}>Ver su imagen de vista previa</a>
      </p>

      <h3 className={styles.subTitle}>Archivos</h3>
      <p className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => withWriters((w) => copy('Texto de la lista', w.formatDeckText(deck, catalogue)))}>
          Copiar la lista
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => withWriters((w) => download(new Blob([w.formatDeckText(deck, catalogue)], { type: 'text/plain;charset=utf-8' }), `${base}.txt`))}
        >
          Descargar .txt
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => withWriters((w) => download(new Blob([`${JSON.stringify(w.deckToJson(deck), null, 2)}\n`], { type: 'application/json' }), `${base}.json`))}
        >
          Descargar JSON
        </button>
        <button type="button" className="button button--secondary" onClick={() => withWriters(downloadImage)}>Descargar imagen (PNG)</button>
      </p>
      <p role="status" className={styles.status}>{status}</p>
      <details
        className={styles.details}
        onToggle={(e) => {
          const open = e.currentTarget.open
          setListOpen(open)
          // Through withWriters, so a list that cannot be fetched (offline before it was ever cached) says so in the status line.
          if (open) void withWriters(() => {})
        }}
      >
        <summary>Ver la lista en texto</summary>
        <pre className={styles.pre}>{text ?? (listOpen ? 'Cargando la lista…' : '')}</pre>
      </details>
    </section>
  )
}
