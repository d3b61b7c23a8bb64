// How much React renders while a page loads (issue 28): every commit of the page's React root, with the number of
// components that rendered in it (a fiber flagged PerformedWork) and of host elements among them, read through the
// hook React DevTools uses (React calls `onCommitFiberRoot` after each commit when the hook exists). A count, not a
// timing: it does not move with the host's load, so it says whether a change renders less, where traces of a fast host
// cannot tell a millisecond from noise. A diagnosis tool, not a test.
//
//   node scripts/render-count.mjs --bases http://127.0.0.1:3310[,URL] [--page /mazos] [--settle 3000] [--storage KEY=VALUE]
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { findChromium } from './chromium.mjs'

const { values } = parseArgs({
  options: {
    bases: { type: 'string' },
    page: { type: 'string', default: '/mazos' },
    settle: { type: 'string', default: '3000' },
    storage: { type: 'string', default: '' },
  },
})
const bases = (values.bases ?? '').split(',').map((b) => b.trim()).filter(Boolean)
if (bases.length === 0) {
  console.error('Uso: node scripts/render-count.mjs --bases URL[,URL…] [--page /mazos] [--settle 3000] [--storage KEY=VALUE]')
  process.exit(2)
}
const executablePath = findChromium({ install: false })
if (!executablePath) { console.error('No hay Chromium (CHROMIUM_PATH o /usr/bin/chromium)'); process.exit(1) }

// Installed before the page's scripts: React finds the hook, injects itself, and reports each commit. A fiber's flags
// stay on the finished tree until its next render; a fiber object that was not in the previous commit's tree and has
// PerformedWork (1) rendered in this commit.
const HOOK = `(() => {
  const commits = []
  window.__renderCount = commits
  let next = 1
  let seen = new WeakSet()
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(),
    inject(renderer) { const id = next++; this.renderers.set(id, renderer); return id },
    checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
    onCommitFiberRoot(id, root) {
      let components = 0
      const names = new Map()
      const now = new WeakSet()
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          now.add(f)
          // A fiber left as it was keeps the flags of the render that last touched it: only a fiber object new to the
          // tree (a render's work in progress) with PerformedWork rendered in this commit.
          if (!seen.has(f) && (f.flags & 1)) {
            if (f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15) {
              components++
              const name = f.type?.displayName || f.type?.name || f.type?.render?.name || '?'
              names.set(name, (names.get(name) || 0) + 1)
            }
          }
          if (f.child) walk(f.child)
        }
      }
      walk(root.current)
      seen = now
      commits.push({ at: Math.round(performance.now()), components, names: [...names].sort((a, b) => b[1] - a[1]).slice(0, 6) })
    },
  }
})()`

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const base of bases) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' })
    await context.addInitScript(HOOK)
    if (values.storage) {
      const [key, ...rest] = values.storage.split('=')
      await context.addInitScript(([k, v]) => { try { window.localStorage.setItem(k, v) } catch { /* no storage */ } }, [key, rest.join('=')])
    }
    const page = await context.newPage()
    await page.goto(new URL(values.page, base).href, { waitUntil: 'load' })
    await page.waitForTimeout(Number(values.settle))
    const commits = await page.evaluate(() => window.__renderCount)
    const total = commits.reduce((n, c) => n + c.components, 0)
    console.log(`${base}${values.page}: ${commits.length} commits, ${total} component renders`)
    const empty = commits.filter((c) => c.components === 0).length
    if (empty > 0) console.log(`  (${empty} of them rendered no component)`)
    for (const c of commits.filter((c) => c.components > 0)) console.log(`  ${String(c.at).padStart(5)} ms: ${c.components} components · ${c.names.map(([n, k]) => `${n}×${k}`).join(' ')}`)
    await context.close()
  }
} finally {
  await browser.close()
}
