import Form from 'next/form'
import Link from 'next/link'
import { TYPE_LABELS, type CardType } from '@/lib/catalogue/model'
import { getCatalogue } from '@/lib/catalogue/load'
import { browserHref } from './(catalogue)/cartas/browser-state'
import { prefetchFor } from './_components/heavy-paths'
import styles from './_components/home.module.css'

// Every section of the site a player or a designer looks for first (issue 27: the games and the laboratory too).
const QUICK_LINKS = [
  { href: '/aprender', title: 'Aprender', text: 'Tu primera partida, guiada paso a paso: unos diez minutos.' },
  { href: '/partida', title: 'Partida', text: 'Una partida completa contra un bot o con un amigo en la misma pantalla.' },
  { href: '/mesas', title: 'Mesas', text: 'Juega en línea: mesas que esperan rival, o crea la tuya y comparte el enlace.' },
  { href: '/cartas', title: 'Cartas', text: 'Todas las cartas, con búsqueda al momento y filtros.' },
  { href: '/reliquias', title: 'Reliquias', text: 'Cada reliquia con sus seis defensores y sus números.' },
  { href: '/mazos', title: 'Mazos', text: 'Construye un mazo, comprueba si es legal y compártelo.' },
  { href: '/probar', title: 'Probar', text: 'Roba manos de prueba y simula partidas en solitario.' },
  { href: '/laboratorio', title: 'Laboratorio', text: 'Miles de partidas entre bots para medir un mazo o un cambio de carta.' },
  { href: '/calculadora', title: 'Calculadora', text: 'Probabilidades exactas de un ataque y de un combate.' },
  { href: '/reglas', title: 'Reglas', text: 'El reglamento v2.4 por secciones, con las aclaraciones.' },
  { href: '/docs', title: 'API y CLI', text: 'Consulta el catálogo desde tus programas o la terminal.' },
] as const

// "Dalma" is a proper game term and keeps its capital; other types read as common nouns.
function typeWord(type: CardType, count: number): string {
  const label = count === 1 ? TYPE_LABELS[type].singular : TYPE_LABELS[type].plural
  return type === 'dalma' ? label : label.toLowerCase()
}

export default function HomePage() {
  const cards = getCatalogue().cards
  const typeCounts = (['dalma', 'spell', 'skill', 'weapon', 'relic'] as const).map((t) => ({
    type: t,
    count: cards.filter((c) => c.type === t).length,
  }))
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Duelo de Masters</h1>
        <p className="lead">
          La referencia del juego de cartas coleccionables de aventuras: consulta cada carta, arma tu mazo
          con sus reglas de construcción y pruébalo antes de la partida. Todo según el reglamento v2.4.
        </p>
        <p className={styles.firstTime}>
          ¿Es tu primera vez? <Link href="/aprender" prefetch={prefetchFor('/aprender')}>Aprende a jugar con una partida guiada</Link> (unos diez minutos).
        </p>
        <Form action="/cartas" prefetch={false} className={styles.search} role="search">
          <label htmlFor="home-q" className={styles.searchLabel}>
            Buscar cartas
          </label>
          <div className={styles.searchRow}>
            <input
              id="home-q"
              name="q"
              type="search"
              className={styles.searchInput}
              placeholder="p. ej. poción de thal"
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button">
              Buscar
            </button>
          </div>
        </Form>
        <p className={styles.examples}>
          Prueba:{' '}
          {[
            { q: 'control mental', label: 'control mental' },
            { q: 'tipo:hechizo prof:mago', label: 'hechizos de Mago' },
            { q: 'tipo:arma coste<=2', label: 'armas baratas' },
          ].map((ex, i) => (
            <span key={ex.q}>
              {i > 0 && ' · '}
              <Link href={browserHref({ q: ex.q })} prefetch={false}>{ex.label}</Link>
            </span>
          ))}
        </p>
      </section>

      <section aria-labelledby="home-sections">
        <h2 id="home-sections">Secciones</h2>
        <ul className={styles.quick}>
          {QUICK_LINKS.map((l) => (
            <li key={l.href} className={styles.quickItem}>
              <Link href={l.href} prefetch={prefetchFor(l.href)} className={styles.quickLink}>
                {l.title}
              </Link>
              <p>{l.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-catalogue">
        <h2 id="home-catalogue">El catálogo</h2>
        <p>
          {cards.length} cartas, entre ellas{' '}
          {typeCounts.map(({ type, count }, i) => (
            <span key={type}>
              {i > 0 && (i === typeCounts.length - 1 ? ' y ' : ', ')}
              <Link href={browserHref({ type })} prefetch={false}>
                {count} {typeWord(type, count)}
              </Link>
            </span>
          ))}
          . Los valores que el reglamento no imprime están marcados como{' '}
          <span className="provisional-sample">provisional</span> hasta que los dueños del juego publiquen los
          oficiales; <Link href={browserHref({ provisionalOnly: true })} prefetch={false}>ver las cartas con valores provisionales</Link>.
        </p>
      </section>
    </>
  )
}
