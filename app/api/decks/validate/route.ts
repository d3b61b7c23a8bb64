// POST /api/decks/validate — judges a deck without saving it; no account needed.
//   body: a deck list as plain text (Content-Type: text/plain), or JSON { "text": "…" }, or a deck in
//   lib/decks's JSON format ({ "format": "duelo-de-masters/deck", "version": 1, … })
//   → 200 { legal, name?, problems, warnings, stats, shareCode, deck } — as `dm validate --json`:
//     problems and warnings carry a Spanish `message`; `deck` is the deck read, in the JSON format
//     At most MAX_REPLY_PROBLEMS problems are listed; `problemsTotal` counts them all and `problemsMore` says
//     "y N más" when some were left out (warnings alike), so a reply stays small whatever the list holds.
//     A deck too big to echo (hundreds of unknown ids) comes back as `deck: null` with `deckOmitted` saying
//     why, and a share code longer than any code accepted as `shareCode: null` with `shareCodeOmitted`.
//     Whatever the body, a reply stays under MAX_REPLY_BYTES (64 KB; test: route.test.ts).
//   → 400 unreadable lines ({ error: { message, field: "text", lines: [{ line, text, message, reason }], linesTotal } },
//     at most MAX_REPLY_LINES of them), a name or line over its length cap (named in the message),
//     or a malformed JSON deck (field named) | 413 body over 256 KB, or a list over MAX_DECK_LINES lines | 415
// Reading is linear in the body and bounded (lib/decks/text.ts caps lines, line and name lengths, and the
// number of unknown names that get suggestions), and the judging of each body passes through a gate
// (lib/server/work-gate.ts): one at a time per process, a few waiting, two places per client address, so clients
// sending the heaviest bodies cannot hold the other replies up (429/503 with Retry-After when full).
import { z } from 'zod'
import type { Catalogue } from '@/lib/catalogue/schema'
import { deckToJson, parseDeckJson } from '@/lib/decks/json'
import type { Deck } from '@/lib/decks/model'
import { describeProblem, describeWarning } from '@/lib/decks/problems'
import { encodeShareCode, MAX_SHARE_CODE_LENGTH } from '@/lib/decks/share-code'
import { andMore, MAX_DECK_LINES, parseDeckText, SHOWN_READ_ERRORS, toDeck } from '@/lib/decks/text'
import { validateDeck, type DeckToValidate } from '@/lib/decks/validate'
import { currentCatalogue } from '@/lib/server/decks'
import { clientLimitKey } from '@/lib/server/rate-limit'
import { WorkGate } from '@/lib/server/work-gate'
import { capList, clip, HttpError, issuesError, json, mediaType, parseJsonText, parseWith, readBodyText, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

const textBodySchema = z.object({ text: z.string({ error: '«text» debe ser la lista del mazo como texto.' }) }).strict()

/** Largest reply, whatever the body: the parts below are each capped well inside it. */
export const MAX_REPLY_BYTES = 64 * 1024
/** Problems and unreadable lines listed in one reply (and the bytes they may take); the rest are counted. */
const MAX_REPLY_PROBLEMS = 50
const MAX_PROBLEM_BYTES = 16 * 1024
const MAX_REPLY_WARNINGS = 50
const MAX_WARNING_BYTES = 8 * 1024
const MAX_REPLY_LINES = SHOWN_READ_ERRORS
/** The deck as read is echoed up to this size (a real deck is a few KB; hundreds of unknown ids are not). */
const MAX_DECK_ECHO_BYTES = 24 * 1024

const more = andMore

/** The judging of bodies, one at a time per process (see above). */
const gate = new WorkGate({ maxRunning: 1, maxWaiting: 16, maxPerClient: 2 })
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

function judge(deck: DeckToValidate, plain: Deck, catalogue: Catalogue): Response {
  const result = validateDeck(deck, catalogue)
  const problems = capList(result.problems.slice(0, MAX_REPLY_PROBLEMS).map((p) => ({ ...p, message: describeProblem(p, catalogue) })),
    { max: MAX_REPLY_PROBLEMS, maxBytes: MAX_PROBLEM_BYTES })
  const problemsOmitted = result.problems.length - problems.shown.length
  const warnings = capList(result.warnings.slice(0, MAX_REPLY_WARNINGS).map((w) => ({ ...w, message: describeWarning(w, catalogue) })),
    { max: MAX_REPLY_WARNINGS, maxBytes: MAX_WARNING_BYTES })
  const warningsOmitted = result.warnings.length - warnings.shown.length
  const echo = deckToJson(plain)
  const echoed = jsonBytes(echo) <= MAX_DECK_ECHO_BYTES
  const shareCode = encodeShareCode(plain)
  const shareable = shareCode.length <= MAX_SHARE_CODE_LENGTH
  // The same document as `dm validate --json` (minus its `file`), plus the deck as read.
  return json({
    legal: result.legal,
    ...(plain.name ? { name: plain.name } : {}),
    problems: problems.shown,
    problemsTotal: result.problems.length,
    ...(problemsOmitted > 0 ? { problemsMore: more(problemsOmitted) } : {}),
    warnings: warnings.shown,
    warningsTotal: result.warnings.length,
    ...(warningsOmitted > 0 ? { warningsMore: more(warningsOmitted) } : {}),
    stats: result.stats,
    shareCode: shareable ? shareCode : null,
    ...(shareable ? {} : { shareCodeOmitted: `El código de este mazo tendría ${shareCode.length} caracteres y ninguno pasa de ${MAX_SHARE_CODE_LENGTH}: quita las cartas desconocidas para poder compartirlo.` }),
    deck: echoed ? echo : null,
    ...(echoed ? {} : { deckOmitted: `El mazo leído ocupa más de ${MAX_DECK_ECHO_BYTES / 1024} KB y no se devuelve; los problemas de arriba dicen qué falla.` }),
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
  return gate.run(clientLimitKey(req.headers), () => judgeBody(body, isText))
})

function judgeBody(body: string, isText: boolean): Response {
  const catalogue = currentCatalogue()
  if (isText) return judgeText(body, catalogue)

  const value = parseJsonText(body)
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'text' in value) {
    return judgeText(parseWith(textBodySchema, value).text, catalogue)
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'format' in value) {
    const parsed = parseDeckJson(value)
    if (!parsed.ok) {
      const issues = parsed.errors.length > 0 ? parsed.errors : [{ field: '(documento)', message: 'no es un mazo válido' }]
      throw issuesError(issues.map((e) => ({ field: clip(e.field, 120), message: clip(e.message, 500) })))
    }
    return judge(parsed.deck, parsed.deck, catalogue)
  }
  throw new HttpError(400, 'Se esperaba { "text": "…lista del mazo…" } o un mazo en formato JSON con "format": "duelo-de-masters/deck".')
}
