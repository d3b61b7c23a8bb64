// A small least-recently-used cache of byte strings, bounded by entry count and by total bytes, for answers
// that cost CPU to make and depend only on their key (the deck preview PNGs: a code and the catalogue version).
// One per process: nothing in it matters beyond speed, so several instances each keep their own.

export type ByteCacheLimits = { maxEntries: number; maxBytes: number }

export class ByteCache {
  private readonly entries = new Map<string, Uint8Array>()
  private bytes = 0

  constructor(private readonly limits: ByteCacheLimits) {}

  get(key: string): Uint8Array | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    // Re-inserted: Map order is least recently used first.
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: string, value: Uint8Array): void {
    if (value.byteLength > this.limits.maxBytes) return
    const old = this.entries.get(key)
    if (old !== undefined) {
      this.entries.delete(key)
      this.bytes -= old.byteLength
    }
    this.entries.set(key, value)
    this.bytes += value.byteLength
    for (const [oldest, bytes] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= bytes.byteLength
    }
  }

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }
}
