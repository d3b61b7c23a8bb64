// /alientos/repeticion: a duel of alientos watched again, move by move (issue 31). The record is read in the browser:
// nothing is sent anywhere.
import type { Metadata } from 'next'
import Link from 'next/link'
import { ReplayViewer } from '../_game/ReplayViewer'
import styles from '../alientos.module.css'

export const metadata: Metadata = {
  title: 'Repetición de un duelo de alientos',
  description: 'Abre la repetición de un duelo de alientos y revívelo jugada a jugada, con la mesa y el registro de lo que pasó.',
}

export default function ReplayPage() {
  return (
    <div className={styles.hub}>
      <h1>Repetición de un duelo</h1>
      <p className="lead">
        Abre la repetición de un duelo de alientos y recórrelo jugada a jugada: la mesa tal como estaba y lo que pasó hasta
        ese momento. Se lee en este navegador; no se envía a ninguna parte.
      </p>
      <ul className={styles.hubLinks}>
        <li><Link href="/alientos">Jugar un duelo</Link></li>
        <li><Link href="/alientos/reglas">Reglas</Link></li>
      </ul>
      <ReplayViewer />
    </div>
  )
}
