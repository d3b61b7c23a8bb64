'use client'
// A Duelo de alientos table's code (its board, the stream) in its own chunk, so a Duelo de Masters table's page does
// not carry it, and the other way round.
import dynamic from 'next/dynamic'

export const LazyAlientosMesa = dynamic(() => import('./AlientosMesa').then((m) => m.AlientosMesa), {
  ssr: false,
  loading: () => <p role="status">Cargando la mesa…</p>,
})
