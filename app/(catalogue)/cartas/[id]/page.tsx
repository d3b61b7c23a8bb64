import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getCatalogue } from '@/lib/catalogue/load'
import { TYPE_LABELS, copyLimitOf, type CardType } from '@/lib/catalogue/model'
import { getRule } from '@/lib/rules'
import { getBoxedDecks, boxedDecksUsing } from '@/lib/server/boxed-decks'
import { CardFace } from '@/app/_components/CardFace'
import { CitedText } from '@/app/_components/CitedText'
import { ProvisionalBadge, ProvisionalValue, PROVISIONAL_EXPLANATION } from '@/app/_components/Provisional'
import { RuleRef } from '@/app/_components/RuleRef'
import { cardFields, humanizeId, typeLineParts } from '@/app/_components/card-display'
import {
  dalmasStartingWith, namesFor, referencedIds, relicDefenders, relicsDefendedBy,
} from '@/app/_components/catalogue-relations'
import { browserHref } from '../browser-state'
import { rulingsForCard } from './card-rulings'
import { PublicDecksUsing } from './PublicDecksUsing'
import { CombatOdds } from './CombatOdds'
import { LatestRating } from './LatestRating'
import { CardBalances } from './CardBalances'
import styles from './card-page.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

type Params = { params: Promise<{ id: string }> }

export function generateStaticParams(): { id: string }[] {
  return getCatalogue().cards.map((c) => ({ id: c.id }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params
  const card = getCatalogue().byId.get(id)
  if (!card) return { title: 'Carta no encontrada' }
  const summary = card.text ? ` ${card.text.length > 150 ? `${card.text.slice(0, 147)}…` : card.text}` : ''
  return {
    title: card.name,
    description: `${card.name} (${typeLineParts(card).join(', ')}).${summary}`,
  }
}

/** Why a type has no copy limit: it never goes in a standard deck. */
const NOT_IN_DECK: Partial<Record<CardType, { text: string; rules: string[] }>> = {
  relic: { text: 'No forma parte del mazo: cada mazo se presenta con una reliquia, elegida aparte.', rules: ['R5.3'] },
  enemy: { text: 'No forma parte del mazo: llega con la reliquia a la que defiende.', rules: ['R5.4'] },
  soldier: {
    text: 'No se usa en el juego estándar: ninguna carta ni variante lo trae todavía.',
    rules: ['R2.3', 'RUL-10'],
  },
}

export default async function CardPage({ params }: Params) {
  const { id } = await params
  const catalogue = getCatalogue()
  const card = catalogue.byId.get(id)
  if (!card) notFound()

  const names = namesFor(catalogue.byId, referencedIds(card))
  const nameOf = (ref: string) => catalogue.byId.get(ref)?.name ?? humanizeId(ref)
  const fields = cardFields(card)
  const limit = copyLimitOf(card.type)
  const notInDeck = NOT_IN_DECK[card.type]
  const rulings = rulingsForCard(card.id)
  const startingDalmas = dalmasStartingWith(catalogue.cards, card.id)
  const defends = card.type === 'enemy' ? relicsDefendedBy(catalogue.cards, card.id) : []
  const defenders = card.type === 'relic' ? relicDefenders(catalogue.byId, card) : []
  const decks = boxedDecksUsing(card.id, getBoxedDecks())
  const typeLabel = TYPE_LABELS[card.type]

  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/cartas', label: 'Cartas' }, { href: browserHref({ type: card.type }), label: typeLabel.plural }]} current={card.name} />

      <h1 className={styles.title}>
        <ProvisionalValue when={card.provisional.includes('name')}>{card.name}</ProvisionalValue>
      </h1>
      <p className={styles.subtitle}>{typeLineParts(card).join(' · ')}</p>

      <div className={styles.layout}>
        <div className={styles.faceColumn}>
          <CardFace card={card} names={names} />
          {card.provisional.length > 0 && (
            <p className={styles.provNote}>
              <ProvisionalBadge /> {PROVISIONAL_EXPLANATION} Los valores subrayados con trazos lo son.
            </p>
          )}
        </div>

        <div className={styles.details}>
          <section aria-labelledby="datos">
            <h2 id="datos">Datos de la carta</h2>
            <dl className={styles.fields}>
              {fields.map((f) => (
                <div key={f.key} className={styles.fieldRow}>
                  <dt>
                    {f.label}
                    {f.provisional && (
                      <>
                        {' '}
                        <ProvisionalBadge />
                      </>
                    )}
                  </dt>
                  <dd>
                    {f.refs ? (
                      <ul className={styles.refList}>
                        {f.refs.map((r) => (
                          <li key={r.id}>
                            {r.count !== undefined && `${r.count} × `}
                            <Link href={`/cartas/${r.id}`}>{nameOf(r.id)}</Link>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <ProvisionalValue when={f.provisional}>
                        <span className={f.key === 'id' ? styles.mono : styles.multiline}>
                          {f.key === 'text' ? <CitedText text={f.text ?? ''} /> : f.text}
                        </span>
                      </ProvisionalValue>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          {card.typeNote && (
            <section aria-labelledby="por-que-tipo">
              <h2 id="por-que-tipo">Por qué este tipo</h2>
              <p>
                <CitedText text={card.typeNote} />
              </p>
            </section>
          )}

          <section aria-labelledby="en-el-mazo">
            <h2 id="en-el-mazo">En el mazo</h2>
            {limit ? (
              <p>
                Hasta <strong>{limit.limit === 1 ? '1 copia' : `${limit.limit} copias`}</strong> por mazo
                {card.type === 'dalma' && ' (los Dalmas de un mazo, hasta cinco, han de ser todos distintos)'} (
                <RuleRef id={limit.rule} />
                {card.type === 'shield' && (
                  <>
                    {', '}
                    <RuleRef id="R5.5" />
                  </>
                )}
                ).
                {startingDalmas.length > 0 && (
                  <>
                    {' '}
                    Si es carta inicial del Dalma inicial, esas copias cuentan para el límite (<RuleRef id="R5.9" />).
                  </>
                )}
              </p>
            ) : notInDeck ? (
              <p>
                {notInDeck.text} (
                {notInDeck.rules.map((r, i) => (
                  <span key={r}>
                    {i > 0 && ', '}
                    <RuleRef id={r} />
                  </span>
                ))}
                ).
              </p>
            ) : null}
          </section>

          {rulings.length > 0 && (
            <section aria-labelledby="reglas-carta">
              <h2 id="reglas-carta">Reglas sobre esta carta</h2>
              <ul className={styles.rulings}>
                {rulings.map((rid) => {
                  const entry = getRule(rid)
                  return (
                    <li key={rid}>
                      <RuleRef id={rid} /> {entry && <strong>{entry.title}.</strong>}{' '}
                      {entry && 'summary' in entry && <CitedText text={entry.summary} />}
                    </li>
                  )
                })}
              </ul>
            </section>
          )}

          {card.type === 'dalma' && (
            <section aria-labelledby="iniciales">
              <h2 id="iniciales">Cartas iniciales</h2>
              <p>
                Si empieza la partida como Dalma inicial, conoce desde la preparación estas dos cartas, sin
                pagarlas (<RuleRef id="R6.3" />):
              </p>
              <ul>
                {card.startingCards.map((sid, i) => (
                  <li key={`${sid}-${i}`}>
                    <Link href={`/cartas/${sid}`}>{nameOf(sid)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {startingDalmas.length > 0 && (
            <section aria-labelledby="dalmas-inicio">
              <h2 id="dalmas-inicio">Dalmas que empiezan con ella</h2>
              <ul>
                {startingDalmas.map((d) => (
                  <li key={d.id}>
                    <Link href={`/cartas/${d.id}`}>{d.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {card.type === 'relic' && (
            <section aria-labelledby="defensores">
              <h2 id="defensores">Enemigos que la defienden</h2>
              <ul>
                {defenders.map((d) => (
                  <li key={d.id}>
                    {d.count} × <Link href={`/cartas/${d.id}`}>{d.enemy?.name ?? humanizeId(d.id)}</Link>
                  </li>
                ))}
              </ul>
              <p>
                <Link href={`/reliquias/${card.id}`}>Ver la reliquia con las cartas de sus defensores</Link>
              </p>
            </section>
          )}

          {defends.length > 0 && (
            <section aria-labelledby="defiende">
              <h2 id="defiende">Reliquias que defiende</h2>
              <ul>
                {defends.map(({ relic, count }) => (
                  <li key={relic.id}>
                    <Link href={`/reliquias/${relic.id}`}>{relic.name}</Link>:{' '}
                    {count === 1 ? '1 copia' : `${count} copias`}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {(card.type === 'dalma' || card.type === 'enemy') && <CombatOdds card={card} />}

          {decks.length > 0 && (
            <section aria-labelledby="mazos-caja">
              <h2 id="mazos-caja">En los mazos de la caja</h2>
              <ul>
                {decks.map((d) => (
                  <li key={d.slug}>
                    <Link href={`/mazos/caja/${d.slug}`}>{d.name}</Link>:{' '}
                    {[
                      d.asRelic ? 'es su reliquia' : null,
                      d.asStartingDalma ? 'es su Dalma inicial' : null,
                      d.count > 0 ? (d.count === 1 ? '1 copia' : `${d.count} copias`) : null,
                    ]
                      .filter(Boolean)
                      .join('; ')}
                  </li>
                ))}
              </ul>
              <p>
                <Link href="/mazos/caja">Ver los mazos de la caja</Link>
              </p>
            </section>
          )}
          <LatestRating cardId={card.id} />
          <CardBalances cardId={card.id} />
          {card.type !== 'enemy' && <PublicDecksUsing cardId={card.id} />}

          <p className={styles.back}>
            <Link href={browserHref({ type: card.type })} prefetch={false}>Ver todas las cartas de tipo {typeLabel.singular}</Link>
          </p>
        </div>
      </div>
    </>
  )
}

