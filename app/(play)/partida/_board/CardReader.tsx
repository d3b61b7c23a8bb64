'use client'
// The card being read (issue 27): its whole face (rules text, numbers, price), how it stands on the
// table (Vida lost, markers, what it wears and knows, effects running) and what the viewer can do with
// it now. A floating panel beside the card on a wide screen (a mouse over a card or the focus on it
// shows it while they stay); on a phone, a sheet over the bottom of the table that a tap opens and
// «Cerrar» (or Escape) closes.
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { CardFace } from '@/app/_components/CardFace'
import type { Catalogue } from '@/lib/catalogue/model'
import { castsLeft, characterStats, skillUsesLeft, type Action, type ActiveEffect, type InstanceId } from '@/lib/engine'
import { HIDDEN_CARD, type MasterView } from '@/lib/engine/view'
import { cardsOfAction, type BoardOption } from './options'
import styles from './board.module.css'

const CASTER = new Set(['mago', 'mentalista'])
const DURATION_WORDS = { endOfTurn: 'hasta el final del turno', nextAttack: 'en su siguiente ataque', permanent: 'permanente' } as const

function effectWords(e: ActiveEffect, catalogue: Catalogue): string {
  const source = catalogue.byId.get(e.source)?.name ?? e.source
  const what = e.effect.kind === 'modifyStat'
    ? `${e.effect.amount >= 0 ? '+' : '−'}${Math.abs(e.effect.amount)} ${{ strength: 'Fuerza', resistance: 'Resistencia', initiative: 'Iniciativa' }[e.effect.stat]}`
    : e.effect.kind === 'extraActivation' ? `activación extra de un hechizo o habilidad de PRI ${e.effect.pri}`
      : e.effect.kind === 'damage' ? `${e.effect.amount} de daño`
        : 'efecto'
  return `${what} (${source}), ${DURATION_WORDS[e.until]}`
}

/** How the card stands on the table now, in words. */
function standing(id: InstanceId, view: MasterView, catalogue: Catalogue): string[] {
  const inst = view.state.cards[id]
  if (inst === undefined) return []
  const card = catalogue.byId.get(inst.cardId)
  const lines: string[] = []
  if (inst.defeated) lines.push('Derrotado.')
  if (card !== undefined && 'life' in card && !inst.defeated) {
    try {
      const s = characterStats(view.state, catalogue, id)
      lines.push(`Ahora: Fuerza ${s.strength}, Resistencia ${s.resistance}, Iniciativa ${s.initiative}, Vida ${s.life} de ${s.maxLife}.`)
    } catch { /* not a character in play */ }
  }
  if (inst.actionMarker) lines.push('Tiene marcador de acción: ya actuó este turno.')
  if (card?.type === 'dalma' && inst.faceUp) {
    lines.push(`${CASTER.has(card.profession) ? `Lanzamientos que le quedan: ${castsLeft(view.state, catalogue, id)}. ` : ''}Usos de habilidad que le quedan: ${skillUsesLeft(view.state, catalogue, id)}.`)
  }
  for (const e of inst.equipment) {
    const eq = view.state.cards[e]
    const c = eq === undefined ? undefined : catalogue.byId.get(eq.cardId)
    if (!eq || !c) continue
    const bow = c.type === 'weapon' && c.weaponKind === 'bow'
    lines.push(`Equipo: ${c.name}${bow ? (eq.loaded ? ' (cargado)' : ' (sin cargar)') : ''}${eq.useCounters > 0 ? `, ${eq.useCounters} contador${eq.useCounters === 1 ? '' : 'es'}` : ''}${eq.effects.map((fx) => `; ${effectWords(fx, catalogue)}`).join('')}.`)
  }
  for (const l of inst.learned) {
    const li = view.state.cards[l]
    const c = li === undefined || li.cardId === HIDDEN_CARD ? undefined : catalogue.byId.get(li.cardId)
    lines.push(c ? `Conoce: ${c.name}${li && li.useCounters > 0 ? `, ${li.useCounters} uso${li.useCounters === 1 ? '' : 's'}` : ''}.` : 'Conoce una carta boca abajo.')
  }
  for (const fx of inst.effects) lines.push(`${effectWords(fx, catalogue)}.`)
  return lines
}

export function CardReader({ id, pinned, anchor, view, catalogue, options, onAction, onClose }: {
  id: InstanceId
  pinned: boolean
  /** The card on the table, to sit beside it on a wide screen. */
  anchor: HTMLElement | null
  view: MasterView
  catalogue: Catalogue
  options: readonly BoardOption[]
  onAction: (action: Action) => void
  onClose: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLElement>(null)
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null)
  useEffect(() => { if (pinned) heading.current?.focus() }, [pinned, id])
  useEffect(() => {
    if (!pinned) return
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') { e.preventDefault(); onClose() } }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [pinned, onClose])
  // Beside the card on a wide screen, within the window; on a phone the stylesheet makes it a sheet.
  useLayoutEffect(() => {
    const el = panel.current
    if (el === null || anchor === null || window.innerWidth < 896) { setPlace(null); return }
    const a = anchor.getBoundingClientRect()
    const w = el.offsetWidth, h = el.offsetHeight
    const left = a.right + 8 + w <= window.innerWidth ? a.right + 8 : Math.max(8, a.left - 8 - w)
    const top = Math.min(Math.max(8, a.top + a.height / 2 - h / 2), Math.max(8, window.innerHeight - h - 8))
    setPlace({ left, top })
  }, [anchor, id])
  const inst = view.state.cards[id]
  const card = inst === undefined || inst.cardId === HIDDEN_CARD ? undefined : catalogue.byId.get(inst.cardId)
  if (inst === undefined || card === undefined) return null
  const own = inst.owner === view.seat
  const withCard = options.filter((o) => cardsOfAction(o.action).includes(id))
  const lines = standing(id, view, catalogue)
  return (
    <section ref={panel} className={`${styles.reader} ${pinned ? styles.readerPinned : ''}`} aria-labelledby="lector-titulo" data-testid="lector"
      style={place === null ? undefined : { left: place.left, top: place.top }}>
      <div className={styles.readerHead}>
        <h2 id="lector-titulo" ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {card.name}{own ? '' : ' (del rival)'}{inst.faceUp || view.state.masters[inst.owner].hand.includes(id) ? '' : ' · boca abajo'}
        </h2>
        {pinned && <button type="button" className="button button--secondary" onClick={onClose}>Cerrar</button>}
      </div>
      <CardFace card={card} />
      {lines.length > 0 && (
        <ul className={styles.standing} aria-label="En la mesa">
          {lines.map((l, i) => <li key={i}>{l}</li>)}
        </ul>
      )}
      {withCard.length > 0 && pinned && (
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
