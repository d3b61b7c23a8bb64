// The deck list as people write it (and as content/decks/*.txt holds the boxed decks):
//
//   # Mazo: Furia del Norte        ← a comment; this one also names the deck
//   Reliquia: Corona de Hielo      ← the relic (R5.3), not counted
//   Dalma inicial: Aria            ← the starting Dalma (RUL-2), also listed below
//   Dalmas:                        ← a heading: ends in ':' and has no count, ignored
//   1 Aria
//   3x Bola de fuego               ← "3 Nombre", "3x Nombre" or "3 x Nombre"
//
// Names match ignoring case, accents and spacing; a card id is accepted too. Repeated card lines
// add up. Reading never stops at the first bad line: every unreadable line is reported.
import { CARD_TYPES, TYPE_LABELS, type Card, type CardType, type Catalogue } from '@/lib/catalogue/model'
import type { Deck, DeckEntry } from './model'
import { lookupCardName, normalizeName } from './names'
import type { NamedRelic, ParsedDeck, UnresolvedName } from './parsed'
import { MAX_COPIES_PER_LINE, MAX_DECK_LINES, MAX_LINE_LENGTH, MAX_NAME_LENGTH, MAX_SUGGESTED_NAMES } from './text-limits'

export type DeckParseErrorReason =
  | 'unreadable' | 'missingCount' | 'badCount' | 'ambiguousName' | 'secondStartingDalma'
  | 'lineTooLong' | 'nameTooLong' | 'tooManyLines'

/** A line that cannot be read at all: 1-based line number, the line as written, a Spanish message. */
export type DeckParseError = { line: number; text: string; message: string; reason: DeckParseErrorReason }

export type DeckTextParse =
  | { ok: true; deck: ParsedDeck; errors: [] }
  /** `deck` holds what could be read, so an editor can still show it. */
  | { ok: false; deck: ParsedDeck; errors: DeckParseError[] }

// The bounds live in their own module so the builder's first load can use them without this parser (issue 28).
export { MAX_COPIES_PER_LINE, MAX_DECK_LINES, MAX_LINE_LENGTH, MAX_NAME_LENGTH, MAX_SUGGESTED_NAMES, SHOWN_READ_ERRORS, andMore } from './text-limits'

/** An error quotes at most this much of its line. */
const QUOTED_LINE_LENGTH = 120

const CARD_LINE = /^(\d+)(?:\s*[x×])?\s+(\S.*)$/i
// A '#' opens a comment at the start of a line or after a space, so names may still hold one.
const COMMENT = /(^|\s)#.*$/
const NAME_COMMENT = /^\s*#\s*mazo\s*:(.*)$/i

const quote = (raw: string) => (raw.length > QUOTED_LINE_LENGTH ? `${raw.slice(0, QUOTED_LINE_LENGTH)}…` : raw)

/** Lines of a text, counted without splitting it (so a huge text costs one pass, not an array of lines). */
export function countLines(text: string): number {
  let lines = 1
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) lines++
    else if (c === 13) {
      lines++
      if (text.charCodeAt(i + 1) === 10) i++
    }
  }
  return lines
}

const emptyDeck = (): ParsedDeck => ({ relicId: null, startingDalmaId: null, entries: [], parse: { relics: [], unresolved: [] } })

export function parseDeckText(text: string, catalogue: Catalogue): DeckTextParse {
  const lineCount = countLines(text)
  if (lineCount > MAX_DECK_LINES) {
    const message = `La lista tiene ${lineCount} líneas y el máximo es ${MAX_DECK_LINES}: un mazo cabe de sobra en muchas menos.`
    return { ok: false, deck: emptyDeck(), errors: [{ line: MAX_DECK_LINES + 1, text: '', message, reason: 'tooManyLines' }] }
  }

  const errors: DeckParseError[] = []
  const counts = new Map<string, number>()
  const relics: NamedRelic[] = []
  const unresolved: UnresolvedName[] = []
  // Unknown card lines by normalised name, so repeats add up without searching the list again.
  const unresolvedCards = new Map<string, UnresolvedName>()
  let suggestionsLeft = MAX_SUGGESTED_NAMES
  let name: string | undefined
  let relicId: string | null = null
  let startingDalma: { line: number; written: string; cardId: string | null } | undefined

  const lookup = (written: string) => {
    const found = lookupCardName(catalogue, written, { suggest: suggestionsLeft > 0 })
    if (found.kind === 'unknown' && suggestionsLeft > 0) suggestionsLeft--
    return found
  }

  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  lines.forEach((raw, index) => {
    const line = index + 1
    const fail = (reason: DeckParseErrorReason, message: string) => errors.push({ line, text: quote(raw), message, reason })
    if (raw.length > MAX_LINE_LENGTH) {
      return fail('lineTooLong', `La línea tiene ${raw.length} caracteres y el máximo es ${MAX_LINE_LENGTH}.`)
    }
    const tooLong = (written: string) => {
      if (written.length <= MAX_NAME_LENGTH) return false
      fail('nameTooLong', `El nombre tiene ${written.length} caracteres y el máximo es ${MAX_NAME_LENGTH}: ninguna carta se llama así.`)
      return true
    }

    const named = NAME_COMMENT.exec(raw)
    if (named && name === undefined && named[1]?.trim()) name = named[1].trim()
    const body = raw.replace(COMMENT, '').trim()
    if (body === '') return

    const card = CARD_LINE.exec(body)
    if (card) {
      const count = Number(card[1])
      const written = (card[2] ?? '').trim()
      if (count < 1 || count > MAX_COPIES_PER_LINE) {
        return fail('badCount', `El número de copias debe estar entre 1 y ${MAX_COPIES_PER_LINE}.`)
      }
      if (tooLong(written)) return
      const key = normalizeName(written)
      const same = unresolvedCards.get(key)
      if (same) {
        same.count += count
        return
      }
      const found = lookup(written)
      if (found.kind === 'found') counts.set(found.card.id, (counts.get(found.card.id) ?? 0) + count)
      else if (found.kind === 'ambiguous') fail('ambiguousName', ambiguousMessage(written, found.cards))
      else {
        const entry: UnresolvedName = { line, name: written, count, role: 'card', suggestions: found.suggestions }
        unresolved.push(entry)
        unresolvedCards.set(key, entry)
      }
      return
    }

    // "Clave: valor", split at the first colon (indexOf rather than a regex: no backtracking on long lines).
    const colon = body.indexOf(':')
    const keyed = colon > 0
    const key = keyed ? normalizeName(body.slice(0, colon)) : ''
    const value = keyed ? body.slice(colon + 1).trim() : ''
    if (keyed && value !== '' && key === 'reliquia') {
      if (tooLong(value)) return
      const found = lookup(value)
      if (found.kind === 'found') {
        relics.push({ line, cardId: found.card.id })
        relicId ??= found.card.id
      } else if (found.kind === 'ambiguous') fail('ambiguousName', ambiguousMessage(value, found.cards))
      else {
        relics.push({ line, cardId: null })
        unresolved.push({ line, name: value, count: 1, role: 'relic', suggestions: found.suggestions })
      }
      return
    }
    if (keyed && value !== '' && key === 'dalma inicial') {
      if (tooLong(value)) return
      if (startingDalma) {
        if (normalizeName(startingDalma.written) === normalizeName(value)) return
        return fail('secondStartingDalma', `El Dalma inicial ya se nombró en la línea ${startingDalma.line} («${startingDalma.written}»); un mazo tiene uno solo.`)
      }
      const found = lookup(value)
      if (found.kind === 'found') startingDalma = { line, written: value, cardId: found.card.id }
      else if (found.kind === 'ambiguous') fail('ambiguousName', ambiguousMessage(value, found.cards))
      else {
        startingDalma = { line, written: value, cardId: null }
        unresolved.push({ line, name: value, count: 1, role: 'startingDalma', suggestions: found.suggestions })
      }
      return
    }
    if (body.endsWith(':')) return // a heading

    if (body.length <= MAX_NAME_LENGTH && lookupCardName(catalogue, body, { suggest: false }).kind === 'found') {
      return fail('missingCount', `Falta el número de copias: escribe, por ejemplo, «1 ${body}».`)
    }
    fail('unreadable', 'No se entiende la línea: se esperaba «4 Nombre de carta», «Reliquia: Nombre», «Dalma inicial: Nombre», un título acabado en «:» o un comentario con «#».')
  })

  const deck: ParsedDeck = {
    ...(name ? { name } : {}),
    relicId,
    startingDalmaId: startingDalma?.cardId ?? null,
    entries: [...counts].map(([cardId, count]) => ({ cardId, count })),
    parse: { relics, ...(startingDalma ? { startingDalmaLine: startingDalma.line } : {}), unresolved },
  }
  return errors.length === 0 ? { ok: true, deck, errors: [] } : { ok: false, deck, errors }
}

function ambiguousMessage(written: string, cards: readonly Card[]): string {
  return `Varias cartas se llaman «${written}» (${cards.map((c) => c.id).join(', ')}): escribe su identificador en lugar del nombre.`
}

/** The words a card is written with in a list: its name, or its id when the name would not read back. */
function writtenName(catalogue: Catalogue, cardId: string): string {
  const card = catalogue.byId.get(cardId)
  if (!card) return cardId
  const readsBack = !/(^|\s)#|:$|^[x×]\s/i.test(card.name) && lookupCardName(catalogue, card.name).kind === 'found'
  return readsBack ? card.name.replace(/\s+/g, ' ').trim() : card.id
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es')

/**
 * The canonical text of a deck: the name in a comment, relic and starting Dalma, then the cards
 * grouped by type under headings, alphabetical within each group. Reads back to the same deck.
 */
export function formatDeckText(deck: Deck, catalogue: Catalogue): string {
  const out: string[] = []
  const title = deck.name?.replace(/\s+/g, ' ').trim()
  if (title) out.push(`# Mazo: ${title}`)
  const total = deck.entries.reduce((n, e) => n + Math.max(0, e.count), 0)
  out.push(`# ${total} ${total === 1 ? 'carta' : 'cartas'} · lista de mazo de Duelo de Masters`)
  out.push('')
  if (deck.relicId !== null) out.push(`Reliquia: ${writtenName(catalogue, deck.relicId)}`)
  if (deck.startingDalmaId !== null) out.push(`Dalma inicial: ${writtenName(catalogue, deck.startingDalmaId)}`)

  const groups = new Map<CardType | 'unknown', { name: string; count: number }[]>()
  const merged = new Map<string, number>()
  for (const e of deck.entries) if (e.count > 0) merged.set(e.cardId, (merged.get(e.cardId) ?? 0) + e.count)
  for (const [cardId, count] of merged) {
    const type = catalogue.byId.get(cardId)?.type ?? 'unknown'
    groups.set(type, [...(groups.get(type) ?? []), { name: writtenName(catalogue, cardId), count }])
  }
  for (const type of [...CARD_TYPES, 'unknown' as const]) {
    const lines = groups.get(type)
    if (!lines) continue
    const heading = type === 'unknown' ? 'Cartas desconocidas' : TYPE_LABELS[type].plural
    out.push('', `${heading} (${lines.reduce((n, l) => n + l.count, 0)}):`)
    for (const l of [...lines].sort(byName)) out.push(`${l.count} ${l.name}`)
  }
  return `${out.join('\n')}\n`
}

/** Entries of a parsed deck as a plain Deck (drops what the parse found). */
export function toDeck(parsed: ParsedDeck): Deck {
  const entries: DeckEntry[] = parsed.entries.map((e) => ({ ...e }))
  return { ...(parsed.name ? { name: parsed.name } : {}), relicId: parsed.relicId, startingDalmaId: parsed.startingDalmaId, entries }
}
