// The scenario file's shape (SCENARIO-FORMAT.md): zod for the structure, then a second pass for
// what zod cannot know alone (card ids in the catalogue, labels declared once and used where
// declared). Every problem comes back as `path: message`, the path written the way a person
// finds it in the YAML (`masters.A.playZone[2].card`).
import { z } from 'zod'
import type { Catalogue } from '../../catalogue/schema'
import { CHARACTER_VERBS, stepVerbs } from './verbs'

/** Bounds that keep one file's work small (DEVELOPERS-GUIDE rule 5). */
export const SCENARIO_LIMITS = { cards: 400, steps: 300, dice: 500, zone: 120, attached: 12, expectEvents: 100 } as const

const label = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'etiqueta no válida: letras, cifras, «-», «_» o «.», hasta 40')
const count = (max: number) => z.number().int('debe ser un número entero').min(0, 'no puede ser negativo').max(max, `como máximo ${max}`)
const statValue = z.number().int('debe ser un número entero').min(-20, 'como mínimo −20').max(99, 'como máximo 99')
const cardId = z.string().min(1, 'falta el id de la carta').max(80, 'id demasiado largo')

const cardFields = {
  card: cardId,
  as: label.optional(),
  faceUp: z.boolean().optional(),
  marker: z.boolean().optional(),
  damage: count(99).optional(),
  useCounters: count(99).optional(),
  loaded: z.boolean().optional(),
  defeated: z.boolean().optional(),
  explored: z.boolean().optional(),
  fought: z.boolean().optional(),
  reloaded: z.boolean().optional(),
  /** Extension: the action recovered by an offensive (R17.3). */
  recovered: z.boolean().optional(),
  counterTurn: count(999).nullable().optional(),
  stats: z.strictObject({ strength: statValue, resistance: statValue, initiative: statValue, life: statValue }).partial().optional(),
}

/** Equipment and learned cards: a card spec that carries nothing of its own. */
const attachedSpec = z.union([cardId, z.strictObject(cardFields)])
const cardObject = z.strictObject({
  ...cardFields,
  equipment: z.array(attachedSpec).max(SCENARIO_LIMITS.attached, `como máximo ${SCENARIO_LIMITS.attached}`).optional(),
  learned: z.array(attachedSpec).max(SCENARIO_LIMITS.attached, `como máximo ${SCENARIO_LIMITS.attached}`).optional(),
})
const cardSpec = z.union([cardId, cardObject])
export type CardSpecInput = z.infer<typeof cardSpec>

const zone = z.array(cardSpec).max(SCENARIO_LIMITS.zone, `como máximo ${SCENARIO_LIMITS.zone} cartas`)
const masterSchema = z.strictObject({
  gold: count(999).optional(),
  silver: count(9999).optional(),
  /** 1 = its first turn; 0 = a Master whose first turn has not come yet (the second Master during the game's first turn). */
  turn: z.number().int('debe ser un número entero').min(0, 'no puede ser negativo (0: su primer turno aún no ha llegado)').max(999, 'como máximo 999').optional(),
  masterActions: count(5).optional(),
  replacementUsed: z.boolean().optional(),
  relic: cardId.optional(),
  enemies: zone.optional(),
  playZone: zone.optional(),
  combatZone: zone.optional(),
  hand: zone.optional(),
  deck: zone.optional(),
  discard: zone.optional(),
})
export type MasterInput = z.infer<typeof masterSchema>

const seatName = z.enum(['A', 'B'], 'debe ser A o B')
const yes = z.literal(true, 'debe ser true')
const pair = z.tuple([label, label], 'debe ser un par [etiqueta, etiqueta]')
const labels = z.array(label).max(40, 'como máximo 40')
const pairs = z.array(pair).max(40, 'como máximo 40')

/** Every key a step may have. Which one is its verb is decided by stepVerb. */
const stepSchema = z.strictObject({
  master: seatName.optional(),
  by: label.optional(),
  target: label.optional(),
  weapon: label.optional(),
  arrow: label.optional(),
  // Master actions (§8)
  draw: yes.optional(),
  place: label.optional(),
  reveal: z.union([label, z.boolean()], 'debe ser una etiqueta (revelar) o true/false (Lente)').optional(),
  revealEnemy: label.optional(),
  useTreasure: label.optional(),
  // character actions (§9, §10)
  equip: label.optional(),
  learn: label.optional(),
  drinkPotion: label.optional(),
  applyPoison: label.optional(),
  reloadBow: label.optional(),
  shoot: label.optional(),
  explore: label.optional(),
  cast: label.optional(),
  useSkill: label.optional(),
  activate: label.optional(),
  activateTrap: label.optional(),
  // combat
  throw: label.optional(),
  attack: label.optional(),
  // flow and staged choices
  endEnemyActions: yes.optional(),
  endDalmaActions: yes.optional(),
  pass: yes.optional(),
  offensive: labels.min(1, 'hace falta al menos un atacante').optional(),
  defend: labels.optional(),
  decline: yes.optional(),
  pairings: pairs.min(1, 'hace falta al menos un par').optional(),
  reinforce: pairs.min(1, 'hace falta al menos un par').optional(),
  split: pairs.min(1, 'hace falta al menos un par').optional(),
  innRest: labels.optional(),
  keepEmblem: label.optional(),
  discardToLimit: labels.optional(),
  replace: labels.optional(),
  protectingEnemy: label.optional(),
})
export type Step = z.infer<typeof stepSchema>

export { CHARACTER_VERBS, STEP_VERBS, stepVerbs, type StepVerb } from './verbs'

const zoneName = z.enum(['deck', 'hand', 'play', 'combat', 'relic', 'defeated', 'equipped', 'learned', 'discard'])
const expectCard = z.strictObject({
  card: cardId, owner: seatName, zone: zoneName, faceUp: z.boolean(), damage: z.number(), life: z.number().nullable(),
  marker: z.boolean(), useCounters: z.number(), loaded: z.boolean(), equippedTo: label.nullable(), learnedBy: label.nullable(),
}).partial()
const expectMaster = z.strictObject({
  money: z.number(), hand: z.number(), deck: z.number(), masterActions: z.number(), turn: z.number(), discard: z.array(cardId),
}).partial()
const PHASES = ['setup', 'turnStart', 'rest', 'income', 'masterActions', 'enemyActions', 'dalmaActions', 'endOfTurn', 'combat', 'gameOver'] as const
const expectSchema = z.strictObject({
  /** Per step: ok, refused, or (extension) the refusal's error code. */
  steps: z.array(z.string().min(1)).max(SCENARIO_LIMITS.steps).optional(),
  result: z.strictObject({
    winner: seatName.nullable(),
    reason: z.enum(['capture', 'allDalmasLost', 'forcedOffensiveFailed', 'exhaustedWithoutDalma', 'bothLost', 'turnLimit', 'exhaustion']),
    rule: z.string(),
  }).partial().nullable().optional(),
  active: seatName.optional(),
  phase: z.enum(PHASES).optional(),
  turn: z.number().optional(),
  masters: z.strictObject({ A: expectMaster, B: expectMaster }).partial().optional(),
  cards: z.record(label, expectCard).optional(),
  /** Extension: events that must have happened (each a subset of one event's fields). */
  events: z.array(z.strictObject({ type: z.string(), rule: z.string(), text: z.string(), step: z.number().nullable() }).partial())
    .max(SCENARIO_LIMITS.expectEvents).optional(),
})
export type Expectation = z.infer<typeof expectSchema>

export const scenarioSchema = z.strictObject({
  rules: z.array(z.string().regex(/^(R\d+\.\d+|RUL-\d+)$/, 'debe ser un id de regla (R19.9) o de aclaración (RUL-1)')).max(40).optional(),
  note: z.string().max(2000).optional(),
  mode: z.enum(['duel', 'goldfish'], 'debe ser duel o goldfish').optional(),
  active: seatName.optional(),
  first: seatName.optional(),
  variant: z.enum(['none', 'rapida', 'pensada', 'estrategica'], 'debe ser none, rapida, pensada o estrategica').optional(),
  /** Extension `setup`: the game's preparation, at the initial replacement (R6.7), before anyone's first turn. */
  at: z.enum(['setup', 'turnStart', 'masterActions', 'enemyActions', 'dalmaActions', 'endOfTurn'], 'debe ser setup, turnStart, masterActions, enemyActions, dalmaActions o endOfTurn').optional(),
  dice: z.array(z.number().int('debe ser un número entero').min(1, 'un d6 va de 1 a 6').max(6, 'un d6 va de 1 a 6')).max(SCENARIO_LIMITS.dice).optional(),
  seed: z.number().int('debe ser un número entero').min(0).max(0xffffffff).optional(),
  /** Extension: a duel ends in a draw after this many turns of each Master. */
  maxTurns: z.number().int().min(1).max(999).optional(),
  masters: z.strictObject({ A: masterSchema, B: masterSchema }).partial().optional(),
  steps: z.array(stepSchema).max(SCENARIO_LIMITS.steps, `como máximo ${SCENARIO_LIMITS.steps} pasos`).optional(),
  expect: expectSchema.optional(),
})
export type ScenarioFile = z.infer<typeof scenarioSchema>

export type ScenarioIssue = { path: string; message: string }
export type ParsedScenario = { ok: true; file: ScenarioFile } | { ok: false; issues: ScenarioIssue[] }

/** `['masters', 'A', 'playZone', 2, 'card']` → `masters.A.playZone[2].card`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`
    else out += out === '' ? String(p) : `.${String(p)}`
  }
  return out === '' ? '(fichero)' : out
}

const spanish = z.locales.es().localeError

/** Checks an already-read YAML/JSON value against the format and the catalogue. */
export function validateScenario(raw: unknown, catalogue: Catalogue): ParsedScenario {
  const parsed = scenarioSchema.safeParse(raw, { error: spanish })
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) }
  }
  const issues = crossCheck(parsed.data, catalogue)
  return issues.length === 0 ? { ok: true, file: parsed.data } : { ok: false, issues }
}

const SEATS = ['A', 'B'] as const
const ZONES = ['enemies', 'playZone', 'combatZone', 'hand', 'deck', 'discard'] as const

/** Card ids, labels (declared once, used only if declared) and the one verb per step. */
function crossCheck(file: ScenarioFile, catalogue: Catalogue): ScenarioIssue[] {
  const issues: ScenarioIssue[] = []
  const declared = new Map<string, string>()
  let cards = 0
  const add = (path: PropertyKey[], message: string) => issues.push({ path: formatPath(path), message })
  const visit = (spec: CardSpecInput, path: PropertyKey[]) => {
    cards += 1
    const o = typeof spec === 'string' ? { card: spec } : spec
    const idPath = typeof spec === 'string' ? path : [...path, 'card']
    if (!catalogue.byId.has(o.card)) add(idPath, `carta desconocida «${o.card}»`)
    if ('as' in o && o.as !== undefined) {
      const before = declared.get(o.as)
      if (before !== undefined) add([...path, 'as'], `la etiqueta «${o.as}» ya se usa en ${before}`)
      else declared.set(o.as, formatPath(path))
    }
    if (typeof spec !== 'string') {
      spec.equipment?.forEach((e, i) => visit(e, [...path, 'equipment', i]))
      spec.learned?.forEach((e, i) => visit(e, [...path, 'learned', i]))
    }
  }
  for (const seat of SEATS) {
    const m = file.masters?.[seat]
    if (m === undefined) continue
    if (m.relic !== undefined) {
      const relic = catalogue.byId.get(m.relic)
      if (relic === undefined) add(['masters', seat, 'relic'], `carta desconocida «${m.relic}»`)
      else if (relic.type !== 'relic') add(['masters', seat, 'relic'], `«${m.relic}» no es una reliquia`)
      cards += 1
    }
    for (const z of ZONES) m[z]?.forEach((spec, i) => visit(spec, ['masters', seat, z, i]))
  }
  if (cards > SCENARIO_LIMITS.cards) add(['masters'], `como máximo ${SCENARIO_LIMITS.cards} cartas en total`)
  // setup: each Master's Zona de Juego holds its starting Dalma, face down, and nothing else (R6.2, R6.3).
  if (file.at === 'setup') {
    for (const seat of SEATS) {
      const m = file.masters?.[seat]
      const play = m?.playZone ?? []
      const first = play[0]
      const firstCard = first === undefined ? undefined : catalogue.byId.get(typeof first === 'string' ? first : first.card)
      if (play.length !== 1 || firstCard?.type !== 'dalma') add(['masters', seat, 'playZone'], 'en la preparación, la Zona de Juego tiene solo el Dalma inicial')
      else if (first !== undefined && typeof first !== 'string' && first.faceUp === true) add(['masters', seat, 'playZone', 0], 'el Dalma inicial está boca abajo hasta la revelación inicial (R6.9)')
      if ((m?.combatZone ?? []).length > 0) add(['masters', seat, 'combatZone'], 'en la preparación no hay nadie en la Zona de Combate')
      if (m?.turn !== undefined && m.turn !== 0) add(['masters', seat, 'turn'], 'en la preparación nadie ha jugado aún: el turno es 0')
    }
  }
  // turn 0: a Master whose first turn has not come, so it is neither the one playing nor the one that began.
  for (const seat of SEATS) {
    if (file.at === 'setup') continue
    if (file.masters?.[seat]?.turn !== 0) continue
    if ((file.active ?? 'A') === seat) add(['masters', seat, 'turn'], `el Master ${seat} juega este turno: su turno es el 1 o más (0 es para el que aún no ha jugado)`)
    else if ((file.first ?? 'A') === seat) add(['masters', seat, 'turn'], `el Master ${seat} empezó la partida, así que ya tuvo su primer turno`)
  }
  const known = (value: string, path: PropertyKey[]) => {
    if (!declared.has(value)) add(path, `etiqueta no declarada «${value}»`)
  }
  file.steps?.forEach((step, i) => {
    const verbs = stepVerbs(step)
    if (verbs.length === 0) add(['steps', i], 'falta el verbo del paso (draw, place, explore, attack, decline…)')
    if (verbs.length > 1) add(['steps', i], `un paso es una sola decisión: tiene ${verbs.map((v) => `«${v}»`).join(', ')}`)
    const verb = verbs[0]
    if (verb !== undefined && CHARACTER_VERBS.has(verb) && step.by === undefined) add(['steps', i, 'by'], `falta «by»: el personaje que hace «${verb}»`)
    if (verb === 'reloadBow' && step.by === undefined) add(['steps', i, 'by'], 'falta «by»: el personaje que recarga')
    for (const key of Object.keys(step) as (keyof Step)[]) {
      const value = step[key]
      if (key === 'master') continue
      if (typeof value === 'string') known(value, ['steps', i, key])
      else if (Array.isArray(value)) {
        value.forEach((v, j) => {
          if (typeof v === 'string') known(v, ['steps', i, key, j])
          else v.forEach((w, k) => known(w, ['steps', i, key, j, k]))
        })
      }
    }
  })
  const ex = file.expect
  if (ex?.cards) for (const l of Object.keys(ex.cards)) {
    known(l, ['expect', 'cards', l])
    const c = ex.cards[l]
    if (c?.equippedTo) known(c.equippedTo, ['expect', 'cards', l, 'equippedTo'])
    if (c?.learnedBy) known(c.learnedBy, ['expect', 'cards', l, 'learnedBy'])
    if (c?.card !== undefined && !catalogue.byId.has(c.card)) add(['expect', 'cards', l, 'card'], `carta desconocida «${c.card}»`)
  }
  for (const seat of SEATS) {
    ex?.masters?.[seat]?.discard?.forEach((id, i) => {
      if (!catalogue.byId.has(id)) add(['expect', 'masters', seat, 'discard', i], `carta desconocida «${id}»`)
    })
  }
  return issues
}
