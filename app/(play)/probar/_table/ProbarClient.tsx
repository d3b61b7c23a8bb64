'use client'
// /probar in the browser: finds the deck (share code, saved deck, pasted list, boxed deck), shows
// its legality beside the goldfish table, and the batch statistics below it.
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { makeCatalogue, type Card } from '@/lib/catalogue/model'
import { BatchSection } from './BatchSection'
import { DeckChooser, type BoxedOption } from './DeckChooser'
import { deckFromCode, type TableDeck } from './deck-source'
import { readTableUrl, type TableUrlState } from './url-state'
import type { GoldfishSettings } from './useGoldfish'
import type { SavedDeckRead } from './useSavedDeck'
import styles from './probar.module.css'

// The table (the engine, the bots) and the deck report load once there is a deck to play: /probar
// opened to choose one stays light on a phone (issue 9). A deck in the URL still renders on the server.
const GoldfishTable = dynamic(() => import('./GoldfishTable').then((m) => m.GoldfishTable), {
  loading: () => <p role="status">Preparando la mesa…</p>,
})
const DeckReport = dynamic(() => import('./DeckReport').then((m) => m.DeckReport))
// A saved deck named by the link is read through React Query, which loads with this reader only then.
const SavedDeckReader = dynamic(() => import('./SavedDeckReader'), { ssr: false })

export type ProbarInitial = Omit<TableUrlState, 'seed'> & { seed: number }

type Props = {
  cards: readonly Card[]
  catalogueVersion: string
  boxed: readonly BoxedOption[]
  initial: ProbarInitial
}

/** A deck the player chose on this page (it replaces the one the URL named). */
type Chosen = { deck: TableDeck; serial: number }

export function ProbarClient({ cards, catalogueVersion, boxed, initial }: Props) {
  const catalogue = useMemo(() => makeCatalogue(cards, catalogueVersion), [cards, catalogueVersion])
  const [settings, setSettings] = useState<GoldfishSettings>({ seed: initial.seed, seat: initial.seat, turns: initial.turns })
  const [chosen, setChosen] = useState<Chosen | null>(null)

  const fromUrlCode = useMemo(() => {
    if (initial.deck.kind !== 'code') return null
    const code = initial.deck.code
    const box = boxed.find((b) => b.code === code)
    return deckFromCode(code, box ? 'Mazo de la caja' : 'Código de mazo')
  }, [initial.deck, boxed])
  const savedId = initial.deck.kind === 'saved' ? initial.deck.id : null
  const [saved, setSaved] = useState<SavedDeckRead>({ status: 'pending' })

  const onDeck = useCallback((deck: TableDeck) => setChosen((c) => ({ deck, serial: (c?.serial ?? 0) + 1 })), [])

  // Offline, the service worker may answer /probar?code=… with a copy of /probar made for another
  // deck (or none): the share code in the address bar is then decoded here, in the browser.
  useEffect(() => {
    const inUrl = readTableUrl(new URLSearchParams(window.location.search)).deck
    if (inUrl.kind !== 'code' || (initial.deck.kind === 'code' && initial.deck.code === inUrl.code)) return
    const found = deckFromCode(inUrl.code, boxed.some((b) => b.code === inUrl.code) ? 'Mazo de la caja' : 'Código de mazo')
    if (found.ok) onDeck(found.value)
  }, [initial.deck, boxed, onDeck])

  // The deck on the table and, for the URL's own deck, the line the URL carried.
  let current: { deck: TableDeck; line: string; engineVersion?: number; key: string; focus: boolean } | null = null
  let problem: ReactNode = null
  if (chosen) {
    current = { deck: chosen.deck, line: '', key: `chosen-${chosen.serial}`, focus: true }
  } else if (fromUrlCode) {
    if (fromUrlCode.ok) current = { deck: fromUrlCode.value, line: initial.line, engineVersion: initial.engine, key: 'url', focus: false }
    else problem = <p className={styles.illegal} role="alert">El código de mazo del enlace no sirve: {fromUrlCode.message}</p>
  } else if (savedId !== null) {
    if (saved.status === 'pending') problem = <p role="status">Cargando el mazo guardado…</p>
    else if (saved.status === 'error') problem = <p className={styles.illegal} role="alert">No se pudo pedir el mazo guardado; comprueba la conexión y recarga.</p>
    else if (!saved.answer.ok) problem = <p className={styles.illegal} role="alert">No se pudo abrir el mazo guardado: {saved.answer.message}</p>
    else current = { deck: saved.answer.value, line: initial.line, engineVersion: initial.engine, key: 'url', focus: false }
  }

  const chooser = <DeckChooser boxed={boxed} catalogue={catalogue} onDeck={onDeck} />
  return (
    <>
      {savedId !== null && <SavedDeckReader id={savedId} onRead={setSaved} />}
      {current ? (
        <details className={styles.chooserBox}>
          <summary>Probar otro mazo</summary>
          {chooser}
        </details>
      ) : (
        <section className={`${styles.chooserBox} panel`} aria-labelledby="elegir-mazo">
          <h2 id="elegir-mazo" className={styles.sideTitle}>Elige un mazo</h2>
          {problem}
          {chooser}
        </section>
      )}
      {current && (
        <GoldfishTable
          key={current.key}
          deck={current.deck.deck}
          catalogue={catalogue}
          initial={{ ...settings, line: current.line, engineVersion: current.engineVersion }}
          deckRef={current.deck.ref}
          shareCode={current.deck.code}
          focusOnMount={current.focus}
          onSettingsChange={setSettings}
          deckPanel={<DeckReport deck={current.deck.deck} name={current.deck.name} origin={current.deck.origin} catalogue={catalogue} />}
        />
      )}
      {current && <BatchSection deck={current.deck.deck} cards={cards} catalogueVersion={catalogueVersion} seed={settings.seed} />}
    </>
  )
}
