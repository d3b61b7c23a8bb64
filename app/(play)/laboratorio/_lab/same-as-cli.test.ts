// The page's split of a run among Web Workers gives `dm lab`'s numbers: the same games (same per-game
// seeds, the same lib/sim/lab-run.ts) and the same report whatever the number of workers; and the CSV
// the page exports holds every row with its interval and p.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { memoryIO } from '@/lib/cli/io'
import { registry } from '@/lib/cli/registry'
import { runCli } from '@/lib/cli/run'
import { loadBoxedDecks } from '@/lib/server/boxed-decks'
import { METRICS } from '@/lib/sim/lab-metrics'
import { labReport, type CompareReport } from '@/lib/sim/lab-report'
import { playShard, prepareArms } from '@/lib/sim/lab-run'
import { mergeTallies } from '@/lib/sim/lab-tally'
import { dealRanges, labWorkers } from './messages'
import { prepareSpec } from './prepare'
import { reportCsv } from './rows'
import { emptyLabState } from './url-state'

const catalogue = loadCatalogue('content')
const boxed = loadBoxedDecks('content', catalogue).map((d) => ({ slug: d.slug, name: d.name, code: encodeShareCode(d.deck), cardIds: [] }))
const [boxA, boxB] = boxed
if (boxA === undefined || boxB === undefined) throw new Error('two boxed decks')

describe('laboratorio runs equal dm lab', () => {
  it('deals every game index to exactly one worker, in contiguous ranges', () => {
    expect(dealRanges(7, 3)).toEqual([[0, 2], [2, 4], [4, 7]])
    expect(dealRanges(2, 4)).toEqual([[0, 1], [1, 2]])
    expect(labWorkers(10, 8)).toBe(4)
    expect(labWorkers(1, 8)).toBe(1)
    expect(labWorkers(10, undefined)).toBe(1)
  })

  it('three workers give the report of `dm lab compare --json` on the same inputs; its CSV has every row', async () => {
    const state = { ...emptyLabState(), mode: 'compare' as const, a: boxA.code, b: boxB.code, games: 6, seed: 'ux1', maxTurns: 24, bots: { A: 'random' as const, B: 'heuristic' as const }, override: '{"lisko-de-arathan":{"life":3}}' }
    const prepared = prepareSpec(state, catalogue, boxed)
    if (!prepared.ok) throw new Error(prepared.errors.join('; '))
    expect(prepared.spec.decks.A.name).toBe(boxA.name)
    const arms = prepareArms(prepared.spec, catalogue)
    if (!arms.ok) throw new Error('arms')
    const page = labReport(prepared.spec, dealRanges(6, 3).map((r) => playShard(prepared.spec, arms.arms, r)).reduce(mergeTallies)) as CompareReport

    const io = memoryIO(process.cwd())
    const code = await runCli(['lab', 'compare', 'content/decks/caja-1-marcha-de-la-montana.txt', 'content/decks/caja-2-corsarios-de-arathan.txt',
      '--override', state.override, '--games', '6', '--seed', 'ux1', '--max-turns', '24', '--bots', 'random,heuristic', '--mirror', '--json'], io, registry)
    expect(code).toBe(0)
    const cli = JSON.parse(io.text().out) as CompareReport
    // Deck names come from where each side read the deck (the box's title); every number is the same.
    expect({ ...page, decks: null }).toEqual({ ...cli, decks: null })

    const csv = reportCsv(page).trimEnd().split('\r\n')
    expect(csv).toHaveLength(1 + METRICS.length)
    expect(csv[0]).toBe('metrica,descripcion,tipo,base,base_ic95_inf,base_ic95_sup,prueba,prueba_ic95_inf,prueba_ic95_sup,diferencia,diferencia_ic95_inf,diferencia_ic95_sup,p,p_holm,contraste')
    const winA = csv.find((l) => l.startsWith('winA,')) ?? ''
    expect(winA.split(',').at(-1)).toBe('mcnemar')
    expect(Number(winA.split(',')[12])).toBe(page.winRateA.p)
  }, 60_000)

  it('names the problems of a form before anything runs', () => {
    const bad = prepareSpec({ ...emptyLabState(), mode: 'sweep', a: boxA.code, b: '', sweepCard: 'lisko-de-arathan', sweepField: 'life', sweepValues: '1, 99' }, catalogue, boxed)
    expect(bad).toEqual({ ok: false, errors: ['Mazo B: falta el mazo (elige uno de caja, o pega su código o su lista)'] })
    const values = prepareSpec({ ...emptyLabState(), mode: 'sweep', a: boxA.code, b: boxB.code, sweepCard: 'lisko-de-arathan', sweepField: 'life', sweepValues: '1, 99' }, catalogue, boxed)
    expect(values.ok).toBe(false)
    expect(!values.ok && values.errors[0]).toContain('99 no vale para Vida de Lisko de Árathan')
  })
})
