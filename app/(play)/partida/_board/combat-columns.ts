// How the Zona de Combate lays out its fighters for one viewer (CombatArea draws it): each engagement a column, the
// rival's fighters above and the viewer's below. Kept apart from the component so the layout has a unit test.
import type { Combat, InstanceId, Seat } from '@/lib/engine'

/** One column of the combat: the rival's fighters above, the viewer's below. */
export type CombatColumn = { top: InstanceId[]; bottom: InstanceId[] }

export type CombatColumns = {
  /** Before the pairings (no engagement yet): both whole sides face each other in one column. */
  sides: CombatColumn | null
  /** One column per engagement, in the combat's order. */
  engagements: CombatColumn[]
  /**
   * Fighters in no engagement: a surplus attacker or defender waiting to reinforce (R19.15), or a survivor freed by a
   * death waiting to be placed (R19.16). They are still in the combat, so they get a column of their own rather than
   * vanish from the table until they are placed (seen once: a Durmak asked to use its skill while drawn nowhere).
   */
  loose: CombatColumn | null
}

export function combatColumns(combat: Combat, viewer: Seat): CombatColumns {
  const rivalAttacks = combat.attackerSeat !== viewer
  const rivalSide = rivalAttacks ? combat.attackers : combat.defenders
  const ownSide = rivalAttacks ? combat.defenders : combat.attackers
  if (combat.engagements.length === 0) return { sides: { top: [...rivalSide], bottom: [...ownSide] }, engagements: [], loose: null }
  const engagements = combat.engagements.map((e) => (rivalAttacks ? { top: [...e.a], bottom: [...e.d] } : { top: [...e.d], bottom: [...e.a] }))
  const paired = new Set(combat.engagements.flatMap((e) => [...e.a, ...e.d]))
  const top = rivalSide.filter((id) => !paired.has(id))
  const bottom = ownSide.filter((id) => !paired.has(id))
  return { sides: null, engagements, loose: top.length > 0 || bottom.length > 0 ? { top, bottom } : null }
}
