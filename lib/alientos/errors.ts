// Why an action is refused, as a typed value; the Spanish words come with it (the edge shows them as they are).

export type AlientosErrorCode =
  | 'DUEL_OVER' | 'WRONG_PHASE' | 'MALFORMED' | 'NO_SUCH_DIE' | 'DIE_OUT' | 'NO_UMBRA' | 'MIXED_UMBRA' | 'BLOCKED'
  | 'NOT_ADVERSARY' | 'SAME_UMBRA' | 'TOO_HIGH' | 'NOT_SUPPORT' | 'NO_DICE' | 'TOO_MANY' | 'MIXED_TYPES' | 'NOT_TURNABLE'
  | 'BAD_SHARES' | 'OUT_OF_FACES' | 'NOT_IN_DUEL' | 'FORCED_DIE' | 'BAD_CONFIG'

export type AlientosError = { code: AlientosErrorCode; message: string }

export const err = (code: AlientosErrorCode, message: string): AlientosError => ({ code, message })
