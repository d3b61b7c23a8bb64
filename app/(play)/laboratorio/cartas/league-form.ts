// The form of /laboratorio/cartas that queues a ratings league (issue 30), as data: what the designer chose turned
// into the league the API checks (lib/sim/lab-check.ts, zod on the server), and the API's answer turned back into a
// message beside the field it names. The browser only assembles; the server decides what is valid.
import type { BotLevel } from '@/lib/bots/types'
import type { Deck } from '@/lib/decks/model'
import { decodeShareCode } from '@/lib/decks/share-code'
import { roundRobin } from '@/lib/sim/ratings-report'

/** A deck offered by name (the boxed ones). */
export type LeagueDeckOption = { slug: string; name: string; deck: Deck }

export type LeagueFormState = {
  /** Slugs of the offered decks that play. */
  chosen: string[]
  /** More decks: share codes, one a line. */
  codes: string
  games: string
  seed: string
  bot: BotLevel
  maxTurns: string
}

export type LeagueField = 'decks' | 'games' | 'seed' | 'maxTurns' | 'bot' | 'form'
export type LeagueErrors = Partial<Record<LeagueField, string>>

/** Most decks the form sends: 8 decks are 28 pairings, already a long league. */
export const LEAGUE_FORM_MAX_DECKS = 8

/** A number as typed: the integer it names, else the text itself, so the server's check names the field. */
const numberOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text)

/** The league the form asks for, or the problems the browser can tell without the server (unreadable codes, no deck). */
export function leagueSpecOf(form: LeagueFormState, offered: readonly LeagueDeckOption[]): { ok: true; spec: unknown } | { ok: false; errors: LeagueErrors } {
  const decks: { name: string; deck: Deck }[] = offered.filter((o) => form.chosen.includes(o.slug)).map((o) => ({ name: o.name, deck: o.deck }))
  const problems: string[] = []
  form.codes.split('\n').map((l) => l.trim()).filter((l) => l !== '').forEach((code, i) => {
    const read = decodeShareCode(code)
    if (!read.ok) { problems.push(`código ${i + 1}: ${read.error.message}`); return }
    decks.push({ name: read.deck.name?.trim() || `Mazo ${decks.length + 1}`, deck: read.deck })
  })
  if (problems.length > 0) return { ok: false, errors: { decks: problems.join(' ') } }
  if (decks.length === 0) return { ok: false, errors: { decks: 'elige al menos un mazo (uno solo juega contra sí mismo)' } }
  if (decks.length > LEAGUE_FORM_MAX_DECKS) return { ok: false, errors: { decks: `como máximo ${LEAGUE_FORM_MAX_DECKS} mazos (hay ${decks.length})` } }
  return {
    ok: true,
    spec: {
      kind: 'matches', purpose: 'ratings', decks, pairings: roundRobin(decks.length), games: numberOf(form.games), firstGame: 0,
      bots: { A: form.bot, B: form.bot }, seed: form.seed, variant: 'none', maxTurns: numberOf(form.maxTurns), override: null, outcomes: false,
    },
  }
}

/** Which of the form's fields an API error names («spec.games» → Partidas; «spec.decks.1» → Mazos). */
export function leagueFieldOf(apiField: string | undefined): LeagueField {
  const [head, key] = (apiField ?? '').split('.')
  if (head !== 'spec') return 'form'
  if (key === 'decks' || key === 'pairings') return 'decks'
  if (key === 'games' || key === 'seed' || key === 'maxTurns') return key
  if (key === 'bots') return 'bot'
  return 'form'
}

/** The API's 400 (every issue), 422, 429 or 503 as messages beside their fields; the first message of a field wins. */
export function leagueErrorsOf(error: { field?: string; message?: string; issues?: { field: string; message: string }[] } | undefined, status: number): LeagueErrors {
  const issues = error?.issues ?? [{ field: error?.field ?? '', message: error?.message ?? `respuesta ${status}` }]
  const out: LeagueErrors = {}
  for (const issue of issues) {
    const field = leagueFieldOf(issue.field)
    // A whole message («spec.games»: …) already names the API's field; beside the input only the reason reads well.
    out[field] ??= field === 'form' && error?.issues === undefined ? issue.message : issue.message.replace(/^«[^»]*»:\s*/, '')
  }
  return out
}
