// Every scenario file of scenarios/ run through the same path as `dm play` and the site's format
// page (readScenarioText → playScenario). Each test is titled with the file's rules, so the
// rule-coverage test counts a passing scenario as a citation of every ID it lists.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue/load'
import { describeFailure, playScenario, readScenarioText } from '.'

const DIR = path.resolve(__dirname, '../../../scenarios')
const catalogue = loadCatalogue()
const files = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort()

/** The rules a file lists, read before the test runs so they can title it. */
function rulesOf(text: string): string[] {
  const read = readScenarioText(text, catalogue)
  return read.ok ? read.file.rules ?? [] : []
}

describe('scenario files (scenarios/)', () => {
  it('the folder holds scenario files', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  for (const name of files) {
    const text = readFileSync(path.join(DIR, name), 'utf8')
    it(`${rulesOf(text).join(' ')}: ${name}`, () => {
      const read = readScenarioText(text, catalogue)
      if (!read.ok) throw new Error(read.issues.map((i) => `${i.path}: ${i.message}`).join('\n'))
      // A rule scenario names its rules and asserts an outcome; otherwise it proves nothing.
      expect(read.file.rules?.length ?? 0).toBeGreaterThan(0)
      expect(Object.keys(read.file.expect ?? {}).length).toBeGreaterThan(0)
      const played = playScenario(read.file, catalogue)
      expect(played.failures.map(describeFailure)).toEqual([])
    })
  }
})
