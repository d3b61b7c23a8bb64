// Copy-on-write working copy of a state for one `apply`: the first write to a master, a zone, a
// card instance or the RNG copies just that part; everything untouched stays shared with the
// input, which is never mutated. This keeps an action at a few hundred nanoseconds instead of
// the tens of microseconds a deep clone would cost.
import type { Card, Catalogue } from '../catalogue/schema'
import { d6From } from './dice'
import type { GameEvent } from './events'
import { nextInt, type RngState } from './rng'
import type { CardInstance, GameState, InstanceId, MasterState, Seat } from './state'

export type ZoneName = 'deck' | 'hand' | 'playZone' | 'combatZone' | 'discard'
const ZONE_BIT: Record<ZoneName | 'relicZone', number> = { deck: 1, hand: 2, playZone: 4, combatZone: 8, discard: 16, relicZone: 32 }

/** Looks a card definition up; a missing one means a corrupt state (createGame checks every id). */
export function defOf(catalogue: Catalogue, cardId: string): Card {
  const card = catalogue.byId.get(cardId)
  if (card === undefined) throw new Error(`engine: card «${cardId}» is not in the catalogue`)
  return card
}

export class Draft {
  readonly s: GameState
  readonly events: GameEvent[] = []
  private readonly base: GameState
  private mastersCopied = false
  private readonly masterCopied: [boolean, boolean] = [false, false]
  private readonly zonesCopied: [number, number] = [0, 0]
  private cardsCopied = false
  private readonly cardCopied = new Set<InstanceId>()
  private rngCopied = false

  constructor(base: GameState, readonly catalogue: Catalogue) {
    this.base = base
    this.s = { ...base }
  }

  /** The Master, as a private copy whose fields may be assigned (zones through `zone`). */
  master(seat: Seat): MasterState {
    if (!this.mastersCopied) {
      this.s.masters = [this.s.masters[0], this.s.masters[1]]
      this.mastersCopied = true
    }
    if (!this.masterCopied[seat]) {
      this.s.masters[seat] = { ...this.base.masters[seat] }
      this.masterCopied[seat] = true
    }
    return this.s.masters[seat]
  }

  /** A zone array of the Master that this apply may mutate. */
  zone(seat: Seat, name: ZoneName): InstanceId[] {
    const m = this.master(seat)
    const bit = ZONE_BIT[name]
    if ((this.zonesCopied[seat] & bit) === 0) {
      m[name] = m[name].slice()
      this.zonesCopied[seat] |= bit
    }
    return m[name]
  }

  /** The enemies array of the Master's relic zone, mutable. */
  enemies(seat: Seat): InstanceId[] {
    const m = this.master(seat)
    if ((this.zonesCopied[seat] & ZONE_BIT.relicZone) === 0) {
      m.relicZone = { relic: m.relicZone.relic, enemies: m.relicZone.enemies.slice() }
      this.zonesCopied[seat] |= ZONE_BIT.relicZone
    }
    return m.relicZone.enemies
  }

  /** A card instance this apply may mutate. */
  card(id: InstanceId): CardInstance {
    if (!this.cardsCopied) {
      this.s.cards = this.s.cards.slice()
      this.cardsCopied = true
    }
    const current = this.s.cards[id]
    if (current === undefined) throw new Error(`engine: no card instance ${id}`)
    if (!this.cardCopied.has(id)) {
      const copy = { ...current }
      this.s.cards[id] = copy
      this.cardCopied.add(id)
      return copy
    }
    return current
  }

  /** Reads an instance (do not mutate: use `card` for that). */
  get(id: InstanceId): CardInstance {
    const c = this.s.cards[id]
    if (c === undefined) throw new Error(`engine: no card instance ${id}`)
    return c
  }

  def(id: InstanceId): Card {
    return defOf(this.catalogue, this.get(id).cardId)
  }

  private rng(): RngState {
    if (!this.rngCopied) {
      this.s.rng = [this.s.rng[0], this.s.rng[1], this.s.rng[2], this.s.rng[3]]
      this.rngCopied = true
    }
    return this.s.rng
  }

  /** A uniform integer in [0, n) from the state's RNG. */
  randomInt(n: number): number {
    return nextInt(this.rng(), n)
  }

  /** One d6: a forced die first (scenario tests), else the state's RNG. */
  readonly rollD6 = (): number => {
    if (this.s.forcedDice.length > 0) {
      const [first, ...rest] = this.s.forcedDice
      this.s.forcedDice = rest
      return first ?? 1
    }
    return d6From(this.rng())()
  }

  emit(event: GameEvent): void {
    this.events.push(event)
  }
}
