'use client'
// The game (engine, deck readers, table) loads after the page shows, in its own chunk, so the
// route's first JavaScript stays small; the first render of the game itself is a loading line anyway.
import dynamic from 'next/dynamic'

export const LazyPartida = dynamic(() => import('./PartidaClient').then((m) => m.PartidaClient), {
  ssr: false,
  loading: () => <p role="status">Cargando la mesa…</p>,
})
