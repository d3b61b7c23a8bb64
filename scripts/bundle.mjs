// The TypeScript entry points that run long in Node (`dm`, its worker threads, `npm run bench`) as
// one esbuild bundle each, built on first use and kept under node_modules/.cache/bundles/<name>.
// Why not tsx: tsx compiles every module at each start (about 2 s of CPU per process and again per
// worker thread), and it sets esbuild's keepNames, which relabels every nested function each time
// its outer function runs (a few per cent of the bots' CPU). A bundle built without keepNames
// starts in a fraction of that and runs the same code.
// The bundle is rebuilt when any file it was built from changes (a SHA-1 of each input, checked at
// start: a few milliseconds), so a fresh clone needs only `npm install`. Packages stay external
// (Node loads them from node_modules as before), and `import.meta.url` is replaced in each module
// by its own source file's URL, so paths made relative to a source file still point into the
// repository.
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'bundles')
/** Files that shape every bundle besides its inputs: this builder and the TypeScript settings. */
const ALWAYS = ['scripts/bundle.mjs', 'tsconfig.json', 'package.json']
/** Builds kept per bundle besides the current one (a process still running may use an older one). */
const KEEP_OLD = 3

const sha1 = (text) => createHash('sha1').update(text).digest('hex')
const hashFile = (rel) => { try { return sha1(readFileSync(path.join(ROOT, rel))) } catch { return null } }

function readJson(file) {
  try { return JSON.parse(readFileSync(file, 'utf8')) } catch { return null }
}

/** Replaces `import.meta.url` in the repository's TypeScript by the module's own source URL. */
const sourceUrlPlugin = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const text = readFileSync(args.path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

/**
 * The folder holding bundle `name` of `entryPoints` ({ output name: source path from the root }),
 * each as `<output name>.mjs`, built now if missing or stale; null when esbuild is not installed
 * (the caller then runs the sources through tsx).
 */
export async function bundleDir(name, entryPoints) {
  const home = path.join(CACHE, name)
  const pointer = path.join(home, 'current.json')
  const wanted = JSON.stringify(entryPoints)
  const current = readJson(pointer)
  if (current !== null && current.entryPoints === wanted && Object.entries(current.inputs).every(([rel, hash]) => hashFile(rel) === hash)) {
    return path.join(home, current.dir)
  }

  let esbuild
  try { esbuild = await import('esbuild') } catch { return null }
  mkdirSync(home, { recursive: true })
  const scratch = path.join(home, `tmp-${process.pid}-${randomBytes(4).toString('hex')}`)
  let built
  try {
    built = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints,
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      metafile: true,
      logLevel: 'error',
      plugins: [sourceUrlPlugin],
    })
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true })
    throw error
  }
  const inputs = {}
  for (const rel of [...Object.keys(built.metafile.inputs), ...ALWAYS].sort()) {
    const hash = hashFile(rel)
    if (hash !== null) inputs[rel] = hash
  }
  // Content-addressed: two processes building the same sources at once agree on one folder.
  const dir = sha1(wanted + JSON.stringify(inputs)).slice(0, 16)
  try { renameSync(scratch, path.join(home, dir)) } catch { rmSync(scratch, { recursive: true, force: true }) }
  const next = `${pointer}.${process.pid}`
  writeFileSync(next, JSON.stringify({ entryPoints: wanted, dir, inputs }))
  renameSync(next, pointer)
  pruneOld(home, dir)
  return path.join(home, dir)
}

function pruneOld(home, keep) {
  const old = readdirSync(home, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== keep && !e.name.startsWith('tmp-'))
    .map((e) => ({ name: e.name, time: statSync(path.join(home, e.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const e of old.slice(KEEP_OLD)) rmSync(path.join(home, e.name), { recursive: true, force: true })
}

/** Registers tsx in this process, for running the TypeScript sources when there is no bundle. */
export async function registerTsx() {
  const tsx = await import('tsx/esm/api')
  tsx.register()
}
