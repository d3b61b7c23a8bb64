// A share link whose code is no deck (cut short, mistyped, made up): a 404 that says what likely happened.
import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'
import styles from '../../_builder/deck-view.module.css'
import pageStyles from '../compartir.module.css'

export const metadata: Metadata = { title: 'Código de mazo no válido', robots: { index: false } }

export default function SharedDeckNotFound() {
  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/mazos', label: 'Mazos' }]} current="Mazo compartido" />
      <div className={pageStyles.error}>
        <h1>Este enlace no abre ningún mazo</h1>
        <p className={pageStyles.errorReason} role="alert">
          El código del enlace no corresponde a ningún mazo: está incompleto, dañado o no es un código de este sitio.
        </p>
        <p>
          Los enlaces de mazo llevan el mazo entero en un código largo: si se ha cortado al copiarlo (pasa en algunos chats),
          pide que te lo envíen otra vez o copia el código completo.
        </p>
        <ul className={styles.readList}>
          <li><Link href="/mazos">Ir al constructor de mazos</Link>, donde puedes pegar un código o una lista en «Importar».</li>
          <li><Link href="/mazos/caja">Ver los mazos de la caja</Link>.</li>
        </ul>
      </div>
    </>
  )
}
