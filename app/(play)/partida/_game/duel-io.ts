// Reading what /partida finds on arrival: a replay URL's parameters and the game saved in this
// browser, both through zod. Apart from duel.ts so zod loads only when there is something to read
// (a link or a saved game), never for a first visit to the set-up.
import { z } from 'zod'
import { MAX_ENGINE_VERSION, SEED128_PATTERN, UNVERSIONED } from '@/lib/engine'
import { MAX_RECORDED_CARDS } from '@/lib/catalogue/recorded'
import { parseLine } from '@/app/(play)/probar/_table/line'
import { BOT_LEVELS, MAX_CODE_LENGTH, MAX_OVERRIDE_LENGTH, TABLE_END_REASONS, type DuelOverride, type ReplayLinkRead, type SavedDuel, type TableEnd, type TableEndReason } from './duel'

const overrideShape = z.record(z.string().max(120), z.record(z.string().max(60), z.unknown()))
const VARIANT_IDS = ['none', 'rapida', 'pensada', 'estrategica'] as const
const BOT_IDS = BOT_LEVELS.map((b) => b.id) as [(typeof BOT_LEVELS)[number]['id'], ...(typeof BOT_LEVELS)[number]['id'][]]

const seedText = z.string().regex(/^\d{1,10}$/, 'la semilla es un número entero').transform(Number).refine((n) => n <= 0xffffffff, 'la semilla no cabe en 32 bits')
const ReplayUrl = z.object({
  s: seedText,
  v: z.enum(VARIANT_IDS, { message: 'la variante no existe' }),
  a: z.string().min(1, 'falta el mazo A').max(MAX_CODE_LENGTH, 'el código del mazo A es demasiado largo'),
  b: z.string().min(1, 'falta el mazo B').max(MAX_CODE_LENGTH, 'el código del mazo B es demasiado largo'),
  l: z.string().max(20_000, 'la jugada es demasiado larga').default(''),
  cat: z.string().max(100, 'la versión del catálogo es demasiado larga').default(''),
  o: z.string().max(MAX_OVERRIDE_LENGTH, 'el cambio de prueba es demasiado largo').default(''),
  e: z.string().regex(/^\d{1,7}$/, 'la versión del motor es un número entero').transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ENGINE_VERSION, 'la versión del motor no existe').default(UNVERSIONED),
  m: z.enum(['hotseat', 'bot'], { message: 'el modo es «hotseat» o «bot»' }).optional(),
  bot: z.enum(BOT_IDS, { message: 'el bot no existe' }).optional(),
  w: z.string().regex(SEED128_PATTERN, 'la semilla de 128 bits son 32 cifras hexadecimales').optional(),
  mesa: z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'la mesa es un identificador de 16 caracteres').optional(),
  fin: z.string().regex(new RegExp(`^[ABN]\\.(${TABLE_END_REASONS.join('|')})$`), `el final es «ganador.motivo»: A, B o N y ${TABLE_END_REASONS.join(', ')}`).optional(),
})

const FIELD_NAMES: Record<string, string> = {
  s: 'semilla', v: 'variante', a: 'mazo A', b: 'mazo B', l: 'jugada', cat: 'versión del catálogo', o: 'cambio de prueba', e: 'versión del motor', m: 'modo', bot: 'bot', w: 'semilla de 128 bits',
  mesa: 'mesa', fin: 'final de la mesa',
}

/** `mesa` and `fin` as the table they name (`fin` means nothing without its table). */
function tableOf(mesa: string | undefined, fin: string | undefined): TableEnd | null {
  if (mesa === undefined) return null
  if (fin === undefined) return { id: mesa, end: null }
  // The pattern checked both halves.
  const [winner, reason] = fin.split('.') as ['A' | 'B' | 'N', TableEndReason]
  return { id: mesa, end: { winner: winner === 'N' ? null : winner, reason } }
}

/** The override carried by a URL's `o`: null when absent, a message when it is not a «card id → fields» map. */
export function readOverrideText(text: string): { ok: true; value: DuelOverride | null } | { ok: false; message: string } {
  if (text === '') return { ok: true, value: null }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, message: 'no es JSON válido' }
  }
  const parsed = overrideShape.safeParse(raw)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: 'se esperaba un mapa «id de carta → campos a cambiar»' }
}

/** Reads a replay URL's parameters; a bad one names its field and why. */
export function readReplaySearch(params: URLSearchParams): ReplayLinkRead {
  const raw: Record<string, string> = {}
  for (const k of Object.keys(FIELD_NAMES)) {
    const v = params.get(k)
    if (v !== null) raw[k] = v
  }
  const parsed = ReplayUrl.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const key = String(issue?.path[0] ?? '')
    const message = issue?.code === 'invalid_type' ? 'falta' : issue?.message ?? 'no es válido'
    return { ok: false, field: FIELD_NAMES[key] ?? key, message }
  }
  const line = parseLine(parsed.data.l)
  if (!line.ok) return { ok: false, field: 'jugada', message: `${line.error.message} (posición ${line.error.position + 1})` }
  const override = readOverrideText(parsed.data.o)
  if (!override.ok) return { ok: false, field: 'cambio de prueba', message: override.message }
  const { s, v, a, b, cat, e, m, bot, w, mesa, fin } = parsed.data
  return {
    ok: true,
    value: {
      seed: s, variant: v, codes: [a, b], steps: line.steps, catalogueVersion: cat, override: override.value, engineVersion: e,
      mode: m ?? null, bot: m === 'bot' ? bot ?? 'heuristic' : null, seed128: w ?? null, table: tableOf(mesa, fin),
    },
  }
}

const Saved = z.object({
  setup: z.object({
    seed: z.number().int().min(0).max(0xffffffff),
    variant: z.enum(VARIANT_IDS),
    mode: z.enum(['hotseat', 'bot']),
    bot: z.enum(BOT_IDS),
    codes: z.tuple([z.string().min(1).max(MAX_CODE_LENGTH), z.string().min(1).max(MAX_CODE_LENGTH)]),
    seed128: z.string().regex(SEED128_PATTERN).optional(),
  }),
  line: z.string().max(20_000),
  engineVersion: z.number().int().min(1).max(MAX_ENGINE_VERSION).optional(),
  catalogueVersion: z.string().max(100),
  override: overrideShape.nullable().optional(),
  cards: z.array(z.looseObject({ id: z.string(), type: z.string(), name: z.string() })).max(MAX_RECORDED_CARDS).optional(),
  account: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), revision: z.number().int().min(1) }).optional(),
})

/** The game saved in this browser, or null when there is none or it is damaged. */
export function readSavedDuel(text: string | null): SavedDuel | null {
  if (text === null) return null
  try {
    const parsed = Saved.safeParse(JSON.parse(text))
    // The cards were written from a catalogue by this page: only their shape is checked here.
    return parsed.success ? ({ ...parsed.data, engineVersion: parsed.data.engineVersion ?? UNVERSIONED } as SavedDuel) : null
  } catch {
    return null
  }
}
