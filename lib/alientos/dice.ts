// The dice of Duelo de alientos (A2, ALI-1): six kinds, three with an umbra (Ofensa or Defensa) and three without,
// and a taumaturgo's pool of 15 as people write it ("odio:6,calma:6,cambio:1,renovacion:1,umbra:1").

/** What a die is during a round. Mansedumbre carries its umbra beside it; the three without umbra have none. */
export const DIE_KINDS = ['odio', 'calma', 'mansedumbre', 'renovacion', 'cambio', 'umbra'] as const
export type DieKind = (typeof DIE_KINDS)[number]

export type Umbra = 'ofensa' | 'defensa'

/** How a pool names its dice: Mansedumbre's umbra is chosen when the duel begins (ALI-1), so it is part of the name. */
export const POOL_KINDS = ['odio', 'calma', 'mansedumbre-ofensa', 'mansedumbre-defensa', 'renovacion', 'cambio', 'umbra'] as const
export type PoolKind = (typeof POOL_KINDS)[number]

/** A taumaturgo's dice by kind, each with its count. */
export type Pool = Record<PoolKind, number>

/** ALI-1: 15 dice, 12 with umbra and 3 without. */
export const POOL_SIZE = 15
export const UMBRA_DICE = 12
export const PLAIN_DICE = 3

export const WITH_UMBRA: readonly PoolKind[] = ['odio', 'calma', 'mansedumbre-ofensa', 'mansedumbre-defensa']
export const WITHOUT_UMBRA: readonly PoolKind[] = ['renovacion', 'cambio', 'umbra']

/** A2.1–A2.6: Odio, Calma, Mansedumbre and Cambio are d6; Renovación and Umbra are d4. */
export function facesOf(kind: DieKind): 4 | 6 {
  return kind === 'renovacion' || kind === 'umbra' ? 4 : 6
}

/** The kind and umbra a pool's die starts every round with (A4.2). */
export function startOf(kind: PoolKind): { kind: DieKind; umbra: Umbra | null } {
  switch (kind) {
    case 'odio': return { kind: 'odio', umbra: 'ofensa' }
    case 'calma': return { kind: 'calma', umbra: 'defensa' }
    case 'mansedumbre-ofensa': return { kind: 'mansedumbre', umbra: 'ofensa' }
    case 'mansedumbre-defensa': return { kind: 'mansedumbre', umbra: 'defensa' }
    default: return { kind, umbra: null }
  }
}

export const opposite = (umbra: Umbra): Umbra => (umbra === 'ofensa' ? 'defensa' : 'ofensa')

export const emptyPool = (): Pool => ({ odio: 0, calma: 0, 'mansedumbre-ofensa': 0, 'mansedumbre-defensa': 0, renovacion: 0, cambio: 0, umbra: 0 })

/** The pool's dice one by one, in POOL_KINDS order: die i of a taumaturgo is the i-th of this list. */
export function poolDice(pool: Pool): PoolKind[] {
  const out: PoolKind[] = []
  for (const kind of POOL_KINDS) for (let i = 0; i < pool[kind]; i++) out.push(kind)
  return out
}

/** A problem of a pool under ALI-1, as data; the builder and the CLI put it in words. */
export type PoolProblem =
  | { code: 'UMBRA_COUNT'; count: number; required: number }
  | { code: 'PLAIN_COUNT'; count: number; required: number }
  | { code: 'NEGATIVE'; kind: PoolKind }

/** ALI-1's check: the problems of a pool (none: the pool is legal). */
export function poolProblems(pool: Pool): PoolProblem[] {
  const problems: PoolProblem[] = []
  for (const kind of POOL_KINDS) if (!Number.isInteger(pool[kind]) || pool[kind] < 0) problems.push({ code: 'NEGATIVE', kind })
  if (problems.length > 0) return problems
  const umbra = WITH_UMBRA.reduce((n, k) => n + pool[k], 0)
  const plain = WITHOUT_UMBRA.reduce((n, k) => n + pool[k], 0)
  if (umbra !== UMBRA_DICE) problems.push({ code: 'UMBRA_COUNT', count: umbra, required: UMBRA_DICE })
  if (plain !== PLAIN_DICE) problems.push({ code: 'PLAIN_COUNT', count: plain, required: PLAIN_DICE })
  return problems
}

export const KIND_LABELS: Record<PoolKind, string> = {
  odio: 'Odio', calma: 'Calma', 'mansedumbre-ofensa': 'Mansedumbre (Ofensa)', 'mansedumbre-defensa': 'Mansedumbre (Defensa)',
  renovacion: 'Renovación', cambio: 'Cambio', umbra: 'Umbra',
}

export const DIE_LABELS: Record<DieKind, string> = {
  odio: 'Odio', calma: 'Calma', mansedumbre: 'Mansedumbre', renovacion: 'Renovación', cambio: 'Cambio', umbra: 'Umbra',
}

export function describePoolProblem(p: PoolProblem): string {
  switch (p.code) {
    case 'UMBRA_COUNT': return `Lleva ${p.count} dados con umbra (Odio, Calma o Mansedumbre); han de ser ${p.required} (ALI-1).`
    case 'PLAIN_COUNT': return `Lleva ${p.count} dados sin umbra (Renovación, Cambio o Umbra); han de ser ${p.required} (ALI-1).`
    case 'NEGATIVE': return `La cantidad de ${KIND_LABELS[p.kind]} ha de ser un entero de 0 en adelante.`
  }
}

/** The longest pool text worth reading (seven kinds with their counts, some spaces). */
export const POOL_TEXT_MAX = 200

/**
 * A pool from its text: `kind:count` pairs separated by commas, kinds spelt as POOL_KINDS (a kind may appear once;
 * unnamed kinds count 0). Checks the spelling only; poolProblems checks ALI-1.
 */
export function parsePool(text: string): { ok: true; pool: Pool } | { ok: false; message: string } {
  if (text.length > POOL_TEXT_MAX) return { ok: false, message: `es demasiado largo (como mucho ${POOL_TEXT_MAX} caracteres)` }
  const pool = emptyPool()
  const seen = new Set<string>()
  const parts = text.split(',').map((s) => s.trim()).filter((s) => s !== '')
  if (parts.length === 0) return { ok: false, message: 'está vacío; escribe tipo:cantidad separados por comas, p. ej. odio:6,calma:6,cambio:1,renovacion:1,umbra:1' }
  for (const part of parts) {
    const m = /^([a-z-]+)\s*:\s*(\d{1,2})$/.exec(part)
    if (!m) return { ok: false, message: `«${part}» no tiene la forma tipo:cantidad` }
    const kind = m[1] as string
    if (!(POOL_KINDS as readonly string[]).includes(kind)) return { ok: false, message: `«${kind}» no es un tipo de dado (${POOL_KINDS.join(', ')})` }
    if (seen.has(kind)) return { ok: false, message: `«${kind}» aparece dos veces` }
    seen.add(kind)
    pool[kind as PoolKind] = Number(m[2])
  }
  return { ok: true, pool }
}

/** The pool's text, kinds in POOL_KINDS order, zero counts left out: parsePool(poolText(p)) equals p. */
export function poolText(pool: Pool): string {
  return POOL_KINDS.filter((k) => pool[k] > 0).map((k) => `${k}:${pool[k]}`).join(',')
}
