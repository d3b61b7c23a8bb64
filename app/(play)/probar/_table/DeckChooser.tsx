'use client'
// Choosing the deck to try: the boxed decks in one click, a saved deck from /mazos, or a pasted
// list or share code. A list with unreadable lines shows each with its number before anything
// is played; the player may then try what could be read.
import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
import type { Catalogue } from '@/lib/catalogue/schema'
import { andMore, SHOWN_READ_ERRORS } from '@/lib/decks/text'
import { useHydrated } from '@/app/_components/useHydrated'
import { deckFromParsedText, readPastedDeck, type PastedDeck, type TableDeck } from './deck-source'
import styles from './probar.module.css'

export type BoxedOption = { slug: string; name: string; description: string; code: string }

export function DeckChooser({ boxed, catalogue, onDeck }: { boxed: readonly BoxedOption[]; catalogue: Catalogue; onDeck: (deck: TableDeck) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const hydrated = useHydrated() // a list pasted before React hydrates would be lost
  const [result, setResult] = useState<Extract<PastedDeck, { kind: 'text' }> | null>(null)
  const [empty, setEmpty] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const read = readPastedDeck(text, catalogue)
    setEmpty(read.kind === 'empty')
    if (read.kind === 'empty') return
    if (read.kind === 'code') { setResult(null); onDeck(read.value); return }
    if (read.errors.length > 0) { setResult(read); return }
    setResult(null)
    onDeck(deckFromParsedText(read.deck))
  }

  return (
    <div className={styles.chooser}>
      {boxed.length > 0 && (
        <div>
          <h3 className={styles.chooserTitle}>Mazos de la caja</h3>
          <ul className={styles.boxedList}>
            {boxed.map((b) => (
              <li key={b.slug}>
                <Link className="button" href={`/probar?code=${encodeURIComponent(b.code)}`} prefetch={false}>
                  {b.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.controlHelp}>
        Para un mazo guardado, ábrelo desde <Link href="/mazos" prefetch={false}>Mazos</Link> o usa <code>/probar?deck=</code> con su identificador.
      </p>
      <form onSubmit={submit} className={styles.pasteForm}>
        <label htmlFor={`${id}-text`} className={styles.chooserTitle}>
          Pega una lista de mazo o un código
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          rows={7}
          value={text}
          disabled={!hydrated}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-help`}
          spellCheck={false}
          placeholder={'Reliquia: …\nDalma inicial: …\n1 …\n3 …'}
        />
        <p id={`${id}-help`} className={styles.controlHelp}>
          Una carta por línea con su número de copias («3 Nombre»), más «Reliquia:» y «Dalma inicial:». Vale cualquier mazo, aunque no
          sea legal.
        </p>
        <button type="submit" className="button" disabled={!hydrated}>Probar</button>
        {empty && <p className={styles.illegal} role="alert">Escribe o pega primero una lista o un código de mazo.</p>}
      </form>
      {result && (
        <div className={styles.parseErrors} role="alert">
          <p>
            {result.errors.length === 1 ? 'Una línea no se pudo leer:' : `${result.errors.length} líneas no se pudieron leer:`}
          </p>
          <ul>
            {result.errors.slice(0, SHOWN_READ_ERRORS).map((e) => (
              <li key={e.line}>
                <strong>Línea {e.line}</strong> («{e.text.trim()}»): {e.message}
              </li>
            ))}
            {result.errors.length > SHOWN_READ_ERRORS && <li>{andMore(result.errors.length - SHOWN_READ_ERRORS)}</li>}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => { onDeck(deckFromParsedText(result.deck)); setResult(null) }}>
            Probar sin esas líneas
          </button>
        </div>
      )}
    </div>
  )
}
