import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from './temp-dir'

// The tests of one file run in order: the second sees what the first left behind.
describe('tempDir', () => {
  const outside = tempDir('dm-temp-file-')
  let inside = ''
  it('makes a fresh folder for the test, with its prefix', () => {
    inside = tempDir('dm-temp-test-')
    writeFileSync(path.join(inside, 'a.txt'), 'x')
    expect(path.basename(inside)).toMatch(/^dm-temp-test-/)
    expect(existsSync(path.join(inside, 'a.txt'))).toBe(true)
    expect(inside).not.toBe(outside)
  })
  it('removes a test\'s folder, with what it holds, when that test ends; one made outside a test lasts the file', () => {
    expect(inside).not.toBe('')
    expect(existsSync(inside)).toBe(false)
    expect(existsSync(outside)).toBe(true)
  })
})
