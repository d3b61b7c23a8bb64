// Shared frozen empty arrays for fresh instances: most cards never get equipment, learned cards
// or effects, and sharing one frozen array costs nothing (writes always replace the array, and a
// stray in-place write would throw).
import type { InstanceId } from './ids'
import type { ActiveEffect } from './state'

export const EMPTY_IDS: readonly InstanceId[] = Object.freeze([])
export const EMPTY_EFFECTS: readonly ActiveEffect[] = Object.freeze([])
