'use client'
// The combat in progress (§19): who attacks and who defends, then each engagement face to face,
// with the round. Nothing when no combat is open.
import type { Catalogue } from '@/lib/catalogue/model'
import type { InstanceId, Seat } from '@/lib/engine'
import { voiceOf } from '@/lib/engine/describe'
import type { MasterView } from '@/lib/engine/view'
import { BoardCard, type Highlight, type ReadHandlers } from './BoardCard'
import styles from './board.module.css'

export function CombatArea({ view, catalogue, names, you = view.seat, highlight, read }: {
  view: MasterView
  catalogue: Catalogue
  names: readonly [string, string]
  /** The seat addressed as «tú» (as in the log), or null. */
  you?: Seat | null
  highlight: (id: InstanceId) => Highlight
  read: ReadHandlers
}) {
  const combat = view.state.combat
  if (combat === null) return null
  const defenderSeat = combat.attackerSeat === 0 ? 1 : 0
  const tile = (id: InstanceId) => <BoardCard id={id} view={view} catalogue={catalogue} highlight={highlight(id)} read={read} />
  const list = (ids: readonly InstanceId[]) => (
    <ul className={styles.tiles}>{ids.map((id) => <li key={id}>{tile(id)}</li>)}</ul>
  )
  const by = voiceOf({ names, you }, combat.attackerSeat), against = voiceOf({ names, you }, defenderSeat)
  const title = combat.kind === 'offensive'
    ? `${by.you ? 'Tu ofensiva' : `Ofensiva ${by.of}`} contra ${against.you ? 'tu reliquia' : `la reliquia ${against.of}`}${combat.forced ? ' (obligatoria)' : ''}`
    : by.you ? 'Tu exploración' : `Exploración ${by.of}`
  return (
    <section className={styles.combat} aria-labelledby="combate-titulo" data-testid="combate">
      <h2 id="combate-titulo" className={styles.masterTitle}>{title}{combat.round > 0 ? ` · asalto ${combat.round}` : ''}</h2>
      {combat.engagements.length === 0 ? (
        <>
          <h3 className={styles.zoneTitle}>Atacan ({names[combat.attackerSeat]})</h3>
          {list(combat.attackers)}
          <h3 className={styles.zoneTitle}>Defienden ({names[defenderSeat]})</h3>
          {combat.defenders.length === 0 ? <p className={styles.empty}>Nadie por ahora.</p> : list(combat.defenders)}
        </>
      ) : (
        <ol className={styles.engagements} aria-label="Emparejamientos">
          {combat.engagements.map((e, i) => (
            <li key={i} className={styles.engagement}>
              {list(e.a)}
              <span className={styles.versus}><span aria-hidden="true">vs</span><span className="visually-hidden">contra</span></span>
              {list(e.d)}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
