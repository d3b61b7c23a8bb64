// Where the guided game stands in this browser (issue 27: it can be left and resumed): the step and the part of it done,
// and whether it was won. Read through a narrow check, so a damaged or foreign value starts afresh instead of failing.
import type { Progress } from '@/lib/tutorial/lesson'

export const TUTORIAL_KEY = 'dm.aprender.v1'

export type SavedProgress = Progress & { done: boolean }

type Store = Pick<Storage, 'getItem' | 'setItem'>

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 10_000

export function readProgress(store: Store): SavedProgress | null {
  try {
    const raw: unknown = JSON.parse(store.getItem(TUTORIAL_KEY) ?? 'null')
    if (typeof raw !== 'object' || raw === null) return null
    const { step, part, done } = raw as Record<string, unknown>
    return count(step) && count(part) && typeof done === 'boolean' ? { step, part, done } : null
  } catch {
    return null
  }
}

export function saveProgress(store: Store, progress: SavedProgress): void {
  try {
    store.setItem(TUTORIAL_KEY, JSON.stringify(progress))
  } catch {
    // Private mode or a full storage: the game goes on, it just cannot be resumed.
  }
}
