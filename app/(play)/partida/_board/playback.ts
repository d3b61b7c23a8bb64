// Turns you can follow (issue 27): the steps the viewer did not take (the bot's turn, the rival's online
// turn, every combat) as beats played on the board one at a time. Pure: from the engine's events
// (lib/engine events.ts) and the board as the viewer saw it before each step, it makes the beats; the
// board (usePlayback.ts) shows them at the chosen pace.
//
// A beat shows the board as it stood before the step, with the card acting and its target lit, dice
// and damage as numbers on the cards hit, deaths and defeats marked, and a banner for a new turn, a
// phase, an offensive or a captured relic; the step's last beat shows the board after it, so cards
// that moved, came into play or turned face up are seen doing so (the board animates the change).
// Marks accumulate within a step: the second attack on a Dalma shows the Vida it lost to both.
import type { Catalogue } from '@/lib/catalogue/model'
import { describeEvent, type GameEvent, type InstanceId, type Seat } from '@/lib/engine'
import { readAttackDie } from '@/lib/engine/dice'
import type { MasterView } from '@/lib/engine/view'
import { sceneAfter } from './scene'
import { viewNames } from './summary'

/** One step as the board plays it back. */
export type PlayStep = {
  /** Increasing along the game (the step's number): the board plays each key once. */
  key: number
  /** The seat that took the step. */
  seat: Seat
  /** The viewer took it: its own action is not shown again, only what chance and the rival made of it. */
  own: boolean
  /** The board as the viewer saw it before the step (a thunk: only the steps played are worked out). */
  before: () => MasterView
  /** The step's events as the viewer may read them. */
  events: readonly GameEvent[]
}

export type CardMark =
  | { kind: 'dice'; text: string }
  | { kind: 'damage'; amount: number }
  | { kind: 'heal'; amount: number }
  | { kind: 'miss'; text: string }
  | { kind: 'died' }
  | { kind: 'defeated' }

export type Beat = {
  /** Unique along the game: `<step key>.<index>`. */
  id: string
  /** The board shown during the beat. */
  view: MasterView
  /** Cards acting and aimed at, lit. */
  actors: readonly InstanceId[]
  targets: readonly InstanceId[]
  /** Numbers and words on cards: dice, Vida lost or healed, deaths (accumulated within the step). */
  marks: ReadonlyMap<InstanceId, readonly CardMark[]>
  /** What happens, in words (also read out to screen readers). */
  caption: string
  rule: string | null
  /** A turn, phase, offensive or result banner over the table. */
  banner: string | null
  /** How long it stays, in beats of the chosen pace (1 is an ordinary beat). */
  weight: number
}

type Shown = { actors: InstanceId[]; targets: InstanceId[]; banner: string | null; weight: number; marks?: [InstanceId, CardMark][] }

const PHASE_WORDS = { rest: 'Fase de Descanso', income: 'Fase de Cobro', main: 'Fase Principal', endOfTurn: 'Fin del turno' } as const

/** Dice as the card shows them: the dice rolled and, with more than one, what they are worth (RUL-1). */
export function diceWords(rolls: readonly number[]): string {
  const die = readAttackDie(rolls)
  if (die.kind === 'tripleSix') return 'Tirada 666'
  if (die.kind === 'fumble') return 'Pifia'
  return rolls.length > 1 ? `${rolls.join('+')}: ${die.value}` : String(die.value)
}

/**
 * How an event shows on the board, or null when it does not (bookkeeping: markers, money, effects that
 * end). `own`: the viewer took the step, so only chance, combat and turns are shown.
 */
export function showing(e: GameEvent, own: boolean, viewer: Seat, seatNames: readonly [string, string], relicOf: (seat: Seat) => InstanceId | null): Shown | null {
  const lit = (actors: (InstanceId | null)[], targets: (InstanceId | null)[] = [], weight = 0.9, banner: string | null = null): Shown => ({
    actors: actors.filter((x): x is InstanceId => x !== null), targets: targets.filter((x): x is InstanceId => x !== null), banner, weight,
  })
  // Always shown: turns, combat and its outcome.
  switch (e.type) {
    case 'turnStarted': return lit([], [], 1.2, e.seat === viewer ? `Tu turno ${e.turn}` : `Turno ${e.turn} de ${seatNames[e.seat]}`)
    case 'offensiveDeclared':
      return lit(e.attackers, [relicOf(e.seat === 0 ? 1 : 0)], 1.3, e.seat === viewer ? 'Vas a por la reliquia' : `${seatNames[e.seat]} va a por tu reliquia`)
    case 'combatStarted': return e.kind === 'explore' ? lit(e.attackers, e.defenders, 0.8, 'Exploración') : null
    case 'roundStarted': return lit([], [], 0.6, `Asalto ${e.round}`)
    case 'paired': return lit([e.attackerId], [e.defenderId], 0.9)
    case 'reinforced': return lit([e.fighterId], [e.opponentId], 0.8)
    case 'attackRolled': {
      const die = readAttackDie(e.rolls)
      const marks: [InstanceId, CardMark][] = [[e.targetId, { kind: 'dice', text: diceWords(e.rolls) }]]
      if (die.kind === 'fumble') marks.push([e.targetId, { kind: 'miss', text: 'falla' }])
      else if (e.damage > 0) marks.push([e.targetId, { kind: 'damage', amount: e.damage }])
      else if (e.outcome !== 'kill') marks.push([e.targetId, { kind: 'miss', text: 'sin daño' }])
      return { ...lit([e.attackerId], [e.targetId], 1.4), marks }
    }
    case 'damaged': return { ...lit([], [e.characterId], 0.7), marks: [[e.characterId, { kind: 'damage', amount: e.amount }]] }
    case 'died': return { ...lit([], [e.characterId], 1.1), marks: [[e.characterId, { kind: 'died' }]] }
    case 'enemyDefeated': return { ...lit([], [e.enemyId], 0.9), marks: [[e.enemyId, { kind: 'defeated' }]] }
    case 'trapSprung': return lit([e.trapId], [e.targetId], 1.1)
    case 'weaponThrown': return lit([e.fighterId], [e.targetId], 0.9)
    case 'relicCaptured': return lit([], [relicOf(e.seat === 0 ? 1 : 0)], 1.6, e.seat === viewer ? '¡Capturas la reliquia!' : `${seatNames[e.seat]} captura tu reliquia`)
    case 'offensiveFailed': return lit([], [], 1.3, e.seat === viewer ? 'Tu ofensiva fracasa' : `Fracasa la ofensiva de ${seatNames[e.seat]}`)
    case 'gameEnded': return lit([], [], 1, 'Fin de la partida')
    case 'exhaustion': return lit([], [], 1.1, `Agotamiento de ${e.seat === viewer ? 'tus Acciones de Master' : seatNames[e.seat]}`)
    case 'initiativeTie': return lit(e.rolls.map(([id]) => id), [], 0.8)
    default: break
  }
  if (own) return null
  switch (e.type) {
    case 'phaseStarted': return e.phase === 'main' || e.phase === 'endOfTurn' ? lit([], [], 0.5, PHASE_WORDS[e.phase]) : null
    case 'cardDrawn': return lit([], [], 0.35)
    case 'cardsReplaced': return lit([], [], 0.5)
    case 'cardPlaced': case 'cardRevealed': case 'enemyRevealed': case 'treasureUsed': return lit([e.instanceId], [], 0.9)
    case 'equipped': case 'potionDrunk': return lit([e.characterId], [e.instanceId], 0.9)
    case 'learned': return lit([e.dalmaId], [e.instanceId], 0.9)
    case 'poisonApplied': return lit([e.characterId], [e.weaponId], 0.9)
    case 'bowReloaded': return lit([e.characterId], [e.weaponId], 0.7)
    case 'explored': return lit([e.dalmaId], [e.targetId], 1)
    case 'actionDeclared': return lit([e.actorId], [], 0.6)
    case 'actionFizzled': return lit([e.actorId], [], 0.6)
    case 'spellCast': return lit([e.casterId], [e.targetId], 1)
    case 'skillUsed': return lit([e.dalmaId], [e.targetId], 1)
    case 'defenderAdded': return lit([e.dalmaId], [], 0.8)
    case 'innRest': return lit(e.dalmaIds, [], 0.7)
    case 'healed': return { ...lit([], [e.characterId], 0.6), marks: [[e.characterId, { kind: 'heal', amount: e.amount }]] }
    case 'enemyHealed': return { ...lit([], [e.enemyId], 0.5), marks: [[e.enemyId, { kind: 'heal', amount: e.amount }]] }
    case 'statModified': return lit([], [e.characterId], 0.6)
    case 'lenteLooked': return lit([e.dalmaId], [e.targetId], 0.7)
    case 'controlled': case 'confused': return lit([e.dalmaId], [], 0.7)
    case 'emblemConflict': case 'handLimitExceeded': return lit([], [], 0.5)
    default: return null
  }
}

/**
 * The beats of one step: one per event that shows, on the board as it was before the step (marks
 * accumulating), then one on the board after it. `after` is the board after the step (the next step's
 * `before`, or the board now). A step whose events show nothing is still one short beat on the board
 * after it, so a card that moved is seen moving.
 */
export function stepBeats(step: PlayStep, after: MasterView, catalogue: Catalogue, seatNames: readonly [string, string]): Beat[] {
  const before = step.before()
  const viewer = before.seat
  const relicOf = (seat: Seat) => before.state.masters[seat].relicZone.relic
  const marks = new Map<InstanceId, CardMark[]>()
  const beats: Beat[] = []
  // The picture as the step's events unfold (scene.ts), one view per change.
  let scene = before.state
  let sceneView: MasterView = before
  const viewOfScene = (): MasterView => (sceneView.state === scene ? sceneView : (sceneView = { seat: viewer, state: scene, pools: [[], []], enemyPools: [[], []] }))
  step.events.forEach((e, i) => {
    // An attack's own damage is already on the card it hit.
    const prev = step.events[i - 1]
    const repeat = e.type === 'damaged' && prev?.type === 'attackRolled' && prev.targetId === e.characterId && prev.damage === e.amount
    if (!repeat) scene = sceneAfter(scene, e)
    const shown = repeat ? null : showing(e, step.own, viewer, seatNames, relicOf)
    if (shown === null) return
    for (const [id, mark] of shown.marks ?? []) {
      const list = marks.get(id) ?? []
      // Dice and a miss belong to one attack: the latest replaces the earlier; damage adds up.
      const kept = mark.kind === 'dice' || mark.kind === 'miss' ? list.filter((m) => m.kind !== 'dice' && m.kind !== 'miss') : list
      const sum = mark.kind === 'damage' ? kept.find((m): m is Extract<CardMark, { kind: 'damage' }> => m.kind === 'damage') : undefined
      if (sum !== undefined && mark.kind === 'damage') marks.set(id, kept.map((m) => (m === sum ? { kind: 'damage', amount: sum.amount + mark.amount } : m)))
      else marks.set(id, [...kept, mark])
    }
    const view = viewOfScene()
    const { text, rule } = describeEvent(e, catalogue, viewNames(view, catalogue))
    beats.push({
      id: `${step.key}.${beats.length}`,
      view,
      actors: shown.actors,
      targets: shown.targets,
      marks: new Map([...marks].map(([id, list]) => [id, [...list]])),
      caption: text,
      rule: rule ?? null,
      banner: shown.banner,
      weight: shown.weight,
    })
  })
  if (beats.length === 0 && step.own) return []
  // The board after the step: what the step left on the cards still standing stays a moment.
  const standing = new Map([...marks].filter(([id, list]) => after.state.cards[id] !== undefined && list.every((m) => m.kind !== 'died')))
  const last = beats[beats.length - 1]
  beats.push({
    id: `${step.key}.${beats.length}`,
    view: after,
    actors: [],
    targets: [],
    marks: standing,
    caption: last?.caption ?? '',
    rule: last?.rule ?? null,
    banner: null,
    weight: beats.length === 0 ? 0.45 : 0.5,
  })
  return beats
}

export type Pace = 'normal' | 'fast' | 'instant'
export const PACES: readonly { value: Pace; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'fast', label: 'Rápido' },
  { value: 'instant', label: 'Sin animación' },
]
/** Milliseconds of a beat of weight 1. */
export const BEAT_MS: Record<Pace, number> = { normal: 900, fast: 380, instant: 0 }
export const PACE_KEY = 'dm.mesa.ritmo.v1'

export function readPace(raw: string | null): Pace {
  return raw === 'fast' || raw === 'instant' || raw === 'normal' ? raw : 'normal'
}
