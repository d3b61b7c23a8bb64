// A card on the goldfish table: a compact tile coloured by type with the name large enough to
// read on a phone, the type line, the price and (for characters) the numbers. The same tile is a
// toggle button where the player picks cards (replacements, discards).
import type { ReactNode } from 'react'
import type { Card } from '@/lib/catalogue/schema'
import { STAT_LABELS, formatMoney, typeLineParts } from '@/app/_components/card-display'
import { TypeIcon } from '@/app/_components/TypeIcon'
import styles from './probar.module.css'

export type ShownStats = { strength: number; resistance: number; initiative: number; life: number; maxLife?: number }

const SHORT = { strength: 'Fue', resistance: 'Res', initiative: 'Ini', life: 'Vida' } as const

function priceOf(card: Card): string | null {
  if ('cost' in card) return formatMoney(card.cost)
  if ('learnCost' in card) return `Aprender: ${formatMoney(card.learnCost)}`
  return null
}

function printedStats(card: Card): ShownStats | null {
  return 'strength' in card ? { strength: card.strength, resistance: card.resistance, initiative: card.initiative, life: card.life } : null
}

function CardBody({ card, stats, faceDown, metaId, inline, number, children }: {
  card: Card
  /** The card's number among alike cards on the table (issue 27: «Pirata 2»), shown after its name. */
  number?: number | undefined
  /** Inside a button only phrasing content is allowed: spans instead of a div. */
  inline?: boolean
  stats?: ShownStats | null
  faceDown?: boolean
  metaId?: string
  children?: ReactNode
}) {
  const shown = stats === undefined ? printedStats(card) : stats
  const price = priceOf(card)
  const Body = inline ? 'span' : 'div'
  return (
    <>
      <span className={styles.cardBand} aria-hidden="true">
        <TypeIcon type={card.type} className={styles.cardIcon} />
      </span>
      <Body className={styles.cardBody}>
        <span className={styles.cardName}>
          {card.name}
          {number !== undefined && <> <span className={styles.cardNumber} data-testid="numero-gemela">{number}</span></>}
        </span>
        <span className={styles.cardMeta} id={metaId}>
          {typeLineParts(card).join(' · ')}
          {price && <> · {price}</>}
          {faceDown && <> · <strong>boca abajo</strong></>}
        </span>
        {shown && (
          <span className={styles.cardStats}>
            {(['strength', 'resistance', 'initiative'] as const).map((k) => (
              <span key={k}>
                <abbr title={STAT_LABELS[k]}>{SHORT[k]}</abbr> {shown[k]}
              </span>
            ))}
            <span>
              <abbr title={STAT_LABELS.life}>{SHORT.life}</abbr> {shown.life}
              {shown.maxLife !== undefined && shown.maxLife !== shown.life && <>/{shown.maxLife}</>}
            </span>
          </span>
        )}
        {children}
      </Body>
    </>
  )
}

export function TableCard(props: { card: Card; stats?: ShownStats | null; faceDown?: boolean; number?: number | undefined; children?: ReactNode; className?: string }) {
  return (
    <div className={`${styles.card} ${props.faceDown ? styles.cardFaceDown : ''} ${props.className ?? ''}`} data-card-type={props.card.type}>
      <CardBody card={props.card} stats={props.stats} faceDown={props.faceDown} number={props.number}>{props.children}</CardBody>
    </div>
  )
}

/**
 * A card the player picks: aria-pressed tells whether it is chosen; `order` is its place in the choice (1-based).
 * Its accessible name is its visible content (name, type line, price, numbers, order), not an aria-label
 * holding the name alone: a label that leaves out visible words fails WCAG 2.5.3 (axe's
 * label-content-name-mismatch), and voice control users say what they see.
 */
export function ToggleCard({ card, pressed, order, disabled, onToggle }: {
  card: Card
  pressed: boolean
  order?: number
  disabled?: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      className={`${styles.card} ${styles.cardToggle}`}
      data-card-type={card.type}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onToggle}
    >
      <CardBody card={card} inline>
        {pressed && order !== undefined && (
          <span className={styles.cardOrder}>
            {order}.ª<span className="visually-hidden"> elegida</span>
          </span>
        )}
      </CardBody>
    </button>
  )
}

/**
 * A card whose face the viewer may not see (the rival's hand, face-down cards and enemies): a back,
 * with what is known in words (whose it is, how many when several are shown as one).
 */
export function CardBack({ label, count, children, className }: { label: string; count?: number; children?: ReactNode; className?: string }) {
  return (
    <div className={`${styles.card} ${styles.cardBack} ${className ?? ''}`}>
      <span className={styles.cardBackBand} aria-hidden="true" />
      <div className={styles.cardBody}>
        <span className={styles.cardName}>{count !== undefined && count > 1 ? `${count} × ` : ''}{label}</span>
        {children}
      </div>
    </div>
  )
}
