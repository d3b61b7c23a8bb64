// «Desde tu última decisión» (issue 17): what happened between two decisions of the viewer, step by
// step — the rival's or the bot's turn, the steps taken for the viewer without asking, and the whole
// of every combat and offensive (who fought whom, each die, who died, how the relic stands) —
// condensed from the events the viewer may read. Pure: the board renders the items.
import type { Catalogue } from '@/lib/catalogue/model'
import { describeEvent, type GameEvent, type InstanceId, type Seat } from '@/lib/engine'
import { voiceOf, type InstanceNames, type Speakers } from '@/lib/engine/describe'
import type { MasterView } from '@/lib/engine/view'
import { twinNumbers } from './options'

/** One step since the viewer's last decision, as the driver hands it to the board. */
export type SummaryStep = {
  /** The seat that decided it (or for which it was taken). */
  seat: Seat
  /** Why it was taken without asking (see stops.ts), or null when its seat decided it. */
  auto: string | null
  /** The action in words, for the viewer's own steps; null for the rival's (its events tell them). */
  label: string | null
  /** Its events, as the viewer may read them (the rival's draws unnamed). */
  events: readonly GameEvent[]
}

export type SummaryLine = { text: string; rule?: string; tone: 'own' | 'auto' | 'rival' | 'plain' | 'death' | 'result' }
export type SummaryItem =
  | { kind: 'turn'; text: string }
  | { kind: 'line'; line: SummaryLine }
  | { kind: 'combat'; title: string; rule?: string; lines: SummaryLine[]; outcome: SummaryLine[] }

/** Events that say nothing a player needs between two decisions. */
const QUIET: ReadonlySet<GameEvent['type']> = new Set([
  'phaseStarted', 'stepStarted', 'masterActionCounted', 'actionMarkerPlaced', 'actionMarkersRemoved', 'relicCountersRemoved',
  'temporaryEffectsEnded', 'roundEnded', 'answerDeclined', 'moneyPaid', 'moneyGained', 'turnEnded', 'actionsRecovered', 'combatEnded',
  'returnedFromCombat', 'extraActivationUsed', 'enteredCombatZone',
  // The ending says who won and why, above the board.
  'gameEnded',
])

const TONE_OF: Partial<Record<GameEvent['type'], SummaryLine['tone']>> = {
  died: 'death', enemyDefeated: 'death', relicCaptured: 'result', offensiveFailed: 'result', gameEnded: 'result',
}

/** Names a summary may use: what the viewer sees of each instance now, alike cards numbered as on the board. */
export function viewNames(view: MasterView, catalogue: Catalogue): InstanceNames {
  const twins = twinNumbers(view.state)
  return (id: InstanceId) => {
    const inst = view.state.cards[id]
    if (inst === undefined) return null
    const card = catalogue.byId.get(inst.cardId)
    if (card === undefined) return 'una carta boca abajo'
    const n = twins.get(id)
    return n === undefined ? card.name : `${card.name} ${n}`
  }
}

/** How the relic of `seat` stands now: enemies still defending, defeated, face down. */
export function relicStanding(view: MasterView, catalogue: Catalogue, seat: Seat, seatNames: readonly [string, string], you: Seat | null = view.seat): string {
  const m = view.state.masters[seat]
  const relic = m.relicZone.relic === null ? null : catalogue.byId.get(view.state.cards[m.relicZone.relic]?.cardId ?? '')?.name ?? null
  let up = 0, down = 0, hidden = 0
  for (const id of m.relicZone.enemies) {
    const c = view.state.cards[id]
    if (c === undefined) continue
    if (c.defeated) down++
    else if (c.faceUp) up++
    else hidden++
  }
  const parts = [`${up} enemigo${up === 1 ? '' : 's'} revelado${up === 1 ? '' : 's'} en pie`, `${hidden} boca abajo`, `${down} derrotado${down === 1 ? '' : 's'}`]
  const owner = voiceOf({ names: seatNames, you }, seat)
  return `Ahora, ${owner.you ? 'tu reliquia' : `la reliquia ${owner.of}`}${relic ? ` (${relic})` : ''}: ${parts.join(', ')}.`
}

/**
 * The summary items of `steps` for the viewer of `view`: a heading per turn begun, one line per
 * event that matters (repeats folded: «roba una carta (×3)»), the viewer's own and automatic steps
 * named, and each combat gathered in one block that ends with its outcome. `you`: the seat addressed as «tú» (the
 * viewer when they play; null for a spectator, a replay or a screen two players share), as in the log.
 */
export function summarize(
  steps: readonly SummaryStep[], view: MasterView, catalogue: Catalogue, seatNames: readonly [string, string], you: Seat | null = view.seat,
): SummaryItem[] {
  const names = viewNames(view, catalogue)
  const speakers: Speakers = { names: seatNames, you }
  const voice = (seat: Seat) => voiceOf(speakers, seat)
  const items: SummaryItem[] = []
  let combat: Extract<SummaryItem, { kind: 'combat' }> | null = null
  let defenderSeat: Seat | null = null
  const push = (line: SummaryLine) => {
    const target = combat ? combat.lines : null
    const last = target ? target[target.length - 1] : (items[items.length - 1]?.kind === 'line' ? (items[items.length - 1] as { line: SummaryLine }).line : undefined)
    // Repeats of the same line (draws, answers declined…) fold into one with a count.
    const base = (text: string) => text.replace(/ \(×\d+\)$/, '')
    if (last && base(last.text) === line.text && last.tone === line.tone) {
      const n = Number(/ \(×(\d+)\)$/.exec(last.text)?.[1] ?? '1') + 1
      last.text = `${line.text} (×${n})`
      return
    }
    if (target) target.push(line)
    else items.push({ kind: 'line', line })
  }
  const closeCombat = () => {
    if (combat && combat.outcome.length === 0 && defenderSeat !== null && combat.title !== 'Exploración') {
      combat.outcome.push({ text: relicStanding(view, catalogue, defenderSeat, seatNames, you), tone: 'plain' })
    }
    combat = null
  }
  for (const step of steps) {
    const who = voice(step.seat).subject
    if (step.label !== null && step.seat === view.seat) {
      push(step.auto !== null
        ? { text: `Sin preguntarte: ${step.label} (${step.auto}).`, tone: 'auto' }
        : { text: `${who}: ${step.label}.`, tone: 'own' })
    }
    for (const e of step.events) {
      if (e.type === 'turnStarted') {
        closeCombat()
        items.push({ kind: 'turn', text: voice(e.seat).you ? `Tu turno ${e.turn}` : `Turno ${e.turn} ${voice(e.seat).of}` })
        continue
      }
      if (e.type === 'offensiveDeclared' || (e.type === 'combatStarted' && combat === null)) {
        closeCombat()
        const attacker: Seat = e.type === 'offensiveDeclared' ? e.seat : e.attackerSeat
        const offensive = e.type === 'offensiveDeclared' || e.kind === 'offensive'
        defenderSeat = attacker === 0 ? 1 : 0
        const { text, rule } = describeEvent(e, catalogue, names, speakers)
        const by = voice(attacker), against = voice(defenderSeat)
        combat = {
          kind: 'combat',
          title: !offensive ? 'Exploración' : `${by.you ? 'Tu ofensiva' : `Ofensiva ${by.of}`} contra ${against.you ? 'tu reliquia' : `la reliquia ${against.of}`}`,
          ...(rule ? { rule } : {}),
          lines: [{ text, ...(rule ? { rule } : {}), tone: 'plain' }],
          outcome: [],
        }
        items.push(combat)
        continue
      }
      if (e.type === 'combatEnded') {
        closeCombat()
        continue
      }
      if (combat !== null && (e.type === 'phaseStarted' || e.type === 'stepStarted')) closeCombat()
      if (QUIET.has(e.type)) continue
      // An attack's line already says the Vida it took.
      if (e.type === 'damaged') {
        const prev = step.events[step.events.indexOf(e) - 1]
        if (prev?.type === 'attackRolled' && prev.targetId === e.characterId && prev.damage === e.amount) continue
      }
      const { text, rule } = describeEvent(e, catalogue, names, speakers)
      if (text === '') continue
      const tone = TONE_OF[e.type] ?? ('seat' in e && e.seat !== view.seat ? 'rival' : 'plain')
      const line: SummaryLine = { text, ...(rule ? { rule } : {}), tone }
      if (combat && (e.type === 'relicCaptured' || e.type === 'offensiveFailed')) {
        ;(combat as Extract<SummaryItem, { kind: 'combat' }>).outcome.push(line)
        if (defenderSeat !== null) (combat as Extract<SummaryItem, { kind: 'combat' }>).outcome.push({ text: relicStanding(view, catalogue, defenderSeat, seatNames, you), tone: 'plain' })
        continue
      }
      push(line)
    }
  }
  closeCombat()
  return items
}
