// POST /api/decks/validate — judges a deck without saving it; no account needed.
//   body: a deck list as plain text (Content-Type: text/plain), or JSON { "text": "…" }, or a deck in
//   lib/decks's JSON format ({ "format": "duelo-de-masters/deck", "version": 1, … })
//   → 200 { legal, name?, problems, warnings, stats, shareCode, deck } — as `dm validate --json`:
//     problems and warnings carry a Spanish `message`; `deck` is the deck read, in the JSON format
//     At most MAX_REPLY_PROBLEMS problems are listed; `problemsTotal` counts them all and `problemsMore` says
//     "y N más" when some were left out, so a reply stays small whatever the list holds.
//   → 400 unreadable lines ({ error: { message, field: "text", lines: [{ line, text, message, reason }], linesTotal } },
//     at most MAX_REPLY_LINES of them), a name or line over its length cap (named in the message),
//     or a malformed JSON deck (field named) | 413 body over 256 KB, or a list over MAX_DECK_LINES lines | 415
// Reading is linear in the body and bounded (lib/decks/text.ts caps lines, line and name lengths, and the
// number of unknown names that get suggestions), so no request can hold the server up.
import { z } from 'zod'
import type { Catalogue } from '@/lib/catalogue/schema'
import { deckToJson, parseDeckJson } from '@/lib/decks/json'
import type { Deck } from '@/lib/decks/model'
import { describeProblem, describeWarning } from '@/lib/decks/problems'
import { encodeShareCode } from '@/lib/decks/share-code'
import { andMore, MAX_DECK_LINES, parseDeckText, SHOWN_READ_ERRORS, toDeck } from '@/lib/decks/text'
import { validateDeck, type DeckToValidate } from '@/lib/decks/validate'
import { currentCatalogue } from '@/lib/server/decks'
import { HttpError, json, mediaType, parseJsonText, parseWith, readBodyText, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

const textBodySchema = z.object({ text: z.string({ error: '«text» debe ser la lista del mazo como texto.' }) }).strict()

/** Problems and unreadable lines listed in one reply; the rest are counted. */
const MAX_REPLY_PROBLEMS = 50
const MAX_REPLY_LINES = SHOWN_READ_ERRORS

const more = andMore

function judge(deck: DeckToValidate, plain: Deck, catalogue: Catalogue): Response {
  const result = validateDeck(deck, catalogue)
  const shown = result.problems.slice(0, MAX_REPLY_PROBLEMS)
  const omitted = result.problems.length - shown.length
  // The same document as `dm validate --json` (minus its `file`), plus the deck as read.
  return json({
    legal: result.legal,
    ...(plain.name ? { name: plain.name } : {}),
    problems: shown.map((p) => ({ ...p, message: describeProblem(p, catalogue) })),
    problemsTotal: result.problems.length,
    ...(omitted > 0 ? { problemsMore: more(omitted) } : {}),
    warnings: result.warnings.map((w) => ({ ...w, message: describeWarning(w, catalogue) })),
    stats: result.stats,
    shareCode: encodeShareCode(plain),
    deck: deckToJson(plain),
  })
}

function judgeText(text: string, catalogue: Catalogue): Response {
  const parsed = parseDeckText(text, catalogue)
  if (!parsed.ok) {
    const first = parsed.errors[0]
    if (first?.reason === 'tooManyLines') throw new HttpError(413, first.message, 'text', { limitLines: MAX_DECK_LINES })
    const count = parsed.errors.length
    const shown = parsed.errors.slice(0, MAX_REPLY_LINES)
    const omitted = count - shown.length
    const summary = count === 1 ? 'una línea que no se puede leer' : `${count} líneas que no se pueden leer`
    const tail = omitted > 0 ? `; se muestran las ${shown.length} primeras, ${more(omitted)}` : ''
    throw new HttpError(
      400,
      `La lista tiene ${summary}${first ? ` (línea ${first.line}: ${first.message})` : ''}${tail}.`,
      'text',
      { lines: shown, linesTotal: count, ...(omitted > 0 ? { linesMore: more(omitted) } : {}) },
    )
  }
  return judge(parsed.deck, toDeck(parsed.deck), catalogue)
}

export const POST = withErrors(async (req: Request) => {
  const type = mediaType(req)
  const isText = type === 'text/plain'
  const isJson = type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)
  if (!isText && !isJson) {
    throw new HttpError(415, `Envía la lista como texto (Content-Type: text/plain) o como JSON (application/json), no como «${type || 'sin tipo'}».`)
  }
  const body = await readBodyText(req)
  const catalogue = currentCatalogue()
  if (isText) return judgeText(body, catalogue)

  const value = parseJsonText(body)
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'text' in value) {
    return judgeText(parseWith(textBodySchema, value).text, catalogue)
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'format' in value) {
    const parsed = parseDeckJson(value)
    if (!parsed.ok) {
      const first = parsed.errors[0] ?? { field: '(documento)', message: 'no es un mazo válido' }
      throw new HttpError(400, `«${first.field}»: ${first.message}`, first.field, { issues: parsed.errors })
    }
    return judge(parsed.deck, parsed.deck, catalogue)
  }
  throw new HttpError(400, 'Se esperaba { "text": "…lista del mazo…" } o un mazo en formato JSON con "format": "duelo-de-masters/deck".')
})
