'use client'
// The Zona de Combate, between the two sides (§19, issue 27): during a combat, who attacks and who
// defends, then each engagement as a column with the rival's fighters above and the viewer's below,
// with the round. Between combats, an empty band.
import type { Catalogue } from '@/lib/catalogue/model'
import type { InstanceId, Seat } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import { BoardCard, NO_LIGHTS, type CardLights, type Highlight, type ReadHandlers } from './BoardCard'
import styles from './board.module.css'

/** Every card fighting now (attackers, defenders, engaged), drawn here rather than in its zone. */
export function fightingNow(view: MasterView): Set<InstanceId> {
  const c = view.state.combat
  if (c === null) return new Set()
  return new Set([...c.attackers, ...c.defenders, ...c.engagements.flatMap((e) => [...e.a, ...e.d])])
}

export function CombatArea({ view, catalogue, names, highlight, read, lights = NO_LIGHTS }: {
  view: MasterView
  catalogue: Catalogue
  names: readonly [string, string]
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
  const title = combat.kind === 'offensive'
    ? `Ofensiva de ${names[combat.attackerSeat]} contra la reliquia de ${names[defenderSeat]}${combat.forced ? ' (obligatoria)' : ''}`
    : `Exploración de ${names[combat.attackerSeat]}`
  const sideOf = (seat: Seat) => (seat === combat.attackerSeat ? 'Atacan' : 'Defienden')
  return (
    <section className={styles.combat} aria-labelledby="combate-titulo" data-testid="combate">
      <h2 id="combate-titulo" className={styles.combatTitle}>{title}{combat.round > 0 ? ` · asalto ${combat.round}` : ''}</h2>
      {combat.engagements.length === 0 ? (
        <div className={styles.engagement}>
          {list(combat.attackerSeat === rival ? combat.attackers : combat.defenders, `${sideOf(rival)} (${names[rival]})`)}
          <span className={styles.versus} aria-hidden="true">vs</span>
          {list(combat.attackerSeat === me ? combat.attackers : combat.defenders, `${sideOf(me)} (${names[me]})`)}
        </div>
      ) : (
        <ol className={styles.engagements} aria-label="Emparejamientos">
          {combat.engagements.map((e, i) => {
            const top = combat.attackerSeat === rival ? e.a : e.d
            const bottom = combat.attackerSeat === rival ? e.d : e.a
            return (
              <li key={i} className={styles.engagement}>
                {list(top, names[rival])}
                <span className={styles.versus}><span aria-hidden="true">vs</span><span className="visually-hidden">contra</span></span>
                {list(bottom, names[me])}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
