// Scenario files (SCENARIO-FORMAT.md): read, validate, run, report, check. Pure, so `dm play`, the
// rule tests and the site's format page all run a file through this one path.
import { parse as parseYaml } from 'yaml'
import type { Catalogue } from '../../catalogue/schema'
import { checkExpectations, type ExpectFailure } from './expect'
import { scenarioOutput, type ScenarioOutput } from './output'
import { runScenarioFile } from './run'
import { validateScenario, type ScenarioFile, type ScenarioIssue } from './schema'

export { checkExpectations, describeFailure, type ExpectFailure } from './expect'
export { scenarioOutput, type CardOut, type EventOut, type MasterOut, type ScenarioOutput } from './output'
export { runScenarioFile, runStep, type ScenarioRun, type StepOutcome } from './run'
export { formatPath, SCENARIO_LIMITS, stepVerbs, validateScenario, type ScenarioFile, type ScenarioIssue, type Step } from './schema'

/** The largest file read: a scenario is a board and some steps, not a game log. */
export const MAX_SCENARIO_BYTES = 200_000

export type ReadScenario = { ok: true; file: ScenarioFile } | { ok: false; issues: ScenarioIssue[] }

/** Parses YAML (JSON is YAML too) and validates it. */
export function readScenarioText(text: string, catalogue: Catalogue): ReadScenario {
  if (text.length > MAX_SCENARIO_BYTES) return { ok: false, issues: [{ path: '(fichero)', message: `demasiado grande: como máximo ${MAX_SCENARIO_BYTES} caracteres` }] }
  let raw: unknown
  try {
    raw = parseYaml(text, { maxAliasCount: 50 })
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error)
    return { ok: false, issues: [{ path: '(fichero)', message: `YAML no válido: ${message}` }] }
  }
  if (raw === null || raw === undefined) return { ok: false, issues: [{ path: '(fichero)', message: 'el fichero está vacío' }] }
  return validateScenario(raw, catalogue)
}

export type PlayedScenario = { file: ScenarioFile; output: ScenarioOutput; failures: ExpectFailure[] }

/** Runs a validated file and checks its `expect:` (no failures when it has none). */
export function playScenario(file: ScenarioFile, catalogue: Catalogue): PlayedScenario {
  const output = scenarioOutput(runScenarioFile(file, catalogue), catalogue)
  return { file, output, failures: file.expect === undefined ? [] : checkExpectations(file.expect, output) }
}
