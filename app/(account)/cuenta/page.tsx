// /cuenta — the signed-in person's profile, a download of all their decks, and account deletion.
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getSessionUser, NAME_MAX } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { DeleteAccountForm } from './DeleteAccountForm'
import { ProfileForm } from './ProfileForm'
import styles from './account.module.css'

export const metadata: Metadata = { title: 'Tu cuenta', robots: { index: false } }

const PROVIDER_NAMES: Record<string, string> = { github: 'GitHub', google: 'Google' }
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' })

export default async function AccountPage() {
  const session = await getSessionUser()
  if (!session) redirect('/cuenta/entrar?callbackUrl=%2Fcuenta')
  const user = await getPrisma().user.findUnique({
    where: { id: session.id },
    select: {
      email: true, name: true, createdAt: true, passwordHash: true,
      accounts: { select: { provider: true } },
      _count: { select: { decks: true } },
      decks: { where: { visibility: 'public' }, select: { id: true } },
    },
  })
  if (!user) redirect('/cuenta/entrar')
  const methods = [
    ...(user.passwordHash ? ['correo y contraseña'] : []),
    ...user.accounts.map((a) => PROVIDER_NAMES[a.provider] ?? a.provider),
  ]
  const decks = user._count.decks
  return (
    <>
      <h1>Tu cuenta</h1>
      <section className={`panel ${styles.section}`} aria-labelledby="perfil">
        <h2 id="perfil">Perfil</h2>
        <dl className={styles.facts}>
          <dt>Correo electrónico</dt>
          <dd>{user.email}</dd>
          <dt>Cuenta creada</dt>
          <dd>{dateFormat.format(user.createdAt)}</dd>
          <dt>Formas de entrar</dt>
          <dd>{methods.join(', ') || '—'}</dd>
          <dt>Mazos guardados</dt>
          <dd>
            <Link href="/mazos/mios">
              {decks === 1 ? '1 mazo' : `${decks} mazos`}
            </Link>
            {user.decks.length > 0 && ` (${user.decks.length} público${user.decks.length === 1 ? '' : 's'})`}
          </dd>
        </dl>
        <ProfileForm name={user.name} nameMax={NAME_MAX} />
      </section>

      <section className={`panel ${styles.section}`} aria-labelledby="exportar">
        <h2 id="exportar">Descargar tus mazos</h2>
        <p>
          Un único fichero JSON con todos tus mazos (privados y públicos), su nombre, descripción y cartas. Cada mazo va en el
          formato de mazos del sitio, así que puedes volver a importarlo en el constructor.
        </p>
        <p>
          <a className="button button--secondary" href="/api/account/export" download>
            Descargar todos mis mazos (JSON)
          </a>
        </p>
      </section>

      <section className={`panel ${styles.section} ${styles.danger}`} aria-labelledby="borrar">
        <h2 id="borrar">Borrar la cuenta</h2>
        <p>
          Se borran tu cuenta y {decks === 1 ? 'tu mazo' : `tus ${decks} mazos`}, también los públicos, para siempre. Los
          enlaces para compartir que hayas enviado siguen funcionando, porque llevan el mazo dentro.
        </p>
        <DeleteAccountForm email={user.email} />
      </section>
    </>
  )
}
