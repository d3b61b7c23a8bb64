// Every alientos scenario file of scenarios/alientos run through the same path as `dm alientos play` and the /docs
// format page. Each test is titled with the file's rules, so the coverage test counts a passing scenario as a citation.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeFailure } from './expect'
import { playAlientosScenario, readAlientosScenario } from './run'

const DIR = path.resolve(__dirname, '../../../scenarios/alientos')
const files = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort()

function rulesOf(text: string): string[] {
  const read = readAlientosScenario(text)
  return read.ok ? read.file.rules ?? [] : []
}

describe('alientos scenario files (scenarios/alientos/)', () => {
  it('the folder holds the scenarios the issue asks for', () => {
    expect(files.length).toBeGreaterThanOrEqual(15)
  })
  for (const name of files) {
    const text = readFileSync(path.join(DIR, name), 'utf8')
    it(`${rulesOf(text).join(' ')}: ${name}`, () => {
      const read = readAlientosScenario(text)
      if (!read.ok) throw new Error(read.issues.map((i) => `${i.path}: ${i.message}`).join('\n'))
      expect(read.file.rules?.length ?? 0).toBeGreaterThan(0)
      expect(Object.keys(read.file.expect ?? {}).length).toBeGreaterThan(0)
      const played = playAlientosScenario(read)
      expect(played.failures.map(describeFailure)).toEqual([])
    })
  }
})
