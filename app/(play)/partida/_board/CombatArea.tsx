'use client'
// The Zona de Combate, between the two sides (§19, issue 27): during a combat, who attacks and who
// defends, then each engagement as a column with the rival's fighters above and the viewer's below,
// with the round. Between combats, an empty band.
import type { Catalogue } from '@/lib/catalogue/model'
import type { InstanceId, Seat } from '@/lib/engine'
import { voiceOf } from '@/lib/engine/describe'
import type { MasterView } from '@/lib/engine/view'
import { BoardCard, NO_LIGHTS, type CardLights, type Highlight, type ReadHandlers } from './BoardCard'
import { combatColumns } from './combat-columns'
import styles from './board.module.css'

/** Every card fighting now (attackers, defenders, engaged), drawn here rather than in its zone. */
export function fightingNow(view: MasterView): Set<InstanceId> {
  const c = view.state.combat
  if (c === null) return new Set()
  return new Set([...c.attackers, ...c.defenders, ...c.engagements.flatMap((e) => [...e.a, ...e.d])])
}

export function CombatArea({ view, catalogue, names, you = view.seat, highlight, read, lights = NO_LIGHTS }: {
  view: MasterView
  catalogue: Catalogue
  names: readonly [string, string]
  /** The seat addressed as «tú» (as in the log), or null. */
  you?: Seat | null
  highlight: (id: InstanceId) => Highlight
  read: ReadHandlers
  lights?: CardLights
}) {
  const combat = view.state.combat
  const me = view.seat
  const rival: Seat = me === 0 ? 1 : 0
  if (combat === null) {
    return <section className={`${styles.combat} ${styles.combatIdle}`} aria-label="Zona de Combate" data-testid="zona-combate"><p className={styles.combatEmpty}>Zona de Combate</p></section>
  }
  const defenderSeat: Seat = combat.attackerSeat === 0 ? 1 : 0
  const list = (ids: readonly InstanceId[], label: string) => (
    <ul className={styles.fighters} aria-label={label}>
      {ids.length === 0 && <li className={styles.emptyRow}>nadie</li>}
      {ids.map((id) => <li key={id}><BoardCard id={id} view={view} catalogue={catalogue} highlight={highlight(id)} read={read} lights={lights} /></li>)}
    </ul>
  )
  const by = voiceOf({ names, you }, combat.attackerSeat), against = voiceOf({ names, you }, defenderSeat)
  const title = combat.kind === 'offensive'
    ? `${by.you ? 'Tu ofensiva' : `Ofensiva ${by.of}`} contra ${against.you ? 'tu reliquia' : `la reliquia ${against.of}`}${combat.forced ? ' (obligatoria)' : ''}`
    : by.you ? 'Tu exploración' : `Exploración ${by.of}`
  const sideOf = (seat: Seat) => (seat === combat.attackerSeat ? 'Atacan' : 'Defienden')
  const columns = combatColumns(combat, me)
  return (
    <section className={styles.combat} aria-labelledby="combate-titulo" data-testid="combate">
      <h2 id="combate-titulo" className={styles.combatTitle}>{title}{combat.round > 0 ? ` · asalto ${combat.round}` : ''}</h2>
      {columns.sides !== null ? (
        <div className={styles.engagement}>
          {list(columns.sides.top, `${sideOf(rival)} (${names[rival]})`)}
          <span className={styles.versus} aria-hidden="true">vs</span>
          {list(columns.sides.bottom, `${sideOf(me)} (${names[me]})`)}
        </div>
      ) : (
        <ol className={styles.engagements} aria-label="Emparejamientos">
          {columns.engagements.map((e, i) => (
            <li key={i} className={styles.engagement}>
              {list(e.top, names[rival])}
              <span className={styles.versus}><span aria-hidden="true">vs</span><span className="visually-hidden">contra</span></span>
              {list(e.bottom, names[me])}
            </li>
          ))}
          {/* Fighters in no engagement yet are still in the combat: a column of their own (combat-columns.ts). */}
          {columns.loose !== null && (
            <li className={styles.engagement}>
              {list(columns.loose.top, `${sideOf(rival)} sin emparejar (${names[rival]})`)}
              <span className={styles.versus} aria-hidden="true">·</span>
              {list(columns.loose.bottom, `${sideOf(me)} sin emparejar (${names[me]})`)}
            </li>
          )}
        </ol>
      )}
    </section>
  )
}
