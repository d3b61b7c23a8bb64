'use client'
// The guided game's code (engine, board, script) loads after the page shows, in its own chunk.
import dynamic from 'next/dynamic'

export const LazyTutorial = dynamic(() => import('./TutorialClient').then((m) => m.TutorialClient), {
  ssr: false,
  loading: () => <p role="status">Preparando la partida…</p>,
})
