// How each kind of citation is named to a reader. Apart from the rules data so browser code can
// name a citation without loading every summary.

/** How each kind is named to a reader. */
export const KIND_LABELS: Record<'rule' | 'ruling' | 'note', { singular: string; plural: string }> = {
  rule: { singular: 'Regla', plural: 'Reglas' },
  ruling: { singular: 'Decisión del sitio', plural: 'Decisiones del sitio' },
  note: { singular: 'Nota de interpretación', plural: 'Notas de interpretación' },
}
