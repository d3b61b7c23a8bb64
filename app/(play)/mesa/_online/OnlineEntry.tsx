'use client'
// /partida's way into online play: one button that opens the form creating a table (loaded only then).
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { BoxedOption } from './DeckPicker'

const CreateTableForm = dynamic(() => import('./CreateTableForm').then((m) => m.CreateTableForm), {
  ssr: false,
  loading: () => <p role="status">Cargando…</p>,
})

export function OnlineEntry({ boxed }: { boxed: readonly BoxedOption[] }) {
  const [open, setOpen] = useState(false)
  if (open) return <CreateTableForm boxed={boxed} />
  return (
    <p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>Jugar en línea con alguien en otro dispositivo</button>{' '}
      o <a href="/mesas">ver las mesas abiertas</a>.
    </p>
  )
}
