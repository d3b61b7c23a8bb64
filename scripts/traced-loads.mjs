// Loads a page as Lighthouse does and hands each load's Chrome trace to the caller (issue 28; used by
// scripts/lcp-race.mjs and scripts/long-tasks.mjs). Debian's Chromium is started by chrome-launcher with
// scripts/lighthouse.mjs's flags, as Lighthouse's runs are (Playwright's own launch adds flags of its own, under which
// the ~1 s paints were not seen); one tab at Lighthouse's mobile screen (412×823 at 1.75 device pixels, touch), the
// cache and the site's storage cleared before each load, unthrottled; the trace runs from the navigation to 2.5 s
// after the load event. With several bases the order alternates run by run, so each meets the same moments of load.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']

/**
 * Runs `runs` rounds over `bases`, tracing `page` with `categories`; `save` (a directory, or '') keeps each trace as
 * `<page>-<port>-<round>.json`; `onLoad(base, round, events)` is awaited after each load.
 */
export async function tracedLoads({ executablePath, bases, page: path, runs, categories, save, onLoad }) {
  const chrome = await launch({ chromePath: executablePath, chromeFlags: CHROME_FLAGS })
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const page = await browser.contexts()[0].newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true })
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true })
    await cdp.send('Network.enable')
    for (let r = 1; r <= runs; r++) {
      for (const base of r % 2 ? bases : [...bases].reverse()) {
        await page.goto('about:blank')
        await cdp.send('Network.clearBrowserCache')
        await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' })
        const events = []
        const collect = (e) => events.push(...e.value)
        cdp.on('Tracing.dataCollected', collect)
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories, excludedCategories: ['*'] }, transferMode: 'ReportEvents' })
        await page.goto(new URL(path, base).href, { waitUntil: 'load' })
        await page.waitForTimeout(2500)
        await cdp.send('Tracing.end')
        await complete
        cdp.off('Tracing.dataCollected', collect)
        if (save) writeFileSync(join(save, `${path.replace(/\W+/g, '_')}-${new URL(base).port}-${r}.json`), JSON.stringify(events))
        await onLoad(base, r, events)
      }
    }
    await browser.close().catch(() => {})
  } finally {
    await chrome.kill()
  }
}
