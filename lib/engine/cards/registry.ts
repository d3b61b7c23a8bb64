// Behaviour that card data cannot say (effect kind `scripted`) lives in one module per card,
// keyed by card id. The registry refuses a second module for the same card, and a test checks
// that content and registry agree both ways.
import type { Draft } from '../draft'
import type { InstanceId, Seat } from '../state'

/** Where a scripted effect is being resolved. */
export type EffectContext = {
  seat: Seat
  /** The card whose effect resolves. */
  sourceId: InstanceId
  /** The character it acts on (the drinker of a potion…), when there is one. */
  targetId: InstanceId | null
  rule: string
}

export type CardModule = {
  cardId: string
  /**
   * implemented: `resolve` does what the card says. stub: the card needs the rival or combat,
   * which the engine does not simulate yet; `note` says what is missing.
   */
  status: 'implemented' | 'stub'
  note: string
  /** Resolves the card's scripted effect on the draft. */
  resolve?: (d: Draft, ctx: EffectContext) => void
}

export type CardRegistry = ReadonlyMap<string, CardModule>

export function buildCardRegistry(modules: readonly CardModule[]): CardRegistry {
  const registry = new Map<string, CardModule>()
  for (const m of modules) {
    if (registry.has(m.cardId)) throw new Error(`engine: card module registered twice: ${m.cardId}`)
    registry.set(m.cardId, m)
  }
  return registry
}
