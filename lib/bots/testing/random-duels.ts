// Whole duels for the property tests (duels.N.test.ts, heuristic-duels.N.test.ts): a seeded player
// (uniformly random among `legalActions`, or the heuristic bot on the true state) plays the two boxed
// decks to the end, and the engine's invariants are checked after every step. Checks throw plain
// errors (hundreds of states per game; `expect` per card would drown the runner); the tests assert
// the totals these functions return, so a broken invariant fails the test that played it.
//
// Cheap by design (CI runs 11,000 games): after every step only what the step changed is looked at
// (copy-on-write keeps every untouched card instance the very same object, so a changed character
// is found by identity); the whole board, `apply` on every listed action and its near misses, and
// the fast paths are checked on sampled states; a sample of games is replayed from its log.
import type { Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'
import type { Action } from '../../engine/actions'
import { timingFor } from '../../engine/act-check'
import { apply } from '../../engine/apply'
import { chooseHeuristic } from '../heuristic'
import { hasLegalAct, legalActsOf } from '../../engine/candidates'
import {
  anyCharacterActionLegal, anyMasterActionLegal, decisionOutlook, legalActions, legalDalmaActions, legalDecisionActions, legalEnemyActions,
  legalMasterActions,
} from '../../engine/legal'
import { activeDalmas, characterStats, HAND_LIMIT, handLimitLifted, instanceOf, isActiveDalma, isRevealedEnemy, revealedEnemies } from '../../engine/queries'
import { logActions, logLength } from '../../engine/log'
import { replay } from '../../engine/replay'
import { createRng, nextInt, type RngState } from '../../engine/rng'
import { createGame } from '../../engine/setup'
import { topDecision } from '../../engine/stack'
import { other, type Decision, type GameConfig, type GameState, type InstanceId, type Seat, type Variant } from '../../engine/state'

/** A game is refused as endless past this many actions (the turn cap ends real ones far sooner). */
export const MAX_ACTIONS = 20_000

export type Player = 'random' | 'heuristic'

export type DuelSetup = {
  seed: number; botSeed: number; swap: boolean; variant: Variant; maxTurns: number
  /** One state in `probeEvery`, on average, gets the whole board, every listed action and its near misses checked. */
  probeEvery: number
  /** Replay the game from its log and compare the states (a sample of the games). */
  replay: boolean
  player: Player
}

export type DuelTotals = {
  games: number; actions: number; probedStates: number; listedApplied: number; unlistedRefused: number; replayed: number
  /** Steps after which a character's Vida or a hand had to be looked at (so the step checks did look). */
  charactersChecked: number; handsOverLimit: number; captures: number
  ended: Record<string, number>
}

export const emptyTotals = (): DuelTotals => ({
  games: 0, actions: 0, probedStates: 0, listedApplied: 0, unlistedRefused: 0, replayed: 0, charactersChecked: 0, handsOverLimit: 0, captures: 0, ended: {},
})

const fail = (what: string, state: GameState): never => {
  const top = topDecision(state)
  throw new Error(`${what} (fase ${JSON.stringify(state.phase)}, decisión ${top?.kind ?? 'ninguna'}, acciones ${logLength(state.log)})`)
}

/**
 * The whole board: cards conserved (R3, R5: every instance in exactly one place, zone arrays,
 * equipped, learned, relic and enemies, owned by the Master whose zones hold it, attachments
 * pointing both ways), money never negative (RUL-8), Vida within bounds (damage never negative; no
 * character in play at 0 Vida or less, R19.19, RUL-44), hands within their limit (R5.10, RUL-44).
 */
export function checkDuelInvariants(state: GameState, catalogue: Catalogue): void {
  const places = placesOf(state)
  for (let i = 0; i < state.cards.length; i++) if (places[i] !== 1) fail(`la carta ${i} está en ${places[i]} sitios`, state)
  checkMoney(state)
  for (const c of state.cards) {
    if (!(c.damage >= 0) || !Number.isInteger(c.damage)) fail(`daño ${c.damage} en la carta ${c.id}`, state)
    if (c.equippedTo !== null && !instanceOf(state, c.equippedTo).equipment.includes(c.id)) fail(`la carta ${c.id} dice estar equipada a ${c.equippedTo}, que no la lleva`, state)
    for (const e of c.equipment) if (instanceOf(state, e).equippedTo !== c.id) fail(`${c.id} lleva ${e}, que no lo sabe`, state)
    if (c.learnedBy !== null && !instanceOf(state, c.learnedBy).learned.includes(c.id)) fail(`la carta ${c.id} dice conocerla ${c.learnedBy}, que no la conoce`, state)
    for (const l of c.learned) if (instanceOf(state, l).learnedBy !== c.id) fail(`${c.id} conoce ${l}, que no lo sabe`, state)
  }
  if (state.result !== null) return
  for (const seat of [0, 1] as const) {
    for (const id of activeDalmas(state, catalogue, seat)) checkLife(state, catalogue, id)
    for (const id of revealedEnemies(state, seat)) checkLife(state, catalogue, id)
  }
  checkHands(state, catalogue)
}

/**
 * What one step may have broken, looked at where it changed (RUL-44): money, every character whose
 * instance the step wrote (a character's Vida changes only through its own instance: damage,
 * equipment, effects), and the hands. Counts what it looked at into `totals`.
 */
export function checkStep(prev: GameState, next: GameState, catalogue: Catalogue, totals: DuelTotals): void {
  checkMoney(next)
  if (next.result !== null) return
  if (next.cards !== prev.cards) {
    for (let i = 0; i < next.cards.length; i++) {
      const c = next.cards[i]
      if (c === prev.cards[i] || c === undefined) continue
      if (!(c.damage >= 0)) fail(`daño ${c.damage} en la carta ${c.id}`, next)
      if (isActiveDalma(next, catalogue, i) || isRevealedEnemy(next, i)) {
        checkLife(next, catalogue, i)
        totals.charactersChecked++
      }
    }
  }
  if (checkHands(next, catalogue)) totals.handsOverLimit++
}

function checkMoney(state: GameState): void {
  for (const seat of [0, 1] as const) {
    const m = state.masters[seat]
    if (!(m.silver >= 0) || !Number.isInteger(m.silver)) fail(`dinero del asiento ${seat}: ${m.silver}`, state)
  }
}

/**
 * R5.10, RUL-44: no hand over its limit unless it is lifted or the pending decision is that very
 * discard (with both hands over, the other Master's discard may wait under it: nothing else may).
 * Returns whether a hand was over its limit.
 */
function checkHands(state: GameState, catalogue: Catalogue): boolean {
  let over = false
  for (const seat of [0, 1] as const) {
    if (state.masters[seat].hand.length <= HAND_LIMIT || handLimitLifted(state, catalogue, seat)) continue
    over = true
    const stack = state.stack
    let i = stack.length - 1
    while (i >= 0 && stack[i]?.kind === 'discardToLimit' && stack[i]?.seat !== seat) i--
    const frame = stack[i]
    if (frame?.kind !== 'discardToLimit' || frame.seat !== seat) fail(`la mano del asiento ${seat} tiene ${state.masters[seat].hand.length} cartas y no se está descartando`, state)
  }
  return over
}

function checkLife(state: GameState, catalogue: Catalogue, id: InstanceId): void {
  const s = characterStats(state, catalogue, id)
  if (!(s.life > 0) || s.life > s.maxLife) fail(`el personaje ${id} sigue en juego con ${s.life} de ${s.maxLife} de Vida`, state)
}

/**
 * The end of a game: a capture (R17.6, R21.1) was made by a living attacker (RUL-45), and a finished
 * game never goes on (no legal action; apply refuses).
 */
export function checkEnd(state: GameState, catalogue: Catalogue, totals: DuelTotals): void {
  const r = state.result
  if (r === null) return fail('la partida no ha terminado', state)
  if (r.kind === 'defeat' && r.reason === 'capture') {
    const winner = other(r.loser)
    const attackers = state.masters[winner].combatZone.filter((id) => isActiveDalma(state, catalogue, id))
    if (attackers.length === 0) fail('captura sin ningún atacante vivo', state)
    totals.captures++
  }
  if (legalActions(state, catalogue).length > 0) fail('una partida terminada ofrece acciones', state)
  const more = apply(state, { type: 'pass' }, catalogue)
  if (more.ok || more.error.code !== 'gameOver') fail('una partida terminada sigue aceptando acciones', state)
}

let scratch = new Uint8Array(0)

/** How many places hold each instance (zone arrays, equipped, learned, relic), checking owners on the way. */
function placesOf(state: GameState): Uint8Array {
  if (scratch.length < state.cards.length) scratch = new Uint8Array(state.cards.length)
  scratch.fill(0)
  const count = (id: InstanceId, seat: Seat): void => {
    scratch[id] = (scratch[id] ?? 0) + 1
    const c = instanceOf(state, id)
    if (c.owner !== seat) fail(`la carta ${id} está en las zonas del asiento ${seat} y es de otro`, state)
    for (const e of c.equipment) count(e, seat)
    for (const l of c.learned) count(l, seat)
  }
  for (const seat of [0, 1] as const) {
    const m = state.masters[seat]
    for (const zone of [m.deck, m.hand, m.playZone, m.combatZone, m.discard, m.relicZone.enemies]) for (const id of zone) count(id, seat)
    if (m.relicZone.relic !== null) count(m.relicZone.relic, seat)
  }
  return scratch
}

/**
 * Set-valued fields compare as sets (legalActions lists each set once, apply takes any order), a
 * missing arrow is a null one, and copies of one enemy are one protecting-enemy answer.
 */
export function actionKey(state: GameState, a: Action): string {
  const copy: Record<string, unknown> = a.type === 'chooseProtectingEnemy' ? { type: a.type, card: state.cards[a.instanceId]?.cardId ?? `#${a.instanceId}` } : { ...a }
  for (const key of ['instanceIds', 'dalmaIds', 'replaceIds']) {
    const v = copy[key]
    if (Array.isArray(v)) copy[key] = [...(v as number[])].sort((x, y) => x - y)
  }
  if (copy.arrowId === undefined || copy.arrowId === null) delete copy.arrowId
  return JSON.stringify(copy, Object.keys(copy).sort())
}

const ID_FIELDS = ['instanceId', 'dalmaId', 'enemyId', 'weaponId', 'targetId', 'spellId', 'skillId', 'objectId', 'trapId', 'fighterId', 'opponentId', 'attackerId', 'defenderId', 'arrowId'] as const

/** Every action type, with the fields it needs filled from `ids`: most of them are illegal at any moment. */
function anyAction(type: Action['type'], ids: readonly number[]): Action {
  const [a = 0, b = 0, c = 0] = ids
  switch (type) {
    case 'draw': case 'endEnemyActions': case 'endDalmaActions': case 'pass': case 'declareOffensive': case 'decline': case 'launchOffensive': return { type }
    case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure': case 'keepEmblem': case 'chooseProtectingEnemy': return { type, instanceId: a }
    case 'initialReplacement': case 'deferredReplacement': case 'discardToLimit': return { type, instanceIds: [a, b] }
    case 'innRest': return { type, dalmaIds: [a] }
    case 'equip': return { type, dalmaId: a, instanceId: b, replaceIds: [] }
    case 'learn': case 'drinkPotion': return { type, dalmaId: a, instanceId: b }
    case 'applyPoison': return { type, dalmaId: a, instanceId: b, weaponId: c }
    case 'reloadBow': return { type, dalmaId: a, weaponId: b }
    case 'shoot': return { type, dalmaId: a, weaponId: b, targetId: c }
    case 'explore': return { type, dalmaId: a, targetId: b }
    case 'cast': return { type, dalmaId: a, spellId: b, targetId: c }
    case 'useSkill': return { type, dalmaId: a, skillId: b, targetId: null }
    case 'activateLente': return { type, dalmaId: a, objectId: b, targetId: c, reveal: false }
    case 'enemyEquip': return { type, enemyId: a, instanceId: b, replaceIds: [] }
    case 'enemyDrinkPotion': return { type, enemyId: a, instanceId: b }
    case 'enemyApplyPoison': return { type, enemyId: a, instanceId: b, weaponId: c }
    case 'enemyReloadBow': return { type, enemyId: a, weaponId: b }
    case 'enemyShoot': return { type, enemyId: a, weaponId: b, targetId: c }
    case 'chooseAttacker': case 'addDefender': return { type, dalmaId: a }
    case 'pair': return { type, attackerId: a, defenderId: b }
    case 'reinforce': case 'split': return { type, fighterId: a, opponentId: b }
    case 'activateTrap': return { type, dalmaId: a, trapId: b, targetId: c }
    case 'throw': case 'aimBow': return { type, fighterId: a, weaponId: b, targetId: c }
    case 'attack': return { type, fighterId: a, targetId: b }
    case 'reloadInCombat': return { type, fighterId: a, weaponId: b }
  }
}

const ACTION_TYPES: readonly Action['type'][] = [
  'draw', 'place', 'reveal', 'revealEnemy', 'useTreasure', 'initialReplacement', 'chooseProtectingEnemy', 'innRest', 'deferredReplacement',
  'discardToLimit', 'keepEmblem', 'equip', 'learn', 'drinkPotion', 'applyPoison', 'reloadBow', 'shoot', 'explore', 'cast', 'useSkill',
  'activateLente', 'endDalmaActions', 'enemyEquip', 'enemyDrinkPotion', 'enemyApplyPoison', 'enemyReloadBow', 'enemyShoot', 'endEnemyActions',
  'pass', 'declareOffensive', 'decline', 'chooseAttacker', 'launchOffensive', 'addDefender', 'pair', 'reinforce', 'split', 'activateTrap',
  'throw', 'aimBow', 'attack', 'reloadInCombat',
]

/** Near misses of a listed action: one id changed, the same fields under another type, an answer from the wrong seat's card. */
function probesFor(state: GameState, listed: readonly Action[], rng: RngState): Action[] {
  const out: Action[] = []
  const n = state.cards.length
  for (let k = 0; k < 3 && listed.length > 0; k++) {
    const base = listed[nextInt(rng, listed.length)] as Action
    const fields = ID_FIELDS.filter((f) => typeof (base as Record<string, unknown>)[f] === 'number')
    if (fields.length > 0) {
      const f = fields[nextInt(rng, fields.length)] as string
      const v = (base as Record<string, unknown>)[f] as number
      // A neighbour, any instance, or an id past the table: legal only if it happens to be listed too.
      for (const w of [v + 1, v - 1, nextInt(rng, n), n + 3]) out.push({ ...base, [f]: w } as Action)
    }
    const ids = ID_FIELDS.map((f) => (base as Record<string, unknown>)[f]).filter((x): x is number => typeof x === 'number')
    out.push(anyAction(ACTION_TYPES[nextInt(rng, ACTION_TYPES.length)] as Action['type'], ids.length > 0 ? ids : [nextInt(rng, n), nextInt(rng, n), nextInt(rng, n)]))
  }
  for (let k = 0; k < 3; k++) out.push(anyAction(ACTION_TYPES[nextInt(rng, ACTION_TYPES.length)] as Action['type'], [nextInt(rng, n), nextInt(rng, n), nextInt(rng, n)]))
  return out
}

/**
 * The fast answers beside the full lists agree with them ("one place decides", issue 7): the
 * driver's outlook on the top decision, `hasLegalAct` beside `legalActsOf`, and the "any action
 * left?" questions of the turn structure beside the lists they summarise.
 */
export function checkFastPaths(state: GameState, catalogue: Catalogue): void {
  if (state.result !== null) return
  const top = topDecision(state)
  if (top !== undefined) {
    compareOutlook(state, catalogue, top)
    // The driver settles every decision with one option or none, so a decision still waiting has two or more.
    if (legalDecisionActions(state, catalogue, top).length < 2) fail(`la decisión ${top.kind} espera con menos de dos opciones`, state)
  }
  // Frames the driver settles on its own never surface, so the outlook is also asked of frames put on
  // this state as the engine would put them: an answers window for either Master, and in a combat
  // the spell and skill windows of every fighter.
  if (state.combat === null || top === undefined) {
    for (const seat of [0, 1] as Seat[]) {
      const someone = state.masters[other(seat)].playZone[0] ?? 0
      compareOutlook(withFrame(state, { kind: 'answers', seat, declared: { seat: other(seat), actorId: someone, act: { kind: 'explore', targetId: someone } }, declines: 1 }), catalogue)
    }
  }
  if (state.combat !== null) {
    for (const fighterId of [...state.combat.attackers, ...state.combat.defenders]) {
      const seat = instanceOf(state, fighterId).owner
      for (const window of ['spell', 'skill'] as const) compareOutlook(withFrame(state, { kind: 'combatWindow', seat, window, fighterId }), catalogue)
    }
  }
  for (const seat of [0, 1] as Seat[]) {
    for (const id of [...activeDalmas(state, catalogue, seat), ...revealedEnemies(state, seat)]) {
      const timing = timingFor(state, catalogue, id)
      if (timing === null) continue
      if (hasLegalAct(state, catalogue, id, timing) !== legalActsOf(state, catalogue, id, timing).length > 0) fail(`hasLegalAct y legalActsOf discrepan para ${id}`, state)
    }
  }
  if (top === undefined && state.phase.name === 'main') {
    const seat = state.activeSeat
    if (anyMasterActionLegal(state, catalogue, seat) !== legalMasterActions(state, catalogue).length > 0) fail('anyMasterActionLegal y legalMasterActions discrepan', state)
    if (anyCharacterActionLegal(state, catalogue, true) !== legalEnemyActions(state, catalogue).length > 0) fail('anyCharacterActionLegal y legalEnemyActions discrepan', state)
    if (anyCharacterActionLegal(state, catalogue, false) !== legalDalmaActions(state, catalogue).length > 0) fail('anyCharacterActionLegal y legalDalmaActions discrepan', state)
  }
}

const withFrame = (state: GameState, frame: Decision): GameState => ({ ...state, stack: [...state.stack, frame] })

function compareOutlook(state: GameState, catalogue: Catalogue, top: Decision | undefined = topDecision(state)): void {
  if (top === undefined) return
  const full = legalDecisionActions(state, catalogue, top)
  const outlook = decisionOutlook(state, catalogue, top)
  const expected = full.length === 0 ? 'none' : full.length === 1 ? actionKey(state, full[0] as Action) : 'many'
  const got = outlook === null ? 'none' : outlook === 'many' ? 'many' : actionKey(state, outlook)
  if (got !== expected) fail(`decisionOutlook dice ${got} y legalDecisionActions ${expected} para ${top.kind}`, state)
}

/** Plays one duel to its end with the setup's player, checking every step; adds to `totals`. */
export function playCheckedDuel(decks: readonly [Deck, Deck], setup: DuelSetup, catalogue: Catalogue, totals: DuelTotals): GameState {
  const [first, second] = setup.swap ? [decks[1], decks[0]] : [decks[0], decks[1]]
  const config: GameConfig = { seed: setup.seed, mode: 'duel', masters: [{ deck: first }, { deck: second }], maxTurns: setup.maxTurns, variant: setup.variant }
  const created = createGame(config, catalogue)
  if (!created.ok) throw new Error(`createGame: ${created.error.code}`)
  let state = created.value
  const bot = createRng(setup.botSeed)
  checkDuelInvariants(state, catalogue)
  let steps = 0
  while (state.result === null) {
    if (steps >= MAX_ACTIONS) fail(`la partida no acaba en ${MAX_ACTIONS} acciones`, state)
    const legal = legalActions(state, catalogue)
    if (legal.length === 0) fail('partida sin terminar y sin ninguna acción legal', state)
    if (steps % setup.probeEvery === nextInt(bot, setup.probeEvery)) probe(state, legal, catalogue, bot, totals)
    const action = choose(state, legal, setup.player, bot, catalogue)
    const r = apply(state, action, catalogue)
    if (!r.ok) return fail(`apply rechaza la acción elegida ${JSON.stringify(action)}: ${r.error.code}`, state)
    checkStep(state, r.state, catalogue, totals)
    state = r.state
    steps++
  }
  checkDuelInvariants(state, catalogue)
  checkEnd(state, catalogue, totals)
  if (setup.replay) {
    const replayed = replay(config, logActions(state.log), catalogue)
    if (!replayed.ok) fail(`la repetición falla en la acción ${replayed.index}: ${replayed.error.code}`, state)
    if (JSON.stringify(replayed.ok ? replayed.state : null) !== JSON.stringify(state)) fail('la repetición del registro no da el mismo estado', state)
    totals.replayed++
  }
  totals.games++
  totals.actions += steps
  const r = state.result
  const key = r === null ? 'none' : r.kind === 'defeat' ? `defeat:${r.reason}` : r.kind === 'draw' ? `draw:${r.reason}` : r.kind
  totals.ended[key] = (totals.ended[key] ?? 0) + 1
  return state
}

function choose(state: GameState, legal: readonly Action[], player: Player, bot: RngState, catalogue: Catalogue): Action {
  if (player === 'random') return legal[nextInt(bot, legal.length)] as Action
  // The heuristic bot on the true state (no view: the engine is under test here, not what the bot may know).
  return chooseHeuristic(state, topDecision(state)?.seat ?? state.activeSeat, legal, bot, catalogue)
}

/** A sampled state: the whole board, apply accepts every listed action and refuses every near miss not listed, the fast paths agree. */
function probe(state: GameState, legal: readonly Action[], catalogue: Catalogue, bot: RngState, totals: DuelTotals): void {
  checkDuelInvariants(state, catalogue)
  const keys = new Set(legal.map((a) => actionKey(state, a)))
  if (keys.size !== legal.length) fail('legalActions repite una acción', state)
  for (const a of legal) {
    const r = apply(state, a, catalogue)
    if (!r.ok) fail(`apply rechaza ${JSON.stringify(a)}, que legalActions lista: ${r.error.code}`, state)
    totals.listedApplied++
  }
  for (const p of probesFor(state, legal, bot)) {
    const listed = keys.has(actionKey(state, p))
    const r = apply(state, p, catalogue)
    if (r.ok !== listed) fail(`apply ${r.ok ? 'acepta' : 'rechaza'} ${JSON.stringify(p)}, que legalActions ${listed ? 'lista' : 'no lista'}`, state)
    if (!listed) totals.unlistedRefused++
  }
  checkFastPaths(state, catalogue)
  totals.probedStates++
}
