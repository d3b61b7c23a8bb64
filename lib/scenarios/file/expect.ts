// `expect:` checking. Any subset of the output's fields may be expected. `steps` compares position
// by position (ok, refused, or the refusal's error code); `events` (an extension) asks that each
// listed event, a subset of an event's fields, matches a distinct event that happened; every
// other array compares as a multiset.
import type { Expectation } from './schema'
import type { ScenarioOutput } from './output'

export type ExpectFailure = { path: string; expected: unknown; actual: unknown }

const show = (v: unknown) => JSON.stringify(v) ?? 'undefined'

export function describeFailure(f: ExpectFailure): string {
  return `${f.path}: se esperaba ${show(f.expected)} y salió ${show(f.actual)}`
}

export function checkExpectations(expect: Expectation, output: ScenarioOutput): ExpectFailure[] {
  const failures: ExpectFailure[] = []
  for (const key of Object.keys(expect) as (keyof Expectation)[]) {
    const expected = expect[key]
    if (expected === undefined) continue
    if (key === 'steps') {
      (expected as string[]).forEach((want, i) => {
        const got = output.steps[i]
        const actual = got === undefined ? undefined : got.ok ? 'ok' : got.code
        const fine = got !== undefined && (got.ok ? want === 'ok' : want === 'refused' || want === got.code)
        if (!fine) failures.push({ path: `expect.steps[${i}]`, expected: want, actual: got === undefined || got.ok ? actual : `refused (${got.code})` })
      })
    } else if (key === 'events') {
      const used = new Set<number>()
      ;(expected as Record<string, unknown>[]).forEach((want, i) => {
        const at = output.events.findIndex((e, j) => !used.has(j) && matches(want, e))
        if (at < 0) failures.push({ path: `expect.events[${i}]`, expected: want, actual: 'ningún evento así' })
        else used.add(at)
      })
    } else {
      compare(expected, output[key], `expect.${key}`, failures)
    }
  }
  return failures
}

function compare(expected: unknown, actual: unknown, path: string, out: ExpectFailure[]): void {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || !sameMultiset(expected, actual)) out.push({ path, expected, actual })
    return
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') { out.push({ path, expected, actual }); return }
    for (const [k, v] of Object.entries(expected)) {
      if (v === undefined) continue
      compare(v, (actual as Record<string, unknown>)[k], `${path}.${k}`, out)
    }
    return
  }
  if (expected !== actual) out.push({ path, expected, actual })
}

/** Whether `actual` has every field `expected` lists, with the same values. */
function matches(expected: unknown, actual: unknown): boolean {
  const out: ExpectFailure[] = []
  compare(expected, actual, '', out)
  return out.length === 0
}

function sameMultiset(expected: readonly unknown[], actual: readonly unknown[]): boolean {
  if (expected.length !== actual.length) return false
  const used = new Set<number>()
  return expected.every((want) => {
    const at = actual.findIndex((a, j) => !used.has(j) && matches(want, a))
    if (at < 0) return false
    used.add(at)
    return true
  })
}
