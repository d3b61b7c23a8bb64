// The annex's figures of a selfplay report as rows (label, value, 95 % margin, n), the what-if's
// comparison beside them, and the CSV export. Pure, so the tables, the CSV and the tests agree.
import type { MeanCI, Proportion, SelfplayReport } from '@/lib/sim'
import { compareMeans, compareProportions, type Test } from './significance'

export type Figure = { kind: 'mean'; value: MeanCI } | { kind: 'share'; value: Proportion | null } | { kind: 'count'; value: number }

export type Row = { id: string; label: string; figure: Figure }

const mean = (id: string, label: string, value: MeanCI): Row => ({ id, label, figure: { kind: 'mean', value } })
const share = (id: string, label: string, value: Proportion | null): Row => ({ id, label, figure: { kind: 'share', value } })
const count = (id: string, label: string, value: number): Row => ({ id, label, figure: { kind: 'count', value } })

export function reportRows(r: SelfplayReport): Row[] {
  const c = r.countersPerTurnEnd
  return [
    count('games', 'Partidas', r.games),
    share('winA', 'Victorias del mazo A', r.winRate.A),
    share('winB', 'Victorias del mazo B', r.winRate.B),
    count('draws', 'Tablas', r.draws),
    share('winFirst', 'Victorias del Master que empieza', r.winRate.firstMaster),
    mean('turns', 'Turnos por partida (ambos Masters)', r.turns),
    mean('actionsPerTurn', 'Acciones por turno', r.actionsPerTurn),
    mean('voluntary', 'Ofensivas voluntarias por partida', r.offensives.perGame.voluntary),
    mean('voluntaryTurn', 'Turno de la ofensiva voluntaria', r.offensives.voluntaryTurn),
    mean('forced', 'Ofensivas forzadas por partida', r.offensives.perGame.forced),
    mean('forcedTurn', 'Turno de la ofensiva forzada', r.offensives.forcedTurn),
    ...(['A', 'B'] as const).flatMap((d) => {
      const o = r.offensives.byDeck[d]
      return [
        mean(`voluntary${d}`, `Ofensivas voluntarias del mazo ${d} por partida`, o.perGame.voluntary),
        mean(`voluntaryTurn${d}`, `Turno de la ofensiva voluntaria del mazo ${d}`, o.voluntaryTurn),
        mean(`forced${d}`, `Ofensivas forzadas del mazo ${d} por partida`, o.perGame.forced),
        mean(`forcedTurn${d}`, `Turno de la ofensiva forzada del mazo ${d}`, o.forcedTurn),
      ]
    }),
    mean('castsMago', 'Lanzamientos de Magos por partida', r.castsPerGame.mago),
    mean('castsMentalista', 'Lanzamientos de Mentalistas por partida', r.castsPerGame.mentalista),
    mean('ring', 'Tercer lanzamiento del Anillo Sumador por partida', r.ringThirdCastsPerGame),
    mean('thal', 'Activación extra de la Poción de Thal por partida', r.thalExtraPerGame),
    share('winRing', 'Victorias del mazo con Anillo frente al que no lo lleva', r.winRateWith.ring),
    share('winThal', 'Victorias del mazo con Poción de Thal frente al que no la lleva', r.winRateWith.thal),
    share('winRingUsed', 'Victorias del mazo con Anillo en las partidas en que usa el tercer lanzamiento', r.winRateUsing.ring.used),
    share('winRingUnused', 'Victorias del mazo con Anillo en las partidas en que no lo usa', r.winRateUsing.ring.unused),
    share('winThalUsed', 'Victorias del mazo con Poción de Thal en las partidas en que usa la activación extra', r.winRateUsing.thal.used),
    share('winThalUnused', 'Victorias del mazo con Poción de Thal en las partidas en que no la usa', r.winRateUsing.thal.unused),
    mean('cRelic', 'Contadores al final del turno: reliquia (acciones de Master)', c.relic),
    mean('cDalma', 'Contadores al final del turno: Dalmas (marcadores de acción)', c.dalma),
    mean('cEnemy', 'Contadores al final del turno: enemigos (marcadores y daño)', c.enemy),
    mean('cSkill', 'Contadores al final del turno: habilidades', c.skill),
    mean('cSpell', 'Contadores al final del turno: hechizos', c.spell),
    mean('cEquipment', 'Contadores al final del turno: equipo', c.equipment),
    mean('arrows', 'Unidades de Flechas perforadoras usadas por partida', r.arrowsUsedPerGame),
    mean('learnedLost', 'Cartas aprendidas perdidas al morir Dalmas, por partida', r.learnedLostPerGame),
    mean('lente', 'Activaciones de la Lente de Visión Precisa por partida', r.lentePerGame),
  ]
}

/** The figure's central value (a share as a fraction), its 95 % half-width and its n. */
export function figureNumbers(f: Figure): { value: number | null; margin: number | null; n: number | null } {
  switch (f.kind) {
    case 'count': return { value: f.value, margin: null, n: null }
    case 'mean': return { value: f.value.mean, margin: f.value.margin, n: f.value.n }
    case 'share': return f.value === null ? { value: null, margin: null, n: 0 } : { value: f.value.p, margin: f.value.margin, n: f.value.n }
  }
}

export type Comparison = { id: string; label: string; base: Figure; alt: Figure; difference: number | null; test: Test | null }

/** Baseline and what-if row by row, with the difference (what-if − baseline) and its test. */
export function compareReports(base: SelfplayReport, alt: SelfplayReport): Comparison[] {
  const altRows = new Map(reportRows(alt).map((r) => [r.id, r]))
  return reportRows(base).map((row) => {
    const other = altRows.get(row.id) as Row
    const a = figureNumbers(row.figure).value
    const b = figureNumbers(other.figure).value
    let test: Test | null = null
    if (row.figure.kind === 'mean' && other.figure.kind === 'mean') test = compareMeans(row.figure.value, other.figure.value)
    if (row.figure.kind === 'share' && other.figure.kind === 'share' && row.figure.value !== null && other.figure.value !== null) test = compareProportions(row.figure.value, other.figure.value)
    return { id: row.id, label: row.label, base: row.figure, alt: other.figure, difference: a === null || b === null ? null : b - a, test }
  })
}

const cell = (x: string | number | null): string => {
  if (x === null) return ''
  const s = String(x)
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
const num = (x: number | null): number | null => (x === null || !Number.isFinite(x) ? null : Number(x.toPrecision(12)))

/** CSV (RFC 4180, dot decimals, shares as fractions) of a run, or of a comparison when `alt` is given. */
export function reportCsv(base: SelfplayReport, alt?: SelfplayReport): string {
  const lines: (string | number | null)[][] = []
  if (alt === undefined) {
    lines.push(['metrica', 'descripcion', 'valor', 'margen95', 'n'])
    for (const r of reportRows(base)) { const f = figureNumbers(r.figure); lines.push([r.id, r.label, num(f.value), num(f.margin), f.n]) }
  } else {
    lines.push(['metrica', 'descripcion', 'base', 'base_margen95', 'prueba', 'prueba_margen95', 'diferencia', 'p'])
    for (const c of compareReports(base, alt)) {
      const a = figureNumbers(c.base)
      const b = figureNumbers(c.alt)
      lines.push([c.id, c.label, num(a.value), num(a.margin), num(b.value), num(b.margin), num(c.difference), num(c.test?.p ?? null)])
    }
  }
  return lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n'
}
