import type { Metadata } from 'next'
import Link from 'next/link'
import { getCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { validateDeck } from '@/lib/decks/validate'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'
import { DeckSummary } from '../_builder/DeckReadOnly'
import { openInBuilderPath } from '../_builder/links'
import styles from './caja.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

export const metadata: Metadata = {
  title: 'Mazos de la caja',
  description: 'Los dos mazos preconstruidos de 70 cartas de la caja de Duelo de Masters: ábrelos, cópialos al constructor y cámbialos a tu gusto.',
}

export default function BoxedDecksPage() {
  const catalogue = getCatalogue()
  const decks = getBoxedDecks()
  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/mazos', label: 'Mazos' }]} current="Mazos de la caja" />
      <h1>Mazos de la caja</h1>
      <p className="lead">
        La caja trae dos mazos preconstruidos de 70 cartas (<RuleLink id="R2.1" />), listos para jugar uno contra otro. Ábrelos
        para ver sus cartas, o cópialos al constructor y cámbialos a tu gusto.
      </p>
      {decks.length === 0 ? (
        <p>Todavía no hay mazos de la caja en el catálogo.</p>
      ) : (
        <ul className={styles.list} role="list">
          {decks.map((boxed) => {
            const code = encodeShareCode(boxed.deck)
            return (
              <li key={boxed.slug} className={`panel ${styles.deck}`}>
                <h2>
                  <Link href={`/mazos/caja/${boxed.slug}`}>{boxed.name}</Link>
                </h2>
                {boxed.description && <p className={styles.description}>{boxed.description}</p>}
                <DeckSummary deck={boxed.deck} catalogue={catalogue} validation={validateDeck(boxed.deck, catalogue)} />
                <p className={styles.actions}>
                  {/* The deck's name is added out of sight rather than through aria-label, so the name a
                      screen reader hears (and voice control answers to) starts with the visible words. */}
                  <Link className="button" href={`/mazos/caja/${boxed.slug}`}>
                    Ver el mazo<span className="visually-hidden"> {boxed.name}</span>
                  </Link>
                  <Link className="button button--secondary" href={openInBuilderPath(code)}>
                    Copiar al constructor<span className="visually-hidden"> {boxed.name}</span>
                  </Link>
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
