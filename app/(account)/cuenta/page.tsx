// /cuenta — the signed-in person's profile, their saved games (unfinished first), a download of all their decks and
// games, and account deletion.
import { count } from '@/app/_components/plural'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getSessionUser, NAME_MAX } from '@/lib/server/auth'
import { getCatalogue } from '@/lib/catalogue/load'
import { ENGINE_VERSION } from '@/lib/engine/version'
import { getPrisma } from '@/lib/server/db'
import { listGames, MAX_GAMES_PER_USER, type GameSummary } from '@/lib/server/games'
import { tablesOfUser } from '@/lib/server/tables/service'
import { platformTablesOfUser, type AccountDuel } from '@/lib/server/tables/platform-tables'
import { GameRowActions } from './GameRowActions'
import { DeleteAccountForm } from './DeleteAccountForm'
import { ProfileForm } from './ProfileForm'
import styles from './account.module.css'

export const metadata: Metadata = { title: 'Tu cuenta', robots: { index: false } }

const PROVIDER_NAMES: Record<string, string> = { github: 'GitHub', google: 'Google' }
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' })
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

const VARIANT_NAMES: Record<GameSummary['variant'], string> = { none: 'sin variante', rapida: 'variante rápida', pensada: 'variante pensada', estrategica: 'variante estratégica' }
const BOT_NAMES: Record<GameSummary['bot'], string> = { heuristic: 'heurístico', search: 'de búsqueda', random: 'aleatorio' }

function duelStatus(d: AccountDuel): string {
  if (d.status === 'waiting') return `esperando taumaturgos (${d.seatsTaken} de ${d.seatCount})`
  if (d.status === 'playing') return d.yourMove ? 'te toca jugar' : `en juego, le toca al asiento ${d.decider ?? '—'}`
  if (d.result === null || d.result.winners.length === 0) return 'terminado, sin vencedor'
  return d.result.winners.includes(d.seat) ? 'terminado: ganaste' : 'terminado: perdiste'
}

function GameItem({ game, currentVersion }: { game: GameSummary; currentVersion: string }) {
  const finished = game.status === 'finished'
  const mode = game.mode === 'bot' ? `contra el bot ${BOT_NAMES[game.bot]}` : 'dos jugadores'
  const version = game.catalogueVersion === currentVersion ? `catálogo ${game.catalogueVersion} (el actual)` : `catálogo ${game.catalogueVersion} (se juega con sus números de entonces)`
  return (
    <li className={styles.game}>
      <div>
        <h4>{game.title}</h4>
        <p className={styles.gameFacts}>
          {finished ? (game.result ?? 'Terminada') : 'Sin terminar'} · {mode} · {VARIANT_NAMES[game.variant]} ·{' '}
          {game.turns === 1 ? '1 turno' : `${game.turns} turnos`} · {dateTimeFormat.format(new Date(game.updatedAt))} UTC · {version}
          {game.hasOverride && ' · con cambios de prueba'}
        </p>
        {game.engineVersion !== ENGINE_VERSION && game.decisions > 0 && (
          <p className={styles.gameFacts}>
            Se jugó con una versión {game.engineVersion < ENGINE_VERSION ? 'anterior' : 'más reciente'} del motor de reglas: no se puede reproducir en esta. Se conserva tal cual.
          </p>
        )}
      </div>
      <GameRowActions id={game.id} title={game.title} finished={finished} />
    </li>
  )
}

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
  const games = await listGames(getPrisma(), session.id)
  const tables = await tablesOfUser(getPrisma(), session.id)
  const duels = await platformTablesOfUser(getPrisma(), session.id)
  const unfinished = games.filter((g) => g.status === 'unfinished')
  const finished = games.filter((g) => g.status === 'finished')
  const currentVersion = getCatalogue().version
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

      <section className={`panel ${styles.section}`} aria-labelledby="partidas-titulo" id="partidas">
        <h2 id="partidas-titulo">Tus partidas</h2>
        <p>
          Las partidas que juegas en <Link href="/partida">Partida</Link> con la sesión iniciada se guardan aquí mientras juegas
          ({games.length} de {MAX_GAMES_PER_USER} como máximo). Cada una guarda los números de sus cartas, así que se sigue
          jugando y se repite con ellos aunque el catálogo cambie.
        </p>
        {games.length === 0 && <p>Todavía no tienes partidas guardadas.</p>}
        {unfinished.length > 0 && (
          <>
            <h3>Sin terminar</h3>
            <ul className={styles.games} aria-label="Partidas sin terminar">
              {unfinished.map((g) => <GameItem key={g.id} game={g} currentVersion={currentVersion} />)}
            </ul>
          </>
        )}
        {finished.length > 0 && (
          <>
            <h3>Terminadas</h3>
            <ul className={styles.games} aria-label="Partidas terminadas">
              {finished.map((g) => <GameItem key={g.id} game={g} currentVersion={currentVersion} />)}
            </ul>
          </>
        )}
      </section>

      <section className={`panel ${styles.section}`} aria-labelledby="mesas-titulo" id="mesas">
        <h2 id="mesas-titulo">Tus mesas en línea</h2>
        <p>
          Las partidas en línea (<Link href="/mesas">Mesas</Link>) de Duelo de Masters y los duelos de alientos en los que te sentaste con la sesión iniciada: desde aquí vuelves a
          tu asiento en cualquier dispositivo.
        </p>
        {tables.length === 0 ? <p>Todavía no has jugado a Duelo de Masters en línea.</p> : (
          <ul className={styles.games} aria-label="Mesas en línea">
            {tables.map((t) => (
              <li key={t.id}>
                <Link href={`/mesa/${t.id}`}>{t.name || `Mesa ${t.id.slice(0, 6)}`}</Link>{' '}
                {t.status === 'waiting' ? 'esperando rival' : t.status === 'playing' ? `en juego (${count(t.step, 'decisión', 'decisiones')})` : t.result?.winner == null ? 'terminada, tablas' : t.result.winner === t.seat ? 'terminada: ganaste' : 'terminada: perdiste'}
                {' · '}Master {t.seat}
              </li>
            ))}
          </ul>
        )}
        <h3 id="duelos-titulo">Duelos de alientos</h3>
        {duels.length === 0 ? <p>Todavía no te has sentado a un duelo de alientos (<Link href="/mesas?juego=alientos">mesas de alientos</Link>).</p> : (
          <ul className={styles.games} aria-labelledby="duelos-titulo">
            {duels.map((d) => (
              <li key={d.id}>
                <Link href={`/mesa/${d.id}`}>{d.name || `Duelo ${d.id.slice(0, 6)}`}</Link>{' '}
                {d.yourMove ? <strong>{duelStatus(d)}</strong> : duelStatus(d)}
                {' · '}asiento {d.seat}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={`panel ${styles.section}`} aria-labelledby="exportar">
        <h2 id="exportar">Descargar tus mazos y partidas</h2>
        <p>
          Un único fichero JSON con todos tus mazos (privados y públicos), su nombre, descripción y cartas, y tus partidas
          guardadas con todo lo que las repite (semilla, mazos, jugadas y los números de sus cartas). Cada mazo va en el
          formato de mazos del sitio, así que puedes volver a importarlo en el constructor.
        </p>
        <p>
          <a className="button button--secondary" href="/api/account/export" download>
            Descargar mis mazos y partidas (JSON)
          </a>
        </p>
      </section>

      <section className={`panel ${styles.section} ${styles.danger}`} aria-labelledby="borrar">
        <h2 id="borrar">Borrar la cuenta</h2>
        <p>
          Se borran tu cuenta, {decks === 1 ? 'tu mazo' : `tus ${decks} mazos`} (también los públicos) y{' '}
          {games.length === 1 ? 'tu partida guardada' : `tus ${games.length} partidas guardadas`}, para siempre. Los
          enlaces para compartir que hayas enviado siguen funcionando, porque llevan el mazo dentro.
        </p>
        <DeleteAccountForm email={user.email} />
      </section>
    </>
  )
}
