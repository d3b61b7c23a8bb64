// Spanish text for events, for the game log on /probar and the CLI. Pure; batches never call it.
import type { Catalogue } from '../catalogue/schema'
import { readAttackDie } from './dice'
import type { GameEvent } from './events'
import type { GameResult, InstanceId } from './state'

export type EventText = { text: string; rule?: string }

/**
 * The name a reader may see for a card instance (its card's name, or words such as «una carta
 * boca abajo» when it is hidden from them), or null when the caller cannot tell: the sentence then
 * falls back to words that name no card. Events carry instance ids; only the caller knows the state
 * and who is reading.
 */
export type InstanceNames = (id: InstanceId) => string | null

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

export function describeEvent(event: GameEvent, catalogue: Catalogue, names?: InstanceNames): EventText {
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
    case 'returnedFromCombat': {
      const shown = event.dalmaIds.map((id) => names?.(id) ?? null)
      if (shown.length > 0 && shown.every((n) => n !== null)) return t(`${listWords(shown as string[])} ${shown.length === 1 ? 'vuelve' : 'vuelven'} de la Zona de Combate.`)
      return t(`${event.dalmaIds.length} Dalma${event.dalmaIds.length === 1 ? '' : 's'} vuelve${event.dalmaIds.length === 1 ? '' : 'n'} de la Zona de Combate.`)
    }
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
    case 'actionMarkerPlaced': {
      const who = names?.(event.instanceId) ?? null
      return t(who === null ? 'Se coloca su marcador de acción.' : `${who} recibe su marcador de acción.`)
    }
    case 'handLimitExceeded': return t(`${master(event.seat)} tiene ${cards(event.handSize)} en la mano: descarta hasta 10.`)
    case 'emblemConflict': return t(`${master(event.seat)} tiene dos Emblemas revelados: se queda con uno.`)
    case 'exhaustion': return t(`${master(event.seat)} se queda sin Acciones de Master legales (${event.masterActions} de 5).`)
    case 'turnEnded': return t(`${master(event.seat)} pasa.`)
    case 'gameEnded': return t(describeResult(event.result))
    default: return describeDuelEvent(event, catalogue, t, names ?? (() => null))
  }
}

/**
 * An attack's dice and sum as the rules read them: the dice rolled, what they are worth under RUL-1
 * when more than one was rolled, then R19.9's sum written out in full, negative included (only a
 * positive sum is Vida lost).
 */
export function attackText(event: Extract<GameEvent, { type: 'attackRolled' }>): string {
  const dice = event.rolls.join(', ')
  const die = readAttackDie(event.rolls)
  if (die.kind === 'tripleSix') return `Tirada 666 (${dice}): muere en el acto`
  if (die.kind === 'fumble') return `Pifia (${dice}): el ataque falla`
  const worth = event.rolls.length > 1 ? `dado ${dice} (vale ${die.value})` : `dado ${dice}`
  const sum = die.value + event.strength + event.bonus - event.resistance
  const total = sum > 0 ? `${sum} de daño` : `${sum < 0 ? `−${-sum}` : 0}: sin daño`
  const bonus = event.bonus > 0 ? ` + ${event.bonus} de veneno` : ''
  return `${worth} + Fuerza ${event.strength}${bonus} − Resistencia ${event.resistance} = ${total}`
}


const ACT_WORDS: Record<string, string> = {
  explore: 'explorar', shoot: 'disparar', cast: 'lanzar un hechizo', useSkill: 'usar una habilidad', equip: 'equiparse',
  learn: 'aprender', drinkPotion: 'beber una poción', applyPoison: 'aplicar un veneno', reloadBow: 'recargar', lente: 'activar la Lente',
}

/** "A", "A y B", "A, B y C". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The duel's events (§9–§22), naming every character involved when `names` can. */
function describeDuelEvent(event: GameEvent, catalogue: Catalogue, t: (text: string) => EventText, names: InstanceNames): EventText {
  const master = (seat: number) => `Master ${seat + 1}`
  const name = (id: string) => catalogue.byId.get(id)?.name ?? id
  /** The instance's name, or `fallback` when the reader cannot be told. */
  const who = (id: InstanceId | null, fallback: string) => (id === null ? fallback : names(id) ?? fallback)
  /** Several instances' names, or `fallback` when any of them cannot be told. */
  const all = (ids: readonly InstanceId[], fallback: string) => {
    const shown = ids.map((id) => names(id))
    return ids.length > 0 && shown.every((n) => n !== null) ? listWords(shown as string[]) : fallback
  }
  switch (event.type) {
    case 'actionDeclared': {
      const actor = names(event.actorId)
      return t(actor === null ? `${master(event.seat)} declara ${ACT_WORDS[event.act] ?? event.act}.` : `${master(event.seat)} declara: ${actor} va a ${ACT_WORDS[event.act] ?? event.act}.`)
    }
    case 'actionFizzled': return t(`La acción de ${who(event.actorId, 'un personaje')} (${ACT_WORDS[event.act] ?? event.act}) ya no es legal y no se resuelve; lo gastado no se recupera.`)
    case 'answerDeclined': return t(`${master(event.seat)} no responde.`)
    case 'extraActivationUsed': return t(`${capital(who(event.characterId, 'el personaje'))} usa la activación extra de la Poción de Thal.`)
    case 'arrowUsed': return t(`Usa una flecha perforadora (${event.used} de 10).`)
    case 'ringUsed': return t('Tercer lanzamiento: contador en el Anillo Sumador.')
    case 'explored': {
      const dalma = names(event.dalmaId), target = names(event.targetId)
      return t(dalma !== null && target !== null ? `${master(event.seat)}: ${dalma} explora contra ${target}.` : `${master(event.seat)}: un Dalma explora.`)
    }
    case 'enteredCombatZone': {
      const list = all(event.dalmaIds, '')
      if (list !== '') return t(`${list} ${event.dalmaIds.length === 1 ? 'entra' : 'entran'} en la Zona de Combate.`)
      return t(`${event.dalmaIds.length === 1 ? 'Un Dalma entra' : `${event.dalmaIds.length} Dalmas entran`} en la Zona de Combate.`)
    }
    case 'spellCast': {
      const caster = names(event.casterId), target = event.targetId === null ? null : names(event.targetId)
      if (caster === null) return t(`Se lanza ${name(event.cardId)}.`)
      return t(`${caster} lanza ${name(event.cardId)}${target === null ? '' : ` sobre ${target}`}.`)
    }
    case 'skillUsed': {
      const user = names(event.dalmaId), target = event.targetId === null ? null : names(event.targetId)
      if (user === null) return t(`Se usa ${name(event.cardId)}.`)
      return t(`${user} usa ${name(event.cardId)}${target === null ? '' : ` sobre ${target}`}.`)
    }
    case 'attackRolled': {
      const verb = event.mode === 'shot' ? 'dispara a' : event.mode === 'throw' ? 'lanza su arma a' : 'ataca a'
      const attacker = names(event.attackerId), target = names(event.targetId)
      if (attacker !== null && target !== null) return t(`${attacker} ${verb} ${target}: ${attackText(event)}.`)
      const dice = event.rolls.join(', ')
      if (event.outcome === 'kill') return t(`Tirada 666 (${dice}): el objetivo muere en el acto.`)
      if (event.outcome === 'fumble') return t(`Pifia (${dice}): el ataque falla.`)
      return t(`Ataque: ${attackText(event)}.`)
    }
    case 'damaged': {
      const target = names(event.characterId)
      return t(target === null ? `Pierde ${event.amount} de Vida.` : `${target} pierde ${event.amount} de Vida.`)
    }
    case 'deaths': {
      const list = all(event.characterIds, '')
      return t(list === '' ? `Mueren a la vez ${event.characterIds.length} personajes.` : `Mueren a la vez ${list}.`)
    }
    case 'died': return t(`${name(event.cardId)} muere.`)
    case 'enemyDefeated': return t(`${name(event.cardId)} queda derrotado junto a su reliquia.`)
    case 'thrownReturned': return t(`El arma arrojada (${who(event.instanceId, 'el arma')}) mató: vuelve revelada a la Zona de Juego.`)
    case 'weaponThrown': {
      const fighter = names(event.fighterId), weapon = names(event.weaponId), target = names(event.targetId)
      return t(fighter !== null && weapon !== null && target !== null ? `${fighter} lanza ${weapon} a ${target}.` : 'Lanza su arma arrojadiza.')
    }
    case 'abilityTriggered': return t(`Se activa la habilidad impresa de ${name(event.cardId)}.`)
    case 'trapSprung': {
      const target = names(event.targetId), dalma = names(event.dalmaId)
      return t(`${master(event.seat)} activa ${name(event.cardId)}${dalma === null ? '' : ` con ${dalma}`}${target === null ? '' : ` contra ${target}`}.`)
    }
    case 'combatStarted': {
      const attackers = all(event.attackers, ''), defenders = all(event.defenders, '')
      const base = event.kind === 'explore' ? 'Empieza un combate de exploración (un asalto)' : 'Empieza el combate por la reliquia (a muerte)'
      return t(attackers !== '' && defenders !== '' ? `${base}: ${attackers} contra ${defenders}.` : `${base}.`)
    }
    case 'offensiveDeclared': {
      const list = all(event.attackers, `${event.attackers.length} Dalma${event.attackers.length === 1 ? '' : 's'}`)
      return t(`${master(event.seat)} va a por la reliquia${event.forced ? ' (ofensiva obligatoria)' : ''} con ${list}.`)
    }
    case 'actionsRecovered': return t(`${event.dalmaIds.length === 1 ? 'El atacante recupera su acción' : 'Los atacantes recuperan su acción'}${all(event.dalmaIds, '') === '' ? '' : ` (${all(event.dalmaIds, '')})`}.`)
    case 'defenderAdded': {
      const dalma = names(event.dalmaId)
      return t(dalma === null ? 'Un Dalma se une a la defensa.' : `${dalma} se une a la defensa del ${master(event.seat)}.`)
    }
    case 'paired': {
      const a = names(event.attackerId), d = names(event.defenderId)
      return t(a !== null && d !== null ? `Emparejamiento: ${a} contra ${d}.` : 'Se forma un emparejamiento.')
    }
    case 'reinforced': {
      const f = names(event.fighterId), o = names(event.opponentId)
      return t(f !== null && o !== null ? `${f} refuerza el emparejamiento contra ${o}.` : 'Un refuerzo se une a un emparejamiento.')
    }
    case 'roundStarted': return t(`Asalto ${event.round}.`)
    case 'roundEnded': return t(`Fin del asalto ${event.round}.`)
    case 'initiativeTie': {
      const rolls = event.rolls.map(([id, r]) => { const n = names(id); return n === null ? String(r) : `${n} ${r}` })
      return t(`Empate de Iniciativa: ${rolls.join(', ')}.`)
    }
    case 'shotNotPaid': return t(`No hay 2 platas para el disparo: ${who(event.weaponId, 'el arco')} no dispara.`)
    case 'reloadedInCombat': return t(`${capital(who(event.fighterId, 'el personaje'))} recarga ${who(event.weaponId, 'su arco')} en lugar de atacar.`)
    case 'relicCaptured': return t(`${master(event.seat)} captura la reliquia.`)
    case 'offensiveFailed': return t(`Fracasa la ofensiva del ${master(event.seat)}.`)
    case 'combatEnded': return t('Termina el combate.')
    case 'lenteCounter': return t('La Lente recibe su contador de observación.')
    case 'lenteLooked': return t(event.revealed ? `La Lente revela ${name(event.cardId)}.` : 'La Lente mira una carta boca abajo.')
    case 'controlled': return t(`Control Mental: el ${master(event.seat)} elige la acción de ${who(event.dalmaId, 'un Dalma')}.`)
    case 'confused': {
      const dalma = names(event.dalmaId)
      // RUL-52: only the marker; an offensive's recovery would lift it, so no promise for the rest of the turn.
      return t(dalma === null ? 'El Dalma queda confundido: recibe un marcador de acción.' : `${dalma} queda confundido: recibe un marcador de acción.`)
    }
    default: return t('')
  }
}
