'use client'
// The two choices made beside the card list: the relic (R5.3) with its enemies (R5.4), and the
// starting Dalma among the deck's Dalmas (RUL-2) with its two starting cards (R5.9, R6.3).
import Link from 'next/link'
import type { Catalogue, Relic } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { deckDalmas, missingStartingCards, type DeckAction } from './deck-editing'
import { RelicEnemies } from './RelicEnemies'
import styles from './builder.module.css'

export function RelicPicker({ deck, catalogue, relics, dispatch, selectId }: {
  deck: Deck
  catalogue: Catalogue
  relics: readonly Relic[]
  dispatch: (action: DeckAction) => void
  selectId: string
}) {
  const chosen = deck.relicId === null ? undefined : catalogue.byId.get(deck.relicId)
  const relic = chosen?.type === 'relic' ? chosen : undefined
  const unknown = deck.relicId !== null && !relic
  return (
    <section className={`panel ${styles.setupPanel}`} aria-labelledby={`${selectId}-titulo`}>
      <h2 id={`${selectId}-titulo`} className={styles.panelTitle}>Reliquia</h2>
      <p className={styles.help}>
        Cada mazo elige una reliquia, que no cuenta como carta del mazo (<RuleLink id="R5.3" />).
      </p>
      <label htmlFor={selectId} className={styles.fieldLabel}>Reliquia del mazo</label>
      <select
        id={selectId}
        className={styles.select}
        value={relic ? relic.id : ''}
        onChange={(e) => dispatch({ type: 'chooseRelic', relicId: e.target.value === '' ? null : e.target.value })}
      >
        <option value="">{unknown ? `Desconocida (${deck.relicId}): elige otra` : 'Sin elegir'}</option>
        {relics.map((r) => (
          <option key={r.id} value={r.id}>{r.name}</option>
        ))}
      </select>
      {relic && (
        <>
          <p className={styles.relicLinks}>
            <Link href={`/reliquias/${relic.id}`}>Ver {relic.name}</Link>
          </p>
          <RelicEnemies relic={relic} catalogue={catalogue} />
        </>
      )}
    </section>
  )
}

export function StartingDalmaPicker({ deck, catalogue, dispatch, selectId }: {
  deck: Deck
  catalogue: Catalogue
  dispatch: (action: DeckAction) => void
  selectId: string
}) {
  const dalmas = deckDalmas(deck, catalogue)
  const chosen = deck.startingDalmaId === null ? undefined : catalogue.byId.get(deck.startingDalmaId)
  const dalma = chosen?.type === 'dalma' && dalmas.some((d) => d.id === chosen.id) ? chosen : undefined
  const missing = missingStartingCards(deck, catalogue)
  const nameOf = (id: string) => catalogue.byId.get(id)?.name ?? id
  const startingNames = dalma ? [...new Set(dalma.startingCards)].map(nameOf) : []
  const missingText = missing.map((m) => (m.missing > 1 ? `${m.missing} × ${nameOf(m.cardId)}` : nameOf(m.cardId))).join(' y ')
  return (
    <section className={`panel ${styles.setupPanel}`} aria-labelledby={`${selectId}-titulo`}>
      <h2 id={`${selectId}-titulo`} className={styles.panelTitle}>Dalma inicial</h2>
      <p className={styles.help}>
        Uno de los Dalmas del mazo (<RuleLink id="RUL-2" />); empieza revelado junto a sus dos cartas iniciales, que
        deben estar en el mazo (<RuleLink id="R5.9" />, <RuleLink id="R6.3" />).
      </p>
      <label htmlFor={selectId} className={styles.fieldLabel}>Dalma inicial del mazo</label>
      <select
        id={selectId}
        className={styles.select}
        value={dalma ? dalma.id : ''}
        disabled={dalmas.length === 0}
        aria-describedby={dalmas.length === 0 ? `${selectId}-vacio` : undefined}
        onChange={(e) => dispatch({ type: 'chooseStartingDalma', dalmaId: e.target.value === '' ? null : e.target.value })}
      >
        <option value="">{dalmas.length === 0 ? 'No hay Dalmas en el mazo' : 'Sin elegir'}</option>
        {dalmas.map((d) => (
          <option key={d.id} value={d.id}>{d.name}</option>
        ))}
      </select>
      {dalmas.length === 0 && (
        <p id={`${selectId}-vacio`} className={styles.help}>Añade algún Dalma al mazo para poder elegirlo.</p>
      )}
      {dalma && (
        <div className={styles.startingCards}>
          <p>
            <Link href={`/cartas/${dalma.id}`}>{dalma.name}</Link> conoce desde el inicio{' '}
            {dalma.startingCards[0] === dalma.startingCards[1]
              ? <>dos copias de <Link href={`/cartas/${dalma.startingCards[0]}`}>{startingNames[0]}</Link></>
              : dalma.startingCards.map((id, i) => (
                <span key={id}>
                  {i > 0 && ' y '}
                  <Link href={`/cartas/${id}`}>{nameOf(id)}</Link>
                </span>
              ))}
            .
          </p>
          {missing.length > 0 ? (
            <div className={styles.missing}>
              <p>Faltan en el mazo: {missingText}.</p>
              <button type="button" className="button" onClick={() => dispatch({ type: 'addStartingCards' })}>
                Añadir sus cartas iniciales
              </button>
            </div>
          ) : (
            <p className={styles.okLine}><span aria-hidden="true">✓ </span>Sus cartas iniciales ya están en el mazo.</p>
          )}
        </div>
      )}
    </section>
  )
}
