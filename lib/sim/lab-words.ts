// A laboratory report in words (issue 16): the one sentence at the top of the page and of
// `dm lab …` saying what the result means and what it rests on, and the number formats both use.
// Only reads a finished report: no simulation builds text.
import type { Estimate } from './inference'
import type { LabReport } from './lab-report'
import type { LabSpec } from './lab-spec'
import { fieldLabel } from '../catalogue/field-labels'
import type { BotLevel } from '../bots/types'

const f1 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })
const f2 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
const f3 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false })
/**
 * A signed number as Spanish typography writes it: the minus sign (U+2212), not the hyphen that
 * Intl gives, so "−5,0" reads as a negative and does not break a line after its sign.
 */
const minus = (text: string): string => text.replace(/^-/, '\u2212')
const signed = (f: Intl.NumberFormat, x: number): string => minus(f.format(x))


/** "Caja 1 — La marcha de la montaña" → "Caja 1": a boxed deck's title is long for a sentence or a column. */
export const shortDeckName = (name: string): string => {
  const [head, tail] = name.split(' — ')
  return tail !== undefined && head !== undefined && head.trim() !== '' ? head.trim() : name
}
export const shortDeckNames = (d: { A: string; B: string }): { A: string; B: string } => ({ A: shortDeckName(d.A), B: shortDeckName(d.B) })

export const VARIANT_NAMES: Record<string, string> = { none: 'sin variante', rapida: 'variante rápida', pensada: 'variante pensada', estrategica: 'variante estratégica' }

export const BOT_NAMES: Record<BotLevel, string> = { random: 'aleatorio', heuristic: 'heurístico', search: 'búsqueda' }
/** A bot's Spanish name; an unknown one (a variant of a script) as it was given. */
export const botName = (bot: string): string => BOT_NAMES[bot as BotLevel] ?? bot
/** Which bots played a report's games: «bot heurístico en los dos asientos», not «bots heurístico y heurístico». */
export const botsWords = (bots: { A: string; B: string }): string =>
  bots.A === bots.B ? `bot ${botName(bots.A)} en los dos asientos` : `bots ${botName(bots.A)} y ${botName(bots.B)}`

/** 0.955 → "95,5 %". */
export const pct = (x: number | null): string => (x === null ? '—' : `${f1.format(100 * x)} %`)
/** A share with its interval: "95,5 % [91,7–97,6]". */
export const pctCi = (e: Estimate): string => (e.estimate === null ? '—' : `${pct(e.estimate)}${e.ci95 === null ? '' : ` [${f1.format(100 * e.ci95[0])}–${f1.format(100 * e.ci95[1])}]`}`)
/** A number with its interval: "66,35 [65,04–67,66]". */
export const numCi = (e: Estimate, digits = 2): string => {
  const f = digits === 1 ? f1 : f2
  return e.estimate === null ? '—' : `${signed(f, e.estimate)}${e.ci95 === null ? '' : ` [${signed(f, e.ci95[0])}–${signed(f, e.ci95[1])}]`}`
}
/** A difference of shares in percentage points: "+12,0 pp [5,0 – 19,0]", "−5,0 pp [−9,1 – −0,9]". */
export const ppCi = (e: Estimate): string => {
  if (e.estimate === null) return '—'
  const sign = e.estimate > 0 ? '+' : ''
  return `${sign}${signed(f1, 100 * e.estimate)} pp${e.ci95 === null ? '' : ` [${signed(f1, 100 * e.ci95[0])} – ${signed(f1, 100 * e.ci95[1])}]`}`
}
/** A signed difference: "+1,25 [0,40 – 2,10]", "−0,50 [−1,10 – 0,10]". */
export const diffCi = (e: Estimate): string => {
  if (e.estimate === null) return '—'
  const sign = e.estimate > 0 ? '+' : ''
  return `${sign}${signed(f2, e.estimate)}${e.ci95 === null ? '' : ` [${signed(f2, e.ci95[0])} – ${signed(f2, e.ci95[1])}]`}`
}
/** A p-value as people read it: "1", "0,034", "< 0,001". */
export const pValue = (p: number | null): string => (p === null ? '—' : p === 1 ? '1' : p < 0.001 ? '< 0,001' : f3.format(p))

/** 0.291 → "29 %": the verdict's whole percentages (the figures keep their decimals). */
export const pct0 = (x: number | null): string => (x === null ? '—' : `${Math.round(100 * x)} %`)

/** What the verdict needs to know of a card: its name, type, and a relic's enemies (they defend its deck). */
export type VerdictCard = { id: string; name: string; type: string; enemies?: readonly { id: string }[] }
export type CardLookup = (id: string) => VerdictCard | undefined

/** «Lisko de Árathan» → «Lisko», «Túlkar, líder de la montaña» → «Túlkar»: a character by the name people call it. */
export function shortCardName(card: VerdictCard): string {
  const head = card.name.split(',')[0]?.trim() ?? card.name
  if (card.type !== 'dalma') return head
  const cut = /\s(?:de|del|el|la)\s/.exec(head)
  return cut === null ? head : head.slice(0, cut.index)
}

/** Whether a deck holds a card: in its list, as its relic, or among its relic's enemies (R5.3, R5.4). */
export function deckHolds(deck: { relicId: string | null; entries: readonly { cardId: string }[] }, cardId: string, cardOf: CardLookup): boolean {
  if (deck.relicId === cardId || deck.entries.some((e) => e.cardId === cardId)) return true
  const relic = deck.relicId === null ? undefined : cardOf(deck.relicId)
  return relic?.enemies?.some((e) => e.id === cardId) ?? false
}

/** The deck whose side a change is told from: the one that holds the card (A when both or neither do). */
function sideOf(spec: LabSpec, cardId: string, cardOf: CardLookup): 'A' | 'B' {
  const a = deckHolds(spec.decks.A.deck, cardId, cardOf)
  const b = deckHolds(spec.decks.B.deck, cardId, cardOf)
  return b && !a ? 'B' : 'A'
}

/** A verdict: the one short sentence a result opens with, and the notes on what it rests on. */
export type Verdict = { sentence: string; notes: string[] }

const gamesWords = (n: number, each = ''): string => `${n.toLocaleString('es-ES')} ${n === 1 ? 'partida' : 'partidas'}${each}`

/** What the result rests on: short sentences, shown under the verdict. */
export function restNotes(r: LabReport): string[] {
  const b = r.balance
  const names = shortDeckNames(r.decks)
  const notes: string[] = []
  if (!b.equalBots) notes.push(`Los bots son distintos (${BOT_NAMES[r.bots.A]} con ${names.A}, ${BOT_NAMES[r.bots.B]} con ${names.B}): la cifra mide sobre todo a los bots.`)
  else notes.push(`Mide cómo juega el bot ${BOT_NAMES[r.bots.A]} estos mazos, no a jugadores expertos.`)
  if (b.onlyOneBegan !== null) notes.push(`${names[b.onlyOneBegan]} empezó todas las partidas (R6.11): mazo y turno no se separan.`)
  if (b.mirror !== null && b.mirror.A.estimate !== null && b.mirror.B.estimate !== null) {
    notes.push(`En espejo, el Master que empieza gana el ${pct(b.mirror.A.estimate)} con ${names.A} y el ${pct(b.mirror.B.estimate)} con ${names.B}.`)
  }
  if (b.forcedGames.estimate !== null && b.forcedGames.estimate >= 0.5 && b.forcedTurn.estimate !== null) {
    notes.push(`El ${pct(b.forcedGames.estimate)} de las partidas se decide en la ofensiva forzada por agotamiento (R18.2), hacia el turno ${Math.round(b.forcedTurn.estimate)}.`)
  }
  const unused = unusedCardCount(r)
  if (unused !== null && unused > 0) notes.push(`Los bots nunca jugaron ${unused} ${unused === 1 ? 'carta' : 'cartas'} de los mazos: la prueba no habla de ${unused === 1 ? 'ella' : 'ellas'}.`)
  return notes
}

/** Cards of either deck the bots never played (once the games record card use), or null. */
export function unusedCardCount(r: LabReport): number | null {
  const arm = r.kind === 'run' ? r.report : r.kind === 'compare' ? r.baseline : r.arms[0]
  if (arm === undefined || arm.cardUse === null) return null
  return arm.cardUse.A.filter((c) => c.flag !== 'played').length + arm.cardUse.B.filter((c) => c.flag !== 'played').length
}

/** «Vida 30» for one change of one number, or null for anything else. */
function oneChange(override: Record<string, unknown>): { cardId: string; path: string; value: number } | null {
  const ids = Object.keys(override)
  if (ids.length !== 1) return null
  const cardId = ids[0] as string
  const walk = (o: unknown, path: string[]): { path: string; value: number } | null => {
    if (typeof o === 'number') return { path: path.join('.'), value: o }
    if (o === null || typeof o !== 'object') return null
    const keys = Object.keys(o)
    return keys.length === 1 ? walk((o as Record<string, unknown>)[keys[0] as string], [...path, keys[0] as string]) : null
  }
  const found = walk(override[cardId], [])
  return found === null ? null : { cardId, ...found }
}

const num = (v: number): string => v.toLocaleString('es-ES')

/**
 * The sentence every result opens with (issue 30): the answer in plain words, from the side of the deck
 * that holds the card the designer changed, in one short sentence; «diferencia clara» when the paired test
 * says so (p < 0.05; for a sweep, the first value against the last), otherwise how many games it rests on.
 * The figures, intervals and tests are for the section below it.
 */
export function labVerdict(spec: LabSpec, r: LabReport, cardOf: CardLookup): Verdict {
  const names = shortDeckNames(r.decks)
  const notes = restNotes(r)
  if (r.kind === 'run') {
    const w = r.report.winRate.A
    const games = gamesWords(r.report.games)
    if (!r.balance.equalBots) return { sentence: `Con bots distintos, ${names.A} gana el ${pct0(w.estimate)} de ${games} contra ${names.B}: mide sobre todo a los bots.`, notes: notes.slice(1) }
    if (r.balance.verdict === 'favoursA') return { sentence: `${names.A} gana más que ${names.B}: el ${pct0(w.estimate)} de ${games} (diferencia clara).`, notes }
    if (r.balance.verdict === 'favoursB') return { sentence: `${names.A} gana menos que ${names.B}: el ${pct0(w.estimate)} de ${games} (diferencia clara).`, notes }
    return { sentence: `No hay diferencia clara entre ${names.A} y ${names.B}: ${names.A} gana el ${pct0(w.estimate)} (con ${games}).`, notes }
  }
  if (r.kind === 'compare' && spec.kind === 'compare') {
    const change = oneChange(r.override)
    const card = change === null ? undefined : cardOf(change.cardId)
    const side = sideOf(spec, change?.cardId ?? Object.keys(r.override)[0] ?? '', cardOf)
    const row = r.rows.find((x) => x.id === (side === 'A' ? 'winA' : 'winB'))
    const before = r.baseline.winRate[side].estimate, after = r.variant.winRate[side].estimate
    const diff = row?.difference.estimate ?? null
    const clear = row?.p !== null && row?.p !== undefined && row.p < 0.05
    const games = gamesWords(r.games)
    const when = change === null ? 'Con estos cambios' : `Con ${fieldLabel(change.path)} ${num(change.value)}`
    const who = card === undefined ? names[side] : shortCardName(card)
    if (diff === 0 && row?.p === 1) return { sentence: `${when}, nada cambia: ${names[side]} gana el ${pct0(after)} en las mismas ${games}.`, notes }
    if (!clear) return { sentence: `No hay diferencia clara ${change === null ? 'con estos cambios' : `con ${fieldLabel(change.path)} ${num(change.value)}`}${card === undefined ? '' : ` para ${who}`}: ${names[side]} pasa de ${pct0(before)} a ${pct0(after)} (con ${games}).`, notes }
    return { sentence: `${when}, ${who} gana ${diff !== null && diff > 0 ? 'más' : 'menos'}: ${names[side]} pasa de ${pct0(before)} a ${pct0(after)} (diferencia clara).`, notes }
  }
  if (r.kind === 'sweep' && spec.kind === 'sweep') {
    const card = cardOf(r.card)
    const who = card === undefined ? r.card : shortCardName(card)
    const field = fieldLabel(r.field)
    const side = sideOf(spec, r.card, cardOf)
    const tests = r.byDeck?.[side]
    const first = r.rows[0], last = r.rows[r.rows.length - 1]
    const rate = (row: typeof first) => (row === undefined ? null : (side === 'A' ? row.winRateA : row.winRateB).estimate)
    const clearEnds = tests?.ends?.p !== null && tests?.ends?.p !== undefined && tests.ends.p < 0.05
    const clearStep = tests?.steps.some((s) => s.pHolm !== null && s.pHolm < 0.05) ?? false
    const perValue = gamesWords(r.games, ' por valor')
    if (first === undefined || last === undefined || r.rows.length < 2) {
      return { sentence: `Con ${field} ${first === undefined ? '—' : num(first.value)}, ${names[side]} gana el ${pct0(rate(first))} (con ${perValue}).`, notes }
    }
    if (!(clearEnds || clearStep)) return { sentence: `No hay diferencia clara entre ${num(first.value)} y ${num(last.value)} de ${field} para ${who} (con ${perValue}).`, notes }
    const up = (rate(last) ?? 0) > (rate(first) ?? 0)
    const more = last.value > first.value ? 'más' : 'menos'
    return { sentence: `Con ${more} ${field}, ${who} gana ${up ? 'más' : 'menos'}: ${names[side]} pasa de ${pct0(rate(first))} con ${num(first.value)} a ${pct0(rate(last))} con ${num(last.value)} (diferencia clara).`, notes }
  }
  return { sentence: `${names.A} contra ${names.B}: ${gamesWords(r.games)}.`, notes }
}

/**
 * The figures behind the verdict, one short sentence each, for the section the designer opens: rates with
 * their intervals, the paired test and its p, Holm where several tests were made.
 */
export function labDetails(spec: LabSpec, r: LabReport, cardOf: CardLookup): string[] {
  const names = shortDeckNames(r.decks)
  const games = gamesWords(r.games)
  if (r.kind === 'run') {
    return [
      `${names.A} gana el ${pctCi(r.report.winRate.A)} de ${games}; ${names.B} el ${pctCi(r.report.winRate.B)}; tablas ${pct(r.report.games === 0 ? null : r.report.draws / r.report.games)}.`,
      `Intervalo de Wilson al 95 %: la diferencia es clara cuando no contiene el 50 %.`,
    ]
  }
  if (r.kind === 'compare' && spec.kind === 'compare') {
    const change = oneChange(r.override)
    const side = sideOf(spec, change?.cardId ?? Object.keys(r.override)[0] ?? '', cardOf)
    const row = r.rows.find((x) => x.id === (side === 'A' ? 'winA' : 'winB'))
    const out = [`Victorias de ${names[side]}: ${pctCi(r.baseline.winRate[side])} en la base y ${pctCi(r.variant.winRate[side])} con la prueba.`]
    if (row !== undefined) out.push(`Diferencia ${ppCi(row.difference)}, p = ${pValue(row.p)} (McNemar exacto sobre las mismas ${games}).`)
    out.push(`Las demás medidas, con p ajustada por Holm, en la tabla de abajo.`)
    return out
  }
  if (r.kind === 'sweep' && spec.kind === 'sweep') {
    const side = sideOf(spec, r.card, cardOf)
    const tests = r.byDeck?.[side]
    const out = r.rows.map((row) => `Con ${num(row.value)}: ${names[side]} gana el ${pctCi(side === 'A' ? row.winRateA : row.winRateB)}.`)
    if (tests?.ends) out.push(`De ${num(tests.ends.from)} a ${num(tests.ends.to)}: ${ppCi(tests.ends.difference)}, p = ${pValue(tests.ends.p)} (McNemar exacto, mismas partidas).`)
    const holms = tests?.steps.map((s) => s.pHolm).filter((p): p is number => p !== null) ?? []
    if (holms.length > 1) out.push(`Paso a paso, la p más baja tras Holm es ${pValue(Math.min(...holms))}.`)
    return out
  }
  return []
}

/** What a balance search's sentence needs besides its result. */
export type BalanceWords = { card: VerdictCard | undefined; cardId: string; field: string; names: { A: string; B: string }; min: number; max: number }

const ci0 = (e: Estimate): string => (e.ci95 === null ? '' : ` [${Math.round(100 * e.ci95[0])}–${Math.round(100 * e.ci95[1])}]`)

/** The sentence `dm lab balance` and «Buscar el valor que equilibra» open with (issue 30). */
export function balanceVerdict(r: {
  verdict: 'holds' | 'bracket' | 'edge' | 'unclear'; value: number; winRateA: Estimate; target: number
  bracket: [number, number] | null; tried: readonly { value: number; games: number; winRateA: Estimate }[]; ends: { games: number }
}, w: BalanceWords): string {
  const names = shortDeckNames(w.names)
  const who = w.card === undefined ? w.cardId : shortCardName(w.card)
  const field = fieldLabel(w.field)
  const target = pct0(r.target)
  if (r.verdict === 'holds') {
    return r.target === 0.5
      ? `Con ${field} ${num(r.value)}, ${who} equilibra el duelo: ${names.A} gana el ${pct0(r.winRateA.estimate)}${ci0(r.winRateA)} contra ${names.B}.`
      : `Con ${field} ${num(r.value)}, ${who} lleva a ${names.A} al ${target} buscado: gana el ${pct0(r.winRateA.estimate)}${ci0(r.winRateA)} contra ${names.B}.`
  }
  if (r.verdict === 'bracket' && r.bracket !== null) {
    const at = (v: number) => pct0(r.tried.find((t) => t.value === v)?.winRateA.estimate ?? null)
    return `El ${target} queda entre ${num(r.bracket[0])} y ${num(r.bracket[1])} de ${field} para ${who}: ${names.A} gana el ${at(r.bracket[0])} con ${num(r.bracket[0])} y el ${at(r.bracket[1])} con ${num(r.bracket[1])}.`
  }
  if (r.verdict === 'edge') return `Ningún valor de ${field} entre ${num(w.min)} y ${num(w.max)} lleva a ${names.A} al ${target}: con ${num(r.value)}, ${who} lo deja en el ${pct0(r.winRateA.estimate)}.`
  return `${field} de ${who} no mueve el resultado de forma clara entre ${num(w.min)} y ${num(w.max)} (con ${gamesWords(r.ends.games)} en cada extremo).`
}
