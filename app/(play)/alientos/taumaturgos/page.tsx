// /alientos/taumaturgos: the builder of a taumaturgo's 15 dice (ALI-1), with live legality, saved on the device and in
// the account, shared by link (?nombre=…&dados=…, read in the browser so the static page works offline too).
import type { Metadata } from 'next'
import Link from 'next/link'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { Builder } from '../_game/Builder'

export const metadata: Metadata = {
  title: 'Constructor de taumaturgos · Duelo de alientos',
  description: 'Elige los quince dados de aliento de un taumaturgo (doce con umbra y tres sin umbra), comprueba que es legal, guárdalo y compártelo con un enlace.',
}

export default function TaumaturgosPage() {
  return (
    <>
      <nav aria-label="Migas de pan" className="breadcrumbs"><ol><li><Link href="/alientos">Duelo de alientos</Link></li><li aria-current="page">Taumaturgos</li></ol></nav>
      <h1>Constructor de taumaturgos</h1>
      <p className="lead">
        Un taumaturgo trae doce dados con umbra (Odio, Calma o Mansedumbre) y tres sin umbra (Renovación, Cambio o Umbra).
        Las reglas están en <Link href="/alientos/reglas">Reglas de Duelo de alientos</Link>.
      </p>
      <ServerState><Builder /></ServerState>
    </>
  )
}
