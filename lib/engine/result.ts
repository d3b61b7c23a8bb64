import type { EngineError } from './errors'

/** A value or a typed error: the libraries return errors, they do not throw them. */
export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E }
