// A deck shown read-only (share pages, boxed decks): a summary line, the cards grouped by type,
// the relic's enemies, legality and statistics. Server component (no hooks); the charts inside
// are a client island.
import Link from 'next/link'
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import type { DeckValidation } from '@/lib/decks/validate'
import { LazyDeckStats } from './LazyDeckStats'
import { LegalityPanel } from './LegalityPanel'
import { RelicEnemies } from './RelicEnemies'
import { cardNameOf, groupDeck } from './deck-groups'
import styles from './deck-view.module.css'

export function DeckSummary({ deck, catalogue, validation }: { deck: Deck; catalogue: Catalogue; validation: DeckValidation }) {
  const relicName = cardNameOf(catalogue, deck.relicId)
  const dalmaName = cardNameOf(catalogue, deck.startingDalmaId)
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Reliquia</dt>
        <dd>{deck.relicId !== null && catalogue.byId.get(deck.relicId)?.type === 'relic' ? <Link href={`/reliquias/${deck.relicId}`}>{relicName}</Link> : relicName ?? 'Sin elegir'}</dd>
      </div>
      <div>
        <dt>Dalma inicial</dt>
        <dd>{deck.startingDalmaId !== null && catalogue.byId.has(deck.startingDalmaId) ? <Link href={`/cartas/${deck.startingDalmaId}`}>{dalmaName}</Link> : dalmaName ?? 'Sin elegir'}</dd>
      </div>
      <div>
        <dt>Cartas</dt>
        <dd>{validation.stats.cards}</dd>
      </div>
      <div>
        <dt>Estado</dt>
        <dd className={validation.legal ? styles.legalText : styles.illegalText}>
          {validation.legal ? 'Legal' : `No legal (${validation.problems.length === 1 ? '1 problema' : `${validation.problems.length} problemas`})`}
        </dd>
      </div>
    </dl>
  )
}

export function DeckCardList({ deck, catalogue, headingLevel = 3 }: { deck: Deck; catalogue: Catalogue; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  const groups = groupDeck(deck, catalogue)
  if (groups.length === 0) return <p className={styles.muted}>El mazo no tiene cartas.</p>
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.type} className={styles.group}>
          <Heading className={styles.groupTitle}>
            {group.label} <span className={styles.muted}>({group.count})</span>
          </Heading>
          <ul className={styles.readList}>
            {group.rows.map((row) => (
              <li key={row.cardId} data-card-type={row.card?.type}>
                <span className={styles.readCount}>{row.count}</span>
                <span aria-hidden="true"> × </span>
                <span className="visually-hidden"> copias de </span>
                {row.card ? <Link href={`/cartas/${row.cardId}`}>{row.name}</Link> : <span>{row.name} (desconocida)</span>}
                {row.cardId === deck.startingDalmaId && <span className={styles.badge}>Dalma inicial</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/** Everything about a deck that a reader wants on one page. */
export function DeckReadOnly({ deck, catalogue, validation }: { deck: Deck; catalogue: Catalogue; validation: DeckValidation }) {
  const relic = deck.relicId === null ? undefined : catalogue.byId.get(deck.relicId)
  return (
    <div className={styles.readOnly}>
      <div className={styles.readMain}>
        <section className="panel" aria-labelledby="cartas-del-mazo">
          <h2 id="cartas-del-mazo" className={styles.panelTitle}>Cartas del mazo</h2>
          <DeckCardList deck={deck} catalogue={catalogue} />
        </section>
        {relic?.type === 'relic' && (
          <section className="panel" aria-labelledby="reliquia-del-mazo">
            <h2 id="reliquia-del-mazo" className={styles.panelTitle}>
              Reliquia: <Link href={`/reliquias/${relic.id}`}>{relic.name}</Link>
            </h2>
            <RelicEnemies relic={relic} catalogue={catalogue} />
          </section>
        )}
      </div>
      <div className={styles.readSide}>
        <LegalityPanel validation={validation} catalogue={catalogue} />
        <LazyDeckStats stats={validation.stats} />
      </div>
    </div>
  )
}
