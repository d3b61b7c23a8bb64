// A lab report as the CSV the page exports (RFC 4180, dot decimals, shares as fractions, one row per
// figure, every interval and p beside its estimate), and the labels of its rows. Pure, so the tables,
// the CSV and the tests agree.
import { METRIC_BY_ID } from '@/lib/sim/lab-metrics'
import type { Estimate } from '@/lib/sim/inference'
import type { LabReport } from '@/lib/sim/lab-report'

export const metricLabel = (id: string): string => METRIC_BY_ID.get(id)?.label ?? id

const cell = (x: string | number | null): string => {
  if (x === null) return ''
  const s = String(x)
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
const num = (x: number | null | undefined): number | null => (x === null || x === undefined || !Number.isFinite(x) ? null : Number(x.toPrecision(12)))
const est = (e: Estimate): (number | null)[] => [num(e.estimate), num(e.ci95?.[0]), num(e.ci95?.[1])]

/** The report as CSV: one header line, one line per figure (run, compare) or per value (sweep). */
export function reportCsv(r: LabReport): string {
  const lines: (string | number | null)[][] = []
  if (r.kind === 'run') {
    lines.push(['metrica', 'descripcion', 'tipo', 'valor', 'ic95_inf', 'ic95_sup', 'n'])
    for (const f of r.report.figures) lines.push([f.id, metricLabel(f.id), f.kind, ...est(f), f.n])
  } else if (r.kind === 'compare') {
    lines.push(['metrica', 'descripcion', 'tipo', 'base', 'base_ic95_inf', 'base_ic95_sup', 'prueba', 'prueba_ic95_inf', 'prueba_ic95_sup',
      'diferencia', 'diferencia_ic95_inf', 'diferencia_ic95_sup', 'p', 'p_holm', 'contraste'])
    for (const row of r.rows) {
      lines.push([row.id, metricLabel(row.id), row.kind, ...est(row.baseline), ...est(row.variant), ...est(row.difference), num(row.p), num(row.pHolm), row.test])
    }
  } else {
    lines.push(['valor', 'partidas', 'victorias_a', 'victorias_b', 'tablas', 'a', 'a_ic95_inf', 'a_ic95_sup', 'b', 'b_ic95_inf', 'b_ic95_sup',
      'diferencia_a_con_el_anterior', 'diferencia_ic95_inf', 'diferencia_ic95_sup', 'p', 'p_holm'])
    for (const row of r.rows) {
      const step = row.vsPrevious
      lines.push([num(row.value), row.games, row.wins.A, row.wins.B, row.draws, ...est(row.winRateA), ...est(row.winRateB),
        ...(step === null ? [null, null, null, null, null] : [...est(step.difference), num(step.p), num(step.pHolm)])])
    }
  }
  return lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n'
}
