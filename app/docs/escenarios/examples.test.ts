// The format page's examples: one per rulebook section §6–§23, each a scenario file that cites a
// rule of its section and passes its own expect, run through the page's own loader.
import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

describe('/docs/escenarios examples', () => {
  it('holds one passing scenario per section §6–§23, each citing a rule of its section', async () => {
    const { loadExamples } = await import('./load')
    const examples = loadExamples()
    expect(examples.map((e) => e.section)).toEqual(Array.from({ length: 18 }, (_, i) => i + 6))
    for (const e of examples) {
      expect(e.played.file.rules?.some((r) => r.startsWith(`R${e.section}.`)), `${e.file} cites §${e.section}`).toBe(true)
      expect(e.played.failures, e.file).toEqual([])
    }
  })
})
