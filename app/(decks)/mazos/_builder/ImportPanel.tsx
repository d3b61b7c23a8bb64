'use client'
// "Importar": paste (or open a file with) a deck list, a share code, a share link or a JSON
// document. What the box holds is read as you type, with lib/decks's readers: the preview says
// what kind of import it is, what was read, every unreadable line with its number and every
// unknown name with the closest real names. Importing replaces the builder's deck.
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ChangeEvent } from 'react'
import { makeCatalogue, type Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { describeProblem } from '@/lib/decks/problems'
import { andMore, SHOWN_READ_ERRORS } from '@/lib/decks/text-limits'
import { validateDeck } from '@/lib/decks/validate'
import { cardNameOf } from './deck-groups'
import type { ImportReading, JsonDeckReader } from './import-detect'
import { IMPORT_KIND_LABELS, type ImportKind } from './import-kinds'
import styles from './builder.module.css'

const MAX_FILE_BYTES = 512 * 1024

/** What an empty box is read with while the catalogue is still on its way (nothing is read then). */
const NO_CARDS = makeCatalogue([], 'sin-catalogo')

type Readers = typeof import('./import-detect')
const NOTHING_READ: ImportReading = { kind: 'empty', deck: null, errors: [] }

// The readers (the deck list's parser with its name matching, the share codes' detection) are a module of their own,
// fetched when the box is first touched or something is put in it, not with the page: the panel sits at the foot of
// the builder and most visits never use it (issue 28, /mazos's first load). One fetch per page, retried after a failure.
let readersLoad: Promise<Readers> | null = null
const loadReaders = (): Promise<Readers> =>
  (readersLoad ??= import('./import-detect').catch((e: unknown) => { readersLoad = null; throw e }))

/** `catalogue` is null until the builder has fetched it: what is pasted meanwhile is read once it arrives. */
export function ImportPanel({ catalogue: fetched, onImport }: { catalogue: Catalogue | null; onImport: (deck: Deck, kind: ImportKind) => void }) {
  const [text, setText] = useState('')
  const [fileError, setFileError] = useState<string | null>(null)
  const deferred = useDeferredValue(text)
  const [readers, setReaders] = useState<Readers | null>(null)
  const [readersFailed, setReadersFailed] = useState(false)
  const wantReaders = useCallback(() => {
    if (readers !== null) return
    loadReaders().then((m) => { setReadersFailed(false); setReaders(m) }, () => setReadersFailed(true))
  }, [readers])
  const filled = text.trim() !== ''
  // Something to read arrived before its reader (a file opened by a label's click, a paste): fetch it now. After a
  // failure the retry is the player's (the button below), not a loop.
  useEffect(() => { if (filled && readers === null && !readersFailed) wantReaders() }, [filled, readers, readersFailed, wantReaders])
  const waiting = filled && (fetched === null || readers === null)
  const catalogue = fetched ?? NO_CARDS
  // The JSON reader (and zod with it) loads only once a JSON document is pasted.
  const [readJson, setReadJson] = useState<JsonDeckReader | null>(null)
  const reading = useMemo(
    () => (readers === null || fetched === null ? NOTHING_READ : readers.readImport(deferred, catalogue, readJson)),
    [readers, fetched, deferred, catalogue, readJson],
  )
  useEffect(() => {
    if (!reading.pending) return
    let live = true
    void import('@/lib/decks/json').then(({ parseDeckJsonText }) => { if (live) setReadJson(() => parseDeckJsonText) })
    return () => { live = false }
  }, [reading.pending])
  const unknown = useMemo(
    () => (reading.deck ? validateDeck(reading.deck, catalogue).problems.filter((p) => p.code === 'UNKNOWN_CARD') : []),
    [reading, catalogue],
  )
  const deck = readers === null ? null : readers.importedDeck(reading)
  const cards = deck ? deck.entries.reduce((n, e) => n + e.count, 0) : 0
  const partial = reading.errors.length > 0 || unknown.length > 0

  const openFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`El fichero «${file.name}» es demasiado grande para ser un mazo (máximo ${MAX_FILE_BYTES / 1024} KB).`)
      return
    }
    setFileError(null)
    setText(await file.text())
  }

  return (
    <section className="panel" aria-labelledby="importar-titulo" onPointerDown={wantReaders} onFocus={wantReaders} onDragEnter={wantReaders}>
      <h2 id="importar-titulo" className={styles.panelTitle}>Importar</h2>
      <label htmlFor="importar-texto" className={styles.fieldLabel}>
        Pega una lista de mazo, un código, un enlace compartido o un JSON
      </label>
      <textarea
        id="importar-texto"
        className={styles.textarea}
        rows={7}
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
        aria-describedby="importar-ayuda"
        placeholder={'Reliquia: Elixir de Mísal\nDalma inicial: …\n1 …\n3 …'}
      />
      <p id="importar-ayuda" className={styles.help}>
        Una carta por línea con sus copias delante («3 Hacha» o «3x Hacha»), más «Reliquia: …» y «Dalma inicial: …»; los
        títulos acabados en «:» y lo que sigue a «#» se ignoran.
      </p>
      <p className={styles.fileRow}>
        <label htmlFor="importar-fichero" className={styles.fieldLabel}>O abre un fichero de mazo (.txt o .json)</label>
        <input id="importar-fichero" type="file" accept=".txt,.json,text/plain,application/json" onChange={openFile} />
      </p>
      {fileError && <p className={styles.errorLine} role="alert">{fileError}</p>}

      <div aria-live="polite" className={styles.importPreview}>
        {waiting && !readersFailed && <p>{fetched === null ? 'Cargando el catálogo…' : 'Leyendo…'}</p>}
        {readersFailed && filled && (
          <p>
            No se ha podido cargar el lector de mazos (¿sin conexión?).{' '}
            <button type="button" className={styles.linkButton} onClick={wantReaders}>Reintentar</button>
          </p>
        )}
        {reading.kind !== 'empty' && (
          <p>
            <strong>Detectado:</strong> {IMPORT_KIND_LABELS[reading.kind]}.{' '}
            {deck && (
              <>
                {cards === 1 ? 'Se ha leído 1 carta' : `Se han leído ${cards} cartas`}
                {deck.relicId !== null && <>, reliquia {cardNameOf(catalogue, deck.relicId)}</>}
                {deck.startingDalmaId !== null && <>, Dalma inicial {cardNameOf(catalogue, deck.startingDalmaId)}</>}.
              </>
            )}
          </p>
        )}
        {reading.errors.length > 0 && (
          <>
            <h3 className={styles.subTitle}>
              {reading.errors.length === 1 ? 'No se ha podido leer 1 parte' : `No se han podido leer ${reading.errors.length} partes`}
            </h3>
            <ul className={styles.importErrors} aria-label="Errores de lectura">
              {reading.errors.slice(0, SHOWN_READ_ERRORS).map((e, i) => (
                <li key={i}>
                  {e.line !== undefined && <strong>Línea {e.line}: </strong>}
                  {e.field !== undefined && <strong><code>{e.field}</code>: </strong>}
                  {e.lineText !== undefined && e.lineText.trim() !== '' && <><code>{e.lineText.trim()}</code> — </>}
                  {e.message}
                </li>
              ))}
              {reading.errors.length > SHOWN_READ_ERRORS && <li>{andMore(reading.errors.length - SHOWN_READ_ERRORS)}</li>}
            </ul>
          </>
        )}
        {unknown.length > 0 && (
          <>
            <h3 className={styles.subTitle}>Cartas que no están en el catálogo</h3>
            <ul className={styles.importErrors} aria-label="Cartas desconocidas">
              {unknown.slice(0, SHOWN_READ_ERRORS).map((p, i) => (
                <li key={i}>{describeProblem(p, catalogue)}</li>
              ))}
              {unknown.length > SHOWN_READ_ERRORS && <li>{andMore(unknown.length - SHOWN_READ_ERRORS)}</li>}
            </ul>
          </>
        )}
      </div>
      <p className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={!deck}
          onClick={() => {
            if (deck) onImport(deck, reading.kind)
          }}
        >
          Importar al constructor
        </button>
        {text !== '' && (
          <button type="button" className="button button--secondary" onClick={() => setText('')}>
            Vaciar el cuadro
          </button>
        )}
      </p>
      <p className={styles.help}>
        {partial && deck ? 'Se importará solo lo que se ha podido leer. ' : ''}
        Importar sustituye el mazo del constructor; podrás recuperar el anterior justo después.
      </p>
    </section>
  )
}
