'use client'
// One Master's side of the table as the viewer may see it (R3.1, R3.2, RUL-28): money, Master
// actions, deck and hand counts; the hand (the viewer's as tiles, the rival's as one back with its
// count); the Zona de Juego (Dalmas, revealed cards, face-down cards — the rival's as backs, copies
// folded into one with a count unless one is a legal target); the Zona de Combate; the relic with
// its enemies; the discard pile.
import type { Catalogue } from '@/lib/catalogue/model'
import { money, type InstanceId, type Seat } from '@/lib/engine'
import { HIDDEN_CARD, type MasterView } from '@/lib/engine/view'
import { CardBack } from '@/app/(play)/probar/_table/TableCard'
import { BoardCard, type Highlight, type ReadHandlers } from './BoardCard'
import styles from './board.module.css'

const MASTER_ACTIONS = 5 // R8.1

type Props = {
  seat: Seat
  view: MasterView
  catalogue: Catalogue
  name: string
  highlight: (id: InstanceId) => Highlight
  read: ReadHandlers
}

const cards = (n: number) => `${n} carta${n === 1 ? '' : 's'}`

function Tiles({ ids, props, empty, backs = ['Carta boca abajo', 'cartas boca abajo'] }: { ids: readonly InstanceId[]; props: Props; empty: string; backs?: [string, string] }) {
  const { view, catalogue, highlight, read } = props
  if (ids.length === 0) return <p className={styles.empty}>{empty}</p>
  // Hidden cards nobody may aim at are folded into one back per run, with a count.
  const runs: ({ kind: 'card'; id: InstanceId } | { kind: 'backs'; ids: InstanceId[] })[] = []
  for (const id of ids) {
    const hidden = view.state.cards[id]?.cardId === HIDDEN_CARD && highlight(id) === null
    const last = runs[runs.length - 1]
    if (hidden && last?.kind === 'backs') last.ids.push(id)
    else runs.push(hidden ? { kind: 'backs', ids: [id] } : { kind: 'card', id })
  }
  return (
    <ul className={styles.tiles}>
      {runs.map((r) => r.kind === 'card' ? (
        <li key={r.id}><BoardCard id={r.id} view={view} catalogue={catalogue} highlight={highlight(r.id)} read={read} /></li>
      ) : (
        <li key={`b${r.ids[0]}`}><CardBack label={r.ids.length === 1 ? backs[0] : backs[1]} count={r.ids.length} /></li>
      ))}
    </ul>
  )
}

export function SideView(props: Props) {
  const { seat, view, catalogue, name } = props
  const state = view.state
  const m = state.masters[seat]
  const own = seat === view.seat
  const isDalma = (id: InstanceId) => catalogue.byId.get(state.cards[id]?.cardId ?? '')?.type === 'dalma' && state.cards[id]?.faceUp
  const dalmas = m.playZone.filter(isDalma)
  const others = m.playZone.filter((id) => !isDalma(id))
  const headingId = `lado-${seat + 1}-titulo`
  return (
    <section className={`${styles.master} ${own ? '' : styles.masterRival}`} aria-labelledby={headingId} data-testid={`lado-${seat + 1}`}>
      <h2 id={headingId} className={styles.masterTitle}>{name}</h2>
      <dl className={styles.counts}>
        <div><dt>Dinero</dt><dd>{money(m.silver)}</dd></div>
        <div>
          <dt>Acciones de Master</dt>
          <dd>
            {m.masterActions} de {MASTER_ACTIONS}{' '}
            <span className={styles.pips} aria-hidden="true">
              {Array.from({ length: MASTER_ACTIONS }, (_, i) => <span key={i} className={i < m.masterActions ? styles.pipOn : styles.pip} />)}
            </span>
          </dd>
        </div>
        <div><dt>Mano</dt><dd data-testid={own ? undefined : `mano-rival-${seat + 1}`}>{cards(m.hand.length)}</dd></div>
        <div><dt>Mazo</dt><dd>{cards(m.deck.length)}</dd></div>
      </dl>

      <h3 className={styles.zoneTitle}>Mano</h3>
      {own ? (
        <Tiles ids={m.hand} props={props} empty="Sin cartas en la mano." />
      ) : m.hand.length === 0 ? (
        <p className={styles.empty}>Sin cartas en la mano.</p>
      ) : (
        <ul className={styles.tiles}><li><CardBack label={m.hand.length === 1 ? 'carta en la mano' : 'cartas en la mano'} count={m.hand.length} /></li></ul>
      )}

      <h3 className={styles.zoneTitle}>Zona de Juego: Dalmas</h3>
      <Tiles ids={dalmas} props={props} empty="Ningún Dalma revelado." />
      <h3 className={styles.zoneTitle}>Zona de Juego: otras cartas</h3>
      <Tiles ids={others} props={props} empty="Ninguna." />

      {m.combatZone.length > 0 && (
        <>
          <h3 className={styles.zoneTitle}>En la Zona de Combate</h3>
          <Tiles ids={m.combatZone} props={props} empty="" />
        </>
      )}

      <h3 className={styles.zoneTitle}>Reliquia y enemigos</h3>
      <Tiles ids={[...(m.relicZone.relic === null ? [] : [m.relicZone.relic]), ...m.relicZone.enemies]} props={props} empty="Sin reliquia." backs={['Enemigo boca abajo', 'enemigos boca abajo']} />

      {m.discard.length === 0 ? (
        <p className={styles.empty}>Descarte vacío.</p>
      ) : (
        <details className={styles.discard}>
          <summary>Descarte: {cards(m.discard.length)}</summary>
          <ol>
            {m.discard.map((id) => <li key={id}>{catalogue.byId.get(state.cards[id]?.cardId ?? '')?.name ?? 'Carta'}</li>)}
          </ol>
        </details>
      )}
    </section>
  )
}
