// A folder in the system's temporary directory for a test's files, removed when that test ends (made outside a
// test, when its file's tests end), so that `npm test` leaves nothing behind in /tmp, however often it runs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, onTestFinished } from 'vitest'

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    onTestFinished(remove)
  } catch {
    // Not inside a running test (a file's or a suite's set-up): vitest refuses onTestFinished there.
    afterAll(remove)
  }
  return dir
}
