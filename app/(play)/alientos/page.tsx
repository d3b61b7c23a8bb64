// /alientos: Duelo de alientos, the second game of the site (issue 31): a duel of dice between taumaturgos against the
// bots or hot seat, on one screen, offline after one visit; with the builder and the rules a link away.
import type { Metadata } from 'next'
import Link from 'next/link'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { AlientosClient } from './_game/AlientosClient'
import styles from './alientos.module.css'

export const metadata: Metadata = {
  title: 'Duelo de alientos',
  description: 'Juega a Duelo de alientos, el duelo de dados entre taumaturgos: contra un bot o con amigos en la misma pantalla, con las reglas completas y las probabilidades exactas de empezar.',
}

export default function AlientosPage() {
  return (
    <div className={styles.hub}>
      <h1>Duelo de alientos</h1>
      <p className="lead">
        Un duelo de dados entre taumaturgos. Cada uno trae quince dados de aliento y quince puntos de dolor; en cada ronda
        todos tiran, atacan, se apoyan o pasan por turnos, y en el Recuento la Ofensa que supera a la Defensa se convierte en
        dolor. Gana el último que sigue en pie.
      </p>
      <ul className={styles.hubLinks}>
        <li><Link href="/alientos/reglas">Reglas</Link></li>
        <li><Link href="/alientos/taumaturgos">Constructor de taumaturgos</Link></li>
        <li><Link href="/alientos/repeticion">Ver una repetición</Link></li>
        <li><Link href="/docs#alientos">Escenarios y CLI</Link></li>
      </ul>
      <ServerState><AlientosClient /></ServerState>
    </div>
  )
}
