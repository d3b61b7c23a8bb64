// What one viewer of an online table may receive (ONLINE-API.md, "The table state"): the engine's
// `viewFor` decides what a seat knows; a spectator gets only what both seats know. Everything that
// leaves the server for a table goes through this module, so one set of tests can prove what it hides.
// Pure (no Node, no database): the server builds replies with it and the browser reads its types.
//
// Hidden from a seat (viewFor): the rival's hand, both decks' order, face-down cards it was not shown,
// the generator and forced dice, and the action log. Events are filtered the same way: a card id an
// event names is kept only when the viewer's view, after the step, shows that instance.
import type { Catalogue } from '../catalogue/schema'
import { legalActions, pendingDecision, type Action, type CardInstance, type GameEvent, type GameState, type InstanceId, type Seat } from '../engine'
import { HIDDEN_CARD, viewFor } from '../engine/view'

export type SeatName = 'A' | 'B'
export type TableStatus = 'waiting' | 'playing' | 'finished'

export const SEAT_NAMES: readonly SeatName[] = ['A', 'B']
export const seatIndex = (seat: SeatName): Seat => (seat === 'A' ? 0 : 1)
export const seatName = (seat: Seat): SeatName => (seat === 0 ? 'A' : 'B')
export const otherSeat = (seat: SeatName): SeatName => (seat === 'A' ? 'B' : 'A')

/** A card instance as a viewer sees it: `card` is null where the viewer may not know it. */
export type WireCard = {
  id: string
  card: string | null
  faceUp: boolean
  damage: number
  actionMarker: boolean
  useCounters: number
  loaded: boolean
  defeated: boolean
  /** Equipment and learned spells and skills ride on their character. */
  equipment: WireCard[]
  learned: WireCard[]
}

export type WireMaster = {
  /** Money in silver (RUL-8: 10 silver are 1 gold). */
  money: number
  /** Cards left in the deck (a count: the order and the cards are nobody's business). */
  deck: number
  hand: WireCard[]
  discard: WireCard[]
  /** The Zona de Juego's face-up cards… */
  playZone: WireCard[]
  /** …and its face-down ones (backs for the rival). */
  faceDown: WireCard[]
  combatZone: WireCard[]
  relic: WireCard | null
  enemies: WireCard[]
  /** Master-action counters this turn (R7.14) and turns begun (RUL-5). */
  masterActions: number
  turn: number
}

export type TableView = {
  /** The active Master's own turn count (RUL-5 counts per Master). */
  turn: number
  active: SeatName
  phase: string
  masters: Record<SeatName, WireMaster>
  /**
   * The engine's state as `viewFor` leaves it for this viewer (hidden instances carry card id '?', the
   * generator is zeroed, the log is empty): what the board components read. On the wire each card
   * instance leaves out the fields still at their starting value (`packState`); `unpackState` restores them.
   */
  state: GameState
}

/** A card instance's fields at the start of a game: the wire leaves them out. */
const INSTANCE_DEFAULTS = {
  faceUp: false, actionMarker: false, useCounters: 0, damage: 0, loaded: false, defeated: false, equippedTo: null,
  equipment: [], learnedBy: null, learned: [], effects: [], flags: { explored: false, fought: false, reloaded: false, recovered: false }, counterTurn: null,
} as const satisfies Omit<CardInstance, 'id' | 'cardId' | 'owner' | 'statOverride'>

const isDefault = (key: keyof typeof INSTANCE_DEFAULTS, value: unknown): boolean => {
  if (Array.isArray(value)) return value.length === 0
  if (key === 'flags') { const f = value as CardInstance['flags']; return !f.explored && !f.fought && !f.reloaded && !f.recovered }
  return value === INSTANCE_DEFAULTS[key]
}

/** The state with every card instance stripped of its default fields (a sixth of the size). */
export function packState(state: GameState): GameState {
  const cards = state.cards.map((c) => {
    const out: Record<string, unknown> = { id: c.id, cardId: c.cardId, owner: c.owner }
    for (const key of Object.keys(INSTANCE_DEFAULTS) as (keyof typeof INSTANCE_DEFAULTS)[]) if (!isDefault(key, c[key])) out[key] = c[key]
    if (c.statOverride !== undefined) out.statOverride = c.statOverride
    return out as CardInstance
  })
  return { ...state, cards }
}

/** The packed state made whole again (the browser does this on every state it receives). */
export function unpackState(state: GameState): GameState {
  return { ...state, cards: state.cards.map((c) => ({ ...INSTANCE_DEFAULTS, ...c }) as CardInstance) }
}

export type TableResult = { winner: SeatName | null; reason: string }

/** The engine's own result as a table result (who won, and why in the engine's words). */
export function engineResult(state: GameState): TableResult | null {
  const r = state.result
  if (r === null) return null
  if (r.kind === 'defeat') return { winner: seatName(r.loser === 0 ? 1 : 0), reason: r.reason }
  return { winner: null, reason: r.kind }
}

/** Whose decision the game waits for (the decision on top of the stack, else the active seat); null once over. */
export function deciderOf(state: GameState): Seat | null {
  if (state.result !== null) return null
  return pendingDecision(state)?.seat ?? state.activeSeat
}

/** The state a viewer may see: a seat's view, or for a spectator (null) only what both seats see. */
export function redactedState(state: GameState, viewer: Seat | null, catalogue: Catalogue): GameState {
  if (viewer !== null) return viewFor(state, viewer, catalogue).state
  const a = viewFor(state, 0, catalogue).state
  const b = viewFor(state, 1, catalogue).state
  const cards = a.cards.map((c, i) => (c.cardId !== HIDDEN_CARD && b.cards[i]?.cardId !== HIDDEN_CARD ? c : { ...c, cardId: HIDDEN_CARD }))
  return { ...a, cards }
}

function wireCard(state: GameState, id: InstanceId): WireCard {
  const c = state.cards[id] as CardInstance
  return {
    id: String(id),
    card: c.cardId === HIDDEN_CARD ? null : c.cardId,
    faceUp: c.faceUp,
    damage: c.damage,
    actionMarker: c.actionMarker,
    useCounters: c.useCounters,
    loaded: c.loaded,
    defeated: c.defeated,
    equipment: c.equipment.map((e) => wireCard(state, e)),
    learned: c.learned.map((e) => wireCard(state, e)),
  }
}

function wireMaster(state: GameState, seat: Seat): WireMaster {
  const m = state.masters[seat]
  const cards = (ids: readonly InstanceId[]) => ids.map((id) => wireCard(state, id))
  return {
    money: m.silver,
    deck: m.deck.length,
    hand: cards(m.hand),
    discard: cards(m.discard),
    playZone: cards(m.playZone.filter((id) => state.cards[id]?.faceUp)),
    faceDown: cards(m.playZone.filter((id) => !state.cards[id]?.faceUp)),
    combatZone: cards(m.combatZone),
    relic: m.relicZone.relic === null ? null : wireCard(state, m.relicZone.relic),
    enemies: cards(m.relicZone.enemies),
    masterActions: m.masterActions,
    turn: m.turn,
  }
}

/** The contract's `view` built from an already redacted state. */
export function tableView(redacted: GameState): TableView {
  return {
    turn: redacted.masters[redacted.activeSeat].turn,
    active: seatName(redacted.activeSeat),
    phase: redacted.phase.name === 'main' ? `main:${redacted.phase.step}` : redacted.phase.name,
    masters: { A: wireMaster(redacted, 0), B: wireMaster(redacted, 1) },
    state: packState(redacted),
  }
}

/** The legal actions, for the seat that decides only (everyone else gets []). */
export function legalFor(state: GameState, viewer: Seat | null, catalogue: Catalogue): Action[] {
  const decider = deciderOf(state)
  return decider !== null && decider === viewer ? legalActions(state, catalogue) : []
}

// ---------------------------------------------------------------------------------------------
// Events

/** The instance whose card a `cardId` field names, in the engine's events (first key present wins). */
const CARD_OWNER_KEYS = ['instanceId', 'spellId', 'skillId', 'trapId', 'enemyId', 'characterId', 'targetId'] as const

/**
 * Events as `redacted` (the viewer's state after the step) allows: every card id an event carries
 * (`cardId`, and `xCardId` beside `xId`) is kept only when that instance shows its card in the
 * viewer's state; one whose instance cannot be told is hidden (fail closed).
 */
export function redactEvents(events: readonly GameEvent[], redacted: GameState): GameEvent[] {
  const shows = (id: unknown) => typeof id === 'number' && redacted.cards[id] !== undefined && redacted.cards[id].cardId !== HIDDEN_CARD
  return events.map((event) => {
    let out: Record<string, unknown> | null = null
    const e = event as unknown as Record<string, unknown>
    for (const key of Object.keys(e)) {
      if (key !== 'cardId' && !key.endsWith('CardId')) continue
      const owner = key === 'cardId' ? CARD_OWNER_KEYS.find((k) => k in e) : `${key.slice(0, -'CardId'.length)}Id`
      if (owner !== undefined && shows(e[owner])) continue
      out ??= { ...e }
      out[key] = HIDDEN_CARD
    }
    return (out ?? e) as unknown as GameEvent
  })
}
