// «Buscar el valor que equilibra» (issue 30): the search of `dm lab balance` (lib/sim/balance.ts), driven from the
// what-if editor. Each value it asks about is a league of the two decks (purpose «balance», one pairing, every game's
// winner kept) queued on the server like any laboratory job: the same check, owner, quotas and size bound, played by
// the queue's workers (or the server's threads on SQLite). The search itself is sequential and light (bisection on a
// few integers), so this page drives it: one step's job at a time, which an anonymous browser's quota of one open job
// allows. Loaded when the button is pressed.
import { findBalance, type BalanceResult, type BalanceStep } from '@/lib/sim/balance'
import { balanceVerdict, type CardLookup } from '@/lib/sim/lab-words'
import type { LabDeck } from '@/lib/sim/lab-spec'
import { outcomesOf, type MatchSpec, type MatchTally } from '@/lib/sim/matches'
import type { BotLevel } from '@/lib/bots/types'
import type { Variant } from '@/lib/engine/state'
import { withChange, type WhatIf } from './whatif'

export type BalanceInput = {
  decks: [LabDeck, LabDeck]
  bots: { A: BotLevel; B: BotLevel }
  seed: string
  variant: Variant
  maxTurns: number
  /** The what-if as edited: its other changes stay in every game; the searched number takes each tried value. */
  base: WhatIf
  cardId: string
  path: string
  min: number
  max: number
  /** Deck A's win rate sought, in (0, 1). */
  target: number
  /** Games per batch (even: each deal from both seats). */
  games: number
  /** Most games in all. */
  maxGames: number
}

/** Whoever plays a league: the server's queue from the page, the local engine in tests. */
export type LeaguePlayer = (spec: MatchSpec, signal?: AbortSignal) => Promise<MatchTally>

/** The league of one step: games [from, to) of the deals at `value`, as `dm lab balance` plays them. */
export function balanceStepSpec(input: BalanceInput, value: number, from: number, to: number): MatchSpec {
  return {
    kind: 'matches', purpose: 'balance', decks: [...input.decks], pairings: [[0, 1]], games: to - from, firstGame: from,
    bots: input.bots, seed: input.seed, variant: input.variant, maxTurns: input.maxTurns,
    override: withChange(input.base, { cardId: input.cardId, path: input.path, value }), outcomes: true,
  }
}

export type BalanceAnswer = { result: BalanceResult; sentence: string }

/** The search, each step played by `play`; `onStep` hears every value tried. Rejects with the first step that fails. */
export async function searchBalance(input: BalanceInput, play: LeaguePlayer, cardOf: CardLookup, options: { onStep?: (s: BalanceStep) => void; signal?: AbortSignal } = {}): Promise<BalanceAnswer> {
  const result = await findBalance(async (value, from, to) => {
    options.signal?.throwIfAborted()
    return outcomesOf(await play(balanceStepSpec(input, value, from, to), options.signal), 0, to - from)
  }, { min: input.min, max: input.max, target: input.target, games: input.games, maxGames: input.maxGames, ...(options.onStep === undefined ? {} : { onStep: options.onStep }) })
  const sentence = balanceVerdict(result, { card: cardOf(input.cardId), cardId: input.cardId, field: input.path, names: { A: input.decks[0].name, B: input.decks[1].name }, min: input.min, max: input.max })
  return { result, sentence }
}

type ApiJob = { status: string; error: string | null; report: { format: string; tally?: MatchTally } | null }

/**
 * Plays a league on the server: queues it (POST /api/lab/jobs), tells `onJob` its id, and reads it every `pollMs`
 * until its merged tally is in. An abort cancels the job (only its owner may: this browser).
 */
export function serverLeague(onJob: (id: string) => void, pollMs = 500): LeaguePlayer {
  return async (spec, signal) => {
    const res = await fetch('/api/lab/jobs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ spec }), ...(signal === undefined ? {} : { signal }) })
    const body = (await res.json().catch(() => null)) as { id?: string; error?: { message?: string } } | null
    if (!res.ok || body?.id === undefined) throw new Error(body?.error?.message ?? `el servidor respondió ${res.status}`)
    const id = body.id
    onJob(id)
    const cancel = () => { void fetch(`/api/lab/jobs/${id}`, { method: 'DELETE' }).catch(() => undefined) }
    signal?.addEventListener('abort', cancel, { once: true })
    try {
      for (;;) {
        await new Promise((r) => setTimeout(r, pollMs))
        signal?.throwIfAborted()
        const read = await fetch(`/api/lab/jobs/${id}`, { cache: 'no-store', headers: { Accept: 'application/json' } })
        if (read.status === 429 || read.status === 503) { await new Promise((r) => setTimeout(r, 1000 * Math.max(1, Number(read.headers.get('retry-after')) || 5))); continue }
        const job = ((await read.json().catch(() => null)) as { job?: ApiJob } | null)?.job
        if (!read.ok || job === undefined) throw new Error(`no se pudo leer la prueba ${id} (respuesta ${read.status})`)
        if (job.status === 'failed' || job.status === 'cancelled') throw new Error(`la prueba ${id} ${job.status === 'failed' ? `falló: ${job.error ?? ''}` : 'se canceló'}`)
        if (job.status === 'done' && job.report?.format === 'dm-match-result' && job.report.tally !== undefined) return job.report.tally
      }
    } finally {
      signal?.removeEventListener('abort', cancel)
    }
  }
}
