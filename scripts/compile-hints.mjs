// V8's explicit compile hint on the scripts every page runs first (React, Next's router, Turbopack's runtime): a
// first line `//# allFunctionsCalledOnLoad` tells Chrome (136 and later) to compile all of a script's functions
// while it streams it in, on a background thread, instead of each one on the main thread the first time it is
// called. Nearly all of those scripts' functions run as the page starts, and compiling them lazily was most of the
// one long task in which Next starts the page: 55–80 ms on this machine, 220–320 ms under Lighthouse's 4× CPU
// slowdown, the largest share of the total blocking time on /partida and /mazos (issue 14). Other browsers read the
// line as a comment.
// Only the root files (build-manifest.json's rootMainFiles): a page's own chunks are compiled lazily as before, since
// much of their code runs only on a tap, and hinting every chunk made the background compilation compete with the
// page's first layout on a two-core machine, which cost more than it saved.
// Run by next.config.mjs after every production compile (compiler.runAfterProductionCompile), so `next build`,
// `npm start`, `npm test` and CI all serve hinted files. Idempotent.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts the compile hint at the top of each root script of the build in `distDir` that lacks it; returns the files it
 * changed (relative to `distDir`). Throws when the build has no manifest of root files: a build this cannot read
 * would otherwise lose the hint without a word.
 */
export function addCompileHints(distDir) {
  const manifestPath = path.join(distDir, 'build-manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`compile-hints: no hay ${manifestPath}`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const roots = manifest.rootMainFiles
  if (!Array.isArray(roots) || roots.length === 0 || !roots.every((f) => typeof f === 'string')) {
    throw new Error(`compile-hints: ${manifestPath} no nombra los scripts raíz (rootMainFiles)`)
  }
  const changed = []
  for (const file of roots) {
    if (!file.endsWith('.js')) continue
    const full = path.join(distDir, file)
    const text = readFileSync(full, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    writeFileSync(full, COMPILE_HINT + text)
    changed.push(file)
  }
  return changed
}
