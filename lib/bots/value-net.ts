// A learned value for the search's leaves (issue 29, session 19): the chance `seat` wins, from a wider description
// of the state than evaluate.ts's sixteen features, through one hidden layer. It is the "value learned from many
// games' positions" the lab page left to the team as the design not yet tried: fitted by scripts/fit-value-net.ts on
// heuristic self-play (the policy the search's walks play on by), so it predicts what the walks' end states are worth.
// Analysis only: screened against the default on 400 tuning pairs it read −0.040 ± 0.034 games a pair (worse in the
// Caja 2 mirror, where it predicts no better), so no default bot reads it (docs/lab-results.md, issue 29, session 19).
//
// The description is per Master, the same slots for any deck (counts, sums and maxima by card type and stat, money,
// cards left, the clock), so it carries to a player's own deck: nothing in it names a card.
import type { Catalogue } from '../catalogue/schema'
import { activeDalmas, characterStats, instanceOf, revealedEnemies } from '../engine/queries'
import { other, type GameState, type Seat } from '../engine/state'
import { turnsLeft } from './clock'
import { moneyValue } from './evaluate'
import { offensiveChance, threatToRelic } from './heuristic-main'
import { knowledgeOfState, type Knowledge } from './knowledge'

/** Card types counted in hand and face down in play, each its own slot. */
const HAND_TYPES = ['dalma', 'skill', 'spell', 'trap', 'potion', 'poison', 'treasure', 'weapon', 'armor', 'shield', 'accessory', 'object', 'emblem', 'soldier'] as const

/** One Master's slots (own and rival's are laid side by side, own first). */
export const SIDE_SLOTS = [
  'dalmas', 'strength', 'resistance', 'life', 'initiativeMax', 'learned', 'equipment', 'faceDownPlay', 'faceDownDalmas',
  'enemies', 'enemyPower', 'hiddenEnemies', 'defeatedEnemies', 'money', 'hand', 'deck', 'turnsLeft', 'actionsSpent',
  ...HAND_TYPES.map((t) => `hand:${t}`),
] as const
/** Slots of the whole state, after both sides. */
export const SHARED_SLOTS = ['toMove', 'attackChance', 'threat', 'rivalAttackChance', 'rivalThreat', 'clockShort', 'clockMargin'] as const
export const VALUE_INPUTS = 2 * SIDE_SLOTS.length + SHARED_SLOTS.length

function sideSlots(k: Knowledge, out: number[]): void {
  const s = k.state, cat = k.catalogue, seat = k.seat
  let dalmas = 0, strength = 0, resistance = 0, life = 0, initiativeMax = 0, learned = 0, equipment = 0
  for (const id of activeDalmas(s, cat, seat)) {
    const st = characterStats(s, cat, id)
    const c = instanceOf(s, id)
    dalmas++
    strength += st.strength
    resistance += st.resistance
    life += Math.max(0, st.life)
    initiativeMax = Math.max(initiativeMax, st.initiative)
    learned += c.learned.length
    equipment += c.equipment.length
  }
  const m = s.masters[seat]
  let faceDownPlay = 0, faceDownDalmas = 0
  for (const id of m.playZone) {
    const c = instanceOf(s, id)
    if (c.faceUp) continue
    faceDownPlay++
    if (cat.byId.get(c.cardId)?.type === 'dalma') faceDownDalmas++
  }
  let enemies = 0, enemyPower = 0, hiddenEnemies = 0, defeatedEnemies = 0
  for (const id of revealedEnemies(s, seat)) { const st = characterStats(s, cat, id); enemies++; enemyPower += st.strength + st.resistance + Math.max(0, st.life) / 2 }
  for (const id of m.relicZone.enemies) { const c = instanceOf(s, id); if (c.defeated) defeatedEnemies++; else if (!c.faceUp) hiddenEnemies++ }
  const byType = new Map<string, number>()
  for (const id of m.hand) { const t = cat.byId.get(instanceOf(s, id).cardId)?.type; if (t !== undefined) byType.set(t, (byType.get(t) ?? 0) + 1) }
  const spent = s.activeSeat === seat && s.phase.name !== 'endOfTurn' ? m.masterActions : 0
  out.push(
    dalmas, strength / 5, resistance / 5, life / 5, initiativeMax / 5, learned, equipment, faceDownPlay, faceDownDalmas,
    enemies, enemyPower / 10, hiddenEnemies, defeatedEnemies, moneyValue(m.silver), m.hand.length / 5, m.deck.length / 10,
    Math.min(10, turnsLeft(k, seat)) / 5, spent / 5,
    ...HAND_TYPES.map((t) => byType.get(t) ?? 0),
  )
}

/** The value net's input for `seat` in a complete state (a search world, or a game seen whole). */
export function valueInputs(s: GameState, cat: Catalogue, seat: Seat): number[] {
  const rival = other(seat)
  const out: number[] = []
  const mine = knowledgeOfState(s, seat, cat), theirs = knowledgeOfState(s, rival, cat)
  sideSlots(mine, out)
  sideSlots(theirs, out)
  const a = turnsLeft(mine, seat), b = turnsLeft(theirs, rival)
  out.push(
    s.activeSeat === seat ? 1 : -1,
    offensiveChance(mine, false), threatToRelic(mine), offensiveChance(theirs, false), threatToRelic(theirs),
    (b < 2 ? 1 : 0) - (a < 2 ? 1 : 0),
    Math.max(-5, Math.min(5, a - b)) / 5,
  )
  return out
}

/** A net with one hidden layer of tanh units: input scaling, then weights row by row. */
export type ValueNet = {
  readonly inputs: number
  readonly hidden: number
  /** Per input: subtract `mean`, divide by `scale` (fitted on the training samples). */
  readonly mean: readonly number[]
  readonly scale: readonly number[]
  /** hidden × inputs, row-major. */
  readonly w1: readonly number[]
  readonly b1: readonly number[]
  readonly w2: readonly number[]
  readonly b2: number
}

/** The net's win chance for an input vector. */
export function valueOf(net: ValueNet, x: readonly number[]): number {
  let z = net.b2
  for (let h = 0; h < net.hidden; h++) {
    let a = net.b1[h] as number
    const row = h * net.inputs
    for (let i = 0; i < net.inputs; i++) a += (net.w1[row + i] as number) * (((x[i] as number) - (net.mean[i] as number)) / (net.scale[i] as number))
    z += (net.w2[h] as number) * Math.tanh(a)
  }
  return 1 / (1 + Math.exp(-z))
}

/** The chance `seat` wins, in [0, 1]: 1 or 0 once the game is decided, 0.5 for a draw; else the net's. */
export function evaluateWithNet(net: ValueNet, s: GameState, cat: Catalogue, seat: Seat): number {
  const r = s.result
  if (r !== null) {
    if (r.kind === 'defeat') return r.loser === seat ? 0 : 1
    return 0.5
  }
  return valueOf(net, valueInputs(s, cat, seat))
}
