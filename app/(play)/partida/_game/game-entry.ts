// The heavy half of /partida, loaded on demand: the engine's driver, the board, the bots and the
// arrival logic (an account game, a replay link, a game saved in this browser). The set-up form does
// not need any of it, so a first visit downloads only the form; this module loads as soon as the
// player touches the form, or at once when there is a game to resume or a link to open.
import type { Catalogue } from '@/lib/catalogue/model'
import { describeError, legalActions, type Seat } from '@/lib/engine'
import { deckFromCode } from '@/app/(play)/probar/_table/deck-source'
import { parseLine } from '@/app/(play)/probar/_table/line'
import { automaticChoice, type Stops } from '../_board/stops'
import {
  SAVE_KEY, startDuel, type AccountLink, type Duel, type DuelNumbers, type DuelOverride, type DuelSetup, type ReplayLink, type StepClassifier, type TableEnd,
} from './duel'
import type { Deck } from '@/lib/decks/model'
import type { Resolved, Wanted } from './numbers'
import type { BotLevel, DuelMode } from './setup-options'
import { storedStops } from './LocalGame'

export { LocalGame } from './LocalGame'
export { ReplayViewer, type ContinueAs } from './ReplayViewer'
export { savedDuel, SAVE_KEY, type Duel } from './duel'

/** What a game or replay is played on: the catalogue (override applied), the numbers before it, and how they are recorded. */
export type Played = { catalogue: Catalogue; base: Catalogue; numbers: DuelNumbers }

export type Arrival =
  | { kind: 'setup'; notice: string | null }
  | { kind: 'game'; duel: Duel; played: Played; notice: string | null; account: AccountLink | null }
  | { kind: 'replay'; duel: Duel; played: Played; notice: string | null; mode: DuelMode | null; bot: BotLevel | null; table: TableEnd | null }

const notesText = (notes: readonly string[]): string | null => (notes.length > 0 ? notes.join(' ') : null)

export function decksOf(codes: [string, string]): [Deck, Deck] | string {
  const a = deckFromCode(codes[0], 'Mazo A')
  const b = deckFromCode(codes[1], 'Mazo B')
  if (!a.ok) return `Mazo A: ${a.message}`
  if (!b.ok) return `Mazo B: ${b.message}`
  return [a.value.deck as Deck, b.value.deck as Deck]
}

/** Marks the replayed steps its players' stops took without asking (bot seats are never marked). */
export function classifierFor(mode: DuelMode, stops: [Stops, Stops] = storedStops()): StepClassifier {
  return (state, seat, action, catalogue) => {
    if (mode === 'bot' && seat !== 0) return null
    const auto = automaticChoice(state, seat, legalActions(state, catalogue), stops[seat])
    return auto !== null && JSON.stringify(auto.action) === JSON.stringify(action) ? auto.reason : null
  }
}

/** startDuel (steps recorded under `engineVersion`) with the steps taken without asking marked by the players' stops. */
export function startMarked(setup: DuelSetup, decks: [Deck, Deck], steps: Parameters<typeof startDuel>[2], catalogue: Catalogue, engineVersion?: number) {
  return startDuel(setup, decks, steps, catalogue, engineVersion, classifierFor(setup.mode))
}

/** A new game from the set-up. */
export function newGame(setup: DuelSetup, decks: [Deck, Deck], today: Played): { ok: true; duel: Duel } | { ok: false; message: string } {
  const started = startMarked(setup, decks, [], today.catalogue)
  return started.ok ? { ok: true, duel: started.duel } : { ok: false, message: `La partida no puede empezar: ${describeError(started.error)}` }
}

/**
 * The numbers a game or replay is played on. Today's catalogue needs no code; another version or an
 * override loads the module that fetches recorded numbers and applies what-ifs.
 */
async function numbersFor(today: Played, wanted: Wanted): Promise<Resolved> {
  const same = wanted.version === '' || wanted.version === today.numbers.catalogueVersion
  if (same && wanted.override === null) return { ok: true, ...today, notes: [] }
  const { resolveNumbers } = await import('./numbers')
  return resolveNumbers(today.catalogue, wanted)
}

/**
 * What /partida opens on arrival: an account game (?partida=<id>), a replay link (?rep=1…), the
 * game saved in this browser, or the set-up. `confirm` asks before a saved game is replaced.
 */
export async function arrive(params: URLSearchParams, savedText: string | null, today: Played, confirm: (message: string) => boolean): Promise<Arrival> {
  const { readReplaySearch, readSavedDuel } = await import('./duel-io')
  const saved = readSavedDuel(savedText)
  const accountId = params.get('partida')
  if (accountId !== null) {
    const { fetchAccountGame } = await import('./account-sync')
    const got = await fetchAccountGame(accountId)
    if (!got.ok) return { kind: 'setup', notice: `No se puede abrir la partida de tu cuenta: ${got.message}` }
    const g = got.game
    const decks = decksOf(g.codes)
    const line = parseLine(g.line)
    if (typeof decks === 'string' || !line.ok) return { kind: 'setup', notice: `La partida de tu cuenta no se puede abrir: ${typeof decks === 'string' ? decks : line.ok ? '' : line.error.message}` }
    const resolved = await numbersFor(today, { version: g.catalogueVersion, override: g.override, recorded: g.cards, decks })
    if (!resolved.ok) return { kind: 'setup', notice: `La partida de tu cuenta no se puede abrir: ${resolved.message}` }
    const setup: DuelSetup = { seed: g.seed, variant: g.variant, mode: g.mode, bot: g.bot, codes: g.codes }
    const started = startMarked(setup, decks, line.steps, resolved.catalogue, g.engineVersion)
    if (!started.ok) return { kind: 'setup', notice: `La partida de tu cuenta no puede empezar: ${describeError(started.error)}` }
    const notes = [...resolved.notes]
    if (started.stoppedAt !== null) notes.push(`La jugada guardada deja de ser válida en la acción ${started.stoppedAt + 1}; se muestra hasta ahí.`)
    const played: Played = { catalogue: resolved.catalogue, base: resolved.base, numbers: resolved.numbers }
    if (g.status === 'finished' || started.duel.state.result !== null) {
      return { kind: 'replay', duel: started.duel, played, notice: notesText(notes), mode: g.mode, bot: g.bot, table: null }
    }
    // The browser keeps one game in play: a different one that lives only here is not replaced without asking.
    if (saved && saved.account?.id !== g.id && !confirm('Hay otra partida guardada solo en este navegador. Continuar la de tu cuenta la sustituye. ¿Seguir?')) {
      return { kind: 'setup', notice: 'Se conserva la partida guardada en este navegador; vuelve a abrir /partida para continuarla.' }
    }
    return { kind: 'game', duel: started.duel, played, notice: notesText(notes), account: { id: g.id, revision: g.revision } }
  }
  if (params.get('rep') === '1') {
    const read = readReplaySearch(params)
    if (!read.ok) return { kind: 'setup', notice: `El enlace de repetición no sirve: ${read.field}: ${read.message}.` }
    const link: ReplayLink = read.value
    const decks = decksOf(link.codes)
    if (typeof decks === 'string') return { kind: 'setup', notice: `El enlace de repetición no sirve: ${decks}` }
    const resolved = await numbersFor(today, { version: link.catalogueVersion, override: link.override, decks })
    if (!resolved.ok) return { kind: 'setup', notice: `El enlace de repetición no sirve: ${resolved.message}` }
    const setup: DuelSetup = {
      seed: link.seed, variant: link.variant, mode: link.mode ?? 'hotseat', bot: link.bot ?? 'heuristic', codes: link.codes,
      ...(link.seed128 === null ? {} : { seed128: link.seed128 }),
    }
    const started = startMarked(setup, decks, link.steps, resolved.catalogue, link.engineVersion)
    if (!started.ok) return { kind: 'setup', notice: `La repetición no puede empezar: ${describeError(started.error)}` }
    const notes = [...resolved.notes]
    if (started.stoppedAt !== null) notes.push(`La jugada deja de ser válida en la acción ${started.stoppedAt + 1} de ${link.steps.length}; se muestra hasta ahí.`)
    return { kind: 'replay', duel: started.duel, played: { catalogue: resolved.catalogue, base: resolved.base, numbers: resolved.numbers }, notice: notesText(notes), mode: link.mode, bot: link.bot, table: link.table }
  }
  if (saved) {
    const decks = decksOf(saved.setup.codes)
    const line = parseLine(saved.line)
    if (typeof decks !== 'string' && line.ok) {
      const resolved = await numbersFor(today, { version: saved.catalogueVersion, override: saved.override ?? null, recorded: saved.cards ?? null, decks })
      const started = resolved.ok ? startMarked(saved.setup, decks, line.steps, resolved.catalogue, saved.engineVersion) : null
      if (resolved.ok && started?.ok) {
        return { kind: 'game', duel: started.duel, played: { catalogue: resolved.catalogue, base: resolved.base, numbers: resolved.numbers }, notice: notesText(resolved.notes), account: saved.account ?? null }
      }
      if (started?.ok === false && started.error.code === 'engineVersion') {
        const account = saved.account ? '; la copia de tu cuenta se queda como está' : ''
        return { kind: 'setup', notice: `La partida guardada en este navegador no se puede continuar. ${describeError(started.error)} Si empiezas otra, ocupará su lugar en este navegador${account}.` }
      }
    }
  }
  return { kind: 'setup', notice: null }
}

/** Reads the saved game's key only (no parsing): whether one exists. */
export const hasSavedGame = (): boolean => window.localStorage.getItem(SAVE_KEY) !== null

/** The seat a continued game gives the player: always Master 1 (against the bot, the bot is Master 2). */
export const PLAYER_SEAT: Seat = 0

export type { DuelOverride }
