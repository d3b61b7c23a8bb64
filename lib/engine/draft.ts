// Copy-on-write working copy of a state for one `apply`: the first write to a master, a zone, a
// card instance or the RNG copies just that part; everything untouched stays shared with the
// input, which is never mutated. This keeps an action at a few hundred nanoseconds instead of
// the tens of microseconds a deep clone would cost.
import type { Card, Catalogue } from '../catalogue/schema'
import { cardFacts, type CardFacts } from './card-facts'
import type { GameEvent } from './events'
import { nextInt, type RngState } from './rng'
import type { CardInstance, GameState, InstanceId, MasterState, Seat } from './state'

export type ZoneName = 'deck' | 'hand' | 'playZone' | 'combatZone' | 'discard'

/** Why a character is to die at the next death check (RUL-44): who brought it there, and by which rule. */
export type DeathCause = {
  killerId: InstanceId | null
  rule: string
  /** It dies whatever its Vida (a Tirada 666, RUL-23, RUL-47); otherwise only if its Vida is 0 or less. */
  certain: boolean
}

/** Looks a card definition up; a missing one means a corrupt state (createGame checks every id). */
export function defOf(catalogue: Catalogue, cardId: string): Card {
  const card = catalogue.byId.get(cardId)
  if (card === undefined) throw new Error(`engine: card «${cardId}» is not in the catalogue`)
  return card
}

/**
 * `defOf` for an instance, read through a table by instance id. An instance's card id is the same
 * in every state of a game, so the table mostly hits, and a hit costs an array read and a string
 * comparison instead of a Map lookup: the bots ask this tens of thousands of times a game (issue 15).
 * The id string is compared, never trusted: another game, a sampled world or another catalogue
 * only makes a miss, which looks the card up and takes the slot.
 */
let tableCatalogue: Catalogue | null = null
let tableIds: (string | undefined)[] = []
let tableCards: (Card | undefined)[] = []
let tableFacts: (CardFacts | undefined)[] = []

// A game deals a few hundred ids at most; a state read from elsewhere (a scenario, a stored game) may carry any
// number, and the table must not grow to it: such an id is looked up directly.
const TABLE_LIMIT = 1 << 16

export function defOfInstance(catalogue: Catalogue, c: CardInstance): Card {
  const i = c.id
  if (catalogue === tableCatalogue && tableIds[i] === c.cardId) return tableCards[i] as Card
  if (!(Number.isInteger(i) && i >= 0 && i < TABLE_LIMIT)) return defOf(catalogue, c.cardId)
  return rememberDef(catalogue, c)
}

function rememberDef(catalogue: Catalogue, c: CardInstance): Card {
  const card = defOf(catalogue, c.cardId)
  if (catalogue !== tableCatalogue) { tableCatalogue = catalogue; tableIds = []; tableCards = []; tableFacts = [] }
  // Grown one slot at a time, never written past its end: an array written far past its end turns into a slow dictionary.
  while (tableIds.length <= c.id) { tableIds.push(undefined); tableCards.push(undefined); tableFacts.push(undefined) }
  tableIds[c.id] = c.cardId
  tableCards[c.id] = card
  tableFacts[c.id] = cardFacts(card)
  return card
}

/** The facts of an instance's card (card-facts.ts), through the same table as `defOfInstance`. */
export function factsOfInstance(catalogue: Catalogue, c: CardInstance): CardFacts {
  const i = c.id
  if (catalogue === tableCatalogue && tableIds[i] === c.cardId) return tableFacts[i] as CardFacts
  if (!(Number.isInteger(i) && i >= 0 && i < TABLE_LIMIT)) return cardFacts(defOf(catalogue, c.cardId))
  rememberDef(catalogue, c)
  return tableFacts[i] as CardFacts
}

/**
 * A shallow copy of the state, field by field: one object shape for every draft (a spread copies
 * whatever shape the input had, and states read back from JSON or built by tests have others).
 * The type check makes a field added to GameState fail here until it is copied too.
 */
function copyState(b: GameState): GameState {
  const copy: { [K in keyof GameState]-?: GameState[K] } = {
    mode: b.mode, goldfishSeat: b.goldfishSeat, maxTurns: b.maxTurns, rng: b.rng, forcedDice: b.forcedDice, masters: b.masters,
    cards: b.cards, activeSeat: b.activeSeat, firstSeat: b.firstSeat, phase: b.phase, variant: b.variant, stack: b.stack,
    combat: b.combat, result: b.result, log: b.log,
  }
  return copy
}

/** A card instance copied field by field (see copyState); the optional override only when it is there. */
function copyInstance(c: CardInstance): CardInstance {
  const copy: { [K in keyof Omit<CardInstance, 'statOverride'>]-?: CardInstance[K] } & Pick<CardInstance, 'statOverride'> = {
    id: c.id, cardId: c.cardId, owner: c.owner, faceUp: c.faceUp, actionMarker: c.actionMarker, useCounters: c.useCounters,
    damage: c.damage, loaded: c.loaded, defeated: c.defeated, equippedTo: c.equippedTo, equipment: c.equipment,
    learnedBy: c.learnedBy, learned: c.learned, effects: c.effects, flags: c.flags, counterTurn: c.counterTurn,
  }
  if (c.statOverride !== undefined) copy.statOverride = c.statOverride
  return copy
}

export class Draft {
  readonly s: GameState
  readonly events: GameEvent[] = []
  private readonly base: GameState

  // What the standing checks (checks.ts, RUL-44) look at since they last ran, so that they look only there:
  /**
   * Characters whose Vida may have dropped: damaged, or stripped of equipment or of a running effect
   * (`watchVida`). The property tests check after every step that no character in play is left at 0
   * Vida, so a way of losing Vida that forgets to call watchVida fails them.
   */
  readonly touched: InstanceId[] = []
  /** Characters brought to 0 Vida or doomed, with the cause their death will report (made on first use: most actions hurt nobody). */
  private lethal: Map<InstanceId, DeathCause> | null = null
  /** Seats that had a Dalma card put on the discard pile (R21.2, RUL-21). */
  readonly dalmaLeft: [boolean, boolean] = [false, false]
  /** A step was just entered because its characters can act (turn.ts): the driver may stop there (driver.ts). */
  enteredActingStep = false

  constructor(base: GameState, readonly catalogue: Catalogue) {
    this.base = base
    this.s = copyState(base)
  }

  // A part is still shared with the input while it is the very same object: copy it on first write.

  /** The Master, as a private copy whose fields may be assigned (zones through `zone`). */
  master(seat: Seat): MasterState {
    if (this.s.masters === this.base.masters) this.s.masters = [this.s.masters[0], this.s.masters[1]]
    const current = this.s.masters[seat]
    if (current !== this.base.masters[seat]) return current
    const copy: { [K in keyof MasterState]-?: MasterState[K] } = {
      seat: current.seat, deck: current.deck, hand: current.hand, playZone: current.playZone, combatZone: current.combatZone,
      relicZone: current.relicZone, discard: current.discard, silver: current.silver, masterActions: current.masterActions,
      turn: current.turn, replacementUsed: current.replacementUsed, inert: current.inert, startingDalma: current.startingDalma,
    }
    this.s.masters[seat] = copy
    return copy
  }

  /** A zone array of the Master that this apply may mutate. */
  zone(seat: Seat, name: ZoneName): InstanceId[] {
    const m = this.master(seat)
    if (m[name] === this.base.masters[seat][name]) m[name] = m[name].slice()
    return m[name]
  }

  /** The enemies array of the Master's relic zone, mutable. */
  enemies(seat: Seat): InstanceId[] {
    const m = this.master(seat)
    if (m.relicZone === this.base.masters[seat].relicZone) m.relicZone = { relic: m.relicZone.relic, enemies: m.relicZone.enemies.slice() }
    return m.relicZone.enemies
  }

  /** A card instance this apply may mutate. */
  card(id: InstanceId): CardInstance {
    if (this.s.cards === this.base.cards) this.s.cards = this.s.cards.slice()
    const current = this.s.cards[id]
    if (current === undefined) throw new Error(`engine: no card instance ${id}`)
    if (current !== this.base.cards[id]) return current
    const copy = copyInstance(current)
    this.s.cards[id] = copy
    return copy
  }

  /** The cause `id` is to die of at the next death check, if it was brought to 0 Vida or doomed. */
  lethalCause(id: InstanceId): DeathCause | undefined {
    return this.lethal === null ? undefined : this.lethal.get(id)
  }

  /** Records why `id` is to die; an earlier cause stays unless `replace` (a Tirada 666 dooms whatever came before). */
  markLethal(id: InstanceId, cause: DeathCause, replace: boolean): void {
    const lethal = (this.lethal ??= new Map())
    if (replace || !lethal.has(id)) lethal.set(id, cause)
  }

  /** Whether any character waits for the death check with a cause. */
  hasLethal(): boolean {
    return this.lethal !== null && this.lethal.size > 0
  }

  /** The characters waiting with a cause, in the order they were first marked. */
  lethalIds(): InstanceId[] {
    return this.lethal === null ? [] : [...this.lethal.keys()]
  }

  /** The cause of `id`, taken off the list (its death is being carried out). */
  takeLethal(id: InstanceId): DeathCause | undefined {
    if (this.lethal === null) return undefined
    const cause = this.lethal.get(id)
    this.lethal.delete(id)
    return cause
  }

  /** The character's Vida may have dropped: the next death check looks at it (RUL-44). */
  watchVida(id: InstanceId): void {
    this.touched.push(id)
  }

  /** Reads an instance (do not mutate: use `card` for that). */
  get(id: InstanceId): CardInstance {
    const c = this.s.cards[id]
    if (c === undefined) throw new Error(`engine: no card instance ${id}`)
    return c
  }

  def(id: InstanceId): Card {
    return defOfInstance(this.catalogue, this.get(id))
  }

  facts(id: InstanceId): CardFacts {
    return factsOfInstance(this.catalogue, this.get(id))
  }

  private rng(): RngState {
    if (this.s.rng === this.base.rng) this.s.rng = [this.s.rng[0], this.s.rng[1], this.s.rng[2], this.s.rng[3]]
    return this.s.rng
  }

  /** A uniform integer in [0, n) from the state's RNG. */
  randomInt(n: number): number {
    return nextInt(this.rng(), n)
  }

  /** One d6: a forced die first (scenario tests), else the state's RNG. */
  rollD6(): number {
    if (this.s.forcedDice.length > 0) {
      const [first, ...rest] = this.s.forcedDice
      this.s.forcedDice = rest
      return first ?? 1
    }
    return nextInt(this.rng(), 6) + 1
  }

  emit(event: GameEvent): void {
    this.events.push(event)
  }
}
