'use client'
// Below the table: the batch statistics of many goldfish games of the same deck.
// PLACEHOLDER: the panel itself (app/(play)/probar/_batch/BatchPanel.tsx, another engineer's) had
// not landed when this page was written. When it lands, replace the placeholder section with
//   <BatchPanel deck={plain} catalogueCards={cards} defaultSeed={seed} />
// (import { BatchPanel } from '../_batch/BatchPanel').
import { useMemo } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import styles from './probar.module.css'

export function BatchSection({ deck, cards, seed }: { deck: Deck; cards: readonly Card[]; seed: number }) {
  // The panel takes a plain Deck (a pasted list also carries what its reading found).
  const plain = useMemo<Deck>(
    () => ({ ...(deck.name ? { name: deck.name } : {}), relicId: deck.relicId, startingDalmaId: deck.startingDalmaId, entries: deck.entries }),
    [deck],
  )
  return (
    <section className={`${styles.batch} panel`} aria-labelledby="lote-titulo" data-placeholder="batch-panel">
      <h2 id="lote-titulo" className={styles.sideTitle}>Estadísticas de muchas partidas</h2>
      <p className={styles.controlHelp}>
        Aquí irá el panel de estadísticas en lote: muchas partidas goldfish de «{plain.name ?? 'este mazo'}» desde la semilla {seed},
        con las {cards.length} cartas del catálogo. Todavía no está disponible.
      </p>
    </section>
  )
}
