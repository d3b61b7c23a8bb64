'use client'
// The table's code (engine, board, stream) loads after the page shows, in its own chunk.
import dynamic from 'next/dynamic'

export const LazyMesa = dynamic(() => import('./MesaClient').then((m) => m.MesaClient), {
  ssr: false,
  loading: () => <p role="status">Cargando la mesa…</p>,
})
