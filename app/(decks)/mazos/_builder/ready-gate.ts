// Whether the builder has read what it had to open (a stored draft, a link) and may take input, kept outside the
// builder's state: opening the fieldset then re-renders the fieldset alone, not every panel under it. On a blank
// builder that flip was a second render of the whole builder on every load, inside the window a phone waits to be
// answered (issue 28, blocking time). The builder's own code reads `ready` where it decides (autosave, «Reintentar»).

export type ReadyGate = {
  /** True once the builder has opened; never goes back. */
  readonly ready: boolean
  /** Opens the gate: tells the one listener (the fieldset), now or when it starts listening. */
  open(): void
  /** The fieldset's hook: called with true once open (at once when already open); returns what stops it. */
  listen(onOpen: (ready: true) => void): () => void
}

export function makeReadyGate(): ReadyGate {
  let ready = false
  let listener: ((ready: true) => void) | null = null
  return {
    get ready() { return ready },
    open() {
      if (ready) return
      ready = true
      listener?.(true)
    },
    listen(onOpen) {
      listener = onOpen
      if (ready) onOpen(true)
      return () => { if (listener === onOpen) listener = null }
    },
  }
}
