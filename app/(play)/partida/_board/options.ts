// The viewer's legal actions as the board offers them (issue 17): each option labelled with the
// cards it concerns (the rival's told apart from the viewer's own), the numbers that matter and the
// calculator's exact odds for fights and attacks (lib/sim/odds), identical options grouped into one
// with a count, and the harmless ones («No hacer nada», «Pasar el turno») last, so none is the
// first choice or key 1. Pure: the board renders these, tests check them.
import type { Catalogue } from '@/lib/catalogue/model'
import { characterStats, type Action, type CardInstance, type GameState, type InstanceId, type Seat } from '@/lib/engine'
import { HIDDEN_CARD, type MasterView } from '@/lib/engine/view'
import { attackOdds, fightOdds, MAX_FIGHT_LIFE, plainCombatant, type Combatant } from '@/lib/sim/odds'
import { buildCombatant } from '@/lib/sim/combatant'
import { actionLabel } from '@/app/(play)/probar/_table/actions-view'

export type OptionGroup = 'choice' | 'master' | 'enemy' | 'dalma' | 'end'

export const OPTION_GROUPS: Record<OptionGroup, { title: string; rule: string }> = {
  choice: { title: 'Opciones', rule: '' },
  master: { title: 'Acciones de Master', rule: 'R8.1' },
  enemy: { title: 'Acciones de tus enemigos (los que defienden tu reliquia)', rule: 'R10.1' },
  dalma: { title: 'Acciones de tus Dalmas', rule: 'R9.1' },
  end: { title: 'Fin de turno', rule: 'R17.1' },
}

export type BoardOption = {
  /** Stable within a position: the group and what the action does, copies counted once. */
  key: string
  label: string
  /** The first of the identical actions it stands for (the one played). */
  action: Action
  /** How many identical actions it stands for (copies of a card nobody can tell apart). */
  count: number
  group: OptionGroup
  /** Declining, passing, ending a step: never offered first. */
  harmless: boolean
  /** It concerns a card of the rival. */
  rival: boolean
  /** The numbers that matter and the odds, when there are any. */
  note: string | null
  /** What the option risks, said plainly (an enemy protector that leaves the relic capturable next turn), or null. */
  risk: string | null
  /** Cards that act or are played (highlighted as playable). */
  actors: InstanceId[]
  /** Cards aimed at (highlighted as legal targets). */
  targets: InstanceId[]
}

/** How the viewer sees a card instance, for labels: its name, whose it is, whether it is hidden. */
export type Namer = (id: InstanceId) => string

/**
 * Alike cards told apart (issue 27): where one Master has two or more copies of a card on the table (Zona de Juego,
 * Zona de Combate, its relic's enemies) that the viewer can name, each gets a number. A viewer's own face-down copies
 * count too: both can be targets of that viewer's options, which would otherwise be two identical buttons. Numbers
 * go 1, 2…, in the order of their instance ids (which never change, so a card keeps its number while it moves between
 * zones). The board shows the number on the card and every label, summary line and log line that names the card adds
 * it: «tu enemigo Pirata 2». Cards alone of their kind get none.
 */
export function twinNumbers(state: GameState): ReadonlyMap<InstanceId, number> {
  const kept = twinsOf.get(state)
  if (kept) return kept
  const out = new Map<InstanceId, number>()
  twinsOf.set(state, out)
  for (const m of state.masters) {
    const byCard = new Map<string, InstanceId[]>()
    for (const id of [...m.playZone, ...m.combatZone, ...m.relicZone.enemies]) {
      const cardId = state.cards[id]?.cardId
      if (cardId === undefined || cardId === HIDDEN_CARD) continue
      const list = byCard.get(cardId)
      if (list) list.push(id)
      else byCard.set(cardId, [id])
    }
    for (const ids of byCard.values()) {
      if (ids.length < 2) continue
      ids.sort((a, b) => a - b).forEach((id, i) => out.set(id, i + 1))
    }
  }
  return out
}

/** States never change: each one's numbers are worked out once (every card on the board asks). */
const twinsOf = new WeakMap<GameState, Map<InstanceId, number>>()

/** A card's name with its twin number, if it has one. */
const withNumber = (name: string, n: number | undefined) => (n === undefined ? name : `${name} ${n}`)

const cardOf = (view: MasterView, catalogue: Catalogue, id: InstanceId) => {
  const inst = view.state.cards[id]
  return inst === undefined || inst.cardId === HIDDEN_CARD ? undefined : catalogue.byId.get(inst.cardId)
}

/**
 * Names for option labels: the viewer's own cards by name (their relic's enemies as «tu enemigo X»,
 * so an enemy action is never mistaken for the rival's), the rival's as «X del rival», hidden cards
 * as «una carta boca abajo».
 */
export function optionNamer(view: MasterView, catalogue: Catalogue, twins: ReadonlyMap<InstanceId, number> = twinNumbers(view.state)): Namer {
  const seat = view.seat
  const ownEnemies = new Set(view.state.masters[seat].relicZone.enemies)
  return (id) => {
    const inst = view.state.cards[id]
    const card = cardOf(view, catalogue, id)
    if (inst === undefined || card === undefined) return inst !== undefined && inst.owner !== seat ? 'una carta boca abajo del rival' : 'una carta boca abajo'
    const name = withNumber(card.name, twins.get(id))
    if (inst.owner !== seat) return `${name} del rival`
    return ownEnemies.has(id) ? `tu enemigo ${name}` : name
  }
}

/** Names for sentences about the decision: the viewer's cards as «tu X», the rival's by name. */
export function contextNamer(view: MasterView, catalogue: Catalogue, twins: ReadonlyMap<InstanceId, number> = twinNumbers(view.state)): Namer {
  return (id) => {
    const inst = view.state.cards[id]
    const card = cardOf(view, catalogue, id)
    if (inst === undefined || card === undefined) return 'una carta boca abajo'
    const name = withNumber(card.name, twins.get(id))
    return inst.owner === view.seat ? `tu ${name}` : name
  }
}

const ACTOR_KEYS = ['dalmaId', 'enemyId', 'fighterId', 'attackerId', 'instanceId'] as const
const TARGET_KEYS = ['targetId', 'defenderId', 'opponentId'] as const
const OTHER_KEYS = ['weaponId', 'spellId', 'skillId', 'trapId', 'objectId', 'arrowId'] as const
const LIST_KEYS = ['replaceIds', 'instanceIds', 'dalmaIds'] as const

function idsOf(action: Action, keys: readonly string[]): InstanceId[] {
  const out: InstanceId[] = []
  const a = action as Record<string, unknown>
  for (const k of keys) {
    const v = a[k]
    if (typeof v === 'number') out.push(v)
    else if (Array.isArray(v)) for (const x of v) if (typeof x === 'number') out.push(x)
  }
  return out
}

/** Every card instance an action names. */
export function cardsOfAction(action: Action): InstanceId[] {
  return idsOf(action, [...ACTOR_KEYS, ...TARGET_KEYS, ...OTHER_KEYS, ...LIST_KEYS])
}

function groupOf(action: Action): OptionGroup {
  switch (action.type) {
    case 'draw': case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure': return 'master'
    case 'enemyEquip': case 'enemyDrinkPotion': case 'enemyApplyPoison': case 'enemyReloadBow': case 'enemyShoot': case 'endEnemyActions': return 'enemy'
    case 'equip': case 'learn': case 'drinkPotion': case 'applyPoison': case 'reloadBow': case 'shoot': case 'explore': case 'cast':
    case 'useSkill': case 'activateLente': case 'endDalmaActions': return 'dalma'
    case 'pass': case 'declareOffensive': return 'end'
    default: return 'choice'
  }
}

const HARMLESS: ReadonlySet<Action['type']> = new Set(['decline', 'pass', 'endEnemyActions', 'endDalmaActions'])

/** Where each instance sits, for telling copies apart. */
function zonesOf(state: GameState): Map<InstanceId, string> {
  const zone = new Map<InstanceId, string>()
  for (const m of state.masters) {
    const put = (ids: readonly InstanceId[], name: string) => { for (const id of ids) zone.set(id, `${m.seat}:${name}`) }
    put(m.hand, 'hand'); put(m.deck, 'deck'); put(m.playZone, 'play'); put(m.combatZone, 'combat'); put(m.discard, 'discard'); put(m.relicZone.enemies, 'enemies')
  }
  return zone
}

/**
 * What the viewer can tell of an instance: two instances with the same fingerprint are
 * interchangeable (same card, place, state and gear), so actions that differ only in which of them
 * they name lead to the same game for all the viewer knows.
 */
function fingerprinter(state: GameState): (id: InstanceId) => string {
  const zone = zonesOf(state)
  const memo = new Map<InstanceId, string>()
  const print = (id: InstanceId): string => {
    const seen = memo.get(id)
    if (seen !== undefined) return seen
    const c: CardInstance | undefined = state.cards[id]
    if (c === undefined) return `?${id}`
    const where = zone.get(id) ?? (c.equippedTo !== null ? `on:${c.equippedTo}` : c.learnedBy !== null ? `by:${c.learnedBy}` : 'elsewhere')
    // Cards worn or known by something keep their holder's identity: they are not interchangeable.
    const holder = c.equippedTo !== null || c.learnedBy !== null ? `#${id}` : ''
    const text = [c.cardId, c.owner, where, holder, c.faceUp, c.defeated, c.damage, c.actionMarker, c.useCounters, c.loaded,
      c.equipment.map(print).join('+'), c.learned.map(print).join('+'), JSON.stringify(c.effects), JSON.stringify(c.flags), c.counterTurn,
      JSON.stringify(c.statOverride ?? null)].join('|')
    memo.set(id, text)
    return text
  }
  return print
}

function signature(action: Action, print: (id: InstanceId) => string): string {
  const a = action as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(a)) {
    if ((ACTOR_KEYS as readonly string[]).includes(k) || (TARGET_KEYS as readonly string[]).includes(k) || (OTHER_KEYS as readonly string[]).includes(k)) {
      out[k] = typeof v === 'number' ? print(v) : v
    } else if ((LIST_KEYS as readonly string[]).includes(k) && Array.isArray(v)) {
      out[k] = v.map((x) => (typeof x === 'number' ? print(x) : x))
    } else out[k] = v
  }
  return JSON.stringify(out)
}

// ---- Numbers and odds

const pct = (p: number): string => {
  if (p <= 0) return '0 %'
  if (p >= 1) return '100 %'
  const n = Math.round(p * 100)
  return n === 0 ? '<1 %' : n === 100 ? '>99 %' : `${n} %`
}

type Stats = { strength: number; resistance: number; initiative: number; life: number; maxLife: number }

function statsOf(view: MasterView, catalogue: Catalogue, id: InstanceId): Stats | null {
  const card = cardOf(view, catalogue, id)
  if (card === undefined || !('life' in card)) return null
  try {
    return characterStats(view.state, catalogue, id)
  } catch {
    return null
  }
}

export const statsWords = (s: Stats): string => `Fue ${s.strength}, Res ${s.resistance}, Ini ${s.initiative}, Vida ${s.life}${s.life !== s.maxLife ? `/${s.maxLife}` : ''}`

const combatant = (s: Stats): Combatant | null =>
  s.life < 1 || s.life > MAX_FIGHT_LIFE ? null : plainCombatant(s.strength, s.resistance, s.life, s.initiative)

/** The numbers an option shows: the characters' stats and, for fights and attacks, the exact odds. */
function noteOf(view: MasterView, catalogue: Catalogue, action: Action, name: Namer, known: KnownInfo): string | null {
  const st = (id: InstanceId) => statsOf(view, catalogue, id)
  const pair = (a: InstanceId, b: InstanceId): [Stats, Stats] | null => {
    const x = st(a), y = st(b)
    return x && y ? [x, y] : null
  }
  switch (action.type) {
    case 'pair': case 'reinforce': case 'split': {
      const [a, b] = action.type === 'pair' ? [action.attackerId, action.defenderId] : [action.fighterId, action.opponentId]
      const p = pair(a, b)
      if (!p) return null
      const ca = combatant(p[0]), cb = combatant(p[1])
      const odds = ca && cb ? fightOdds(ca, cb, 'death') : null
      return `${statsWords(p[0])} contra ${statsWords(p[1])}${odds ? ` · a muerte, uno contra uno: gana ${pct(odds.pAttackerWins)}, cae ${pct(odds.pDefenderWins + odds.pBothDie)}` : ''}`
    }
    case 'explore': {
      const p = pair(action.dalmaId, action.targetId)
      if (!p) return null
      const ca = combatant(p[0]), cb = combatant(p[1])
      const odds = ca && cb ? fightOdds(ca, cb, 'round') : null
      return `${statsWords(p[0])} contra ${statsWords(p[1])}${odds ? ` · en un asalto: lo mata ${pct(odds.pAttackerWins)}, muere ${pct(odds.pDefenderWins + odds.pBothDie)}, ambos siguen ${pct(odds.pBothStand)}` : ''}`
    }
    case 'attack': {
      const p = pair(action.fighterId, action.targetId)
      if (!p) return null
      const ca = combatant(p[0]), cb = combatant(p[1])
      const odds = ca && cb ? attackOdds(ca, cb) : null
      return `${name(action.targetId)}: ${statsWords(p[1])}${odds ? ` · este ataque la hiere ${pct(odds.pHurt)}, la mata ${pct(odds.pKill)}` : ''}`
    }
    case 'chooseProtectingEnemy': return protectorStakes(view, catalogue, action.instanceId, known).note
    case 'chooseAttacker': case 'addDefender': {
      const s = st(action.dalmaId)
      return s ? statsWords(s) : null
    }
    case 'aimBow': {
      const p = pair(action.fighterId, action.targetId)
      if (!p) return null
      return `Objetivo: ${statsWords(p[1])}`
    }
    case 'shoot': case 'enemyShoot': case 'throw': case 'activateTrap': case 'cast': case 'useSkill': {
      if (action.targetId === null) return null
      const s = st(action.targetId)
      return s ? `Objetivo: ${statsWords(s)}` : null
    }
    default: return null
  }
}

// ---- The options

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Whether an option concerns a card of the rival (not the viewer's). */
function touchesRival(view: MasterView, action: Action): boolean {
  return cardsOfAction(action).some((id) => view.state.cards[id] !== undefined && view.state.cards[id]?.owner !== view.seat)
}

/** What the viewer knows beyond the view: each seat's starting Dalma (card id) when the decks are public, as on /partida. */
export type KnownInfo = { startingDalmas?: readonly [string | null, string | null] }

export type ProtectorStakes = {
  /** The enemy's numbers and, when the rival's starting Dalma is known, how the relic fares against it alone. */
  note: string | null
  risk: string | null
  /** The chance the relic falls to the rival's starting Dalma attacking it with this enemy as its only defender, when known. */
  pFalls: number | null
}

/** R6.9, RUL-6 (issue 27): the stakes of an enemy protector, before choosing it. */
export function protectorStakes(view: MasterView, catalogue: Catalogue, enemyId: InstanceId, known: KnownInfo): ProtectorStakes {
  const inst = view.state.cards[enemyId]
  const enemy = inst === undefined ? undefined : catalogue.byId.get(inst.cardId)
  if (enemy === undefined || enemy.type !== 'enemy') return { note: null, risk: null, pFalls: null }
  const rival: Seat = view.seat === 0 ? 1 : 0
  const numbers = `Fue ${enemy.strength}, Res ${enemy.resistance}, Ini ${enemy.initiative}, Vida ${enemy.life}`
  const dalmaId = known.startingDalmas?.[rival] ?? null
  const dalma = dalmaId === null ? undefined : catalogue.byId.get(dalmaId)
  const builtEnemy = buildCombatant({ card: enemy }, catalogue)
  const builtDalma = dalma?.type === 'dalma' ? buildCombatant({ card: dalma }, catalogue) : null
  if (dalma?.type !== 'dalma' || builtDalma === null || !builtDalma.ok || !builtEnemy.ok) {
    return {
      note: `${numbers}. Defiende tu reliquia desde el primer turno: si cae en una ofensiva y nadie más la defiende, el rival la captura y gana.`,
      risk: null,
      pFalls: null,
    }
  }
  const odds = fightOdds(builtDalma.value.combatant, builtEnemy.value.combatant, 'death')
  const pFalls = odds.pAttackerWins
  const note = `${numbers}. Contra ${dalma.name}, el Dalma inicial del rival (Fue ${dalma.strength}, Res ${dalma.resistance}, Ini ${dalma.initiative}, Vida ${dalma.life}), defendiéndola solo él: la reliquia resiste ${pct(1 - pFalls)}, cae ${pct(pFalls)}.`
  const risk = pFalls >= 0.5
    ? `Riesgo: si el rival va a por tu reliquia en su próximo turno y no añades Dalmas a la defensa, la captura ${pct(pFalls)} de las veces y pierdes la partida.`
    : null
  return { note, risk, pFalls }
}

/** The viewer's legal actions as board options, grouped and ordered (see the module comment). */
export function boardOptions(view: MasterView, catalogue: Catalogue, legal: readonly Action[], known: KnownInfo = {}): BoardOption[] {
  const twins = twinNumbers(view.state)
  const name = optionNamer(view, catalogue, twins)
  // Copies nobody can tell apart stand as one option (counted): their label names no number.
  const plainName = optionNamer(view, catalogue, new Map())
  const print = fingerprinter(view.state)
  const bySignature = new Map<string, BoardOption>()
  const out: BoardOption[] = []
  for (const action of legal) {
    const sig = signature(action, print)
    const seen = bySignature.get(sig)
    if (seen) { seen.count++; continue }
    const group = groupOf(action)
    const option: BoardOption = {
      key: `${group}:${sig}`,
      label: capitalize(actionLabel(view.state, catalogue, action, name)),
      action,
      count: 1,
      group,
      harmless: HARMLESS.has(action.type),
      rival: touchesRival(view, action),
      note: noteOf(view, catalogue, action, name, known),
      risk: action.type === 'chooseProtectingEnemy' ? protectorStakes(view, catalogue, action.instanceId, known).risk : null,
      actors: idsOf(action, ACTOR_KEYS),
      targets: idsOf(action, TARGET_KEYS),
    }
    bySignature.set(sig, option)
    out.push(option)
  }
  for (const o of out) if (o.count > 1) o.label = capitalize(actionLabel(view.state, catalogue, o.action, plainName))
  const order: OptionGroup[] = ['choice', 'master', 'enemy', 'dalma', 'end']
  // Stable: the engine's order within a group, groups in the turn's order, the harmless ones last.
  return out
    .map((o, i) => ({ o, i }))
    .sort((x, y) => Number(x.o.harmless) - Number(y.o.harmless) || order.indexOf(x.o.group) - order.indexOf(y.o.group) || x.i - y.i)
    .map(({ o }) => o)
}

/**
 * An action in words as the Master who took it sees it, for the summary of its own steps: the
 * labels of the options, from the full state, with the rival's face-down cards left unnamed.
 */
export function actionWords(state: GameState, catalogue: Catalogue, seat: Seat, action: Action): string {
  const name: Namer = (id) => {
    const inst = state.cards[id]
    const card = inst === undefined ? undefined : catalogue.byId.get(inst.cardId)
    if (inst === undefined || card === undefined) return 'una carta'
    if (inst.owner === seat) return state.masters[seat].relicZone.enemies.includes(id) ? `tu enemigo ${card.name}` : card.name
    return inst.faceUp || inst.defeated ? `${card.name} del rival` : 'una carta boca abajo del rival'
  }
  return actionLabel(state, catalogue, action, name)
}

/** The seat a card instance belongs to, or null. */
export const ownerOf = (view: MasterView, id: InstanceId): Seat | null => view.state.cards[id]?.owner ?? null
