// Declared boards for rule tests (forceteki style): say what each zone holds instead of shuffling,
// then act and assert. Cards are named by card id; `as` gives an instance a label to find it by.
import type { Catalogue } from '../catalogue/schema'
import { EMPTY_EFFECTS, EMPTY_IDS } from '../engine/empty'
import { EMPTY_LOG } from '../engine/log'
import { createRng } from '../engine/rng'
import type { CardInstance, Decision, GameMode, GameState, InstanceId, MasterState, Phase, Seat, StatOverride, TurnFlags, Variant } from '../engine/state'
import { NO_FLAGS } from '../engine/state'

export type CardSpec = string | {
  card: string
  /** Label for `ids.get(label)`. */
  as?: string
  faceUp?: boolean
  marker?: boolean
  damage?: number
  useCounters?: number
  loaded?: boolean
  defeated?: boolean
  /** Facts of the current turn (TurnFlags): explored (R16.6), fought (R19.2), reloaded (R9.3), recovered (R17.3). */
  explored?: boolean
  fought?: boolean
  reloaded?: boolean
  recovered?: boolean
  /** Lente de Visión Precisa: the game turn its observation counter was put (R22.6). */
  counterTurn?: number | null
  /** Printed values replaced for this instance only. */
  stats?: StatOverride
  /** Characters: cards equipped to it (face up). */
  equipment?: CardSpec[]
  /** Dalmas: spells and skills it knows (face up). */
  learned?: CardSpec[]
}

export type MasterSpec = {
  /** Top first. */
  deck?: CardSpec[]
  hand?: CardSpec[]
  /** Face up unless the spec says faceUp: false. */
  playZone?: CardSpec[]
  combatZone?: CardSpec[]
  relic?: string | null
  /** Face down unless the spec says faceUp: true. */
  enemies?: CardSpec[]
  discard?: CardSpec[]
  gold?: number
  silver?: number
  masterActions?: number
  turn?: number
  replacementUsed?: boolean
  inert?: boolean
}

export type ScenarioSpec = {
  mode?: GameMode
  seed?: number
  masters: [MasterSpec] | [MasterSpec, MasterSpec]
  active?: Seat
  firstSeat?: Seat
  /** Default: the Fase Principal's Master actions. */
  phase?: Phase
  pendingChoice?: Decision | null
  variant?: Variant
  /** Dice rolled before the RNG is used. */
  dice?: number[]
  maxTurns?: number | null
}

export type Scenario = {
  state: GameState
  /** The instance labelled `label` (throws if none: a test typo). */
  id(label: string): InstanceId
  /** Every label of the board, in declaration order. */
  labels: ReadonlyMap<string, InstanceId>
}

export function scenario(catalogue: Catalogue, spec: ScenarioSpec): Scenario {
  const cards: CardInstance[] = []
  const labels = new Map<string, InstanceId>()
  const make = (s: CardSpec, owner: Seat, faceUpDefault: boolean): InstanceId => {
    const o = typeof s === 'string' ? { card: s } : s
    if (!catalogue.byId.has(o.card)) throw new Error(`scenario: unknown card ${o.card}`)
    const id = cards.length
    const inst: CardInstance = {
      id, cardId: o.card, owner, faceUp: o.faceUp ?? faceUpDefault, actionMarker: o.marker ?? false,
      useCounters: o.useCounters ?? 0, damage: o.damage ?? 0, loaded: o.loaded ?? false, defeated: o.defeated ?? false,
      equippedTo: null, equipment: EMPTY_IDS, learnedBy: null, learned: EMPTY_IDS, effects: EMPTY_EFFECTS,
      flags: flagsOf(o), counterTurn: o.counterTurn ?? null,
    }
    if (o.stats !== undefined && Object.keys(o.stats).length > 0) inst.statOverride = { ...o.stats }
    cards.push(inst)
    if (o.as !== undefined) {
      if (labels.has(o.as)) throw new Error(`scenario: label ${o.as} used twice`)
      labels.set(o.as, id)
    }
    if (o.equipment) {
      inst.equipment = o.equipment.map((e) => {
        const eid = make(e, owner, true)
        ;(cards[eid] as CardInstance).equippedTo = id
        return eid
      })
    }
    if (o.learned) {
      inst.learned = o.learned.map((l) => {
        const lid = make(l, owner, true)
        ;(cards[lid] as CardInstance).learnedBy = id
        return lid
      })
    }
    return id
  }
  const mode = spec.mode ?? 'goldfish'
  const buildMaster = (seat: Seat, m: MasterSpec | undefined): MasterState => {
    const ms = m ?? {}
    const relic = ms.relic ?? null
    return {
      seat,
      deck: (ms.deck ?? []).map((c) => make(c, seat, false)),
      hand: (ms.hand ?? []).map((c) => make(c, seat, false)),
      playZone: (ms.playZone ?? []).map((c) => make(c, seat, true)),
      combatZone: (ms.combatZone ?? []).map((c) => make(c, seat, true)),
      relicZone: { relic: relic === null ? null : make({ card: relic, faceUp: true }, seat, true), enemies: (ms.enemies ?? []).map((c) => make(c, seat, false)) },
      discard: (ms.discard ?? []).map((c) => make(c, seat, true)),
      silver: (ms.gold ?? 0) * 10 + (ms.silver ?? 0),
      masterActions: ms.masterActions ?? 0,
      turn: ms.turn ?? 2,
      replacementUsed: ms.replacementUsed ?? true,
      inert: ms.inert ?? (mode === 'goldfish' && seat === 1),
      startingDalma: null,
    }
  }
  const masters: [MasterState, MasterState] = [buildMaster(0, spec.masters[0]), buildMaster(1, spec.masters[1])]
  const state: GameState = {
    mode,
    goldfishSeat: 'first',
    maxTurns: spec.maxTurns ?? null,
    rng: createRng(spec.seed ?? 1),
    forcedDice: spec.dice ?? [],
    masters,
    cards,
    activeSeat: spec.active ?? 0,
    firstSeat: spec.firstSeat ?? 0,
    phase: spec.phase ?? { name: 'main', step: 'masterActions' },
    variant: spec.variant ?? 'none',
    stack: spec.pendingChoice ? [spec.pendingChoice] : [],
    combat: null,
    result: null,
    log: EMPTY_LOG,
  }
  return {
    state,
    labels,
    id(label) {
      const id = labels.get(label)
      if (id === undefined) throw new Error(`scenario: no card labelled ${label}`)
      return id
    },
  }
}

function flagsOf(o: { explored?: boolean; fought?: boolean; reloaded?: boolean; recovered?: boolean }): TurnFlags {
  if (!o.explored && !o.fought && !o.reloaded && !o.recovered) return NO_FLAGS
  return { explored: o.explored ?? false, fought: o.fought ?? false, reloaded: o.reloaded ?? false, recovered: o.recovered ?? false }
}
