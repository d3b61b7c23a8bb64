'use client'
// The save panel with the tab's React Query client around it: the one chunk of /mazos that loads the library
// (LazySavePanel.tsx fetches it once the builder is up).
import { ServerState } from '@/app/_components/server-state/ServerState'
import { SavePanel, type SavePanelProps } from './SavePanel'

export default function SavePanelWithState(props: SavePanelProps) {
  return <ServerState><SavePanel {...props} /></ServerState>
}
