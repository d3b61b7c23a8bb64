import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Página no encontrada' }

export default function NotFound() {
  return (
    <>
      <h1>Página no encontrada</h1>
      <p className="lead">
        No hay nada en esta dirección. Puede que la carta haya cambiado de nombre o que el enlace esté
        mal escrito.
      </p>
      <ul>
        <li>
          <Link href="/cartas" prefetch={false}>Buscar en todas las cartas</Link>
        </li>
        <li>
          <Link href="/reliquias">Ver las reliquias y sus defensores</Link>
        </li>
        <li>
          <Link href="/">Volver al inicio</Link>
        </li>
      </ul>
    </>
  )
}
