// The rule of §20 that lists each relic's defenders, keyed by the relic's card id.
import type { RuleId } from '@/lib/rules'

export const RELIC_RULES: Readonly<Record<string, RuleId>> = {
  'elixir-de-misal': 'R20.1',
  'luz-de-rosa': 'R20.2',
  'santorum-de-yabel': 'R20.3',
  'piedra-de-ordor': 'R20.4',
  'cetro-de-arathan': 'R20.5',
}

/** The §20 rule for a relic, or null for a relic the reglamento does not list. */
export const relicRule = (relicId: string): RuleId | null => RELIC_RULES[relicId] ?? null
