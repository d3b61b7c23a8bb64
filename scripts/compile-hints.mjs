// V8's explicit compile hint on the scripts every page runs first (React, Next's router, Turbopack's runtime): a
// first line `//# allFunctionsCalledOnLoad` tells Chrome (136 and later) to compile all of a script's functions
// while it streams it in, on a background thread, instead of each one on the main thread the first time it is
// called. Nearly all of those scripts' functions run as the page starts, and compiling them lazily was most of the
// one long task in which Next starts the page: 55–80 ms on this machine, 220–320 ms under Lighthouse's 4× CPU
// slowdown, the largest share of the total blocking time on /partida and /mazos (issue 14). Other browsers read the
// line as a comment.
// The root files (build-manifest.json's rootMainFiles), and the own chunks of the few pages in HINTED_PAGES. Other
// pages' chunks are compiled lazily as before, since much of their code runs only on a tap, and hinting every chunk
// made the background compilation compete with the page's first layout on a two-core machine, which cost more than it
// saved. The builder (/mazos) is the exception worth making: React evaluates its modules (the builder, the deck's
// legality, share codes, the catalogue model) inside the one unit of work that hydrates it, and their lazy compilation
// was most of that task (~20 ms here, ~80 ms at Lighthouse's 4×); hinted, the task is gone and the first layout takes
// no longer (issue 28).
// Run by next.config.mjs after every production compile (compiler.runAfterProductionCompile), so `next build`,
// `npm start`, `npm test` and CI all serve hinted files. Idempotent.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The pages whose own chunks are hinted too, as Next names them under server/app. */
export const HINTED_PAGES = ['/(decks)/mazos/page']

/**
 * Puts the compile hint at the top of each root script of the build in `distDir`, and of each of `pages`' own
 * scripts, that lacks it; returns the files it changed (relative to `distDir`). Throws when the build has no manifest
 * of root files: a build this cannot read would otherwise lose the hint without a word.
 */
export function addCompileHints(distDir, pages = HINTED_PAGES) {
  const manifestPath = path.join(distDir, 'build-manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`compile-hints: no hay ${manifestPath}`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const roots = manifest.rootMainFiles
  if (!Array.isArray(roots) || roots.length === 0 || !roots.every((f) => typeof f === 'string')) {
    throw new Error(`compile-hints: ${manifestPath} no nombra los scripts raíz (rootMainFiles)`)
  }
  const files = [...roots, ...pages.flatMap((page) => pageOwnScripts(distDir, page))]
  const changed = []
  for (const file of new Set(files)) {
    if (!file.endsWith('.js')) continue
    const full = path.join(distDir, file)
    const text = readFileSync(full, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    writeFileSync(full, COMPILE_HINT + text)
    changed.push(file)
  }
  return changed
}

/**
 * The scripts a page loads that none of its layouts do (its client-reference manifest's entryJSFiles: the page's
 * files minus every other entry's), relative to `distDir`. The layouts' scripts run on every page of the site, so
 * they keep to the root files' rule. Throws when the manifest or the page's entry is missing: a renamed route must
 * not lose its hint without a word.
 */
export function pageOwnScripts(distDir, page) {
  const manifestPath = path.join(distDir, 'server', 'app', `${page}_client-reference-manifest.js`)
  if (!existsSync(manifestPath)) throw new Error(`compile-hints: no hay ${manifestPath}`)
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[page]; it is run with nothing else in reach.
  const sandbox = {}
  vm.runInNewContext(readFileSync(manifestPath, 'utf8'), sandbox, { filename: manifestPath, timeout: 1000 })
  const entries = sandbox.__RSC_MANIFEST?.[page]?.entryJSFiles
  const own = entries?.[`[project]/app${page}`]
  if (!Array.isArray(own)) throw new Error(`compile-hints: ${manifestPath} no da los scripts de ${page} (entryJSFiles)`)
  const others = new Set(Object.entries(entries).filter(([entry]) => entry !== `[project]/app${page}`).flatMap(([, list]) => list))
  return own.filter((file) => typeof file === 'string' && !others.has(file))
}
