'use client'
// The legal actions of the moment as buttons, grouped as the Fase Principal runs (R7.13).
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { ActionButton, ActionGroup } from './actions-view'
import styles from './probar.module.css'

export function ActionPanel({ groups, onPlay }: { groups: readonly ActionGroup[]; onPlay: (button: ActionButton) => void }) {
  return (
    <div className={styles.actionGroups}>
      {groups.map((g) => (
        <section key={g.id} className={styles.actionGroup} aria-labelledby={`acciones-${g.id}`} data-group={g.id}>
          <h3 id={`acciones-${g.id}`} className={styles.actionGroupTitle}>
            {g.title} <RuleLink id={g.rule} />
          </h3>
          <ul className={styles.actionList}>
            {g.buttons.map((b) => (
              <li key={b.key}>
                <button
                  type="button"
                  className={`button ${isWayOut(b) ? '' : 'button--secondary'} ${styles.actionButton}`}
                  data-action-key={b.key}
                  onClick={() => onPlay(b)}
                >
                  {b.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** The buttons that move the turn on stand out from the optional actions. */
function isWayOut(b: ActionButton): boolean {
  return b.action.type === 'pass' || b.action.type === 'endDalmaActions' || b.action.type === 'endEnemyActions'
}
