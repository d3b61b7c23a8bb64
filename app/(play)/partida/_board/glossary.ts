// The game's words a prompt uses without explaining them (issue 27): «reemplazo diferido», «PRI»,
// «Instantánea»… each with one short sentence in our own words and the rule that says it. The board
// marks them in the decision's text; a tap on one shows its sentence in place. Pure.

export type GlossaryEntry = { key: string; pattern: RegExp; text: string; rule: string }

export const GLOSSARY: readonly GlossaryEntry[] = [
  { key: 'reemplazo diferido', pattern: /reemplazo diferido/i, rule: 'R6.8',
    text: 'Si no cambias cartas al empezar, guardas ese derecho: una sola vez, en una Fase de Cobro tuya con cinco o más cartas en la mano, puedes mandar hasta cinco al fondo del mazo y robar otras tantas.' },
  { key: 'reemplazo inicial', pattern: /reemplazo inicial/i, rule: 'R6.7',
    text: 'Antes de empezar puedes mandar hasta cinco cartas de tu mano inicial al fondo del mazo y robar otras tantas. Si no lo haces, te queda el reemplazo diferido.' },
  { key: 'PRI', pattern: /\bPRI\b(?: \d+)?/, rule: 'R4.5',
    text: 'Número impreso en hechizos y habilidades. No se gasta ni limita nada: solo lo consultan algunas cartas, como la Poción de Thal, que da una activación extra de uno con PRI 1.' },
  { key: 'Instantánea', pattern: /Instantáne[ao]s?/i, rule: 'R9.1',
    text: 'Acción que un Dalma puede hacer también en el turno del rival (lanzar un hechizo, usar una habilidad, beber una poción…), por ejemplo para responder a lo que declara el rival. Le pone su marcador de acción.' },
  { key: 'marcador de acción', pattern: /marcador(?:es)? de acción|sin marcador/i, rule: 'R9.1',
    text: 'Cada Dalma activo actúa una vez por turno: al actuar recibe un marcador, y con él no puede hacer otra acción hasta la siguiente Fase de Descanso, que retira los de todos los Dalmas.' },
  { key: 'enemigo protector', pattern: /enemigo protector/i, rule: 'R6.9',
    text: 'El enemigo que revelas gratis al empezar: defiende tu reliquia desde el primer turno. Si el rival lo derrota en una ofensiva y no la defiende nadie más, captura la reliquia y gana.' },
  { key: 'Posada', pattern: /\bPosada\b/, rule: 'R7.8',
    text: 'En tu Fase de Descanso, por 1 oro cada uno, tus Dalmas recuperan toda su Vida y los usos de sus hechizos y habilidades.' },
  { key: 'asalto', pattern: /\basalto\b/i, rule: 'R19.5',
    text: 'Una vuelta del combate: hechizos, habilidades, arcos, armas arrojadizas (solo el primero) y cuerpo a cuerpo por Iniciativa. Se repite hasta que un bando cae.' },
  { key: 'emparejamientos', pattern: /emparejamientos?/i, rule: 'R19.14',
    text: 'En la ofensiva, quien ataca forma duelos uno contra uno; los que sobran se reparten como refuerzos.' },
  { key: 'agotamiento', pattern: /agotamiento|agotas/i, rule: 'R18.1',
    text: 'Si te quedan Acciones de Master por hacer y ninguna es legal, la Fase Principal se corta y debes ir a por la reliquia rival.' },
]

export type GlossedPart = { kind: 'text'; text: string } | { kind: 'term'; text: string; entry: GlossaryEntry }

/**
 * `text` cut where the glossary's words appear: each term marked once (its first appearance), the
 * rest plain. `seen` collects the terms already marked elsewhere in the same panel, so a word is
 * explained once per decision.
 */
export function glossed(text: string, seen: Set<string> = new Set()): GlossedPart[] {
  let parts: GlossedPart[] = [{ kind: 'text', text }]
  for (const entry of GLOSSARY) {
    if (seen.has(entry.key)) continue
    const next: GlossedPart[] = []
    let found = false
    for (const p of parts) {
      if (p.kind !== 'text' || found) { next.push(p); continue }
      const m = entry.pattern.exec(p.text)
      if (m === null) { next.push(p); continue }
      found = true
      if (m.index > 0) next.push({ kind: 'text', text: p.text.slice(0, m.index) })
      next.push({ kind: 'term', text: m[0], entry })
      const rest = p.text.slice(m.index + m[0].length)
      if (rest !== '') next.push({ kind: 'text', text: rest })
    }
    if (found) seen.add(entry.key)
    parts = next
  }
  return parts
}

/** The glossary's entries named in `texts` (an option's words cannot hold a button: they are explained under the list). */
export function termsIn(texts: readonly string[], seen: ReadonlySet<string>): GlossaryEntry[] {
  return GLOSSARY.filter((e) => !seen.has(e.key) && texts.some((t) => e.pattern.test(t)))
}
