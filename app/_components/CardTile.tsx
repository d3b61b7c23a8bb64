// A compact card for result lists: name (the link), type line, price and numbers, coloured by
// type. The whole tile is clickable, but only the name is a link, so screen readers hear a short
// link name and keyboard users stop once per card. The link is a plain one, not next/link: a list
// holds the whole catalogue, and 143 client links (each with its router hooks) were a large part of
// /cartas's hydration; a card page is static, and the service worker keeps it, so a plain
// navigation to it is quick (issue 14).
import type { Card } from '@/lib/catalogue/schema'
import { STAT_KEYS, STAT_LABELS, formatMoney, isProvisional, typeLineParts } from './card-display'
import { ProvisionalBadge, ProvisionalValue } from './Provisional'
import { TypeIcon } from './TypeIcon'
import styles from './CardTile.module.css'

const SHORT = { strength: 'Fue', resistance: 'Res', initiative: 'Ini', life: 'Vida' } as const

export function CardTile({ card, href = `/cartas/${card.id}`, headingLevel = 2 }: {
  card: Card
  href?: string
  /** Level of the name's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  const p = (field: string) => isProvisional(card, field)
  const price = 'cost' in card ? { field: 'cost', money: card.cost, label: 'Coste' }
    : 'learnCost' in card ? { field: 'learnCost', money: card.learnCost, label: 'Aprender' }
    : null
  return (
    <article className={styles.tile} data-card-type={card.type}>
      <div className={styles.band} aria-hidden="true">
        <TypeIcon type={card.type} className={styles.icon} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={href} className={styles.link} data-result-link="">
            {card.name}
          </a>
        </Heading>
        <p className={styles.typeLine}>{typeLineParts(card).join(' · ')}</p>
        <p className={styles.meta}>
          {price && (
            <span>
              {price.label}: <ProvisionalValue when={p(price.field)}>{formatMoney(price.money)}</ProvisionalValue>
            </span>
          )}
          {'pri' in card && (
            <span>
              PRI <ProvisionalValue when={p('pri')}>{card.pri}</ProvisionalValue>
            </span>
          )}
          {'strength' in card &&
            STAT_KEYS.map((k) => (
              <span key={k}>
                <abbr title={STAT_LABELS[k]}>{SHORT[k]}</abbr>{' '}
                <ProvisionalValue when={p(k)}>{card[k]}</ProvisionalValue>
              </span>
            ))}
          {card.provisional.length > 0 && <ProvisionalBadge />}
        </p>
      </div>
    </article>
  )
}
