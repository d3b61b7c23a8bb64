import { describe, expect, it, vi } from 'vitest'
import { makeReadyGate } from './ready-gate'

describe('makeReadyGate (the builder opens its fieldset without re-rendering itself, issue 28)', () => {
  it('is closed until opened, then stays open', () => {
    const gate = makeReadyGate()
    expect(gate.ready).toBe(false)
    gate.open()
    expect(gate.ready).toBe(true)
    gate.open()
    expect(gate.ready).toBe(true)
  })

  it('tells its listener once, when opened', () => {
    const gate = makeReadyGate()
    const onOpen = vi.fn()
    gate.listen(onOpen)
    expect(onOpen).not.toHaveBeenCalled()
    gate.open()
    gate.open()
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(onOpen).toHaveBeenCalledWith(true)
  })

  it('tells a listener that arrives after the opening at once', () => {
    const gate = makeReadyGate()
    gate.open()
    const onOpen = vi.fn()
    gate.listen(onOpen)
    expect(onOpen).toHaveBeenCalledWith(true)
  })

  it('stops telling a listener that stopped, but not its successor (a remount)', () => {
    const gate = makeReadyGate()
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = gate.listen(first)
    gate.listen(second)
    stopFirst()
    gate.open()
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})
