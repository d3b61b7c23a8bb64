// The size and depth of a parsed JSON value, measured without recursion.
//
// JSON.parse reads nesting thousands of levels deep without trouble, but anything that walks the value
// recursively afterwards (JSON.stringify, a canonical serialiser, a deep merge) overflows the stack on
// it. Whatever takes JSON from outside measures it here first, with a loop and an explicit stack, and
// refuses past a fixed depth before any recursive code sees it. Pure: the server, the lab and the CLI
// share it.

export type JsonLimits = {
  /** Deepest nesting allowed: 1 for a scalar or an empty container, +1 for each container around a value. */
  maxDepth: number
  /** Largest size allowed, in characters of the value's compact JSON text (JSON.stringify without spaces). */
  maxChars: number
}

export type JsonMeasure =
  | { ok: true; depth: number; chars: number }
  /** Stopped as soon as a limit was passed: `depth` or `chars` are how far it got, not the whole value. */
  | { ok: false; reason: 'depth' | 'size'; depth: number; chars: number }

/** Characters of JSON.stringify(text): quotes, and the escapes it writes for `"`, `\` and control characters. */
function stringChars(text: string): number {
  let chars = text.length + 2
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22 || c === 0x5c || c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) chars += 1
    else if (c < 0x20 || (c >= 0xd800 && c <= 0xdfff)) chars += 5 // \u00XX, and lone surrogates as \uXXXX (pairs overcount: harmless)
  }
  return chars
}

function scalarChars(value: unknown): number {
  if (typeof value === 'string') return stringChars(value)
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).length : 4
  if (typeof value === 'boolean') return value ? 4 : 5
  return 4 // null, and what JSON.stringify writes as null inside arrays
}

/**
 * Measures `value` (as JSON.parse makes it: plain objects, arrays, strings, numbers, booleans, null)
 * with an explicit stack, stopping at the first limit passed. Never recurses, so any depth is safe.
 */
export function measureJson(value: unknown, limits: JsonLimits): JsonMeasure {
  let chars = 0
  let deepest = 0
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }]
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number }
    if (depth > deepest) deepest = depth
    if (depth > limits.maxDepth) return { ok: false, reason: 'depth', depth, chars }
    if (Array.isArray(current)) {
      chars += 2 + Math.max(0, current.length - 1)
      for (const item of current) stack.push({ value: item, depth: depth + 1 })
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current)
      chars += 2 + Math.max(0, keys.length - 1)
      for (const key of keys) {
        chars += stringChars(key) + 1
        stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1 })
      }
    } else {
      chars += scalarChars(current)
    }
    if (chars > limits.maxChars) return { ok: false, reason: 'size', depth: deepest, chars }
  }
  return { ok: true, depth: deepest, chars }
}
