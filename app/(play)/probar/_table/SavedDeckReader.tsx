'use client'
// Reads the saved deck a /probar link names (?deck=<id>) through React Query and hands the read to the page. Loaded
// only when the link names one, with the tab's query client: /probar opened any other way carries no query library
// (the 10 KiB d17905d saved there stay saved; issue 28).
import { useEffect } from 'react'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { useSavedDeck, type SavedDeckRead } from './useSavedDeck'

type Props = { id: string; onRead: (read: SavedDeckRead) => void }

export default function SavedDeckReader(props: Props) {
  return <ServerState><Reader {...props} /></ServerState>
}

function Reader({ id, onRead }: Props) {
  const read = useSavedDeck(id)
  // The answer is the query's own data, the same object until it changes: handed over once per change.
  const answer = read.status === 'done' ? read.answer : null
  useEffect(() => { onRead(read) }, [read.status, answer])
  return null
}
