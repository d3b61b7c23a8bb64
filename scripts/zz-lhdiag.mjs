import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
const base = process.argv[2]; const pages = process.argv[3].split(',')
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
try {
  for (const path of pages) {
    const r = await lighthouse(new URL(path, base).href, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
    const a = r.lhr.audits
    console.log(`\n## ${path}: score ${Math.round(r.lhr.categories.performance.score * 100)} FCP ${a['first-contentful-paint'].displayValue} LCP ${a['largest-contentful-paint'].displayValue} TBT ${a['total-blocking-time'].displayValue} SI ${a['speed-index'].displayValue} CLS ${a['cumulative-layout-shift'].displayValue}`)
    console.log('bootup:', (a['bootup-time'].details?.items ?? []).slice(0, 6).map((i) => `${i.url.replace(base, '')} total ${Math.round(i.total)} script ${Math.round(i.scripting)}`).join(' | '))
    console.log('main:', (a['mainthread-work-breakdown'].details?.items ?? []).slice(0, 6).map((i) => `${i.groupLabel} ${Math.round(i.duration)}`).join(' | '))
    console.log('long tasks:', (a['long-tasks']?.details?.items ?? []).slice(0, 8).map((i) => `${(i.url ?? '').replace(base, '')}@${Math.round(i.startTime)}+${Math.round(i.duration)}`).join(' | '))
    console.log('lcp el:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details?.items?.[0]?.node?.snippet ?? '').slice(0, 200))
    const lcpPhases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items
    if (lcpPhases) console.log('lcp phases:', lcpPhases.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(' | '))
    console.log('unused js:', (a['unused-javascript'].details?.items ?? []).slice(0, 5).map((i) => `${i.url.replace(base, '')} ${Math.round(i.wastedBytes / 1024)}KiB/${Math.round(i.totalBytes / 1024)}`).join(' | '))
    console.log('render-blocking:', (a['render-blocking-resources'].details?.items ?? []).map((i) => `${i.url.replace(base, '')} ${Math.round(i.wastedMs)}ms`).join(' | '))
  }
} finally { await chrome.kill() }
