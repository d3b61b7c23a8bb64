// `expect:` checking for alientos scenarios, with the meaning SCENARIO-FORMAT.md gives it: any subset of the output's
// fields; `steps` position by position (ok, refused, or the refusal's code); `events` each listed event matches a
// distinct event that happened (a subset of its fields); every other array compares as a multiset.
import type { AlientosExpectation } from './schema'

/** What became of one step: done, or refused with the engine's (or the runner's) code. */
export type StepOutcome = { ok: true } | { ok: false; code: string; message: string }

/** The part of a scenario's output that `expect:` reads (run.ts makes the whole of it). */
type Checked = { steps: StepOutcome[]; events: unknown[] }

export type ExpectFailure = { path: string; expected: unknown; actual: unknown }

const show = (v: unknown) => JSON.stringify(v) ?? 'undefined'

export function describeFailure(f: ExpectFailure): string {
  return `${f.path}: se esperaba ${show(f.expected)} y salió ${show(f.actual)}`
}

function compare(expected: unknown, actual: unknown, path: string, out: ExpectFailure[]): void {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || !sameMultiset(expected, actual)) out.push({ path, expected, actual })
  } else if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') { out.push({ path, expected, actual }); return }
    for (const [k, v] of Object.entries(expected)) if (v !== undefined) compare(v, (actual as Record<string, unknown>)[k], `${path}.${k}`, out)
  } else if (expected !== actual) {
    out.push({ path, expected, actual })
  }
}

const matches = (expected: unknown, actual: unknown): boolean => {
  const out: ExpectFailure[] = []
  compare(expected, actual, '', out)
  return out.length === 0
}

function sameMultiset(expected: readonly unknown[], actual: readonly unknown[]): boolean {
  if (expected.length !== actual.length) return false
  const used = new Set<number>()
  return expected.every((want) => {
    const at = actual.findIndex((a, j) => !used.has(j) && matches(want, a))
    if (at >= 0) used.add(at)
    return at >= 0
  })
}

export function checkExpectations(expect: AlientosExpectation, output: Checked): ExpectFailure[] {
  const failures: ExpectFailure[] = []
  for (const [key, expected] of Object.entries(expect)) {
    if (expected === undefined) continue
    if (key === 'steps') {
      (expected as string[]).forEach((want, i) => {
        const got = output.steps[i]
        const fine = got !== undefined && (got.ok ? want === 'ok' : want === 'refused' || want === got.code)
        if (!fine) failures.push({ path: `expect.steps[${i}]`, expected: want, actual: got === undefined ? undefined : got.ok ? 'ok' : `refused (${got.code})` })
      })
    } else if (key === 'events') {
      const used = new Set<number>()
      ;(expected as Record<string, unknown>[]).forEach((want, i) => {
        const at = output.events.findIndex((e, j) => !used.has(j) && matches(want, e))
        if (at < 0) failures.push({ path: `expect.events[${i}]`, expected: want, actual: 'ningún evento así' })
        else used.add(at)
      })
    } else {
      compare(expected, (output as unknown as Record<string, unknown>)[key], `expect.${key}`, failures)
    }
  }
  return failures
}
