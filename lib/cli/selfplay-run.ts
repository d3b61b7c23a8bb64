// The glue `dm selfplay` shares with its worker threads: load the catalogue, apply the what-if,
// play a list of game indices. Kept apart from the command so a worker imports no CLI code.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { describeIssue, loadCatalogue, SPANISH } from '../catalogue/load'
import { applyOverride, describeOverrideError } from '../catalogue/override'
import { makeCatalogue, type Catalogue } from '../catalogue/model'
import { isPublicList, type Deck } from '../decks/model'
import { loadBoxedDecks } from '../server/boxed-decks'
import type { BotName, Budget } from '../bots'
import type { Variant } from '../engine'
import { playSelfplayGame, type GameRecord, type Timings } from '../sim/selfplay'

export type SelfplayJob = {
  contentDir: string
  /** The what-if file's text and name (its extension says JSON or YAML), or null. */
  override: { file: string; text: string } | null
  decks: { A: Deck; B: Deck }
  bots: { A: BotName; B: BotName }
  seed: number
  variant: Variant
  maxTurns: number
  indices: number[]
  timing: boolean
  /** The search bot's budget. */
  budget: Budget
  /** Seed-paired games (SelfplaySetup.pairedSeats). */
  pairedSeats?: boolean
  /** The gauntlet's mixed pairing (SelfplaySetup.crossDecks). */
  crossDecks?: boolean
  /** Which decks' lists are public, so their rivals' bots may be told them (SelfplaySetup.publicLists; publicListsOf). */
  publicLists?: { A: boolean; B: boolean }
  /**
   * The catalogue the caller already loaded (what-if applied), sent to worker threads so that each
   * does not parse content/ again (about half a second of a thread's start); without it, it is read
   * from `contentDir` and `override`.
   */
  catalogue?: Pick<Catalogue, 'cards' | 'version' | 'tombstones'>
}

/** The catalogue a run plays on, or the what-if's problems as lines ("card.field: reason"). */
export function runCatalogue(contentDir: string, override: SelfplayJob['override']): { ok: true; catalogue: Catalogue } | { ok: false; messages: string[] } {
  const base = loadCatalogue(contentDir)
  if (override === null) return { ok: true, catalogue: base }
  let raw: unknown
  try {
    raw = /\.ya?ml$/i.test(override.file) ? parseYaml(override.text) : JSON.parse(override.text)
  } catch (error) {
    return { ok: false, messages: [`no se puede leer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`] }
  }
  const applied = applyOverride(base, raw, describeIssue, SPANISH)
  return applied.ok ? { ok: true, catalogue: applied.catalogue } : { ok: false, messages: applied.errors.map(describeOverrideError) }
}

/** CPU time of this process in milliseconds (the decision clock: wall time lies on a loaded machine). */
export const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }

export function runJob(job: SelfplayJob): { records: GameRecord[]; timings: Timings } {
  const given = job.catalogue
  const cat = given !== undefined ? { ok: true as const, catalogue: makeCatalogue(given.cards, given.version, given.tombstones) } : runCatalogue(path.resolve(job.contentDir), job.override)
  if (!cat.ok) throw new Error(cat.messages.join('; '))
  const setup = { decks: job.decks, bots: job.bots, seed: job.seed, variant: job.variant, maxTurns: job.maxTurns, budget: job.budget, catalogue: cat.catalogue, pairedSeats: job.pairedSeats === true, crossDecks: job.crossDecks === true, ...(job.publicLists === undefined ? {} : { publicLists: job.publicLists }) }
  const timings: Timings = {}
  const records = job.indices.map((i) => (job.timing ? playSelfplayGame(setup, i, cpuMs, timings) : playSelfplayGame(setup, i)))
  return { records, timings }
}

export const readText = (file: string): string => readFileSync(file, 'utf8')

/**
 * Which of a run's decks are public lists: those equal to a boxed deck of the content folder (R2.1).
 * A deck read from any other file is the user's own, and its rival's bot is not told it.
 */
export function publicListsOf(contentDir: string, catalogue: Catalogue, decks: { A: Deck; B: Deck }): { A: boolean; B: boolean } {
  const boxed = loadBoxedDecks(contentDir, catalogue).map((b) => b.deck)
  return { A: isPublicList(decks.A, boxed), B: isPublicList(decks.B, boxed) }
}
