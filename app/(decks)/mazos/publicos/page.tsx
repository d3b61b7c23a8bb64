// /mazos/publicos — every public deck, searchable by name, description, relic or card.
import type { Metadata } from 'next'
import Link from 'next/link'
import { Pager, SavedDeckList } from '@/app/_components/SavedDeckList'
import { getPrisma } from '@/lib/server/db'
import { currentCatalogue, listDecks, withCardNames } from '@/lib/server/decks'
import styles from './publicos.module.css'

export const metadata: Metadata = {
  title: 'Mazos públicos',
  description: 'Mazos de Duelo de Masters que otros jugadores han publicado: búscalos por nombre, reliquia o carta y cópialos.',
}

const PAGE_SIZE = 20

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

export default async function PublicDecksPage({ searchParams }: Props) {
  const params = await searchParams
  const q = first(params.q).slice(0, 200).trim()
  const cardParam = first(params.carta).trim()
  const page = Math.max(1, Number.parseInt(first(params.pagina) || '1', 10) || 1)
  const catalogue = currentCatalogue()
  const card = /^[a-z0-9-]{1,120}$/.test(cardParam) ? cardParam : ''
  const cardName = card ? catalogue.byId.get(card)?.name ?? card : null
  const list = await listDecks(getPrisma(), {
    scope: 'public', q, ...(card ? { card } : {}), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE,
  }, catalogue)
  const decks = list.decks.map((d) => withCardNames(d, catalogue))
  const href = (p: number) => {
    const sp = new URLSearchParams()
    if (q) sp.set('q', q)
    if (card) sp.set('carta', card)
    if (p > 1) sp.set('pagina', String(p))
    const s = sp.toString()
    return s ? `/mazos/publicos?${s}` : '/mazos/publicos'
  }
  const filtered = q !== '' || card !== ''
  return (
    <>
      <h1>Mazos públicos</h1>
      <p className="lead">
        Mazos que sus autores han decidido compartir. Ábrelos para ver la lista completa, probarlos o copiarlos a tus mazos.
      </p>
      <form role="search" action="/mazos/publicos" method="get" className={styles.search}>
        <label htmlFor="buscar-mazos" className={styles.label}>Buscar mazos</label>
        <div className={styles.row}>
          <input
            id="buscar-mazos" name="q" type="search" defaultValue={q} maxLength={200} className={styles.input}
            aria-describedby="buscar-mazos-ayuda" placeholder="p. ej. veneno, Corona de Hielo, Aria"
          />
          {card && <input type="hidden" name="carta" value={card} />}
          <button type="submit" className="button">Buscar</button>
        </div>
        <p id="buscar-mazos-ayuda" className={styles.hint}>
          Busca en el nombre y la descripción del mazo, y en los nombres de su reliquia y de sus cartas. No importan las tildes ni las mayúsculas.
        </p>
      </form>
      {cardName && (
        <p className={styles.filter}>
          Solo mazos que usan <Link href={`/cartas/${card}`}>{cardName}</Link>.{' '}
          <Link href={q ? `/mazos/publicos?q=${encodeURIComponent(q)}` : '/mazos/publicos'}>Quitar este filtro</Link>
        </p>
      )}
      <h2 className={styles.results} aria-live="polite">
        {list.total === 0
          ? filtered ? 'Ningún mazo público coincide' : 'Todavía no hay mazos públicos'
          : `${list.total === 1 ? '1 mazo' : `${list.total} mazos`}${filtered ? ' encontrados' : ''}`}
      </h2>
      {list.total === 0 ? (
        <p>
          {filtered ? 'Prueba con otras palabras o ' : 'Sé el primero: '}
          <Link href="/mazos">crea un mazo</Link> y publícalo desde su página.
        </p>
      ) : (
        <>
          <SavedDeckList decks={decks} headingLevel={3} />
          <Pager total={list.total} limit={list.limit} offset={list.offset} href={href} />
        </>
      )}
    </>
  )
}
