// Behaviour that card data cannot say (effect kind `scripted`) lives in one module per card,
// keyed by card id. The registry refuses a second module for the same card, and a test checks
// that content and registry agree both ways.
import type { Draft } from '../draft'
import type { DeclaredAction, InstanceId, Seat } from '../state'

/** Where a scripted effect is being resolved. */
export type EffectContext = {
  seat: Seat
  /** The card whose effect resolves. */
  sourceId: InstanceId
  /** The character it acts on (the drinker of a potion…), when there is one. */
  targetId: InstanceId | null
  rule: string
  /** The spell or skill being resolved, when the effect comes from one. */
  declared?: DeclaredAction | null
}

export type CardModule = {
  cardId: string
  /**
   * implemented: the module does what the card says. stub: it does not yet (a test fails on any
   * stub: no card may stay one).
   */
  status: 'implemented' | 'stub'
  /** What the module does, and the rules it follows. */
  note: string
  /** Resolves the card's scripted effect on the draft. */
  resolve?: (d: Draft, ctx: EffectContext) => void
  /** A card's own action (Lente de Visión Precisa, R22.6). */
  activate?: (d: Draft, declared: DeclaredAction) => void
  /** Where the behaviour lives when it is woven into a general rule rather than a hook (Flechas: the reload action). */
  implementedIn?: string
  /** The target must not have acted yet this turn (R22.5, RUL-42). */
  requiresUnmarkedTarget?: boolean
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
