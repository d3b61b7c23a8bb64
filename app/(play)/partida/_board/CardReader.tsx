'use client'
// The card being read: its whole face (rules text, numbers, price) and what the viewer can do with
// it now. Beside the table on a wide screen (a mouse over a card shows it here); on a phone, a sheet
// above the decision bar that a tap opens and «Cerrar» closes.
import { useEffect, useRef } from 'react'
import { CardFace } from '@/app/_components/CardFace'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Action, InstanceId } from '@/lib/engine'
import { HIDDEN_CARD, type MasterView } from '@/lib/engine/view'
import { cardsOfAction, type BoardOption } from './options'
import styles from './board.module.css'

export function CardReader({ id, pinned, view, catalogue, options, onAction, onClose }: {
  id: InstanceId
  pinned: boolean
  view: MasterView
  catalogue: Catalogue
  options: readonly BoardOption[]
  onAction: (action: Action) => void
  onClose: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => { if (pinned) heading.current?.focus() }, [pinned, id])
  const inst = view.state.cards[id]
  const card = inst === undefined || inst.cardId === HIDDEN_CARD ? undefined : catalogue.byId.get(inst.cardId)
  if (inst === undefined || card === undefined) return null
  const own = inst.owner === view.seat
  const withCard = options.filter((o) => cardsOfAction(o.action).includes(id))
  return (
    <section className={`${styles.panel} ${styles.reader} ${pinned ? styles.readerSheet : ''}`} aria-labelledby="lector-titulo" data-testid="lector">
      <div className={styles.readerHead}>
        <h2 id="lector-titulo" ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {card.name}{own ? '' : ' (del rival)'}{inst.faceUp ? '' : ' · boca abajo'}
        </h2>
        {pinned && <button type="button" className="button button--secondary" onClick={onClose}>Cerrar</button>}
      </div>
      <CardFace card={card} />
      {withCard.length > 0 && (
        <>
          <h3 className={styles.groupTitle}>Qué puedes hacer con esta carta</h3>
          <ul className={styles.options}>
            {withCard.map((o) => (
              <li key={o.key}>
                <button type="button" className={`button button--secondary ${styles.option}`} onClick={() => { onAction(o.action); onClose() }}>
                  <span className={styles.optionText}>
                    <span>{o.label}</span>
                    {o.note && <span className={styles.optionNote}>{o.note}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
