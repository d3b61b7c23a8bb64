// Plays a scenario's steps on the engine. A step is one decision by whoever holds it; list-valued
// steps stand for several staged engine decisions and are all-or-nothing: if any part is refused,
// the step changes nothing. The engine's automatic steps (single options included) run between
// the parts, so a part the engine already took on its own is accepted when it took it as written.
import type { Catalogue } from '../../catalogue/schema'
import type { Action } from '../../engine/actions'
import { apply } from '../../engine/apply'
import { loadedBows, opponentsOf } from '../../engine/combat-queries'
import { defOf } from '../../engine/draft'
import type { EngineError } from '../../engine/errors'
import { describeError } from '../../engine/errors'
import type { GameEvent } from '../../engine/events'
import { topDecision } from '../../engine/stack'
import type { GameState, InstanceId, Seat } from '../../engine/state'
import { checkTrap, trapSpringers } from '../../engine/trap-check'
import { buildBoard, seatOf } from './board'
import { stepVerbs, type ScenarioFile, type Step } from './schema'

export type StepOutcome = { ok: true } | { ok: false; code: string; message: string }
export type StepRun = { outcome: StepOutcome; events: GameEvent[] }
export type ScenarioRun = {
  initial: GameState
  state: GameState
  labels: ReadonlyMap<string, InstanceId>
  /** Events before the first step (step null), then each accepted step's. */
  setupEvents: GameEvent[]
  steps: StepRun[]
}

type Applied = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError }

/** Runs the whole file: board, then each step in order (a refused step is reported and skipped). */
export function runScenarioFile(file: ScenarioFile, catalogue: Catalogue): ScenarioRun {
  const board = buildBoard(file, catalogue)
  let state = board.state
  const steps: StepRun[] = []
  for (const step of file.steps ?? []) {
    const r = runStep(state, step, board.labels, catalogue)
    if (r.ok) {
      state = r.state
      steps.push({ outcome: { ok: true }, events: r.events })
    } else {
      steps.push({ outcome: { ok: false, code: r.error.code, message: describeError(r.error) }, events: [] })
    }
  }
  return { initial: board.state, state, labels: board.labels, setupEvents: board.events, steps }
}

/** The seat whose decision the engine waits for. */
export function decider(state: GameState): Seat {
  return topDecision(state)?.seat ?? state.activeSeat
}

/** One step: its engine actions applied in order, all or nothing. */
export function runStep(state: GameState, step: Step, labels: ReadonlyMap<string, InstanceId>, catalogue: Catalogue): Applied {
  if (state.result !== null) return { ok: false, error: { code: 'gameOver' } }
  if (step.master !== undefined && seatOf(step.master) !== decider(state)) {
    return { ok: false, error: { code: 'illegal', reason: 'notYourDecision', rule: 'R9.12' } }
  }
  const id = (label: string): InstanceId => {
    const found = labels.get(label)
    // Validation checked every label; a miss here is a bug in the caller.
    if (found === undefined) throw new Error(`scenario: label ${label} not declared`)
    return found
  }
  const runner = new StepRunner(state, catalogue)
  const verb = stepVerbs(step)[0]
  const by = step.by === undefined ? null : id(step.by)
  const target = step.target === undefined ? null : id(step.target)
  const isEnemy = (cid: InstanceId) => defOf(catalogue, runner.state.cards[cid]?.cardId ?? '').type === 'enemy'
  switch (verb) {
    case undefined: return { ok: false, error: { code: 'noSuchChoice', action: 'decline' } }
    case 'draw': return runner.one({ type: 'draw' })
    case 'place': return runner.one({ type: 'place', instanceId: id(step.place as string) })
    case 'reveal': return runner.one({ type: 'reveal', instanceId: id(step.reveal as string) })
    case 'revealEnemy': return runner.one({ type: 'revealEnemy', instanceId: id(step.revealEnemy as string) })
    case 'useTreasure': return runner.one({ type: 'useTreasure', instanceId: id(step.useTreasure as string) })
    case 'equip': {
      const instanceId = id(step.equip as string), replaceIds = (step.replace ?? []).map(id)
      const actor = by as InstanceId
      return runner.one(isEnemy(actor) ? { type: 'enemyEquip', enemyId: actor, instanceId, replaceIds } : { type: 'equip', dalmaId: actor, instanceId, replaceIds })
    }
    case 'learn': return runner.one({ type: 'learn', dalmaId: by as InstanceId, instanceId: id(step.learn as string) })
    case 'drinkPotion': {
      const actor = by as InstanceId, instanceId = id(step.drinkPotion as string)
      return runner.one(isEnemy(actor) ? { type: 'enemyDrinkPotion', enemyId: actor, instanceId } : { type: 'drinkPotion', dalmaId: actor, instanceId })
    }
    case 'applyPoison': {
      const actor = by as InstanceId, instanceId = id(step.applyPoison as string)
      const weaponId = step.weapon !== undefined ? id(step.weapon) : firstWeapon(runner.state, catalogue, actor, () => true) ?? -1
      if (weaponId === -1) return { ok: false, error: { code: 'noWeapon', instanceId: actor } }
      return runner.one(isEnemy(actor) ? { type: 'enemyApplyPoison', enemyId: actor, instanceId, weaponId } : { type: 'applyPoison', dalmaId: actor, instanceId, weaponId })
    }
    case 'reloadBow': {
      const actor = by as InstanceId, weaponId = id(step.reloadBow as string)
      const top = topDecision(runner.state)
      // R19.12, RUL-33: in the melee window, reloading replaces the fighter's attack.
      // R15.9: `arrow` loads from a card such as Flechas perforadoras, in any reload (R10.2, R19.12).
      const arrow = step.arrow === undefined ? {} : { arrowId: id(step.arrow) }
      if (top?.kind === 'melee' && top.fighterId === actor) return runner.one({ type: 'reloadInCombat', fighterId: actor, weaponId, ...arrow })
      if (isEnemy(actor)) return runner.one({ type: 'enemyReloadBow', enemyId: actor, weaponId, ...arrow })
      return runner.one({ type: 'reloadBow', dalmaId: actor, weaponId, ...arrow })
    }
    case 'shoot': {
      const actor = by as InstanceId, targetId = id(step.shoot as string)
      const top = topDecision(runner.state)
      // RUL-47: in the bow window, the shooter picks which of its rivals it shoots.
      if (top?.kind === 'bow') return runner.one({ type: 'aimBow', fighterId: by ?? top.fighterId, weaponId: step.weapon !== undefined ? id(step.weapon) : loadedBows(runner.state, catalogue, by ?? top.fighterId)[0] ?? -1, targetId })
      const isBow = (w: InstanceId) => { const c = defOf(catalogue, runner.state.cards[w]?.cardId ?? ''); return c.type === 'weapon' && c.weaponKind === 'bow' }
      const weaponId = step.weapon !== undefined ? id(step.weapon)
        : firstWeapon(runner.state, catalogue, actor, (w) => isBow(w) && runner.state.cards[w]?.loaded === true) ?? firstWeapon(runner.state, catalogue, actor, isBow) ?? -1
      if (weaponId === -1) return { ok: false, error: { code: 'notABow', instanceId: actor } }
      return runner.one(isEnemy(actor) ? { type: 'enemyShoot', enemyId: actor, weaponId, targetId } : { type: 'shoot', dalmaId: actor, weaponId, targetId })
    }
    case 'explore': return runner.one({ type: 'explore', dalmaId: by as InstanceId, targetId: id(step.explore as string) })
    case 'cast': return runner.one({ type: 'cast', dalmaId: by as InstanceId, spellId: id(step.cast as string), targetId: target })
    case 'useSkill': return runner.one({ type: 'useSkill', dalmaId: by as InstanceId, skillId: id(step.useSkill as string), targetId: target })
    case 'activate': return runner.one({ type: 'activateLente', dalmaId: by as InstanceId, objectId: id(step.activate as string), targetId: target, reveal: step.reveal === true })
    case 'activateTrap': return runner.one(trapAction(runner.state, catalogue, id(step.activateTrap as string), by, target))
    case 'throw': {
      const weaponId = id(step.throw as string)
      const fighterId = by ?? runner.state.cards[weaponId]?.equippedTo ?? -1
      const combat = runner.state.combat
      const targetId = target ?? (combat === null ? -1 : opponentsOf(combat, fighterId)[0] ?? -1)
      return runner.one({ type: 'throw', fighterId, weaponId, targetId })
    }
    case 'attack': {
      const top = topDecision(runner.state)
      const fighterId = by ?? (top?.kind === 'melee' ? top.fighterId : -1)
      return runner.one({ type: 'attack', fighterId, targetId: id(step.attack as string) })
    }
    case 'endEnemyActions': return runner.one({ type: 'endEnemyActions' })
    case 'endDalmaActions': return runner.one({ type: 'endDalmaActions' })
    case 'pass': return runner.one({ type: 'pass' })
    case 'decline': return runner.one({ type: 'decline' })
    case 'keepEmblem': return runner.one({ type: 'keepEmblem', instanceId: id(step.keepEmblem as string) })
    case 'protectingEnemy': return runner.one({ type: 'chooseProtectingEnemy', instanceId: id(step.protectingEnemy as string) })
    case 'innRest': return runner.one({ type: 'innRest', dalmaIds: (step.innRest ?? []).map(id) })
    case 'discardToLimit': return runner.discards((step.discardToLimit ?? []).map(id))
    case 'replace': {
      const kind = topDecision(runner.state)?.kind === 'initialReplacement' ? 'initialReplacement' : 'deferredReplacement'
      return runner.one({ type: kind, instanceIds: (step.replace ?? []).map(id) })
    }
    case 'offensive': return runner.offensive((step.offensive ?? []).map(id))
    case 'defend': return runner.defend((step.defend ?? []).map(id))
    case 'pairings': return runner.pairings((step.pairings ?? []).map(([a, b]) => [id(a), id(b)]))
    case 'reinforce': return runner.placements('reinforce', (step.reinforce ?? []).map(([a, b]) => [id(a), id(b)]))
    case 'split': return runner.placements('split', (step.split ?? []).map(([a, b]) => [id(a), id(b)]))
  }
  return { ok: false, error: { code: 'noSuchChoice', action: 'decline' } }
}

function firstWeapon(state: GameState, catalogue: Catalogue, actor: InstanceId, keep: (w: InstanceId) => boolean): InstanceId | undefined {
  const c = state.cards[actor]
  if (c === undefined) return undefined
  return c.equipment.find((w) => defOf(catalogue, state.cards[w]?.cardId ?? '').type === 'weapon' && keep(w))
}

/** R14.3: the springer and the target default to the ones that make the trap legal. */
function trapAction(state: GameState, catalogue: Catalogue, trapId: InstanceId, by: InstanceId | null, target: InstanceId | null): Action {
  const top = topDecision(state)
  const entering = top?.kind === 'traps' ? top.entering : []
  const springers = by !== null ? [by] : top?.kind === 'traps' ? trapSpringers(state, catalogue, top.seat) : []
  const targets = target !== null ? [target] : entering
  for (const dalmaId of springers) {
    for (const targetId of targets) {
      if (checkTrap(state, catalogue, dalmaId, trapId, targetId) === null) return { type: 'activateTrap', dalmaId, trapId, targetId }
    }
  }
  return { type: 'activateTrap', dalmaId: springers[0] ?? by ?? -1, trapId, targetId: targets[0] ?? -1 }
}

type Pair = [InstanceId, InstanceId]

/** Applies the parts of one step on a private copy; the caller keeps the old state on a refusal. */
class StepRunner {
  state: GameState
  events: GameEvent[] = []
  constructor(state: GameState, readonly catalogue: Catalogue) { this.state = state }

  private apply(action: Action): EngineError | null {
    const r = apply(this.state, action, this.catalogue)
    if (!r.ok) return r.error
    this.state = r.state
    this.events.push(...r.events)
    return null
  }

  private done(error: EngineError | null = null): Applied {
    return error === null ? { ok: true, state: this.state, events: this.events } : { ok: false, error }
  }

  one(action: Action): Applied {
    return this.done(this.apply(action))
  }

  private topIs(kind: string): boolean {
    return this.state.result === null && topDecision(this.state)?.kind === kind
  }

  /** R17.1, R17.2: declare, pick each attacker, launch. */
  offensive(attackers: InstanceId[]): Applied {
    if (!this.topIs('attackers')) {
      const e = this.apply({ type: 'declareOffensive' })
      if (e !== null) return this.done(e)
    }
    for (const dalmaId of attackers) {
      const top = topDecision(this.state)
      if (top?.kind === 'attackers' && this.state.result === null) {
        if (top.chosen.includes(dalmaId)) continue
        const e = this.apply({ type: 'chooseAttacker', dalmaId })
        if (e !== null) return this.done(e)
      }
    }
    if (this.topIs('attackers')) {
      const e = this.apply({ type: 'launchOffensive' })
      if (e !== null) return this.done(e)
    }
    // The engine may have picked a lone candidate on its own: the launched set must be the file's.
    const launched = this.events.find((e) => e.type === 'offensiveDeclared')
    if (launched === undefined || !sameSet(launched.attackers, attackers)) {
      const missing = attackers.find((a) => !launched?.attackers.includes(a))
      return this.done({ code: 'illegal', reason: 'notEligible', rule: 'R17.2', ...(missing === undefined ? {} : { instanceId: missing }) })
    }
    return this.done()
  }

  /** R17.5, RUL-36: add each defender, then stop; `[]` declines when asked and is a no-op otherwise. */
  defend(defenders: InstanceId[]): Applied {
    const seat = topDecision(this.state)?.seat
    for (const dalmaId of defenders) {
      if (!this.topIs('defenders')) {
        const added = this.events.some((e) => e.type === 'defenderAdded' && e.dalmaId === dalmaId)
        if (!added) return this.done(seat === undefined ? { code: 'noSuchChoice', action: 'addDefender' } : { code: 'illegal', reason: 'notEligible', rule: 'R17.5', instanceId: dalmaId })
        continue
      }
      const e = this.apply({ type: 'addDefender', dalmaId })
      if (e !== null) return this.done(e)
    }
    if (this.topIs('defenders')) return this.done(this.apply({ type: 'decline' }))
    return this.done()
  }

  /** R5.10: the cards to discard down to the limit, staged one at a time (all of them at once when the whole hand goes). */
  discards(ids: InstanceId[]): Applied {
    const top = topDecision(this.state)
    if (top?.kind !== 'discardToLimit') return this.done({ code: 'noSuchChoice', action: 'discardToLimit' })
    if (ids.length !== top.count) return this.done({ code: 'wrongCount', expected: top.count, given: ids.length })
    if (top.count === 0 || top.count >= this.state.masters[top.seat].hand.length) return this.done(this.apply({ type: 'discardToLimit', instanceIds: ids }))
    for (const cardId of ids) {
      const e = this.apply({ type: 'discardToLimit', instanceIds: [cardId] })
      if (e !== null) return this.done(e)
    }
    return this.done()
  }

  /** R19.14: the initial pairs; a pair naming an already placed fighter places the other as a reinforcement. */
  pairings(pairs: Pair[]): Applied {
    for (const [a, b] of pairs) {
      if (this.topIs('pairings')) {
        const e = this.apply({ type: 'pair', attackerId: a, defenderId: b })
        if (e !== null) return this.done(e)
        continue
      }
      if (this.topIs('reinforce')) {
        const combat = this.state.combat
        const placed = (x: InstanceId) => combat?.engagements.some((g) => g.a.includes(x) || g.d.includes(x)) ?? false
        const e = placed(a) ? this.apply({ type: 'reinforce', fighterId: b, opponentId: a }) : this.apply({ type: 'reinforce', fighterId: a, opponentId: b })
        if (e !== null) return this.done(e)
        continue
      }
      if (!this.tookPlace(a, b)) return this.done({ code: 'illegal', reason: 'pairingRule', rule: 'R19.14', instanceId: a })
    }
    return this.done()
  }

  /** R19.15–R19.17, RUL-20: each fighter beside its opponent, staged one at a time. */
  placements(kind: 'reinforce' | 'split', pairs: Pair[]): Applied {
    for (const [fighterId, opponentId] of pairs) {
      if (this.topIs(kind)) {
        const e = this.apply(kind === 'reinforce' ? { type: 'reinforce', fighterId, opponentId } : { type: 'split', fighterId, opponentId })
        if (e !== null) return this.done(e)
        continue
      }
      if (!this.tookPlace(fighterId, opponentId)) {
        return this.done(kind === 'reinforce' ? { code: 'illegal', reason: 'balanceRule', rule: 'R19.15', instanceId: fighterId } : { code: 'illegal', reason: 'notPaired', rule: 'R19.17', instanceId: fighterId })
      }
    }
    return this.done()
  }

  /** Whether the engine already set these two against each other on its own during this step. */
  private tookPlace(a: InstanceId, b: InstanceId): boolean {
    const match = (x: InstanceId, y: InstanceId) => (x === a && y === b) || (x === b && y === a)
    return this.events.some((e) => (e.type === 'paired' && match(e.attackerId, e.defenderId)) || (e.type === 'reinforced' && match(e.fighterId, e.opponentId)))
  }
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x))
}
