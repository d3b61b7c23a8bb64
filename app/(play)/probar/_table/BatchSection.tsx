'use client'
// Below the table: the batch statistics of many goldfish games of the same deck (the batch panel is
// app/(play)/probar/_batch, another engineer's); game 0 of its seed is the game the table deals.
import dynamic from 'next/dynamic'
import { useMemo } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import { normalizeDeck, type Deck } from '@/lib/decks/model'
import styles from './probar.module.css'

// The panel (its charts library, the statistics, the workers' glue) loads only once a deck is on the
// table: /probar opened without one stays light on a phone (issue 9).
const BatchPanel = dynamic(() => import('../_batch/BatchPanel').then((m) => m.BatchPanel), {
  loading: () => <p role="status">Cargando las estadísticas por lotes…</p>,
})

export function BatchSection({ deck, cards, catalogueVersion, seed }: { deck: Deck; cards: readonly Card[]; catalogueVersion: string; seed: number }) {
  // A plain Deck in canonical form, like the table's (goldfishConfig): the deal follows the card
  // order, so game 0 of the batch is the table's game only if both start from the same order.
  const plain = useMemo<Deck>(() => normalizeDeck(deck), [deck])
  return (
    <div className={styles.batch}>
      <BatchPanel deck={plain} catalogueCards={cards} defaultSeed={seed} catalogueVersion={catalogueVersion} />
    </div>
  )
}
