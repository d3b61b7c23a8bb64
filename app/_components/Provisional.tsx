// How the site marks an invented value: a dashed underline on the value, a word for screen
// readers, and a badge with the reason. Used on card faces, field lists and tables alike.
import type { ReactNode } from 'react'

export const PROVISIONAL_EXPLANATION =
  'Valor provisional: no está impreso en el reglamento y se ha inventado para poder jugar; está pendiente de que los dueños del juego publiquen el oficial.'

/**
 * The marked value's tooltip: short, because a list repeats it for nearly every number (398 times on /cartas, where the
 * long explanation made up a fifth of the page's HTML, issue 14); the badge beside them and the footer give the reason.
 */
export const PROVISIONAL_VALUE_TITLE = 'Valor provisional: inventado para poder jugar'

/** Wraps a value; when `when` holds it gets the provisional mark. */
export function ProvisionalValue({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return <>{children}</>
  return (
    <span className="provisional-value" title={PROVISIONAL_VALUE_TITLE}>
      {children}
      <span className="visually-hidden"> (provisional)</span>
    </span>
  )
}

/** The "provisional" badge; `label` may say what is provisional. */
export function ProvisionalBadge({ label = 'provisional' }: { label?: string }) {
  return (
    <span className="provisional-badge" title={PROVISIONAL_EXPLANATION}>
      {label}
    </span>
  )
}
