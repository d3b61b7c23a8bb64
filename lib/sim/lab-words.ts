// A laboratory report in words (issue 16): the one sentence at the top of the page and of
// `dm lab …` saying what the result means and what it rests on, and the number formats both use.
// Only reads a finished report: no simulation builds text.
import type { Estimate } from './inference'
import type { Balance, LabReport } from './lab-report'
import type { BotLevel } from '../bots/types'

const f1 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })
const f2 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
const f3 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false })

/** "Caja 1 — La marcha de la montaña" → "Caja 1": a boxed deck's title is long for a sentence or a column. */
export const shortDeckName = (name: string): string => {
  const [head, tail] = name.split(' — ')
  return tail !== undefined && head !== undefined && head.trim() !== '' ? head.trim() : name
}
export const shortDeckNames = (d: { A: string; B: string }): { A: string; B: string } => ({ A: shortDeckName(d.A), B: shortDeckName(d.B) })

export const VARIANT_NAMES: Record<string, string> = { none: 'sin variante', rapida: 'variante rápida', pensada: 'variante pensada', estrategica: 'variante estratégica' }

export const BOT_NAMES: Record<BotLevel, string> = { random: 'aleatorio', heuristic: 'heurístico', search: 'búsqueda' }

/** 0.955 → "95,5 %". */
export const pct = (x: number | null): string => (x === null ? '—' : `${f1.format(100 * x)} %`)
/** A share with its interval: "95,5 % [91,7–97,6]". */
export const pctCi = (e: Estimate): string => (e.estimate === null ? '—' : `${pct(e.estimate)}${e.ci95 === null ? '' : ` [${f1.format(100 * e.ci95[0])}–${f1.format(100 * e.ci95[1])}]`}`)
/** A number with its interval: "66,35 [65,04–67,66]". */
export const numCi = (e: Estimate, digits = 2): string => {
  const f = digits === 1 ? f1 : f2
  return e.estimate === null ? '—' : `${f.format(e.estimate)}${e.ci95 === null ? '' : ` [${f.format(e.ci95[0])}–${f.format(e.ci95[1])}]`}`
}
/** A difference of shares in percentage points: "+12,0 pp [5,0–19,0]". */
export const ppCi = (e: Estimate): string => {
  if (e.estimate === null) return '—'
  const sign = e.estimate > 0 ? '+' : ''
  return `${sign}${f1.format(100 * e.estimate)} pp${e.ci95 === null ? '' : ` [${f1.format(100 * e.ci95[0])} – ${f1.format(100 * e.ci95[1])}]`}`
}
/** A signed difference: "+1,25 [0,40 – 2,10]". */
export const diffCi = (e: Estimate): string => {
  if (e.estimate === null) return '—'
  const sign = e.estimate > 0 ? '+' : ''
  return `${sign}${f2.format(e.estimate)}${e.ci95 === null ? '' : ` [${f2.format(e.ci95[0])} – ${f2.format(e.ci95[1])}]`}`
}
/** A p-value as people read it: "1", "0,034", "< 0,001". */
export const pValue = (p: number | null): string => (p === null ? '—' : p === 1 ? '1' : p < 0.001 ? '< 0,001' : f3.format(p))

function restsOn(b: Balance, names: { A: string; B: string }, bots: { A: BotLevel; B: BotLevel }, unusedCards: number | null): string {
  const parts: string[] = []
  if (!b.equalBots) parts.push(`los bots son distintos (${BOT_NAMES[bots.A]} con ${names.A}, ${BOT_NAMES[bots.B]} con ${names.B}), así que la cifra mide sobre todo a los bots`)
  else parts.push(`mide cómo juega el bot ${BOT_NAMES[bots.A]} estos mazos, no el equilibrio entre jugadores expertos`)
  if (b.onlyOneBegan !== null) parts.push(`${names[b.onlyOneBegan]} empezó todas las partidas (R6.11), así que mazo y turno no se separan`)
  if (b.mirror !== null && b.mirror.A.estimate !== null && b.mirror.B.estimate !== null) {
    parts.push(`en espejo, el Master que empieza gana el ${pct(b.mirror.A.estimate)} con ${names.A} y el ${pct(b.mirror.B.estimate)} con ${names.B}`)
  }
  if (b.forcedGames.estimate !== null && b.forcedGames.estimate >= 0.5 && b.forcedTurn.estimate !== null) {
    parts.push(`el ${pct(b.forcedGames.estimate)} de las partidas se decide en la ofensiva forzada por agotamiento (R18.2) hacia el turno ${Math.round(b.forcedTurn.estimate)}`)
  }
  if (unusedCards !== null && unusedCards > 0) parts.push(`los bots nunca jugaron ${unusedCards} ${unusedCards === 1 ? 'carta' : 'cartas'} de los mazos`)
  return joinEs(parts)
}

function joinEs(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? ''
  return `${parts.slice(0, -1).join('; ')} y ${parts[parts.length - 1] as string}`
}

/** Cards of either deck the bots never played (once the games record card use), or null. */
export function unusedCardCount(r: LabReport): number | null {
  const arm = r.kind === 'run' ? r.report : r.kind === 'compare' ? r.baseline : r.arms[0]
  if (arm === undefined || arm.cardUse === null) return null
  return arm.cardUse.A.filter((c) => c.flag !== 'played').length + arm.cardUse.B.filter((c) => c.flag !== 'played').length
}

/**
 * The sentence at the top: what the result says, and what it rests on. `field` names the swept
 * number in words ("Vida de Lisko de Árathan").
 */
export function labHeadline(r: LabReport, field?: string): string {
  const names = shortDeckNames(r.decks)
  const rest = restsOn(r.balance, names, r.bots, unusedCardCount(r))
  const games = `${r.games.toLocaleString('es-ES')} ${r.games === 1 ? 'partida' : 'partidas'}`
  if (r.kind === 'run') {
    return `${names.A} gana el ${pctCi(r.report.winRate.A)} de ${games} contra ${names.B} (tablas ${pct(r.report.games === 0 ? null : r.report.draws / r.report.games)}); ${rest}.`
  }
  if (r.kind === 'compare') {
    const w = r.winRateA
    const moved = w.difference.estimate === 0 ? 'deja igual' : w.difference.estimate !== null && w.difference.estimate > 0 ? 'sube' : 'baja'
    const sig = w.p !== null && w.p < 0.05 ? 'una diferencia significativa' : 'una diferencia que no se distingue del azar'
    return `La prueba ${moved} las victorias de ${names.A}: ${pct(w.baseline)} en la base y ${pct(w.variant)} con la prueba, ` +
      `${ppCi(w.difference)}, p = ${pValue(w.p)} (McNemar exacto sobre las mismas ${games}), ${sig}; ${rest}.`
  }
  const what = field ?? `${r.field} de ${r.card}`
  const rates = r.rows.map((row) => `${pct(row.winRateB.estimate)} con ${row.value}`)
  return `Con ${what} en ${r.rows.map((row) => row.value).join(', ')}, ${names.B} gana ${joinEs(rates)} (${games} por valor, mismas semillas); ${rest}.`
}
