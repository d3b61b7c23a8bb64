// The heuristic's Instants in the rival's windows: answers to a declared action (R9.12, RUL-27,
// RUL-43) and traps sprung on Dalmas entering the Zona de Combate (R14.3–R14.5, RUL-18).
//
// Answering in the rival's turn costs a Dalma nothing it would miss: its action marker goes at its
// own Descanso (R7.4). So besides protecting the character the rival goes for (a potion drunk, a
// poison applied, RUL-46, a Mago's help spell) and hurting the actor, the heuristic spends there
// what it would otherwise spend an own-turn action on: healing, poisons, a Mentalista's damage,
// Confusión on a rival Dalma that has not acted yet, the Lente's look at a face-down card.
import type { Card } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import { activeDalmas, castsLeft, effectsOf, isCasterCard, revealedEnemies, skillUsesLeft } from '../engine/queries'
import { other, type Decision, type InstanceId } from '../engine/state'
import { addCandidate, harmScore, offensiveInSight, pickRanked, potionScore, safeInCombatZone, threatToRelic } from './heuristic-main'
import { trapThreatOf, type Knowledge } from './knowledge'
import type { LegalMoves } from './legal-moves'
import { TUNING } from './heuristic-tuning'

type Candidate = { action: Action; score: number }
const LENTE = 'lente-de-vision-precisa'

export function chooseAnswer(k: Knowledge, legal: LegalMoves, top: Extract<Decision, { kind: 'answers' }>, ranked?: Action[]): Action {
  const declared = top.declared
  if (declared.seat === k.seat) return { type: 'decline' }
  const s = k.state
  const seat = k.seat
  const rival = other(seat)
  const rivalsTurn = s.activeSeat === rival
  const act = declared.act
  const threatened = act.kind === 'explore' || act.kind === 'shoot' ? act.targetId : act.kind === 'cast' || act.kind === 'useSkill' ? act.targetId : null
  const fight = act.kind === 'explore' && threatened !== null && s.cards[threatened]?.owner === seat
  const candidates: Candidate[] = []
  const looseIds = s.masters[seat].playZone.filter((id) => s.cards[id]?.faceUp && k.card(id)?.type !== 'dalma')

  for (const d of activeDalmas(s, k.catalogue, seat)) {
    const c = s.cards[d]
    const dCard = k.card(d)
    if (c === undefined || dCard === null || c.actionMarker) continue
    const protecting = threatened === d
    for (const id of looseIds) {
      const card = k.card(id) as Card
      if (card.type === 'potion') {
        // A Fuerza or Iniciativa potion counts when this Dalma is about to fight (the exploration aimed at it).
        const score = potionScore(k, d, card, protecting && fight)
        addCandidate(candidates, { type: 'drinkPotion', dalmaId: d, instanceId: id }, protecting ? score + 10 : rivalsTurn ? score - 5 : 0)
      } else if (card.type === 'poison') {
        for (const w of c.equipment) {
          if (k.card(w)?.type !== 'weapon' || (s.cards[w]?.effects ?? []).some((e) => e.until === 'nextAttack')) continue
          addCandidate(candidates, { type: 'applyPoison', dalmaId: d, instanceId: id, weaponId: w }, protecting && fight ? 34 : rivalsTurn ? 16 : 0)
        }
      }
    }
    const casts = isCasterCard(dCard) ? castsLeft(s, k.catalogue, d) : 0
    const inCombatZone = s.masters[seat].combatZone.includes(d)
    for (const l of c.learned) {
      const lc = k.card(l)
      if (lc?.type === 'skill' && inCombatZone) {
        // A skill on itself (R13.2: it already stands in the Zona de Combate, so using one moves it nowhere):
        // a boost when the exploration is aimed at it, healing when hurt.
        const score = selfSkillScore(k, d, lc, protecting && fight)
        if (score > 0) addCandidate(candidates, { type: 'useSkill', dalmaId: d, skillId: l, targetId: null }, score)
      }
      if (lc?.type !== 'spell' || casts <= 0) continue
      for (const [action, score] of spellAnswers(k, d, l, lc, declared.actorId, threatened, fight, rivalsTurn)) addCandidate(candidates, action, score)
    }
    for (const o of c.equipment) {
      if (s.cards[o]?.cardId !== LENTE || !rivalsTurn) continue
      const lens = s.cards[o]
      // The counter costs nothing the own turn needs; the look is for an offensive in sight (issue 29:
      // a look at every chance was 11 a game, where the search looked half as often).
      if (lens?.counterTurn === null) addCandidate(candidates, { type: 'activateLente', dalmaId: d, objectId: o, targetId: null, reveal: false }, 10)
      else if (!TUNING.lenteInSight || offensiveInSight(k)) {
        const target = mostLikelyTrap(k, rival)
        if (target !== null) addCandidate(candidates, { type: 'activateLente', dalmaId: d, objectId: o, targetId: target, reveal: true }, 20)
      }
    }
    // Skills that pay in the rival's turn (heuristic-plays: Mano ligera's gold, a next attack's Fuerza).
    if (rivalsTurn && s.phase.name === 'main') for (const [action, score] of rivalTurnSkills(k, d, declared.actorId)) addCandidate(candidates, action, score)
  }
  return pickRanked(candidates, legal, { type: 'decline' }, ranked)
}

/** Spells worth casting as an answer: help for the threatened own Dalma, harm for the actor, and in the rival's turn a Mentalista's damage or Confusión. */
function spellAnswers(k: Knowledge, casterId: InstanceId, spellId: InstanceId, card: Card, actorId: InstanceId, threatened: InstanceId | null, fight: boolean, rivalsTurn: boolean): [Action, number][] {
  const s = k.state
  const seat = k.seat
  const rival = other(seat)
  const out: [Action, number][] = []
  if (card.type !== 'spell') return out
  const helps = effectsOf(card).every((e) => (e.kind === 'modifyStat' && e.amount > 0) || e.kind === 'heal')
  if (helps) {
    // A Mago's help on the own Dalma the exploration is aimed at (it stands in the Zona de Combate, R12.8).
    if (fight && threatened !== null && card.profession === 'mago') castOn(out, casterId, spellId, threatened, 30)
    return out
  }
  if (card.profession === 'mentalista') {
    const targets = activeDalmas(s, k.catalogue, rival).filter((id) => s.masters[rival].playZone.includes(id))
    for (const t of targets) {
      if (takesAction(card)) {
        // R22.5: a rival Dalma that has not acted loses its action for the rest of the turn (Control
        // Mental, R22.4, spends it on what we choose: see heuristic-combat's chooseControlled).
        if (rivalsTurn && s.phase.name === 'main' && !s.cards[t]?.actionMarker) castOn(out, casterId, spellId, t, 18 + (k.stats(t)?.strength ?? 0))
        continue
      }
      const base = harmScore(k, card, t, fight && t === actorId)
      castOn(out, casterId, spellId, t, t === actorId ? base + 8 : rivalsTurn ? base - 6 : 0)
    }
    return out
  }
  for (const t of [...s.masters[rival].combatZone, ...revealedEnemies(s, rival)]) {
    const base = harmScore(k, card, t, false)
    castOn(out, casterId, spellId, t, t === actorId ? base + 8 : rivalsTurn ? base - 10 : 0)
  }
  return out
}

/**
 * Skills worth using as an answer in the rival's turn, where the action costs nothing the own turn
 * needs (markers go at the own Descanso, R7.4) and the skill use comes back at the Posada (R7.8):
 * Mano ligera's gold (R13.2 moves the Dalma into the Zona de Combate, so only where it is safe there
 * and not needed to defend the relic), and a Fuerza bonus for the next attack (Carga de Kaalbhart,
 * Tiro certero, Puñalada trapera: it rides to the own next fight, R14.2's "next attack") for a Dalma
 * that will attack soon. Not while the Dalma is the last one able to spring a face-down trap (R14.4).
 * Safety there counts only the rival Dalmas still able to explore this turn (not `actorId`, busy with
 * the action answered, nor the marked ones).
 */
function rivalTurnSkills(k: Knowledge, dalmaId: InstanceId, actorId: InstanceId): [Action, number][] {
  const s = k.state
  const c = s.cards[dalmaId]
  if (c === undefined || c.learned.length === 0 || skillUsesLeft(s, k.catalogue, dalmaId) <= 0) return []
  const out: [Action, number][] = []
  let checked: boolean | null = null
  const fine = () => (checked ??= (!TUNING.manoSafe || (safeInCombatZone(k, dalmaId, actorId) && !lastSpringer(k, dalmaId))) && threatToRelic(k, [dalmaId]) < TUNING.manoThreat)
  for (const l of c.learned) {
    const card = k.card(l)
    if (card?.type !== 'skill') continue
    const effects = effectsOf(card)
    if (effects.some((e) => e.kind === 'gainMoney')) { if (fine()) out.push([{ type: 'useSkill', dalmaId, skillId: l, targetId: null }, 14]) }
    else if (effects.some((e) => e.kind === 'modifyStat' && e.stat === 'strength' && e.amount > 0 && e.duration === 'nextAttack')) {
      const riding = c.effects.some((e) => e.until === 'nextAttack')
      if (TUNING.nextAttackAnswers && !riding && offensiveInSight(k) && fine()) out.push([{ type: 'useSkill', dalmaId, skillId: l, targetId: null }, 12])
    }
  }
  return out
}

/** Whether marking this Dalma would leave a face-down trap with no unmarked Dalma to spring it (R14.4). */
function lastSpringer(k: Knowledge, dalmaId: InstanceId): boolean {
  const s = k.state
  let traps = 0
  for (const id of s.masters[k.seat].playZone) if (!s.cards[id]?.faceUp && k.card(id)?.type === 'trap') traps++
  if (traps === 0) return false
  let springers = 0
  for (const id of activeDalmas(s, k.catalogue, k.seat)) if (id !== dalmaId && !s.cards[id]?.actionMarker) springers++
  return springers < traps
}

/** Confusión and Control Mental: spells that take a rival Dalma's action (they need one that has not acted, R22.5, RUL-42). */
export const takesAction = (card: Card): boolean => card.id === 'confusion' || card.id === 'control-mental'

/** Worth of a skill a Dalma uses on itself as an answer: Fuerza, Resistencia or Iniciativa before the fight aimed at it, Vida it has lost. */
function selfSkillScore(k: Knowledge, dalmaId: InstanceId, card: Card, fight: boolean): number {
  const c = k.state.cards[dalmaId]
  if (c === undefined) return 0
  let score = 0
  for (const e of effectsOf(card)) {
    if (e.kind === 'modifyStat' && e.amount > 0 && fight) score += e.stat === 'initiative' ? 20 : 30 + e.amount
    else if (e.kind === 'heal' && c.damage >= 3) score += 22 + Math.min(c.damage, e.amount === 'all' ? c.damage : e.amount)
  }
  return score
}

function mostLikelyTrap(k: Knowledge, rival: 0 | 1): InstanceId | null {
  let best: InstanceId | null = null, threat = -1
  for (const id of k.state.masters[rival].playZone) {
    if (k.state.cards[id]?.faceUp) continue
    const t = k.trapThreat(id)
    const v = t.damage + t.strength + t.initiative
    if (v > threat) { threat = v; best = id }
  }
  return best
}

/**
 * R14.3–R14.5: a trap on the entrant it hurts most. A damage trap first where it kills, else on the
 * strongest; a Fuerza trap on the strongest; an Iniciativa trap on the fastest. Each unmarked own
 * Dalma springs one (R14.4), so the window is asked again for the next.
 */
export function chooseTrap(k: Knowledge, legal: LegalMoves, top: Extract<Decision, { kind: 'traps' }>): Action {
  const s = k.state
  const seat = k.seat
  const springers = activeDalmas(s, k.catalogue, seat).filter((id) => !s.cards[id]?.actionMarker)
  // Outside an offensive (top.then names the exploration or skill that entered) only a kill is worth the trap.
  const killOnly = TUNING.trapEntryKill && top.then !== null
  const traps = s.masters[seat].playZone.filter((id) => !s.cards[id]?.faceUp && k.card(id)?.type === 'trap')
  let best: Candidate | null = null
  for (const trapId of traps) {
    const t = trapThreatOf(k.card(trapId) as Card)
    if (t.silver > s.masters[seat].silver) continue
    for (const targetId of top.entering) {
      const f = k.stats(targetId)
      if (f === null || f.life <= 0) continue
      // …but a Fuerza cut still weakens the entrant's blow in the fight it goes into.
      if (killOnly && t.damage < f.life && t.strength === 0) continue
      let score = 0
      if (t.damage > 0) score += t.damage >= f.life ? 100 + f.strength + f.life : 20 + 3 * t.damage + 2 * f.strength
      if (t.strength > 0) score += 15 + 3 * t.strength * f.strength
      if (t.initiative > 0) score += 10 + f.initiative + f.strength
      for (const dalmaId of springers) {
        const action: Action = { type: 'activateTrap', dalmaId, trapId, targetId }
        if (best === null || score > best.score) best = { action, score }
        break
      }
    }
  }
  if (best !== null && legal.allows(best.action)) return best.action
  return { type: 'decline' }
}

/** A cast of `spellId` on `targetId` worth making (a score of zero or less is none). */
function castOn(out: [Action, number][], casterId: InstanceId, spellId: InstanceId, targetId: InstanceId, score: number): void {
  if (score > 0) out.push([{ type: 'cast', dalmaId: casterId, spellId, targetId }, score])
}
