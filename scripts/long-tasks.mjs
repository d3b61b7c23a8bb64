// What runs in a page's long tasks when it loads as Lighthouse loads it (issue 28): Debian's Chromium started by
// chrome-launcher with scripts/lighthouse.mjs's flags, one tab, 412×823 at 1.75 device pixels, cache and storage cleared,
// unthrottled, traced with Lighthouse's categories plus V8's sampling profiler. For each load it prints every main-thread
// task of at least --min ms (12.5 by default: 50 ms once Lighthouse's simulation multiplies it by 4) with when it began
// relative to the observed first paint, what started it (a script's evaluation, a timer, a message, a frame) and the
// functions that spent its time, by self time and by total time, named by chunk, position and the source text there (a
// production build has no source maps; the text says which module it is).
// A diagnosis tool, not a test.
//
//   node scripts/long-tasks.mjs --bases http://127.0.0.1:3521[,URL] [--page /mazos] [--runs 3] [--min 12.5] [--save DIR]
//   node scripts/long-tasks.mjs --traces DIR/_mazos-3521-1.json[,…] [--min 12.5]   (saved traces read again)
import { mkdirSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { findChromium } from './chromium.mjs'
import { tracedLoads } from './traced-loads.mjs'

const { values } = parseArgs({
  options: {
    bases: { type: 'string' },
    page: { type: 'string', default: '/mazos' },
    runs: { type: 'string', default: '3' },
    min: { type: 'string', default: '12.5' },
    save: { type: 'string', default: '' },
    traces: { type: 'string', default: '' },
  },
})
const bases = (values.bases ?? '').split(',').map((b) => b.trim()).filter(Boolean)
const runs = Number(values.runs)
const minMs = Number(values.min)
if ((bases.length === 0 && !values.traces) || !Number.isInteger(runs) || runs < 1 || !(minMs > 0)) {
  console.error('Uso: node scripts/long-tasks.mjs --bases URL[,URL…] [--page /mazos] [--runs 3] [--min 12.5] [--save DIR]')
  process.exit(2)
}
const executablePath = findChromium({ install: false })
if (!executablePath) { console.error('No hay Chromium (CHROMIUM_PATH o /usr/bin/chromium)'); process.exit(1) }
if (values.save) mkdirSync(values.save, { recursive: true })

const CATEGORIES = ['loading', 'v8', 'v8.execute', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-devtools.timeline.stack', 'latencyInfo', 'toplevel',
  'disabled-by-default-v8.cpu_profiler']
const short = (url) => (url ? url.split('/').pop() : '')
const sources = new Map()
async function excerpt(url, line, column) {
  if (!url.startsWith('http')) return ''
  if (!sources.has(url)) sources.set(url, fetch(url).then((r) => r.text()).then((t) => t.split('\n')).catch(() => []))
  const text = (await sources.get(url))[line] ?? ''
  return text.slice(Math.max(0, column - 10), column + 70).replace(/\s+/g, ' ')
}

// The sampled stacks of the renderer's main thread: [{ ts, frames (leaf first) }].
function samplesOf(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  if (!profile) return []
  const nodes = new Map()
  let ts = profile.args.data.startTime
  const out = []
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid)) {
    const data = chunk.args.data
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    const samples = data.cpuProfile?.samples ?? []
    for (let i = 0; i < samples.length; i++) {
      ts += data.timeDeltas[i]
      out.push({ ts, node: samples[i] })
    }
  }
  const stack = (id) => {
    const frames = []
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) frames.push(n.callFrame)
    return frames
  }
  return out.map((s) => ({ ts: s.ts, frames: stack(s.node) }))
}

const label = (f) => `${f.functionName || '(anónima)'} ${short(f.url)}:${f.lineNumber}:${f.columnNumber}`

async function analyse(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
  if (!nav) throw new Error('la traza no tiene navegación')
  const { pid, tid, ts: t0 } = nav
  const ms = (t) => (t - t0) / 1000
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? t0
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts > t0 && e.dur / 1000 >= minMs)
  const samples = samplesOf(events, pid, tid)
  console.log(`  pintura observada ${ms(fcp).toFixed(0)} ms; ${tasks.length} tareas de ${minMs} ms o más; ${samples.length} muestras`)
  // After the paint (where TBT counts), the long tasks by what started them: wall and CPU time summed.
  const groups = new Map()
  for (const task of tasks.filter((t) => t.ts >= fcp)) {
    const first = onMain.find((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && ['EvaluateScript', 'FunctionCall', 'TimerFire',
      'ParseHTML', 'ProxyMain::BeginMainFrame', 'EventDispatch', 'MajorGC', 'MinorGC'].includes(e.name))
    const kind = !first ? 'otra (sin JavaScript)' : first.name === 'EvaluateScript' ? `evaluar ${short(first.args?.data?.url)}`
      : first.name === 'FunctionCall' ? `llamada ${short(first.args?.data?.url)} ${first.args?.data?.functionName ?? ''}`.trim() : first.name
    const g = groups.get(kind) ?? { n: 0, wall: 0, cpu: 0 }
    g.n++; g.wall += task.dur / 1000; g.cpu += (task.tdur ?? 0) / 1000
    groups.set(kind, g)
  }
  // Every sample inside a long task (before the paint too: Lighthouse's simulation places the start scripts' tasks
  // after its own first paint), by script: its own time (the leaf frame's) and its total (anywhere in the stack).
  const byChunk = new Map()
  const add = (key, field, d) => { const c = byChunk.get(key) ?? { self: 0, total: 0 }; c[field] += d; byChunk.set(key, c) }
  for (const task of tasks) {
    const inTask = samples.filter((x) => x.ts >= task.ts && x.ts < task.ts + task.dur)
    for (let i = 0; i < inTask.length; i++) {
      const d = ((inTask[i + 1]?.ts ?? task.ts + task.dur) - inTask[i].ts) / 1000
      const leaf = inTask[i].frames[0]
      add(leaf?.url ? short(leaf.url) : `(${(leaf?.functionName || 'program').replace(/[()]/g, '')})`, 'self', d)
      for (const c of new Set(inTask[i].frames.filter((f) => f.url).map((f) => short(f.url)))) add(c, 'total', d)
    }
  }
  console.log(`  en las tareas largas, por script (propio / total, ms): ${[...byChunk].sort((a, b) => b[1].self - a[1].self)
    .map(([k, v]) => `${k} ${v.self.toFixed(0)}/${v.total.toFixed(0)}`).join(' · ')}`)
  for (const [kind, g] of [...groups].sort((a, b) => b[1].wall - a[1].wall)) {
    console.log(`  tras la pintura: ${kind}: ${g.n} tareas, ${g.wall.toFixed(0)} ms de reloj, ${g.cpu.toFixed(0)} ms de CPU`)
  }
  for (const task of tasks) {
    const end = task.ts + task.dur
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end)
    const kinds = new Map()
    for (const e of inside) {
      if (!['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'MinorGC', 'MajorGC',
        'V8.GC_SCAVENGER', 'v8.compile', 'v8.compileModule', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.run',
        'ProxyMain::BeginMainFrame', 'HitTest', 'PrePaint'].includes(e.name)) continue
      const what = e.name === 'EvaluateScript' || e.name === 'v8.compile' ? `${e.name} ${short(e.args?.data?.url)}`
        : e.name === 'FunctionCall' ? `FunctionCall ${short(e.args?.data?.url)} ${e.args?.data?.functionName ?? ''}`.trim()
          : e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name
      kinds.set(what, (kinds.get(what) ?? 0) + e.dur / 1000)
    }
    const self = new Map()
    const total = new Map()
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end)
    for (let i = 0; i < inTask.length; i++) {
      const next = inTask[i + 1]?.ts ?? end
      const d = (next - inTask[i].ts) / 1000
      const frames = inTask[i].frames.filter((f) => f.url || f.functionName)
      if (frames[0]) self.set(label(frames[0]), (self.get(label(frames[0])) ?? 0) + d)
      for (const key of new Set(frames.filter((f) => f.url).map(label))) total.set(key, (total.get(key) ?? 0) + d)
    }
    const when = ms(task.ts) - ms(fcp)
    console.log(`\n  tarea ${ms(task.ts).toFixed(0)} ms (${when >= 0 ? '+' : ''}${when.toFixed(0)} desde la pintura), ${(task.dur / 1000).toFixed(1)} ms` +
      ` (×4 ${(task.dur / 250).toFixed(0)} ms), CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms`)
    console.log(`    eventos: ${[...kinds].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' · ')}`)
    const top = async (map, n) => Promise.all([...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(async ([k, v]) => {
      const [, file, line, col] = /^(?:.*) (\S*):(\d+):(\d+)$/.exec(k) ?? []
      const url = inTask.flatMap((s) => s.frames).find((f) => short(f.url) === file)?.url ?? ''
      return `      ${v.toFixed(1)} ms  ${k}  «${url ? await excerpt(url, Number(line), Number(col)) : ''}»`
    }))
    console.log('    tiempo propio:'); console.log((await top(self, 5)).join('\n'))
    console.log('    tiempo total:'); console.log((await top(total, 10)).join('\n'))
  }
}

if (values.traces) {
  // Saved traces (--save) read again; the chunks' text is fetched from --bases if given, else not shown.
  for (const file of values.traces.split(',')) {
    console.log(file)
    await analyse(JSON.parse(readFileSync(file, 'utf8')))
  }
  process.exit(0)
}
await tracedLoads({
  executablePath, bases, page: values.page, runs, categories: CATEGORIES, save: values.save,
  onLoad: async (base, r, events) => {
    console.log(`${base}${values.page} #${r}`)
    await analyse(events)
  },
})
