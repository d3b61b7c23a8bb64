import { describe, expect, it } from 'vitest'
import { readProgress, saveProgress, TUTORIAL_KEY } from './progress'

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v) } }
}

describe('the guided game\'s progress in this browser (issue 27)', () => {
  it('is kept and read back', () => {
    const store = memory()
    expect(readProgress(store)).toBeNull()
    saveProgress(store, { step: 12, part: 1, done: false })
    expect(readProgress(store)).toEqual({ step: 12, part: 1, done: false })
  })

  it('a damaged or foreign value reads as none, so the game starts afresh', () => {
    const store = memory()
    for (const text of ['{', '"x"', '{"step":-1,"part":0,"done":false}', '{"step":1.5,"part":0,"done":false}', '{"step":3,"part":0}', 'null']) {
      store.data.set(TUTORIAL_KEY, text)
      expect(readProgress(store), text).toBeNull()
    }
  })
})
