// A list of saved decks (summaries): name as the link, owner, relic, size, legality in words and
// colour, last change; optional per-deck actions (e.g. duplicate/delete on "Mis mazos").
import Link from 'next/link'
import type { ReactNode } from 'react'
import styles from './SavedDeckList.module.css'

export type SavedDeckItem = {
  id: string
  name: string
  description: string
  visibility: 'private' | 'public'
  ownerName: string
  legal: boolean
  problemCount: number
  cardCount: number
  updatedAt: string
  relicName: string | null
  startingDalmaName: string | null
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' })

export function LegalityBadge({ legal, problemCount }: { legal: boolean; problemCount: number }) {
  return legal ? (
    <span className={`${styles.badge} ${styles.legal}`}>
      <span aria-hidden="true">✓ </span>Legal
    </span>
  ) : (
    <span className={`${styles.badge} ${styles.illegal}`}>
      <span aria-hidden="true">✗ </span>
      {problemCount === 1 ? '1 problema' : `${problemCount} problemas`}
    </span>
  )
}

export function SavedDeckList({
  decks, showOwner = true, showVisibility = false, headingLevel = 2, actions,
}: {
  decks: SavedDeckItem[]
  showOwner?: boolean
  showVisibility?: boolean
  headingLevel?: 2 | 3
  actions?: (deck: SavedDeckItem) => ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={styles.list}>
      {decks.map((deck) => (
        <li key={deck.id} className={styles.item}>
          <div className={styles.main}>
            <Heading className={styles.name}>
              <Link href={`/mazos/${deck.id}`}>{deck.name}</Link>
            </Heading>
            <p className={styles.meta}>
              <LegalityBadge legal={deck.legal} problemCount={deck.problemCount} />
              {showVisibility && (
                <span className={styles.visibility}>{deck.visibility === 'public' ? 'Público' : 'Privado'}</span>
              )}
              <span>{deck.cardCount === 1 ? '1 carta' : `${deck.cardCount} cartas`}</span>
              {deck.relicName && <span>Reliquia: {deck.relicName}</span>}
              {deck.startingDalmaName && <span>Dalma inicial: {deck.startingDalmaName}</span>}
              {showOwner && <span>de {deck.ownerName}</span>}
              <span>
                Actualizado el <time dateTime={deck.updatedAt}>{dateFormat.format(new Date(deck.updatedAt))}</time>
              </span>
            </p>
            {deck.description && <p className={styles.description}>{deck.description}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions(deck)}</div>}
        </li>
      ))}
    </ul>
  )
}

/** Previous / next page links for a list split in pages of `limit`. */
export function Pager({ total, limit, offset, href }: { total: number; limit: number; offset: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / limit))
  const page = Math.floor(offset / limit) + 1
  if (pages <= 1) return null
  return (
    <nav className={styles.pager} aria-label="Páginas">
      {page > 1 ? <Link href={href(page - 1)} rel="prev">← Anterior</Link> : <span aria-hidden="true" />}
      <span>
        Página {page} de {pages}
      </span>
      {page < pages ? <Link href={href(page + 1)} rel="next">Siguiente →</Link> : <span aria-hidden="true" />}
    </nav>
  )
}
