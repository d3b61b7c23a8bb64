// Why Lighthouse's simulated LCP of a page swings between ~1 and ~2.8 s (issue 28): loads the page as Lighthouse does
// (Debian's Chromium with its flags, one tab, 412×823 at 1.75 device pixels, cache cleared, unthrottled), records a Chrome
// trace, and for each load prints
//   - the observed first paint, and when the renderer's first frame ran on the main thread (style, layout, paint);
//   - the longest wait between two BeginFrames the renderer's compositor received before that paint (≈1,000 ms when
//     Chromium's display compositor throttled it as "unresponsive", see docs/weight-and-speed.md);
//   - how many of the page's script chunks were evaluated before the paint;
//   - Lighthouse's own Lantern estimate of FCP and LCP from this trace (its mobile defaults: 150 ms RTT, 1.6 Mbps, CPU
//     ×4) and the script chunks its LCP graph keeps: every chunk that had finished downloading before the observed
//     paint, but for those whose evaluation is a task of 10 ms or more that began after it.
// A diagnosis tool, not a test: it reads Lighthouse 12's internal Lantern modules, which a Lighthouse upgrade may move.
//
//   node scripts/lcp-race.mjs --bases http://127.0.0.1:3482[,http://127.0.0.1:3483] [--page /mazos] [--runs 5] [--save DIR]
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import * as TraceEngine from 'lighthouse/core/lib/trace-engine.js'
import { findChromium } from './chromium.mjs'
import { tracedLoads } from './traced-loads.mjs'

const { values } = parseArgs({
  options: {
    bases: { type: 'string' },
    page: { type: 'string', default: '/mazos' },
    runs: { type: 'string', default: '5' },
    save: { type: 'string', default: '' },
  },
})
const bases = (values.bases ?? '').split(',').map((b) => b.trim()).filter(Boolean)
const runs = Number(values.runs)
if (bases.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('Uso: node scripts/lcp-race.mjs --bases URL[,URL…] [--page /mazos] [--runs 5] [--save DIR]')
  process.exit(2)
}
const executablePath = findChromium({ install: false })
if (!executablePath) { console.error('No hay Chromium (CHROMIUM_PATH o /usr/bin/chromium)'); process.exit(1) }
if (values.save) mkdirSync(values.save, { recursive: true })

// Lighthouse's trace categories plus the compositor's (cc), which show the BeginFrames and the first draw.
const CATEGORIES = ['loading', 'v8', 'v8.execute', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-devtools.timeline.stack', 'latencyInfo', 'toplevel', 'cc', 'blink']
// Lighthouse's default mobile throttling (constants.throttling.mobileSlow4G).
const SETTINGS = { throttlingMethod: 'simulate', throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 } }

const isChunk = (url) => /\/_next\/static\/chunks\/.+\.js$/.test(url ?? '')
const short = (url) => url.split('/').pop()

async function analyse(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
  if (!nav) throw new Error('la traza no tiene navegación')
  const { pid, tid, ts: t0 } = nav
  const ms = (t) => (t - t0) / 1000
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts
  if (!fcp) throw new Error('la traza no tiene primera pintura')
  // The page's first frame: the first main-thread frame that laid the document out (the ones before are about:blank's).
  const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts > t0)
  const firstFrame = events.find((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X' && e.pid === pid && e.tid === tid &&
    e.ts > t0 && layouts.some((l) => l.ts >= e.ts && l.ts <= e.ts + e.dur))
  const beginFrames = events.filter((e) => e.name === 'Scheduler::BeginFrame' && e.pid === pid && e.ts > t0 && e.ts <= fcp).map((e) => e.ts)
  let gap = 0
  for (let i = 1; i < beginFrames.length; i++) gap = Math.max(gap, beginFrames[i] - beginFrames[i - 1])
  const evaluated = events.filter((e) => e.name === 'EvaluateScript' && e.pid === pid && e.tid === tid && isChunk(e.args?.data?.url))
  const chunks = new Set(evaluated.map((e) => e.args.data.url))
  const before = new Set(evaluated.filter((e) => e.ts <= fcp).map((e) => e.args.data.url))

  // Lighthouse's own path from a trace (what INTERNAL_LANTERN_USE_TRACE selects): requests, graph, simulation.
  TraceEngine.Helpers.SyntheticEvents.SyntheticEventsManager.createAndActivate(events)
  const processor = new TraceEngine.TraceProcessor(TraceEngine.TraceHandlers)
  await processor.parse(events, { lanternSettings: SETTINGS })
  const parsed = processor.parsedTrace
  const trace = { traceEvents: events }
  const requests = Lantern.TraceEngineComputationData.createNetworkRequests(trace, parsed)
  const documentUrl = requests.find((r) => r.resourceType === 'Document' && r.url.startsWith('http'))?.url
  const graph = Lantern.TraceEngineComputationData.createGraph(requests, trace, parsed, { requestedUrl: documentUrl, mainDocumentUrl: documentUrl, finalDisplayedUrl: documentUrl })
  const navigation = parsed.Meta.mainFrameNavigations.find((n) => n.args.data?.documentLoaderURL?.startsWith('http'))
  const processedNavigation = Lantern.TraceEngineComputationData.createProcessedNavigation(parsed, parsed.Meta.mainFrameId, navigation.args.data.navigationId)
  const simulator = Lantern.Simulation.Simulator.createSimulator({ ...SETTINGS, networkAnalysis: Lantern.Core.NetworkAnalyzer.analyze(requests) })
  const data = { simulator, graph, processedNavigation }
  const fcpResult = Lantern.Metrics.FirstContentfulPaint.compute(data)
  const lcpResult = Lantern.Metrics.LargestContentfulPaint.compute(data, { fcpResult })
  const kept = []
  lcpResult.optimisticGraph.traverse((n) => { if (n.type === 'network' && isChunk(n.request.url)) kept.push(n.request) })
  return {
    paint: ms(fcp),
    firstFrame: firstFrame ? `${ms(firstFrame.ts).toFixed(0)}+${(firstFrame.dur / 1000).toFixed(0)}` : '—',
    gap: gap / 1000,
    evaluatedBefore: `${before.size}/${chunks.size}`,
    lanternFcp: fcpResult.timing,
    lanternLcp: lcpResult.timing,
    keptKiB: kept.reduce((s, r) => s + r.transferSize, 0) / 1024,
    kept: kept.map((r) => short(r.url)),
  }
}

console.log(`${values.page}: pintura observada · primer frame (inicio+duración) · mayor hueco entre BeginFrames · trozos evaluados antes · Lantern FCP/LCP · trozos en el grafo del LCP`)
await tracedLoads({
  executablePath, bases, page: values.page, runs, categories: CATEGORIES, save: values.save,
  onLoad: async (base, r, events) => {
    const a = await analyse(events)
    console.log(`${base} #${r}: ${a.paint.toFixed(0)} ms · ${a.firstFrame} ms · ${a.gap.toFixed(0)} ms · ${a.evaluatedBefore} · ${a.lanternFcp.toFixed(0)}/${a.lanternLcp.toFixed(0)} ms · ${a.kept.length} (${a.keptKiB.toFixed(0)} KiB)`)
  },
})
