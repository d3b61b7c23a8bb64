'use client'
// One card instance on the board, from the viewer's view: the /probar tile (type, price, numbers)
// with current and maximum Vida, markers, equipment, known cards and running effects; the back when
// the viewer may not see it. Highlighted when it can act or be aimed at in the pending decision. A
// tap (or a click) opens it in the reader; hovering with a mouse shows it there too.
import type { Catalogue } from '@/lib/catalogue/model'
import { castsLeft, characterStats, skillUsesLeft, type ActiveEffect, type InstanceId } from '@/lib/engine'
import { HIDDEN_CARD, type MasterView } from '@/lib/engine/view'
import { CardBack, TableCard } from '@/app/(play)/probar/_table/TableCard'
import { twinNumbers } from './options'
import styles from './board.module.css'

export type Highlight = 'actor' | 'target' | null

export type ReadHandlers = {
  /** Opens the card in the reader (a tap, a click, Enter). */
  onRead: (id: InstanceId) => void
  /** A mouse over the card: shows it in the reader without pinning it. */
  onHover?: (id: InstanceId | null) => void
  reading: InstanceId | null
}

const CASTER = new Set(['mago', 'mentalista'])
const DURATION_WORDS = { endOfTurn: 'hasta el final del turno', nextAttack: 'en su siguiente ataque', permanent: 'permanente' } as const

function effectWords(e: ActiveEffect, catalogue: Catalogue): string {
  const source = catalogue.byId.get(e.source)?.name ?? e.source
  const what = e.effect.kind === 'modifyStat'
    ? `${e.effect.amount >= 0 ? '+' : '−'}${Math.abs(e.effect.amount)} ${{ strength: 'Fuerza', resistance: 'Resistencia', initiative: 'Iniciativa' }[e.effect.stat]}`
    : e.effect.kind === 'extraActivation' ? `activación extra (PRI ${e.effect.pri})`
      : e.effect.kind === 'damage' ? `${e.effect.amount} de daño`
        : 'efecto'
  return `${what} (${source}), ${DURATION_WORDS[e.until]}`
}

const MARK_WORDS: Record<Exclude<Highlight, null>, string> = { actor: 'Puede jugarse', target: 'Objetivo posible' }

export function BoardCard({ id, view, catalogue, highlight, read }: {
  id: InstanceId
  view: MasterView
  catalogue: Catalogue
  highlight: Highlight
  read: ReadHandlers
}) {
  const inst = view.state.cards[id]
  if (inst === undefined) return null
  const card = inst.cardId === HIDDEN_CARD ? undefined : catalogue.byId.get(inst.cardId)
  const own = inst.owner === view.seat
  const mark = highlight && <span className={`${styles.mark} ${highlight === 'actor' ? styles.markActor : styles.markTarget}`}>{MARK_WORDS[highlight]}</span>
  if (card === undefined) {
    return (
      <div className={styles.tile} data-highlight={highlight ?? undefined}>
        <CardBack label={own ? 'Carta boca abajo' : 'Carta boca abajo del rival'}>{mark}</CardBack>
      </div>
    )
  }
  // Its number among alike cards on the table (issue 27), as the options and the log name it.
  const number = twinNumbers(view.state).get(id)
  const isCharacter = 'life' in card
  let stats = null
  if (isCharacter && !inst.defeated) {
    try {
      stats = characterStats(view.state, catalogue, id)
    } catch {
      stats = null
    }
  }
  const lookup = (x: InstanceId) => {
    const i = view.state.cards[x]
    return i === undefined ? undefined : catalogue.byId.get(i.cardId)
  }
  const caster = card.type === 'dalma' && CASTER.has(card.profession)
  // Cards in a hand are face down by the rules' bookkeeping, but to their owner they are simply in hand.
  const inHand = view.state.masters[inst.owner].hand.includes(id)
  const lowLife = stats !== null && stats.life <= Math.max(1, Math.floor(stats.maxLife / 3))
  return (
    <div className={styles.tile} data-highlight={highlight ?? undefined} data-reading={read.reading === id ? 'true' : undefined}
      onMouseEnter={read.onHover ? () => read.onHover?.(id) : undefined}>
      <TableCard card={card} stats={stats} faceDown={!inst.faceUp && !inHand} number={number}>
        <ul className={styles.attached}>
          {inst.defeated && <li><span className={styles.badge}>Derrotado</span></li>}
          {stats !== null && stats.life !== stats.maxLife && (
            <li className={`${styles.life} ${lowLife ? styles.lifeLow : ''}`}>Herido: ha perdido {stats.maxLife - stats.life} de Vida</li>
          )}
          {inst.actionMarker && <li><span className={styles.badge}>Marcador de acción</span></li>}
          {card.type === 'dalma' && inst.faceUp && (
            <li>{caster ? `Lanzamientos: ${castsLeft(view.state, catalogue, id)} · ` : ''}Habilidad: {skillUsesLeft(view.state, catalogue, id)}</li>
          )}
          {inst.equipment.map((e) => {
            const eq = lookup(e)
            const ei = view.state.cards[e]
            if (!eq || !ei) return null
            const bow = eq.type === 'weapon' && eq.weaponKind === 'bow'
            return (
              <li key={e}>
                Equipo: <strong>{eq.name}</strong>{bow && (ei.loaded ? ' (cargado)' : ' (sin cargar)')}
                {ei.useCounters > 0 && ` · ${ei.useCounters} contador${ei.useCounters === 1 ? '' : 'es'}`}
                {ei.effects.map((fx, i) => <span key={i}> · {effectWords(fx, catalogue)}</span>)}
              </li>
            )
          })}
          {inst.learned.map((l) => {
            const lc = lookup(l)
            const li = view.state.cards[l]
            if (!lc || !li) return <li key={l}>Conoce una carta boca abajo</li>
            return <li key={l}>Conoce: <strong>{lc.name}</strong>{li.useCounters > 0 && ` · ${li.useCounters} uso${li.useCounters === 1 ? '' : 's'}`}</li>
          })}
          {inst.effects.map((fx, i) => <li key={`fx${i}`}>{effectWords(fx, catalogue)}</li>)}
        </ul>
        {mark}
      </TableCard>
      <button type="button" className={styles.tileRead} onClick={() => read.onRead(id)} aria-label={`Leer ${card.name}${number === undefined ? '' : ` ${number}`}${own ? '' : ' (rival)'}`} />
    </div>
  )
}
