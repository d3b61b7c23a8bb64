// Turns the engine's legal actions into what the table shows: Spanish button labels that name the
// action and the cards, grouped as the Fase Principal runs (R7.13): Acciones de Master, acciones
// de enemigos, acciones de Dalma, fin de turno. Pure: tests check every label and group.
import { pendingDecision } from '@/lib/engine'
import type { Catalogue } from '@/lib/catalogue/schema'
import { revealCostSilver, toSilver } from '@/lib/catalogue/model'
import {
  learningCost, legalActions, money, type Action, type GameState, type InstanceId, type PendingChoice,
} from '@/lib/engine'
import type { CitationId } from '@/lib/rules'

export type ActionGroupId = 'master' | 'enemy' | 'dalma' | 'end'

export const ACTION_GROUPS: Record<ActionGroupId, { title: string; rule: CitationId }> = {
  master: { title: 'Acciones de Master', rule: 'R8.1' },
  enemy: { title: 'Acciones de enemigos', rule: 'R10.1' },
  dalma: { title: 'Acciones de Dalma', rule: 'R9.1' },
  end: { title: 'Fin de turno', rule: 'R17.1' },
}
const GROUP_ORDER: readonly ActionGroupId[] = ['master', 'enemy', 'dalma', 'end']

export type ActionButton = {
  /** Stable within a state and across states while the same choice stays open: group plus label. */
  key: string
  label: string
  action: Action
  /** Position in legalActions(state): what the line records. */
  index: number
}

export type ActionGroup = { id: ActionGroupId; title: string; rule: CitationId; buttons: ActionButton[] }

export const cardName = (state: GameState, catalogue: Catalogue, id: InstanceId): string => {
  const cardId = state.cards[id]?.cardId
  if (cardId === undefined) return `carta ${id}`
  return catalogue.byId.get(cardId)?.name ?? cardId
}

/** "A", "A y B", "A, B y C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`
}

/** A price as the rulebook writes it (RUL-8), or "gratis". */
export const price = (silver: number): string => (silver === 0 ? 'gratis' : money(silver))

function groupOf(action: Action): ActionGroupId | null {
  switch (action.type) {
    case 'draw': case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure': return 'master'
    case 'enemyEquip': case 'enemyDrinkPotion': case 'enemyApplyPoison': case 'enemyReloadBow': case 'enemyShoot': case 'endEnemyActions': return 'enemy'
    case 'equip': case 'learn': case 'drinkPotion': case 'applyPoison': case 'reloadBow': case 'shoot': case 'explore': case 'cast':
    case 'useSkill': case 'activateLente': case 'endDalmaActions': return 'dalma'
    case 'pass': case 'declareOffensive': return 'end'
    default: return null // answers to a pending choice: the choice panel shows them
  }
}

/** What revealing a face-down card costs (R8.4): Dalmas 5 oros, spells and skills free, the rest as printed. */
function revealPrice(state: GameState, catalogue: Catalogue, id: InstanceId): number {
  const card = catalogue.byId.get(state.cards[id]?.cardId ?? '')
  return card === undefined ? 0 : revealCostSilver(card) ?? 0
}

function arrowPrice(state: GameState, catalogue: Catalogue, weaponId: InstanceId): number {
  const card = catalogue.byId.get(state.cards[weaponId]?.cardId ?? '')
  return card?.type === 'weapon' && card.arrowCost ? toSilver(card.arrowCost) : 0
}

/**
 * The Spanish label of an action in `state`: the verb and the cards it concerns, with any price.
 * `name` says how a card is called (/partida marks the rival's cards and hides face-down ones).
 */
export function actionLabel(state: GameState, catalogue: Catalogue, action: Action, name: (id: InstanceId) => string = (id) => cardName(state, catalogue, id)): string {
  switch (action.type) {
    case 'draw': return 'Robar una carta'
    case 'place': return `Colocar ${name(action.instanceId)} boca abajo`
    case 'reveal': return `Revelar ${name(action.instanceId)} (${price(revealPrice(state, catalogue, action.instanceId))})`
    case 'revealEnemy': return `Revelar al enemigo ${name(action.instanceId)} (${money(30)})`
    case 'useTreasure': return `Usar el tesoro ${name(action.instanceId)}`
    case 'equip': case 'enemyEquip': {
      const who = name(action.type === 'equip' ? action.dalmaId : action.enemyId)
      const dropped = action.replaceIds.length > 0 ? ` y descarta ${listWords(action.replaceIds.map(name))}` : ''
      return `${who} se equipa ${name(action.instanceId)}${dropped}`
    }
    case 'learn': {
      const cost = learningCost(state, catalogue, action.dalmaId, action.instanceId)
      return `${name(action.dalmaId)} aprende ${name(action.instanceId)} (${price(cost.silver)}${cost.halved ? ', a mitad de precio' : ''})`
    }
    case 'drinkPotion': return `${name(action.dalmaId)} bebe ${name(action.instanceId)}`
    case 'enemyDrinkPotion': return `${name(action.enemyId)} bebe ${name(action.instanceId)}`
    case 'applyPoison': return `${name(action.dalmaId)} impregna ${name(action.weaponId)} con ${name(action.instanceId)}`
    case 'enemyApplyPoison': return `${name(action.enemyId)} impregna ${name(action.weaponId)} con ${name(action.instanceId)}`
    case 'reloadBow': case 'enemyReloadBow': {
      const who = name(action.type === 'reloadBow' ? action.dalmaId : action.enemyId)
      // R15.9: an arrow from Flechas perforadoras costs a counter instead of the price, and adds +2 to the shot.
      if (action.arrowId != null) return `${who} recarga ${name(action.weaponId)} con ${name(action.arrowId)} (+2 Fuerza al disparo)`
      return `${who} recarga ${name(action.weaponId)} (${price(arrowPrice(state, catalogue, action.weaponId))})`
    }
    case 'endEnemyActions': return 'Terminar las acciones de enemigos'
    case 'endDalmaActions': return 'Terminar las acciones de Dalma'
    case 'pass': return 'Pasar el turno'
    case 'initialReplacement':
      return action.instanceIds.length === 0 ? 'Mantener' : `Reemplazar ${action.instanceIds.length}`
    case 'deferredReplacement':
      return action.instanceIds.length === 0 ? 'Ahora no' : `Reemplazar ${action.instanceIds.length}`
    case 'chooseProtectingEnemy': return `Proteger con ${name(action.instanceId)}`
    case 'innRest':
      return action.dalmaIds.length === 0
        ? 'Sin Posada'
        : `Posada para ${listWords(action.dalmaIds.map(name))} (${money(10 * action.dalmaIds.length)})`
    case 'discardToLimit': return `Descartar ${listWords(action.instanceIds.map(name))}`
    case 'keepEmblem': return `Quedarse con ${name(action.instanceId)}`
    case 'shoot': return `${name(action.dalmaId)} dispara ${name(action.weaponId)} a ${name(action.targetId)} (${money(2)})`
    case 'enemyShoot': return `${name(action.enemyId)} dispara ${name(action.weaponId)} a ${name(action.targetId)} (${money(2)})`
    case 'explore': return `${name(action.dalmaId)} explora contra ${name(action.targetId)}`
    case 'cast': return `${name(action.dalmaId)} lanza ${name(action.spellId)}${action.targetId === null ? '' : ` sobre ${name(action.targetId)}`}`
    case 'useSkill': return `${name(action.dalmaId)} usa ${name(action.skillId)}${action.targetId === null ? '' : ` sobre ${name(action.targetId)}`}`
    case 'activateLente': return action.targetId === null ? `${name(action.dalmaId)} pone el contador de la Lente` : `${name(action.dalmaId)} mira con la Lente una carta boca abajo${action.reveal ? ' y la revela' : ''}`
    case 'declareOffensive': return 'Ir a por la reliquia'
    case 'decline': return 'No hacer nada'
    case 'chooseAttacker': return `Atacar con ${name(action.dalmaId)}`
    case 'launchOffensive': return 'Lanzar la ofensiva'
    case 'addDefender': return `Defender con ${name(action.dalmaId)}`
    case 'pair': return `Emparejar ${name(action.attackerId)} con ${name(action.defenderId)}`
    case 'reinforce': return `${name(action.fighterId)} refuerza contra ${name(action.opponentId)}`
    case 'split': return `${name(action.fighterId)} se bate con ${name(action.opponentId)}`
    case 'activateTrap': return `${name(action.dalmaId)} activa ${name(action.trapId)} contra ${name(action.targetId)}`
    case 'aimBow': return `${name(action.fighterId)} dispara ${name(action.weaponId)} a ${name(action.targetId)} (${money(2)})`
    case 'throw': return `${name(action.fighterId)} lanza ${name(action.weaponId)} a ${name(action.targetId)}`
    case 'attack': return `${name(action.fighterId)} ataca a ${name(action.targetId)}`
    case 'reloadInCombat': return action.arrowId != null
      ? `${name(action.fighterId)} recarga ${name(action.weaponId)} con ${name(action.arrowId)} en lugar de atacar (+2 Fuerza al disparo)`
      : `${name(action.fighterId)} recarga ${name(action.weaponId)} en lugar de atacar`
  }
}

/**
 * Master actions on cards nobody can tell apart (a hand card, a face-down card, a face-down enemy
 * of the same name) lead to equivalent games, so one button stands for all the copies; the first
 * copy in legalActions order is the one played.
 */
const INTERCHANGEABLE: ReadonlySet<Action['type']> = new Set(['place', 'reveal', 'revealEnemy', 'useTreasure'])

/**
 * The buttons of the turn, in the engine's order within each group, empty groups left out. Nothing
 * while a choice is pending (the choice panel answers it) or once the game is over.
 */
export function groupActions(state: GameState, catalogue: Catalogue, legal: readonly Action[] = legalActions(state, catalogue)): ActionGroup[] {
  if (pendingDecision(state) !== null || state.result !== null) return []
  const groups = new Map<ActionGroupId, ActionButton[]>()
  const seen = new Map<string, number>()
  legal.forEach((action, index) => {
    const id = groupOf(action)
    if (id === null) return
    let label = actionLabel(state, catalogue, action)
    const copies = seen.get(`${id}:${label}`) ?? 0
    seen.set(`${id}:${label}`, copies + 1)
    if (copies > 0) {
      if (INTERCHANGEABLE.has(action.type)) return
      label = `${label} (${copies + 1}.ª copia)`
    }
    const list = groups.get(id) ?? []
    list.push({ key: `${id}:${label}`, label, action, index })
    groups.set(id, list)
  })
  return GROUP_ORDER.filter((id) => groups.has(id)).map((id) => ({ id, ...ACTION_GROUPS[id], buttons: groups.get(id) ?? [] }))
}

export const CHOICE_TITLES: Record<PendingChoice['kind'], { title: string; rule: CitationId }> = {
  initialReplacement: { title: 'Reemplazo inicial', rule: 'R6.7' },
  chooseProtectingEnemy: { title: 'Enemigo protector', rule: 'RUL-6' },
  innRest: { title: 'Posada', rule: 'R7.8' },
  deferredReplacement: { title: 'Reemplazo diferido', rule: 'R6.8' },
  discardToLimit: { title: 'Límite de mano', rule: 'R5.10' },
  keepEmblem: { title: 'Dos Emblemas revelados', rule: 'R15.7' },
  answers: { title: 'Respuesta a una acción', rule: 'R9.12' },
  traps: { title: 'Trampas', rule: 'R14.3' },
  attackers: { title: 'Atacantes', rule: 'R17.2' },
  defenders: { title: 'Defensores', rule: 'R17.5' },
  pairings: { title: 'Emparejamientos', rule: 'R19.14' },
  reinforce: { title: 'Refuerzos', rule: 'R19.15' },
  split: { title: 'Dividir un emparejamiento', rule: 'R19.17' },
  combatWindow: { title: 'Ventana de hechizos o habilidades', rule: 'R19.5' },
  bow: { title: 'Arcos cargados: a quién dispara', rule: 'R19.7' },
  throw: { title: 'Armas arrojadizas', rule: 'R19.13' },
  melee: { title: 'Ataque cuerpo a cuerpo', rule: 'R19.9' },
  controlled: { title: 'Control Mental', rule: 'R22.4' },
}

const STEP_WORDS = { masterActions: 'Acciones de Master', enemyActions: 'acciones de enemigos', dalmaActions: 'acciones de Dalma' } as const

/** Where the turn stands, in the rulebook's words. */
export function phaseLabel(state: GameState): string {
  const phase = state.phase
  switch (phase.name) {
    case 'setup': return 'Preparación de la partida'
    case 'rest': return 'Fase de Descanso'
    case 'income': return 'Fase de Cobro'
    case 'main': return `Fase Principal: ${STEP_WORDS[phase.step]}`
    case 'endOfTurn': return 'Decisión de fin de turno'
    case 'combat': return 'Fase de Combate'
    case 'gameOver': return 'Partida terminada'
  }
}
