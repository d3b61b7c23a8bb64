'use client'
// Below the table: the batch statistics of many goldfish games of the same deck (the batch panel is
// app/(play)/probar/_batch, another engineer's); game 0 of its seed is the game the table deals.
import { useMemo } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { BatchPanel } from '../_batch/BatchPanel'
import styles from './probar.module.css'

export function BatchSection({ deck, cards, catalogueVersion, seed }: { deck: Deck; cards: readonly Card[]; catalogueVersion: string; seed: number }) {
  // The panel takes a plain Deck (a pasted list also carries what its reading found).
  const plain = useMemo<Deck>(
    () => ({ ...(deck.name ? { name: deck.name } : {}), relicId: deck.relicId, startingDalmaId: deck.startingDalmaId, entries: deck.entries }),
    [deck],
  )
  return (
    <div className={styles.batch}>
      <BatchPanel deck={plain} catalogueCards={cards} defaultSeed={seed} catalogueVersion={catalogueVersion} />
    </div>
  )
}
