// Which numbers a saved game or a replay is played on. A game records its catalogue version and any
// what-if override; under another version it is played on the recorded cards when they are known (an
// account game carries them, a browser save keeps them, and the server keeps every version's cards
// for replay links), otherwise on today's, and the page says which.
import { catalogueWithRecorded, describeCardChanges, gameCardIds } from '@/lib/catalogue/recorded'
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import type { DuelNumbers, DuelOverride } from './duel'

type DeckCards = { relicId: string | null; startingDalmaId: string | null; entries: readonly { cardId: string }[] }

export type Wanted = {
  /** The version the game was played with ('' when unknown: an old link). */
  version: string
  override: DuelOverride | null
  /** The recorded cards when the caller has them (account game, browser save); else the server is asked. */
  recorded?: readonly Card[] | null
  decks: readonly DeckCards[]
}

export type Resolved =
  | {
      ok: true
      /** What the game is played on: `base` with the override applied. */
      catalogue: Catalogue
      /** The numbers before the override (what an account save records). */
      base: Catalogue
      numbers: DuelNumbers
      notes: string[]
    }
  | { ok: false; message: string }

type Fetch = (url: string) => Promise<Response>

/** The recorded version's cards from the server, or null when it no longer has them (or cannot be reached). */
async function fetchSnapshot(version: string, ids: readonly string[], fetchImpl: Fetch): Promise<Card[] | null> {
  try {
    const res = await fetchImpl(`/api/catalogue/${encodeURIComponent(version)}?ids=${ids.map(encodeURIComponent).join(',')}`)
    if (!res.ok) return null
    const body = (await res.json()) as { cards?: unknown }
    return Array.isArray(body.cards) ? (body.cards as Card[]) : null
  } catch {
    return null
  }
}

export async function resolveNumbers(current: Catalogue, wanted: Wanted, fetchImpl: Fetch = (url) => fetch(url)): Promise<Resolved> {
  const notes: string[] = []
  let base = current
  let numbers: DuelNumbers = { catalogueVersion: current.version, recorded: null, override: wanted.override }
  if (wanted.version !== '' && wanted.version !== current.version) {
    const recorded = wanted.recorded ?? (await fetchSnapshot(wanted.version, gameCardIds(wanted.decks, current), fetchImpl))
    const said = `Esta partida se jugó con otra versión del catálogo (${wanted.version}; ahora es ${current.version})`
    if (recorded === null || recorded.length === 0) {
      notes.push(`${said}, cuyos números ya no se conocen: se juega con los números actuales.`)
    } else {
      const r = catalogueWithRecorded(current, recorded, wanted.version)
      base = r.catalogue
      numbers = { catalogueVersion: wanted.version, recorded, override: wanted.override }
      notes.push(
        r.differing.length === 0
          ? `${said}: se juega con sus números de entonces, que para sus cartas son los mismos que hoy.`
          : `${said}: se juega con sus números de entonces. Desde entonces han cambiado: ${describeCardChanges(r.differing)}.`,
      )
    }
  }
  if (wanted.override === null) return { ok: true, catalogue: base, base, numbers, notes }
  // The what-if parser brings the card schema: only games that carry an override load it.
  const { catalogueWithOverride } = await import('@/app/(play)/laboratorio/_lab/override')
  const applied = catalogueWithOverride(base, JSON.stringify(wanted.override))
  if (!applied.ok) return { ok: false, message: `el cambio de prueba no se puede aplicar: ${applied.errors.slice(0, 3).join('; ')}` }
  notes.push(`Se juega con cambios de prueba en ${applied.changed.map((id) => base.byId.get(id)?.name ?? id).join(', ')}.`)
  return { ok: true, catalogue: applied.catalogue, base, numbers, notes }
}
