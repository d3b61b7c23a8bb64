// Spanish text for events, for the game log on /probar and the CLI. Pure; batches never call it.
import type { Catalogue } from '../catalogue/schema'
import type { GameEvent } from './events'
import type { GameResult } from './state'

export type EventText = { text: string; rule?: string }

const STAT_LABELS = { strength: 'Fuerza', resistance: 'Resistencia', initiative: 'Iniciativa' } as const
const PHASE_LABELS = { rest: 'Fase de Descanso', income: 'Fase de Cobro', main: 'Fase Principal', endOfTurn: 'decisión de fin de turno' } as const
const STEP_LABELS = { masterActions: 'Acciones de Master', enemyActions: 'acciones de los enemigos', dalmaActions: 'acciones de los Dalmas' } as const

export function money(silver: number): string {
  const gold = Math.floor(silver / 10), rest = silver % 10
  const g = `${gold} oro${gold === 1 ? '' : 's'}`
  const s = `${rest} plata${rest === 1 ? '' : 's'}`
  if (gold > 0 && rest > 0) return `${g} y ${s}`
  return rest > 0 ? s : g
}

const cards = (n: number) => `${n} carta${n === 1 ? '' : 's'}`

export function describeResult(result: GameResult): string {
  switch (result.kind) {
    case 'turnLimit': return `Fin de la simulación tras ${result.turns} turno${result.turns === 1 ? '' : 's'}.`
    case 'exhaustion': return `Agotamiento en el turno ${result.turn}: sin Acción de Master legal tras ${result.masterActions} de 5; toca la ofensiva obligatoria.`
    case 'defeat': {
      const winner = `Master ${2 - result.loser}`
      switch (result.reason) {
        case 'capture': return `${winner} gana: captura la reliquia rival.`
        case 'allDalmasLost': return `El Master ${result.loser + 1} pierde: no le queda ningún Dalma.`
        case 'exhaustedWithoutDalma': return `El Master ${result.loser + 1} pierde: se agotó sin Dalmas activos para la ofensiva obligatoria.`
        case 'forcedOffensiveFailed': return `El Master ${result.loser + 1} pierde: fracasó su ofensiva obligatoria.`
      }
      return `${winner} gana.`
    }
    case 'draw': return result.reason === 'bothLost' ? 'Tablas: los dos Masters pierden a la vez.' : `Tablas: se alcanzó el límite de ${result.turns} turnos.`
  }
}

/** RUL-1: the value a (non-Pifia, non-666) attack die gives: the first roll, a 1 that stays 1, a 6, or 6 + the third roll. */
function dieValue(rolls: readonly number[]): number {
  const [first = 0, , third] = rolls
  return first === 6 && rolls.length === 3 ? 6 + (third ?? 0) : first
}

export function describeEvent(event: GameEvent, catalogue: Catalogue): EventText {
  const name = (id: string) => catalogue.byId.get(id)?.name ?? id
  const master = (seat: number) => `Master ${seat + 1}`
  const t = (text: string): EventText => ('rule' in event && event.rule ? { text, rule: event.rule } : { text })
  switch (event.type) {
    case 'relicSetAside': return t(`${master(event.seat)}: reliquia y ${event.enemyIds.length} enemigos boca abajo en su Zona de Reliquia.`)
    case 'startingDalmaSetAside': return t(`${master(event.seat)}: aparta su Dalma inicial y sus dos cartas conocidas.`)
    case 'deckShuffled': return t(`${master(event.seat)} baraja su mazo (${cards(event.size)}).`)
    case 'cardDrawn': return t(`${master(event.seat)} roba ${name(event.cardId)}.`)
    case 'cardsReplaced': return t(`${master(event.seat)} pone ${cards(event.instanceIds.length)} bajo el mazo y roba otras tantas (${event.deferred ? 'reemplazo diferido' : 'reemplazo inicial'}).`)
    case 'replacementDeclined': return t(event.deferred ? `${master(event.seat)} no usa ahora el reemplazo diferido.` : `${master(event.seat)} no usa el reemplazo inicial: conserva el diferido.`)
    case 'initialRevelation': return t(`${master(event.seat)} hace la revelación inicial (${cards(event.instanceIds.length)}).`)
    case 'moneyGained': return t(`${master(event.seat)} recibe ${money(event.silver)}.`)
    case 'moneyPaid': return t(`${master(event.seat)} paga ${money(event.silver)}.`)
    case 'firstMasterChosen': {
      if (event.initiative === null) return t(`Empieza el ${master(event.seat)}.`)
      const rolls = event.rolls.length > 0 ? `; desempate con 1d6: ${event.rolls.map(([a, b]) => `${a}–${b}`).join(', ')}` : ''
      return t(`Empieza el ${master(event.seat)} (Iniciativa ${event.initiative[0]} contra ${event.initiative[1]}${rolls}).`)
    }
    case 'turnStarted': return t(`Turno ${event.turn} del ${master(event.seat)}${event.skipsRestAndIncome ? ': empieza directamente en su Fase Principal' : ''}.`)
    case 'phaseStarted': return t(`${master(event.seat)}: ${PHASE_LABELS[event.phase]}.`)
    case 'stepStarted': return t(`${master(event.seat)}: ${STEP_LABELS[event.step]}.`)
    case 'returnedFromCombat': return t(`${event.dalmaIds.length} Dalma${event.dalmaIds.length === 1 ? '' : 's'} vuelve${event.dalmaIds.length === 1 ? '' : 'n'} de la Zona de Combate.`)
    case 'relicCountersRemoved': return t(`${master(event.seat)} retira ${event.count === 1 ? 'el contador' : `${event.count} contadores`} de su reliquia.`)
    case 'actionMarkersRemoved': return t(event.instanceIds.length === 1 ? 'Se retira un marcador de acción.' : `Se retiran ${event.instanceIds.length} marcadores de acción.`)
    case 'enemyHealed': return t(`${name(event.cardId)} recupera ${event.amount} de Vida.`)
    case 'temporaryEffectsEnded': return t('Terminan los efectos de este turno.')
    case 'innRest': return t(`${master(event.seat)} paga la Posada para ${event.dalmaIds.length} Dalma${event.dalmaIds.length === 1 ? '' : 's'}.`)
    case 'cardPlaced': return t(`${master(event.seat)} coloca una carta boca abajo.`)
    case 'cardRevealed': return t(`${master(event.seat)} revela ${name(event.cardId)}${event.costSilver > 0 ? ` por ${money(event.costSilver)}` : ''}.`)
    case 'enemyRevealed': return t(`${master(event.seat)} revela a ${name(event.cardId)} por 3 oros.`)
    case 'treasureUsed': return t(`${master(event.seat)} usa ${name(event.cardId)}.`)
    case 'masterActionCounted': return t(`Acción de Master ${event.count} de 5.`)
    case 'cardDiscarded': return t(`${name(event.cardId)} va al descarte.`)
    case 'equipped': return t(`${name(event.characterCardId)} se equipa ${name(event.cardId)}.`)
    case 'learned': return t(`${name(event.dalmaCardId)} aprende ${name(event.cardId)} por ${money(event.costSilver)}${event.halved ? ' (a mitad de precio)' : ''}.`)
    case 'potionDrunk': return t(`${name(event.characterCardId)} bebe ${name(event.cardId)}.`)
    case 'poisonApplied': return t(`${name(event.cardId)} impregna ${name(event.weaponCardId)}: actuará en su siguiente ataque.`)
    case 'bowReloaded': return t(`${name(event.characterCardId)} recarga ${name(event.weaponCardId)}${event.costSilver > 0 ? ` por ${money(event.costSilver)}` : ''}.`)
    case 'healed': return t(`${name(event.characterCardId)} recupera ${event.amount} de Vida.`)
    case 'statModified': {
      const sign = event.amount >= 0 ? '+' : '−'
      const until = event.until === 'endOfTurn' ? ' hasta el final del turno' : event.until === 'nextAttack' ? ' en su siguiente ataque' : ''
      return t(`${name(event.characterCardId)}: ${sign}${Math.abs(event.amount)} ${STAT_LABELS[event.stat]}${until}.`)
    }
    case 'extraActivationGranted': return t(`${name(event.characterCardId)} gana una activación extra de PRI ${event.pri} este turno.`)
    case 'effectNotSimulated': return t(`Efecto de ${name(event.sourceCardId)} que el simulador aún no resuelve.`)
    case 'actionMarkerPlaced': return t('Se coloca su marcador de acción.')
    case 'handLimitExceeded': return t(`${master(event.seat)} tiene ${cards(event.handSize)} en la mano: descarta hasta 10.`)
    case 'emblemConflict': return t(`${master(event.seat)} tiene dos Emblemas revelados: se queda con uno.`)
    case 'exhaustion': return t(`${master(event.seat)} se queda sin Acciones de Master legales (${event.masterActions} de 5).`)
    case 'turnEnded': return t(`${master(event.seat)} pasa.`)
    case 'gameEnded': return t(describeResult(event.result))
    default: return describeDuelEvent(event, catalogue, t)
  }
}


const ACT_WORDS: Record<string, string> = {
  explore: 'explorar', shoot: 'disparar', cast: 'lanzar un hechizo', useSkill: 'usar una habilidad', equip: 'equiparse',
  learn: 'aprender', drinkPotion: 'beber una poción', applyPoison: 'aplicar un veneno', reloadBow: 'recargar', lente: 'activar la Lente',
}

/** The duel's events (§9–§22). */
function describeDuelEvent(event: GameEvent, catalogue: Catalogue, t: (text: string) => EventText): EventText {
  const master = (seat: number) => `Master ${seat + 1}`
  const name = (id: string) => catalogue.byId.get(id)?.name ?? id
  switch (event.type) {
    case 'actionDeclared': return t(`${master(event.seat)} declara ${ACT_WORDS[event.act] ?? event.act}.`)
    case 'actionFizzled': return t(`La acción (${ACT_WORDS[event.act] ?? event.act}) ya no es legal y no se resuelve; lo gastado no se recupera.`)
    case 'answerDeclined': return t(`${master(event.seat)} no responde.`)
    case 'extraActivationUsed': return t('Usa la activación extra de la Poción de Thal.')
    case 'arrowUsed': return t(`Usa una flecha perforadora (${event.used} de 10).`)
    case 'ringUsed': return t('Tercer lanzamiento: contador en el Anillo Sumador.')
    case 'explored': return t(`${master(event.seat)}: un Dalma explora.`)
    case 'enteredCombatZone': return t(`${event.dalmaIds.length === 1 ? 'Un Dalma entra' : `${event.dalmaIds.length} Dalmas entran`} en la Zona de Combate.`)
    case 'spellCast': return t(`Se lanza ${name(event.cardId)}.`)
    case 'skillUsed': return t(`Se usa ${name(event.cardId)}.`)
    case 'attackRolled': {
      const dice = event.rolls.join(', ')
      if (event.outcome === 'kill') return t(`Tirada 666 (${dice}): el objetivo muere en el acto.`)
      if (event.outcome === 'fumble') return t(`Pifia (${dice}): el ataque falla.`)
      const bonus = event.bonus > 0 ? ` + ${event.bonus} de veneno` : ''
      return t(`Ataque: dado ${dice} → ${dieValue(event.rolls)} + Fuerza ${event.strength}${bonus} − Resistencia ${event.resistance} = ${event.damage > 0 ? `${event.damage} de daño` : 'sin daño'}.`)
    }
    case 'damaged': return t(`Pierde ${event.amount} de Vida.`)
    case 'deaths': return t(`Mueren a la vez ${event.characterIds.length} personajes.`)
    case 'died': return t(`${name(event.cardId)} muere.`)
    case 'enemyDefeated': return t(`${name(event.cardId)} queda derrotado junto a su reliquia.`)
    case 'thrownReturned': return t('El arma arrojada mató: vuelve revelada a la Zona de Juego.')
    case 'weaponThrown': return t('Lanza su arma arrojadiza.')
    case 'abilityTriggered': return t(`Se activa la habilidad impresa de ${name(event.cardId)}.`)
    case 'trapSprung': return t(`${master(event.seat)} activa ${name(event.cardId)}.`)
    case 'combatStarted': return t(event.kind === 'explore' ? 'Empieza un combate de exploración (un asalto).' : 'Empieza el combate por la reliquia (a muerte).')
    case 'offensiveDeclared': return t(`${master(event.seat)} va a por la reliquia${event.forced ? ' (ofensiva obligatoria)' : ''} con ${event.attackers.length} Dalma${event.attackers.length === 1 ? '' : 's'}.`)
    case 'actionsRecovered': return t('Los atacantes recuperan su acción.')
    case 'defenderAdded': return t('Un Dalma se une a la defensa.')
    case 'paired': return t('Se forma un emparejamiento.')
    case 'reinforced': return t('Un refuerzo se une a un emparejamiento.')
    case 'roundStarted': return t(`Asalto ${event.round}.`)
    case 'roundEnded': return t(`Fin del asalto ${event.round}.`)
    case 'initiativeTie': return t(`Empate de Iniciativa: ${event.rolls.map(([, r]) => r).join(', ')}.`)
    case 'shotNotPaid': return t('No hay 2 platas para el disparo: el arco no dispara.')
    case 'reloadedInCombat': return t('Recarga en lugar de atacar.')
    case 'relicCaptured': return t(`${master(event.seat)} captura la reliquia.`)
    case 'offensiveFailed': return t(`Fracasa la ofensiva del ${master(event.seat)}.`)
    case 'combatEnded': return t('Termina el combate.')
    case 'lenteCounter': return t('La Lente recibe su contador de observación.')
    case 'lenteLooked': return t(event.revealed ? `La Lente revela ${name(event.cardId)}.` : 'La Lente mira una carta boca abajo.')
    case 'controlled': return t('Control Mental: el Master que lanza elige la acción del Dalma.')
    case 'confused': return t('El Dalma queda confundido: no actuará este turno.')
    default: return t('')
  }
}
