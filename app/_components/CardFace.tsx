// A card drawn from its data alone (no images): frame coloured by type, name and price on top,
// a type emblem, the type line, the rules text and the numbers at the bottom. Two sizes:
// "full" for the screen and "print" at the real 63 × 88 mm for proxies. Works in server and
// client components alike (no hooks), so the deckbuilder and the proxy sheet can reuse it.
import type { Card } from '@/lib/catalogue/schema'
import {
  STAT_KEYS,
  STAT_LABELS,
  TRIGGER_LABELS,
  formatMoney,
  humanizeId,
  isProvisional,
  typeLineParts,
  type StatKey,
} from './card-display'
import { ProvisionalBadge, ProvisionalValue } from './Provisional'
import { TypeIcon } from './TypeIcon'
import styles from './CardFace.module.css'

export type CardFaceSize = 'full' | 'print'

export type CardFaceProps = {
  card: Card
  size?: CardFaceSize
  /** Names of other cards the face mentions (a Dalma's starting cards, a relic's enemies), by id. */
  names?: Readonly<Record<string, string>>
  className?: string
}

const DENSE_TEXT_LENGTH = 240

const STAT_SHORT: Record<StatKey, string> = { strength: 'Fue', resistance: 'Res', initiative: 'Ini', life: 'Vida' }

export function CardFace({ card, size = 'full', names = {}, className }: CardFaceProps) {
  const p = (field: string) => isProvisional(card, field)
  const nameOf = (id: string) => names[id] ?? humanizeId(id)
  const price = 'cost' in card ? { label: 'Coste', field: 'cost', money: card.cost }
    : 'learnCost' in card ? { label: 'Aprender', field: 'learnCost', money: card.learnCost }
    : null
  const bonuses = 'bonuses' in card
    ? STAT_KEYS.filter((k) => (card.bonuses[k] ?? 0) !== 0).map((k) => ({ k, v: card.bonuses[k] ?? 0 }))
    : []
  // A long text gets smaller type on the fixed-size print card so it still fits.
  const textLength = card.text.length + ('abilities' in card ? card.abilities.reduce((n, a) => n + a.name.length + a.text.length, 0) : 0)
  const dense = size === 'print' && textLength > DENSE_TEXT_LENGTH
  const classes = [styles.face, size === 'print' ? styles.print : styles.full, dense ? styles.dense : null, className]
    .filter(Boolean)
    .join(' ')

  return (
    <article className={classes} data-card-type={card.type} aria-label={`Carta: ${card.name}`}>
      <div className={styles.top}>
        <p className={styles.name}>
          <ProvisionalValue when={p('name')}>{card.name}</ProvisionalValue>
        </p>
        {price && (
          <p className={styles.price}>
            <span className="visually-hidden">{price.label}: </span>
            <ProvisionalValue when={p(price.field)}>{formatMoney(price.money)}</ProvisionalValue>
          </p>
        )}
      </div>

      <div className={styles.art}>
        <TypeIcon type={card.type} className={styles.icon} />
        {card.provisional.length > 0 && (
          <span className={styles.badge}>
            <ProvisionalBadge />
          </span>
        )}
        {'pri' in card && (
          <p className={styles.pri}>
            <span className={styles.priLabel}>PRI</span>{' '}
            <ProvisionalValue when={p('pri')}>{card.pri}</ProvisionalValue>
          </p>
        )}
      </div>

      <p className={styles.typeLine}>
        <ProvisionalValue when={p('type')}>{typeLineParts(card).join(' · ')}</ProvisionalValue>
      </p>

      <div className={styles.textBox}>
        {card.text && (
          <p className={styles.rules}>
            <ProvisionalValue when={p('text')}>{card.text}</ProvisionalValue>
          </p>
        )}
        {'abilities' in card && card.abilities.length > 0 && (
          <ul className={styles.abilities}>
            {card.abilities.map((a) => (
              <li key={a.name}>
                <strong>{a.name}</strong> <span className={styles.trigger}>({TRIGGER_LABELS[a.trigger]})</span>:{' '}
                <ProvisionalValue when={p('abilities')}>{a.text}</ProvisionalValue>
              </li>
            ))}
          </ul>
        )}
        {bonuses.length > 0 && (
          <p className={styles.bonuses}>
            <ProvisionalValue when={p('bonuses')}>
              {bonuses.map(({ k, v }) => `${v > 0 ? '+' : ''}${v} ${STAT_LABELS[k]}`).join(' · ')}
            </ProvisionalValue>
          </p>
        )}
        {'startingCards' in card && (
          <p>
            <span className={styles.refsLabel}>Conoce desde el inicio:</span>{' '}
            {card.startingCards.map(nameOf).join(' y ')}
          </p>
        )}
        {'enemies' in card && (
          <ul className={styles.enemyList} aria-label="Enemigos asociados">
            {card.enemies.map((e) => (
              <li key={e.id}>
                <ProvisionalValue when={p('enemies')}>{e.count} × {nameOf(e.id)}</ProvisionalValue>
              </li>
            ))}
          </ul>
        )}
        {'arrowCost' in card && card.arrowCost && (
          <p>
            Recarga: <ProvisionalValue when={p('arrowCost')}>{formatMoney(card.arrowCost)}</ProvisionalValue>
          </p>
        )}
        {card.flavor && <p className={styles.flavor}>{card.flavor}</p>}
      </div>

      {'strength' in card ? (
        <dl className={styles.stats}>
          {STAT_KEYS.map((k) => (
            <div key={k} className={styles.stat} data-stat={k}>
              <dt>
                <span aria-hidden="true">{STAT_SHORT[k]}</span>
                <span className="visually-hidden">{STAT_LABELS[k]}</span>
              </dt>
              <dd>
                <ProvisionalValue when={p(k)}>{card[k]}</ProvisionalValue>
              </dd>
            </div>
          ))}
        </dl>
      ) : 'charges' in card && card.charges !== undefined ? (
        <p className={styles.footerLine}>
          Cargas: <ProvisionalValue when={p('charges')}>{card.charges}</ProvisionalValue>
        </p>
      ) : null}
    </article>
  )
}
