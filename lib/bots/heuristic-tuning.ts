// The heuristic's card rules' knobs (issue 29), one object so that scripts/heuristic-ab.ts can play a
// variant against the default on the same deals. The values are the ones measured best; never change
// them at run time outside such a script.
export type HeuristicTuning = {
  /** Mano ligera as an answer in the rival's turn: the most the relic may be threatened without this Dalma defending. */
  manoThreat: number
  /** …and whether the Dalma must be safe in the Zona de Combate and not the last one able to spring a trap. */
  manoSafe: boolean
  /** Next-attack Fuerza skills as answers in the rival's turn. */
  nextAttackAnswers: boolean
  /** Punzada mental and other non-lethal damage only where the wound lasts into a fight. */
  woundsLast: boolean
  /** …for a Mago's spell (and any damage not a Mentalista's) too; false: a Mago's damage always counts. */
  woundsLastMago: boolean
  /** …for a rival's enemy too (it heals 3 at its Master's Descanso, R7.6); false: damage on an enemy always counts. */
  woundsLastEnemy: boolean
  /** …and a wound counts on a rival Dalma whose Master cannot pay the Posada now (R7.8): it stays. */
  woundsBroke: boolean
  /** …and in the rival's turn only with an own offensive in sight (else always: the wound lasts through the own next turn). */
  woundsInSight: boolean
  /** …and always on a Dalma not wounded yet (it must pay a gold at the Posada, R7.8, or keep the wound). */
  firstWound: boolean
  /** …in the rival's turn only (then the wound lasts through the own next turn, or costs a gold at its Posada). */
  firstWoundRival: boolean
  /** The Lente's look only for an offensive in sight. */
  lenteInSight: boolean
  /** The least worth for which an Emblema is placed and revealed. */
  emblemBar: number
  /** A relic enemy revealed (R8.5) when the relic's threat is at least this, at any Master action of the turn (1: never by this rule). */
  enemyThreat: number
  /** The offensive's bar on the chance of capture (R17.1) when neither Master is clearly ahead on the clock, and when the rival will run out first. */
  attackBar: number
  attackBarAhead: number
  /** A rival's face-down card in play weighed as a trap by the place prior (hidden-prior.ts), not by the pool's share. */
  trapPrior: boolean
  /** How much more a skill or spell boosting Fuerza or Resistencia for the turn is worth learning than a next-attack one. */
  turnBoost: number
  /** The Posada (R7.8) for a wound of at least this much Vida, or one that leaves at most `restLife`. */
  restDamage: number
  restLife: number
  /** Window damage on the fighter's own foe counted only for the share its own blow would not take anyway (overkill). */
  windowOverkill: boolean
  /** A boost for the turn in an offensive also counted against the rival fighter met after the foe falls (R19.16). */
  windowNextFoe: boolean
  /** An exploration (R16.1) only when the explorer survives its round at least this likely, and stays in the Zona de Combate dying at most `exploreDanger` likely. */
  exploreSurvive: number
  exploreDanger: number
  /** The least Vida a window play (R19.5) must be worth (a skill use or cast spent on less is kept for the next fight). */
  windowBar: number
  /** R14.3–R14.4: at an exploration's or a skill's entry (not an offensive's), spring only a trap that kills the entrant or cuts its Fuerza (the rest wait for the offensive). */
  trapEntryKill: boolean
  /** R19.5 step 5, R19.8: Iniciativa in a window counts each rival it lets the fighter strike before (both kills: the one it strikes first and the one it escapes), its engaged rivals and, in an offensive, the one met after (R19.16); false: the kill it strikes first against its foe alone. */
  windowInitiative: boolean
  /** R19.14, R19.16: in an offensive, each pair judged by how the whole fight goes on from it (fight-plan.ts), not by its own duel's edge. */
  pairPlan: boolean
  /** R19.15, R19.16: in an offensive, each reinforcement judged the same way, not by the kill it makes likeliest. */
  reinforcePlan: boolean
  /** …and in that plan a faster fighter's first blow lands this share of a round before its target strikes (R19.5). 0: off. */
  planHeadStart: number
}

export const TUNING: HeuristicTuning = {
  manoThreat: 0.2,
  manoSafe: true,
  nextAttackAnswers: true,
  woundsLast: true,
  woundsLastMago: false,
  woundsLastEnemy: true,
  woundsBroke: true,
  woundsInSight: true,
  firstWound: true,
  firstWoundRival: false,
  lenteInSight: true,
  emblemBar: 1,
  enemyThreat: 1,
  attackBar: 0.62,
  attackBarAhead: 0.85,
  trapPrior: false,
  turnBoost: 1.6,
  restDamage: 1,
  restLife: 99,
  windowOverkill: true,
  windowNextFoe: true,
  exploreSurvive: 0.85,
  exploreDanger: 0.2,
  windowBar: 0.2,
  trapEntryKill: true,
  windowInitiative: true,
  pairPlan: true,
  reinforcePlan: true,
  planHeadStart: 0.5,
}

/** A bot that decides with these knobs and puts the defaults back after (decisions are synchronous). */
export function withTuning<A extends unknown[], R>(knobs: Partial<HeuristicTuning>, f: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    const saved = { ...TUNING }
    Object.assign(TUNING, knobs)
    try { return f(...args) } finally { Object.assign(TUNING, saved) }
  }
}
