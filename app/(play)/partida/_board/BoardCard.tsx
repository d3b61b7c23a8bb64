'use client'
// One card instance on the table, as a compact face (issue 27): the type's colour and icon, the name,
// the numbers that matter (Fuerza, Resistencia, Iniciativa and Vida now, for a character; the price
// otherwise) and its markers (action marker, equipment and cards known, defeated, face down). The whole
// card is read in the reader: a tap or Enter pins it there, a mouse over it or the keyboard's focus
// shows it for as long as they stay. A card the viewer may not see is a back.
//
// Highlights: `highlight` marks what the pending decision can play or aim at; `lit` what the event
// being played back acts with or aims at; `marks` the dice, Vida lost and deaths it shows on the card.
import type { Catalogue } from '@/lib/catalogue/model'
import { characterStats, type InstanceId } from '@/lib/engine'
import { HIDDEN_CARD, type MasterView } from '@/lib/engine/view'
import { formatMoney, shortMoney } from '@/app/_components/card-display'
import { TypeIcon } from '@/app/_components/TypeIcon'
import { twinNumbers } from './options'
import type { CardMark } from './playback'
import styles from './board.module.css'

export type Highlight = 'actor' | 'target' | null

export type ReadHandlers = {
  /** Opens the card in the reader, pinned (a tap, a click, Enter). */
  onRead: (id: InstanceId, anchor: HTMLElement) => void
  /** A mouse over the card or the focus on it: shows it in the reader without pinning it; null when it leaves. */
  onHover?: (id: InstanceId | null, anchor: HTMLElement | null) => void
  reading: InstanceId | null
}

/** What the board shows on the cards beyond the decision: the beat being played back. */
export type CardLights = {
  lit: (id: InstanceId) => 'actor' | 'target' | null
  marks: (id: InstanceId) => readonly CardMark[]
}

export const NO_LIGHTS: CardLights = { lit: () => null, marks: () => [] }

/** A pointer that hovers (a mouse): a touch screen's emulated hover after a tap must not open the reader. */
const canHover = () => window.matchMedia('(hover: hover)').matches

const HIGHLIGHT_WORDS: Record<Exclude<Highlight, null>, string> = { actor: 'puede jugarse', target: 'objetivo posible' }

function Marks({ marks }: { marks: readonly CardMark[] }) {
  if (marks.length === 0) return null
  return (
    <span className={styles.marks} data-testid="marca">
      {marks.map((m, i) => {
        switch (m.kind) {
          case 'dice': return <span key={i} className={styles.markDice}><span className="visually-hidden">dado </span>{m.text}</span>
          case 'damage': return <span key={i} className={styles.markDamage}>−{m.amount}<span className="visually-hidden"> de Vida</span></span>
          case 'heal': return <span key={i} className={styles.markHeal}>+{m.amount}<span className="visually-hidden"> de Vida</span></span>
          case 'miss': return <span key={i} className={styles.markMiss}>{m.text}</span>
          case 'died': return <span key={i} className={styles.markDeath}>muere</span>
          case 'defeated': return <span key={i} className={styles.markDeath}>derrotado</span>
        }
      })}
    </span>
  )
}

/** A stack of cards nobody may see, folded into one back with its count. */
export function CardStack({ count, label, defeated = false }: { count: number; label: string; defeated?: boolean }) {
  return (
    <div className={`${styles.card} ${defeated ? styles.defeatedStack : styles.back}`} data-stack={count}>
      <span className={styles.backCount} aria-hidden="true">{defeated ? `✕${count}` : count > 1 ? `×${count}` : ''}</span>
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

export function BoardCard({ id, view, catalogue, highlight, read, lights = NO_LIGHTS }: {
  id: InstanceId
  view: MasterView
  catalogue: Catalogue
  highlight: Highlight
  read: ReadHandlers
  lights?: CardLights
}) {
  const inst = view.state.cards[id]
  if (inst === undefined) return null
  const card = inst.cardId === HIDDEN_CARD ? undefined : catalogue.byId.get(inst.cardId)
  const own = inst.owner === view.seat
  const lit = lights.lit(id)
  const marks = lights.marks(id)
  const common = {
    'data-iid': id,
    'data-owner': inst.owner,
    'data-highlight': highlight ?? undefined,
    'data-lit': lit ?? undefined,
    'data-reading': read.reading === id ? 'true' : undefined,
  }
  const hint = highlight && <span className="visually-hidden">, {HIGHLIGHT_WORDS[highlight]}</span>
  if (card === undefined) {
    return (
      <div className={`${styles.card} ${styles.back}`} {...common} data-face="down">
        <span className="visually-hidden">{own ? 'Carta boca abajo' : 'Carta boca abajo del rival'}{hint}</span>
        <Marks marks={marks} />
      </div>
    )
  }
  let stats = null
  if ('life' in card && !inst.defeated) {
    try {
      stats = characterStats(view.state, catalogue, id)
    } catch {
      stats = null
    }
  }
  const inHand = view.state.masters[inst.owner].hand.includes(id)
  // Cards in a hand are face down by the rules' bookkeeping, but to their owner they are simply in hand.
  const faceDown = !inst.faceUp && !inHand
  const lowLife = stats !== null && stats.life <= Math.max(1, Math.floor(stats.maxLife / 3))
  const cost = 'cost' in card ? card.cost : 'learnCost' in card ? card.learnCost : null
  const extras = inst.equipment.length + inst.learned.length
  // Its number among alike cards on the table (issue 27: «Pirata 2»), as the options and the log name it.
  const number = twinNumbers(view.state).get(id)
  const label = `Leer ${card.name}${number === undefined ? '' : ` ${number}`}${own ? '' : ' (rival)'}`
  return (
    <div className={`${styles.card} ${faceDown ? styles.faceDown : ''} ${inst.defeated ? styles.defeated : ''} ${inst.actionMarker ? styles.spent : ''}`}
      {...common} data-face={faceDown ? 'down' : 'up'} data-card-type={card.type}>
      <span className={styles.band}>
        <TypeIcon type={card.type} className={styles.icon} />
        {cost !== null && stats === null && (
          // The words («1 oro y 6 platas») ran past a hand tile's edge; the tile shows the strip's letters, the words are read out.
          <span className={styles.price} title={formatMoney(cost)}><span className="visually-hidden">Coste {formatMoney(cost)}</span><span aria-hidden="true">{shortMoney(cost)}</span></span>
        )}
      </span>
      <span className={styles.name}>
        {card.name}
        {number !== undefined && <> <span className={styles.twin} data-testid="numero-gemela">{number}</span></>}
      </span>
      {stats !== null && (
        <span className={styles.nums}>
          <span><abbr title="Fuerza">F</abbr>{stats.strength}</span>
          <span><abbr title="Resistencia">R</abbr>{stats.resistance}</span>
          <span><abbr title="Iniciativa">I</abbr>{stats.initiative}</span>
        </span>
      )}
      {stats !== null && (
        <span className={`${styles.life} ${lowLife ? styles.lifeLow : ''}`}>
          <span aria-hidden="true">♥</span><span className="visually-hidden">Vida </span>{stats.life}{stats.life !== stats.maxLife && <span className={styles.maxLife}>/{stats.maxLife}</span>}
        </span>
      )}
      <span className={styles.chips}>
        {faceDown && <span className={`${styles.chip} ${styles.chipFaceDown}`}>boca abajo</span>}
        {inst.defeated && <span className={styles.chip}>derrotado</span>}
        {inst.actionMarker && <span className={styles.chipMarker} title="Marcador de acción"><span className="visually-hidden">con marcador de acción</span></span>}
        {extras > 0 && <span className={styles.chip} title="Equipo y cartas conocidas">+{extras}<span className="visually-hidden"> {extras === 1 ? 'carta equipada o conocida' : 'cartas equipadas o conocidas'}</span></span>}
      </span>
      {hint}
      <Marks marks={marks} />
      <button type="button" className={styles.read} aria-label={label}
        onClick={(e) => read.onRead(id, e.currentTarget)}
        onMouseEnter={read.onHover ? (e) => { if (canHover()) read.onHover?.(id, e.currentTarget) } : undefined}
        onFocus={read.onHover ? (e) => { if (e.currentTarget.matches(':focus-visible')) read.onHover?.(id, e.currentTarget) } : undefined}
        onBlur={read.onHover ? () => read.onHover?.(null, null) : undefined} />
    </div>
  )
}
