// The checks the game makes at once (RUL-44), after every step and before anything else goes on,
// in this order: characters at 0 Vida or less die; hands over their limit are discarded down by
// their own Masters; then victory and defeat for both Masters together (R21, RUL-45). The driver
// runs them; no other module kills a character, trims a hand or ends a game. Magic: The
// Gathering's state-based actions (its rule 704) are the model.
//
// They look only where something changed since they last ran (the draft's `touched`, `lethal` and
// `dalmaLeft`), so running them after every step costs next to nothing.
import type { Draft } from './draft'
import type { DeathCause } from './draft'
import type { InstanceId, Seat } from './ids'
import { other } from './ids'
import { dealDamage, isAlive, isDoomed } from './fighting'
import { activeDalmas, HAND_LIMIT, handLimitLifted, hasActiveDalma, revealedEnemies } from './queries'
import { pushDecision } from './stack'
import type { DefeatReason, GameResult } from './state'
import { abilityEffects } from './triggers'
import { discardCard } from './zones'

/** Runs the standing checks until nothing more happens. `everything`: look at every character (a declared board). */
export function standingChecks(d: Draft, everything = false): void {
  if (d.s.result !== null) return
  // This runs after every step: each check first asks, cheaply, whether there is anything to look at.
  if (everything || d.touched.length > 0 || d.hasLethal()) {
    let dying = dyingCharacters(d, everything)
    while (dying.length > 0) {
      dieTogether(d, dying)
      dying = dyingCharacters(d, false) // the abilities the deaths fired may bring more down (R10.3)
    }
  }
  const hands = d.s.masters
  if (hands[0].hand.length > HAND_LIMIT || hands[1].hand.length > HAND_LIMIT) trimHands(d)
  if (d.dalmaLeft[0] || d.dalmaLeft[1] || d.s.combat?.kind === 'offensive') judge(d)
}

/** Whether `standingChecks(d)` would do nothing now: every one of its conditions above is false (the driver asks, driver.ts). */
export function standingChecksIdle(d: Draft): boolean {
  if (d.s.result !== null) return true
  const hands = d.s.masters
  return d.touched.length === 0 && !d.hasLethal() && hands[0].hand.length <= HAND_LIMIT && hands[1].hand.length <= HAND_LIMIT &&
    !d.dalmaLeft[0] && !d.dalmaLeft[1] && d.s.combat?.kind !== 'offensive'
}

// ---- R19.19: 0 Vida or less ---------------------------------------------------------------------

function dyingCharacters(d: Draft, everything: boolean): InstanceId[] {
  const candidates: InstanceId[] = everything ? charactersInPlay(d) : d.touched.slice()
  d.touched.length = 0
  if (d.hasLethal()) for (const id of d.lethalIds()) candidates.push(id)
  const out: InstanceId[] = []
  for (const id of candidates) {
    if (out.includes(id) || !isCharacter(d, id) || !isAlive(d, id)) continue
    if (isDoomed(d, id)) out.push(id)
  }
  return out
}

function isCharacter(d: Draft, id: InstanceId): boolean {
  const type = d.def(id).type
  return type === 'dalma' || type === 'enemy' || type === 'soldier'
}

function charactersInPlay(d: Draft): InstanceId[] {
  return [0, 1].flatMap((seat) => [...activeDalmas(d.s, d.catalogue, seat as Seat), ...revealedEnemies(d.s, seat as Seat)])
}

/**
 * RUL-44: the characters of one check die together (one event); then the abilities their deaths fire
 * (Bolg's "on death", R10.3) resolve, and the checks run again.
 */
function dieTogether(d: Draft, ids: readonly InstanceId[]): void {
  if (ids.length > 1) d.emit({ type: 'deaths', characterIds: ids.slice(), rule: 'RUL-44' })
  const fired: { id: InstanceId; cause: DeathCause | undefined }[] = []
  for (const id of ids) {
    const cause = d.takeLethal(id)
    removeDead(d, id, cause)
    fired.push({ id, cause })
  }
  for (const { id, cause } of fired) {
    const killerId = cause?.killerId ?? null
    if (killerId === null) continue
    for (const e of abilityEffects(d, id, 'onDeath')) if (e.kind === 'damage') dealDamage(d, killerId, e.amount, id, 'R10.3')
  }
}

/**
 * R19.19–R19.21, RUL-15: a dead Dalma is discarded with its equipment and learned cards; a dead enemy
 * is defeated (face down by its relic, its equipment discarded). It leaves the combat it was in.
 */
function removeDead(d: Draft, id: InstanceId, cause: DeathCause | undefined): void {
  const c = d.get(id)
  leaveCombat(d, id)
  d.emit({ type: 'died', characterId: id, cardId: c.cardId, killerId: cause?.killerId ?? null, rule: cause?.rule ?? 'R19.19' })
  if (d.def(id).type === 'enemy') {
    for (const e of c.equipment) discardCard(d, e, 'attached', 'died', 'RUL-15')
    const enemy = d.card(id)
    enemy.defeated = true
    enemy.faceUp = false
    enemy.actionMarker = false
    enemy.damage = 0
    if (enemy.effects.length > 0) enemy.effects = []
    d.emit({ type: 'enemyDefeated', seat: c.owner, enemyId: id, cardId: c.cardId, rule: 'R19.21' })
    return
  }
  const zone = d.s.masters[c.owner].combatZone.includes(id) ? 'combatZone' : 'playZone'
  discardCard(d, id, zone, 'died', 'R19.20')
}

function leaveCombat(d: Draft, id: InstanceId): void {
  const combat = d.s.combat
  if (combat === null || (!combat.attackers.includes(id) && !combat.defenders.includes(id))) return
  d.s.combat = {
    ...combat,
    attackers: combat.attackers.filter((x) => x !== id),
    defenders: combat.defenders.filter((x) => x !== id),
    engagements: combat.engagements.map((g) => ({ a: g.a.filter((x) => x !== id), d: g.d.filter((x) => x !== id) })),
    queue: combat.queue.filter((x) => x !== id),
    shots: combat.shots.filter((x) => x.shooterId !== id),
  }
}

// ---- R5.10: the hand limit ------------------------------------------------------------------------

/** R5.10, RUL-12, RUL-44: a hand over the limit (not lifted) is discarded down by its own Master, whoever's turn it is. */
function trimHands(d: Draft): void {
  for (const seat of [other(d.s.activeSeat), d.s.activeSeat]) {
    const size = d.s.masters[seat].hand.length
    if (size <= HAND_LIMIT) continue
    if (d.s.stack.some((f) => f.kind === 'discardToLimit' && f.seat === seat)) continue
    if (handLimitLifted(d.s, d.catalogue, seat)) continue
    pushDecision(d, { kind: 'discardToLimit', seat, count: size - HAND_LIMIT })
    d.emit({ type: 'handLimitExceeded', seat, handSize: size, rule: 'R5.10' })
  }
}

// ---- R21: victory and defeat ----------------------------------------------------------------------

/** RUL-45: both Masters' loss conditions are read together; both at once is a draw. */
function judge(d: Draft): void {
  const lost: [DefeatReason | null, DefeatReason | null] = [lossOf(d, 0), lossOf(d, 1)]
  d.dalmaLeft[0] = false
  d.dalmaLeft[1] = false
  const [a, b] = lost
  if (a === null && b === null) return
  const combat = d.s.combat
  if (a !== null && b !== null) {
    endGame(d, { kind: 'draw', turns: d.s.masters[0].turn + d.s.masters[1].turn, reason: 'bothLost' }, 'RUL-45')
    return
  }
  const loser: Seat = a !== null ? 0 : 1
  const reason = (a ?? b) as DefeatReason
  const turn = d.s.masters[d.s.activeSeat].turn
  if (reason === 'capture' && combat !== null) {
    d.emit({ type: 'relicCaptured', seat: combat.attackerSeat, rule: 'R21.1' })
    endGame(d, { kind: 'defeat', loser, reason, turn }, combat.round === 0 ? 'RUL-22' : 'R17.6')
    return
  }
  if (reason === 'forcedOffensiveFailed') d.emit({ type: 'offensiveFailed', seat: loser, forced: true, rule: 'R18.4' })
  endGame(d, { kind: 'defeat', loser, reason, turn: d.s.masters[loser].turn }, reason === 'allDalmasLost' ? 'R21.2' : 'R18.4')
}

/**
 * Why `seat` has lost, or null:
 * - its relic is captured (R17.6, R21.1, RUL-22): a rival offensive whose defence is settled has no
 *   defender left and at least one attacker alive (RUL-45);
 * - its forced offensive failed (R18.4, RUL-32): no attacker of it is left;
 * - every Dalma of its deck has died or left play for good (R21.2, RUL-21).
 */
function lossOf(d: Draft, seat: Seat): DefeatReason | null {
  const combat = d.s.combat
  if (combat !== null && combat.kind === 'offensive') {
    if (combat.attackerSeat !== seat && combat.step !== 'defenders' && combat.defenders.length === 0 && combat.attackers.length > 0) return 'capture'
    if (combat.attackerSeat === seat && combat.forced && combat.attackers.length === 0) return 'forcedOffensiveFailed'
  }
  if (d.dalmaLeft[seat] && allDalmasGone(d, seat)) return 'allDalmasLost'
  return null
}

/** R21.2, RUL-21: every Dalma card of the Master's deck is on its discard pile. */
function allDalmasGone(d: Draft, seat: Seat): boolean {
  if (hasActiveDalma(d.s, d.catalogue, seat)) return false // the usual answer, without a walk over every card
  const discarded = new Set(d.s.masters[seat].discard)
  let any = false
  for (const c of d.s.cards) {
    if (c.owner !== seat || d.catalogue.byId.get(c.cardId)?.type !== 'dalma') continue
    any = true
    if (!discarded.has(c.id)) return false
  }
  return any
}

/** The game is over: the result, the phase, no decision waits, no combat goes on. Only the driver calls this. */
export function endGame(d: Draft, result: GameResult, rule: string): void {
  d.s.result = result
  d.s.phase = { name: 'gameOver' }
  d.s.stack = []
  d.s.combat = null
  d.emit({ type: 'gameEnded', result, rule })
}
