import { describe, expect, it } from 'vitest'
import type { DeckGroup } from './deck-groups'
import { layoutColumns } from './deck-image'

const group = (label: string, rows: number): DeckGroup => ({
  type: 'weapon', label, count: rows,
  rows: Array.from({ length: rows }, (_, i) => ({ cardId: `${label}-${i}`, name: `${label} ${i}`, count: 1, card: null })),
})

describe('layoutColumns (PNG export)', () => {
  it('keeps groups whole and in reading order, columns left to right', () => {
    const groups = [group('a', 5), group('b', 5), group('c', 5), group('d', 5)]
    const { placed } = layoutColumns(groups, 2)
    expect(placed.map((p) => p.group.label)).toEqual(['a', 'b', 'c', 'd'])
    const columns = placed.map((p) => p.column)
    expect(columns).toEqual([...columns].sort((x, y) => x - y))
    expect(columns).toEqual([0, 0, 1, 1])
  })

  it('stacks groups within a column without overlap and reports the tallest column', () => {
    const { placed, height } = layoutColumns([group('a', 3), group('b', 10), group('c', 2)], 3)
    for (const column of [0, 1, 2]) {
      const inColumn = placed.filter((p) => p.column === column)
      inColumn.forEach((p, i) => {
        if (i > 0) expect(p.y).toBeGreaterThan(inColumn[i - 1]?.y ?? -1)
      })
    }
    expect(height).toBeGreaterThan(0)
    expect(Math.max(...placed.map((p) => p.column))).toBeLessThanOrEqual(2)
  })

  it('one column holds everything', () => {
    const { placed } = layoutColumns([group('a', 2), group('b', 2)], 1)
    expect(placed.every((p) => p.column === 0)).toBe(true)
    expect(layoutColumns([], 3)).toEqual({ placed: [], height: 0 })
  })
})
